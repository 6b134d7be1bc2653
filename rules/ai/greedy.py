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

from rules.ai.evaluation import Evaluator, evaluator_for, margin, sample, sensible, settle
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
        choice = self._best(engine, state, seat, rng)
        return merge_follow_up(engine, self.evaluator or evaluator_for(engine), state, choice, self)

    def _best(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        top = self._top(engine, state, seat, rng)
        # Ties are broken at random (from rng), so equal options do not always favour the first.
        return top[0] if len(top) == 1 else rng.choice(top)

    def _top(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> list[Action]:
        """The actions tied for the best score."""
        actions = engine.legal_actions(state)
        scores = self.scores(engine, state, seat, rng)
        best = max(scores.values())
        return [a for a in actions if scores.get(a.id, -math.inf) >= best - 1e-9]

    def scores(
        self, engine: Engine[Any], state: Any, seat: str, rng: random.Random
    ) -> dict[str, float]:
        """The (noisy, for easy) margin each sensible legal action leads to for ``seat``."""
        ev = self.evaluator or evaluator_for(engine)
        guess = sample(engine, ev, state, seat, rng)
        scores: dict[str, float] = {}
        for action in sensible(engine, ev, guess):
            child, _ = engine.apply(guess, action.id)
            leaf = settle(engine, ev, child, [self.settle_budget])
            value = margin(engine, ev, leaf, seat)
            if self.noise > 0:
                value += rng.gauss(0.0, self.noise * ev.easy_blur * ev.scale)
            scores[action.id] = value
        return scores


def merge_follow_up(
    engine: Engine[Any], ev: Evaluator, state: Any, choice: Action, agent: GreedyAgent
) -> Action:
    """``choice``, or the one action that does it together with a later move of the same turn
    (as ``agent`` would play it on), where the game says that is the same for more
    (``Evaluator.merged``): a player looking one move ahead would otherwise take 1 sestertius
    twice in a turn instead of 3 once."""
    seat = engine.pending(state)
    rng = random.Random(0)  # the rest of the turn is only looked at: its own generator
    offered = {a.id: a for a in engine.legal_actions(state)}
    if all(ev.merged(state, choice.id, then) is None for then in offered):
        return choice  # nothing it could merge with (the usual case: not worth a look ahead)
    for _ in range(TURN_DEPTH):
        later = _later_in_turn(engine, ev, engine.apply(state, choice.id)[0], seat, agent, rng)
        merged = next(
            (m for m in (ev.merged(state, choice.id, then) for then in later) if m is not None),
            None,
        )
        if merged is None or merged not in offered or ev.wasteful(state, merged):
            return choice
        choice = offered[merged]
    return choice


# Moves of a turn looked at after a choice (a turn is 3 actions, some of several steps).
TURN_DEPTH = 8


def _later_in_turn(
    engine: Engine[Any],
    ev: Evaluator,
    state: Any,
    seat: str | None,
    agent: GreedyAgent,
    rng: random.Random,
) -> list[str]:
    """The ids of the moves ``agent`` could make from ``state`` until ``seat``'s turn ends: at
    each step every move tied for the best (which one it makes is drawn at random), then on
    from one of them."""
    moves: list[str] = []
    for _ in range(TURN_DEPTH):
        if seat is None or engine.pending(state) != seat:
            break
        actions = engine.legal_actions(state)
        top = actions if len(actions) == 1 else agent._top(engine, state, seat, rng)
        moves += [a.id for a in top]
        move = top[0] if len(top) == 1 else rng.choice(top)
        state, _ = engine.apply(state, move.id)
    return moves
