"""The Builders' turn image (issue 18) holds what the player to move needs: the words of the
buttons (card names), the pile's face-up top card, the mover's purse and buildings, the others
one line each; and it stays no taller than wide however many buildings are under way."""

from __future__ import annotations

import dataclasses
from typing import Any

from cogs.builders_antiquity.market import building_name
from cogs.builders_antiquity.turn import WIDTH, draw_turn
from cogs.builders_antiquity.turn_kit import SMALL
from cogs.builders_antiquity.turn_players import names_that_fit
from cogs.fonts import recording
from cogs.pen import text_width
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.actions import Verb, crew_name, parse
from rules.builders_antiquity.cards import member_name
from rules.builders_antiquity.view import BuildersView, SiteView
from rules.play import random_history

NAMES = {"1000": "Aurelia", "1001": "Brutus", "1002": "Cornelia"}


def texts(view: BuildersView) -> list[str]:
    with recording() as drawn:
        draw_turn(view, NAMES)
    return [t.text for t in drawn]


def history() -> list[Any]:
    return random_history(ENGINE, 3, seed=4)


def test_the_start_of_a_game() -> None:
    view = ENGINE.view_model(history()[0], None)
    drawn = texts(view)
    assert view.pending == "1000"
    # whose turn, what is left of it and the mover's purse lead the image
    assert drawn[:4] == [
        "Round 1 · Aurelia to play",
        "0 VP",
        "10 ses.",
        "3 free actions left · investment open",
    ]
    # the pile's top card is public (face up): shown after the five on offer
    assert view.building_deck_top is not None
    names = [t for t in drawn if t in {building_name(b) for b in data.BUILDING_BY_ID}]
    assert names == [*map(building_name, view.building_row), building_name(view.building_deck_top)]
    # the mover has nothing under way yet, one crew member; every other player on one line
    assert drawn[drawn.index("No building under way") :] == [
        "No building under way",
        "Available:",
        "Apprentice",
        "S1",
        "A1",
        "wage 2",
        "Brutus",
        "0 VP · 10 ses. · 0 built · 0 under way · crew 1",
        "Cornelia",
        "0 VP · 10 ses. · 0 built · 0 under way · crew 1",
    ]


def test_a_building_under_way_shows_what_it_still_needs_and_its_reward() -> None:
    view = ENGINE.view_model(history()[0], None)
    mover = view.to_play
    assert mover is not None
    # the Forum needs S2 W1 A3 D2; one stone and one decoration are made, one worker was sent
    forum = SiteView("forum", (1, 0, 0, 1), 1)
    players = tuple(
        dataclasses.replace(p, sites=(forum,)) if p is mover else p for p in view.players
    )
    drawn = texts(dataclasses.replace(view, players=players, building_row=()))
    at = drawn.index("Forum")
    assert drawn[at : at + 10] == [
        "Forum",
        "needs",
        "S1",
        "W1",
        "A3",
        "D1",
        "→",
        "12 ses.",
        "3 VP",
        "next send: 2 actions",
    ]


def test_once_the_investment_is_made_the_offer_takes_one_line() -> None:
    view = ENGINE.view_model(history()[0], None)
    drawn = texts(dataclasses.replace(view, invested=True))
    assert "3 free actions left · investment made" in drawn
    assert "Investments: made this turn (one per turn)" in drawn
    assert not {"Slave", "Tool", "University", "Loan"} & set(drawn)
    assert {"Slave", "Tool", "University", "Loan"} <= set(texts(view))


def test_another_players_line_leaves_out_whole_facts_that_do_not_fit() -> None:
    view = ENGINE.view_model(history()[0], None)
    # Cornelia (not the mover) starts, owes two loans and has a long name: the line would be
    # wider than the image, so "start player" goes, whole, and the loans stay
    players = tuple(
        dataclasses.replace(p, loans=2) if p.seat == "1002" else p for p in view.players
    )
    view = dataclasses.replace(view, players=players, start_player="1002")
    long = {**NAMES, "1002": "Cornelia Scipio"}
    with recording() as drawn:
        draw_turn(view, long)
    lines = [t.text for t in drawn]
    assert lines[-2:] == [
        "Cornelia Scipio",
        "0 VP · 10 ses. · 0 built · 0 under way · crew 1 · 2 loans",
    ]
    # with a short name and no loan it is said
    players = tuple(dataclasses.replace(p, loans=0) for p in view.players)
    assert texts(dataclasses.replace(view, players=players))[-1] == (
        "0 VP · 10 ses. · 0 built · 0 under way · crew 1 · start player"
    )


def test_every_card_a_button_names_is_written_in_the_image() -> None:
    checked = set()
    for state in history()[:400]:
        view = ENGINE.view_model(state, None)
        mover = view.to_play
        assert mover is not None
        drawn = set(texts(view))
        for action in ENGINE.legal_actions(state):
            verb, card = parse(action.id)
            if verb in (Verb.START, Verb.SITE):
                name = building_name(card)
            elif verb == Verb.HIRE:
                name = crew_name(card, data.WORKER_BY_ID[card].kind)
            elif verb == Verb.SEND:
                member = next(m for m in mover.crew if m.card == card)
                name = crew_name(card, member_name(member).removesuffix(" (machine)"))
            else:
                continue
            checked.add(verb)
            assert any(t.startswith(name) for t in drawn), (action.label, sorted(drawn))
    assert checked == {Verb.START, Verb.SITE, Verb.HIRE, Verb.SEND}


def test_a_long_list_of_buildings_under_way_is_cut_to_keep_the_image_square() -> None:
    view = ENGINE.view_model(history()[0], None)
    mover = view.to_play
    assert mover is not None
    sites = tuple(SiteView(b.id, (0, 0, 0, 0), 0) for b in data.BUILDINGS[:20])
    crowded = dataclasses.replace(mover, sites=sites)
    players = tuple(crowded if p.seat == mover.seat else p for p in view.players)
    # no building on offer, so that a name drawn is one under way
    view = dataclasses.replace(view, players=players, building_row=(), building_deck_top=None)
    image = draw_turn(view, NAMES)
    assert image.size[0] == WIDTH and image.size[1] <= WIDTH
    drawn = texts(view)
    shown = 0  # the first ones, in order
    while building_name(sites[shown].card) in drawn:
        shown += 1
    assert 5 <= shown < 20
    rest = [t for t in drawn if t.startswith("and ")]
    assert len(rest) == 1
    more = f"and {20 - shown} more under way (the full board shows them): "
    assert rest[0].startswith(more + building_name(sites[shown].card))


def test_while_an_action_is_half_made_the_image_shows_the_choices_not_the_market() -> None:
    state = next(s for s in history() if s.step is not None and s.step.kind == "site")
    view = ENGINE.view_model(state, None)
    drawn = texts(view)
    assert "Buildings for sale" not in drawn and "Investments" not in drawn
    assert any(t.startswith("Now sending ") for t in drawn)
    mover = view.to_play
    assert mover is not None
    for site in mover.sites:
        assert building_name(site.card) in drawn


def test_the_crew_of_a_building_under_way_is_named_whole_or_counted() -> None:
    crew = ["Apprentice", "Slave", "Master"]
    assert names_that_fit("", crew, 1000) == "Apprentice, Slave, Master"
    narrow = text_width("Apprentice, Slave +1", SMALL)
    assert names_that_fit("", crew, narrow) == "Apprentice, Slave +1"
    assert names_that_fit("", crew, narrow - 1) == "Apprentice +2"
    assert names_that_fit("", crew, text_width("crew 3", SMALL)) == "crew 3"
    lead = "next send: 2 actions"
    assert names_that_fit(lead, [], 1000) == lead
    assert names_that_fit(lead, crew, 1000) == f"{lead} · Apprentice, Slave, Master"
    assert names_that_fit(lead, crew, 40) == ""
