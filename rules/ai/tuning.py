"""Tuning an evaluation's weights by self-play: a small hill climb.

Each step perturbs a few weights of the incumbent at random and plays greedy players with the
candidate weights against greedy players with the incumbent's, on seeded 2-player deals played
from both seats. A game stopped by a safety stop counts as lost by both sides, so only weights
that finish games win. The candidate replaces the incumbent when it takes more than
``ACCEPT`` of the points. Run: ``python -m rules.ai.tuning porta-nigra --steps 30`` (any game
of :func:`tunable`: every game whose evaluation has weights).
"""

from __future__ import annotations

import argparse
import importlib
import math
import random
from collections.abc import Callable
from dataclasses import fields, replace
from multiprocessing import Pool
from typing import Any

from rules import registry
from rules.ai.evaluation import Evaluator
from rules.ai.greedy import GreedyAgent
from rules.play import play_game

# Share of the points a candidate must take to replace the incumbent.
ACCEPT = 0.55


def tunable() -> dict[str, tuple[Any, Callable[[Any], Evaluator]]]:
    """Game id -> (its evaluation's default weights, the evaluator made from weights), for
    every game whose evaluation module (its manifest's ``evaluator``) has ``WEIGHTS`` and
    ``EVALUATOR``."""
    found: dict[str, tuple[Any, Callable[[Any], Evaluator]]] = {}
    for manifest in registry.manifests():
        if manifest.evaluator is None:
            continue
        module = importlib.import_module(manifest.evaluator)
        if hasattr(module, "WEIGHTS") and hasattr(module, "EVALUATOR"):
            found[manifest.id] = (module.WEIGHTS, module.EVALUATOR)
    return found


def weights_of(game: str, values: dict[str, float]) -> Any:
    default, _ = tunable()[game]
    return replace(default, **values)


def duel(task: tuple[str, dict[str, float], dict[str, float], int]) -> tuple[float, bool]:
    """(the candidate's points, whether the game ended by the rules) for deal ``k // 2``, the
    candidate in the first seat when ``k`` is even."""
    game, candidate, incumbent, k = task
    engine = registry.get(game)
    _, make = tunable()[game]
    seats = ["p1", "p2"]
    mine = seats[k % 2]
    agents = {
        mine: GreedyAgent(evaluator=make(weights_of(game, candidate))),
        seats[1 - k % 2]: GreedyAgent(evaluator=make(weights_of(game, incumbent))),
    }
    playout = play_game(engine, seats, agents, seed=10_000 + k // 2)
    ev = make(weights_of(game, incumbent))
    if ev.abnormal(playout.state):
        return 0.0, False
    winners = playout.result.winners
    return (1.0 / len(winners) if mine in winners else 0.0), True


def perturb(values: dict[str, float], rng: random.Random) -> dict[str, float]:
    """A few weights of ``values`` scaled by a random factor (about ×0.7 to ×1.4)."""
    names = rng.sample(sorted(values), k=rng.randint(1, 3))
    return {n: v * math.exp(rng.gauss(0, 0.35)) if n in names else v for n, v in values.items()}


def climb(game: str, steps: int, games: int, seed: int, jobs: int) -> dict[str, float]:
    default, _ = tunable()[game]
    incumbent = {f.name: getattr(default, f.name) for f in fields(default) if f.init}
    rng = random.Random(seed)
    with Pool(jobs) as pool:
        for step in range(steps):
            candidate = perturb(incumbent, rng)
            tasks = [(game, candidate, incumbent, k + step * games) for k in range(games)]
            results = pool.map(duel, tasks, chunksize=1)
            share = sum(p for p, _ in results) / games
            by_rules = sum(1 for _, ok in results if ok) / games
            changed = {n: round(v, 3) for n, v in candidate.items() if v != incumbent[n]}
            verdict = "kept" if share > ACCEPT else "dropped"
            print(
                f"step {step}: {changed} took {100 * share:.0f} % "
                f"({100 * by_rules:.0f} % by the rules): {verdict}",
                flush=True,
            )
            if share > ACCEPT:
                incumbent = candidate
    return incumbent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(tunable()))
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--games", type=int, default=40, help="games per step (even)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    best = climb(args.game, args.steps, args.games, args.seed, args.jobs)
    print({n: round(v, 3) for n, v in best.items()})


if __name__ == "__main__":
    main()
