"""Every label the Discord layer draws from the catalogues fits Discord's limits in every
language (Hungarian words are long): button labels 80 characters, select options 100 (their
descriptions too), select placeholders 150, modal titles and field labels 45."""

from __future__ import annotations

import pytest

from bot.i18n.languages import LANGUAGES, PSEUDO
from bot.i18n.text import TextArg, say
from bot.i18n.words import AT_TIMEOUT_KEYS, LEVEL_KEYS, LIMIT_KEYS, at_timeout_text, limit_text

BUTTON, OPTION, PLACEHOLDER, MODAL_LABEL = 80, 100, 150, 45
# The longest arguments a label can get: a name as the join request cuts it, the largest
# number a typed-number field offers.
LONGEST_NAME = "W" * 40
TIMEOUTS = [at_timeout_text(choice) for choice in AT_TIMEOUT_KEYS]
LIMITS = [limit_text(minutes) for minutes in LIMIT_KEYS]

# key -> the limit it must keep, and every set of arguments it is shown with
LABELS: dict[str, tuple[int, list[dict[str, TextArg]]]] = {
    "board-type-number": (BUTTON, [{}]),
    "board-rematch": (BUTTON, [{}]),
    "board-replay": (BUTTON, [{}]),
    "board-full-board": (BUTTON, [{}]),
    "lobby-join": (BUTTON, [{}]),
    "lobby-leave": (BUTTON, [{}]),
    "lobby-start": (BUTTON, [{}]),
    "lobby-cancel": (BUTTON, [{}]),
    "answer-abort-yes": (BUTTON, [{}]),
    "answer-abort-no": (BUTTON, [{}]),
    "answer-let-in": (BUTTON, [{"name": LONGEST_NAME}]),
    "answer-refuse": (BUTTON, [{}]),
    "lobby-add-computer": (PLACEHOLDER, [{}]),
    "lobby-clock-placeholder": (PLACEHOLDER, [{"limit": limit} for limit in LIMITS]),
    "lobby-timeout-placeholder": (PLACEHOLDER, [{"timeout": t} for t in TIMEOUTS]),
    "lobby-timeout-option": (OPTION, [{"timeout": t} for t in TIMEOUTS]),
    "answer-number-label": (MODAL_LABEL, [{"low": 0, "high": 99999}]),
    **{key: (OPTION, [{}]) for key in LIMIT_KEYS.values()},
    **{key: (OPTION, [{}]) for pair in LEVEL_KEYS.values() for key in pair},
}


@pytest.mark.parametrize("language", [*LANGUAGES, PSEUDO])
def test_every_label_fits_its_limit_in_every_language(language: str) -> None:
    too_long = {
        key: text
        for key, (limit, variants) in LABELS.items()
        for args in variants
        if len(text := say(language, key, **args)) > limit
    }
    assert too_long == {}


def test_the_labels_say_what_they_do_in_each_language() -> None:
    assert [say(language, "lobby-join") for language in LANGUAGES] == [
        "Join",
        "Beszállok",
        "Unirse",
    ]
    assert say("hu", "lobby-timeout-option", timeout=TIMEOUTS[1]) == (
        "Ha lejár az idő, a gép átveszi a helyet"
    )
