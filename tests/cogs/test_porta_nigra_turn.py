"""Porta Nigra's turn image (issue 18) holds what the player to move needs: every site and honor
card a button names, the shops and the walk there, each player's bricks per building and who
leads each majority, everyone's goods; and it stays no taller than wide, 700 px wide for a
phone."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from bot.i18n.languages import ENGLISH, LANGUAGES
from bot.i18n.text import say
from cogs.fonts import recording
from cogs.porta_nigra import ADAPTER
from cogs.porta_nigra.standing import bricks_in, leaders, walk_cost
from cogs.porta_nigra.turn import WIDTH, draw_turn
from cogs.porta_nigra.turn_players import affordable_honors
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


def after(drawn: list[str], text: str, count: int) -> list[str]:
    """The ``count`` texts drawn right after ``text`` (a chip's next pieces)."""
    at = drawn.index(text)
    return drawn[at + 1 : at + 1 + count]


def test_the_start_of_a_game() -> None:
    state = history()[0]
    view = ENGINE.view_model(state, None)
    drawn = texts(view)
    first = NAMES[state.seats[view.current]]
    assert f"{first} to play: place the master builder" in drawn
    assert "Round 1 of 2" in drawn
    assert f"start player: {first}" in drawn
    assert "Walk clockwise BA→AM→PN→CW→BA, 1 ses. a border" in drawn
    assert "W shop" in drawn and f"×{view.market[d.W]}, 5 each" in drawn  # in every quarter
    assert drawn.count("first placement: free") == 4
    # the four quarters in the order the master builders walk, with their shops
    for building, shop in (("BA", "R"), ("AM", "Y"), ("PN", "K"), ("CW", "B")):
        colour = d.LETTER.index(shop)
        assert f"{d.BUILDING_NAME[building]} {building}" in drawn
        assert f"{shop} shop" in drawn
        assert f"×{view.market[colour]}, {d.PRICE[colour]} each" in drawn
    names = [t for t in drawn if t.endswith((" BA", " AM", " PN", " CW"))]
    assert names == ["Basilica BA", "Amphitheater AM", "Porta Nigra PN", "City Wall CW"]
    # nothing is built: every site is free, with what it needs and its VP
    # (issue 33: the bricks' colour is a block between the number and the VP, not a letter)
    assert after(drawn, "A4 2", 1) == ["9VP"] and after(drawn, "10 2", 1) == ["11VP"]
    assert "PN-7 3-8" in drawn
    # a block of each colour before its VP per brick
    assert after(drawn, "VP per brick:", 5) == ["1", "2", "3", "4", "5"]
    # nobody leads a majority: the 2 rows of the Basilica, 3 of the Amphitheater, the wall
    assert drawn.count("leads:") == 6 and "leads at level:" in drawn
    # the table of goods: its headings once, then a line of figures per player
    heads = ["VP", "ses.", "torch", "infl.", "Rom.", "K", "B", "R", "Y", "W"]
    # (the building cards are on the full board: their column left the names too little room)
    assert all(h in drawn for h in [*heads, "BA", "AM", "PN", "CW"]) and "cards" not in drawn
    assert {"bricks held", "built in (3/6/9)"} <= set(drawn)
    at = len(drawn) - 1 - drawn[::-1].index("CW")
    # each player: disc, name, 0 VP, 20 sestertii, 1 torch, 0 influence, 5 Romans, no bricks
    row = ["0", "20", "1", "0", "5", *["0"] * 5, *["0"] * 4]
    for i in range(3):
        start = at + 1 + i * (len(row) + 2)
        assert drawn[start + 2 : start + 2 + len(row)] == row
    assert "Honor cards: none for 0 influence (cheapest 1)" in drawn


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
            assert any(short in t.split() for t in drawn), (action.label, drawn)
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
    # a built site: its id, its owner's disc (number) and its height (then its colour's block)
    assert after(drawn, "A1", 2) == ["1", "3"] and after(drawn, "B3", 2) == ["3", "2"]
    assert after(drawn, "PN-9", 2) == ["3", "5"]
    # a block of each colour before its VP per brick
    assert after(drawn, "VP per brick:", 5) == ["1", "2", "3", "4", "5"]


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


def crowded_honors(players: int, influence: int = 9) -> PortaNigraView:
    """14 honor cards on display, none of them VP cards; the mover has ``influence``."""
    states = random_history(ENGINE, players, seed=104)
    state = ENGINE.clone(next(s for s in states if s.phase == "action"))
    state.players[state.current].influence = influence
    state.honor_display = [h for h, c in d.HONOR_CARDS.items() if c.kind != "vp"][:14]
    return ENGINE.view_model(state, None)


def test_honor_cards_alike_share_a_chip() -> None:
    display = ["H01", "H13", "H03", "H20", "H28", "H14"]
    assert affordable_honors(display, 2) == [
        (["H01", "H03"], "4 VP now (1)"),
        (["H13", "H14"], "+2 Romans (1)"),
        (["H20"], "BA card (2)"),
    ]
    assert affordable_honors(display, 0) == []


def test_the_affordable_honor_cards_fit_the_square() -> None:
    view = crowded_honors(2, influence=1)  # the 11 cards that cost 1
    image = draw_turn(view, NAMES)
    assert image.width == WIDTH and image.height <= WIDTH
    drawn = texts(view)
    assert "Honors you can buy (cost):" in drawn
    assert "H09 H10 +6 ses. (1)" in drawn
    assert "H18 H19 PN +1 brick (1)" in drawn
    assert "H20 BA card (2)" not in drawn
    assert "and:" not in drawn


def test_honor_cards_that_do_not_fit_are_named_after_the_chips() -> None:
    view = crowded_honors(4)  # every one affordable, 9 chips
    assert draw_turn(view, NAMES).size[1] <= WIDTH
    drawn = texts(view)
    groups = affordable_honors(view.honor_display, 9)
    chips = [f"{' '.join(ids)} {effect}" for ids, effect in groups]
    shown = [c for c in chips if c in drawn]
    assert shown == chips[: len(shown)] and len(shown) < len(chips)
    at = drawn.index("and:")
    hidden = [h for ids, _ in groups[len(shown) :] for h in ids]
    assert drawn[at + 1 : at + 1 + len(hidden)] == hidden


def test_the_adapter_sends_it_as_the_board_messages_image() -> None:
    view = ENGINE.view_model(history()[0], None)
    png = ADAPTER.render_turn(view, NAMES)
    assert png is not None and png.startswith(b"\x89PNG")


def test_the_legend_explains_what_the_image_abbreviates() -> None:
    legend = " ".join(ADAPTER.rules_legend.split())
    for token in ("a block of their colour", "owner's disc", '"walk here: 2 ses."', '"leads"'):
        assert token in legend
    assert "P1 P2 P3 P4" in legend  # the full board's marks
    assert len(ADAPTER.rules_legend) <= 2000  # one Discord message
    # the examples are what the image writes
    view = ENGINE.view_model(built({"BA-B1": Section(1, 2)}, builders=(2, 1, 0)), None)
    drawn = texts(view)
    assert {"A4 2", "9VP", "B1", "walk here: 2 ses.", "leads:"} <= set(drawn)
    assert after(drawn, "B1", 2) == ["2", "2"]


def test_a_long_name_takes_two_lines_in_the_goods_table_rather_than_being_cut() -> None:
    state = history()[len(history()) // 2]
    view = ENGINE.view_model(state, None)
    long = ["Aurelia Maximiliana", "Brutus Vandersloot", "Cornelia the Younger"]
    with recording() as drawn:
        image = draw_turn(view, dict(zip(state.seats, long, strict=True)))
    written = [t.text for t in drawn]
    assert not any("…" in t for t in written)
    # the first word on the row, the rest on the line below it, left-aligned with it
    first = next(t for t in drawn if t.text == "Cornelia the")
    second = next(t for t in drawn if t.text == "Younger")
    assert abs(second.box[0] - first.box[0]) <= 2 and second.box[1] > first.box[3]  # ink
    assert image.height <= WIDTH
    # where the image has no room for three second lines, the honor cards' line and then the
    # walk's rule make room: the names are not cut (issue 33)
    four = ENGINE.view_model(random_history(ENGINE, 4, seed=104)[0], None)
    seats = [p.seat for p in four.players]
    with recording() as drawn:
        image = draw_turn(four, dict(zip(seats, [*long, "Decimus Longinus IV"], strict=True)))
    written = [t.text for t in drawn]
    assert image.height <= WIDTH and not any("…" in t for t in written)
    wrapped = {"Aurelia", "Maximiliana", "Brutus Vandersloot", "Decimus Longinus", "IV"}
    assert wrapped <= set(written)
    assert say(ENGLISH, "porta-img-turn-honors") not in written


def test_four_long_names_give_up_the_bricks_built_columns_rather_than_be_cut() -> None:
    states = random_history(ENGINE, 4, seed=104)
    view = ENGINE.view_model(states[len(states) // 2], None)
    long = [
        "Aurelia Longname of the Aventine",  # 32 characters, as long as Discord's go
        "Cornelia the Younger",
        "Brutus Maximus Longus",
        "Decimus the Builder",
    ]
    names = dict(zip([p.seat for p in view.players], long, strict=True))
    for locale in LANGUAGES:
        with recording() as drawn:
            image = draw_turn(view, names, locale)
        written = [t.text for t in drawn]
        assert image.height <= WIDTH, locale
        assert not any("…" in t for t in written), locale
        # each name whole in the goods table, on one line or on two drawn one after the other
        pairs = [f"{a} {b}" for a, b in pairwise(written)]
        for name in long:
            assert name in written or name in pairs, (locale, name)
        # the buildings show who leads each; the goods table keeps the bricks held
        assert say(locale, "porta-img-turn-built-in") not in written, locale
        assert say(locale, "porta-img-turn-bricks-held") in written, locale
