"""Setup, the refill phase and hidden information (rulebook HU p.2-3)."""

from __future__ import annotations

import random

from rules.porta_nigra import ENGINE
from tests.rules.porta_nigra.pn_helpers import ids, new, playing, run, seats, texts


def test_setup_for_two_and_four_players() -> None:
    for n, deck in ((2, 8), (3, 8), (4, 7)):
        s = new(n)
        assert s.rounds == (3 if n == 2 else 2)
        assert s.multiplier == (1 if n == 2 else 2)
        for p in s.players:
            assert (p.money, p.torches, p.romans, p.romans_supply) == (20, 1, 5, 10)
            assert len(p.hand) == 2 and len(p.hand) + len(p.deck) == deck
            assert ("A8" in p.hand + p.deck) == (n < 4)  # the 2/3-player card
            assert p.bricks == [0, 0, 0, 0, 0] and p.vp == 0 and p.builder == -1
        assert len(s.building_display) == 6 and len(s.building_deck) == 14
        assert len(s.honor_display) == 14 and len(s.honor_deck) == 14
        # the first refill fills the empty market to at least 14 from the general supply
        assert 14 <= sum(s.market) <= 17 and s.supply == 90 - sum(s.market)
        assert len(s.supply_used) + len(s.supply_deck) == 10
        assert ENGINE.pending(s) == "p1" and s.phase == "builder"
        assert ids(s) == ["start:0", "start:1", "start:2", "start:3"]


def test_first_placement_of_the_master_builder_is_free() -> None:
    s, _ = run(new(), "start:2")
    assert s.players[0].builder == 2 and s.players[0].money == 20 and s.phase == "card"
    assert ids(s) == [f"play:{c}" for c in s.players[0].hand]


def test_refill_example_5_9_12_16_and_the_displays() -> None:
    # HU p.3: market at 5; supply card R+B+Y+W -> 9, one with 3 bricks -> 12, one with 4 -> 16.
    s = playing("A7")
    s.market = [1, 1, 1, 1, 1]
    s.supply = 85
    s.supply_deck = ["S9", "S5", "S2", "S1"]  # S1 is on top (drawn first)
    s.supply_used = ["S3", "S4", "S6", "S7", "S8", "S10"]
    del s.building_display[:2]  # 2 building cards missing
    s.honor_display.pop()  # honor display at 13
    building_top = s.building_deck[-2:]
    honor_top = s.honor_deck[-1]
    s, events = run(s, "end")
    assert s.market == [1 + 0 + 1 + 1, 1 + 1 + 1 + 1, 1 + 1 + 1 + 1, 1 + 1 + 0 + 1, 1 + 1]
    assert sum(s.market) == 16 and s.supply == 90 - 16
    assert s.supply_deck == ["S9"]
    assert "Supply cards S1, S2, S5 refilled the brick market." in texts(events)
    assert len(s.building_display) == 6 and set(building_top) <= set(s.building_display)
    assert len(s.honor_display) == 14 and s.honor_display[-1] == honor_top
    assert ENGINE.pending(s) == "p2"


def test_no_refill_at_seven_bricks_and_none_from_an_empty_supply() -> None:
    s = playing("A7")
    s.market = [2, 2, 1, 1, 1]
    s.supply = 83
    s, _ = run(s, "end")
    assert s.market == [2, 2, 1, 1, 1]
    s = playing("A7")
    s.market = [1, 0, 0, 0, 0]
    s.supply = 2
    s.supply_deck = ["S5"]  # K, B, R, Y: only K and B can still be filled
    s, _ = run(s, "end")
    assert s.market == [2, 1, 0, 0, 0] and s.supply == 0


def test_used_supply_cards_are_reshuffled_when_the_pile_runs_out() -> None:
    s = playing("A7")
    s.market = [0, 0, 0, 0, 0]
    s.supply = 90
    s.supply_deck = []
    s.supply_used = list(("S2", "S3", "S4", "S6", "S8", "S10", "S1", "S5", "S7", "S9"))
    s, _ = run(s, "end")
    assert sum(s.market) >= 14 and len(s.supply_deck) + len(s.supply_used) == 10
    assert s.shuffles == 1


def test_views_hide_hands_and_deck_order_and_determinize_redeals_them() -> None:
    s = new(3)
    v1 = ENGINE.view(s, "p1")
    v_none = ENGINE.view(s, None)
    assert v1["players"][0]["hand"] == s.players[0].hand
    assert v1["players"][0]["deck"] == sorted(s.players[0].deck)
    assert v1["players"][1]["hand"] is None and v_none["players"][0]["deck"] is None
    assert "supply_deck" not in v_none and v_none["supply_cards_left"] == len(s.supply_deck)
    rng = random.Random(1)
    changed = 0
    for _ in range(20):
        d = ENGINE.determinize(s, "p1", rng)
        assert ENGINE.view(d, "p1") == v1
        assert d.players[0].hand == s.players[0].hand
        assert sorted(d.players[1].hand + d.players[1].deck) == sorted(
            s.players[1].hand + s.players[1].deck
        )
        changed += d.players[1].hand != s.players[1].hand or d.honor_deck != s.honor_deck
    assert changed > 0


def test_describe_shows_only_the_own_hand() -> None:
    s = new(2)
    text = ENGINE.describe(s, "p1")
    for c in s.players[0].hand:
        assert f"hand {c}:" in text
    assert all(f"hand {c}:" not in ENGINE.describe(s, None) for c in s.players[1].hand)
    assert seats(2) == [p.seat for p in s.players]
