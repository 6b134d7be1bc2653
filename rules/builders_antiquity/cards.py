"""What the cards make, cost and score: the arithmetic shared by the engine, its messages and
its views."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Protocol

from rules.builders_antiquity import data, words
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.state import MemberKind, Player


class Crew(Protocol):
    """A crew card as the state holds it (``state.Member``) or a view shows it
    (``view.MemberView``): what it makes, costs and is called follows from these alone."""

    @property
    def card(self) -> str: ...

    @property
    def kind(self) -> MemberKind: ...

    @property
    def freed(self) -> bool: ...

    @property
    def university(self) -> str | None: ...

    @property
    def tool(self) -> str | None: ...


def resources_text(values: Resources) -> str:
    """ "1 stone, 2 architecture" (or "nothing"), said in the reader's language."""
    return words.resources_text(values)


def article(name: str) -> str:
    return f"an {name}" if name[0] in "AEIOU" else f"a {name}"


def sestertii(n: int) -> str:
    return words.sestertii(n)


def member_production(member: Crew) -> Resources:
    """What ``member`` adds to a building: its card, a university on it, and its tool."""
    return _production(member.kind, member.card, member.university, member.tool)


@cache
def _production(kind: MemberKind, card: str, university: str | None, tool: str | None) -> Resources:
    # Cached: the sums of a building's progress ask it for every member on every step.
    if kind == "machine":
        produced = data.BUILDING_BY_ID[card].produces
        assert produced is not None
        values = list(produced)
    elif kind == "slave":
        values = list(data.SLAVE_BY_ID[card].produces)
    else:
        values = list(data.WORKER_BY_ID[card].produces)
    if university is not None:
        r = data.UNIVERSITY_BY_ID[university].resource
        if data.UNIVERSITY_RULE == "override_slot":
            values[r] = max(values[r], data.UNIVERSITY_VALUE)
        elif data.UNIVERSITY_RULE == "add":
            values[r] += data.UNIVERSITY_VALUE
        else:
            values = [0, 0, 0, 0]
            values[r] = data.UNIVERSITY_VALUE
    if tool is not None:
        values[data.TOOL_BY_ID[tool].resource] += 1
    return (values[0], values[1], values[2], values[3])


def member_wage(member: Crew) -> int:
    if member.kind == "machine":
        return 0
    if member.kind == "slave":
        return data.FREED_SLAVE_WAGE if member.freed else 0
    return data.WORKER_BY_ID[member.card].wage


def member_name(member: Crew) -> str:
    return words.member_name(member.kind, member.card, member.freed)


def a_member(member: Crew) -> str:
    """``member`` with its indefinite article ("an Apprentice"), as a sentence's object."""
    return words.a_member(member.kind, member.card, member.freed)


def can_carry_tool(member: Crew) -> bool:
    # Slaves cannot use tools; machines neither (STAND-IN, spec §11.10).
    return member.kind == "worker" or (member.kind == "slave" and member.freed)


def site_progress(player: Player, site: str) -> Resources:
    totals = [0, 0, 0, 0]
    for member in player.crew:
        if member.site == site:
            for r, n in enumerate(member_production(member)):
                totals[r] += n
    return (totals[0], totals[1], totals[2], totals[3])


def progress_by_site(player: Player) -> dict[str, Resources]:
    """``site_progress`` of every building the crew works on, in one pass over the crew."""
    totals: dict[str, Resources] = {}
    for member in player.crew:
        site = member.site
        if site is not None:
            made = member_production(member)
            have = totals.get(site)
            totals[site] = made if have is None else _added(have, made)
    return totals


def _added(a: Resources, b: Resources) -> Resources:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


# The progress of a building nobody works on yet.
NO_PROGRESS: Resources = (0, 0, 0, 0)


def missing(need: Resources, have: Resources) -> Resources:
    """What a building that needs ``need`` still lacks with ``have`` on it (surplus is lost)."""
    return (
        max(0, need[0] - have[0]),
        max(0, need[1] - have[1]),
        max(0, need[2] - have[2]),
        max(0, need[3] - have[3]),
    )


def victory_points(player: Player) -> int:
    """VP from finished buildings and machines: what the 17-VP end trigger counts."""
    built = sum(data.BUILDING_BY_ID[b].vp for b in player.completed)
    machines = sum(data.BUILDING_BY_ID[m.card].vp for m in player.crew if m.kind == "machine")
    return built + machines


def settle(player: Player) -> dict[str, int]:
    """Final scoring step 1 (§10): free available slaves at 5, then repay loans at 15.

    Each payment is worth +0.5 VP (a slave: −0.5 + 1, a loan: −1.5 + 2), so a player always
    makes as many as they can afford; freeing first is cheapest, which maximises their number.
    """
    coins = player.coins
    slaves = [m for m in player.crew if m.kind == "slave" and not m.freed]
    freeable = sum(1 for m in slaves if m.site is None)
    freed = min(freeable, coins // data.FREE_SLAVE_AT_SCORING)
    coins -= freed * data.FREE_SLAVE_AT_SCORING
    repaid = min(len(player.loans), coins // data.LOAN_REPAY)
    coins -= repaid * data.LOAN_REPAY
    vp = victory_points(player)
    slaves_kept = len(slaves) - freed
    loans_unpaid = len(player.loans) - repaid
    tenths = (
        10 * vp
        - 10 * data.SLAVE_PENALTY_VP * slaves_kept
        - 10 * data.LOAN_PENALTY_VP * loans_unpaid
        + coins
    )
    return {
        "vp": vp,
        "slaves_freed": freed,
        "slaves_kept": slaves_kept,
        "loans_repaid": repaid,
        "loans_unpaid": loans_unpaid,
        "coins_left": coins,
        "score_tenths": tenths,
    }


def top_seats(seats: Sequence[str], score_tenths: dict[str, int]) -> list[str]:
    """The winners: every seat on the top score, in seat order (ties share the win)."""
    top = max(score_tenths.values())
    return [seat for seat in seats if score_tenths[seat] == top]
