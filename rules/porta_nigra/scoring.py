"""Final scoring: building card sets, final scoring cards, the play area, majorities."""

from __future__ import annotations

from rules.porta_nigra.data import (
    HONOR_CARDS,
    MAJORITY,
    PN_LEVEL_MAJORITY,
    SET_SCORE,
    SITES,
    VALUE,
)
from rules.porta_nigra.state import Player, PortaNigraState

# A contender in one majority: (bricks or sections counted, section values best first).
Strength = tuple[int, tuple[int, ...]]


def majority(strengths: dict[int, Strength], first: int, second: int) -> dict[int, int]:
    """VP per player for one majority area (rulebook HU p.10-11, spec §9 rule 13).

    More counted wins; a tie goes to the more valuable sections (best colour first). If players
    are still tied for 1st, each gets the 2nd-place VP and nobody else scores; players still tied
    for 2nd get nothing.
    """
    ranked = sorted(((v, i) for i, v in strengths.items() if v[0] > 0), reverse=True)
    if not ranked:
        return {}
    best = ranked[0][0]
    top = [i for v, i in ranked if v == best]
    if len(top) > 1:
        return {i: second for i in top}
    result = {top[0]: first}
    rest = ranked[1:]
    if rest and (len(rest) == 1 or rest[1][0] != rest[0][0]):
        result[rest[0][1]] = second
    return result


def majorities(state: PortaNigraState) -> dict[int, dict[str, int]]:
    """Per player, the VP won in each majority area ("BA-A", ..., "CW", "PN-3" ... "PN-8")."""
    bricks: dict[tuple[str, str], dict[int, list[int]]] = {a: {} for a in MAJORITY}
    pn: list[tuple[int, int, int]] = []  # (owner, height, value)
    for site_id, sec in state.sections.items():
        site = SITES[site_id]
        if site.building == "PN":
            pn.append((sec.owner, sec.height, VALUE[site.colour]))
            continue
        entry = bricks[(site.building, site.row)].setdefault(sec.owner, [0])
        entry[0] += sec.height
        entry.append(VALUE[site.colour])
    won: dict[int, dict[str, int]] = {i: {} for i in range(len(state.players))}
    for (building, row), per_player in bricks.items():
        strengths = {i: (v[0], tuple(sorted(v[1:], reverse=True))) for i, v in per_player.items()}
        name = f"{building}-{row}" if row else building
        for i, vp in majority(strengths, *MAJORITY[(building, row)]).items():
            won[i][name] = vp
    for level, (first, second) in PN_LEVEL_MAJORITY.items():
        values: dict[int, list[int]] = {}
        for owner, height, value in pn:
            if height >= level:
                values.setdefault(owner, []).append(value)
        strengths = {i: (len(v), tuple(sorted(v, reverse=True))) for i, v in values.items()}
        for i, vp in majority(strengths, first, second).items():
            won[i][f"PN-{level}"] = vp
    return won


def building_sets(cards: list[str]) -> int:
    """VP for building cards in groups of different buildings (2/6/12/20 for 1-4 cards).

    Taking the largest group each time is optimal because the table grows ever faster.
    """
    counts: dict[str, int] = {}
    for card in cards:
        building = card.split(":")[0]
        counts[building] = counts.get(building, 0) + 1
    total = 0
    left = list(counts.values())
    while any(left):
        total += SET_SCORE[sum(1 for c in left if c > 0)]
        left = [c - 1 for c in left if c > 1]
    return total


def play_area(player: Player) -> int:
    """1 VP per Roman, per full 3 sestertii, per influence, per torch and per brick left."""
    return (
        player.romans + player.money // 3 + player.influence + player.torches + sum(player.bricks)
    )


def final_scoring(state: PortaNigraState) -> None:
    """Add the four final scoring steps to every player's VP and record the breakdown."""
    won = majorities(state)
    for i, player in enumerate(state.players):
        parts = {
            "before": player.vp,
            "building_cards": building_sets(player.building_cards),
            "final_cards": sum(HONOR_CARDS[h].amount for h in player.final_cards),
            "play_area": play_area(player),
            "majorities": sum(won[i].values()),
        }
        for area, vp in sorted(won[i].items()):
            parts[f"majority {area}"] = vp
        player.vp += (
            parts["building_cards"]
            + parts["final_cards"]
            + parts["play_area"]
            + parts["majorities"]
        )
        parts["total"] = player.vp
        state.final[player.seat] = parts
