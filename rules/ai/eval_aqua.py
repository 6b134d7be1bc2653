"""Judging a position of Aqua Romana for one seat.

A workman on a podium scores its value; a workman whose aqueduct is closed this turn will take
the best podium still free at or below its length; an open aqueduct is worth the podium it would
take if closed now plus what it may still grow while tiles are left. The end bonus (4/3/2 for the
three highest podiums) is counted for the workmen already standing on them.
"""

from __future__ import annotations

from typing import Final

from rules.ai.evaluation import register
from rules.aqua_romana.data import END_BONUS, PODIUM_ROOM, PODIUMS, TILE_COUNTS
from rules.aqua_romana.phases import Phase
from rules.aqua_romana.state import AquaState

# Mid-decision phases: a workman or builder is chosen but no tile laid yet, a builder's type is
# chosen but not his square.
UNSETTLED: Final[frozenset[Phase]] = frozenset({"builder", "tile", "setup_square", "place_square"})

# Channels an open aqueduct is expected to gain over the rest of a game.
GROWTH = 3.0
# A reserve builder taken but not yet placed: a little extra reach on the pathway.
HELD = 0.3

_ALL_TILES = sum(TILE_COUNTS.values())


def free_podium(room: list[int], length: int) -> int:
    """The highest podium value at or below ``length`` with room left (0 if none)."""
    for value in range(min(length, PODIUMS), 0, -1):
        if room[value] > 0:
            return value
    return 0


def seat_values(s: AquaState) -> dict[str, float]:
    if s.bonus:  # the game is over: podiums and the real bonus
        return {
            seat: float(sum(w.podium for w in s.workmen if w.owner == seat) + s.bonus[seat])
            for seat in s.seats
        }
    room = [0] + [PODIUM_ROOM[v] - len(s.podiums[v]) for v in range(1, PODIUMS + 1)]
    growth = GROWTH * sum(s.stock.values()) / _ALL_TILES
    values = {seat: 0.0 for seat in s.seats}
    for w in s.workmen:
        if w.status == "scored":
            values[w.owner] += w.podium
        elif w.status == "open":
            values[w.owner] += free_podium(room, w.length) + growth
        else:
            values[w.owner] += free_podium(room, w.length)
    ranked = [i for value in range(PODIUMS, 0, -1) for i in s.podiums[value]]
    for bonus, index in zip(END_BONUS, ranked, strict=False):
        values[s.workmen[index].owner] += bonus * 0.7
    for seat, held in s.held.items():
        values[seat] += HELD * len(held)
    return values


@register("aqua-romana")
class AquaRomanaEvaluator:
    scale = 4.0
    rollout_plies = 8
    plans_turns = False

    def canonical(self, state: AquaState, seat: str) -> AquaState:
        return state  # nothing is hidden

    def values(self, state: AquaState) -> dict[str, float]:
        return seat_values(state)

    def settled(self, state: AquaState) -> bool:
        return state.phase not in UNSETTLED

    def abnormal(self, state: AquaState) -> bool:
        return False  # the game always ends by its rules
