"""A whole game as one animated GIF (or PNG): the public board after every turn, a few
seconds long.

Used by the bot (``/… replay``, :mod:`bot.replay_handlers`) and by ``tabula replay``. No
Discord here. A turn ends when the decision passes to another seat (or the game ends), so a
turn of several clicks is one frame; the first frame is the board as dealt.

Frames are scaled to :data:`WIDTH` and mapped to one palette learnt from the first and last
boards, so the writer stores each frame as the rectangle that changed since the one
before, and every pixel that did not change as a transparent hole: a game of a few hundred
turns stays well under Discord's 10 MB. A game that would not
is drawn smaller until it fits.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from PIL import Image, ImageChops, PngImagePlugin

from bot.extensions import front_end
from bot.i18n.languages import ENGLISH
from rules import registry
from rules.core import Engine

__all__ = [
    "LIMIT",
    "WIDTH",
    "Kind",
    "ReplayTooLarge",
    "animate",
    "board_painter",
    "replay_png",
    "turn_states",
]

# Discord refuses an attachment over 10 MB (10 * 1024 * 1024 bytes) for a bot without boosts.
LIMIT = 10 * 1024 * 1024
# Wide enough to read the scores on every board, narrow enough for a phone.
WIDTH = 640
# The whole replay lasts about this long, whatever the number of turns...
TOTAL_MS = 8000
# ...but no frame drags, or is faster than browsers show a GIF frame (they slow a frame of
# under 20 ms down to 100 ms).
FRAME_MS = (30, 700)
# The final board stays up so the result can be read.
LAST_FRAME_MS = 3000

Painter = Callable[[Any], bytes]
# GIF is what Discord's clients animate in a channel (an APNG attachment shows as a still of
# its first frame); APNG keeps more colours and is smaller, for a file kept or viewed in a
# browser.
Kind = Literal["gif", "png"]


class ReplayTooLarge(Exception):
    """Even at the smallest width the replay is over :data:`LIMIT`."""


def turn_states(engine: Engine[Any], states: Sequence[Any]) -> list[Any]:
    """The state as dealt, then the state at the end of every turn (the decision passes to
    another seat, or the game ends)."""
    if not states:
        return []
    kept = [states[0]]
    for before, after in itertools.pairwise(states):
        if engine.pending(after) != engine.pending(before) or engine.pending(after) is None:
            kept.append(after)
    return kept


@dataclass(frozen=True)
class BoardPainter:
    """Paints a state's public board with its game's front end (``render_board``): a plain
    value, so a replay can be drawn in a render process as well as in a thread. Its words
    are in ``locale``, the language of the seats' ``names``."""

    game_id: str
    names: Mapping[str, str]
    locale: str = ENGLISH

    def __call__(self, state: Any) -> bytes:
        adapter = front_end(self.game_id)
        assert adapter is not None  # board_painter made sure
        view = adapter.engine.view_model(state, None)
        png: bytes = adapter.render_board(view, self.names, self.locale)
        return png


def board_painter(game_id: str, names: Mapping[str, str], locale: str = ENGLISH) -> Painter:
    """The game's public board of a state, as PNG bytes (its front end's ``render_board``),
    in ``locale``."""
    manifest = registry.manifest(game_id)
    if manifest.extension is None:
        raise ValueError(f"{manifest.engine.name} has no board image")
    return BoardPainter(game_id, dict(names), locale)


def replay_png(
    engine: Engine[Any],
    states: Sequence[Any],
    paint: Painter,
    width: int = WIDTH,
    kind: Kind = "gif",
) -> tuple[bytes, int]:
    """(animated GIF or PNG bytes, frames) for ``states`` (every state of a game, in order)."""
    boards = [paint(state) for state in turn_states(engine, states)]
    return animate(boards, width, kind), len(boards)


def animate(boards: Sequence[bytes], width: int = WIDTH, kind: Kind = "gif") -> bytes:
    """One animated GIF (or PNG) of ``boards`` (PNG bytes), one frame each, under :data:`LIMIT`.

    Raises :class:`ReplayTooLarge` when even a quarter of ``width`` does not fit."""
    if not boards:
        raise ValueError("a replay needs at least one board")
    images = [Image.open(io.BytesIO(png)).convert("RGB") for png in boards]
    for tried in (width, width * 3 // 4, width // 2, width // 4):
        data = _encode(images, tried, kind)
        if len(data) <= LIMIT:
            return data
    raise ReplayTooLarge(
        f"a replay of {len(boards)} turns is {len(data) // 1024} KB even {width // 4} pixels wide"
    )


def _encode(images: Sequence[Image.Image], width: int, kind: Kind) -> bytes:
    scaled = [_scaled(image, width) for image in images]
    # Boards grow as a game goes on (The Builders' rows of buildings): every frame gets the
    # tallest one's canvas, in the first board's corner colour.
    height = max(image.height for image in scaled)
    background = scaled[0].getpixel((0, 0))
    palette = _palette(scaled)
    frames: list[Image.Image] = []
    previous: Image.Image | None = None
    for number, image in enumerate(scaled):
        canvas = Image.new("RGB", (width, height), background)
        canvas.paste(image, (0, 0))
        indexed = canvas.quantize(palette=palette, dither=Image.Dither.NONE)
        frames.append(indexed if previous is None else _changes(previous, indexed, number))
        previous = indexed
    each = min(max(TOTAL_MS // len(frames), FRAME_MS[0]), FRAME_MS[1])
    durations = [each] * (len(frames) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    if kind == "gif":
        frames[0].save(
            out,
            "GIF",
            save_all=True,
            append_images=frames[1:],
            duration=durations,
            loop=0,
            # 1: each frame stays, and the next is drawn over it; its HOLE pixels show it.
            disposal=1,
            transparency=HOLE,
            optimize=False,
        )
    else:
        frames[0].save(
            out,
            "PNG",
            save_all=True,
            append_images=frames[1:],
            duration=durations,
            loop=0,
            # Each frame is drawn over the one before: its HOLE pixels keep what was there.
            blend=PngImagePlugin.Blend.OP_OVER,
            disposal=PngImagePlugin.Disposal.OP_NONE,
            transparency=HOLE,
            compress_level=6,
        )
    return out.getvalue()


# The palette index no board colour uses: a pixel that did not change since the frame before.
HOLE = 255


def _scaled(image: Image.Image, width: int) -> Image.Image:
    # A box filter down to about twice the size, then an antialiased one: nearly as sharp as
    # Lanczos all the way, at a fraction of its cost on a 1400-pixel board.
    factor = image.width // (2 * width)
    if factor > 1:
        image = image.reduce(factor)
    height = max(1, round(image.height * width / image.width))
    return image.resize((width, height), Image.Resampling.BILINEAR)


def _changes(before: Image.Image, after: Image.Image, number: int) -> Image.Image:
    """``after`` with every pixel equal to ``before``'s made a HOLE: long runs of one index
    that deflate to almost nothing, so a turn that moved one piece costs a few hundred bytes.

    The top-left pixel alternates between a hole and its colour, so that no two frames are
    identical: Pillow would merge a turn that changed nothing into the one before, and a
    replay must keep one frame per turn."""
    same = ImageChops.difference(_indices(before), _indices(after)).point(lambda v: 0 if v else 255)
    frame = after.copy()
    frame.paste(HOLE, (0, 0, *after.size), same)
    if number % 2:
        frame.putpixel((0, 0), after.im.getpixel((0, 0)))
    else:
        frame.putpixel((0, 0), HOLE)
    return frame


def _indices(image: Image.Image) -> Image.Image:
    return Image.frombytes("L", image.size, image.tobytes())


def _palette(images: Sequence[Image.Image]) -> Image.Image:
    """255 colours for every frame (the 256th is the HOLE): the first, middle and last boards
    hold the game's colours (a game's boards share them), so one palette serves the whole
    replay."""
    picks = [images[0], images[len(images) // 2], images[-1]]
    sample = Image.new("RGB", (picks[0].width, sum(image.height for image in picks)))
    top = 0
    for image in picks:
        sample.paste(image, (0, top))
        top += image.height
    learnt = sample.quantize(255, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    colours = learnt.getpalette() or []
    colours = colours[: 255 * 3] + [0] * (256 * 3 - len(colours[: 255 * 3]))
    learnt.putpalette(colours)
    return learnt
