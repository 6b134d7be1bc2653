"""Judging a position of The Builders: Antiquity for one seat.

The score is VP plus a tenth of the coins, less penalties for kept slaves and unpaid loans
(spec §10); the game ends only when someone reaches 17 VP. What wins is finishing buildings, so
during the game:

- a building that idle members can finish is as good as finished (``planned``), less the wages
  and actions still to spend on it; starting it, or hiring or buying the member that completes
  the plan, is what earns the reward;
- a building nobody idle can finish is worth little: the square of the share its crew made (the
  crew stays there until it is done, so a half-built one may lock its crew for good);
- an idle crew member is worth what it can build, but only as far as there are coins to pay its
  wage: a crew nobody can pay builds nothing (a machine and a slave cost no wage);
- coins are worth more than the tenth they score at the end (they pay wages and actions).

The weights (``Weights``) were tuned by self-play: see rules/ai/README.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.ai.evaluation import register
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.cards import member_production, member_wage
from rules.builders_antiquity.state import BuildersState, Player

NOTHING = (0, 0, 0, 0)


@dataclass(frozen=True)
class Weights:
    """VP per unit of each thing a player holds while the game runs."""

    coin: float = 0.2  # a sestertius in hand (a tenth at the end) ...
    purse: float = 25.0  # ... up to this many: beyond, it is worth its tenth at the end only
    reward_coin: float = 0.2  # a sestertius a building will pay once finished
    # Share of a building's reward earned per share of its cost made by the crew on it ...
    committed: float = 0.6
    # ... and by idle members who make what it still misses (they must still be sent and paid).
    potential: float = 0.3
    # Share of its reward a building is worth once idle members can finish it (the rest comes
    # with the share already made): what is left to pay for it is counted apart.
    planned: float = 0.8
    production: float = 0.15  # a unit an idle member makes that no building needs, wage paid
    unpaid: float = 0.03  # the same with no coins for its wage
    tool: float = 0.3  # a tool: +1 unit for a worker for the rest of the game
    machine: float = 0.3  # a unit of a machine's production, on top of its VP, once finished
    loan: float = 0.7  # share of the loan penalty counted while the game runs
    # An action of the turn under way (spent, or given up by ending the turn): without it, one
    # action's work would look as good as three (6 sestertii for three would beat a start).
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


# Per-card tables read once from the data module: the evaluation runs at every node of a search.
_COST: dict[str, tuple[int, int, int, int]] = {b.id: b.cost for b in data.BUILDINGS}
_TOTAL: dict[str, int] = {b.id: sum(b.cost) for b in data.BUILDINGS}
_VP: dict[str, int] = {b.id: b.vp for b in data.BUILDINGS}

# An idle member as the plans see it: what it makes and its wage.
Idle = tuple[tuple[int, int, int, int], int]


def player_value(state: BuildersState, player: Player, w: Weights = WEIGHTS) -> float:
    late = state.end_triggered
    coins = player.coins
    crew = player.crew
    # victory_points(player), from the table (same sum of integers)
    vp = sum(_VP[b] for b in player.completed) + sum(
        _VP[m.card] for m in crew if m.kind == "machine"
    )
    value = float(vp) + 0.1 * coins
    if not late:
        value += (w.coin - 0.1) * min(coins, w.purse)
    # what the crew on each building makes, in one pass over the crew (the greedy AI values
    # every position it looks at: this is its hottest loop)
    made_on: dict[str, list[int]] = {}
    idle = [0, 0, 0, 0]  # what the idle crew makes of each resource
    wages = 0  # what sending all of it costs
    free: list[Idle] = []
    for m in crew:
        site = m.site
        if m.kind == "slave" and not m.freed:
            value -= data.SLAVE_PENALTY_VP * (0.5 if site is None else 1.0)
        made = member_production(m)
        if site is None:
            idle[0] += made[0]
            idle[1] += made[1]
            idle[2] += made[2]
            idle[3] += made[3]
            wage = member_wage(m)
            wages += wage
            free.append((made, wage))
            continue
        on_site = made_on.get(site)
        if on_site is None:
            made_on[site] = list(made)
        else:
            on_site[0] += made[0]
            on_site[1] += made[1]
            on_site[2] += made[2]
            on_site[3] += made[3]
    value -= data.LOAN_PENALTY_VP * len(player.loans) * (1.0 if late else w.loan)
    if late:
        for site in player.sites:
            value += w.committed * w.reward(site) * _share(site, made_on.get(site) or NOTHING)
        return value
    # The idle crew goes, in thought, to the buildings furthest along first. A building whose
    # missing resources some idle members make whole is as good as finished, less the wages and
    # actions still to spend on it: sending one of those members only moves a cost from the plan
    # to the present, and a worker, slave or start that completes a plan is worth the reward.
    # Otherwise what the idle crew makes of what it misses counts as its potential, and the rest
    # of the idle crew's output as spare production.
    # (share made, reward, site, what it still misses) per building; the share made is its cost
    # less what it misses, over its cost (as _share computes it)
    shares: list[tuple[float, float, str, tuple[int, ...]]] = []
    for site in player.sites:
        cost = _COST[site]
        here = made_on.get(site)
        if here is None:
            shares.append((0.0, w.reward(site), site, cost))
            continue
        lacks = (
            max(0, cost[0] - here[0]),
            max(0, cost[1] - here[1]),
            max(0, cost[2] - here[2]),
            max(0, cost[3] - here[3]),
        )
        total = _TOTAL[site]
        shares.append(((total - sum(lacks)) / total, w.reward(site), site, lacks))
    shares.sort(reverse=True)
    unplanned: list[tuple[float, float, tuple[int, ...], int]] = []
    for share, reward, site, missing in shares:
        chosen = _finishing_crew(free, missing)
        if chosen is None:
            unplanned.append((share, reward, missing, _TOTAL[site]))
            continue
        crew_wages = 0
        for i in chosen:
            made, wage = free[i]
            idle[0] -= made[0]
            idle[1] -= made[1]
            idle[2] -= made[2]
            idle[3] -= made[3]
            wages -= wage
            crew_wages += wage
        if chosen:
            taken = set(chosen)
            free = [f for i, f in enumerate(free) if i not in taken]
        value += reward * (w.planned + (1 - w.planned) * share)
        value -= w.coin * crew_wages + w.action * len(chosen)
    for share, reward, missing, total in unplanned:
        coming = 0
        for r in range(4):
            take = min(missing[r], max(0, idle[r]))
            idle[r] -= take
            coming += take
        # Without a plan to finish it, what the crew made may stay locked there for good: a
        # share counts the more, the closer to done (squared), so that no crew is sunk into a
        # building for the share alone.
        value += reward * (w.committed * share * share + w.potential * coming / total)
    spare = sum(max(0, n) for n in idle)
    # a worker's wage is the units it makes: the coins in hand pay for that many
    paid = min(spare, player.coins) if wages else spare
    value += w.production * paid + w.unpaid * (spare - paid)
    value += w.tool * len(player.tools)
    return value


MONEY_PREFIX = "take-money:"
# Buildings a player may hold that none of its crew works on before it starts another one.
UNSTAFFED_SITES = 2


def _money_actions(action_id: str) -> int | None:
    """The actions a take-money action spends (None for any other action)."""
    if not action_id.startswith(MONEY_PREFIX):
        return None
    return int(action_id[len(MONEY_PREFIX) :])


def _sinks_crew(state: BuildersState, action_id: str) -> bool:
    """Whether sending a member (``send:<card>``: to any site; ``site:<site>``: the member the
    step is about) leaves a building that the player's crew can never finish, once no worker
    can be hired nor slave bought any more: workers never leave an unfinished building, so
    such a crew is locked there for good, and a table of locked crews never ends."""
    if state.worker_row or state.worker_deck or state.slaves:
        return False
    player = state.players[state.current]
    verb, _, arg = action_id.partition(":")
    if verb == "send":
        card, sites = arg, list(player.sites)
    elif state.step is not None:
        card, sites = state.step.card, [arg]
    else:
        return False
    member = next((m for m in player.crew if m.card == card), None)
    if member is None:
        return False
    others: list[Idle] = [
        (member_production(m), member_wage(m))
        for m in player.crew
        if m.site is None and m is not member
    ]
    made = member_production(member)
    for site in sites:
        cost = _COST[site]
        have = [0, 0, 0, 0]
        for m in player.crew:
            if m.site == site:
                here = member_production(m)
                have = [have[r] + here[r] for r in range(4)]
        lacks = tuple(max(0, cost[r] - have[r] - made[r]) for r in range(4))
        if _finishing_crew(others, lacks) is not None:
            return False  # some site it can go to stays finishable
    return True


def _finishing_crew(free: list[Idle], missing: tuple[int, ...]) -> list[int] | None:
    """The indices in ``free`` of idle members who together make all of ``missing`` (each
    picked for the most it adds, the cheaper first on a tie), or None when the idle crew cannot
    finish it."""
    l0, l1, l2, l3 = missing
    if not (l0 or l1 or l2 or l3):
        return []
    if not free:
        return None
    chosen: list[int] = []
    pool = list(range(len(free)))
    while l0 or l1 or l2 or l3:
        best, best_use, best_wage = -1, 0, 0
        for i in pool:
            made, wage = free[i]
            use = min(made[0], l0) + min(made[1], l1) + min(made[2], l2) + min(made[3], l3)
            if use > best_use or (use == best_use and use and wage < best_wage):
                best, best_use, best_wage = i, use, wage
        if best < 0:
            return None
        chosen.append(best)
        pool.remove(best)
        made = free[best][0]
        l0, l1 = max(0, l0 - made[0]), max(0, l1 - made[1])
        l2, l3 = max(0, l2 - made[2]), max(0, l3 - made[3])
    return chosen


def _share(site: str, have: tuple[int, ...] | list[int]) -> float:
    """The share of ``site``'s cost that its crew makes."""
    cost = _COST[site]
    made = (
        min(have[0], cost[0])
        + min(have[1], cost[1])
        + min(have[2], cost[2])
        + min(have[3], cost[3])
    )
    return made / _TOTAL[site]


@register("builders-antiquity")
class BuildersEvaluator:
    scale = 4.0
    easy_blur = 1.0
    rollout_plies = 0
    plans_turns = True

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
            # Every action of a turn costs ``action`` (what it could have brought instead), spent
            # or given up by ending the turn: the seats that have played this round are charged
            # all of their turn, the mover what it has spent, the others nothing yet. Charging
            # the mover alone made ending a turn refund what it had spent (the n-th action had
            # to bring n times ``action``), and in a search, a turn ended looked better still
            # once the next player had acted.
            n = len(state.seats)
            played = (state.current - state.start) % n
            for i, seat in enumerate(state.seats):
                if (i - state.start) % n < played:
                    values[seat] -= self.weights.action * data.FREE_ACTIONS
            spent = data.FREE_ACTIONS - state.actions_left
            values[state.seats[state.current]] -= self.weights.action * spent
        return values

    def settled(self, state: BuildersState) -> bool:
        return state.step is None

    def wasteful(self, state: BuildersState, action_id: str) -> bool:
        if action_id.startswith(("send:", "site:")):
            return _sinks_crew(state, action_id)
        if action_id.startswith("start:"):
            # Buildings started and left unstaffed are taken from the other players for
            # nothing: a table whose buildings all sit in such piles can never end.
            player = state.players[state.current]
            staffed = {m.site for m in player.crew}
            return sum(site not in staffed for site in player.sites) >= UNSTAFFED_SITES
        # Money is taken once a turn, with every free action left: 1 + 1 sestertii for two
        # actions is 3 at once, and a bought action never pays (5 sestertii for 1, 10 for 3;
        # 3 with one bought, 5 for 6, is worse than 3 for the two free ones).
        spent = _money_actions(action_id)
        if spent is None:
            return False
        return spent != min(state.actions_left, max(data.TAKE_MONEY)) or not state.actions_left

    def merged(self, state: BuildersState, first: str, then: str) -> str | None:
        # Taking money twice in a turn is taking it once with both actions, for more: 1 + 1
        # sestertii for two actions against 3. The actions bought, if any, are the same.
        a, b = _money_actions(first), _money_actions(then)
        if a is None or b is None or a + b not in data.TAKE_MONEY:
            return None
        return f"{MONEY_PREFIX}{a + b}"

    def abnormal(self, state: BuildersState) -> bool:
        return state.stalled


# What rules.ai.tuning tunes: the weights, and the evaluator made from weights.
EVALUATOR = BuildersEvaluator
