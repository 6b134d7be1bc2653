"""The Builders' typed view: its exact content for constructed positions, what it hides, and
its agreement with the engine's own figures."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.view import (
    BuildersView,
    FinalScore,
    MemberView,
    OfferView,
    PlayerView,
    SiteView,
    StepView,
)
from rules.play import random_history
from tests.rules.builders_antiquity.positions import finished, mid_turn
from tests.rules.builders_antiquity.rule_helpers import table

ANN = PlayerView(
    seat="ann",
    coins=12,
    vp=3,  # the City Hall
    crew=(
        # 1/1/1/1 and one more wood from the Saw
        MemberView("craftsman_5", "worker", False, None, "temple", "tool_saw", (1, 2, 1, 1), 4),
        MemberView("slave_4", "slave", False, None, None, None, (2, 2, 0, 0), 0),
        # 0/2/1/0, and the university makes its decoration 3; the wage stays 3
        MemberView(
            "laborer_2", "worker", False, "university_decoration", None, None, (0, 2, 1, 3), 3
        ),
    ),
    sites=(SiteView("temple", progress=(1, 2, 1, 1), sent=1),),
    completed=("city_hall",),
    tools=("tool_saw", "tool_brush"),
    loans=1,
    final=None,
)
BOB = PlayerView(
    seat="bob",
    coins=7,
    vp=10,  # the Pyramid, 8, and the Hoist, 2
    crew=(
        MemberView("apprentice_1", "worker", False, None, None, None, (0, 1, 1, 0), 2),
        MemberView("machine_hoist", "machine", False, None, None, None, (3, 0, 0, 0), 0),
    ),
    sites=(),
    completed=("pyramid",),
    tools=(),
    loans=0,
    final=None,
)
MID_TURN_FOR_BOB = BuildersView(
    viewer="bob",
    pending="ann",
    seats=("ann", "bob"),
    start_player="bob",
    round=3,
    actions_left=1,
    invested=True,
    step=StepView("site", "laborer_2", None),
    building_row=("forum", "stall", "quarry", "market", "armory"),
    building_deck_size=2,
    building_deck_top="sphinx",  # the pile lies face up; the theatre under it is hidden
    worker_row=("master_1", "laborer_1", "craftsman_2", "apprentice_2", "master_4"),
    worker_deck_size=1,
    offer=OfferView(
        slaves=("slave_1", "slave_2"),
        tools=("tool_mallet", "tool_square"),
        loans=3,
        universities=("university_stone",),
    ),
    players=(ANN, BOB),
    end_triggered=False,
    over=False,
    stalled=False,
    winners=(),
)


def test_a_seat_sees_the_whole_table_but_the_order_of_the_decks() -> None:
    assert E.view_model(mid_turn(), "bob") == MID_TURN_FOR_BOB


def test_a_seat_sees_nothing_a_spectator_does_not() -> None:
    # Money, crews and the investments are public (spec §11.17): only the viewer differs.
    state = mid_turn()
    assert E.view_model(state, None) == replace(MID_TURN_FOR_BOB, viewer=None)
    assert E.view_model(state, "ann") == replace(MID_TURN_FOR_BOB, viewer="ann")


def test_no_card_of_the_decks_but_the_face_up_top_is_in_any_view() -> None:
    state = mid_turn()
    for seat in (None, "ann", "bob"):
        dumped = json.dumps(E.view(state, seat))
        assert E.view(state, seat)["building_deck_top"] == "sphinx"
        for hidden in ("theatre", "laborer_3"):
            assert f'"{hidden}"' not in dumped


def test_the_face_up_top_is_in_every_view_of_a_game_and_survives_a_redraw() -> None:
    history = random_history(E, 2, 5)
    rng = random.Random(7)
    for state in history[::5]:
        top = state.building_deck[0] if state.building_deck else None
        redrawn = E.determinize(state, "1000", rng)
        assert redrawn.building_deck[:1] == state.building_deck[:1]
        assert sorted(redrawn.building_deck) == sorted(state.building_deck)
        for seat in (None, "1000", "1001"):
            assert E.view_model(state, seat).building_deck_top == top


def test_an_empty_pile_has_no_top() -> None:
    state = mid_turn()
    state.building_deck = []
    assert E.view_model(state, None).building_deck_top is None


def test_a_building_under_way_shows_what_it_still_needs() -> None:
    # The Temple needs 0/2/2/2; the Craftsman with the Saw makes 1/2/1/1 of it.
    assert MID_TURN_FOR_BOB.players[0].sites[0].missing == (0, 0, 1, 1)
    assert ANN.available == ANN.crew[1:]
    assert ANN.on_site("temple") == ANN.crew[:1]


def test_only_the_player_to_play_has_sends_this_turn() -> None:
    state = mid_turn()
    state.players[1].sites = ["temple"]  # bob builds one too; the sends are ann's
    view = E.view_model(state, None)
    assert view.player("bob").sites == (SiteView("temple", (0, 0, 0, 0), 0),)
    assert view.to_play == view.player("ann") and view.to_play.sites[0].sent == 1


def test_the_dumped_view_is_the_typed_view() -> None:
    view = E.view(mid_turn(), "ann")
    assert view["viewer"] == "ann" and view["pending"] == "ann"
    assert view["step"] == {"kind": "site", "card": "laborer_2", "site": None}
    assert view["players"][0]["crew"][2]["produces"] == [0, 2, 1, 3]
    assert view["players"][0]["sites"] == [{"card": "temple", "progress": [1, 2, 1, 1], "sent": 1}]
    assert view["offer"]["loans"] == 3 and view["building_deck_size"] == 2


def test_the_final_view_has_the_scores_and_the_winners() -> None:
    view = E.view_model(finished(), None)
    assert view.pending is None and view.over and view.winners == ("bob",)
    # ann: 12 sestertii free her idle slave (5), the 7 left cannot repay her loan (15)
    assert view.player("ann").final == FinalScore(
        vp=3,
        slaves_freed=1,
        slaves_kept=0,
        loans_repaid=0,
        loans_unpaid=1,
        coins_left=7,
        score_tenths=3 * 10 - 2 * 10 + 7,
    )
    bob = view.player("bob").final
    assert bob is not None and bob.score == 10.7


def test_the_final_view_agrees_with_the_result_and_views_are_hashable() -> None:
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        history = random_history(E, players, seed)
        final = history[-1]
        result = E.result(final)
        assert result is not None
        view = E.view_model(final, None)
        assert list(view.winners) == result.winners
        for p in view.players:
            assert p.final is not None and p.final.score == result.scores[p.seat]
        assert all(p.final is None for p in E.view_model(history[-2], None).players)
        assert len({view, E.view_model(final, None), E.view_model(history[0], None)}) == 2


def test_a_redraw_of_the_decks_changes_no_view() -> None:
    state = random_history(E, 3, 2)[40]
    other = E.determinize(state, "1000", random.Random(3))
    assert other.building_deck != state.building_deck
    for seat in (None, "1000"):
        assert E.view_model(other, seat) == E.view_model(state, seat)


def test_view_hides_deck_order_and_shows_everything_else() -> None:
    state = table()
    view = E.view(state, "bob")
    assert view["building_deck_size"] == 28 and "building_deck" not in view
    assert view["worker_deck_size"] == 10 and "worker_deck" not in view
    text = str(view)
    # the building pile lies face up: its top card is public, the rest hidden
    assert view["building_deck_top"] == state.building_deck[0]
    for hidden in state.building_deck[1:] + state.worker_deck:
        assert f"'{hidden}'" not in text
    assert view["players"][0]["coins"] == 10
