"""The Builders as text (the terminal player's table), written from the view."""

from __future__ import annotations

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.text import player_lines
from tests.rules.builders_antiquity.positions import finished, mid_turn

ANN_LINES = [
    "ann: 12 sestertii, 3 VP; tools: Saw, Brush; 1 loan",
    "  building Temple: still needs 1 architecture, 1 decoration (on it: Craftsman with the Saw)",
    "  available: Slave (2 stone, 2 wood, wage 0); "
    "Laborer (2 wood, 1 architecture, 3 decoration, wage 3)",
    "  finished: City Hall",
]
BOB_LINES = [
    "bob (start player): 7 sestertii, 10 VP",
    "  available: Apprentice (1 wood, 1 architecture, wage 2); Hoist (3 stone, wage 0)",
    "  finished: Pyramid",
]


def test_a_player_in_lines() -> None:
    view = E.view_model(mid_turn(), None)
    assert player_lines(view, view.player("ann")) == ANN_LINES
    assert player_lines(view, view.player("bob")) == BOB_LINES


def test_the_whole_table() -> None:
    assert E.describe(mid_turn(), None).splitlines() == [
        "The Builders: Antiquity: round 3, ann to play (1 free action, investment made)",
        "Buildings on offer (2 more in the deck, the Sphinx face up on top):",
        "  Forum: needs 2 stone, 1 wood, 3 architecture, 2 decoration; 12 sestertii, 3 VP",
        "  Stall: needs 1 wood, 1 decoration; 6 sestertii, 1 VP",
        "  Quarry: needs 1 stone, 1 wood; 10 sestertii, 0 VP",
        "  Market: needs 1 stone, 1 decoration; 10 sestertii, 0 VP",
        "  Armory: needs 1 stone, 1 wood, 2 architecture; 8 sestertii, 2 VP",
        "Workers for hire (1 more in the deck):",
        "  Master: 3 stone, 2 wood; wage 5",
        "  Laborer: 2 stone, 1 decoration; wage 3",
        "  Craftsman: 1 stone, 3 architecture; wage 4",
        "  Apprentice: 1 wood, 1 decoration; wage 2",
        "  Master: 2 stone, 3 decoration; wage 5",
        "Investments: 2 slaves, tools: Mallet, Square, 3 loans, universities: stone",
        *ANN_LINES,
        *BOB_LINES,
    ]


def test_the_last_round_and_the_end_are_said() -> None:
    state = mid_turn()
    state.end_triggered = True
    assert E.describe(state, "bob").splitlines()[1] == (
        "Someone has 17 VP: this is the last round."
    )
    assert E.describe(finished(), "ann").splitlines()[:2] == [
        "The Builders: Antiquity: the game is over after round 3.",
        "Buildings on offer (2 more in the deck, the Sphinx face up on top):",
    ]
