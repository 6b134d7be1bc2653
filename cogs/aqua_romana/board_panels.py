"""The full board's panels around its area: the title with who is to play, the podiums above
the area, and beside it the players' scores, the reserve of master builders, the tiles left and
the legend."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import ImageDraw

from bot.i18n.text import localized, say
from cogs.aqua_romana.board_area import BOARD_RIGHT, MARGIN, PANEL_X, WIDTH
from cogs.aqua_romana.colours import INK, PATH_LINE, STONE, WATER
from cogs.aqua_romana.image_words import tile_name, tile_names, workman_name
from cogs.aqua_romana.pieces import draw_builder, draw_marker, draw_tile, short_id
from cogs.fonts import font
from cogs.pen import fit_shrink, text_width, wrap
from rules.aqua_romana.data import (
    BUILDER_TYPES,
    COLOUR_LETTER,
    PODIUM_ROOM,
    PODIUMS,
    TILE_TYPES,
    tile_code,
)
from rules.aqua_romana.phases import PHASE_PROMPTS
from rules.aqua_romana.view import AquaView


def _name(names: Mapping[str, str], seat: str) -> str:
    return names.get(seat, seat)


def draw_title(
    draw: ImageDraw.ImageDraw, view: AquaView, names: Mapping[str, str], locale: str
) -> None:
    title = say(locale, "aqua-title")
    draw.text((MARGIN, 14), title, font=font(30, "bold"), fill=INK)
    if view.pending is None:
        line = say(locale, "aqua-images-game-over")
    else:
        who = say(locale, "aqua-images-to-play", name=_name(names, view.pending))
        line = f"{who}: {localized(PHASE_PROMPTS[view.phase], locale)}"
    x = MARGIN + text_width(title, 30, "bold") + 18
    # A longer language's prompt gets a smaller letter before it is cut.
    line, size = fit_shrink(line, (20, 18, 16), "regular", WIDTH - MARGIN - x)
    draw.text((x, 22 + (20 - size) // 2), line, font=font(size), fill=INK)


def draw_podiums(draw: ImageDraw.ImageDraw, view: AquaView, locale: str) -> None:
    workmen = {w.name: w for w in view.workmen}
    width = (BOARD_RIGHT - MARGIN + 3) // PODIUMS - 3
    y0, y1 = 62, 172
    draw.text((MARGIN, y0 - 2), say(locale, "aqua-images-podiums"), font=font(14, "bold"), fill=INK)
    for value in range(1, PODIUMS + 1):
        x0 = MARGIN + (value - 1) * (width + 3)
        top = y0 + 18
        # Taller podiums for higher values, like the steps on the board.
        step_top = top + 40 - value * 1.5
        draw.rectangle([x0, top, x0 + width, y1], fill=(232, 222, 200), outline=PATH_LINE)
        draw.rectangle([x0, step_top + 46, x0 + width, y1], fill=(205, 190, 158))
        draw.text(
            (x0 + width / 2, y1 - 12), str(value), font=font(16, "bold"), fill=INK, anchor="mm"
        )
        holders = view.podiums[value]
        room = PODIUM_ROOM[value]
        if room > 1:
            draw.text(
                (x0 + width / 2, top + 8), "x2", font=font(11, "bold"), fill=PATH_LINE, anchor="mm"
            )
        for k, name in enumerate(holders):
            w = workmen[name]
            cy = top + 30 + k * 28 if room > 1 else top + 36
            draw_marker(draw, (x0 + width / 2, cy), w.colour, short_id(w), size=24)


def draw_side_panel(
    draw: ImageDraw.ImageDraw, view: AquaView, names: Mapping[str, str], locale: str
) -> None:
    x = PANEL_X
    right = WIDTH - 12
    y = 70
    over = view.over
    heading = say(locale, "aqua-images-final-scores" if over else "aqua-images-scores")
    draw.text((x, y), heading, font=font(20, "bold"), fill=INK)
    y += 34
    for player in view.players:
        seat, colours = player.seat, player.colours
        nx = x + 16 + len(colours) * 34
        label = _name(names, seat)
        if seat in view.winners:
            label = say(locale, "aqua-images-winner", name=label)
        # A long name (up to 32 characters) is set smaller, then goes on on a second line,
        # never cut; so does a longer language's detail rather than leave the panel.
        size = next((z for z in (17, 15, 13) if text_width(label, z, "bold") <= right - nx), 13)
        labels = wrap(label, size, "bold", right - nx)
        details = wrap(_score_detail(view, seat, locale), 13, "regular", right - nx)
        below = 16 * (len(labels) - 1)
        extra = below + 16 * (len(details) - 1)
        # The one who decides now, as the title says: in setup and when a builder is claimed
        # that is not whose turn it is.
        if seat == view.pending:
            draw.rectangle([x - 8, y - 6, right, y + 50 + extra], fill=(255, 246, 200), outline=INK)
        for k, colour in enumerate(colours):
            draw_marker(draw, (x + 16 + k * 34, y + 14), colour, COLOUR_LETTER[colour], size=26)
        for k, line in enumerate(labels):
            draw.text(
                (nx, y + 4 + (17 - size) // 2 + 16 * k), line, font=font(size, "bold"), fill=INK
            )
        for k, line in enumerate(details):
            draw.text((nx, y + 26 + below + 16 * k), line, font=font(13), fill=INK)
        y += 62 + extra
    y += 8
    if not over:
        draw.text(
            (x, y),
            say(locale, "aqua-images-turns-without-tile", count=view.turns_without_tile),
            font=font(13),
            fill=INK,
        )
        y += 26
    draw.text((x, y), say(locale, "aqua-images-reserve-builders"), font=font(18, "bold"), fill=INK)
    y += 28
    if view.reserve:
        for k, kind in enumerate(view.reserve):
            draw_builder(draw, (x + 26 + k * 54, y + 26), kind)
    else:
        draw.text((x, y + 14), say(locale, "aqua-images-no-builder"), font=font(14), fill=INK)
    y += 66
    draw.text((x, y), say(locale, "aqua-images-tiles-left"), font=font(18, "bold"), fill=INK)
    y += 30
    for k, kind in enumerate(TILE_TYPES):
        ty = y + k * 48
        box = (x, ty, x + 40, ty + 40)
        draw_tile(draw, box, tile_code(kind, 0), [WATER] * 2, STONE, width=8, border=2)
        draw.text(
            (x + 52, ty + 20),
            f"{tile_name(kind, locale)}: {view.tiles_left(kind)}",
            font=font(16),
            fill=INK,
            anchor="lm",
        )
    y += 4 * 48 + 12
    draw.text((x, y), say(locale, "aqua-images-builders"), font=font(18, "bold"), fill=INK)
    y += 28
    for k, kind in enumerate(BUILDER_TYPES):
        bx = x + (k % 2) * 155
        by = y + (k // 2) * 40
        draw_builder(draw, (bx + 16, by + 16), kind, size=32)
        name, size = fit_shrink(tile_name(kind, locale), (14, 12), "regular", 155 - 38 - 4)
        draw.text((bx + 38, by + 16), name, font=font(size), fill=INK, anchor="lm")
    y += 3 * 40 + 6
    legend = say(locale, "aqua-images-board-legend", workman=workman_name("red2", locale))
    # Each language breaks its legend's lines where they read well; a line still too long for
    # the panel is wrapped.
    lines = [part for line in legend.split("\n") for part in wrap(line, 12, "regular", right - x)]
    draw.text((x, y), "\n".join(lines), font=font(12), fill=INK, spacing=3)


def _score_detail(view: AquaView, seat: str, locale: str) -> str:
    """A player's points (and bonus, once the game is over), open aqueducts and the builders
    he holds to place."""
    player = view.player(seat)
    points = say(locale, "aqua-points", count=player.points)
    if view.over and player.bonus:
        points += " " + say(locale, "aqua-images-bonus", bonus=player.bonus)
    open_count = sum(1 for w in view.workmen if w.owner == seat and w.status == "open")
    parts = [points, say(locale, "aqua-images-open", count=open_count)]
    if player.held:
        parts.append(say(locale, "aqua-images-to-place", builders=tile_names(player.held, locale)))
    return ", ".join(parts)
