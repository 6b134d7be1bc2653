"""How computer players judge a position: one evaluator per game, registered by game id.

An evaluator scores a state from one seat's point of view in that game's victory points, and
says which states are *settled*: states in the middle of a multi-step decision (a card chosen but
not its shop yet, a worker sent but no building chosen) cannot be judged fairly, so the agents
look through them to the settled states that follow (see :func:`settle`).
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable
from typing import Any, Protocol

from rules import registry
from rules.core import Action, Engine


class Evaluator(Protocol):
    # Victory points that make one side clearly ahead: divides score margins before the
    # logistic squash that turns them into a win chance.
    scale: float
    # How much more than elsewhere the easy level blurs its options in this game (a factor on
    # ``EASY_NOISE``): where one greedy move rarely differs from the next best by much (Aqua
    # Romana), the same blur left Easy barely weaker than Normal.
    easy_blur: float
    # Moves of greedy rollout the MCTS plays from a new leaf before judging it: worth it where
    # the evaluation is cheap and a few moves change a lot (Aqua Romana), not where judging
    # settled states already sees the turn through (0).
    rollout_plies: int
    # The hard level plans the mover's whole turn with the greedy player (rules/ai/lookahead.py)
    # instead of searching with MCTS: for games whose turn is many small decisions of one seat,
    # worth something only together (The Builders: two members sent to finish one building),
    # where 1.5 s of MCTS spreads too thin to tell one action from another.
    plans_turns: bool

    def canonical(self, state: Any, seat: str) -> Any:
        """A copy of ``state`` with everything hidden from ``seat`` put in a fixed order.

        ``engine.determinize`` shuffles the hidden cards it is given, so its result still
        depends on their true order; sorting them first makes what an agent samples depend on
        the seat's view alone.
        """

    def values(self, state: Any) -> dict[str, float]:
        """What each seat is worth in ``state``, in victory points (its score plus prospects)."""

    def settled(self, state: Any) -> bool:
        """Whether ``state`` can be judged as it is (False in the middle of a decision)."""

    def wasteful(self, state: Any, action_id: str) -> bool:
        """Whether the action costs more than it can bring, whatever follows (The Builders:
        sestertii paid for an extra action that takes fewer sestertii): no level takes it."""

    def merged(self, state: Any, first: str, then: str) -> str | None:
        """The one action that does, in ``state``, what ``first`` and then ``then`` (by the same
        seat) do together, at no greater cost and for more (The Builders: two actions spent on
        1 sestertius each are 3 sestertii taken at once), or None."""

    def abnormal(self, state: Any) -> bool:
        """Whether ``state`` is over by a safety stop rather than the rules' end: such an end
        counts as a loss for every seat, so that no strategy aims for it."""


_EVALUATORS: dict[str, Callable[[], Evaluator]] = {}


def register(game_id: str) -> Callable[[Callable[[], Evaluator]], Callable[[], Evaluator]]:
    def add(factory: Callable[[], Evaluator]) -> Callable[[], Evaluator]:
        _EVALUATORS[game_id] = factory
        return factory

    return add


def evaluator_for(engine: Engine[Any]) -> Evaluator:
    """The evaluator of ``engine``'s game (imports the per-game modules on first use)."""
    if engine.id not in _EVALUATORS:
        module = registry.manifest(engine.id).evaluator
        if module is not None:
            importlib.import_module(module)  # it registers itself
    if engine.id not in _EVALUATORS:
        raise KeyError(f"no evaluation for game '{engine.id}'")
    return _EVALUATORS[engine.id]()


def sample(engine: Engine[Any], ev: Evaluator, state: Any, seat: str, rng: random.Random) -> Any:
    """A determinisation of ``state`` for ``seat``: what it cannot see is drawn at random, from
    its view alone (never from the true hidden cards or their order)."""
    if not engine.hidden_information:
        return state
    return engine.determinize(ev.canonical(state, seat), seat, rng)


def sensible(engine: Engine[Any], ev: Evaluator, state: Any) -> list[Action]:
    """The legal actions in ``state`` worth looking at: all but the wasteful ones (an action
    costing more than it can bring; ending the turn is always at least as good)."""
    actions = engine.legal_actions(state)
    kept = [a for a in actions if not ev.wasteful(state, a.id)]
    return kept or actions


def margin(engine: Engine[Any], ev: Evaluator, state: Any, seat: str) -> float:
    """``seat``'s value minus the best opponent's: what a player maximises to win.

    A finished game is judged on its result, with a bonus for winning so that a win always
    beats a heuristic lead.
    """
    result = engine.result(state)
    if result is not None and ev.abnormal(state):
        return -2.0 * ev.scale
    if result is not None:
        mine = result.scores[seat]
        best = max(v for s, v in result.scores.items() if s != seat)
        bonus = 0.0
        if seat in result.winners:
            bonus = ev.scale * (2.0 if len(result.winners) == 1 else 1.0)
        return mine - best + bonus
    values = dict(ev.values(state))
    mine = values.pop(seat)
    return mine - max(values.values())


def win_chance(engine: Engine[Any], ev: Evaluator, state: Any, seat: str) -> float:
    """A reward in [0, 1] for ``seat``: 1/0/shared for a finished game, else squashed margin."""
    result = engine.result(state)
    if result is not None and ev.abnormal(state):
        return 0.0
    if result is not None:
        if seat in result.winners:
            return 1.0 / len(result.winners)
        return 0.0
    x = margin(engine, ev, state, seat) / ev.scale
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


class OutOfTime(Exception):
    """A search's wall-clock deadline passed in the middle of its work: raised from the inner
    loops, so that no unit of work longer than one move and its judgement outlasts the cap."""


class Deadline:
    """A search's wall-clock end. Each check also learns the longest wall-clock gap between two
    checks: on a busy machine a unit of work lasts longer than its CPU time while the process
    waits for a core, so the search stops once the next unit could outlast the end (a fixed
    margin alone let a decision run 0.4 s over its cap beside a whole test run)."""

    def __init__(self, seconds: float) -> None:
        now = time.monotonic()
        self.end = now + seconds
        self._last = now
        self._longest = 0.0

    def check(self) -> None:
        now = time.monotonic()
        self._longest = max(self._longest, now - self._last)
        self._last = now
        if now + self._longest > self.end:
            raise OutOfTime


def check(deadline: Deadline | None) -> None:
    if deadline is not None:
        deadline.check()


def settle(
    engine: Engine[Any],
    ev: Evaluator,
    state: Any,
    budget: list[int],
    deadline: Deadline | None = None,
) -> Any:
    """The settled state that ``state`` leads to when the seat in the middle of a decision
    finishes it as well as it can (by its own margin).

    ``budget`` (a one-element list shared by the whole search) caps the number of states looked
    at; once it is spent a state is judged as it is. Once ``deadline`` says so it
    raises :class:`OutOfTime`.
    """
    pending = engine.pending(state)
    if pending is None or ev.settled(state) or budget[0] <= 0:
        return state
    best: Any = None
    best_value = -math.inf
    for action in engine.legal_actions(state):
        check(deadline)
        budget[0] -= 1
        child, _ = engine.apply(state, action)
        leaf = settle(engine, ev, child, budget, deadline)
        value = margin(engine, ev, leaf, pending)
        if value > best_value:
            best, best_value = leaf, value
    return best
