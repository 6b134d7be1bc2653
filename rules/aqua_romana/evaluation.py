"""Judging a position of Aqua Romana for one seat.

A workman on a podium scores its value; a workman whose aqueduct is closed this turn will take
the best podium still free at or below its length; an open aqueduct is worth the podium it would
take if closed now plus what it may still grow while tiles are left. The end bonus (4/3/2 for the
three highest podiums) is counted for the workmen already standing on them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.ai.evaluation import register
from rules.aqua_romana.data import END_BONUS, PODIUM_ROOM, PODIUMS, SIGHT, TILE_COUNTS
from rules.aqua_romana.phases import Phase
from rules.aqua_romana.state import AquaState

# Mid-decision phases: a workman or builder is chosen but no tile laid yet, a builder's type is
# chosen but not his square.
UNSETTLED: Final[frozenset[Phase]] = frozenset({"builder", "tile", "setup_square", "place_square"})


@dataclass(frozen=True)
class Weights:
    """What a position's parts are worth, in podium points. Tuned by self-play
    (rules/ai/tuning.py): see rules/ai/README.md."""

    # Share of the podium an open aqueduct would take now that is counted (it may be blocked).
    open_share: float = 1.06
    # Channels an open aqueduct is expected to gain over the rest of a game (scaled by the
    # tiles left). An open aqueduct is never counted above the highest podium still free:
    # growing past it brings nothing, so closing onto it is as good as staying open.
    growth: float = 8.75
    # An open aqueduct with a builder in its workman's sight (he can build now, not stranded).
    sight: float = 0.96
    # Share of the end bonus (4/3/2) counted for the workmen on the highest podiums so far.
    bonus: float = 0.64
    # A reserve builder taken but not yet placed: a little extra reach on the pathway.
    held: float = 0.3


WEIGHTS = Weights()
# Kept by name: the value of a new game's aqueducts (tests check it).
GROWTH = WEIGHTS.growth

_ALL_TILES = sum(TILE_COUNTS.values())
# Room on each podium (index = its value; none on 0), read once from the data module.
_ROOM: Final[tuple[int, ...]] = (0, *(PODIUM_ROOM[v] for v in range(1, PODIUMS + 1)))


def free_podium(room: list[int], length: int) -> int:
    """The highest podium value at or below ``length`` with room left (0 if none)."""
    for value in range(min(length, PODIUMS), 0, -1):
        if room[value] > 0:
            return value
    return 0


def seat_values(s: AquaState, w: Weights = WEIGHTS) -> dict[str, float]:
    if s.bonus:  # the game is over: podiums and the real bonus
        return {
            seat: float(sum(m.podium for m in s.workmen if m.owner == seat) + s.bonus[seat])
            for seat in s.seats
        }
    # free_podium for every length at once: the highest podium with room at or below it
    podiums = s.podiums
    best = [0] * (PODIUMS + 1)
    top = 0
    for value in range(1, PODIUMS + 1):
        if len(podiums[value]) < _ROOM[value]:
            top = value
        best[value] = top
    growth = w.growth * sum(s.stock.values()) / _ALL_TILES
    ceiling = float(top)
    open_share, sight = w.open_share, w.sight
    pathway = s.pathway
    values = dict.fromkeys(s.seats, 0.0)
    for m in s.workmen:
        status = m.status
        if status == "scored":
            values[m.owner] += m.podium
            continue
        length = m.length
        now = best[length] if length < PODIUMS else top
        if status == "open":
            # min(ceiling, ...) written out: the hottest line of Aqua Romana's search
            grown = open_share * now + growth
            values[m.owner] += grown if grown < ceiling else ceiling
            top_sq, right, bottom, left = SIGHT[m.square]
            if pathway[top_sq] or pathway[right] or pathway[bottom] or pathway[left]:
                values[m.owner] += sight
        else:
            values[m.owner] += now
    # the end bonus goes to the first workmen on the highest podiums
    ranked: list[int] = []
    for value in range(PODIUMS, 0, -1):
        if podiums[value]:
            ranked.extend(podiums[value])
            if len(ranked) >= len(END_BONUS):
                break
    for bonus, index in zip(END_BONUS, ranked, strict=False):
        values[s.workmen[index].owner] += bonus * w.bonus
    for seat, held in s.held.items():
        values[seat] += w.held * len(held)
    return values


@register("aqua-romana")
class AquaRomanaEvaluator:
    scale = 4.0
    easy_blur = 2.0  # bench/ai_strength.py: Normal beat Easy in 65 % of games at 1.0
    rollout_plies = 8
    plans_turns = False

    def canonical(self, state: AquaState, seat: str) -> AquaState:
        return state  # nothing is hidden

    def __init__(self, weights: Weights = WEIGHTS) -> None:
        self.weights = weights

    def values(self, state: AquaState) -> dict[str, float]:
        return seat_values(state, self.weights)

    def settled(self, state: AquaState) -> bool:
        return state.phase not in UNSETTLED

    def wasteful(self, state: AquaState, action_id: str) -> bool:
        return False

    def merged(self, state: AquaState, first: str, then: str) -> str | None:
        return None

    def abnormal(self, state: AquaState) -> bool:
        return False  # the game always ends by its rules


# What rules.ai.tuning tunes: the weights, and the evaluator made from weights.
EVALUATOR = AquaRomanaEvaluator
