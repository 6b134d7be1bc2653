"""What The Builders' events say, as ``Words``: a phrase whose subject is the event's seat (the
front end puts the player's name first), or a whole sentence when no seat acts."""

from __future__ import annotations

from functools import cache, lru_cache

from rules.builders_antiquity import data, words
from rules.builders_antiquity.cards import sestertii
from rules.builders_antiquity.state import MemberKind
from rules.words import Words

FREED = Words("freed a slave", "builders-ev-freed")
ENDED = Words("ended the turn", "builders-ev-ended")
REACHED = Words(
    f"reached {data.END_TRIGGER_VP} VP: this round is the last",
    "builders-ev-reached",
    vp=data.END_TRIGGER_VP,
)
OVER = Words("The game is over.", "rules-game-over")
STALLED = Words(
    f"Nobody has finished a building for {data.STALL_ROUNDS} rounds: the table cannot "
    "progress, so the game is stopped here (a safety stop, not the rulebook's end at "
    f"{data.END_TRIGGER_VP} VP).",
    "builders-ev-stalled",
    rounds=data.STALL_ROUNDS,
    vp=data.END_TRIGGER_VP,
)


# The events said most often, made once.
@cache
def took(amount: int) -> Words:
    money = sestertii(amount)
    return Words(f"took {money}", "builders-ev-took-money", money=money)


@cache
def started(building: str) -> Words:
    the = words.the_building(building)
    return Words(f"started {the}", "builders-ev-started", building=the)


@cache
def hired(worker: str) -> Words:
    who = words.a_member("worker", worker, False)
    return Words(f"hired {who}", "builders-ev-hired", worker=who)


@cache
def finished(site: str) -> Words:
    card, building = data.BUILDING_BY_ID[site], words.the_building(site)
    if card.is_machine:
        return Words(
            f"finished {building}: {card.vp} VP, a new machine",
            "builders-ev-finished-machine",
            building=building,
            vp=card.vp,
        )
    return Words(
        f"finished {building}: {card.coins} sestertii and {card.vp} VP",
        "builders-ev-finished",
        building=building,
        coins=card.coins,
        vp=card.vp,
    )


def paying(said: Words, extra_coins: int) -> Words:
    """``said``, then what its extra actions cost, when it bought any."""
    if not extra_coins:
        return said
    return Words(
        f"{said} (paying {extra_coins} sestertii for extra actions)",
        "builders-ev-paying",
        said=said,
        coins=extra_coins,
    )


# Bounded: a member, a building, a tool and the actions and wage of sending it take many values.
@lru_cache(maxsize=4096)
def sent(
    kind: MemberKind,
    card: str,
    freed: bool,
    site: str,
    tool: str | None,
    actions: int,
    wage: int,
) -> Words:
    who, building = words.a_member(kind, card, freed), words.the_building(site)
    spent = f"{actions} action{'s' if actions > 1 else ''}"
    if tool is None:
        return Words(
            f"sent {who} to {building} ({spent}, wage {wage})",
            "builders-ev-sent",
            worker=who,
            building=building,
            actions=actions,
            wage=wage,
        )
    with_tool = words.the_tool(tool)
    return Words(
        f"sent {who} with {with_tool} to {building} ({spent}, wage {wage})",
        "builders-ev-sent-tool",
        worker=who,
        tool=with_tool,
        building=building,
        actions=actions,
        wage=wage,
    )


# The investments, one a turn (§9).
BOUGHT_SLAVE = Words(
    f"bought a slave for {data.SLAVE_COST} sestertii",
    "builders-ev-bought-slave",
    cost=data.SLAVE_COST,
)
LOAN = Words(
    f"took a loan of {data.LOAN_GAIN} sestertii",
    "builders-ev-loan",
    gain=data.LOAN_GAIN,
)


def educated(who: str, university: str) -> Words:
    made = words.resource_count(data.UNIVERSITY_BY_ID[university].resource, data.UNIVERSITY_VALUE)
    return Words(
        f"educated {who} to make {made} for {data.UNIVERSITY_COST} sestertii",
        "builders-ev-educated",
        worker=who,
        made=made,
        cost=data.UNIVERSITY_COST,
    )


@cache
def bought_tool(tool_id: str) -> Words:
    tool = words.the_tool(tool_id)
    return Words(
        f"bought {tool} for {data.TOOL_COST} sestertii",
        "builders-ev-bought-tool",
        tool=tool,
        cost=data.TOOL_COST,
    )
