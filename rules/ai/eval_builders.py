"""Judging a position of The Builders: Antiquity for one seat.

The score is VP plus a tenth of the coins, less penalties for kept slaves and unpaid loans
(spec §10). During the game coins are worth more than a tenth (they pay wages and extra
actions), a crew is worth what it can build, and a building under way is worth the share of its
reward that its progress has earned.
"""

from __future__ import annotations

from functools import lru_cache

from rules.ai.evaluation import register
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.cards import member_production, victory_points
from rules.builders_antiquity.state import BuildersState, Player

# VP per sestertius while the game runs; at the end only a tenth counts.
COIN = 0.2
# VP per unit of production in the crew (a crew builds the VP of the coming rounds).
PRODUCTION = 0.35
# A tool adds one unit to a worker for the rest of the game.
TOOL = 0.3
# What a started building is worth before anyone works on it (it lets the crew be sent).
STARTED = 0.15
NOTHING = (0, 0, 0, 0)


@lru_cache(maxsize=65536)
def _site_value(site: str, have: tuple[int, ...]) -> float:
    """A building under way, with ``have`` units of each resource made by its crew (a few
    thousand combinations come up: remembered)."""
    card = data.BUILDING_BY_ID[site]
    need = sum(card.cost)
    done = sum(min(h, c) for h, c in zip(have, card.cost, strict=True))
    reward = card.vp + COIN * card.coins
    if card.is_machine:
        reward += PRODUCTION * 3
    return reward * (STARTED + (1 - STARTED) * done / need) * 0.85


def player_value(state: BuildersState, player: Player) -> float:
    late = state.end_triggered
    coin = 0.1 if late else COIN
    value = float(victory_points(player)) + coin * player.coins
    # what the crew on each building makes, in one pass over the crew (the greedy AI values
    # every position it looks at: this is its hottest loop)
    made_on: dict[str, list[int]] = {}
    for m in player.crew:
        if m.site is None:
            # An idle member (or machine) is worth what it can build in the rounds to come.
            value += 0.0 if late else PRODUCTION * sum(member_production(m))
            if m.kind == "slave" and not m.freed:
                value -= data.SLAVE_PENALTY_VP * 0.5
            continue
        if m.kind == "slave" and not m.freed:
            value -= data.SLAVE_PENALTY_VP
        have = made_on.setdefault(m.site, [0, 0, 0, 0])
        for r, n in enumerate(member_production(m)):
            have[r] += n
    value += 0.0 if late else TOOL * len(player.tools)
    value -= data.LOAN_PENALTY_VP * len(player.loans) * (1.0 if late else 0.7)
    for site in player.sites:
        value += _site_value(site, tuple(made_on.get(site, NOTHING)))
    return value


@register("builders-antiquity")
class BuildersEvaluator:
    scale = 4.0
    rollout_plies = 0

    def canonical(self, state: BuildersState, seat: str) -> BuildersState:
        # Only the order of the two decks is hidden (their contents follow from what is seen);
        # the building pile's top card is face up, so it stays on top.
        copy = ENGINE.clone(state)
        copy.building_deck[1:] = sorted(copy.building_deck[1:])
        copy.worker_deck.sort()
        return copy

    def values(self, state: BuildersState) -> dict[str, float]:
        return {p.seat: player_value(state, p) for p in state.players}

    def settled(self, state: BuildersState) -> bool:
        return state.step is None

    def abnormal(self, state: BuildersState) -> bool:
        return state.stalled
