"""The turn planner: each legal action judged by the whole turn it leads to.

The greedy player looks one decision ahead, so it cannot see a gain that takes two actions (two
members sent to finish one building, a slave bought and then sent). The planner plays each
candidate on, greedily, to the end of its seat's turn (at most ``depth`` more decisions) and
judges the position where the turn ends: the best first action of the best turn it found.
"""

from __future__ import annotations

import math
import random
from typing import Any

from rules.ai.evaluation import (
    Deadline,
    Evaluator,
    OutOfTime,
    check,
    evaluator_for,
    margin,
    sample,
    sensible,
    settle,
)
from rules.ai.greedy import SETTLE_BUDGET
from rules.ai.mcts import MARGIN, MctsAgent
from rules.core import Action, Engine


class TurnPlanner:
    def __init__(
        self, time_limit: float | None = None, depth: int = 8, settle_budget: int = SETTLE_BUDGET
    ) -> None:
        # Past the time limit the candidates not yet judged are skipped (a turn takes ~0.1-0.3 s
        # to plan, the limit is for the worst case on a loaded machine).
        self.time_limit = time_limit
        self.depth = depth
        self.settle_budget = settle_budget
        self.name = "planner"

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        # The clock starts with the decision: the sampled guess and the candidates count too.
        deadline = None if self.time_limit is None else Deadline(self.time_limit - MARGIN)
        actions = engine.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        ev = evaluator_for(engine)
        guess = sample(engine, ev, state, seat, rng)
        best: list[Action] = []
        best_value = -math.inf
        for action in sensible(engine, ev, guess):
            try:
                check(deadline)
                child, _ = engine.apply(guess, action.id)
                value = self._turn_end(engine, ev, child, seat, deadline)
            except OutOfTime:
                break  # the candidates not judged yet are skipped
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        if not best:
            return sensible(engine, ev, state)[0]  # out of time before any turn was planned
        by_id = {a.id: a for a in actions}
        return by_id[best[0].id if len(best) == 1 else rng.choice(best).id]

    def _turn_end(
        self, engine: Engine[Any], ev: Evaluator, state: Any, seat: str, deadline: Deadline | None
    ) -> float:
        """``seat``'s margin where its turn ends when it goes on greedily from ``state`` (or
        raises ``OutOfTime`` once the deadline passes)."""
        for _ in range(self.depth):
            if engine.pending(state) != seat:
                break
            best, best_value = None, -math.inf
            for action in sensible(engine, ev, state):
                check(deadline)
                child, _ = engine.apply(state, action.id)
                leaf = settle(engine, ev, child, [self.settle_budget], deadline)
                value = margin(engine, ev, leaf, seat)
                if value > best_value:
                    best, best_value = child, value
            assert best is not None
            state = best
        leaf = settle(engine, ev, state, [self.settle_budget], deadline)
        return margin(engine, ev, leaf, seat)


class HardAgent:
    """The hard level: the turn planner where the game's evaluation asks for it
    (``plans_turns``), else information-set MCTS."""

    def __init__(self, iterations: int, time_limit: float | None) -> None:
        self.iterations = iterations
        self.time_limit = time_limit
        self.name = "hard"

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        agent: TurnPlanner | MctsAgent
        if evaluator_for(engine).plans_turns:
            agent = TurnPlanner(time_limit=self.time_limit)
        else:
            agent = MctsAgent(iterations=self.iterations, time_limit=self.time_limit)
        return agent.choose(engine, state, seat, rng)
