"""Who stands where in Porta Nigra, worked out from the public view for the images: each
player's bricks per building (a master builder reward at every 3rd), who leads each majority
area, and what the master builder's walk costs."""

from __future__ import annotations

from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

# The majority areas in the order the images list them, as scoring.majorities names them.
AREAS: dict[str, tuple[str, ...]] = {
    "BA": ("BA-A", "BA-B"),
    "AM": ("AM-A", "AM-B", "AM-C"),
    "CW": ("CW",),
    "PN": tuple(f"PN-{level}" for level in d.PN_LEVEL_MAJORITY),
}


def bricks_in(view: PortaNigraView, building: str) -> list[int]:
    """Per player (in turn order), the bricks of their sections in ``building``: what the
    master builder rewards count (one at 3, 6, 9...)."""
    counts = [0] * len(view.players)
    for sec in view.sections:
        if d.SITES[sec.site].building == building:
            counts[sec.owner] += sec.height
    return counts


def leaders(view: PortaNigraView) -> dict[str, list[int]]:
    """Per majority area, the players leading it now (several when tied, none while empty).
    The strength is the one scoring.majority ranks: bricks (sections at a Porta Nigra level),
    then the values of the sections, best first."""
    counted: dict[str, dict[int, list[int]]] = {a: {} for areas in AREAS.values() for a in areas}
    for sec in view.sections:
        site = d.SITES[sec.site]
        value = d.VALUE[site.colour]
        if site.building == "PN":
            for level in d.PN_LEVEL_MAJORITY:
                if sec.height >= level:
                    counted[f"PN-{level}"].setdefault(sec.owner, [0])[0] += 1
                    counted[f"PN-{level}"][sec.owner].append(value)
            continue
        area = f"{site.building}-{site.row}" if site.row else site.building
        entry = counted[area].setdefault(sec.owner, [0])
        entry[0] += sec.height
        entry.append(value)
    out: dict[str, list[int]] = {}
    for area, per_player in counted.items():
        strengths = {i: (v[0], sorted(v[1:], reverse=True)) for i, v in per_player.items()}
        best = max(strengths.values(), default=None)
        out[area] = sorted(i for i, s in strengths.items() if s == best)
    return out


def walk_cost(view: PortaNigraView, player: int, building: str) -> int | None:
    """Sestertii ``player``'s master builder pays to walk (clockwise) to ``building``'s
    quarter; None before he is first placed (the first placement is free)."""
    here = view.players[player].builder
    return None if here < 0 else d.move_cost(here, d.BUILDING_QUARTER[building])
