"""A score written alone is written the reader's way."""

from __future__ import annotations

from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.text import written


def test_a_score_in_each_language() -> None:
    assert [written(13.9, lang) for lang in (ENGLISH, HUNGARIAN, SPANISH)] == [
        "13.9",
        "13,9",
        "13,9",
    ]
    assert written(17.0, HUNGARIAN) == "17"
    assert written(2.345, ENGLISH, 1) == "2.3"
