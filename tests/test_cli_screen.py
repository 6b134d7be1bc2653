"""`tabula play` redraws only what changed since a seat's last decision (issue 33), and "?"
shows the whole game again."""

from __future__ import annotations

import io

from bot import cli
from bot.cli_screen import Changes, changes, redraw
from bot.i18n import ENGLISH, SPANISH

BEFORE = """\
Round 1, Player 1 to play
Offer:
  House: 10 sestertii
  Port: 8 sestertii
Player 1: 10 sestertii
  available: Apprentice
Player 2: 10 sestertii"""


def test_a_changed_line_comes_with_the_line_it_belongs_to() -> None:
    after = BEFORE.replace("  available: Apprentice", "  available: Master")
    assert changes(BEFORE, after) == Changes(
        now=("Player 1: 10 sestertii", "  available: Master"), gone=()
    )


def test_a_line_that_left_is_gone_and_one_that_changed_is_not() -> None:
    after = """\
Round 1, Player 1 to play
Offer:
  Port: 8 sestertii
  Theatre: 14 sestertii
Player 1: 0 sestertii
  building House
  available: Apprentice
Player 2: 10 sestertii"""
    assert changes(BEFORE, after) == Changes(
        now=(
            "Offer:",
            "  Theatre: 14 sestertii",
            "Player 1: 0 sestertii",
            "  building House",
        ),
        gone=("  House: 10 sestertii",),
    )


def test_a_line_aligned_by_one_space_is_not_nested() -> None:
    before = "*Player 1: 5 VP\n    deck: A1\n Player 2: 0 VP"
    after = "*Player 1: 5 VP\n    deck: A1\n Player 2: 3 VP"
    assert changes(before, after).now == (" Player 2: 3 VP",)


def test_redraw_is_whole_the_first_time_then_only_the_changes() -> None:
    assert redraw(None, BEFORE, ENGLISH, "Ann") == BEFORE.splitlines()
    after = BEFORE.replace("Round 1", "Round 2").replace("  Port: 8 sestertii\n", "")
    assert redraw(BEFORE, after, ENGLISH, "Ann") == [
        "Ann, changed since your last turn (type ? to see the whole game):",
        "Round 2, Player 1 to play",
        "No longer there:",
        "  Port: 8 sestertii",
    ]
    assert redraw(BEFORE, BEFORE, SPANISH, "Ana") == [
        "Ana, nada cambió desde tu último turno (escribe ? para ver toda la partida)."
    ]


def play(stdin: str) -> list[str]:
    out = io.StringIO()
    args = cli.build_parser().parse_args(
        ["play", "builders-antiquity", "--players", "2", "--seed", "5", "--humans", "1"]
    )
    assert cli.cmd_play(args, out, io.StringIO(stdin)) == 0
    return out.getvalue().splitlines()


def options(lines: list[str], start: int) -> int:
    """Where the options that start at ``start`` end."""
    end = start
    while end < len(lines) and lines[end].startswith("  ") and ". " in lines[end][:6]:
        end += 1
    return end


def test_the_second_decision_shows_only_what_changed() -> None:
    lines = play("1\n")
    first = lines.index("Player 1, choose:")
    # the first decision: the whole game, as before
    assert lines[2:4] == [
        "",
        "The Builders: Antiquity: round 1, Player 1 to play (3 free actions, investment open)",
    ]
    assert first == 21
    after = options(lines, first + 1)
    assert lines[after : after + 11] == [
        "> - Player 1 started the Colossus of Rhodes",
        "",
        "Player 1, changed since your last turn (type ? to see the whole game):",
        "The Builders: Antiquity: round 1, Player 1 to play (2 free actions, investment open)",
        "Buildings on offer (27 more in the deck, the Camel Stable face up on top):",
        "  Theatre: needs 4 stone, 3 wood, 2 architecture, 1 decoration; 14 sestertii, 5 VP",
        "Player 1 (start player): 10 sestertii, 0 VP",
        "  building Colossus of Rhodes: still needs 5 stone, 4 wood, 3 architecture, 2 decoration",
        "No longer there:",
        "  Colossus of Rhodes: needs 5 stone, 4 wood, 3 architecture, 2 decoration;"
        " 17 sestertii, 7 VP",
        "Player 1, choose:",
    ]
    assert lines[after + 11] == "   1. Start House: earn 10, 0 VP (1 action)"
    assert lines[-1] == "Game left unfinished. Goodbye."


def test_a_question_mark_shows_the_whole_game_and_the_options_again() -> None:
    lines = play("1\n?\n")
    second = [i for i, line in enumerate(lines) if line == "Player 1, choose:"][1]
    asked = options(lines, second + 1)
    whole = lines[asked + 1 : lines.index("Player 1, choose:", asked)]
    assert lines[asked] == "> "
    assert whole[0] == (
        "The Builders: Antiquity: round 1, Player 1 to play (2 free actions, investment open)"
    )
    # every line of the game, the unchanged ones too
    assert "  House: needs 1 wood, 1 architecture; 10 sestertii, 0 VP" in whole
    assert "Player 2: 10 sestertii, 0 VP" in whole
    assert whole[-1] == "  available: Apprentice (1 wood, 1 decoration, wage 2)"
    assert len(whole) == 19  # the first description's 18 and the building started
    again = lines.index("Player 1, choose:", asked)
    assert (
        lines[second + 1 : options(lines, second + 1)]
        == lines[again + 1 : options(lines, again + 1)]
    )
    assert lines[-1] == "Game left unfinished. Goodbye."


def test_hot_seat_each_person_sees_what_changed_since_their_own_turn() -> None:
    out = io.StringIO()
    args = cli.build_parser().parse_args(
        ["play", "porta-nigra", "--players", "2", "--seed", "5", "--humans", "2"]
    )
    assert cli.cmd_play(args, out, io.StringIO("1\n")) == 0
    lines = out.getvalue().splitlines()
    # Player 1 placed the master builder; it is still Player 1's turn, who sees the change
    at = lines.index("> - Player 1 placed the master builder in the Basilica quarter")
    assert lines[at + 1 : at + 6] == [
        "",
        "Player 1, changed since your last turn (type ? to see the whole game):",
        "Porta Nigra - round 1 of 3, phase: card",
        "Q1 Basilica (shop R) builders: Player 1",
        "Player 1, choose:",
    ]
