"""What the current player may do now (§9): the actions of a turn that the player can pay for,
or the choices of the follow-up step an action opened (the building a member goes to, the tool
it takes there, the worker a university card goes to). Each option is made once and reused
(actions.py)."""

from __future__ import annotations

from functools import cache

from rules.builders_antiquity import data
from rules.builders_antiquity.actions import (
    END_ACTION,
    NO_TOOL_ACTION,
    buy_slave_action,
    buy_tool_action,
    educate_action,
    free_action,
    hire_action,
    loan_action,
    send_action,
    site_action,
    start_action,
    take_money_action,
    tool_action,
    worker_action,
)
from rules.builders_antiquity.cards import (
    NO_PROGRESS,
    can_carry_tool,
    member_wage,
    missing,
    progress_by_site,
)
from rules.builders_antiquity.costs import extra_coins, send_cost
from rules.builders_antiquity.state import BuildersState, Member, Player, Step, crew_member
from rules.core import Action

# Coins enough to pay the extra actions of any take-money action (so the lists of those
# actions, cached by coins, stay few).
_ENOUGH_FOR_ANY_MONEY = data.EXTRA_ACTION_COST * max(data.TAKE_MONEY)


def legal_actions(state: BuildersState) -> list[Action]:
    if state.over:
        return []
    player = state.players[state.current]
    if state.step is not None:
        return _step_actions(state, player, state.step)
    coins = player.coins
    one = extra_coins(state, 1)
    actions: list[Action] = []
    if one <= coins:
        actions += [start_action(b, one) for b in state.building_row]
        actions += [hire_action(w, one) for w in state.worker_row]
        for m in player.crew:
            if m.kind == "slave" and not m.freed and m.site is None:
                actions.append(free_action(m.card, one))
        if not state.invested:
            actions.extend(_investment_actions(state, player, one))
    if player.sites:
        # A member may be sent when its wage plus the extra actions of the cheapest building
        # (the one fewest were sent to this turn) is affordable: the site step's test,
        # done once for every member.
        sent = state.sent
        fewest = min(sent.get(site, 0) for site in player.sites) if sent else 0
        cheapest = extra_coins(state, fewest + 1)
        for m in player.crew:
            if m.site is None and member_wage(m) + cheapest <= coins:
                actions.append(send_action(m.card, m.kind, m.freed, m.university, m.tool))
    actions += take_money_actions(state.actions_left, min(coins, _ENOUGH_FOR_ANY_MONEY))
    actions.append(END_ACTION)
    return actions


@cache
def take_money_actions(actions_left: int, coins: int) -> tuple[Action, ...]:
    """The take-money actions a player with ``coins`` can pay for, ``actions_left`` free
    actions left: the same few lists all game long, made once."""
    options = []
    for spent in data.TAKE_MONEY:
        extra = data.EXTRA_ACTION_COST * max(0, spent - actions_left)
        if extra <= coins:
            options.append(take_money_action(spent, extra))
    return tuple(options)


def _investment_actions(state: BuildersState, player: Player, one: int) -> list[Action]:
    actions: list[Action] = []
    if data.SLAVE_COST + one <= player.coins:
        actions.extend(buy_slave_action(s, one) for s in state.slaves)
    if data.TOOL_COST + one <= player.coins:
        actions.extend(buy_tool_action(t, one) for t in state.tools)
    if state.loans:
        actions.append(loan_action(one))
    if data.UNIVERSITY_COST + one <= player.coins and any(_educable(m) for m in player.crew):
        actions.extend(educate_action(u, one) for u in state.universities)
    return actions


def _educable(member: Member) -> bool:
    return member.site is None and member.university is None and can_carry_tool(member)


def _step_actions(state: BuildersState, player: Player, step: Step) -> list[Action]:
    if step.kind == "site":
        member = crew_member(player, step.card)
        progress = progress_by_site(player)
        actions = []
        for site in player.sites:
            spent, coins = send_cost(state, member, site)
            if coins <= player.coins:
                need = data.BUILDING_BY_ID[site].cost
                lacking = missing(need, progress.get(site, NO_PROGRESS))
                actions.append(site_action(site, lacking, spent, coins))
        return actions
    if step.kind == "tool":
        in_use = {m.tool for m in player.crew}
        return [tool_action(t) for t in player.tools if t not in in_use] + [NO_TOOL_ACTION]
    return [worker_action(m) for m in player.crew if _educable(m)]
