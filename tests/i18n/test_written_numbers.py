"""A score written alone is written the reader's way."""

from __future__ import annotations

import pytest
from babel import Locale
from babel.numbers import NumberPattern
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentInt

from bot.i18n.catalogue import SmallInt, default_catalogue
from bot.i18n.languages import ENGLISH, HUNGARIAN, LANGUAGES, PSEUDO, SPANISH
from bot.i18n.text import say, written


def test_a_score_in_each_language() -> None:
    assert [written(13.9, lang) for lang in (ENGLISH, HUNGARIAN, SPANISH)] == [
        "13.9",
        "13,9",
        "13,9",
    ]
    assert written(17.0, HUNGARIAN) == "17"
    assert written(2.345, ENGLISH, 1) == "2.3"


def test_numbers_under_a_thousand_are_written_as_babel_writes_them() -> None:
    # SmallInt skips babel below 1000: it must write exactly what babel would, in every
    # language with a catalogue (the pseudo-locale reads English's)
    for language in default_catalogue().languages:
        locale = Locale.parse(ENGLISH if language == PSEUDO else language, sep="-")
        written_by_babel = [FluentInt(n).format(locale) for n in range(1000)]
        assert [SmallInt(n).format(locale) for n in range(1000)] == written_by_babel


def test_a_message_says_small_numbers_without_babel_and_as_babel_would(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    catalogue = default_catalogue()
    said = {
        (language, n): catalogue.text(language, "builders-ui-status", **status(n))
        for language in LANGUAGES
        for n in (0, 1, 2, 5, 21, 999)
    }
    # what Fluent's own bundle says, every number formatted by babel
    for (language, n), text in said.items():
        bundle = catalogue._bundles[language]
        pattern = bundle.get_message("builders-ui-status").value
        assert pattern is not None
        assert text == FluentBundle.format_pattern(bundle, pattern, status(n))[0]

    def babel(*args: object, **kwargs: object) -> str:
        raise AssertionError("babel formatted a number below 1000")

    monkeypatch.setattr(NumberPattern, "apply", babel)
    for (language, n), text in said.items():
        assert catalogue.text(language, "builders-ui-status", **status(n)) == text


def status(n: int) -> dict[str, str | int]:
    return {"mark": "", "player": "Ann", "start": "no", "vp": n, "money": n, "sites": n, "crew": n}


def test_numbers_in_messages_keep_their_plurals_and_their_grouping() -> None:
    said = [
        (say(lang, "builders-img-loans", count=1), say(lang, "builders-img-loans", count=2))
        for lang in (ENGLISH, SPANISH)
    ]
    assert said == [("1 loan", "2 loans"), ("1 préstamo", "2 préstamos")]
    # from a thousand on, the reader's grouping
    assert [say(lang, "builders-img-ses", amount=1234) for lang in LANGUAGES] == [
        "1,234 ses.",
        "1\xa0234 sest.",
        "1.234 ses.",
    ]
    assert say(ENGLISH, "builders-img-ses", amount=999) == "999 ses."
