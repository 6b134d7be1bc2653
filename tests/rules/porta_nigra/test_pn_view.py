"""The typed views: what a spectator and each seat see of a constructed position."""

from __future__ import annotations

import pickle
from dataclasses import replace

from pydantic import TypeAdapter

from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import Turn
from rules.porta_nigra.view import FinalScore, PlayerView, PortaNigraView, SectionView, TurnView
from tests.rules.porta_nigra.pn_helpers import position

P1 = PlayerView(
    seat="p1",
    vp=6,
    money=12,
    torches=0,
    influence=2,
    romans=4,
    romans_supply=10,
    bricks=(1, 0, 2, 0, 1),
    hand_size=1,
    deck_size=4,
    discard=("A4", "A6"),
    building_cards=("CW:B",),
    final_cards=(),
    builder=0,
    sections=1,
    brick_score=2,
    hand=("A1",),
    deck=("A3", "A5", "A7", "A8"),
    final=None,
)
P2 = PlayerView(
    seat="p2",
    vp=9,
    money=15,
    torches=1,
    influence=0,
    romans=3,
    romans_supply=10,
    bricks=(0, 0, 0, 0, 0),
    hand_size=2,
    deck_size=4,
    discard=("A4", "A7"),
    building_cards=(),
    final_cards=("H26",),
    builder=2,
    sections=2,
    brick_score=8,
    hand=None,
    deck=None,
    final=None,
)
P1_VIEW = PortaNigraView(
    viewer="p1",
    pending="p1",
    phase="shop",
    round=1,
    rounds=3,
    multiplier=1,
    start=0,
    current=0,
    market=(2, 0, 1, 3, 4),
    supply=70,
    supply_cards_left=2,
    supply_cards_used=("S1", "S2"),
    building_display=("PN:K", "AM:R"),
    building_deck_size=3,
    honor_display=("H03", "H10"),
    honor_deck_size=2,
    sections=(
        SectionView("BA-A1", owner=1, height=3, whites=0),
        SectionView("CW-1", owner=0, height=2, whites=1),
        SectionView("PN-1", owner=1, height=5, whites=0),
    ),
    turn=TurnView(
        card="A2",
        used=(0,),
        allowed=2,
        honor_bought=False,
        icon=0,
        building="",
        site="",
        height=0,
        wall_bricks=0,
        tens=-1,
    ),
    interim_queue=(),
    early_end_by=None,
    final_turns_left=-1,
    players=(P1, P2),
)


def test_the_seats_own_view_holds_its_hand_and_its_deck_sorted_and_nothing_else_hidden() -> None:
    view = ENGINE.view_model(position(), "p1")
    assert view == P1_VIEW
    assert view.own is view.players[0]


def test_a_spectator_sees_no_hand_and_no_deck() -> None:
    view = ENGINE.view_model(position(), None)
    public = replace(P1, hand=None, deck=None)
    assert view == replace(P1_VIEW, viewer=None, players=(public, P2))
    assert view.own is None


def test_another_seat_sees_its_own_hand_and_not_p1s() -> None:
    view = ENGINE.view_model(position(), "p2")
    assert view.players == (
        replace(P1, hand=None, deck=None),
        replace(P2, hand=("A3", "A6"), deck=("A1", "A2", "A5", "A8")),
    )
    assert (view.viewer, view.pending) == ("p2", "p1")


def test_the_json_view_is_the_typed_view_dumped_and_reads_back_into_it() -> None:
    s = position()
    dumped = ENGINE.view(s, "p1")
    assert dumped["players"][0]["deck"] == ["A3", "A5", "A7", "A8"]
    assert dumped["players"][1]["hand"] is None
    assert dumped["sections"][1] == {"site": "CW-1", "owner": 0, "height": 2, "whites": 1}
    assert TypeAdapter(PortaNigraView).validate_python(dumped) == P1_VIEW
    # views cross to the render processes
    assert pickle.loads(pickle.dumps(P1_VIEW)) == P1_VIEW
    assert hash(P1_VIEW) == hash(ENGINE.view_model(s, "p1"))


def test_the_section_on_a_site() -> None:
    assert P1_VIEW.section("CW-1") == SectionView("CW-1", owner=0, height=2, whites=1)
    assert P1_VIEW.section("CW-2") is None


def test_the_view_of_a_finished_game_holds_the_final_scoring_in_its_order() -> None:
    s = position()
    s.phase = "over"
    s.end_trigger, s.final_left = 1, 0
    s.final = {
        "p1": {
            "before": 6,
            "building_cards": 1,
            "final_cards": 0,
            "play_area": 5,
            "majorities": 12,
            "majority CW": 8,
            "majority PN-1": 4,
            "total": 24,
        },
        "p2": {
            "before": 9,
            "building_cards": 0,
            "final_cards": 4,
            "play_area": 3,
            "majorities": 0,
            "total": 16,
        },
    }
    view = ENGINE.view_model(s, None)
    assert (view.pending, view.phase, view.early_end_by, view.final_turns_left) == (
        None,
        "over",
        1,
        0,
    )
    assert [p.final for p in view.players] == [
        FinalScore(6, 1, 0, 5, 12, (("majority CW", 8), ("majority PN-1", 4)), 24),
        FinalScore(9, 0, 4, 3, 0, (), 16),
    ]
    assert ENGINE.describe(s, None).splitlines()[-2:] == [
        "Final p1: before 6, building_cards 1, final_cards 0, play_area 5, majorities 12, "
        "majority CW 8, majority PN-1 4, total 24",
        "Final p2: before 9, building_cards 0, final_cards 4, play_area 3, majorities 0, total 16",
    ]


def test_between_rounds_the_queue_and_the_brick_scores_are_public() -> None:
    s = position()
    s.phase, s.current, s.turn, s.interim_queue = "interim", 1, Turn(), [1]
    view = ENGINE.view_model(s, None)
    assert (view.pending, view.interim_queue) == ("p2", (1,))
    assert [p.brick_score for p in view.players] == [2, 8]


def test_describe_shows_the_viewers_own_cards_only() -> None:
    s = position()
    mine = ENGINE.describe(s, "p1").splitlines()
    assert mine[0] == "Porta Nigra - round 1 of 3, phase: shop"
    assert mine[12:] == [
        "*p1: 6 VP, 12 sestertii, 0 torch, 2 influence, 4 Romans (10 in supply), "
        "bricks K1 B0 R2 Y0 W1, hand 1, deck 4",
        "    cards: City Wall blue",
        "    hand A1: 2 actions from: buy a brick (any colour), buy a brick (any colour), "
        "take 5 sestertii, place a building section",
        "    deck: A3, A5, A7, A8",
        " p2: 9 VP, 15 sestertii, 1 torch, 0 influence, 3 Romans (10 in supply), "
        "bricks K0 B0 R0 Y0 W0, hand 2, deck 4",
        "    cards:  | final: H26",
        "Card in play: A2 (3 actions from: buy a brick (black), buy a brick (blue), "
        "place a building section, take an influence token); used icons [0], "
        "2 card action(s) left",
    ]
    public = ENGINE.describe(s, None).splitlines()
    assert public == mine[:14] + mine[16:]
