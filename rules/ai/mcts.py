"""Monte-Carlo tree search over the engine contract, for any game.

Information-set UCT with one determinisation per iteration: every iteration draws what the
searching seat cannot see anew (``evaluation.sample``, i.e. ``engine.determinize`` on the hidden
cards put in a fixed order first), so the search never uses the true hidden state. Tree nodes are
keyed by action ids; a child competes only in the iterations where its action is legal, and its
exploration term counts those iterations ("availability"), as in single-observer ISMCTS
(Cowling, Powley & Whitehouse 2012).

A new leaf is played on for the game's ``rollout_plies`` moves by the one-step greedy policy,
then settled (an unfinished decision is finished as well as its seat can) and judged by the
game's evaluation: the margin over the best opponent, squashed to a win chance. A finished
game gives 1, 0 or a share of 1. Every seat maximises its own reward (max^n), so the search
works for 2 to 4 players.
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
    settle,
    win_chance,
)
from rules.core import Action, Engine

# Seconds kept back from the time limit for what follows the deadline: the work between two
# checks of the clock (one move and its judgement, ~1 ms of CPU), the final choice, and the
# waits for a core on a busy machine (with both cores taken, a few scheduler slices of ~10 ms;
# tests/rules/test_hard_cap.py). The search is stopped from inside its loops (``OutOfTime``),
# so no whole iteration or rollout runs on past the deadline. 0.1 s was not enough beside a
# whole test run (a Porta Nigra decision took 1.55 s even with the deadline's learnt gaps).
MARGIN = 0.25


class _Node:
    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 0
        # Summed reward of the seat that chose the action leading here.
        self.reward = 0.0


class MctsAgent:
    def __init__(
        self,
        iterations: int = 2000,
        time_limit: float | None = 1.5,
        exploration: float = 0.7,
        rollout_plies: int | None = None,
        settle_budget: int = 60,
    ) -> None:
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_plies = rollout_plies
        self.settle_budget = settle_budget
        self.name = "mcts"

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        actions = engine.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        stats = self.search(engine, state, seat, rng)
        by_id = {a.id: a for a in actions}
        # The most visited action; ties go to the better average, then to the listed order.
        best = max(
            (a.id for a in actions if a.id in stats),
            key=lambda i: (stats[i][0], stats[i][1]),
        )
        return by_id[best]

    def search(
        self, engine: Engine[Any], state: Any, seat: str, rng: random.Random
    ) -> dict[str, tuple[int, float]]:
        """(visits, mean reward) of every root action searched."""
        ev = evaluator_for(engine)
        root = _Node()
        # The deadline leaves room for the last iteration and the final choice.
        deadline = None if self.time_limit is None else Deadline(self.time_limit - MARGIN)
        try:
            for _ in range(self.iterations):
                check(deadline)
                s = sample(engine, ev, state, seat, rng)
                self._iterate(engine, ev, root, s, rng, deadline)
        except OutOfTime:
            pass  # the unfinished iteration is dropped: it added no visit or reward
        return {
            action_id: (child.visits, child.reward / child.visits if child.visits else 0.0)
            for action_id, child in root.children.items()
        }

    def _iterate(
        self,
        engine: Engine[Any],
        ev: Evaluator,
        root: _Node,
        s: Any,
        rng: random.Random,
        deadline: Deadline | None = None,
    ) -> None:
        path: list[tuple[_Node, str]] = []  # (node, seat that chose it)
        node = root
        while (mover := engine.pending(s)) is not None:
            check(deadline)
            legal = engine.legal_actions(s)
            untried = [a for a in legal if a.id not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node()
                node.children[action.id] = child
                for a in legal:
                    if a.id in node.children:
                        node.children[a.id].avail += 1
                s, _ = engine.apply(s, action)
                path.append((child, mover))
                break
            log_n = 0.0
            best_child: _Node | None = None
            best_id = ""
            best_score = -math.inf
            for a in legal:
                c = node.children[a.id]
                c.avail += 1
                log_n = math.log(c.avail)
                score = c.reward / c.visits + self.exploration * math.sqrt(log_n / c.visits)
                if score > best_score:
                    best_child, best_id, best_score = c, a.id, score
            assert best_child is not None
            s, _ = engine.apply(s, best_id)
            path.append((best_child, mover))
            node = best_child
        rewards = self._leaf_rewards(engine, ev, s, rng, deadline)
        root.visits += 1
        for n, mover in path:
            n.visits += 1
            n.reward += rewards[mover]

    def _leaf_rewards(
        self,
        engine: Engine[Any],
        ev: Evaluator,
        s: Any,
        rng: random.Random,
        deadline: Deadline | None = None,
    ) -> dict[str, float]:
        """Each seat's reward for the position ``s``, after the game's short greedy rollout."""
        plies = ev.rollout_plies if self.rollout_plies is None else self.rollout_plies
        for _ in range(plies):
            pending = engine.pending(s)
            if pending is None:
                break
            s = self._rollout_step(engine, ev, s, pending, rng, deadline)
        if engine.pending(s) is not None:
            s = settle(engine, ev, s, [self.settle_budget], deadline)
        seats: list[str] = s.seats
        return {seat: win_chance(engine, ev, s, seat) for seat in seats}

    def _rollout_step(
        self,
        engine: Engine[Any],
        ev: Evaluator,
        s: Any,
        seat: str,
        rng: random.Random,
        deadline: Deadline | None = None,
    ) -> Any:
        """One move of the rollout policy: greedy on the evaluation, ties at random."""
        best: list[Any] = []
        best_value = -math.inf
        for action in engine.legal_actions(s):
            check(deadline)
            child, _ = engine.apply(s, action)
            value = margin(engine, ev, child, seat)
            if value > best_value + 1e-9:
                best, best_value = [child], value
            elif value > best_value - 1e-9:
                best.append(child)
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]
