"""Why an action of The Builders is not legal now, in words a player understands.

Only called once an id has been refused (it is not among the legal actions), so each check can
name the first rule the action breaks.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.builders_antiquity import data
from rules.builders_antiquity.actions import INVESTMENTS, Verb, parse
from rules.builders_antiquity.cards import (
    can_carry_tool,
    member_name,
    member_wage,
    sestertii,
)
from rules.builders_antiquity.state import BuildersState, Member, Player


def explain(state: BuildersState, action_id: str) -> str:
    if state.over:
        return "The game is over."
    player = state.players[state.current]
    verb, arg = parse(action_id)
    if state.step is not None:
        return _explain_step(state, player, verb, arg)
    if verb in {Verb.SITE, Verb.TOOL, Verb.WORKER}:
        return "Choose an action first."
    if verb in INVESTMENTS and state.invested:
        return "You have already made this turn's investment (one per turn)."
    if verb is Verb.START:
        if arg not in state.building_row:
            return _not_on_offer("building", arg, data.BUILDING_BY_ID)
        return _short(state, player, 1, 0, "")
    if verb is Verb.HIRE:
        if arg not in state.worker_row:
            return _not_on_offer("worker", arg, data.WORKER_BY_ID)
        return _short(state, player, 1, 0, "")
    if verb is Verb.BUY_SLAVE:
        if arg not in state.slaves:
            return "That slave is not for sale."
        return _short(state, player, 1, data.SLAVE_COST, "a slave")
    if verb is Verb.BUY_TOOL:
        if arg not in state.tools:
            return "That tool is not for sale."
        return _short(state, player, 1, data.TOOL_COST, "a tool")
    if verb is Verb.LOAN:
        return "There are no loans left." if not state.loans else _short(state, player, 1, 0, "")
    if verb is Verb.EDUCATE:
        if arg not in state.universities:
            return "That university card is not available."
        if not any(
            m.site is None and m.university is None and can_carry_tool(m) for m in player.crew
        ):
            return "You have no available worker that can be educated."
        return _short(state, player, 1, data.UNIVERSITY_COST, "a university")
    member = _find(player, arg)
    if verb is Verb.FREE:
        if member is None or member.kind != "slave" or member.freed:
            return "You have no such slave."
        if member.site is not None:
            return "Only a slave that is not working on a building can be freed."
        return _short(state, player, 1, 0, "")
    if verb is Verb.SEND:
        if member is None:
            return "You have no such worker."
        if member.site is not None:
            return (
                f"That {member_name(member)} is already working on the "
                f"{data.BUILDING_BY_ID[member.site].name} until it is finished."
            )
        if not player.sites:
            return "You have no building under construction: start one first."
        cheapest = min(state.sent.get(site, 0) + 1 for site in player.sites)
        return _short(state, player, cheapest, member_wage(member), "the wage")
    if verb is Verb.TAKE_MONEY and arg.isdigit() and int(arg) in data.TAKE_MONEY:
        return _short(state, player, int(arg), 0, "")
    return f"'{action_id}' is not an action of The Builders."


def _explain_step(state: BuildersState, player: Player, verb: Verb | None, arg: str) -> str:
    step = state.step
    assert step is not None
    member = _find(player, step.card)
    if step.kind == "site":
        assert member is not None
        if verb is Verb.TOOL:
            if not can_carry_tool(member):
                what = "A machine" if member.kind == "machine" else "A slave"
                return f"{what} cannot use a tool."
            return "Choose the building first, then the tool."
        if verb is not Verb.SITE:
            return f"Choose the building to send the {member_name(member)} to."
        if arg not in player.sites:
            return "That is not one of your buildings under construction."
        actions = state.sent.get(arg, 0) + 1
        return _short(state, player, actions, member_wage(member), "the wage")
    if step.kind == "tool":
        if verb is not Verb.TOOL:
            return "Choose the tool to send with the worker, or none."
        if arg not in player.tools:
            return "You do not own that tool."
        return "That tool is already in use on another building."
    if verb is not Verb.WORKER:
        return "Choose the worker to educate."
    target = _find(player, arg)
    if target is None:
        return "You have no such worker."
    if target.kind == "slave" and not target.freed:
        return "A slave cannot be educated: free it first."
    if target.kind == "machine":
        return "A machine cannot be educated."
    if target.university is not None:
        return "That worker has already been educated (once per worker)."
    assert target.site is not None
    return (
        f"That {member_name(target)} is working on the {data.BUILDING_BY_ID[target.site].name}; "
        "only an available worker can be educated."
    )


def _find(player: Player, card: str) -> Member | None:
    return next((m for m in player.crew if m.card == card), None)


def _not_on_offer(kind: str, card: str, known: Mapping[str, object]) -> str:
    if card not in known:
        return f"There is no {kind} '{card}'."
    return f"That {kind} is not on offer."


def _short(state: BuildersState, player: Player, actions: int, price: int, what: str) -> str:
    """The message for an action the player cannot pay for: actions beyond the free ones left
    cost 5 sestertii each, on top of the price."""
    extra = max(0, actions - state.actions_left)
    need = price + data.EXTRA_ACTION_COST * extra
    parts = []
    if price:
        parts.append(f"{sestertii(price)} for {what}")
    if extra:
        parts.append(
            f"{sestertii(data.EXTRA_ACTION_COST * extra)} for {extra} extra action"
            + ("s" if extra > 1 else "")
            + f" ({state.actions_left} free left)"
        )
    return (
        f"Not enough sestertii: that needs {sestertii(need)} ({', '.join(parts)}), "
        f"and you have {sestertii(player.coins)}."
    )
