"""`tabula play --lang`: the terminal player says its own lines, the options and the events in
the chosen language, from the same catalogues as the bot."""

from __future__ import annotations

import io
import random
import re

from bot import cli
from bot.i18n.languages import PSEUDO
from bot.i18n.text import localized
from rules.porta_nigra import ENGINE
from tests.i18n.pseudo_game import english_left


def play(stdin: str, *extra: str) -> list[str]:
    out = io.StringIO()
    args = cli.build_parser().parse_args(
        ["play", "porta-nigra", "--players", "2", "--seed", "3", *extra]
    )
    assert cli.cmd_play(args, out, io.StringIO(stdin)) == 0
    return out.getvalue().splitlines()


def test_a_whole_computer_game_in_hungarian() -> None:
    lines = play("", "--humans", "0", "--lang", "hu")
    assert lines[0] == "Porta Nigra, kezdőérték: 3. Emberi játékosok: nincsenek."
    assert lines[1] == "Írd be egy lépés számát; Ctrl-D vagy Ctrl-C: kilépés."
    assert lines[2] == "- Player 1 lerakta az építőmesterét: Porta Nigra-negyed"
    assert "- Player 1 vett egy fehér téglát 5 sestertiusért" in lines
    assert lines[-1] == "Győztes: Player 2"


def test_a_human_reads_the_options_and_is_asked_again_in_spanish() -> None:
    lines = play("0\n", "--humans", "1", "--lang", "es-ES")
    assert lines[0] == "Porta Nigra, semilla 3. Humanos: Player 1."
    assert "Player 1, elige:" in lines
    assert "   1. Coloca tu maestro de obras en el barrio de la Basílica (tienda roja)" in lines
    assert "> Escribe un número del 1 al 4." in lines
    assert lines[-1] == "Partida sin terminar. ¡Adiós!"


def test_english_stays_the_default() -> None:
    lines = play("", "--humans", "0")
    assert lines[0] == "Porta Nigra, seed 3. Humans: none."
    assert lines[2] == "- Player 1 placed the master builder in the Porta Nigra quarter"
    assert lines[-1] == "Winner: Player 2"


def test_the_board_description_in_hungarian_and_spanish() -> None:
    hungarian = play("", "--humans", "1", "--lang", "hu")
    assert hungarian[3:5] == [
        "Porta Nigra – 1. forduló (3 közül), fázis: az építőmester lerakása",
        "Téglapiac: K4 B3 R3 Y5 W1 (tégla-utánpótlás: 74 tégla)",
    ]
    assert "1. Bazilika-negyed (bolt: R), építőmesterek: -" in hungarian
    assert (
        "*Player 1: 0 GyP, 20 sestertius, 1 fáklyajelző, 0 befolyásjelző, 5 római"
        " (10 a készletben), téglák: K0 B0 R0 Y0 W0, kézben 2 kártya, pakliban 6"
    ) in hungarian
    assert "    pakli: A1, A2, A3, A6, A7, A8" in hungarian
    spanish = play("", "--humans", "1", "--lang", "es-ES")
    assert spanish[3] == "Porta Nigra - ronda 1 de 3, fase: colocar el maestro de obras"
    assert (
        "*Player 1: 0 PV, 20 sestercios, 1 antorcha, 0 de influencia, 5 romanos"
        " (10 en la reserva), ladrillos K0 B0 R0 Y0 W0, mano 2, mazo 6"
    ) in spanish
    assert (
        "    en la mano A5: 2 acciones entre: compra un ladrillo (negro), compra un ladrillo"
        " (rojo), toma una ficha de influencia, toma una ficha de antorcha"
    ) in spanish
    english = play("", "--humans", "1")
    assert english[3] == "Porta Nigra - round 1 of 3, phase: builder"


# A line of site codes and brick letters ("   BA-A1:3K/4 PN-2=3K@Player 3"): no words.
SITES = re.compile(r"   (?:(?:BA|AM)-[ABC]\d|PN-\d|CW-\d+)[:=]")


def test_every_line_of_every_description_comes_from_the_catalogues() -> None:
    seats = ["Xaver", "Yola", "Zeno", "Wanda"]
    state = ENGINE.new_game(seats, 11)
    rng = random.Random(11)
    checked = 0
    while True:
        if checked % 7 == 0 or ENGINE.result(state) is not None:
            for viewer in (None, *seats):
                said = localized(ENGINE.describe(state, viewer), PSEUDO)
                for line in said.splitlines():
                    if not SITES.match(line):
                        assert english_left(line, seats) == [], line
        if ENGINE.result(state) is not None:
            break
        state, _ = ENGINE.apply_id(state, rng.choice(ENGINE.legal_actions(state)).id)
        checked += 1
    # the last description holds the final scoring, in the catalogues' words too
    assert any(line.startswith("⟦Fíñál Xaver: ⟦béfóré ") for line in said.splitlines())
