"""The Builders: Antiquity board as a PNG: the header, the cards for sale, the investments and a
panel per player. It is drawn from the public view (``ENGINE.view_model(state, None)``), so only
public information can be drawn: the decks show their size, never an order.

Every part is laid out by a function that draws with a Pen and returns the height it used; with
a Pen that has no image it only measures, so the image is made exactly as tall as needed.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from bot.i18n.languages import ENGLISH
from cogs.builders_antiquity.market import (
    MARKET_H,
    building_name,
    draw_market,
    draw_offer,
    plural,
)
from cogs.builders_antiquity.panels import PANEL_W, draw_panel
from cogs.builders_antiquity.style import (
    BG,
    GAP,
    GOLD,
    GOLD_LIGHT,
    HEADER,
    HEADER_TEXT,
    INK,
    MARGIN,
    MEASURE,
    VP_FILL,
    WIDTH,
    Pen,
    coin,
    fit,
    resource_chip,
)
from cogs.png import Palette, encode, sample_states
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.cards import article, member_name, sestertii
from rules.builders_antiquity.data import RESOURCES
from rules.builders_antiquity.view import BuildersView, FinalScore

HEADER_H = 78


def render_board(
    view: BuildersView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """The board of the public ``view`` as PNG bytes; ``names`` maps seat ids to display
    names."""
    return encode(draw_board(view, names), PALETTE)


def draw_board(view: BuildersView, names: Mapping[str, str] | None = None) -> Image.Image:
    """The board of the public ``view`` as an RGB image."""
    label = {seat: (names or {}).get(seat, seat) for seat in view.seats}
    results_h = _results(MEASURE, 0, view, label) if view.over else 0
    market_y = HEADER_H + results_h + GAP
    top_h = max(MARKET_H, draw_offer(MEASURE, market_y, 0, view))
    panels_y = market_y + top_h + GAP + 4
    heights = [draw_panel(MEASURE, 0, 0, 0, view, p, label) for p in view.players]
    rows = [max(heights[i : i + 2]) for i in range(0, len(heights), 2)]
    height = panels_y + sum(rows) + GAP * (len(rows) - 1) + MARGIN

    image = Image.new("RGB", (WIDTH, height), BG)
    pen = Pen(image)
    _header(pen, view, label)
    if view.over:
        _results(pen, HEADER_H, view, label)
    draw_market(pen, market_y, view)
    draw_offer(pen, market_y, top_h, view)
    y = panels_y
    for row, row_h in enumerate(rows):
        for col, player in enumerate(view.players[2 * row : 2 * row + 2]):
            x = MARGIN + col * (PANEL_W + GAP)
            draw_panel(pen, x, y, row_h, view, player, label)
        y += row_h + GAP
    return image


PALETTE = Palette(lambda: (draw_board(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


# ----- header and final scores ------------------------------------------------------------------


def _header(pen: Pen, view: BuildersView, label: dict[str, str]) -> None:
    pen.rect((0, 0, WIDTH, HEADER_H), fill=HEADER)
    w = pen.text(MARGIN, 10, "The Builders: Antiquity", 26, "bold", HEADER_TEXT)
    if view.pending is None:
        pen.badge(MARGIN + w + 16, 12, "GAME OVER", 18, GOLD, INK)
        status = f"The game ended after round {view.round}: the final scores are below."
    else:
        x = MARGIN + w + 16
        if view.end_triggered:
            x += 14 + pen.badge(x, 12, "LAST ROUND", 18, (200, 60, 30))
        step = step_text(view)
        if step:
            pen.text(x, 16, fit(step, 17, "bold", 1110 - x), 17, "bold", GOLD)
        elif not view.end_triggered:
            hint = f"a player reaching {data.END_TRIGGER_VP} VP makes the round the last one"
            pen.text(x, 18, hint, 14, "regular", (190, 178, 160))
        who = fit(label[view.pending], 18, "regular", 300)
        actions = (
            plural(view.actions_left, "free action") + " left"
            if view.actions_left
            else f"no free action left (more cost {data.EXTRA_ACTION_COST} sestertii each)"
        )
        invest = "investment made" if view.invested else "investment open"
        status = f"Round {view.round}  ·  {who} to play  ·  {actions}  ·  {invest}"
    pen.text(MARGIN, 46, fit(status, 18, "regular", 1100), 18, "regular", HEADER_TEXT)
    _legend(pen, 9)


def _legend(pen: Pen, y: int) -> None:
    """What the symbols mean, in two right-aligned columns of three rows."""
    entries = [
        (coin(18), "sestertii"),
        (resource_chip(0, 18), "Stone"),
        (resource_chip(1, 18), "Wood"),
        (None, "victory points"),
        (resource_chip(2, 18), "Architecture"),
        (resource_chip(3, 18), "Decoration"),
    ]
    x0 = WIDTH - MARGIN - 112 - 144
    for i, (symbol, text) in enumerate(entries):
        x = x0 + (i // 3) * 112
        yy = y + (i % 3) * 22
        if symbol is None:
            w = pen.badge(x, yy + 1, "VP", 10, VP_FILL)
        else:
            pen.paste(symbol, x, yy)
            w = 18
        pen.text(x + w + 6, yy + 1, text, 14, "regular", HEADER_TEXT)


def step_text(view: BuildersView) -> str:
    """The half-made decision of the player to play, as the buttons under the image ask it."""
    step = view.step
    player = view.to_play
    if step is None or player is None:
        return ""
    if step.kind == "educate":
        what = RESOURCES[data.UNIVERSITY_BY_ID[step.card].resource]
        return f"now choosing who learns {what} at the university"
    member = next(m for m in player.crew if m.card == step.card)
    who = article(member_name(member).removesuffix(" (machine)"))
    if step.kind == "site":
        return f"now sending {who}: to which building?"
    assert step.site is not None
    return f"now sending {who} to the {building_name(step.site)}: with which tool?"


def _results(pen: Pen, y: int, view: BuildersView, label: dict[str, str]) -> int:
    """The final scores, best first, each with how it adds up; returns the band's height."""
    finals: dict[str, FinalScore] = {p.seat: p.final for p in view.players if p.final}
    order = sorted(view.seats, key=lambda s: (-finals[s].score, view.seats.index(s)))
    height = 46 + 32 * len(order) + 8
    pen.rect((0, y, WIDTH, y + height), fill=GOLD_LIGHT)
    winners = " and ".join(label[s] for s in view.winners)
    verb = "wins" if len(view.winners) == 1 else "share the victory"
    pen.text(MARGIN, y + 10, fit(f"Final scores: {winners} {verb}", 22, "bold", 1200), 22, "bold")
    yy = y + 46
    for rank, seat in enumerate(order, 1):
        d = finals[seat]
        pen.text(MARGIN, yy, f"{rank}.", 20, "bold")
        pen.text(MARGIN + 34, yy, fit(label[seat], 20, "bold", 300), 20, "bold")
        pen.text(MARGIN + 430, yy, f"{d.score:g}", 20, "bold", align="right")
        parts = [f"= {d.vp} VP"]
        if d.slaves_kept:
            parts.append(f"− {d.slaves_kept} ({plural(d.slaves_kept, 'slave')} kept)")
        if d.loans_unpaid:
            penalty = data.LOAN_PENALTY_VP * d.loans_unpaid
            parts.append(f"− {penalty} ({plural(d.loans_unpaid, 'loan')} unpaid)")
        parts.append(f"+ {d.coins_left / 10:g} ({sestertii(d.coins_left)} left)")
        paid = []
        if d.slaves_freed:
            paid.append(f"freed {plural(d.slaves_freed, 'slave')}")
        if d.loans_repaid:
            paid.append(f"repaid {plural(d.loans_repaid, 'loan')}")
        text = "  ".join(parts) + (f"    (at the end: {', '.join(paid)})" if paid else "")
        pen.text(MARGIN + 450, yy + 2, fit(text, 17, "regular", 780), 17)
        if seat in view.winners:
            pen.badge(WIDTH - MARGIN, yy - 2, "WINNER", 16, GOLD, INK, align="right")
        yy += 32
    return height
