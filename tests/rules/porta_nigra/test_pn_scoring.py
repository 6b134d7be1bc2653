"""Round end, intermediate scoring, the early end and final scoring (rulebook HU p.8-11)."""

from __future__ import annotations

from rules.porta_nigra import ENGINE
from rules.porta_nigra.data import action_deck
from rules.porta_nigra.scoring import building_sets, final_scoring, majorities, majority
from rules.porta_nigra.state import PortaNigraState
from rules.words import Words
from tests.rules.porta_nigra.pn_helpers import build, ids, new, playing, run, texts


def last_turn_of_round(n: int) -> PortaNigraState:
    """Player 1 plays the last card of the round; everyone else has played all theirs."""
    s = playing("A7", n=n)
    cards = action_deck(n)
    for i, p in enumerate(s.players):
        p.hand = []
        p.deck = []
        p.discard = [c for c in cards if i or c != "A7"]
    return s


def test_four_player_intermediate_scoring_example() -> None:
    # HU p.8: 10 bricks on the board x 2 = 20, split as 15 VP and 5 sestertii.
    s = last_turn_of_round(4)
    build(s, "PN-1", 0, 5)
    build(s, "PN-2", 0, 5)
    build(s, "CW-1", 2, 2)
    s, events = run(s, "end")
    assert "Round 1 is over: intermediate scoring." in texts(events)
    assert ENGINE.pending(s) == "p1" and s.phase == "interim"
    assert ids(s) == [f"vp:{v}" for v in range(21)]
    assert ENGINE.legal_actions(s)[15].label == "Earn 15 VP and 5 sestertii"
    money = s.players[0].money
    s, _ = run(s, "vp:15")
    assert (s.players[0].vp, s.players[0].money) == (15, money + 5)
    # p2 has no bricks on the board and is skipped; p3 has 2 x 2 = 4.
    assert ENGINE.pending(s) == "p3" and ids(s) == ["vp:0", "vp:1", "vp:2", "vp:3", "vp:4"]


def test_a_long_split_is_chosen_as_tens_then_units_and_every_split_is_reachable() -> None:
    s = last_turn_of_round(4)
    build(s, "PN-1", 0, 8)
    build(s, "PN-2", 0, 7)  # 15 bricks x 2 = 30
    s, _ = run(s, "end")
    assert ids(s) == ["tens:0", "tens:1", "tens:2", "tens:3"]
    reachable = set()
    for tens in ids(s):
        after, _ = run(s, tens)
        assert len(ids(after)) <= 25
        reachable |= {int(a.split(":")[1]) for a in ids(after)}
    assert reachable == set(range(31))
    s, _ = run(s, "tens:1", "vp:17")
    assert (s.players[0].vp, s.players[0].money) == (17, 20 + 13)


def test_fewest_vp_names_the_next_start_player_and_decks_are_reshuffled() -> None:
    s = last_turn_of_round(4)
    build(s, "PN-1", 0, 5)
    s.players[0].vp = 3
    s.players[2].vp = 1
    s.players[3].vp = 1
    s, _ = run(s, "end", "vp:10")
    # p2 has 0 VP: fewest, and names the start player.
    assert ENGINE.pending(s) == "p2" and s.phase == "start_player"
    assert ids(s) == ["first:p1", "first:p2", "first:p3", "first:p4"]
    s, _ = run(s, "first:p4")
    assert (s.round, s.start, ENGINE.pending(s)) == (2, 3, "p4")
    for p in s.players:
        assert len(p.hand) == 2 and len(p.deck) == 5 and p.discard == []


def test_ties_for_fewest_vp_go_to_the_first_in_turn_order() -> None:
    s = last_turn_of_round(3)
    s, _ = run(s, "end")
    assert s.phase == "start_player" and ENGINE.pending(s) == "p1"


def test_the_last_round_ends_the_game_with_final_scoring() -> None:
    s = last_turn_of_round(3)
    s.round = 2
    s, events = run(s, "end")
    assert s.phase == "over" and ENGINE.pending(s) is None and ENGINE.legal_actions(s) == []
    result = ENGINE.result(s)
    assert result is not None and result.details["p1"]["play_area"] == 5 + 20 // 3 + 1
    best = max(p.vp for p in s.players)
    # no winner named: a seat that resigned may score best, and the table, not the engine, says
    # who won (issue 33)
    assert events[-1].text == f"The game is over. The best score is {best} VP."
    assert isinstance(events[-1].text, Words) and events[-1].text.args == {"vp": best}


def test_basilica_majority_example_with_white_winning_the_tie() -> None:
    # HU p.10: row A 4 white (Moni) vs 2 yellow + 2 blue (Gabor): white wins; row B only Gabor.
    s = new(2)
    build(s, "BA-A5", 0, 4)
    build(s, "BA-A4", 1, 2)
    build(s, "BA-A2", 1, 2)
    build(s, "BA-B3", 1, 2)
    won = majorities(s)
    assert won[0] == {"BA-A": 12}
    assert won[1] == {"BA-A": 6, "BA-B": 12} and sum(won[1].values()) == 18


def test_amphitheater_row_a_tie_goes_to_yellow() -> None:
    s = new(2)
    build(s, "AM-A4", 0, 3)  # 3 yellow
    build(s, "AM-A3", 1, 3)  # 3 red
    assert majorities(s) == {0: {"AM-A": 15}, 1: {"AM-A": 5}}


def test_porta_nigra_levels_and_the_tied_players_rule() -> None:
    s = new(3)
    build(s, "PN-7", 0, 7)  # yellow, 7 high: levels 3-7
    build(s, "PN-1", 1, 4)  # black, 4 high
    build(s, "PN-2", 2, 4)  # black, 4 high: tied with p2 in count and value
    won = majorities(s)
    # p1 first at 3-7; p2 and p3 tied for 2nd at levels 3 and 4 get nothing
    assert won[0] == {"PN-3": 4, "PN-4": 6, "PN-5": 8, "PN-6": 10, "PN-7": 12}
    assert won[1] == {} and won[2] == {}
    # players still tied for 1st each get the 2nd-place VP and nobody else scores
    assert majority({0: (2, (1,)), 1: (2, (1,)), 2: (1, (5,))}, 12, 6) == {0: 6, 1: 6}
    assert majority({0: (2, (1,)), 1: (1, (5,))}, 12, 6) == {0: 12, 1: 6}


def test_building_card_sets() -> None:
    # HU p.9: a group of 3 different + a single card = 12 + 2.
    assert building_sets(["BA:K", "AM:R", "CW:W", "BA:Y"]) == 14
    assert building_sets(["BA:K", "AM:R", "CW:W", "PN:H22"]) == 20  # a substitute counts
    assert building_sets(["BA:K", "BA:R", "BA:W"]) == 6
    assert building_sets([]) == 0


def test_final_scoring_steps() -> None:
    s = new(2)
    p = s.players[0]
    p.building_cards = ["BA:K", "AM:R", "CW:W", "BA:Y"]
    p.final_cards = ["H28"]
    p.money, p.influence, p.torches, p.romans, p.bricks = 20, 2, 1, 5, [1, 0, 1, 0, 1]
    p.vp = 40
    build(s, "CW-1", 0, 2)
    final_scoring(s)
    assert s.final["p1"] == {
        "before": 40,
        "building_cards": 14,
        "final_cards": 56,
        "play_area": 5 + 6 + 2 + 1 + 3,
        "majorities": 20,
        "majority CW": 20,
        "total": 40 + 14 + 56 + 17 + 20,
    }
    assert p.vp == 147


def test_a_fifteenth_section_ends_the_game_early() -> None:
    s = playing("A7", n=3, builder=1, bricks=(0, 0, 1, 0, 0), romans=1, romans_supply=0)
    s.players[0].sections = 14
    s, events = run(s, "icon:1", "bld:AM", "site:AM-C3")
    p = s.players[0]
    assert p.vp == 4 + 5 and s.end_trigger == 0
    assert texts(events)[-1] == (
        "placed a 15th building section: the game ends early; +5 VP, "
        "and everyone else has one more turn"
    )
    assert s.phase == "action"  # the card is finished first
    s, _ = run(s, "end")
    assert ENGINE.pending(s) == "p2"
    s, _ = run(s, "start:0", f"play:{s.players[1].hand[0]}", "end")
    assert ENGINE.pending(s) == "p3"
    s, _ = run(s, "start:0", f"play:{s.players[2].hand[0]}", "end")
    assert s.phase == "over" and ENGINE.result(s) is not None


def test_an_empty_supply_and_market_end_the_game_early() -> None:
    s = playing("A2", n=2, builder=2, market=(1, 0, 0, 0, 0))
    s.supply = 0
    s, events = run(s, "icon:0", "shop:K")
    assert s.end_trigger == 0 and s.players[0].vp == 5
    assert (
        "emptied the brick supply and the market: the game ends early; +5 VP, "
        "and everyone else has one more turn"
    ) in texts(events)
    s, _ = run(s, "end", "start:0", f"play:{s.players[1].hand[0]}", "end")
    assert s.phase == "over"
