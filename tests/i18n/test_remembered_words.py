"""``say`` remembers a message said with plain arguments (the images say the same words every
turn), and only those: a formatted number or a message in an argument is said anew."""

from __future__ import annotations

from bot.i18n.catalogue import default_catalogue
from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.text import number, say


def test_a_remembered_word_is_the_catalogues_in_each_language() -> None:
    for lang, expected in ((ENGLISH, "3 ses."), (HUNGARIAN, "3 sest."), (SPANISH, "3 ses.")):
        first = say(lang, "builders-img-ses", amount=3)
        assert first == expected
        assert say(lang, "builders-img-ses", amount=3) == first
        assert default_catalogue().text(lang, "builders-img-ses", amount=3) == first
    assert say(HUNGARIAN, "builders-img-ses", amount=4) == "4 sest."


def test_a_formatted_number_is_not_taken_for_a_remembered_plain_one() -> None:
    # 13 and 13.0 are equal keys to a cache; the formatted float must keep its own decimals
    assert say(HUNGARIAN, "stats-score", value=13) == "13"
    assert say(HUNGARIAN, "stats-score", value=number(13, 1, fixed=True)) == "13,0"
    assert say(ENGLISH, "stats-score", value=number(13, 1, fixed=True)) == "13.0"
    assert say(ENGLISH, "stats-score", value=13) == "13"
