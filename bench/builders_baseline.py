"""A scripted player of The Builders: Antiquity, written from the usual strategy advice, to
measure the computer levels against something better than random play.

The advice it follows: keep few buildings under way and pick the one the idle crew can finish
(most VP and coins per missing resource); send the member that makes most of what that building
still misses; hire a worker when the idle crew cannot finish it; never pay for an extra action
unless it finishes a building; take money when the wages are short; no loans, no slaves.
"""

from __future__ import annotations

import random
from typing import Any

from rules.builders_antiquity import data
from rules.builders_antiquity.cards import member_production, member_wage, site_progress
from rules.builders_antiquity.state import BuildersState, Member, Player
from rules.core import Action, Engine

MAX_SITES = 2  # buildings under way at once


def _missing(player: Player, site: str) -> list[int]:
    have = site_progress(player, site)
    return [max(0, c - h) for c, h in zip(data.BUILDING_BY_ID[site].cost, have, strict=True)]


def _useful(member: Member, missing: list[int]) -> int:
    return sum(min(p, m) for p, m in zip(member_production(member), missing, strict=True))


def _worth(site: str) -> float:
    card = data.BUILDING_BY_ID[site]
    return (card.vp + card.coins / 5 + (3 if card.is_machine else 0)) / sum(card.cost)


class BuildersBaseline:
    name = "baseline"

    def choose(
        self, engine: Engine[Any], state: BuildersState, seat: str, rng: random.Random
    ) -> Action:
        legal = {a.id: a for a in engine.legal_actions(state)}
        return legal[self._pick(state, legal)]

    def _pick(self, state: BuildersState, legal: dict[str, Action]) -> str:
        player = state.players[state.current]
        idle = [m for m in player.crew if m.site is None]
        if state.step is not None:
            return self._step(state, player, legal)
        free = state.actions_left > 0
        # 1. a member that finishes a building (worth an extra action too)
        for site in player.sites:
            missing = _missing(player, site)
            for m in idle:
                finishes = _useful(m, missing) == sum(missing) and f"send:{m.card}" in legal
                affordable = free or player.coins >= data.EXTRA_ACTION_COST + member_wage(m) + 5
                if finishes and affordable:
                    return f"send:{m.card}"
        if not free:
            return "end"
        # 2. the best site: the one its idle crew helps most
        best_member, best_use = None, 0
        for site in sorted(player.sites, key=_worth, reverse=True):
            missing = _missing(player, site)
            for m in idle:
                use = _useful(m, missing)
                if use > best_use and f"send:{m.card}" in legal and state.sent.get(site, 0) == 0:
                    best_member, best_use = m, use
        if best_member is not None and best_use >= 2:
            return f"send:{best_member.card}"
        # 3. too few buildings under way: start the one the idle crew covers best
        if len(player.sites) < MAX_SITES:
            starts = [i for i in legal if i.startswith("start:")]
            if starts:
                made = [sum(member_production(m)[r] for m in idle) for r in range(4)]

                def cover(action_id: str) -> float:
                    cost = data.BUILDING_BY_ID[action_id.partition(":")[2]].cost
                    share = sum(min(a, c) for a, c in zip(made, cost, strict=True)) / sum(cost)
                    return share + _worth(action_id.partition(":")[2])

                return max(starts, key=cover)
        # 4. a worker for what the sites miss, while the crew is small and money allows
        if len(idle) < 2 and player.coins >= 8:
            missing_all = [0, 0, 0, 0]
            for site in player.sites:
                missing_all = [
                    a + b for a, b in zip(missing_all, _missing(player, site), strict=True)
                ]
            hires = [i for i in legal if i.startswith("hire:")]
            if hires:

                def fit(action_id: str) -> int:
                    made = data.WORKER_BY_ID[action_id.partition(":")[2]].produces
                    return sum(min(p, m) for p, m in zip(made, missing_all, strict=True))

                return max(hires, key=fit)
        if best_member is not None and player.coins >= member_wage(best_member):
            return f"send:{best_member.card}"
        # 5. money for the wages
        for spent in (3, 2, 1):
            if state.actions_left >= spent and f"take-money:{spent}" in legal:
                return f"take-money:{spent}"
        return "end"

    @staticmethod
    def _step(state: BuildersState, player: Player, legal: dict[str, Action]) -> str:
        step = state.step
        assert step is not None
        if step.kind == "site":
            member = next(m for m in player.crew if m.card == step.card)
            sites = [i for i in legal if i.startswith("site:")]
            return max(sites, key=lambda i: _useful(member, _missing(player, i.partition(":")[2])))
        return next(iter(legal))
