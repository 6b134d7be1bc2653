"""Action cards, buying, moving, building, rewards and influence (rulebook HU p.4-7)."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.porta_nigra import ENGINE
from rules.porta_nigra.data import B, K, R, W
from tests.rules.porta_nigra.pn_helpers import build, ids, playing, run, texts

# Card faces used here (stand-ins, see data.py):
# A2 buy:K buy:B build influence (3)  A3 buy:R buy:Y build coins:3 (2)
# A4 buy:W buy:any build torch coins:4 (3)  A5 buy:K buy:R influence torch (2)
# A7 buy:any build coins:3 (2)


def test_move_from_red_to_black_costs_two_and_the_brick_one() -> None:
    s = playing("A2", builder=0)  # red-shop quarter
    s, _ = run(s, "icon:0")
    assert [(a.id, a.label) for a in ENGINE.legal_actions(s)] == [
        ("shop:K", "Buy a black brick: pay 3 (1 + 2 to move there)")
    ]
    s, events = run(s, "shop:K")
    p = s.players[0]
    assert (p.money, p.builder, p.bricks[K], s.market[K]) == (17, 2, 1, 2)
    assert texts(events) == [
        "moved the master builder 2 quarter(s) clockwise",
        "bought a black brick for 1 sestertius",
    ]
    assert s.turn.allowed == 2 and s.turn.used == [0]


def test_not_enough_sestertii_for_move_and_brick() -> None:
    s = playing("A2", builder=0, money=2)
    assert "icon:0" not in ids(s)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(s, "icon:0")
    assert err.value.reason == (
        "You cannot pay 2 to move 2 quarter(s) clockwise plus 1 for a black brick: "
        "you have 2 sestertii."
    )


def test_the_builder_never_moves_counter_clockwise() -> None:
    # From the yellow quarter the red shop is 1 border back but 3 borders clockwise.
    s = playing("A5", builder=1, money=5)
    assert "icon:1" not in ids(s)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(s, "icon:1")
    assert err.value.reason == (
        "You cannot pay 3 to move 3 quarter(s) clockwise (the master builder never moves "
        "counter-clockwise) plus 3 for a red brick: you have 5 sestertii."
    )
    s = playing("A5", builder=1, money=6)
    s, _ = run(s, "icon:1", "shop:R")
    assert (s.players[0].money, s.players[0].builder, s.players[0].bricks[R]) == (0, 0, 1)


def test_white_shop_needs_no_move_and_any_icon_reaches_every_shop() -> None:
    s = playing("A4", builder=2)
    s, _ = run(s, "icon:0")
    assert ids(s) == ["shop:W"]
    s, _ = run(s, "shop:W")
    assert (s.players[0].money, s.players[0].builder, s.players[0].bricks[W]) == (15, 2, 1)
    s, _ = run(s, "icon:1")  # the grey "?" icon
    assert ids(s) == ["shop:K", "shop:B", "shop:R", "shop:Y", "shop:W"]
    s, _ = run(s, "shop:Y")  # black quarter -> blue -> red -> yellow: 3 borders
    assert (s.players[0].money, s.players[0].builder) == (15 - 3 - 4, 1)


def test_an_empty_shops_icon_works_as_any_colour() -> None:
    s = playing("A2", builder=0, market=(0, 2, 2, 2, 2))
    s, _ = run(s, "icon:0")  # black buy icon, black shop empty
    assert ids(s) == ["shop:B", "shop:R", "shop:Y", "shop:W"]
    s, _ = run(s, "shop:B")  # red quarter -> ... -> blue: 3 borders
    assert (s.players[0].money, s.players[0].bricks[B]) == (20 - 3 - 2, 1)


def test_torches_limit_the_actions_and_torch_tokens_add_more() -> None:
    s = playing("A7", torches=1, romans=0)
    s, _ = run(s, "icon:2", "icon:0", "shop:K")  # 2 printed torches used
    assert s.turn.allowed == 0
    labels = {a.id: a.label for a in ENGINE.legal_actions(s)}
    assert "coin:card" not in labels
    assert labels["coin:torch"] == "Return a torch token to earn 1 sestertius"
    # without a Roman the build icon is not possible, so nothing else is left to use
    assert "icon:1" not in labels
    s2, _ = run(s, "coin:torch")
    assert s2.players[0].torches == 0 and s2.players[0].money == 20 + 3 - 3 + 1
    assert ENGINE.pending(s2) == "p2"  # nothing left to do: the turn ended by itself


def test_a_torch_token_pays_for_a_third_icon() -> None:
    s = playing("A7", torches=2, bricks=(0, 0, 0, 0, 1))
    s, _ = run(s, "icon:2", "coin:card")
    assert s.players[0].money == 24 and s.turn.allowed == 0
    label = {a.id: a.label for a in ENGINE.legal_actions(s)}["icon:0"]
    assert label == "Buy a brick (any colour) (uses a torch token)"
    s, events = run(s, "icon:0", "shop:K")
    assert s.players[0].torches == 1 and "used a torch token for an extra action" in texts(events)


def test_basilica_two_yellow_build_example() -> None:
    # HU p.7 and p.10: 1 border to the Basilica, 9 VP, the yellow Basilica card, 4 bricks -> 1
    # reward (1 torch + 1 Roman).
    s = playing("A3", builder=3, bricks=(0, 0, 0, 2, 0))
    build(s, "BA-A2", 0, 2)  # 2 blue already in row A
    s.building_display = ["BA:Y", "AM:Y", "CW:K", "PN:R", "BA:B", "AM:K"]
    s, _ = run(s, "icon:2")
    assert [(a.id, a.label) for a in ENGINE.legal_actions(s)] == [
        ("bld:BA", "Build in the Basilica (move 1: pay 1)"),
        ("bld:AM", "Build in the Amphitheater (move 2: pay 2)"),
        ("bld:CW", "Build in the City Wall"),
    ]
    s, _ = run(s, "bld:BA")
    assert ids(s) == ["site:BA-A4"]
    s, events = run(s, "site:BA-A4")
    p = s.players[0]
    assert (p.vp, p.money, p.builder, p.bricks) == (9, 19, 0, [0, 0, 0, 0, 0])
    assert p.building_cards == ["BA:Y"] and "BA:Y" not in s.building_display
    assert (p.torches, p.romans, p.romans_supply, p.sections) == (2, 5, 9, 1)
    assert s.sections["BA-A4"].height == 2 and s.sections["BA-A4"].owner == 0
    assert texts(events)[-3:] == [
        "built Basilica site BA-A4 with 2 yellow (9 VP) for 9 VP",
        "took the building card Basilica yellow",
        "1 master builder reward(s) in the Basilica: 1 torch + 1 Roman",
    ]


def test_porta_nigra_six_yellow_and_one_white_example() -> None:
    # HU p.11: 7 high on a yellow site = 28 VP; PN bricks 3 -> 10: two rewards = 4 Romans + 2
    # influence.
    s = playing("A3", builder=2, bricks=(0, 0, 0, 6, 2))
    build(s, "PN-1", 0, 3)
    s, _ = run(s, "icon:2", "bld:PN", "site:PN-7")
    assert ids(s) == [f"height:{h}" for h in range(3, 9)]
    s, _ = run(s, "height:7")
    assert [(a.id, a.label) for a in ENGINE.legal_actions(s)] == [
        ("white:1", "Use 6 yellow and 1 white"),
        ("white:2", "Use 5 yellow and 2 white"),
    ]
    s, events = run(s, "white:1")
    p = s.players[0]
    assert p.vp == 28 and p.bricks == [0, 0, 0, 0, 1]
    assert (p.romans, p.romans_supply, p.influence) == (5 - 1 + 4, 6, 2)
    assert s.sections["PN-7"].height == 7 and s.sections["PN-7"].whites == 1
    assert "2 master builder reward(s) in the Porta Nigra: 2 x (1 influence + 2 Romans)" in (
        texts(events)
    )


def test_amphitheater_row_c_never_gives_a_building_card() -> None:
    s = playing("A3", builder=1, bricks=(0, 0, 0, 2, 0))
    s.building_display = ["AM:Y", "BA:Y"]
    s, _ = run(s, "icon:2", "bld:AM", "site:AM-C4")
    assert s.players[0].building_cards == [] and s.players[0].vp == 5
    assert s.building_display == ["AM:Y", "BA:Y"]


def test_city_wall_reward_brick_is_chosen() -> None:
    s = playing("A3", builder=3, bricks=(2, 0, 0, 0, 0))
    build(s, "CW-3", 0, 2)
    s, _ = run(s, "icon:2", "bld:CW", "site:CW-1")
    assert s.phase == "wallbrick" and ids(s) == [f"brick:{c}" for c in "KBRYW"]
    supply = s.supply
    s, _ = run(s, "brick:W")
    assert s.players[0].bricks[W] == 1 and s.supply == supply - 1 and s.phase == "action"


def test_a_build_needs_a_roman() -> None:
    s = playing("A7", bricks=(0, 0, 0, 0, 1), romans=0)
    assert "icon:1" not in ids(s)
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(s, "icon:1")
    assert err.value.reason == (
        "You have no Roman in your play area to put on top of a building section."
    )


def test_influence_example_honor_card_and_two_romans() -> None:
    # HU p.7: 3 influence: 1 for a 1-cost honor card, 2 for 2 Romans.
    s = playing("A7", influence=3)
    s.honor_display = ["H01", "H04"]
    s, _ = run(s, "honor")
    assert ids(s) == ["hon:H01", "hon:H04"]
    s, _ = run(s, "hon:H01", "roman", "roman")
    p = s.players[0]
    assert (p.vp, p.influence, p.romans, p.romans_supply) == (4, 0, 7, 8)
    assert s.honor_display == ["H04"]


def test_only_one_honor_card_per_turn() -> None:
    s = playing("A7", influence=5)
    s.honor_display = ["H01", "H02", "H09"]
    s, _ = run(s, "honor", "hon:H09")
    assert s.players[0].money == 26 and "honor" not in ids(s)
    for action_id in ("honor", "hon:H01"):
        with pytest.raises(IllegalAction) as err:
            ENGINE.apply(s, action_id)
        assert err.value.reason == (
            "You have already bought an honor card this turn (at most one per turn)."
        )


def test_extra_build_for_two_influence() -> None:
    s = playing("A5", builder=1, influence=2, bricks=(0, 0, 1, 0, 0))
    s, _ = run(s, "xbuild", "bld:AM", "site:AM-C3")
    p = s.players[0]
    assert (p.influence, p.vp, p.romans) == (0, 4, 4) and s.turn.allowed == 2


def test_honor_topper_raises_a_porta_nigra_section_and_can_reward() -> None:
    s = playing("A7", influence=1)
    build(s, "PN-5", 0, 5)
    s.honor_display = ["H18"]
    s, _ = run(s, "honor", "hon:H18")
    assert ids(s) == ["top:PN-5"]
    s, _ = run(s, "top:PN-5")
    p = s.players[0]
    assert s.sections["PN-5"].height == 6 and p.vp == 0
    assert (p.influence, p.romans) == (1, 7)  # reward at the 6th Porta Nigra brick


def test_final_scoring_card_ladder_30_42_56() -> None:
    s = playing("A7", influence=2)
    s.players[0].building_cards = ["BA:K", "AM:R", "CW:W", "PN:H22", "BA:Y"]
    s.honor_display = ["H26", "H24"]
    s, _ = run(s, "honor")
    assert ids(s) == ["hon:H24"]  # the 42 card needs a 30 card first
    s, _ = run(s, "hon:H24")
    p = s.players[0]
    assert p.final_cards == ["H24"] and p.building_cards == ["BA:Y"]
    s.turn.honor_bought = False  # as in a later turn
    p.influence = 5
    s.honor_display = ["H26", "H28"]
    s, _ = run(s, "honor", "hon:H26")
    assert s.players[0].final_cards == ["H26"]
    s.turn.honor_bought = False
    s, _ = run(s, "honor", "hon:H28")
    p = s.players[0]
    assert p.final_cards == ["H28"] and p.influence == 0
