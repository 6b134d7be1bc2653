"""A fresh table to build The Builders' positions on, and moves played (or refused) on it:
what the rule tests share."""

from __future__ import annotations

import pytest

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.state import BuildersState, Member, Player
from rules.core import Event, IllegalAction

SEATS = ["ann", "bob", "cy"]


def table(seed: int = 1, current: int = 0) -> BuildersState:
    """A fresh 3-player game with ann as start player and to play."""
    state = E.new_game(SEATS, seed)
    state.start = 0
    state.current = current
    return state


def ann(state: BuildersState) -> Player:
    return state.players[0]


def play(state: BuildersState, *ids: str) -> tuple[BuildersState, list[Event]]:
    events: list[Event] = []
    for action_id in ids:
        state, new = E.apply_id(state, action_id)
        events += new
    return state, events


def refused(state: BuildersState, action_id: str) -> str:
    before = E.dump(state)
    with pytest.raises(IllegalAction) as error:
        E.apply_id(state, action_id)
    assert E.dump(state) == before
    return error.value.reason


def member(player: Player, card: str) -> Member:
    return next(m for m in player.crew if m.card == card)
