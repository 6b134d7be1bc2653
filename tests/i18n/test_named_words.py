"""A refusal that names a seat reaches the player with the seat's name, in their language."""

from __future__ import annotations

from bot.adapter import named
from bot.i18n.languages import HUNGARIAN, SPANISH
from bot.i18n.text import Text, localized
from rules.aqua_romana import ENGINE
from rules.words import Words

SEATS = ["111111111111111111", "222222222222222222"]
NAMES = {SEATS[0]: "Anna", SEATS[1]: "Bence"}


def test_an_engine_refusal_names_the_seat_in_every_language() -> None:
    state = ENGINE.new_game(SEATS, 3)
    # the first seat to move is asked; the other seat's option is refused naming the mover
    mover = ENGINE.pending(state)
    assert mover is not None
    reason = ENGINE.explain_illegal(state, "no-such-action")
    assert isinstance(reason, Words) and reason.key == "aqua-no-step"
    shown = named(reason, NAMES)
    for language in ("en-US", HUNGARIAN, SPANISH):
        text = localized(shown, language)
        assert SEATS[0] not in text and SEATS[1] not in text, (language, text)
    assert str(shown) == str(reason).replace(mover, NAMES[mover])


def test_text_arguments_are_named_and_stay_a_message() -> None:
    shown = named(Text("bot-player-chooses", player=SEATS[1]), NAMES)
    assert isinstance(shown, Text)
    assert localized(shown, HUNGARIAN) == "Bence, válassz egy lépést."
    assert localized(shown, SPANISH) == "Bence, elige una acción."
