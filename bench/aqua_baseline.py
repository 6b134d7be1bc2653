"""A scripted player of Aqua Romana, written from the usual strategy advice, to measure the
computer levels against something better than random play.

The advice it follows:

- plan the whole build of a turn (workman, builder, tile) and judge where it leaves every
  aqueduct: a closed one is worth the podium it takes, an open one most of its length while a
  podium at least that high is still free;
- close an aqueduct onto the best free podium: close it (with a tile or voluntarily) once its
  length reaches the highest free podium it can still hope for, or once no builder is in its
  sight and a podium near its length is free;
- place workmen where builders are in sight and do not strand them: an open aqueduct that sees
  a builder is worth a little more, so builders are set up and placed in sight of one's own
  workmen and out of the opponents' sight;
- shorten the opponents: a tile that closes an opponent's aqueduct early onto a poor podium is
  as good as lengthening one's own;
- from the reserve take the joker first (it lays any tile).
"""

from __future__ import annotations

import random
from typing import Any

from rules.aqua_romana.data import JOKER, PODIUM_ROOM, PODIUMS, SIDES, SIGHT
from rules.aqua_romana.geometry import can_build
from rules.aqua_romana.state import AquaState, Workman
from rules.core import Action, Engine

# Phases of one build that are planned together: the plan is judged once the tile lies.
_BUILD = frozenset({"workman", "builder", "tile"})
# Share of its length an open aqueduct is counted at (it may still be blocked short).
OPEN_SHARE = 0.8
# What a builder in an open aqueduct's sight adds (the workman is not stranded).
IN_SIGHT = 1.0


def free_podium(s: AquaState, length: int) -> int:
    """The podium an aqueduct of ``length`` would take now (0 if none has room)."""
    for value in range(min(length, PODIUMS), 0, -1):
        if len(s.podiums[value]) < PODIUM_ROOM[value]:
            return value
    return 0


def highest_free(s: AquaState) -> int:
    return free_podium(s, PODIUMS)


def sees_builder(s: AquaState, w: Workman) -> bool:
    return any(s.pathway[p] for p in SIGHT[w.square])


def worth(s: AquaState, w: Workman) -> float:
    if w.status == "scored":
        return float(w.podium)
    if w.status == "closed":
        return float(free_podium(s, w.length))
    return OPEN_SHARE * free_podium(s, w.length) + (IN_SIGHT if sees_builder(s, w) else 0.0)


def margin(s: AquaState, seat: str) -> float:
    """This seat's aqueducts less those of the strongest opponent."""
    totals = {x: 0.0 for x in s.seats}
    for w in s.workmen:
        totals[w.owner] += worth(s, w)
    mine = totals.pop(seat)
    return mine - max(totals.values())


class AquaBaseline:
    name = "baseline"

    def choose(
        self, engine: Engine[Any], state: AquaState, seat: str, rng: random.Random
    ) -> Action:
        legal = engine.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if state.phase in _BUILD:
            return max(legal, key=lambda a: self._best_build(engine, state, a, seat))
        by_id = {a.id: a for a in legal}
        return by_id[self._pick(state, seat, list(by_id), rng)]

    def _best_build(
        self, engine: Engine[Any], state: AquaState, action: Action, seat: str
    ) -> float:
        """The best margin a build that starts with ``action`` can reach once its tile lies."""
        after, _ = engine.apply(state, action)
        if after.phase not in _BUILD or engine.pending(after) != seat:
            return margin(after, seat)
        return max(self._best_build(engine, after, a, seat) for a in engine.legal_actions(after))

    def _pick(self, s: AquaState, seat: str, legal: list[str], rng: random.Random) -> str:
        mine = [w for w in s.workmen if w.owner == seat and w.status == "open"]
        theirs = [w for w in s.workmen if w.owner != seat and w.status == "open"]
        match s.phase:
            case "setup" | "place":
                # The side where most of its own workmen look, a type still to place.
                return max(legal, key=lambda i: self._side_fit(mine, theirs, i.split(":")[2]))
            case "setup_square" | "place_square" | "move":

                def watched(i: str) -> int:
                    p = int(i.split(":P")[1])
                    return self._watchers(mine, p) - self._watchers(theirs, p)

                if s.phase == "move":
                    # Move the builder that opponents see most and it sees least.
                    return min(legal, key=watched)
                return max(legal, key=watched)
            case "close":
                return self._close(s, mine, legal)
            case "claim":
                return f"claim:{JOKER}" if f"claim:{JOKER}" in legal else legal[0]
        # The fountain tile: anywhere (the advice says nothing on it).
        return rng.choice(legal)

    @staticmethod
    def _watchers(workmen: list[Workman], p: int) -> int:
        return sum(1 for w in workmen if p in SIGHT[w.square])

    @staticmethod
    def _side_fit(mine: list[Workman], theirs: list[Workman], side: str) -> int:
        squares = SIDES[side]
        seen = [p for w in mine for p in SIGHT[w.square]]
        seen_by_others = [p for w in theirs for p in SIGHT[w.square]]
        return sum(p in squares for p in seen) - sum(p in squares for p in seen_by_others)

    @staticmethod
    def _close(s: AquaState, mine: list[Workman], legal: list[str]) -> str:
        best = highest_free(s)
        for w in sorted(mine, key=lambda w: -w.length):
            if f"close:{w.name}" not in legal:
                continue
            podium = free_podium(s, w.length)
            reached_top = w.length >= best and podium == best
            stranded = not can_build(s, w) and podium >= w.length - 1 and w.length >= 4
            if reached_top or stranded:
                return f"close:{w.name}"
        return "keep"
