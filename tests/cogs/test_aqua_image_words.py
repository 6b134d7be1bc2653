"""Aqua Romana's images in the reader's language (issue 21): every word the full board and the
turn image draw comes from the catalogues (a pseudo-locale picture holds no word outside a ⟦…⟧
message but the players' names and the game's title), and the Hungarian and Spanish pictures
stay as readable as the English: nothing leaves the image, overlaps or is cut, and the turn
image reads in the chat at a desktop's and a phone's width."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.i18n.languages import PSEUDO
from bot.i18n.pseudo import OPEN
from cogs.aqua_romana.board import render_board
from cogs.aqua_romana.turn import player_line, render_turn, reserve_line, step_text
from cogs.fonts import recording
from rules.aqua_romana import ENGINE
from rules.aqua_romana.view import AquaView
from rules.play import random_history
from tests.cogs.drawn_text import drawn_texts, name_lines, untranslated
from tests.cogs.test_readable import NAMES, problems
from tests.rules.aqua_romana.positions import play, position

LANGUAGES = ("hu", "es-ES")


def views(players: int) -> dict[str, tuple[AquaView, dict[str, str]]]:
    """The start, middle and end of a seeded game, and the first view of each of its steps
    (a player extending another's aqueduct apart): every phase of the game appears in it."""
    states = random_history(ENGINE, players, seed=100 + players)
    chosen: dict[str, Any] = {"start": states[0], "middle": states[len(states) // 2]}
    for state in states:
        view = ENGINE.view_model(state, None)
        chosen.setdefault(view.phase + ("-helping" if view.helping else ""), state)
    chosen["end"] = states[-1]
    return {
        when: (ENGINE.view_model(state, None), dict(zip(state.seats, NAMES, strict=False)))
        for when, state in chosen.items()
    }


@pytest.mark.parametrize("players", [2, 4])
def test_every_word_drawn_comes_from_the_catalogues(
    monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    phases = set()
    for when, (view, names) in views(players).items():
        phases.add(view.phase)
        # a long name may be wrapped, whole, over two lines
        allowed = [*name_lines(names.values()), "Aqua Romana"]
        for render in (render_board, render_turn):
            with drawn_texts(monkeypatch) as texts:
                render(view, names, PSEUDO)
            assert untranslated(texts, allowed) == [], (when, render)
            assert any(OPEN in text for text in texts), (when, render)
    assert {"setup", "builder", "tile", "fountain_column", "claim", "over"} <= phases


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_images_stay_readable_in_hungarian_and_spanish(language: str, players: int) -> None:
    for when, (view, names) in views(players).items():
        with recording() as drawn:
            png = render_turn(view, names, language)
        size = Image.open(io.BytesIO(png)).size
        assert size[1] <= size[0], (when, size)
        assert problems(drawn, size) == [], when
        assert [t.text for t in drawn if "…" in t.text] == [], when
        with recording() as drawn:
            png = render_board(view, names, language)
        size = Image.open(io.BytesIO(png)).size
        # The full board is opened at its own size, not read at the chat's width: its texts
        # must stay on it, apart and whole.
        placed = [p for p in problems(drawn, size) if " px high at " not in p]
        assert placed == [], when
        assert [t.text for t in drawn if "…" in t.text] == [], when


def builder_step() -> AquaView:
    """Ann's red3, on his reservoir at D3, builds on D4 and sees the double curve on P3."""
    return ENGINE.view_model(play(position(builders={3: "D", 26: "J"}), "workman:red3"), None)


def test_the_turn_images_words_in_hungarian() -> None:
    view = builder_step()
    assert step_text(view, "hu") == (
        "piros3 (D3) építési helye: D4; válassz a látóvonalában álló építőmesterek közül (kiemelve)"
    )
    assert player_line(view, "p1", "Ann", locale="hu") == "Ann (piros): 0 pont"
    assert player_line(view, "p2", "Bob", locale="hu", colours=False) == "Bob: 0 pont"
    assert reserve_line(view, "hu") == (
        "Tartalék építőmesterek: kanyar, egyenes, híd, dupla kanyar, joker"
    )
    tile = ENGINE.view_model(
        play(position(builders={3: "D", 26: "J"}), "workman:red3", "builder:P3"), None
    )
    assert step_text(tile, "hu") == (
        "piros3 építési helye: D4; a P3 mezőn álló építőmester dupla kanyart ad"
    )


def test_the_turn_images_words_in_spanish() -> None:
    view = builder_step()
    assert step_text(view, "es-ES") == (
        "rojo3 en D3 construye en D4: elige un maestro de obras en su línea de visión (resaltado)"
    )
    assert player_line(view, "p4", "Dora", locale="es-ES") == "Dora (azul): 0 puntos"
    assert reserve_line(view, "es-ES") == (
        "Maestros de obras de reserva: curva, recta, puente, doble curva, comodín"
    )
