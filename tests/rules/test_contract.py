"""The engine contract, checked on every registered game by seeded random playouts."""

from __future__ import annotations

import dataclasses
import json
import random
from multiprocessing import Pool
from typing import Any

import pytest

from rules import registry
from rules.ai import RandomAgent
from rules.core import Action, Engine, Event, IllegalAction
from rules.play import play_game

PLAYOUTS = 20
# The heavier checks (determinize, views of every seat) run on every DEEP_EVERY-th step.
DEEP_EVERY = 7

CASES = [
    pytest.param(game, n, id=f"{game}-{n}p")
    for game in registry.games()
    for n in (2, 3, 4)
    if registry.get(game).min_players <= n <= registry.get(game).max_players
]


def seats_for(n: int) -> list[str]:
    return [f"p{i}" for i in range(1, n + 1)]


class ContractChecker:
    """Checks every step of a playout; used as play_game's on_step hook."""

    def __init__(self, engine: Engine[Any], seats: list[str], seed: int) -> None:
        self.engine = engine
        self.seats = seats
        self.rng = random.Random(seed)
        self.steps = 0
        self.hidden_changes = 0

    def __call__(
        self, before: Any, seat: str, action: Action, after: Any, events: list[Event]
    ) -> None:
        engine = self.engine
        self.steps += 1
        assert engine.pending(before) == seat
        legal = engine.legal_actions(before)
        assert legal, "the pending seat must have a legal action"
        ids = [a.id for a in legal]
        assert len(set(ids)) == len(ids), f"duplicate action ids: {ids}"
        for a in legal:
            assert 0 < len(a.id) <= 60, a.id
            assert a.label.strip(), f"action {a.id} has no label"
        assert all(isinstance(e, Event) and e.text for e in events)

        # apply is pure: the state it was given is unchanged.
        dump_before = engine.dump(before)
        engine.apply(before, action)
        assert engine.dump(before) == dump_before

        # exact JSON round trip, with the same choices afterwards.
        restored = engine.load(dump_before)
        assert restored == before
        assert [a.id for a in engine.legal_actions(restored)] == ids
        assert engine.dump(restored) == dump_before

        # an id that is not legal now is refused with a reason, and changes nothing.
        with pytest.raises(IllegalAction) as refused:
            engine.apply_id(before, "no-such-action:x")
        assert refused.value.reason
        assert engine.dump(before) == dump_before

        if self.steps % DEEP_EVERY == 1:
            self.check_views(before)

    def check_views(self, state: Any) -> None:
        engine = self.engine
        for seat in [None, *self.seats]:
            view = engine.view(state, seat)
            json.dumps(view)
            # the typed view everything past the engine reads: immutable, for this seat
            model = engine.view_model(state, seat)
            assert isinstance(model, engine.view_type)
            assert dataclasses.fields(model) and model.__dataclass_params__.frozen
            assert (model.viewer, model.pending) == (seat, engine.pending(state))
            # Whatever the seat cannot see may be anything: redrawing it changes no view.
            other = engine.determinize(state, seat, self.rng)
            assert engine.view(other, seat) == view, f"view({seat}) shows hidden information"
            assert engine.pending(other) == engine.pending(state)
            if engine.dump(other) != engine.dump(state):
                self.hidden_changes += 1
            # ...and the true hidden order cannot leak into a redraw: from either state, the
            # same generator draws the same game
            assert engine.dump(engine.determinize(state, seat, random.Random(5))) == engine.dump(
                engine.determinize(other, seat, random.Random(5))
            ), f"determinize({seat}) depends on what the seat cannot see"


@pytest.mark.parametrize(("game", "n"), CASES)
def test_random_playouts_keep_the_contract(game: str, n: int) -> None:
    engine = registry.get(game)
    # the playouts are independent: two processes (CI's cores) play them
    with Pool(2) as pool:
        hidden_changes = sum(pool.starmap(one_playout, [(game, n, s) for s in range(PLAYOUTS)]))
    # A game that hides something (deck order, hands) must really redraw it in determinize.
    assert (hidden_changes > 0) == engine.hidden_information


def one_playout(game: str, n: int, seed: int) -> int:
    """Checks the playout of ``seed``; how often a determinize changed a hidden thing."""
    engine = registry.get(game)
    seats = seats_for(n)
    agents = {s: RandomAgent() for s in seats}
    checker = ContractChecker(engine, seats, seed)
    playout = play_game(engine, seats, agents, seed, on_step=checker)
    assert playout.steps <= engine.max_steps
    final = playout.state
    assert engine.pending(final) is None
    assert engine.legal_actions(final) == []
    with pytest.raises(IllegalAction):
        engine.apply_id(final, playout.actions[-1])
    checker.check_views(final)

    result = engine.result(final)
    assert result is not None
    assert set(result.scores) == set(seats)
    top = max(result.scores.values())
    assert result.winners and set(result.winners) == {
        s for s, v in result.scores.items() if v == top
    }

    # The same seed and the same choices give the identical game (a simulation's options).
    state = engine.new_game(seats, seed, engine.simulation_options)
    for action_id in playout.actions:
        state, _ = engine.apply_id(state, action_id)
    assert engine.dump(state) == engine.dump(final)
    return checker.hidden_changes


@pytest.mark.parametrize("game", registry.games())
def test_running_game_has_no_result_and_sizes_are_checked(game: str) -> None:
    engine = registry.get(game)
    state = engine.new_game(seats_for(engine.min_players), seed=3)
    assert engine.result(state) is None
    assert engine.pending(state) in seats_for(engine.min_players)
    with pytest.raises(ValueError):
        engine.new_game(seats_for(engine.max_players + 1), seed=3)
    with pytest.raises(ValueError):
        engine.new_game(["a"] * engine.min_players, seed=3)


@pytest.mark.parametrize("game", registry.games())
def test_same_seed_same_game_and_seeds_differ(game: str) -> None:
    engine = registry.get(game)
    seats = seats_for(engine.max_players)
    agents = {s: RandomAgent() for s in seats}
    first = play_game(engine, seats, agents, seed=11)
    again = play_game(engine, seats, agents, seed=11)
    other = play_game(engine, seats, agents, seed=12)
    assert engine.dump(first.state) == engine.dump(again.state)
    assert first.actions == again.actions
    assert engine.dump(first.state) != engine.dump(other.state)


def test_registry_lists_known_games_and_refuses_unknown() -> None:
    assert "builders-antiquity" in registry.games()
    for game in registry.games():
        assert registry.get(game).id == game
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        registry.get("chess")
