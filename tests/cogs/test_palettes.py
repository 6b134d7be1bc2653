"""The palettes of the board images are data: committed files, read as a process starts, and
the same as what their samples teach (the one place of the suite that learns them)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageFont

from cogs import fonts, png
from cogs.fonts import DEBIAN, FILES, font
from cogs.palettes import defined
from cogs.png import Palette, encode, learn_palettes

PALETTES = {palette.name: palette for palette in defined()}
COGS = Path(png.__file__).parent


def test_the_samples_are_drawn_with_debian_dejavu() -> None:
    # Another font draws other pixels, and so teaches other palettes than the committed ones.
    for style, name in FILES.items():
        drawn_with = font(12, style)
        assert isinstance(drawn_with, ImageFont.FreeTypeFont), "install fonts-dejavu-core"
        assert drawn_with.path == f"{DEBIAN}/{name}", "install fonts-dejavu-core"


def test_without_dejavu_the_images_use_pillows_font_and_say_so(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(fonts, "FILES", {"regular": "NoSuchFont.ttf"})
    font.cache_clear()
    try:
        assert font(12).getbbox("Roma") == ImageFont.load_default(12).getbbox("Roma")
        font(13)
    finally:
        font.cache_clear()  # the next test gets DejaVu again
    assert caplog.messages == [
        "NoSuchFont.ttf is missing (install fonts-dejavu-core): the images use Pillow's font"
    ]


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_the_committed_palette_is_what_its_samples_teach(name: str) -> None:
    palette = PALETTES[name]
    assert palette.learn() == palette.path.read_bytes(), "stale: run `python -m cogs.palettes`"


def test_a_file_is_committed_for_every_palette_and_no_other() -> None:
    assert sorted(PALETTES) == [
        "cogs.aqua_romana.board",
        "cogs.aqua_romana.turn",
        "cogs.builders_antiquity.board",
        "cogs.builders_antiquity.turn",
        "cogs.porta_nigra.board",
        "cogs.porta_nigra.hand",
        "cogs.porta_nigra.turn",
    ]
    committed = sorted(COGS.glob("**/palettes/*.pal"))
    assert committed == sorted(palette.path for palette in PALETTES.values())
    assert PALETTES["cogs.aqua_romana.turn"].path == COGS / "aqua_romana/palettes/turn.pal"


@pytest.fixture
def own_palettes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The palettes made by a test live in ``tmp_path`` (each is given it) and leave the bot's
    alone."""
    monkeypatch.setattr(png, "_PALETTES", {})
    yield tmp_path


RED, BLUE = (200, 10, 10), (0, 0, 250)


def two_colours() -> list[Image.Image]:
    return [Image.new("RGB", (4, 2), RED), Image.new("P", (2, 3), BLUE)]


def test_a_palette_is_read_from_its_file_and_never_drawn(own_palettes: Path) -> None:
    drawn = []

    def samples() -> list[Image.Image]:
        drawn.append(1)
        return two_colours()

    palette = Palette(samples, "flags", own_palettes)
    (own_palettes / "flags.pal").write_bytes(bytes(RED + BLUE))
    learn_palettes()
    first = palette.image
    assert palette.image is first and drawn == []
    assert first.getpalette() == [*RED, *BLUE]
    # an image of those colours comes back exact
    image = Image.new("RGB", (6, 5), RED)
    image.paste(BLUE, (0, 0, 3, 2))
    decoded = Image.open(io.BytesIO(encode(image, palette))).convert("RGB")
    assert decoded.tobytes() == image.tobytes()


def test_a_palette_learns_the_colours_of_its_samples_whatever_their_order(
    own_palettes: Path,
) -> None:
    colours = Palette(two_colours, "flags", own_palettes).learn()
    assert Palette(lambda: reversed(two_colours()), "reversed", own_palettes).learn() == colours
    triples = {colours[i : i + 3] for i in range(0, len(colours), 3)}
    assert {bytes(RED), bytes(BLUE)} <= triples


def test_a_missing_palette_says_how_to_make_it(own_palettes: Path) -> None:
    palette = Palette(two_colours, "flags", own_palettes)
    with pytest.raises(FileNotFoundError) as missing:
        learn_palettes()
    assert str(missing.value) == (
        f"{own_palettes / 'flags.pal'} is missing: "
        "run `python -m cogs.palettes` to compute the palettes"
    )
    (own_palettes / "flags.pal").write_bytes(b"\x00" * 769)
    with pytest.raises(ValueError, match="holds 769 bytes, not up to 256 RGB colours"):
        palette.image  # noqa: B018 (read on first use)


def test_a_palette_is_named_after_the_module_of_its_samples(own_palettes: Path) -> None:
    assert PALETTES["cogs.porta_nigra.hand"].path == COGS / "porta_nigra/palettes/hand.pal"
    assert Palette(two_colours).name == __name__
    assert Palette(two_colours, "flags").path == Path(__file__).with_name("palettes") / "flags.pal"
    with pytest.raises(ValueError, match=f"two palettes are named '{__name__}'"):
        Palette(lambda: two_colours())
