"""Why an action of The Builders is not legal now, in words a player understands.

Only called once an id has been refused (it is not among the legal actions), so each check can
name the first rule the action breaks. Every reason is ``Words``: said in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.builders_antiquity import data, words
from rules.builders_antiquity.actions import INVESTMENTS, Verb, parse
from rules.builders_antiquity.cards import (
    can_carry_tool,
    member_name,
    member_wage,
    sestertii,
)
from rules.builders_antiquity.state import BuildersState, Member, Player
from rules.words import Words

_OVER = Words("The game is over.", "rules-game-over")
_ACTION_FIRST = Words("Choose an action first.", "builders-no-action-first")
_INVESTED = Words(
    "You have already made this turn's investment (one per turn).", "builders-no-invested"
)
_SLAVE_SOLD = Words("That slave is not for sale.", "builders-no-slave-sold")
_TOOL_SOLD = Words("That tool is not for sale.", "builders-no-tool-sold")
_NO_LOANS = Words("There are no loans left.", "builders-no-loans")
_NO_UNIVERSITY = Words("That university card is not available.", "builders-no-university")
_NO_EDUCABLE = Words("You have no available worker that can be educated.", "builders-no-educable")
_NO_SUCH_SLAVE = Words("You have no such slave.", "builders-no-such-slave")
_SLAVE_BUSY = Words(
    "Only a slave that is not working on a building can be freed.", "builders-no-slave-busy"
)
_NO_SUCH_WORKER = Words("You have no such worker.", "builders-no-such-worker")
_NO_SITES = Words("You have no building under construction: start one first.", "builders-no-sites")
_BUILDING_FIRST = Words("Choose the building first, then the tool.", "builders-no-building-first")
_NOT_YOUR_SITE = Words(
    "That is not one of your buildings under construction.", "builders-no-not-your-site"
)
_CHOOSE_TOOL = Words("Choose the tool to send with the worker, or none.", "builders-no-choose-tool")
_NOT_YOUR_TOOL = Words("You do not own that tool.", "builders-no-own-tool")
_TOOL_IN_USE = Words("That tool is already in use on another building.", "builders-no-tool-in-use")
_CHOOSE_WORKER = Words("Choose the worker to educate.", "builders-no-choose-worker")
_EDUCATE_SLAVE = Words("A slave cannot be educated: free it first.", "builders-no-educate-slave")
_EDUCATE_MACHINE = Words("A machine cannot be educated.", "builders-no-educate-machine")
_EDUCATED = Words(
    "That worker has already been educated (once per worker).", "builders-no-educated"
)
# What a price pays for, in the refusal of an action the player cannot afford.
_FOR = {"slave": "a slave", "tool": "a tool", "university": "a university", "wage": "the wage"}


def explain(state: BuildersState, action_id: str) -> Words:
    if state.over:
        return _OVER
    player = state.players[state.current]
    verb, arg = parse(action_id)
    if state.step is not None:
        return _explain_step(state, player, verb, arg)
    if verb in {Verb.SITE, Verb.TOOL, Verb.WORKER}:
        return _ACTION_FIRST
    if verb in INVESTMENTS and state.invested:
        return _INVESTED
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
            return _SLAVE_SOLD
        return _short(state, player, 1, data.SLAVE_COST, "slave")
    if verb is Verb.BUY_TOOL:
        if arg not in state.tools:
            return _TOOL_SOLD
        return _short(state, player, 1, data.TOOL_COST, "tool")
    if verb is Verb.LOAN:
        return _NO_LOANS if not state.loans else _short(state, player, 1, 0, "")
    if verb is Verb.EDUCATE:
        if arg not in state.universities:
            return _NO_UNIVERSITY
        if not any(
            m.site is None and m.university is None and can_carry_tool(m) for m in player.crew
        ):
            return _NO_EDUCABLE
        return _short(state, player, 1, data.UNIVERSITY_COST, "university")
    member = _find(player, arg)
    if verb is Verb.FREE:
        if member is None or member.kind != "slave" or member.freed:
            return _NO_SUCH_SLAVE
        if member.site is not None:
            return _SLAVE_BUSY
        return _short(state, player, 1, 0, "")
    if verb is Verb.SEND:
        if member is None:
            return _NO_SUCH_WORKER
        if member.site is not None:
            name, building = member_name(member), words.the_building(member.site)
            return Words(
                f"That {name} is already working on {building} until it is finished.",
                "builders-no-busy",
                member=name,
                building=building,
            )
        if not player.sites:
            return _NO_SITES
        cheapest = min(state.sent.get(site, 0) + 1 for site in player.sites)
        return _short(state, player, cheapest, member_wage(member), "wage")
    if verb is Verb.TAKE_MONEY and arg.isdigit() and int(arg) in data.TAKE_MONEY:
        return _short(state, player, int(arg), 0, "")
    return Words(
        f"'{action_id}' is not an action of The Builders.",
        "builders-no-unknown-action",
        action=action_id,
    )


def _explain_step(state: BuildersState, player: Player, verb: Verb | None, arg: str) -> Words:
    step = state.step
    assert step is not None
    member = _find(player, step.card)
    if step.kind == "site":
        assert member is not None
        if verb is Verb.TOOL:
            if not can_carry_tool(member):
                what = "A machine" if member.kind == "machine" else "A slave"
                return Words(
                    f"{what} cannot use a tool.",
                    "builders-no-tool-kind",
                    kind="machine" if member.kind == "machine" else "slave",
                )
            return _BUILDING_FIRST
        if verb is not Verb.SITE:
            name = member_name(member)
            return Words(
                f"Choose the building to send the {name} to.",
                "builders-no-choose-building",
                member=name,
            )
        if arg not in player.sites:
            return _NOT_YOUR_SITE
        actions = state.sent.get(arg, 0) + 1
        return _short(state, player, actions, member_wage(member), "wage")
    if step.kind == "tool":
        if verb is not Verb.TOOL:
            return _CHOOSE_TOOL
        if arg not in player.tools:
            return _NOT_YOUR_TOOL
        return _TOOL_IN_USE
    if verb is not Verb.WORKER:
        return _CHOOSE_WORKER
    target = _find(player, arg)
    if target is None:
        return _NO_SUCH_WORKER
    if target.kind == "slave" and not target.freed:
        return _EDUCATE_SLAVE
    if target.kind == "machine":
        return _EDUCATE_MACHINE
    if target.university is not None:
        return _EDUCATED
    assert target.site is not None
    name, building = member_name(target), words.the_building(target.site)
    return Words(
        f"That {name} is working on {building}; only an available worker can be educated.",
        "builders-no-educate-busy",
        member=name,
        building=building,
    )


def _find(player: Player, card: str) -> Member | None:
    return next((m for m in player.crew if m.card == card), None)


def _not_on_offer(kind: str, card: str, known: Mapping[str, object]) -> Words:
    if card not in known:
        return Words(
            f"There is no {kind} '{card}'.", "builders-no-unknown-card", kind=kind, card=card
        )
    return Words(f"That {kind} is not on offer.", "builders-no-not-on-offer", kind=kind)


def _short(state: BuildersState, player: Player, actions: int, price: int, what: str) -> Words:
    """The message for an action the player cannot pay for: actions beyond the free ones left
    cost 5 sestertii each, on top of the price (``what`` pays for: a key of ``_FOR``)."""
    extra = max(0, actions - state.actions_left)
    need = price + data.EXTRA_ACTION_COST * extra
    parts: list[Words] = []
    if price:
        money = sestertii(price)
        parts.append(
            Words(f"{money} for {_FOR[what]}", "builders-no-price", money=money, what=what)
        )
    if extra:
        money = sestertii(data.EXTRA_ACTION_COST * extra)
        plural = "s" if extra > 1 else ""
        parts.append(
            Words(
                f"{money} for {extra} extra action{plural} ({state.actions_left} free left)",
                "builders-no-extra",
                money=money,
                extra=extra,
                left=state.actions_left,
            )
        )
    needed, have = sestertii(need), sestertii(player.coins)
    return Words(
        f"Not enough sestertii: that needs {needed} ({', '.join(parts)}), and you have {have}.",
        "builders-no-money",
        need=needed,
        parts=tuple(parts),
        have=have,
    )
