"""Judging a position of The Builders: Antiquity for one seat.

The score is VP plus a tenth of the coins, less penalties for kept slaves and unpaid loans
(spec §10); the game ends only when someone reaches 17 VP. What wins is finishing buildings, so
during the game:

- a building under way is worth the share of its reward (VP and the coins it pays) that its
  crew has made, and a little once started (it lets the crew be sent);
- an idle crew member is worth what it can build, but only as far as there are coins to pay its
  wage: a crew nobody can pay builds nothing (a machine and a slave cost no wage);
- coins are worth more than the tenth they score at the end (they pay wages and actions).

The weights (``Weights``) were tuned by self-play: see rules/ai/README.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.ai.evaluation import register
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.cards import member_production, member_wage, victory_points
from rules.builders_antiquity.state import BuildersState, Player

NOTHING = (0, 0, 0, 0)


@dataclass(frozen=True)
class Weights:
    """VP per unit of each thing a player holds while the game runs."""

    coin: float = 0.2  # a sestertius in hand (a tenth at the end) ...
    purse: float = 25.0  # ... up to this many: beyond, it is worth its tenth at the end only
    reward_coin: float = 0.2  # a sestertius a building will pay once finished
    # Share of a building's reward earned per share of its cost made by the crew on it ...
    committed: float = 1.0
    # ... and by idle members who make what it still misses (they must still be sent and paid).
    potential: float = 0.3
    started: float = 0.05  # share of its reward a building is worth once started
    production: float = 0.15  # a unit an idle member makes that no building needs, wage paid
    unpaid: float = 0.03  # the same with no coins for its wage
    tool: float = 0.3  # a tool: +1 unit for a worker for the rest of the game
    machine: float = 0.3  # a unit of a machine's production, on top of its VP, once finished
    loan: float = 0.7  # share of the loan penalty counted while the game runs
    # A free action left in the turn under way: without it, one action's work would look as
    # good as three (taking 6 sestertii with all three would beat starting a building).
    action: float = 0.4
    rewards: dict[str, float] = field(default_factory=dict, init=False, compare=False, repr=False)

    def reward(self, site: str) -> float:
        """What finishing ``site`` is worth: its VP, its coins, a machine's production."""
        value = self.rewards.get(site)
        if value is None:
            card = data.BUILDING_BY_ID[site]
            value = card.vp + self.reward_coin * card.coins
            if card.is_machine:
                value += self.machine * 3
            self.rewards[site] = value
        return value


WEIGHTS = Weights()


def player_value(state: BuildersState, player: Player, w: Weights = WEIGHTS) -> float:
    late = state.end_triggered
    coins = player.coins
    value = float(victory_points(player)) + 0.1 * coins
    if not late:
        value += (w.coin - 0.1) * min(coins, w.purse)
    # what the crew on each building makes, in one pass over the crew (the greedy AI values
    # every position it looks at: this is its hottest loop)
    made_on: dict[str, list[int]] = {}
    idle = [0, 0, 0, 0]  # what the idle crew makes of each resource
    wages = 0  # what sending all of it costs
    for m in player.crew:
        if m.kind == "slave" and not m.freed:
            value -= data.SLAVE_PENALTY_VP * (0.5 if m.site is None else 1.0)
        made = member_production(m)
        if m.site is None:
            for r, n in enumerate(made):
                idle[r] += n
            wages += member_wage(m)
            continue
        on_site = made_on.setdefault(m.site, [0, 0, 0, 0])
        for r, n in enumerate(made):
            on_site[r] += n
    value -= data.LOAN_PENALTY_VP * len(player.loans) * (1.0 if late else w.loan)
    if late:
        for site in player.sites:
            value += w.committed * w.reward(site) * _share(site, made_on.get(site) or NOTHING)
        return value
    # The idle crew goes, in thought, to the buildings furthest along first: what it makes
    # of their missing resources counts as their potential, the rest as spare production.
    shares = sorted(
        ((_share(site, made_on.get(site) or NOTHING), site) for site in player.sites), reverse=True
    )
    for share, site in shares:
        cost = data.BUILDING_BY_ID[site].cost
        made_here = made_on.get(site) or NOTHING
        coming = 0
        for r in range(4):
            take = min(max(0, cost[r] - made_here[r]), idle[r])
            idle[r] -= take
            coming += take
        reward = w.reward(site)
        value += reward * (w.started + w.committed * share + w.potential * coming / sum(cost))
    spare = sum(idle)
    # a worker's wage is the units it makes: the coins in hand pay for that many
    paid = min(spare, player.coins) if wages else spare
    value += w.production * paid + w.unpaid * (spare - paid)
    value += w.tool * len(player.tools)
    return value


def _share(site: str, have: tuple[int, ...] | list[int]) -> float:
    """The share of ``site``'s cost that its crew makes."""
    cost = data.BUILDING_BY_ID[site].cost
    return sum(min(h, c) for h, c in zip(have, cost, strict=True)) / sum(cost)


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

    def __init__(self, weights: Weights = WEIGHTS) -> None:
        self.weights = weights

    def values(self, state: BuildersState) -> dict[str, float]:
        values = {p.seat: player_value(state, p, self.weights) for p in state.players}
        if not state.over:
            # Counted against a fresh turn, so that ending a turn hands the next player nothing:
            # an action is spent when what it brings is worth more than ``action``.
            spent = data.FREE_ACTIONS - state.actions_left
            values[state.seats[state.current]] -= self.weights.action * spent
        return values

    def settled(self, state: BuildersState) -> bool:
        return state.step is None

    def abnormal(self, state: BuildersState) -> bool:
        return state.stalled
