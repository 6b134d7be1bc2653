"""Readable turn images (issue 18), measured: every game's turn image (``ADAPTER.render_turn``)
at the start, middle and end of seeded 2-4 player games fits Discord's chat (at most 1200 px
wide, no taller than wide), and every text it draws is at least 9 px high when Discord shows
the image 550 px wide (a desktop) and 350 px wide (a phone), lies inside the image and overlaps
no other text. Every hand image (``ADAPTER.private_image``, issue 33): at least 7 px there, and
neither image cuts a player's name."""

from __future__ import annotations

import io
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot import cli
from bot.adapter import GameAdapter
from bot.extensions import front_end
from bot.i18n.languages import LANGUAGES
from cogs.aqua_romana import turn_board as aqua_turn_board
from cogs.builders_antiquity import turn as builders_turn
from cogs.fonts import DrawnText, font, recording
from rules import registry
from rules.play import random_history
from tests.toy import MANIFEST as PEBBLES

# How wide Discord shows an image in a conversation: on a desktop, on a phone. A narrower image
# is shown at its own size, never enlarged.
SHOWN_WIDTHS = (550, 350)
LEAST_PX = 9  # the smallest text a reader reads there
HAND_LEAST_PX = 7  # in a DM, read on its own: the least issue 33 asks
MAX_WIDTH = 1200
# As long as Discord's names go (32 characters), one of 20, and short ones: none is cut.
NAMES = [
    "Aurelia Longname of the Aventine",
    "Cornelia the Younger",
    "Brutus",
    "Decimus the Builder",
]
assert [len(name) for name in NAMES] == [32, 20, 6, 19]
GAMES = [m.id for m in registry.manifests() if m.extension is not None]


def adapter_of(game: str) -> GameAdapter[Any]:
    adapter = front_end(game)
    assert adapter is not None
    return adapter


def moments(game: str, players: int) -> dict[str, Any]:
    states = random_history(registry.get(game), players, seed=100 + players)
    return {"start": states[0], "middle": states[len(states) // 2], "end": states[-1]}


def overlapping(a: DrawnText, b: DrawnText) -> bool:
    (l1, t1, r1, b1), (l2, t2, r2, b2) = a.box, b.box
    return l1 < r2 and l2 < r1 and t1 < b2 and t2 < b1


def problems(drawn: list[DrawnText], size: tuple[int, int], least: int = LEAST_PX) -> list[str]:
    """Every way the texts drawn on an image of ``size`` fail the chat's readability, its
    texts at least ``least`` px high as shown."""
    width, height = size
    found = []
    on_image = [t for t in drawn if t.image == size]
    for text in drawn:
        if text.image != size:
            found.append(f"{text.text!r} drawn on a {text.image} piece pasted later: unmeasured")
            continue
        for shown_width in SHOWN_WIDTHS:
            shown = text.size * min(1.0, shown_width / width)
            if shown < least:
                found.append(f"{text.text!r} is {shown:.1f} px high at {shown_width} px")
        left, top, right, bottom = text.box
        if left < 0 or top < 0 or right > width or bottom > height:
            found.append(f"{text.text!r} leaves the image: {text.box}")
    for a, b in combinations(on_image, 2):
        if overlapping(a, b):
            found.append(f"{a.text!r} {a.box} overlaps {b.text!r} {b.box}")
    return found


def cut_names(drawn: list[DrawnText], names: list[str]) -> list[str]:
    """The texts that show a name cut short with an ellipsis."""
    return [
        t.text
        for t in drawn
        if any(n[:end].rstrip() + "…" in t.text for n in names for end in range(1, len(n)))
    ]


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_turn_image_is_readable_in_the_chat(game: str, players: int, locale: str) -> None:
    adapter = adapter_of(game)
    assert adapter.has_turn_image, f"{game} has no turn image for the chat"
    engine = adapter.engine
    for when, state in moments(game, players).items():
        view = engine.view_model(state, None)
        names = dict(zip(state.seats, NAMES, strict=False))
        with recording() as drawn:
            png = adapter.render_turn(view, names, locale)
        assert png is not None, when
        size = Image.open(io.BytesIO(png)).size
        width, height = size
        assert width <= MAX_WIDTH, (when, size)
        assert height <= width, (when, size)
        assert len(drawn) >= 5, when  # the texts were seen where they were drawn
        assert problems(drawn, size) == [], when
        assert cut_names(drawn, NAMES) == [], when
        # the names the buttons use are written in it: the player to move's, at least
        mover = engine.pending(state)
        if mover is not None:
            assert any(names[mover] in t.text for t in drawn), when


# The games that draw a hand (the others say it in the DM's text).
HANDS = ["porta-nigra"]


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_hand_image_is_readable_on_a_phone(game: str, players: int, locale: str) -> None:
    adapter = adapter_of(game)
    engine = adapter.engine
    drawn_hands = 0
    for when, state in moments(game, players).items():
        names = dict(zip(state.seats, NAMES, strict=False))
        for seat in state.seats:  # the mover's shows the card in play
            with recording() as drawn:
                png = adapter.private_image(engine.view_model(state, seat), names, locale)
            if png is None:
                continue
            drawn_hands += 1
            size = Image.open(io.BytesIO(png)).size
            assert len(drawn) >= 5, (when, seat)
            assert problems(drawn, size, HAND_LEAST_PX) == [], (when, seat)
            assert cut_names(drawn, NAMES) == [], (when, seat)
            assert any(names[seat] in t.text for t in drawn), (when, seat)
    assert (drawn_hands > 0) == (game in HANDS)


def test_recording_sees_where_each_text_lands_and_how_high_it_is() -> None:
    image = Image.new("RGB", (200, 100))
    draw = ImageDraw.Draw(image)
    with recording() as drawn:
        draw.text((10, 20), "Hag", font=font(20))
        draw.text((100, 50), "x", fill=(1, 2, 3), font=font(18, "bold"), anchor="mm")
    draw.text((0, 0), "after", font=font(20))
    assert [(t.text, t.size, t.image) for t in drawn] == [
        ("Hag", 20, (200, 100)),
        ("x", 18, (200, 100)),
    ]
    left, top, right, bottom = drawn[0].box
    assert (left, right) == (10, 10 + round(font(20).getlength("Hag")))
    assert 20 < top < bottom <= 20 + 24  # the ink, below the line's top
    x_left, x_top, x_right, x_bottom = drawn[1].box
    assert x_left < 100 < x_right and x_top < 50 < x_bottom  # centred on its anchor
    # Pillow's own method is back once no recording is open
    assert ImageDraw.ImageDraw.text.__module__ == "PIL.ImageDraw"


def test_the_checks_catch_small_overlapping_and_outside_texts() -> None:
    size = (700, 600)
    small = DrawnText("tiny", 16, (0, 0, 40, 12), size)
    over = DrawnText("over", 20, (30, 5, 80, 25), size)
    out = DrawnText("out", 20, (690, 500, 720, 520), size)
    pasted = DrawnText("card", 20, (0, 0, 50, 20), (192, 154))
    assert problems([small, over, out, pasted], size) == [
        "'tiny' is 8.0 px high at 350 px",  # 12.6 px at 550 px: a desktop reads it, a phone not
        "'out' leaves the image: (690, 500, 720, 520)",
        "'card' drawn on a (192, 154) piece pasted later: unmeasured",
        "'tiny' (0, 0, 40, 12) overlaps 'over' (30, 5, 80, 25)",
    ]


def test_tabula_render_writes_the_turn_image_or_the_full_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sizes = {}
    for view in ("turn", "full"):
        out = tmp_path / f"{view}.png"
        args = ["render", "builders-antiquity", "--players", "3", "--steps", "60"]
        assert cli.main([*args, "--view", view, "--out", str(out)]) == 0
        sizes[view] = Image.open(out).size
    assert sizes["turn"][0] == builders_turn.WIDTH and sizes["turn"][1] <= builders_turn.WIDTH
    assert sizes["full"][0] == 1400  # the whole board, as without --view
    out = tmp_path / "aqua.png"
    args = ["render", "aqua-romana", "--players", "3", "--seed", "1", "--steps", "60"]
    assert cli.main([*args, "--view", "turn", "--out", str(out)]) == 0
    width, height = Image.open(out).size
    assert width == aqua_turn_board.WIDTH and height <= width
    # a game whose front end has no turn image says so (the toy game of tests/toy)
    registry.register(PEBBLES)
    try:
        out = tmp_path / "pebbles.png"
        assert cli.main(["render", "pebbles", "--view", "turn", "--out", str(out)]) == 2
    finally:
        registry.unregister(PEBBLES.id)
    assert not out.exists()
    assert capsys.readouterr().err.endswith("Pebbles has no turn image yet: try --view full.\n")
