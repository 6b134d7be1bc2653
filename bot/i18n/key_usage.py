"""Which catalogue keys the code uses: what the catalogue tests hold the catalogues to.

A key counts as used when a Python module names it as a string literal (``text(locale,
"porta-title")``) or when one of the key lists derived from data names it (the glossary, the
slash commands' paths). A key built at run time from parts, like the glossary's
``f"porta-building-{id}"``, must come from such a list, or the check calls it unused.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

# The packages whose modules may name catalogue keys.
CODE_PACKAGES = ("bot", "cogs", "rules", "storage")


def literal_keys(roots: Iterable[Path], known: frozenset[str]) -> frozenset[str]:
    """The strings among ``known`` that some module under ``roots`` has as a literal."""
    found: set[str] = set()
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Constant)
                    and isinstance(node.value, str)
                    and node.value in known
                ):
                    found.add(node.value)
    return frozenset(found)


def code_roots(repository: Path) -> list[Path]:
    return [repository / package for package in CODE_PACKAGES if (repository / package).is_dir()]
