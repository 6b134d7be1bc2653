"""The usage check counts a key the code names as a literal, and nothing else."""

from __future__ import annotations

from pathlib import Path

from bot.i18n.key_usage import code_roots, literal_keys


def test_literal_keys_finds_keys_named_in_code(tmp_path: Path) -> None:
    package = tmp_path / "bot" / "sub"
    package.mkdir(parents=True)
    (package / "words.py").write_text(
        "def title(catalogue, locale, building):\n"
        "    catalogue.text(locale, 'porta-title')\n"
        "    # built at run time: only a derived key list can vouch for it\n"
        "    return catalogue.text(locale, f'porta-building-{building}')\n"
        "NOT_A_KEY = 'porta-unknown'\n",
        encoding="utf-8",
    )
    known = frozenset({"porta-title", "porta-building-BA", "aqua-title"})
    assert code_roots(tmp_path) == [tmp_path / "bot"]
    assert literal_keys(code_roots(tmp_path), known) == {"porta-title"}
