"""Animated replays: one frame per turn, under Discord's 10 MB, and every frame decodes to the
board it stands for."""

from __future__ import annotations

import io
import itertools
from typing import Any

import pytest
from PIL import Image

from bot.extensions import front_end
from cogs.replay import LIMIT, Kind, animate, board_painter, replay_png, turn_states
from rules import registry
from rules.play import random_history


def turns(pending: list[str | None]) -> int:
    """Turns counted from the pending seat of every state: the deal, then each hand-over."""
    return 1 + sum(
        1 for before, after in itertools.pairwise(pending) if after != before or after is None
    )


@pytest.mark.parametrize(
    ("game_id", "kind"),
    [("builders-antiquity", "gif"), ("aqua-romana", "gif"), ("porta-nigra", "png")],
)
def test_a_seeded_game_replays_with_one_frame_per_turn_under_10_mb(
    game_id: str, kind: Kind
) -> None:
    engine = registry.get(game_id)
    states = random_history(engine, 2, 1)
    data, frames = replay_png(engine, states, board_painter(game_id, {}), kind=kind)
    expected = turns([engine.pending(state) for state in states])
    assert frames == expected == len(turn_states(engine, states))
    assert expected > 20
    assert len(data) < LIMIT
    image: Any = Image.open(io.BytesIO(data))
    assert (image.format, image.n_frames, image.info["loop"]) == (kind.upper(), expected, 0)
    assert image.size[0] == 640
    total = 0
    for frame in range(image.n_frames):
        image.seek(frame)
        image.load()
        total += image.info["duration"]
    # A few seconds: about 8 s of turns, then the final board held for 3 s.
    assert 8000 < total <= 8000 + 3000


def solid(colour: tuple[int, int, int], square: tuple[int, int, int] | None = None) -> bytes:
    image = Image.new("RGB", (200, 100), colour)
    if square is not None:
        image.paste(square, (50, 20, 90, 60))
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def near(seen: Any, colour: tuple[int, int, int]) -> bool:
    # The palette is learnt (octree): a flat colour may come back a step or two off.
    return all(abs(a - b) <= 3 for a, b in zip(seen, colour, strict=True))


@pytest.mark.parametrize("kind", ["gif", "png"])
def test_frames_composite_to_each_board_and_a_turn_that_changed_nothing_stays(
    kind: Kind,
) -> None:
    white, red, blue = (255, 255, 255), (200, 0, 0), (0, 0, 200)
    boards = [solid(white), solid(white, red), solid(white, red), solid(white, blue)]
    image: Any = Image.open(io.BytesIO(animate(boards, width=100, kind=kind)))
    assert image.n_frames == 4
    expected = [white, red, red, blue]
    for frame, square in enumerate(expected):
        image.seek(frame)
        rgb = image.convert("RGB")
        # Scaled to half: the square is at (25, 10)-(45, 30).
        assert near(rgb.getpixel((0, 0)), white)
        assert near(rgb.getpixel((35, 20)), square)
        assert near(rgb.getpixel((80, 45)), white)


def test_a_replay_needs_a_board() -> None:
    with pytest.raises(ValueError, match=r"^a replay needs at least one board$"):
        animate([])


def test_a_painter_travels_to_a_render_process() -> None:
    """The bot draws replays where it draws boards: a painter must survive pickling."""
    import pickle

    engine = registry.get("aqua-romana")
    state = random_history(engine, 2, 1)[5]
    paint = board_painter("aqua-romana", {"p1": "Zsolt"})
    copy = pickle.loads(pickle.dumps(paint))
    assert copy(state) == paint(state)


def test_a_painter_draws_the_board_in_its_language() -> None:
    """A replay is drawn in its readers' language (a table's own, or ``tabula replay --lang``),
    like its seats' names."""
    import pickle

    engine = registry.get("aqua-romana")
    state = random_history(engine, 2, 1)[5]
    hungarian = board_painter("aqua-romana", {"p1": "Zsolt"}, "hu")
    adapter = front_end("aqua-romana")
    assert adapter is not None
    view = engine.view_model(state, None)
    assert hungarian(state) == adapter.render_board(view, {"p1": "Zsolt"}, "hu")
    assert hungarian(state) != board_painter("aqua-romana", {"p1": "Zsolt"})(state)
    assert pickle.loads(pickle.dumps(hungarian))(state) == hungarian(state)
