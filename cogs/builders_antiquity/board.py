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
from bot.i18n.text import number, say
from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.market import MARKET_H, draw_market, draw_offer
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
    VP_FILL,
    WIDTH,
    Pen,
    coin,
    fit,
    fit_shrink,
    pack,
    resource_chip,
    text_width,
)
from cogs.png import Palette, encode, sample_states
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.view import BuildersView, FinalScore

HEADER_H = 78


def render_board(
    view: BuildersView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """The board of the public ``view`` as PNG bytes, its words in ``locale``; ``names`` maps
    seat ids to display names."""
    return encode(draw_board(view, names, locale), PALETTE)


def draw_board(
    view: BuildersView, names: Mapping[str, str] | None = None, locale: str = ENGLISH
) -> Image.Image:
    """The board of the public ``view`` as an RGB image."""
    label = {seat: (names or {}).get(seat, seat) for seat in view.seats}
    measure = Pen(None, locale)
    results_h = _results(measure, 0, view, label) if view.over else 0
    market_y = HEADER_H + results_h + GAP
    top_h = max(MARKET_H, draw_offer(measure, market_y, 0, view))
    panels_y = market_y + top_h + GAP + 4
    heights = [draw_panel(measure, 0, 0, 0, view, p, label) for p in view.players]
    rows = [max(heights[i : i + 2]) for i in range(0, len(heights), 2)]
    height = panels_y + sum(rows) + GAP * (len(rows) - 1) + MARGIN

    image = Image.new("RGB", (WIDTH, height), BG)
    pen = Pen(image, locale)
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
    legend_x = _legend(pen, 9)
    status_room = legend_x - 16 - MARGIN
    w = pen.text(MARGIN, 10, pen.say("builders-title"), 26, "bold", HEADER_TEXT)
    if view.pending is None:
        pen.badge(MARGIN + w + 16, 12, pen.say("builders-img-game-over"), 18, GOLD, INK)
        status = pen.say("builders-img-board-ended", round=view.round)
    else:
        x = MARGIN + w + 16
        if view.end_triggered:
            x += 14 + pen.badge(x, 12, pen.say("builders-img-last-round"), 18, (200, 60, 30))
        room = legend_x - 16 - x
        step = step_text(view, pen.locale)
        if step:
            # smaller rather than cut: the names in it are those of the buttons
            step, size = fit_shrink(step, (17, 16, 15, 14, 13), "bold", room)
            pen.text(x, 16 + (17 - size), step, size, "bold", GOLD)
        elif not view.end_triggered:
            hint = pen.say("builders-img-end-hint", vp=data.END_TRIGGER_VP)
            pen.text(x, 18, fit(hint, 14, "regular", room), 14, "regular", (190, 178, 160))
        status = _status(pen, view, label[view.pending], status_room)
    pen.text(MARGIN, 46, fit(status, 18, "regular", status_room), 18, "regular", HEADER_TEXT)


def _status(pen: Pen, view: BuildersView, player: str, room: int) -> str:
    """Whose turn it is and what is left of it; the price of more actions said shorter when
    the line is too short for the words."""
    who = pen.say(
        "builders-img-board-who", round=view.round, player=fit(player, 18, "regular", 300)
    )
    invest = "builders-img-investment-made" if view.invested else "builders-img-investment-open"
    cost = data.EXTRA_ACTION_COST
    if view.actions_left:
        actions = [pen.say("builders-img-actions-left", count=view.actions_left)]
    else:
        actions = [
            pen.say("builders-img-board-no-free-action", cost=cost),
            pen.say("builders-img-no-free-action", cost=cost),
        ]
    for said in actions:
        status = "  ·  ".join((who, said, pen.say(invest)))
        if text_width(status, 18) <= room:
            break
    return status


def _legend(pen: Pen, y: int) -> int:
    """What the symbols mean, in two right-aligned columns of three rows; returns its left."""
    entries = [
        (coin(18), "builders-img-legend-sestertii"),
        (resource_chip(0, 18, pen.locale), "builders-img-legend-stone"),
        (resource_chip(1, 18, pen.locale), "builders-img-legend-wood"),
        (None, "builders-img-legend-vp"),
        (resource_chip(2, 18, pen.locale), "builders-img-legend-architecture"),
        (resource_chip(3, 18, pen.locale), "builders-img-legend-decoration"),
    ]
    vp_mark = pen.say("builders-img-vp-mark")
    texts = [pen.say(key) for _, key in entries]
    vp_w = pen.measure.badge(0, 0, vp_mark, 10, VP_FILL)
    used = [
        (vp_w if symbol is None else 18) + 6 + text_width(text, 14)
        for (symbol, _), text in zip(entries, texts, strict=True)
    ]
    # The columns are 112 and 144 px wide, or wider for longer words.
    first, second = max(112, max(used[:3]) + 12), max(144, max(used[3:]))
    x0 = WIDTH - MARGIN - first - second
    for i, ((symbol, _), text) in enumerate(zip(entries, texts, strict=True)):
        x = x0 + (first if i >= 3 else 0)
        yy = y + (i % 3) * 22
        if symbol is None:
            w = pen.badge(x, yy + 1, vp_mark, 10, VP_FILL)
        else:
            pen.paste(symbol, x, yy)
            w = 18
        pen.text(x + w + 6, yy + 1, text, 14, "regular", HEADER_TEXT)
    return x0


def step_text(view: BuildersView, locale: str = ENGLISH) -> str:
    """The half-made decision of the player to play, as the buttons under the image ask it."""
    step = view.step
    player = view.to_play
    if step is None or player is None:
        return ""
    if step.kind == "educate":
        resource = data.UNIVERSITY_BY_ID[step.card].resource
        return say(locale, "builders-img-step-educate", resource=nouns.resource(resource, locale))
    member = next(m for m in player.crew if m.card == step.card)
    who, sort = nouns.member(member, locale), nouns.sort(member)
    if step.kind == "site":
        return say(locale, "builders-img-step-site", worker=who, sort=sort)
    assert step.site is not None
    building = nouns.building(step.site, locale)
    return say(locale, "builders-img-step-tool", worker=who, sort=sort, building=building)


def _results(pen: Pen, y: int, view: BuildersView, label: dict[str, str]) -> int:
    """The final scores, best first, each with how it adds up (on more lines when the words are
    too long for one); returns the band's height."""
    finals: dict[str, FinalScore] = {p.seat: p.final for p in view.players if p.final}
    order = sorted(view.seats, key=lambda s: (-finals[s].score, view.seats.index(s)))
    rows = [(seat, _score_lines(pen, finals[seat])) for seat in order]
    height = 46 + sum(32 + 22 * (len(lines) - 1) for _, lines in rows) + 8
    pen.rect((0, y, WIDTH, y + height), fill=GOLD_LIGHT)
    title = winners_text(pen, "builders-img-board-winners", view, label)
    pen.text(MARGIN, y + 10, fit(title, 22, "bold", 1200), 22, "bold")
    yy = y + 46
    for rank, (seat, lines) in enumerate(rows, 1):
        pen.text(MARGIN, yy, f"{rank}.", 20, "bold")
        pen.text(MARGIN + 34, yy, fit(label[seat], 20, "bold", 300), 20, "bold")
        score = pen.say("builders-img-score-value", score=number(finals[seat].score, 1))
        pen.text(MARGIN + 430, yy, score, 20, "bold", align="right")
        for i, line in enumerate(lines):
            pen.text(MARGIN + 450, yy + 2 + 22 * i, line, 17)
        if seat in view.winners:
            winner = pen.say("builders-img-winner")
            pen.badge(WIDTH - MARGIN, yy - 2, winner, 16, GOLD, INK, align="right")
        yy += 32 + 22 * (len(lines) - 1)
    return height


SCORE_LINE_W = 780  # from the score to the winner's badge


def _score_lines(pen: Pen, d: FinalScore) -> list[str]:
    """How a final score adds up, then what was paid at the end, on as few lines as fit."""
    parts = [pen.say("builders-img-result-vp", vp=d.vp)]
    if d.slaves_kept:
        parts.append(pen.say("builders-img-result-slaves", count=d.slaves_kept))
    if d.loans_unpaid:
        penalty = data.LOAN_PENALTY_VP * d.loans_unpaid
        parts.append(pen.say("builders-img-result-loans", count=d.loans_unpaid, penalty=penalty))
    coins = number(d.coins_left / 10, 1)
    parts.append(pen.say("builders-img-result-coins", score=coins, count=d.coins_left))
    lines = pack(parts, "  ", 17, SCORE_LINE_W)
    paid = _paid(pen, d)
    if paid and text_width(f"{lines[-1]}    {paid}", 17) <= SCORE_LINE_W:
        lines[-1] = f"{lines[-1]}    {paid}"
    elif paid:
        lines.append(fit(paid, 17, "regular", SCORE_LINE_W))
    return lines


def _paid(pen: Pen, d: FinalScore) -> str:
    """The slaves freed and loans repaid at the final scoring, or nothing."""
    if d.slaves_freed and d.loans_repaid:
        return pen.say("builders-img-paid-both", freed=d.slaves_freed, repaid=d.loans_repaid)
    if d.slaves_freed:
        return pen.say("builders-img-paid-freed", freed=d.slaves_freed)
    if d.loans_repaid:
        return pen.say("builders-img-paid-repaid", repaid=d.loans_repaid)
    return ""


def winners_text(pen: Pen, key: str, view: BuildersView, label: dict[str, str]) -> str:
    """Who won, or who share the victory: one message, the names as its arguments."""
    names = [label[s] for s in view.winners]
    return pen.say(key, count=len(names), others=", ".join(names[:-1]), last=names[-1])
