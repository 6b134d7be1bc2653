"""Playing a game to its end with computer players (simulations, tests, benchmarks)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.ai.base import Agent
from rules.ai.random_agent import RandomAgent
from rules.core import Action, Engine, Event, Result, derived_rng


@dataclass
class Playout:
    state: Any
    result: Result
    steps: int
    actions: list[str]


class GameDidNotEnd(RuntimeError):
    pass


def play_game(
    engine: Engine[Any],
    seats: Sequence[str],
    agents: Mapping[str, Agent],
    seed: int,
    options: Mapping[str, Any] | None = None,
    on_step: Callable[[Any, str, Action, Any, list[Event]], None] | None = None,
) -> Playout:
    """Play one game from ``new_game(seats, seed)`` to its end.

    Each seat's agent draws from its own generator derived from ``seed``, so the same seed gives
    the same game. ``on_step(before, seat, action, after, events)`` sees every step.
    """
    state = engine.new_game(seats, seed, {**engine.simulation_options, **(options or {})})
    rngs = {seat: derived_rng(seed, "agent", seat) for seat in seats}
    actions: list[str] = []
    while (seat := engine.pending(state)) is not None:
        if len(actions) >= engine.max_steps:
            raise GameDidNotEnd(f"{engine.id} seed {seed}: no end after {len(actions)} steps")
        action = agents[seat].choose(engine, state, seat, rngs[seat])
        after, events = engine.apply(state, action)
        if on_step is not None:
            on_step(state, seat, action, after, events)
        actions.append(action.id)
        state = after
    result = engine.result(state)
    assert result is not None, "a game with no pending seat must have a result"
    return Playout(state=state, result=result, steps=len(actions), actions=actions)


def random_history(engine: Engine[Any], players: int, seed: int) -> list[Any]:
    """Every state of a seeded game between random players, from the first to the last (sample
    boards for the image palettes, benchmarks)."""
    seats = [str(1000 + i) for i in range(players)]
    states = [engine.new_game(seats, seed, engine.simulation_options)]

    def keep(before: Any, seat: str, action: Action, after: Any, events: list[Event]) -> None:
        states.append(after)

    play_game(engine, seats, dict.fromkeys(seats, RandomAgent()), seed, on_step=keep)
    return states
