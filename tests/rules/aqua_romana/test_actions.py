"""Aqua Romana's action ids: built and read by rules.aqua_romana.actions alone."""

from __future__ import annotations

from typing import Any

import pytest

from rules.ai import RandomAgent
from rules.aqua_romana import ENGINE
from rules.aqua_romana.actions import (
    PHASE_VERBS,
    ClaimChoice,
    ColumnChoice,
    KeepChoice,
    PathwayChoice,
    PickBuilder,
    SquareChoice,
    TileChoice,
    WorkmanChoice,
    parse,
)
from rules.aqua_romana.data import square
from rules.aqua_romana.phases import Phase
from rules.core import Action, Event
from rules.play import play_game
from tests.rules.aqua_romana.positions import play, position


def test_each_choice_writes_its_id() -> None:
    assert PickBuilder("setup", "C", "top").id == "setup:C:top"
    assert PickBuilder("place", "J", "left").id == "place:J:left"
    assert PathwayChoice("at", 3).id == "at:P3"
    assert PathwayChoice("builder", 37).id == "builder:P37"
    assert PathwayChoice("move", 0).id == "move:P0"
    assert WorkmanChoice("workman", "red1").id == "workman:red1"
    assert WorkmanChoice("close", "blue3").id == "close:blue3"
    assert TileChoice("tile", "C", 2).id == "tile:C2"
    assert TileChoice("ftile", "S", 1).id == "ftile:S1"
    assert ColumnChoice(3).id == "fcol:D"
    assert SquareChoice(square("K8")).id == "fsq:K8"
    assert KeepChoice().id == "keep"
    assert ClaimChoice("J").id == "claim:J"


def test_parse_reads_what_the_choices_write() -> None:
    assert parse("setup:C:top") == PickBuilder("setup", "C", "top")
    assert parse("builder:P37") == PathwayChoice("builder", 37)
    assert parse("close:blue3") == WorkmanChoice("close", "blue3")
    assert parse("ftile:D1") == TileChoice("ftile", "D", 1)
    assert parse("fcol:K") == ColumnChoice(10)
    assert parse("fsq:A1") == SquareChoice(0)
    assert parse("keep") == KeepChoice()
    assert parse("claim:B") == ClaimChoice("B")


@pytest.mark.parametrize(
    "action_id",
    [
        "",
        "no-such-action:x",
        "setup:X:top",  # no such builder type
        "setup:C:middle",  # no such side
        "at:P38",  # the pathway ends at P37
        "at:3",
        "workman:",
        "tile:B1",  # a bridge has one orientation
        "tile:C",
        "fcol:AB",
        "fsq:L1",  # the columns end at K
        "fsq:A9",  # the rows end at 8
        "keep:now",
        "claim:Q",
    ],
)
def test_parse_refuses_ids_of_no_form(action_id: str) -> None:
    assert parse(action_id) is None


@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_id_reads_back_to_itself_with_its_phases_verb(players: int) -> None:
    seats = [f"p{i}" for i in range(1, players + 1)]
    phases: set[Phase] = set()

    def check(before: Any, seat: str, action: Action, after: Any, events: list[Event]) -> None:
        phases.add(before.phase)
        for legal in ENGINE.legal_actions(before):
            choice = parse(legal.id)
            assert choice is not None and choice.id == legal.id
            verb = legal.id.partition(":")[0]
            assert verb == PHASE_VERBS[before.phase] or (before.phase == "close" and verb == "keep")

    for seed in range(3):
        play_game(ENGINE, seats, dict.fromkeys(seats, RandomAgent()), seed, on_step=check)
    assert {"setup", "setup_square", "tile", "claim"} <= phases


def test_an_id_of_the_right_verb_but_no_form_is_refused_with_the_reason() -> None:
    state = play(position(builders={3: "C"}), "workman:red3")
    assert ENGINE.explain_illegal(state, "builder:P99") == "There is no builder on 'P99'."
    assert ENGINE.explain_illegal(state, "tile:C0") == (
        "Now p1 must choose a builder in the workman's line of sight; 'tile:C0' is not such a "
        "choice."
    )
