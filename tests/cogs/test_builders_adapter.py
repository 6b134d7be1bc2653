"""The Builders' words on Discord, read from views: the prompt, the status lines under the
board and a player's private summary."""

from __future__ import annotations

import pytest

from bot.i18n.text import localized
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.builders_antiquity.board import render_board
from rules.builders_antiquity import ENGINE
from rules.builders_antiquity.state import Step
from tests.rules.builders_antiquity.positions import finished, mid_turn

ADAPTER = BuildersAdapter()
NAMES = {"ann": "Ann", "bob": "Bob"}


@pytest.mark.parametrize(
    ("step", "asked"),
    [
        (Step("site", "laborer_2"), "**Ann**: choose the building to send the worker to."),
        (Step("tool", "laborer_2", "temple"), "**Ann**: choose a tool for the worker, or none."),
        (Step("educate", "university_stone"), "**Ann**: choose the worker to educate."),
        (None, "**Ann** to play: 1 free action left, investment made."),
    ],
)
def test_the_prompt_asks_for_the_step_in_progress(step: Step | None, asked: str) -> None:
    state = mid_turn()
    state.step = step
    assert ADAPTER.prompt(ENGINE.view_model(state, None), NAMES) == asked


def test_the_prompt_counts_the_free_actions_and_warns_of_the_last_round() -> None:
    state = mid_turn()
    state.step, state.actions_left, state.invested, state.end_triggered = None, 0, False, True
    assert ADAPTER.prompt(ENGINE.view_model(state, None), NAMES) == (
        "**Ann** to play: no free action, investment open. **Last round!**"
    )
    assert ADAPTER.prompt(ENGINE.view_model(finished(), None), NAMES) == "The game is over."


def test_a_status_line_per_player() -> None:
    assert ADAPTER.status_lines(ENGINE.view_model(mid_turn(), None), NAMES) == [
        "▶ **Ann**: 3 VP, 12 sestertii, 1 under way, 3 in the crew",
        "**Bob** (start player): 10 VP, 7 sestertii, 0 under way, 2 in the crew",
    ]
    # once the game is over nobody is to play
    assert ADAPTER.status_lines(ENGINE.view_model(finished(), None), NAMES)[0] == (
        "**Ann**: 3 VP, 12 sestertii, 1 under way, 3 in the crew"
    )


def test_the_private_summary_is_the_viewers_own() -> None:
    state = mid_turn()
    assert ADAPTER.private_summary(ENGINE.view_model(state, "ann"), NAMES).splitlines() == [
        "**The Builders: Antiquity** — your summary, Ann:",
        "You: 12 sestertii, 3 VP; tools: Saw, Brush; 1 loan",
        "  building Temple: still needs 1 architecture, 1 decoration "
        "(on it: Craftsman with the Saw)",
        "  available: Slave (2 stone, 2 wood, wage 0); "
        "Laborer (2 wood, 1 architecture, 3 decoration, wage 3)",
        "  finished: City Hall",
    ]
    assert ADAPTER.private_summary(ENGINE.view_model(state, "bob"), NAMES).splitlines() == [
        "**The Builders: Antiquity** — your summary, Bob:",
        "You (start player): 7 sestertii, 10 VP",
        "  available: Apprentice (1 wood, 1 architecture, wage 2); Hoist (3 stone, wage 0)",
        "  finished: Pyramid",
    ]


def test_a_spectators_view_has_no_private_summary() -> None:
    with pytest.raises(ValueError, match="a private summary is read from a seat's own view"):
        ADAPTER.private_summary(ENGINE.view_model(mid_turn(), None), NAMES)


def test_the_board_is_the_public_views_picture() -> None:
    view = ENGINE.view_model(mid_turn(), None)
    assert ADAPTER.render_board(view, NAMES) == render_board(view, NAMES)


@pytest.mark.parametrize(
    ("free", "action_id", "question"),
    [
        (2, "take-money:2", None),  # paid with free actions: nothing to ask
        (
            0,
            "take-money:1",
            "Earn 1 sestertius, paying 5 sestertii for the extra action: you end up 4 "
            "sestertii poorer than now. Take the money?",
        ),
        (
            2,
            "take-money:3",
            "Earn 6 sestertii, paying 5 sestertii for the extra action: you end up only 1 "
            "sestertius richer than now. Take the money?",
        ),
        (
            1,
            "take-money:3",
            "Earn 6 sestertii, paying 10 sestertii for the 2 extra actions: you end up 4 "
            "sestertii poorer than now. Take the money?",
        ),
    ],
)
def test_money_bought_with_extra_actions_says_what_it_costs_against_what_it_brings(
    free: int, action_id: str, question: str | None
) -> None:
    state = mid_turn()
    state.step, state.actions_left = None, free
    view = ENGINE.view_model(state, state.players[state.current].seat)
    action = next(a for a in ENGINE.legal_actions(state) if a.id == action_id)
    asked = ADAPTER.confirm(view, action)
    assert (None if asked is None else localized(asked, "en-US")) == question
    if asked is not None:  # said in every language
        assert localized(asked, "es-ES").startswith("Cobrar 6 sestercios" if free else "Cobrar 1")
        assert localized(asked, "hu").endswith("Felveszed a pénzt?")


def test_a_start_asks_only_while_the_pile_draws_its_successor() -> None:
    state = mid_turn()
    state.step = None
    building = state.building_row[0]
    seat = state.players[state.current].seat
    start = next(a for a in ENGINE.legal_actions(state) if a.id == f"start:{building}")
    asked = ADAPTER.confirm(ENGINE.view_model(state, seat), start)
    assert asked is not None and localized(asked, "en-US").startswith("Start ")
    state.building_deck = []
    assert ADAPTER.confirm(ENGINE.view_model(state, seat), start) is None
    hire = next(a for a in ENGINE.legal_actions(state) if a.id.startswith("hire:"))
    assert ADAPTER.confirm(ENGINE.view_model(state, seat), hire) is None
