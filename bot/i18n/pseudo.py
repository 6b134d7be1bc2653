"""The pseudo-locale: English with every message wrapped in ⟦ ⟧ and its letters accented.

A test that runs a game in this locale finds untranslated text at a glance (it has no
brackets and no accents), text cut off by a limit (a missing ⟧), and an argument the
catalogue mangled (arguments and selector keys are left exactly as they are).
"""

from __future__ import annotations

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Visitor

OPEN, CLOSE = "⟦", "⟧"
_ACCENTS = str.maketrans(
    "aceinousyACEINOUSY",
    "áçéíñóúšýÁÇÉÍÑÓÚŠÝ",
)


def accented(text: str) -> str:
    return text.translate(_ACCENTS)


class _Pseudo(Visitor):
    """Rewrites text elements only: placeables (arguments, references, selectors) stay."""

    def visit_TextElement(self, node: ast.TextElement) -> None:
        node.value = accented(node.value)

    def visit_Message(self, node: ast.Message) -> None:
        self.generic_visit(node)
        for pattern in (node.value, *(a.value for a in node.attributes)):
            if pattern is not None:
                _wrap(pattern)


def _wrap(pattern: ast.Pattern) -> None:
    pattern.elements.insert(0, ast.TextElement(OPEN))
    pattern.elements.append(ast.TextElement(CLOSE))


def pseudo_source(english: str) -> str:
    """The pseudo-locale's FTL for one English FTL file."""
    resource = FluentParser(with_spans=False).parse(english)
    _Pseudo().visit(resource)
    return str(FluentSerializer(with_junk=True).serialize(resource))
