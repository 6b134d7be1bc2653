"""The actions of a turn, each built once.

An action's id and label depend only on a card and the sestertii one more action costs, so each
distinct action is made once and then reused (actions are frozen): building the label strings
anew for every state was most of the time spent listing legal actions.
"""

from __future__ import annotations

from functools import cache

from rules.builders_antiquity import data
from rules.builders_antiquity.cards import (
    member_name,
    member_production,
    member_wage,
    resources_text,
    sestertii,
)
from rules.builders_antiquity.data import RESOURCES
from rules.builders_antiquity.state import Member
from rules.core import Action

END_ACTION = Action("end", "End your turn")


def cost_note(actions: int, coins: int) -> str:
    words = f"{actions} action" + ("s" if actions != 1 else "")
    return f"{words}, {sestertii(coins)}" if coins else words


@cache
def start_action(building: str, one: int) -> Action:
    card = data.BUILDING_BY_ID[building]
    what = "machine" if card.is_machine else f"{card.coins} sestertii, {card.vp} VP"
    return Action(f"start:{building}", f"Start {card.name} ({what}; {cost_note(1, one)})")


@cache
def hire_action(worker_id: str, one: int) -> Action:
    worker = data.WORKER_BY_ID[worker_id]
    return Action(
        f"hire:{worker_id}",
        f"Hire {worker.kind}: {resources_text(worker.produces)}, "
        f"wage {worker.wage} ({cost_note(1, one)})",
    )


@cache
def free_action(slave: str, one: int) -> Action:
    return Action(f"free:{slave}", f"Free a slave ({cost_note(1, one)})")


@cache
def send_action(
    card: str, kind: str, freed: bool, university: str | None, tool: str | None
) -> Action:
    member = Member(card=card, kind=kind, freed=freed, university=university, tool=tool)
    return Action(
        f"send:{card}",
        f"Send {member_name(member)} ({resources_text(member_production(member))}, "
        f"wage {member_wage(member)}) to a building",
    )


@cache
def take_money_action(spent: int, extra: int) -> Action:
    return Action(
        f"take-money:{spent}",
        f"Take {sestertii(data.TAKE_MONEY[spent])} ({cost_note(spent, extra)})",
    )


@cache
def buy_slave_action(slave: str, one: int) -> Action:
    made = resources_text(data.SLAVE_BY_ID[slave].produces)
    return Action(
        f"buy-slave:{slave}", f"Buy a slave: {made} ({cost_note(1, data.SLAVE_COST + one)})"
    )


@cache
def buy_tool_action(tool_id: str, one: int) -> Action:
    tool = data.TOOL_BY_ID[tool_id]
    return Action(
        f"buy-tool:{tool_id}",
        f"Buy the {tool.name}: +1 {RESOURCES[tool.resource]} "
        f"({cost_note(1, data.TOOL_COST + one)})",
    )


@cache
def loan_action(one: int) -> Action:
    return Action(
        "loan",
        f"Take a loan: +{data.LOAN_GAIN} sestertii, repay {data.LOAN_REPAY} at the end "
        f"({cost_note(1, one)})",
    )


@cache
def educate_action(university: str, one: int) -> Action:
    what = RESOURCES[data.UNIVERSITY_BY_ID[university].resource]
    return Action(
        f"educate:{university}",
        f"Educate a worker: {data.UNIVERSITY_VALUE} {what} "
        f"({cost_note(1, data.UNIVERSITY_COST + one)})",
    )
