"""The action ids of The Builders and the actions of a turn, each built once.

Every id is ``verb`` or ``verb:argument`` (a card id, or the number of actions spent for money);
this module alone writes them (the ``*_action`` builders) and reads them (:func:`parse`), so the
engine, the reasons for refusals and the Discord side agree on one spelling.

An action's id and label depend only on a card and the sestertii one more action costs, so each
distinct action is made once and then reused (actions are frozen): building the label strings
anew for every state was most of the time spent listing legal actions.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache, lru_cache

from rules.builders_antiquity import data
from rules.builders_antiquity.cards import (
    Crew,
    member_name,
    member_production,
    member_wage,
    sestertii,
)
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.state import Member, MemberKind
from rules.core import Action


class Verb(StrEnum):
    """The first part of an action id: what the action does."""

    START = "start"  # start:<building>
    HIRE = "hire"  # hire:<worker>
    FREE = "free"  # free:<slave>
    SEND = "send"  # send:<crew card>, then a SITE step
    TAKE_MONEY = "take-money"  # take-money:<actions spent>
    BUY_SLAVE = "buy-slave"  # buy-slave:<slave>
    BUY_TOOL = "buy-tool"  # buy-tool:<tool>
    LOAN = "loan"
    EDUCATE = "educate"  # educate:<university>, then a WORKER step
    END = "end"
    SITE = "site"  # site:<building>: where the member being sent goes
    TOOL = "tool"  # tool:<tool> or tool:none: what it takes there
    WORKER = "worker"  # worker:<crew card>: who gets the university card


# The investments: one per turn.
INVESTMENTS = frozenset({Verb.BUY_SLAVE, Verb.BUY_TOOL, Verb.LOAN, Verb.EDUCATE})
# The argument of "tool:none": the member goes without a tool.
NO_TOOL = "none"
_VERBS = {verb.value: verb for verb in Verb}


def parse(action_id: str) -> tuple[Verb | None, str]:
    """The verb of ``action_id`` (None when it names no action of this game) and its argument
    ("" when it has none)."""
    verb, _, arg = action_id.partition(":")
    return _VERBS.get(verb), arg


END_ACTION = Action(Verb.END.value, "End your turn")


# The resources as labels write them: short enough that the longest label of a decision
# (Lighthouse of Alexandria, every resource, extra actions) fits a Discord button whole. The
# rules text (cogs/builders_antiquity) explains "arch" and "deco".
_SHORT = ("stone", "wood", "arch", "deco")
# Cards printed alike (two Craftsmen make 1 of everything): their number tells two options apart.
_TWINS = frozenset(
    w.id
    for w in data.WORKERS
    if sum((o.kind, o.produces, o.wage) == (w.kind, w.produces, w.wage) for o in data.WORKERS) > 1
)


def short_resources(values: Resources) -> str:
    return " ".join(f"{n} {_SHORT[r]}" for r, n in enumerate(values) if n) or "nothing"


def cost_note(actions: int, coins: int) -> str:
    """What an action costs, in words a label can hold: "2 actions, pay 5"."""
    words = f"{actions} action" + ("s" if actions != 1 else "")
    return f"{words}, pay {coins}" if coins else words


def crew_name(card: str, name: str) -> str:
    """A crew card's name on a label: twins get their number, so no two options read alike."""
    return f"{name} #{card.rpartition('_')[2]}" if card in _TWINS else name


@cache
def start_action(building: str, one: int) -> Action:
    card = data.BUILDING_BY_ID[building]
    what = (
        f"machine making {short_resources(card.produces)}"
        if card.produces is not None
        else f"earn {card.coins}"
    )
    return Action(
        f"{Verb.START}:{building}", f"Start {card.name}: {what}, {card.vp} VP ({cost_note(1, one)})"
    )


@cache
def hire_action(worker_id: str, one: int) -> Action:
    worker = data.WORKER_BY_ID[worker_id]
    return Action(
        f"{Verb.HIRE}:{worker_id}",
        f"Hire {crew_name(worker_id, worker.kind)}: {short_resources(worker.produces)}, "
        f"wage {worker.wage} ({cost_note(1, one)})",
    )


@cache
def free_action(slave: str, one: int) -> Action:
    made = short_resources(data.SLAVE_BY_ID[slave].produces)
    return Action(f"{Verb.FREE}:{slave}", f"Free the slave making {made} ({cost_note(1, one)})")


@cache
def send_action(
    card: str, kind: MemberKind, freed: bool, university: str | None, tool: str | None
) -> Action:
    member = Member(card=card, kind=kind, freed=freed, university=university, tool=tool)
    return Action(
        f"{Verb.SEND}:{card}",
        f"Send {crew_name(card, member_name(member))} "
        f"({short_resources(member_production(member))}, wage {member_wage(member)})",
    )


@cache
def take_money_action(spent: int, extra: int) -> Action:
    return Action(
        f"{Verb.TAKE_MONEY}:{spent}",
        f"Earn {sestertii(data.TAKE_MONEY[spent])} ({cost_note(spent, extra)})",
    )


@cache
def buy_slave_action(slave: str, one: int) -> Action:
    made = short_resources(data.SLAVE_BY_ID[slave].produces)
    return Action(
        f"{Verb.BUY_SLAVE}:{slave}", f"Buy a slave: {made} ({cost_note(1, data.SLAVE_COST + one)})"
    )


@cache
def buy_tool_action(tool_id: str, one: int) -> Action:
    tool = data.TOOL_BY_ID[tool_id]
    return Action(
        f"{Verb.BUY_TOOL}:{tool_id}",
        f"Buy the {tool.name}: +1 {_SHORT[tool.resource]} ({cost_note(1, data.TOOL_COST + one)})",
    )


@cache
def loan_action(one: int) -> Action:
    return Action(
        Verb.LOAN.value,
        f"Take a loan: earn {data.LOAN_GAIN}, repay {data.LOAN_REPAY} at the end "
        f"({cost_note(1, one)})",
    )


@cache
def educate_action(university: str, one: int) -> Action:
    what = _SHORT[data.UNIVERSITY_BY_ID[university].resource]
    return Action(
        f"{Verb.EDUCATE}:{university}",
        f"Educate a worker: {data.UNIVERSITY_VALUE} {what} "
        f"({cost_note(1, data.UNIVERSITY_COST + one)})",
    )


# Bounded: what a building still needs and the sestertii it costs take many values.
@lru_cache(maxsize=4096)
def site_action(site: str, missing: Resources, actions: int, coins: int) -> Action:
    """Send the member being sent to ``site``, which still needs ``missing``."""
    name = data.BUILDING_BY_ID[site].name
    return Action(
        f"{Verb.SITE}:{site}",
        f"{name}: needs {short_resources(missing)} ({cost_note(actions, coins)})",
    )


@cache
def tool_action(tool_id: str) -> Action:
    tool = data.TOOL_BY_ID[tool_id]
    return Action(f"{Verb.TOOL}:{tool_id}", f"With the {tool.name} (+1 {_SHORT[tool.resource]})")


NO_TOOL_ACTION = Action(f"{Verb.TOOL}:{NO_TOOL}", "Without a tool")


def worker_action(member: Crew) -> Action:
    """Give the university card being placed to ``member``."""
    made = short_resources(member_production(member))
    name = crew_name(member.card, member_name(member))
    return Action(f"{Verb.WORKER}:{member.card}", f"{name} ({made})")
