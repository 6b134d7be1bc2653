"""Seeded positions of every game and what its evaluation makes of them, frozen in
``evaluation_values.json`` so that a faster evaluation can be checked to compute the same.

Regenerate only when a change of the values is meant:
``python -m tests.rules.evaluation_samples``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from multiprocessing.pool import Pool
from pathlib import Path
from typing import Any

from rules import registry
from rules.ai import GreedyAgent, RandomAgent
from rules.ai.evaluation import evaluator_for
from rules.core import derived_rng

FROZEN = Path(__file__).with_name("evaluation_values.json")
SEEDS = (0, 1)
PLAYERS = (2, 3, 4)
EVERY = 3  # every third position, plus those near the end, keeps the file small
DIGITS = 9


def positions(game: str, players: int, seed: int) -> Iterator[tuple[int, Any]]:
    """(step, state) along a game whose moves are greedy or random by a seeded coin: greedy
    moves reach the late game (The Builders' last round), random ones vary the positions."""
    engine = registry.get(game)
    seats = [f"s{i}" for i in range(players)]
    # random moves can lock The Builders' crews for good: a simulation's guard ends the game
    state = engine.new_game(seats, seed, engine.simulation_options)
    coin = random.Random(f"{game}/{players}/{seed}")
    rng = derived_rng(seed, "evaluation-samples")
    greedy, blind = GreedyAgent(), RandomAgent()
    step = 0
    while True:
        if (
            step % EVERY == 0
            or engine.pending(state) is None
            or getattr(state, "end_triggered", False)
        ):
            yield step, state
        seat = engine.pending(state)
        if seat is None or step >= engine.max_steps:
            return
        agent = greedy if coin.random() < 0.6 else blind
        state, _ = engine.apply(state, agent.choose(engine, state, seat, rng))
        step += 1


def sample_keys() -> list[str]:
    """``game/players/seed`` of every sampled game."""
    return [
        f"{game}/{players}/{seed}"
        for game in registry.games()
        for players in PLAYERS
        for seed in SEEDS
    ]


def sample(key: str) -> list[list[Any]]:
    """[step, {seat: value rounded to 1e-9}] along the positions of the game ``key``."""
    game, players, seed = key.split("/")
    ev = evaluator_for(registry.get(game))
    return [
        [step, {seat: round(v, DIGITS) for seat, v in ev.values(state).items()}]
        for step, state in positions(game, int(players), int(seed))
    ]


def sample_values(pool: Pool | None = None) -> dict[str, list[list[Any]]]:
    """``game/players/seed`` -> its ``sample``; the games played by ``pool``'s processes when
    one is given (they are independent)."""
    keys = sample_keys()
    samples = pool.map(sample, keys) if pool is not None else [sample(key) for key in keys]
    return dict(zip(keys, samples, strict=True))


if __name__ == "__main__":
    FROZEN.write_text(json.dumps(sample_values(), separators=(",", ":"), sort_keys=True) + "\n")
