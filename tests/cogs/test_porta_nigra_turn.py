"""Porta Nigra's turn image (issue 18) holds what the player to move needs: every site and honor
card a button names, the shops and the walk there, each player's bricks per building and who
leads each majority, the mover's goods; and it stays no taller than wide."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.fonts import recording
from cogs.porta_nigra import ADAPTER, turn
from cogs.porta_nigra.standing import bricks_in, leaders, walk_cost
from cogs.porta_nigra.turn import WIDTH, draw_turn
from rules.play import random_history
from rules.porta_nigra import ENGINE
from rules.porta_nigra import actions as act
from rules.porta_nigra import data as d
from rules.porta_nigra.state import PortaNigraState, Section
from rules.porta_nigra.view import PortaNigraView

NAMES = {"1000": "Aurelia", "1001": "Brutus", "1002": "Cornelia"}


def texts(view: PortaNigraView) -> list[str]:
    with recording() as drawn:
        draw_turn(view, NAMES)
    return [t.text for t in drawn]


def history() -> list[Any]:
    return random_history(ENGINE, 3, seed=1)  # a seed whose game tops a Porta Nigra section


def built(sections: dict[str, Section], builders: tuple[int, ...] = (0, 1, 2)) -> PortaNigraState:
    """A 3-player game at its first card with ``sections`` built and the master builders in
    the quarters ``builders``."""
    state = next(s for s in history() if s.phase == "card")
    state = ENGINE.clone(state)
    state.sections = dict(sections)
    for player, quarter in zip(state.players, builders, strict=True):
        player.builder = quarter
    return state


def test_the_start_of_a_game() -> None:
    state = history()[0]
    view = ENGINE.view_model(state, None)
    drawn = texts(view)
    first = NAMES[state.seats[view.current]]
    assert f"{first} to play: place the master builder" in drawn
    assert "Round 1 of 2" in drawn
    assert f"Start player: {first}" in drawn
    assert "Builders walk clockwise BA → AM → PN → CW → BA: 1 sestertius a border" in drawn
    assert drawn.count("first placement: free") == 4
    # the four quarters with their shops (bricks held, price)
    for building, shop in (("BA", "R"), ("AM", "Y"), ("PN", "K"), ("CW", "B")):
        colour = d.LETTER.index(shop)
        assert f"{d.BUILDING_NAME[building]} ({building})" in drawn
        assert f"{shop} shop" in drawn
        assert f"×{view.market[colour]}, {d.PRICE[colour]} each" in drawn
    # nothing is built: every site is free, with what it needs and its VP
    assert "A4 2Y 9VP" in drawn and "PN-7 3-8Y" in drawn and "10 2W 11VP" in drawn
    assert drawn.count("bricks (reward at 3/6/9):") == 4
    assert "20 sestertii · 1 torch · 0 influence · 5 Romans (10 in supply)" in drawn
    assert "none with your influence" in drawn
    assert "0 VP · 20 sestertii · 1 torch · 0 infl. · 5 Romans · bricks none · 0 cards" in drawn


def test_every_site_and_honor_card_a_button_names_is_written_in_the_image() -> None:
    checked = set()
    for state in history():
        if ENGINE.pending(state) is None:
            continue
        view = ENGINE.view_model(state, None)
        drawn = texts(view)
        for action in ENGINE.legal_actions(state):
            verb, _, arg = action.id.partition(":")
            if verb in (act.verb_of(act.site("x")), act.verb_of(act.top("x"))):
                short = arg if arg.startswith("PN") else arg.split("-")[1]
            elif verb == act.verb_of(act.honor_card("x")):
                short = arg
            else:
                continue
            checked.add(verb)
            assert any(t.startswith(short + " ") for t in drawn), (action.label, drawn)
    assert checked == {"site", "top", "hon"}


def test_each_players_bricks_per_building_and_who_leads_each_majority() -> None:
    sections = {
        "BA-A1": Section(0, 3),  # row A: 3 black for player 1
        "BA-A2": Section(1, 2),  # and 2 blue for player 2
        "BA-B1": Section(1, 2),  # row B: a tie on bricks, the red wins it
        "BA-B3": Section(2, 2),
        "PN-1": Section(0, 4),  # levels 3 and 4: one section each, the white (player 3) wins
        "PN-9": Section(2, 5),  # level 5: player 3 alone
    }
    view = ENGINE.view_model(built(sections), None)
    assert bricks_in(view, "BA") == [3, 4, 2]
    assert bricks_in(view, "PN") == [4, 0, 5]
    lead = leaders(view)
    assert lead["BA-A"] == [0]
    assert lead["BA-B"] == [2]
    assert lead["PN-3"] == lead["PN-4"] == lead["PN-5"] == [2] and lead["PN-6"] == []
    assert lead["CW"] == [] and lead["AM-A"] == []
    drawn = texts(view)
    assert "A1 P1 3K" in drawn and "B3 P3 2R" in drawn and "PN-9 P3 5W" in drawn
    assert "VP per brick: K1 B2 R3 Y4 W5" in drawn


def test_a_tie_in_a_majority_shows_both_leaders() -> None:
    view = ENGINE.view_model(built({"CW-1": Section(0, 2), "CW-2": Section(1, 2)}), None)
    # the same bricks of the same colour: a tie
    assert leaders(view)["CW"] == [0, 1]


def test_the_walk_to_each_quarter_is_paid_clockwise() -> None:
    # the mover's builder in the City Wall's quarter: the Basilica is one border on
    state = built({}, builders=(3, 3, 3))
    view = ENGINE.view_model(state, None)
    costs = {b: walk_cost(view, view.current, b) for b in d.BUILDINGS}
    assert costs == {"BA": 1, "AM": 2, "PN": 3, "CW": 0}
    drawn = texts(view)
    for cost in (0, 1, 2, 3):
        assert f"walk here: {cost} ses." in drawn


def test_one_sestertius_is_singular() -> None:
    state = built({})
    state.players[state.current].money = 1
    drawn = texts(ENGINE.view_model(state, None))
    assert any(t.startswith("1 sestertius · ") for t in drawn)
    assert not any("1 sestertii" in t for t in drawn)


def crowded_honors() -> PortaNigraView:
    """4 players, the mover able to afford all 14 honor cards, those with the longest effects."""
    states = random_history(ENGINE, 4, seed=104)
    state = ENGINE.clone(next(s for s in states if s.phase == "action"))
    state.players[state.current].influence = 9
    state.honor_display = [h for h, c in d.HONOR_CARDS.items() if c.kind != "vp"][:14]
    return ENGINE.view_model(state, None)


def test_a_full_display_of_affordable_honor_cards_fits_the_square() -> None:
    view = crowded_honors()
    assert draw_turn(view, NAMES).size == (WIDTH, 1081)
    drawn = texts(view)
    assert "14 of 14 on display (influence cost in brackets)" in drawn
    assert "H22 counts as a Porta Nigra building card (2)" in drawn
    assert not any(t.startswith("and ") for t in drawn)


def test_honor_cards_that_do_not_fit_are_counted_in_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(turn, "MAX_HEIGHT", 1000)
    view = crowded_honors()
    assert draw_turn(view, NAMES).size[1] <= 1000
    drawn = texts(view)
    shown = [h for h in view.honor_display if any(t.startswith(h + " ") for t in drawn)]
    assert 0 < len(shown) < 14 and shown == list(view.honor_display[: len(shown)])
    [rest] = [t for t in drawn if t.startswith("and ")]
    hidden = view.honor_display[len(shown) :]
    assert rest.startswith(f"and {len(hidden)} more (the full board shows them): {hidden[0]}, ")


def test_the_adapter_sends_it_as_the_board_messages_image() -> None:
    view = ENGINE.view_model(history()[0], None)
    png = ADAPTER.render_turn(view, NAMES)
    assert png is not None and png.startswith(b"\x89PNG")


def test_the_legend_explains_what_the_image_abbreviates() -> None:
    legend = " ".join(ADAPTER.rules_legend.split())
    for token in ('"A4 2Y 9VP"', '"B1 P2 2K"', '"walk here: 2 ses."', "P1 P2 P3 P4", '"leads"'):
        assert token in legend
    assert len(ADAPTER.rules_legend) <= 2000  # one Discord message
    # the examples are what the image writes
    view = ENGINE.view_model(built({"BA-B1": Section(1, 2)}, builders=(2, 1, 0)), None)
    drawn = texts(view)
    assert {"A4 2Y 9VP", "B1 P2 2K", "walk here: 2 ses.", "leads:"} <= set(drawn)
