"""`tabula play --lang`: the terminal player says its own lines, the options, the events and
the seats' names in the chosen language, from the same catalogues as the bot."""

from __future__ import annotations

import io
import random
import re

import pytest

from bot import cli
from bot.i18n.glossary import title_key
from bot.i18n.languages import PSEUDO
from bot.i18n.text import localized, say
from rules import registry
from rules.porta_nigra import ENGINE
from tests.discord.language_helpers import english_lines
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
    assert lines[2] == "- 1. játékos lerakta az építőmesterét: Porta Nigra-negyed"
    assert "- 1. játékos vett egy fehér téglát 5 sestertiusért" in lines
    assert lines[-1] == "Győztes: 2. játékos"


def test_a_human_reads_the_options_and_is_asked_again_in_spanish() -> None:
    lines = play("0\n", "--humans", "1", "--lang", "es-ES")
    assert lines[0] == "Porta Nigra, semilla 3. Humanos: Jugador 1."
    assert "Jugador 1, elige:" in lines
    assert "   1. Coloca tu maestro de obras en el barrio de la Basílica (tienda roja)" in lines
    assert "> Escribe un número del 1 al 4." in lines
    assert lines[-1] == "Partida sin terminar. ¡Adiós!"


def answers(seed: int) -> io.StringIO:
    """A person at the terminal typing seeded numbers from 0 to 12: mostly an action, now and
    then one that is not offered (and is asked again). A game that never ends runs out of
    them, and its last line says it was left."""
    rng = random.Random(seed)
    return io.StringIO("".join(f"{rng.randint(0, 12)}\n" for _ in range(20_000)))


@pytest.mark.parametrize("lang", ["hu", "es-ES"])
@pytest.mark.parametrize("game", registry.games())
def test_a_whole_terminal_game_leaves_no_english(game: str, lang: str) -> None:
    """Two people and a computer: the descriptions, options, events, refusals and result,
    the seats' names among them, hold no word of English but the games' own titles."""
    out = io.StringIO()
    seats = ["--players", "3", "--agents", "human,random,human"]
    args = cli.build_parser().parse_args(["play", game, *seats, "--seed", "2", "--lang", lang])
    assert cli.cmd_play(args, out, answers(2)) == 0
    lines = out.getvalue().splitlines()
    assert lines[-1].startswith(say(lang, "cli-play-winners", count=1, winners="").strip(" :"))
    asked_again = {f"> {say(lang, 'cli-play-number', count=n)}" for n in range(1, 100)}
    assert asked_again & set(lines)
    # "The Builders: Antiquity" is its name in every language, as on its box
    title = say(lang, title_key(game))
    terminal = [("terminal", line.replace(title, "")) for line in lines]
    # one English word in a line is one too many; Spanish plays for "honor" too
    theirs = {"honor"} if lang == "es-ES" else set()
    assert english_lines(terminal, short={"terminal"}, theirs=theirs) == {}


@pytest.mark.parametrize("game", registry.games())
def test_every_word_of_a_whole_terminal_game_comes_from_the_catalogues(game: str) -> None:
    """The same game in the pseudo-locale: a word outside a ⟦…⟧ message (but Porta Nigra's
    site codes) is one no catalogue said."""
    out = io.StringIO()
    seats = ["--players", "3", "--agents", "human,random,human"]
    args = cli.build_parser().parse_args(["play", game, *seats, "--seed", "2"])
    args.lang = PSEUDO  # a test's language, which `tabula play --lang` does not offer
    assert cli.cmd_play(args, out, answers(2)) == 0
    lines = out.getvalue().splitlines()
    assert lines[-1].startswith("⟦Wíññér")
    assert [line for line in lines if not SITES.match(line) and english_left(line)] == []


def test_a_seed_plays_the_same_game_in_every_language() -> None:
    """Only the names change: the seats' ids, which the engines shuffle by, do not."""
    english = play("", "--humans", "0")
    hungarian = play("", "--humans", "0", "--lang", "hu")
    assert len(english) == len(hungarian)
    assert (english[-1], hungarian[-1]) == ("Winner: Player 2", "Győztes: 2. játékos")


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
        "*1. játékos: 0 GyP, 20 sestertius, 1 fáklyajelző, 0 befolyásjelző, 5 római"
        " (10 a készletben), téglák: K0 B0 R0 Y0 W0, kézben 2 kártya, pakliban 6"
    ) in hungarian
    assert "    pakli: A1, A2, A3, A6, A7, A8" in hungarian
    spanish = play("", "--humans", "1", "--lang", "es-ES")
    assert spanish[3] == "Porta Nigra - ronda 1 de 3, fase: colocar el maestro de obras"
    assert (
        "*Jugador 1: 0 PV, 20 sestercios, 1 antorcha, 0 de influencia, 5 romanos"
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
