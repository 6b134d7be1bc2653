"""`tabula play --lang`: the terminal player says its own lines, the options and the events in
the chosen language, from the same catalogues as the bot."""

from __future__ import annotations

import io

from bot import cli


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
