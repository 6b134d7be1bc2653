"""Action ids are built and read by rules.porta_nigra.actions; routine events say so."""

from __future__ import annotations

from rules.core import Event
from rules.porta_nigra import ENGINE
from rules.porta_nigra import actions as act
from rules.porta_nigra.data import K, W
from tests.rules.porta_nigra.pn_helpers import ids, new, playing, run
from tests.rules.porta_nigra.test_pn_scoring import last_turn_of_round


def test_the_builders_spell_the_ids_the_engine_lists() -> None:
    assert ids(new()) == [act.start(q) for q in range(4)]
    assert [
        act.play("A3"),
        act.icon(2),
        act.shop(K),
        act.building("PN"),
        act.site("PN-1"),
        act.height(5),
        act.white(0),
        act.honor_card("H03"),
        act.top("PN-2"),
        act.brick(W),
        act.tens(2),
        act.vp(17),
        act.first("p2"),
    ] == [
        "play:A3",
        "icon:2",
        "shop:K",
        "bld:PN",
        "site:PN-1",
        "height:5",
        "white:0",
        "hon:H03",
        "top:PN-2",
        "brick:W",
        "tens:2",
        "vp:17",
        "first:p2",
    ]
    assert ids(playing("A7", torches=1, influence=2, bricks=(0, 0, 0, 0, 1))) == [
        *(act.icon(i) for i in range(3)),
        act.COIN_CARD,
        act.COIN_TORCH,
        act.HONOR,
        act.ROMAN,
        act.XBUILD,
        act.END,
    ]


def test_parse_reads_the_verb_and_its_argument() -> None:
    assert act.parse("site:PN-1") == ("site", "PN-1")
    assert act.parse("first:p2") == ("first", "p2")
    assert act.parse("end") == ("end", "")
    assert act.parse("coin:torch") == ("coin", "torch")
    assert act.parse("take-money:2") is None
    assert act.verb_of("take-money:2") == "take-money"


def test_a_typed_interim_number_is_its_tens_then_its_vp() -> None:
    assert act.interim_split(17) == ["tens:1", "vp:17"]
    assert act.interim_split(0) == ["tens:0", "vp:0"]
    assert act.interim_split(30) == ["tens:3", "vp:30"]


def facts(events: list[Event]) -> list[tuple[str, bool]]:
    return [(e.text, e.routine) for e in events]


def test_a_turn_that_ends_by_itself_and_the_draw_are_routine() -> None:
    s = playing("A7", torches=1, romans=0)
    s, _ = run(s, "icon:2", "icon:0", "shop:K")
    _, events = run(s, "coin:torch")
    assert facts(events) == [
        ("returned a torch token for 1 sestertius", False),
        ("has nothing left to do", True),
        ("drew a card", True),
    ]


def test_the_reshuffles_of_a_new_round_are_routine_and_the_choice_is_not() -> None:
    s = last_turn_of_round(2)
    s, events = run(s, "end")
    assert facts(events) == [("Round 1 is over: intermediate scoring.", False)]
    _, events = run(s, "first:p2")
    assert facts(events) == [
        ("chose p2 to start round 2", False),
        ("reshuffled the action deck and drew 2 cards", True),
        ("reshuffled the action deck and drew 2 cards", True),
    ]
    assert all(e.reveals for e in events[1:])


def test_the_engine_refuses_an_id_of_no_verb_of_this_game() -> None:
    s = playing("A7")
    assert ENGINE.explain_illegal(s, "take-money:2") == (
        "'take-money:2' is not a legal action now (waiting for: action)."
    )
