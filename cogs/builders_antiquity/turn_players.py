"""The players in The Builders' turn image: the mover's buildings under way (what each still
needs) and crew, every other player on one line, and the final scores."""

from __future__ import annotations

from cogs.builders_antiquity.market import building_name, plural
from cogs.builders_antiquity.style import (
    CARD,
    CARD_EDGE,
    FAINT,
    GOLD,
    GOLD_LIGHT,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MEASURE,
    MUTED,
    PANEL,
    SLAVE,
    VP_FILL,
    Pen,
    fit,
    text_width,
)
from cogs.builders_antiquity.turn_kit import (
    CHIP_H,
    INNER,
    LINE,
    MARGIN,
    SMALL,
    WIDTH,
    amounts,
)
from rules.builders_antiquity import data
from rules.builders_antiquity.actions import crew_name
from rules.builders_antiquity.cards import member_name
from rules.builders_antiquity.view import BuildersView, MemberView, PlayerView, SiteView

LEFT = MARGIN + 4  # inside the mover's gold frame
RIGHT = WIDTH - MARGIN - 4


def mover_panel(pen: Pen, y: int, view: BuildersView, player: PlayerView, sites: int) -> int:
    """The mover's panel in a gold frame: ``sites`` of their buildings under way (the others
    summed up in a line), then their available crew; returns the y below."""
    bottom = _mover_body(MEASURE, y, view, player, sites)
    pen.rect((MARGIN - 4, y - 3, WIDTH - MARGIN + 4, bottom + 3), fill=GOLD, radius=10)
    pen.rect((MARGIN - 1, y, WIDTH - MARGIN + 1, bottom), fill=PANEL, radius=8)
    return _mover_body(pen, y, view, player, sites) + 3


def _mover_body(pen: Pen, y: int, view: BuildersView, player: PlayerView, sites: int) -> int:
    y += 4
    under_way = player.sites
    if not under_way:
        pen.text(LEFT, y + 1, "No building under way", SMALL, "regular", MUTED)
        y += LINE
    shown = under_way[:sites]
    # Columns, so that the needs and the rewards of the rows line up.
    name_w = max((text_width(building_name(s.card), SMALL, "bold") for s in shown), default=0)
    need_w = max((amounts(MEASURE, 0, 0, s.missing) for s in shown), default=0)
    for site in shown:
        _site(pen, y, view, player, site, name_w, need_w)
        y += LINE
    hidden = under_way[sites:]
    if hidden:
        rest = ", ".join(building_name(s.card) for s in hidden)
        head = f"and {len(hidden)} more" if shown else plural(len(hidden), "building")
        more = f"{head} under way (the full board shows them): {rest}"
        pen.text(LEFT, y + 1, fit(more, SMALL, "regular", RIGHT - LEFT), SMALL, "regular", MUTED)
        y += LINE
    return _crew(pen, y, view, player)


def _site(
    pen: Pen,
    y: int,
    view: BuildersView,
    player: PlayerView,
    site: SiteView,
    name_w: int,
    need_w: int,
) -> None:
    """One building under way on a line: name, what it still needs, reward, VP, crew."""
    card = data.BUILDING_BY_ID[site.card]
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    pen.rect((LEFT - 3, y, RIGHT + 3, y + CHIP_H + 2), fill=fill, outline=edge, radius=5)
    # The name is what the buttons of a send say: whole, the widest fits (255 of 672 px).
    pen.text(LEFT + 2, y + 2, building_name(site.card), SMALL, "bold")
    cx = LEFT + 2 + name_w + 10
    cx += pen.text(cx, y + 2, "needs", SMALL, "regular", MUTED) + 5
    amounts(pen, cx, y + 1, site.missing)
    cx += need_w + 8
    cx += pen.text(cx, y + 2, "→", SMALL, "bold", MUTED) + 5
    if card.produces is not None:
        cx += pen.text(cx, y + 2, "makes", SMALL, "regular", MUTED) + 5
        cx += amounts(pen, cx, y + 1, card.produces) + 8
    else:
        cx += pen.text(cx, y + 2, f"{card.coins} ses.", SMALL, "bold") + 8
    cx += pen.text(cx, y + 2, f"{card.vp} VP", SMALL, "bold", VP_FILL) + 10
    crew = [_crew_label(m) for m in player.on_site(site.card)]
    lead = f"next send: {site.sent + 1} actions" if site.sent and not view.over else ""
    words = names_that_fit(lead, crew, RIGHT - cx)
    if words:
        pen.text(cx, y + 2, words, SMALL, "regular", INK)


def names_that_fit(lead: str, names: list[str], width: int) -> str:
    """``lead`` and as many of ``names`` as fit ``width``, whole, then how many are left out
    ("Apprentice, Slave +2"); empty if not even that fits (the full board has them)."""
    for shown in range(len(names), -1, -1):
        listed = ", ".join(names[:shown])
        if shown < len(names):
            listed = f"{listed} +{len(names) - shown}" if shown else f"crew {len(names)}"
        text = " · ".join(part for part in (lead, listed) if part)
        if text_width(text, SMALL) <= width:
            return text
    return ""


def _crew_label(member: MemberView) -> str:
    return crew_name(member.card, member_name(member).removesuffix(" (machine)"))


def _crew(pen: Pen, y: int, view: BuildersView, player: PlayerView) -> int:
    """The available crew, as many to a line as fit (the one being sent or educated framed in
    gold), then the tools the player owns."""
    chosen = view.step.card if view.step is not None else None
    idle = player.available
    label = "Available:" if idle else "Available: nobody, all are on buildings"
    x = LEFT + pen.text(LEFT, y + 2, label, SMALL, "bold", MUTED) + 8
    for member in idle:
        width = _member(MEASURE, 0, 0, member)
        if x > LEFT and x + width > RIGHT:
            x, y = LEFT, y + LINE
        x += _member(pen, x, y, member, member.card == chosen) + 6
    if player.tools:
        tools = "tools: " + ", ".join(data.TOOL_BY_ID[t].name for t in player.tools)
        width = text_width(tools, SMALL)
        if x > LEFT and x + width > RIGHT:
            x, y = LEFT, y + LINE
        pen.text(x, y + 2, fit(tools, SMALL, "regular", RIGHT - x), SMALL, "regular", MUTED)
    return y + LINE


def _member(pen: Pen, x: int, y: int, member: MemberView, chosen: bool = False) -> int:
    """An available crew member: name, what it makes (with its tool) and its wage."""
    if member.kind == "machine":
        fill, edge = MACHINE, MACHINE_EDGE
    elif member.kind == "slave" and not member.freed:
        fill, edge = SLAVE, MUTED
    else:
        fill, edge = CARD, CARD_EDGE
    name = _crew_label(member)
    wage = f"wage {member.wage}" if member.wage else "no wage"
    made = amounts(MEASURE, 0, 0, member.produces)
    width = 5 + text_width(name, SMALL, "bold") + 6 + made + 6 + text_width(wage, SMALL) + 5
    if chosen:
        edge = GOLD
    pen.rect(
        (x, y, x + width, y + CHIP_H + 2),
        fill=fill,
        outline=edge,
        width=2 if chosen else 1,
        radius=6,
    )
    cx = x + 5 + pen.text(x + 5, y + 2, name, SMALL, "bold") + 6
    cx += amounts(pen, cx, y + 1, member.produces) + 6
    pen.text(cx, y + 2, wage, SMALL, "regular", MUTED)
    return width


def others(pen: Pen, y: int, view: BuildersView, label: dict[str, str], mover: str | None) -> int:
    """Every other player on one line: VP, sestertii, buildings, crew; the facts that do not
    fit are left out whole, the least needed first."""
    for p in view.players:
        if p.seat == mover:
            continue
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + CHIP_H + 2), fill=PANEL, outline=FAINT, radius=6)
        name = fit(label[p.seat], SMALL, "bold", 200)
        cx = MARGIN + 6 + pen.text(MARGIN + 6, y + 2, name, SMALL, "bold") + 12
        built = len(p.completed) + sum(1 for m in p.crew if m.kind == "machine")
        facts = [
            f"{p.vp} VP",
            f"{p.coins} ses.",
            f"{built} built",
            f"{len(p.sites)} under way",
            f"crew {len(p.crew)}",
        ]
        if p.loans:
            facts.append(plural(p.loans, "loan"))
        if p.seat == view.start_player:
            facts.append("start player")
        while len(facts) > 1 and text_width(" · ".join(facts), SMALL) > WIDTH - MARGIN - 6 - cx:
            facts.pop()
        pen.text(cx, y + 2, " · ".join(facts), SMALL, "regular", INK)
        y += LINE
    return y


def results(pen: Pen, y: int, view: BuildersView, label: dict[str, str]) -> int:
    """The final scores, best first, with how each adds up; returns the y below."""
    finals = {p.seat: p.final for p in view.players if p.final is not None}
    order = sorted(finals, key=lambda s: (-finals[s].score_tenths, view.seats.index(s)))
    winners = " and ".join(label[s] for s in view.winners)
    verb = "wins" if len(view.winners) == 1 else "share the victory"
    pen.text(MARGIN, y, fit(f"{winners} {verb}", 20, "bold", INNER), 20, "bold")
    y += LINE + 4
    for rank, seat in enumerate(order, 1):
        d = finals[seat]
        fill = GOLD_LIGHT if seat in view.winners else PANEL
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + CHIP_H + 2), fill=fill, outline=FAINT, radius=6)
        name = fit(f"{rank}. {label[seat]}", SMALL, "bold", 220)
        pen.text(MARGIN + 6, y + 2, name, SMALL, "bold")
        parts = [f"{d.score:g} = {d.vp} VP"]
        if d.slaves_kept:
            parts.append(f"− {d.slaves_kept} (slaves)")
        if d.loans_unpaid:
            parts.append(f"− {data.LOAN_PENALTY_VP * d.loans_unpaid} (loans)")
        parts.append(f"+ {d.coins_left / 10:g} ({d.coins_left} ses.)")
        x = MARGIN + 236
        pen.text(x, y + 2, fit(" ".join(parts), SMALL, "regular", WIDTH - MARGIN - 6 - x), SMALL)
        y += LINE
    return y
