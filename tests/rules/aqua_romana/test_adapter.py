"""Aqua Romana's Discord words, written from views alone: the prompt and status lines from the
public view, the personal summary from the seat's own."""

from __future__ import annotations

import pytest

from bot.adapter import with_names
from cogs.aqua_romana.adapter import AquaRomanaAdapter
from rules.aqua_romana import ENGINE
from rules.aqua_romana.state import AquaState
from rules.core import Action
from tests.rules.aqua_romana.positions import play, position

ADAPTER = AquaRomanaAdapter()
NAMES = {"p1": "Ann", "p4": "Dora"}


def after_blue_scored() -> AquaState:
    """p1 (red) laid a double curve on D5 that closed blue3 (p4) at 2; p4 takes a reserve
    builder. The joker on P26 stands in the sight of red3, who is now on D5."""
    state = position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D", 26: "J"})
    return play(state, "workman:red3", "builder:P3", "tile:D0", "keep")


def test_the_prompt_and_status_lines_come_from_the_public_view() -> None:
    view = ENGINE.view_model(after_blue_scored(), None)
    assert ADAPTER.prompt(view, NAMES) == (
        "**Dora**: your aqueduct was closed: take a builder from the reserve (you place it "
        "before your next turn)."
    )
    assert ADAPTER.status_lines(view, NAMES) == [
        "**Ann** (red): 0 points · open: red1 → B3, red2 → E3, red3 2 long → E5",
        "**p2** (yellow): 0 points · open: yellow1 → G3, yellow2 → J3, yellow3 → I4",
        "**p3** (green): 0 points · open: green1 → J6, green2 → G6, green3 → H5",
        # Dora claims a builder in Ann's turn: the one who decides now is marked, as the
        # prompt above names her
        "▶ **Dora** (blue): 2 points · open: blue1 → E6, blue2 → B6",
    ]


def test_in_setup_the_status_marks_the_player_setting_a_builder_up() -> None:
    state = ENGINE.new_game(["p1", "p2", "p3"], seed=1)
    for _ in range(2):
        state = ENGINE.apply_id(state, ENGINE.legal_actions(state)[0].id)[0]
    view = ENGINE.view_model(state, None)
    assert (view.current, view.pending) == ("p1", "p2")
    assert ADAPTER.prompt(view, NAMES).startswith("**p2**: set up builder 2 of 12.")
    assert [line[:8] for line in ADAPTER.status_lines(view, NAMES)] == [
        "**Ann** ",
        "▶ **p2**",
        "**p3** (",
    ]


def test_a_player_who_must_help_is_told_so() -> None:
    view = ENGINE.view_model(position(builders={7: "S"}), None)
    assert ADAPTER.prompt(view, NAMES) == (
        "**Ann**: none of your workmen can build, so you must extend another player's "
        "aqueduct: choose the workman."
    )
    view = ENGINE.view_model(position(builders={3: "S"}), None)
    assert ADAPTER.prompt(view, NAMES) == "**Ann**: choose the workman whose aqueduct you extend."


def test_the_private_summary_is_the_viewers_own() -> None:
    state = after_blue_scored()
    assert ADAPTER.private_summary(ENGINE.view_model(state, "p4"), NAMES) == (
        "**Aqua Romana** — your summary, Dora (you play blue):\n"
        "Points so far: 2.\n"
        "• blue1: open, 0 long, at the reservoir, facing E6; sees joker P26\n"
        "• blue2: open, 0 long, at the reservoir, facing B6; sees no builder\n"
        "• blue3: closed at 2 long, on podium 2\n"
        "It is your move."
    )
    assert ADAPTER.private_summary(ENGINE.view_model(state, "p1"), NAMES) == (
        "**Aqua Romana** — your summary, Ann (you play red):\n"
        "Points so far: 0.\n"
        "• red1: open, 0 long, at the reservoir, facing B3; sees no builder\n"
        "• red2: open, 0 long, at the reservoir, facing E3; sees joker P26\n"
        "• red3: open, 2 long, at D5, facing E5; sees joker P26"
    )
    with pytest.raises(ValueError, match="a seat's own view"):
        ADAPTER.private_summary(ENGINE.view_model(state, None), NAMES)


@pytest.mark.parametrize(
    ("action_id", "label"),
    [
        ("setup:C:top", "Curve · top (P0–P10)"),
        ("at:P12", "P12 (right, beside row 2)"),
        ("fcol:D", "Column D"),
        ("fsq:D4", "Square D4"),
        ("claim:J", "Take the joker from Ann"),
    ],
)
def test_action_labels_read_the_id(action_id: str, label: str) -> None:
    # The engine's label is the fallback; the presenter puts names in place of seat ids once
    # the label is in the reader's language.
    raw = ADAPTER.action_label(Action(action_id, "Take the joker from p1"), NAMES)
    shown = with_names(raw, NAMES)
    assert shown == label
