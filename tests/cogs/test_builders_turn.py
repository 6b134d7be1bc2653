"""The Builders' turn image (issue 18) holds what the player to move needs: the words of the
buttons (card names), the pile's face-up top card, the mover's purse and buildings, the others
one line each; and it stays no taller than wide however many buildings are under way."""

from __future__ import annotations

import dataclasses
from typing import Any

from cogs.builders_antiquity.market import building_name
from cogs.builders_antiquity.turn import WIDTH, draw_turn
from cogs.fonts import recording
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
    assert view.pending is not None
    assert f"Round 1 · {NAMES[view.pending]} to play" in drawn
    assert "3 free actions left · investment open" in drawn
    # the pile's top card is public (face up): shown after the five on offer
    assert view.building_deck_top is not None
    names = [t for t in drawn if t in {building_name(b) for b in data.BUILDING_BY_ID}]
    assert names == [*map(building_name, view.building_row), building_name(view.building_deck_top)]
    # the mover's purse, and every other player on one line
    assert "10 ses." in drawn
    assert "Aurelia" in drawn and "Cornelia" in drawn
    assert "0 VP · 10 sestertii · 0 built · 0 under way · crew 1" in drawn


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
    more = f"and {20 - shown} more (the full board shows them): {building_name(sites[shown].card)}"
    assert rest[0].startswith(more)


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
