"""A state shares its parts with the states before it (the engine copies only what an action
writes) and keeps what a turn's start found beside its fields: neither may show through."""

from __future__ import annotations

import itertools

import pytest

from rules.aqua_romana import ENGINE
from rules.aqua_romana.state import AquaState
from rules.core import Action, Event
from rules.play import random_history
from tests.rules.aqua_romana.positions import position

SEEDS = range(1, 9)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_applying_an_action_never_changes_the_state_before(players: int) -> None:
    for seed in SEEDS:
        history = random_history(ENGINE, players, seed)
        dumps = [ENGINE.dump(state) for state in history]
        # Every state still reads as it did when it was made, after all its successors.
        assert [ENGINE.dump(state) for state in history] == dumps
        # ... and replaying each step from a fresh copy of the state before gives the same one.
        for before, after in itertools.pairwise(history):
            chosen = _action_between(before, after)
            replayed, _ = ENGINE.apply(ENGINE.load(ENGINE.dump(before)), chosen.id)
            assert ENGINE.dump(replayed) == ENGINE.dump(after)


def _action_between(before: AquaState, after: AquaState) -> Action:
    for action in ENGINE.legal_actions(before):
        state, _ = ENGINE.apply(before, action)
        if ENGINE.dump(state) == ENGINE.dump(after):
            return action
    raise AssertionError("no legal action leads from one state to the next")


@pytest.mark.parametrize("players", [2, 4])
def test_a_loaded_or_cloned_state_offers_the_same_actions(players: int) -> None:
    workman_steps = 0
    for seed in SEEDS:
        for state in random_history(ENGINE, players, seed):
            expected = [(a.id, a.label) for a in ENGINE.legal_actions(state)]
            for copy in (ENGINE.load(ENGINE.dump(state)), ENGINE.clone(state)):
                assert "_buildable" not in copy.__dict__
                assert [(a.id, a.label) for a in ENGINE.legal_actions(copy)] == expected
            workman_steps += state.phase == "workman"
    assert workman_steps > 100  # the step whose options a turn's start found is well covered


def test_a_position_changed_after_resume_offers_its_own_workmen() -> None:
    state = position(builders={3: "C"})  # above D: red's workmen on D3 see it
    assert state.phase == "workman"
    assert {a.id for a in ENGINE.legal_actions(ENGINE.clone(state))} == {
        "workman:red2",
        "workman:red3",
    }
    # The builder leaves: nobody sees one now, and the state must not offer what resume found.
    state.pathway[3] = ""
    assert ENGINE.legal_actions(state) == []


def test_events_of_a_replayed_game_are_the_same() -> None:
    seen: list[list[Event]] = []
    for _ in range(2):
        events: list[Event] = []
        state = ENGINE.new_game(["p1", "p2", "p3"], seed=5)
        while ENGINE.pending(state) is not None:
            state, step = ENGINE.apply(state, ENGINE.legal_actions(state)[-1])
            events += step
        seen.append(events)
    assert seen[0] == seen[1] and len(seen[0]) > 50
