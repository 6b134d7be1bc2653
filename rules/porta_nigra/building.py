"""Building sections: where a player can build, the bricks a section may use, placing it, the
master builder rewards and adding a brick to a Porta Nigra section (§9 rules 8 and 10)."""

from __future__ import annotations

from collections.abc import Iterator

from rules.core import Event
from rules.porta_nigra import data as d
from rules.porta_nigra import events as said
from rules.porta_nigra.events import Events
from rules.porta_nigra.state import Player, PortaNigraState, Section

# ----- where and how a player can build ------------------------------------------------------


def sites(s: PortaNigraState, p: Player, building: str | None = None) -> list[tuple[d.Site, int]]:
    """(site, move cost) of every empty site this player can build on now (§9 rule 8)."""
    return list(buildable_sites(s, p, building))


def can_build(s: PortaNigraState, p: Player) -> bool:
    """Whether ``sites`` lists any site."""
    return next(buildable_sites(s, p, None), None) is not None


def buildable_sites(
    s: PortaNigraState, p: Player, building: str | None
) -> Iterator[tuple[d.Site, int]]:
    """(site, move cost) of every empty site ``p`` can build on now, in ``building`` or in
    any; lazily, so that whether there is any stops at the first."""
    if p.romans == 0:
        return
    bricks = p.bricks
    white = bricks[d.W]
    for b in (building,) if building else d.BUILDINGS:
        move = d.move_cost(p.builder, d.BUILDING_QUARTER[b])
        if p.money < move:
            continue
        for colour, need, group in _SITE_GROUPS[b]:
            if bricks[colour] + (white if colour != d.W else 0) >= need:
                for site in group:
                    if site.id not in s.sections:
                        yield site, move


def _site_groups(building: str) -> tuple[tuple[int, int, tuple[d.Site, ...]], ...]:
    """The sites of ``building`` as (colour, bricks needed at least, sites), in the order of
    d.SITES_BY_BUILDING: one test of the player's bricks answers for a whole group."""
    groups: list[tuple[int, int, list[d.Site]]] = []
    for site in d.SITES_BY_BUILDING[building]:
        need = site.need or d.PN_MIN
        if groups and groups[-1][:2] == (site.colour, need):
            groups[-1][2].append(site)
        else:
            groups.append((site.colour, need, [site]))
    return tuple((colour, need, tuple(group)) for colour, need, group in groups)


_SITE_GROUPS = {b: _site_groups(b) for b in d.BUILDINGS}


def white_options(p: Player, colour: int, height: int) -> list[int]:
    """How many white bricks may stand in for the site colour in a section of this height."""
    if colour == d.W:
        return [height]
    low = max(0, height - p.bricks[colour])
    return list(range(low, min(height, p.bricks[d.W]) + 1))


def topper_sites(s: PortaNigraState, owner: int) -> list[tuple[str, int]]:
    """(site, height) of every Porta Nigra section of ``owner`` that can take one more brick."""
    return [
        (sid, sec.height)
        for sid, sec in s.sections.items()
        if sec.owner == owner and sid.startswith("PN") and sec.height < d.PN_MAX
    ]


# ----- what the sections add up to ---------------------------------------------------------


def bricks_in(s: PortaNigraState, owner: int, building: str) -> int:
    return sum(
        sec.height
        for sid, sec in s.sections.items()
        if sec.owner == owner and d.SITES[sid].building == building
    )


def interim_amount(s: PortaNigraState, i: int) -> int:
    """What player ``i`` splits between VP and sestertii at an intermediate scoring."""
    return s.multiplier * sum(sec.height for sec in s.sections.values() if sec.owner == i)


# ----- building ------------------------------------------------------------------------------


def place(s: PortaNigraState, p: Player, whites: int, ev: Events) -> None:
    """Place a building section (§9 rule 8): move, VP, building card, place, rewards."""
    t = s.turn
    site = d.SITES[t.site]
    me = s.current
    quarter = d.BUILDING_QUARTER[site.building]
    move = d.move_cost(p.builder, quarter)
    if move:
        p.money -= move
        p.builder = quarter
        ev.append(Event(said.moved(move), p.seat))
    p.bricks[site.colour] -= t.height - whites
    p.bricks[d.W] -= whites
    p.romans -= 1
    p.sections += 1
    vp = site.vp or t.height * d.VALUE[site.colour]
    p.vp += vp
    ev.append(Event(said.built(site, t.height, vp), p.seat))
    card = f"{site.building}:{d.LETTER[site.colour]}"
    if site.gives_card and card in s.building_display:
        s.building_display = s.building_display.copy()  # shared (see successor_state)
        s.building_display.remove(card)
        p.building_cards.append(card)
        ev.append(Event(said.took_building_card(card), p.seat))
    before = bricks_in(s, me, site.building)
    # A new dict: the states before this one share the sections (see successor_state).
    s.sections = {**s.sections, site.id: Section(me, t.height, whites)}
    _rewards(s, p, site.building, before, before + t.height, ev)


def top(s: PortaNigraState, p: Player, site_id: str, ev: Events) -> None:
    """Add a brick to one of the player's Porta Nigra sections (honor card)."""
    old = s.sections[site_id]
    before = bricks_in(s, s.current, "PN")
    # A new section in a new dict: the states before this one share the sections (see
    # successor_state).
    sec = Section(old.owner, old.height + 1, old.whites)
    s.sections = {**s.sections, site_id: sec}
    s.supply -= 1
    ev.append(Event(said.topped(site_id, sec.height), p.seat))
    _rewards(s, p, "PN", before, before + 1, ev)


def _rewards(
    s: PortaNigraState, p: Player, building: str, before: int, after: int, ev: Events
) -> None:
    """Master builder rewards: one per new multiple of 3 bricks (§9 rule 10)."""
    times = after // 3 - before // 3
    if times <= 0:
        return
    torches, money, influence, romans, bricks = d.REWARD[building]
    p.torches += torches * times
    p.money += money * times
    p.influence += influence * times
    got = gain_romans(p, romans * times)
    s.turn.wall_bricks += bricks * times
    ev.append(Event(said.rewarded(times, building, romans * times, got), p.seat))


def gain_romans(p: Player, n: int) -> int:
    """Move up to ``n`` Romans from the supply to the play area; how many there were."""
    got = min(n, p.romans_supply)
    p.romans_supply -= got
    p.romans += got
    return got
