"""The greedy player: the legal action whose outcome its game's evaluation likes best.

It looks one decision ahead, through the steps that finish a multi-step decision (see
``evaluation.settle``), on a determinised copy of the state, so it never sees what its seat
cannot. With ``noise`` > 0 it is the easy level: each outcome's margin is blurred by a random
amount, ``noise`` times the game's ``scale`` (the margin that means a clear lead), so it picks
good but not always the best moves; the game's ``easy_blur`` widens it where one option
rarely beats the next by much, so that Easy is clearly weaker than Normal in every game.
"""

from __future__ import annotations

import math
import random
from typing import Any

from rules.ai.evaluation import Evaluator, evaluator_for, margin, sample, settle
from rules.core import Action, Engine

# States looked at to finish one candidate's decision before judging it as it is.
SETTLE_BUDGET = 400


class GreedyAgent:
    def __init__(
        self,
        noise: float = 0.0,
        settle_budget: int = SETTLE_BUDGET,
        evaluator: Evaluator | None = None,
    ) -> None:
        self.noise = noise
        self.settle_budget = settle_budget
        # None: the game's registered evaluation; another one to compare weights (tuning).
        self.evaluator = evaluator
        self.name = "easy" if noise > 0 else "greedy"

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        actions = engine.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        scores = self.scores(engine, state, seat, rng)
        best = max(scores.values())
        # Ties are broken at random (from rng), so equal options do not always favour the first.
        top = [a for a in actions if scores.get(a.id, -math.inf) >= best - 1e-9]
        return top[0] if len(top) == 1 else rng.choice(top)

    def scores(
        self, engine: Engine[Any], state: Any, seat: str, rng: random.Random
    ) -> dict[str, float]:
        """The (noisy, for easy) margin each legal action leads to for ``seat``."""
        ev = self.evaluator or evaluator_for(engine)
        guess = sample(engine, ev, state, seat, rng)
        scores: dict[str, float] = {}
        for action in engine.legal_actions(guess):
            child, _ = engine.apply(guess, action.id)
            leaf = settle(engine, ev, child, [self.settle_budget])
            value = margin(engine, ev, leaf, seat)
            if self.noise > 0:
                value += rng.gauss(0.0, self.noise * ev.easy_blur * ev.scale)
            scores[action.id] = value
        return scores
