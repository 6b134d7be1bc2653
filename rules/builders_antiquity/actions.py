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

from rules.builders_antiquity import data, words
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
from rules.words import Words


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


END_ACTION = Action(Verb.END.value, Words("End your turn", "builders-action-end"))


# Cards printed alike (two Craftsmen make 1 of everything): their number tells two options apart.
_TWINS = frozenset(
    w.id
    for w in data.WORKERS
    if sum((o.kind, o.produces, o.wage) == (w.kind, w.produces, w.wage) for o in data.WORKERS) > 1
)


def short_resources(values: Resources) -> str:
    """What a card makes or a building needs as a label writes it: "1 stone 2 arch"."""
    return words.short_resources(values)


@cache
def cost_note(actions: int, coins: int) -> str:
    """What an action costs, in words a label can hold: "2 actions, pay 5"."""
    english = f"{actions} action" + ("s" if actions != 1 else "")
    if coins:
        english = f"{english}, pay {coins}"
    return Words(english, "builders-w-cost", actions=actions, coins=coins)


def crew_name(card: str, name: str) -> str:
    """A crew card's name on a label: twins get their number, so no two options read alike."""
    if card in _TWINS:
        return words.twin(name, int(card.rpartition("_")[2]))
    return name


@cache
def start_action(building: str, one: int) -> Action:
    card = data.BUILDING_BY_ID[building]
    name, cost = words.building(building), cost_note(1, one)
    if card.produces is not None:
        made = short_resources(card.produces)
        label = Words(
            f"Start {name}: machine making {made}, {card.vp} VP ({cost})",
            "builders-w-start-machine",
            building=name,
            made=made,
            vp=card.vp,
            cost=cost,
        )
    else:
        label = Words(
            f"Start {name}: earn {card.coins}, {card.vp} VP ({cost})",
            "builders-w-start",
            building=name,
            coins=card.coins,
            vp=card.vp,
            cost=cost,
        )
    return Action(f"{Verb.START}:{building}", label)


@cache
def hire_action(worker_id: str, one: int) -> Action:
    worker = data.WORKER_BY_ID[worker_id]
    name = crew_name(worker_id, words.worker(worker.kind))
    made, cost = short_resources(worker.produces), cost_note(1, one)
    return Action(
        f"{Verb.HIRE}:{worker_id}",
        Words(
            f"Hire {name}: {made}, wage {worker.wage} ({cost})",
            "builders-w-hire",
            worker=name,
            made=made,
            wage=worker.wage,
            cost=cost,
        ),
    )


@cache
def free_action(slave: str, one: int) -> Action:
    made, cost = short_resources(data.SLAVE_BY_ID[slave].produces), cost_note(1, one)
    return Action(
        f"{Verb.FREE}:{slave}",
        Words(f"Free the slave making {made} ({cost})", "builders-w-free", made=made, cost=cost),
    )


@cache
def send_action(
    card: str, kind: MemberKind, freed: bool, university: str | None, tool: str | None
) -> Action:
    member = Member(card=card, kind=kind, freed=freed, university=university, tool=tool)
    name = crew_name(card, member_name(member))
    made, wage = short_resources(member_production(member)), member_wage(member)
    return Action(
        f"{Verb.SEND}:{card}",
        Words(
            f"Send {name} ({made}, wage {wage})",
            "builders-w-send",
            member=name,
            made=made,
            wage=wage,
        ),
    )


@cache
def take_money_action(spent: int, extra: int) -> Action:
    money, cost = sestertii(data.TAKE_MONEY[spent]), cost_note(spent, extra)
    return Action(
        f"{Verb.TAKE_MONEY}:{spent}",
        Words(f"Earn {money} ({cost})", "builders-w-take-money", money=money, cost=cost),
    )


@cache
def buy_slave_action(slave: str, one: int) -> Action:
    made = short_resources(data.SLAVE_BY_ID[slave].produces)
    cost = cost_note(1, data.SLAVE_COST + one)
    return Action(
        f"{Verb.BUY_SLAVE}:{slave}",
        Words(f"Buy a slave: {made} ({cost})", "builders-w-buy-slave", made=made, cost=cost),
    )


@cache
def buy_tool_action(tool_id: str, one: int) -> Action:
    tool, made = words.tool(tool_id), words.short(data.TOOL_BY_ID[tool_id].resource, 1)
    cost = cost_note(1, data.TOOL_COST + one)
    return Action(
        f"{Verb.BUY_TOOL}:{tool_id}",
        Words(
            f"Buy the {tool}: +{made} ({cost})",
            "builders-w-buy-tool",
            card=tool_id,
            tool=tool,
            made=made,
            cost=cost,
        ),
    )


@cache
def loan_action(one: int) -> Action:
    cost = cost_note(1, one)
    return Action(
        Verb.LOAN.value,
        Words(
            f"Take a loan: earn {data.LOAN_GAIN}, repay {data.LOAN_REPAY} at the end ({cost})",
            "builders-w-loan",
            gain=data.LOAN_GAIN,
            repay=data.LOAN_REPAY,
            cost=cost,
        ),
    )


@cache
def educate_action(university: str, one: int) -> Action:
    made = words.short(data.UNIVERSITY_BY_ID[university].resource, data.UNIVERSITY_VALUE)
    cost = cost_note(1, data.UNIVERSITY_COST + one)
    return Action(
        f"{Verb.EDUCATE}:{university}",
        Words(f"Educate a worker: {made} ({cost})", "builders-w-educate", made=made, cost=cost),
    )


# Bounded: what a building still needs and the sestertii it costs take many values.
@lru_cache(maxsize=4096)
def site_action(site: str, missing: Resources, actions: int, coins: int) -> Action:
    """Send the member being sent to ``site``, which still needs ``missing``."""
    name, needs, cost = words.building(site), short_resources(missing), cost_note(actions, coins)
    return Action(
        f"{Verb.SITE}:{site}",
        Words(
            f"{name}: needs {needs} ({cost})",
            "builders-w-site",
            building=name,
            needs=needs,
            cost=cost,
        ),
    )


@cache
def tool_action(tool_id: str) -> Action:
    tool, made = words.tool(tool_id), words.short(data.TOOL_BY_ID[tool_id].resource, 1)
    return Action(
        f"{Verb.TOOL}:{tool_id}",
        Words(f"With the {tool} (+{made})", "builders-w-tool", card=tool_id, tool=tool, made=made),
    )


NO_TOOL_ACTION = Action(f"{Verb.TOOL}:{NO_TOOL}", Words("Without a tool", "builders-w-no-tool"))


def worker_action(member: Crew) -> Action:
    """Give the university card being placed to ``member``."""
    made = short_resources(member_production(member))
    name = crew_name(member.card, member_name(member))
    return Action(
        f"{Verb.WORKER}:{member.card}",
        Words(f"{name} ({made})", "builders-w-worker", member=name, made=made),
    )
