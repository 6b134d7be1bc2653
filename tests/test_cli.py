"""The `tabula` command, run as a user runs it."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from bot import cli
from bot.extensions import front_end


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode, proc.stdout, proc.stderr


def test_games_lists_every_registered_game() -> None:
    code, out, _ = run("games")
    assert code == 0
    assert "builders-antiquity\tThe Builders: Antiquity (2–4 players)" in out.splitlines()


def test_simulate_prints_a_line_per_game_and_is_deterministic() -> None:
    code, out, _ = run("simulate", "builders-antiquity", "--players", "3", "--games", "4")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 5
    assert [line.split(":")[0] for line in lines[:4]] == ["seed 1", "seed 2", "seed 3", "seed 4"]
    assert "winners Player" in lines[0] and "scores Player 1: " in lines[0]
    assert lines[4].startswith("4 games of The Builders: Antiquity with 3 players in ")
    assert "games/s" in lines[4]
    _, again, _ = run("simulate", "builders-antiquity", "--players", "3", "--games", "4")
    assert again.splitlines()[:4] == lines[:4]


def test_simulate_refuses_a_wrong_player_count() -> None:
    code, _, err = run("simulate", "builders-antiquity", "--players", "5")
    assert code == 2
    assert "The Builders: Antiquity takes 2 to 4 players." in err


def play(stdin: str, *extra: str) -> str:
    out = io.StringIO()
    args = cli.build_parser().parse_args(
        ["play", "builders-antiquity", "--players", "2", "--seed", "5", *extra]
    )
    assert cli.cmd_play(args, out, io.StringIO(stdin)) == 0
    return out.getvalue()


def test_play_asks_again_after_a_bad_entry_and_ends_cleanly_on_eof() -> None:
    text = play("0\nthree\n\n1\n", "--humans", "2")
    assert text.count("Please type a number from 1 to ") == 3
    assert "- Player 1 started the" in text or "- Player 2 started the" in text
    assert text.rstrip().endswith("Game left unfinished. Goodbye.")


def test_play_with_the_same_seed_and_entries_is_identical() -> None:
    entries = "30\n1\n29\n" * 3
    assert play(entries, "--humans", "1") == play(entries, "--humans", "1")


def test_play_with_no_humans_plays_to_the_end_and_names_the_winners() -> None:
    text = play("", "--humans", "0")
    assert "- The game is over." in text
    assert text.splitlines()[-1].startswith(("Winner: ", "A tie: "))


@pytest.mark.parametrize("humans", ["-1", "3"])
def test_play_refuses_more_humans_than_seats(humans: str) -> None:
    with pytest.raises(SystemExit, match="--humans must be between 0 and 2"):
        play("", "--humans", humans)


def test_simulate_with_named_agents_one_per_seat() -> None:
    code, out, _ = run(
        "simulate", "aqua-romana", "--players", "2", "--games", "2", "--agents", "normal,random"
    )
    assert code == 0 and len(out.splitlines()) == 3
    code, _, err = run("simulate", "aqua-romana", "--players", "2", "--agents", "normal,wizard")
    assert code != 0 and "unknown agent 'wizard'; known agents: random, easy" in err


def test_play_takes_an_agent_per_seat() -> None:
    text = play("", "--agents", "easy,normal")
    assert "Humans: none." in text and "- The game is over." in text
    with pytest.raises(SystemExit, match="--agents needs one name per seat: 2 names"):
        play("", "--agents", "human")


@pytest.mark.parametrize("view", ["full", "turn"])
def test_render_draws_the_seats_names_in_its_language(
    view: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    adapter = front_end("porta-nigra")
    assert adapter is not None
    drawn: list[tuple[dict[str, str], str]] = []

    def draw(view: object, names: dict[str, str], locale: str = "en-US") -> bytes:
        drawn.append((dict(names), locale))
        return b"\x89PNG"

    monkeypatch.setattr(adapter, "render_board" if view == "full" else "render_turn", draw)
    out = io.StringIO()
    image = ["--view", view, "--lang", "hu", "--out", str(tmp_path / "board.png")]
    args = cli.build_parser().parse_args(["render", "porta-nigra", "--players", "3", *image])
    assert cli.cmd_render(args, out) == 0
    hungarian = {"Player 1": "1. játékos", "Player 2": "2. játékos", "Player 3": "3. játékos"}
    assert drawn == [(hungarian, "hu")]


def test_simulate_names_the_seats_from_the_catalogues() -> None:
    out = io.StringIO()
    args = cli.build_parser().parse_args(["simulate", "porta-nigra", "--games", "1"])
    assert cli.cmd_simulate(args, out) == 0
    assert cli.default_names(["a", "b"]) == {"a": "Player 1", "b": "Player 2"}
    assert cli.default_names(["a", "b"], "es-ES") == {"a": "Jugador 1", "b": "Jugador 2"}
    assert out.getvalue().startswith("seed 1: winners Player ")


@pytest.mark.parametrize("command", ["play", "simulate", "render"])
def test_every_option_says_what_it_does_and_its_default(command: str) -> None:
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, cli.argparse._SubParsersAction))
    options = [a for a in sub.choices[command]._actions if a.dest != "help"]
    assert {a.dest for a in options} >= {"game", "players", "seed", "lang"}
    for option in options:
        assert option.help, option.dest
        if option.option_strings:
            assert "default" in option.help or option.required, option.dest
    code, out, _ = run(command, "--help")
    assert code == 0
    assert "(default: 2)" in out and "(default: en-US)" in " ".join(out.split())


@pytest.mark.parametrize(
    ("typed", "language"),
    [("es", "es-ES"), ("es-ES", "es-ES"), ("hu-HU", "hu"), ("HU", "hu"), ("en", "en-US")],
)
@pytest.mark.parametrize("command", ["play", "simulate", "render"])
def test_lang_takes_a_tag_of_each_language(command: str, typed: str, language: str) -> None:
    argv = [command, "porta-nigra", "--lang", typed] + (["--out", "x.png"] * (command == "render"))
    assert cli.build_parser().parse_args(argv).lang == language


def test_lang_refuses_a_language_tabula_does_not_speak() -> None:
    code, _, err = run("play", "porta-nigra", "--lang", "de")
    assert code == 2
    assert (
        "argument --lang: Tabula does not speak 'de': choose one of en-US, hu, es-ES "
        "(or a tag of the same language, such as es or hu-HU)"
    ) in err


def test_simulate_names_the_seats_in_its_language() -> None:
    out = io.StringIO()
    args = cli.build_parser().parse_args(
        ["simulate", "porta-nigra", "--games", "1", "--lang", "es"]
    )
    assert cli.cmd_simulate(args, out) == 0
    assert out.getvalue().startswith("seed 1: winners Jugador ")
    assert "scores Jugador 1: " in out.getvalue()


def test_games_says_one_number_for_a_game_of_one_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """As the lobby says it: "2 players", not "2–2 players"."""
    from types import SimpleNamespace

    from rules import registry

    duel = SimpleNamespace(name="Duel", min_players=2, max_players=2)
    monkeypatch.setattr(registry, "games", lambda: ["duel"])
    monkeypatch.setattr(registry, "get", lambda game: duel)
    out = io.StringIO()
    assert cli.cmd_games(cli.build_parser().parse_args(["games"]), out) == 0
    assert out.getvalue() == "duel\tDuel (2 players)\n"
