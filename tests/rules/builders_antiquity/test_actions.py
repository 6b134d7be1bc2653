"""The Builders' action ids: one module writes and reads them, and the bookkeeping step of a
turn is marked routine rather than told apart by its words."""

from __future__ import annotations

import pytest

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.actions import (
    END_ACTION,
    NO_TOOL_ACTION,
    Verb,
    loan_action,
    parse,
    site_action,
    start_action,
    take_money_action,
    tool_action,
    worker_action,
)
from rules.builders_antiquity.state import Member
from rules.core import Event
from rules.play import random_history
from tests.rules.builders_antiquity.positions import mid_turn


@pytest.mark.parametrize(
    ("action_id", "parsed"),
    [
        ("start:temple", (Verb.START, "temple")),
        ("take-money:3", (Verb.TAKE_MONEY, "3")),
        ("buy-slave:slave_2", (Verb.BUY_SLAVE, "slave_2")),
        ("tool:none", (Verb.TOOL, "none")),
        ("loan", (Verb.LOAN, "")),
        ("end", (Verb.END, "")),
        ("no-such-action:x", (None, "x")),
        ("", (None, "")),
    ],
)
def test_parse(action_id: str, parsed: tuple[Verb | None, str]) -> None:
    assert parse(action_id) == parsed


def test_the_builders_write_what_parse_reads() -> None:
    assert END_ACTION.id == "end" and type(END_ACTION.id) is str
    assert loan_action(0).id == "loan"
    assert start_action("temple", 5).id == "start:temple"
    assert take_money_action(2, 0) == take_money_action(2, 0)
    assert take_money_action(2, 0).id == "take-money:2"
    assert site_action("temple", (0, 0, 1, 1), 2, 8).id == "site:temple"
    assert site_action("temple", (0, 0, 1, 1), 2, 8).label == (
        "Temple: needs 1 arch 1 deco (2 actions, pay 8)"
    )
    assert tool_action("tool_saw").id == "tool:tool_saw"
    assert NO_TOOL_ACTION.id == "tool:none"
    laborer = Member("laborer_2", "worker")
    assert worker_action(laborer).id == "worker:laborer_2"
    assert worker_action(laborer).label == "Laborer (2 wood 1 arch)"


def test_every_legal_action_of_a_game_parses() -> None:
    verbs = set()
    for state in random_history(E, 3, 1)[:400]:
        for action in E.legal_actions(state):
            verb, arg = parse(action.id)
            assert verb is not None, action.id
            assert (arg == "") == (verb in {Verb.END, Verb.LOAN}), action.id
            verbs.add(verb)
    assert {Verb.START, Verb.HIRE, Verb.SEND, Verb.SITE, Verb.END} <= verbs


def test_the_step_actions_of_a_position() -> None:
    # ann's educated Laborer (wage 3) goes to her Temple, the second member sent there this
    # turn: 2 actions, one of them extra (5), and the wage.
    assert [(a.id, a.label) for a in E.legal_actions(mid_turn())] == [
        ("site:temple", "Temple: needs 1 arch 1 deco (2 actions, pay 8)")
    ]
    state, events = E.apply(mid_turn(), "site:temple")
    assert events == []
    assert [a.id for a in E.legal_actions(state)] == ["tool:tool_brush", "tool:none"]


def test_ending_a_turn_is_routine_and_nothing_else_is() -> None:
    state = mid_turn()
    state.step = None
    state, events = E.apply(state, "end")
    assert events == [Event("ended the turn", "ann", routine=True)]
    state, events = E.apply(state, "take-money:1")
    assert events == [Event("took 1 sestertius", "bob", routine=False)]
