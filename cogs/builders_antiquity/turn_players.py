"""The players in The Builders' turn image: the mover's buildings under way (what each still
needs) and crew, every other player on one line, and the final scores."""

from __future__ import annotations

from bot.i18n.languages import ENGLISH
from bot.i18n.text import number, say
from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.board import winners_text
from cogs.builders_antiquity.market import building_name
from cogs.builders_antiquity.style import (
    CARD,
    CARD_EDGE,
    FAINT,
    GOLD,
    GOLD_LIGHT,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MUTED,
    PANEL,
    SLAVE,
    VP_FILL,
    Pen,
    fit,
    pack,
    text_width,
    wrap,
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
from rules.builders_antiquity.view import (
    BuildersView,
    FinalScore,
    MemberView,
    PlayerView,
    SiteView,
)

LEFT = MARGIN + 4  # inside the mover's gold frame
RIGHT = WIDTH - MARGIN - 4
# A line the last move changed is outlined in the market's highlight gold, inside its own box
# (the lines are 4 px apart): 1.5 px at 350 px.
MARK_WIDTH = 3


def mover_panel(
    pen: Pen,
    y: int,
    view: BuildersView,
    player: PlayerView,
    sites: int,
    bottom: int | None = None,
    marked: frozenset[str] = frozenset(),
) -> int:
    """The mover's panel in a gold frame: ``sites`` of their buildings under way (the others
    summed up in a line; those ``marked`` outlined), then their available crew; returns the y
    below. ``bottom`` is its body's, ``panel_body``'s, when it was measured already."""
    if bottom is None:
        bottom = panel_body(pen.measure, y, view, player, sites)
    pen.rect((MARGIN - 4, y - 3, WIDTH - MARGIN + 4, bottom + 3), fill=GOLD, radius=10)
    pen.rect((MARGIN - 1, y, WIDTH - MARGIN + 1, bottom), fill=PANEL, radius=8)
    return panel_body(pen, y, view, player, sites, marked) + 3


def panel_body(
    pen: Pen,
    y: int,
    view: BuildersView,
    player: PlayerView,
    sites: int,
    marked: frozenset[str] = frozenset(),
) -> int:
    """What the mover's frame holds: ``sites`` of their buildings under way, then the crew;
    returns the y below."""
    y += 4
    under_way = player.sites
    if not under_way:
        pen.text(LEFT, y + 1, pen.say("builders-img-nothing-under-way"), SMALL, "regular", MUTED)
        y += LINE
    shown = under_way[:sites]
    names = {s.card: building_name(s.card, pen.locale) for s in under_way}
    # Columns, so that the needs and the rewards of the rows line up.
    name_w = max((text_width(names[s.card], SMALL, "bold") for s in shown), default=0)
    need_w = max((amounts(pen.measure, 0, 0, s.missing) for s in shown), default=0)
    for site in shown:
        _site(pen, y, view, player, site, name_w, need_w, f"site:{site.card}" in marked)
        y += LINE
    hidden = under_way[sites:]
    if hidden:
        key = "builders-img-more-under-way" if shown else "builders-img-all-under-way"
        head = pen.say(key, count=len(hidden))
        # The names after the sentence, not inside it, each said on its own: as many whole
        # as fit, then how many more; none when not even one fits.
        more = head
        rest = [names[s.card] for s in hidden]
        for shown_names in range(len(rest), 0, -1):
            listed = ", ".join(rest[:shown_names])
            if shown_names < len(rest):
                listed += f" +{len(rest) - shown_names}"
            if text_width(f"{head}: {listed}", SMALL) <= RIGHT - LEFT:
                more = f"{head}: {listed}"
                break
        more = fit(more, SMALL, "regular", RIGHT - LEFT)
        pen.text(LEFT, y + 1, more, SMALL, "regular", MUTED)
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
    changed: bool = False,
) -> None:
    """One building under way on a line: name, what it still needs, reward, VP, crew; outlined
    in gold when the last move ``changed`` it (started it, or sent it a worker)."""
    card = data.BUILDING_BY_ID[site.card]
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    box = (LEFT - 3, y, RIGHT + 3, y + CHIP_H + 2)
    if changed:
        pen.rect(box, fill=fill, outline=GOLD, width=MARK_WIDTH, radius=5)
    else:
        pen.rect(box, fill=fill, outline=edge, radius=5)
    # The name is what the buttons of a send say: whole, the widest fits (255 of 672 px).
    pen.text(LEFT + 2, y + 2, building_name(site.card, pen.locale), SMALL, "bold")
    cx = LEFT + 2 + name_w + 10
    cx += pen.text(cx, y + 2, pen.say("builders-img-needs"), SMALL, "regular", MUTED) + 5
    amounts(pen, cx, y + 1, site.missing)
    cx += need_w + 8
    cx += pen.text(cx, y + 2, "→", SMALL, "bold", MUTED) + 5
    if card.produces is not None:
        cx += pen.text(cx, y + 2, pen.say("builders-img-makes"), SMALL, "regular", MUTED) + 5
        cx += amounts(pen, cx, y + 1, card.produces) + 8
    else:
        coins = pen.say("builders-img-ses", amount=card.coins)
        cx += pen.text(cx, y + 2, coins, SMALL, "bold") + 8
    vp = pen.say("builders-img-vp", vp=card.vp)
    cx += pen.text(cx, y + 2, vp, SMALL, "bold", VP_FILL) + 10
    crew = [nouns.crew_member(m, pen.locale) for m in player.on_site(site.card)]
    if site.sent and not view.over:
        lead = pen.say("builders-img-next-send", count=site.sent + 1)
    else:
        lead = ""
    words = names_that_fit(lead, crew, RIGHT - cx, pen.locale)
    if words:
        pen.text(cx, y + 2, words, SMALL, "regular", INK)


def names_that_fit(lead: str, names: list[str], width: int, locale: str = ENGLISH) -> str:
    """``lead`` and as many of ``names`` as fit ``width``, whole, then how many are left out
    ("Apprentice, Slave +2"); empty if not even that fits (the full board has them)."""
    for shown in range(len(names), -1, -1):
        listed = ", ".join(names[:shown])
        if shown < len(names):
            if shown:
                listed = f"{listed} +{len(names) - shown}"
            else:
                listed = say(locale, "builders-img-crew", count=len(names))
        text = " · ".join(part for part in (lead, listed) if part)
        if text_width(text, SMALL) <= width:
            return text
    return ""


def _crew(pen: Pen, y: int, view: BuildersView, player: PlayerView) -> int:
    """The available crew, as many to a line as fit (the one being sent or educated framed in
    gold), then the tools the player owns."""
    chosen = view.step.card if view.step is not None else None
    idle = player.available
    label = pen.say("builders-img-available" if idle else "builders-img-available-nobody")
    x = LEFT + pen.text(LEFT, y + 2, label, SMALL, "bold", MUTED) + 8
    for member in idle:
        width = _member(pen.measure, 0, 0, member)
        if x > LEFT and x + width > RIGHT:
            x, y = LEFT, y + LINE
        x += _member(pen, x, y, member, member.card == chosen) + 6
    if player.tools:
        # The names after the word, not inside its message, each said on its own.
        names = ", ".join(nouns.tool(t, pen.locale) for t in player.tools)
        tools = pen.say("builders-img-tools-owned") + " " + names
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
    name = nouns.crew_member(member, pen.locale)
    if member.wage:
        wage = pen.say("builders-img-wage", wage=member.wage)
    else:
        wage = pen.say("builders-img-no-wage")
    made = amounts(pen.measure, 0, 0, member.produces)
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


def player_facts(pen: Pen, view: BuildersView, player: PlayerView) -> list[str]:
    """A player in a few words, the most needed first: VP, sestertii, buildings, crew, loans,
    the start player (the turn image's line of another player, and the web board's)."""
    built = len(player.completed) + sum(1 for m in player.crew if m.kind == "machine")
    facts = [
        pen.say("builders-img-vp", vp=player.vp),
        pen.say("builders-img-ses", amount=player.coins),
        pen.say("builders-img-built", count=built),
        pen.say("builders-img-under-way", count=len(player.sites)),
        pen.say("builders-img-crew", count=len(player.crew)),
    ]
    if player.loans:
        facts.append(pen.say("builders-img-loans", count=player.loans))
    if player.seat == view.start_player:
        facts.append(pen.say("builders-img-start-player-fact"))
    return facts


def others(
    pen: Pen,
    y: int,
    view: BuildersView,
    label: dict[str, str],
    mover: str | None,
    marked: frozenset[str] = frozenset(),
) -> int:
    """Every other player on one line: VP, sestertii, buildings, crew; the facts that do not
    fit are left out whole, the least needed first. The line of a player whose buildings under
    way the last move changed (``marked``) is outlined in gold."""
    for p in view.players:
        if p.seat == mover:
            continue
        facts = player_facts(pen, view, p)
        name = label[p.seat]
        cx = MARGIN + 6 + text_width(name, SMALL, "bold") + 12
        # The name is never cut: beside a long one the facts that fit, and when fewer than
        # three would, all of them on a second line.
        shown = _facts_that_fit(facts, WIDTH - MARGIN - 6 - cx)
        two_lines = len(shown) < min(3, len(facts))
        bottom = y + CHIP_H + 2 + (LINE if two_lines else 0)
        box = (MARGIN, y, WIDTH - MARGIN, bottom)
        if any(f"site:{s.card}" in marked for s in p.sites):
            pen.rect(box, fill=PANEL, outline=GOLD, width=MARK_WIDTH, radius=6)
        else:
            pen.rect(box, fill=PANEL, outline=FAINT, radius=6)
        pen.text(MARGIN + 6, y + 2, name, SMALL, "bold")
        if two_lines:
            cx, y = MARGIN + 18, y + LINE
            shown = _facts_that_fit(facts, WIDTH - MARGIN - 6 - cx)
        pen.text(cx, y + 2, " · ".join(shown), SMALL, "regular", INK)
        y += LINE
    return y


def _facts_that_fit(facts: list[str], width: int) -> list[str]:
    """As many of ``facts`` as fit ``width`` on a line, the last ones left out first (at least
    the first)."""
    shown = list(facts)
    while len(shown) > 1 and text_width(" · ".join(shown), SMALL) > width:
        shown.pop()
    return shown


def ranked_finals(view: BuildersView) -> list[tuple[str, FinalScore]]:
    """Each player's final scoring, best first (a tie in seat order)."""
    finals = {p.seat: p.final for p in view.players if p.final is not None}
    order = sorted(finals, key=lambda s: (-finals[s].score_tenths, view.seats.index(s)))
    return [(seat, finals[seat]) for seat in order]


def score_parts(pen: Pen, final: FinalScore) -> list[str]:
    """How ``final`` adds up, in ``pen``'s language: the score and its VP, each penalty, the
    coins left (the turn image and the web board say it alike)."""
    parts = [pen.say("builders-img-turn-score", score=number(final.score, 1), vp=final.vp)]
    if final.slaves_kept:
        parts.append(pen.say("builders-img-turn-slaves", penalty=final.slaves_kept))
    if final.loans_unpaid:
        penalty = data.LOAN_PENALTY_VP * final.loans_unpaid
        parts.append(pen.say("builders-img-turn-loans", penalty=penalty))
    coins = number(final.coins_left / 10, 1)
    parts.append(pen.say("builders-img-turn-coins", score=coins, amount=final.coins_left))
    return parts


def results(pen: Pen, y: int, view: BuildersView, label: dict[str, str]) -> int:
    """The final scores, best first, with how each adds up; returns the y below."""
    winners = winners_text(pen, "builders-img-turn-winners", view, label)
    # Whole, however long the names: smaller, then on as many lines as it takes.
    winners_size = 20 if text_width(winners, 20, "bold") <= INNER else SMALL
    for line in wrap(winners, winners_size, "bold", INNER):
        pen.text(MARGIN, y, line, winners_size, "bold")
        y += LINE
    y += 4
    for rank, (seat, final) in enumerate(ranked_finals(view), 1):
        x = MARGIN + 236
        # How the score adds up, on more lines when its words are long.
        lines = pack(score_parts(pen, final), " ", SMALL, WIDTH - MARGIN - 6 - x)
        name = f"{rank}. {label[seat]}"
        # A name too long for its column (up to 32 characters) has the first line to itself.
        below = 1 if text_width(name, SMALL, "bold") > x - MARGIN - 16 else 0
        fill = GOLD_LIGHT if seat in view.winners else PANEL
        bottom = y + CHIP_H + 2 + LINE * (len(lines) - 1 + below)
        pen.rect((MARGIN, y, WIDTH - MARGIN, bottom), fill=fill, outline=FAINT, radius=6)
        pen.text(MARGIN + 6, y + 2, name, SMALL, "bold")
        for i, line in enumerate(lines, below):
            pen.text(x, y + 2 + LINE * i, line, SMALL)
        y += LINE * (len(lines) + below)
    return y
