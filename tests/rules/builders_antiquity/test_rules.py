"""The Builders: Antiquity, rule by rule, on constructed positions with exact results."""

from __future__ import annotations

import pytest

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from rules.builders_antiquity.cards import member_production, victory_points
from rules.builders_antiquity.state import BuildersState, Member, Player
from rules.core import Event, IllegalAction

SEATS = ["ann", "bob", "cy"]


def table(seed: int = 1, current: int = 0) -> BuildersState:
    """A fresh 3-player game with ann as start player and to play."""
    state = E.new_game(SEATS, seed)
    state.start = 0
    state.current = current
    return state


def ann(state: BuildersState) -> Player:
    return state.players[0]


def play(state: BuildersState, *ids: str) -> tuple[BuildersState, list[Event]]:
    events: list[Event] = []
    for action_id in ids:
        state, new = E.apply_id(state, action_id)
        events += new
    return state, events


def refused(state: BuildersState, action_id: str) -> str:
    before = E.dump(state)
    with pytest.raises(IllegalAction) as error:
        E.apply_id(state, action_id)
    assert E.dump(state) == before
    return error.value.reason


def member(player: Player, card: str) -> Member:
    return next(m for m in player.crew if m.card == card)


# ----- setup -------------------------------------------------------------------------------------


def test_setup_deals_one_apprentice_and_ten_sestertii_and_lays_out_the_rows() -> None:
    state = E.new_game(SEATS, seed=7)
    for p in state.players:
        assert p.coins == 10
        assert len(p.crew) == 1 and p.crew[0].card in data.APPRENTICES
    dealt = {p.crew[0].card for p in state.players}
    assert len(dealt) == 3
    assert len(state.building_row) == 5 and len(state.building_deck) == 28
    # the apprentice nobody got is shuffled back before the five workers are laid out
    assert len(state.worker_row) == 5 and len(state.worker_deck) == 10
    unused = set(data.APPRENTICES) - dealt
    assert unused <= set(state.worker_row) | set(state.worker_deck)
    assert len(state.slaves) == 6 and len(state.tools) == 4
    assert len(state.loans) == 4 and len(state.universities) == 4
    assert state.current == state.start and state.actions_left == 3
    assert E.pending(state) == SEATS[state.start]


def test_start_player_is_drawn_from_the_seed() -> None:
    starts = {E.new_game(SEATS, seed).start for seed in range(30)}
    assert starts == {0, 1, 2}


# ----- the rulebook's example --------------------------------------------------------------------


def lighthouse_position() -> BuildersState:
    """The rulebook example: the Lighthouse (2 stone, 4 wood, 1 architecture, 3 decoration)
    already has 2/3/1/1 on it; a wage-3 Laborer making 1 wood + 2 decoration finishes it."""
    state = table()
    p = ann(state)
    p.sites = ["lighthouse_of_alexandria"]
    p.crew = [
        Member("craftsman_5", "worker", site="lighthouse_of_alexandria"),  # 1/1/1/1
        Member("slave_4", "slave", site="lighthouse_of_alexandria"),  # 2/2/0/0
        Member("laborer_4", "worker"),  # 0/1/0/2, wage 3
    ]
    return E.clone(state)


def test_lighthouse_example_pays_14_and_scores_5() -> None:
    state = lighthouse_position()
    state, events = play(state, "send:laborer_4", "site:lighthouse_of_alexandria")
    p = ann(state)
    assert p.coins == 10 - 3 + 14
    assert p.completed == ["lighthouse_of_alexandria"]
    assert p.sites == []
    assert victory_points(p) == 5
    assert all(m.site is None for m in p.crew), "the whole crew comes back"
    assert state.actions_left == 2
    assert [e.text for e in events] == [
        "sent a Laborer to the Lighthouse of Alexandria (1 action, wage 3)",
        "finished the Lighthouse of Alexandria: 14 sestertii and 5 VP",
    ]


def test_sending_asks_for_the_building_then_the_tool() -> None:
    state = lighthouse_position()
    ann(state).tools = ["tool_brush", "tool_mallet"]
    state = E.clone(state)
    state, _ = play(state, "send:laborer_4")
    assert [a.id for a in E.legal_actions(state)] == ["site:lighthouse_of_alexandria"]
    state, _ = play(state, "site:lighthouse_of_alexandria")
    assert [a.id for a in E.legal_actions(state)] == [
        "tool:tool_brush",
        "tool:tool_mallet",
        "tool:none",
    ]
    state, events = play(state, "tool:tool_brush")
    assert events[0].text == (
        "sent a Laborer with the Brush to the Lighthouse of Alexandria (1 action, wage 3)"
    )
    # the tool comes back with its worker when the building is finished
    assert all(m.tool is None for m in ann(state).crew)


# ----- every action ------------------------------------------------------------------------------


def test_start_a_building_refills_the_row_from_the_deck() -> None:
    state = table()
    first, top = state.building_row[0], state.building_deck[0]
    after, events = play(state, f"start:{first}")
    assert ann(after).sites == [first]
    assert after.building_row == [*state.building_row[1:], top]
    assert after.building_deck == state.building_deck[1:]
    assert after.actions_left == 2
    assert events == [Event(f"started the {data.BUILDING_BY_ID[first].name}", "ann", True)]


def test_hire_a_worker_costs_one_action_and_no_money() -> None:
    state = table()
    hired = state.worker_row[2]
    after, events = play(state, f"hire:{hired}")
    assert member(ann(after), hired) == Member(hired, "worker")
    assert ann(after).coins == 10 and after.actions_left == 2
    assert after.worker_row[-1] == state.worker_deck[0]
    assert events[0].reveals


def test_an_empty_deck_leaves_the_row_short() -> None:
    state = table()
    state.worker_deck = []
    state = E.clone(state)
    after, events = play(state, f"hire:{state.worker_row[0]}")
    assert len(after.worker_row) == 4
    assert not events[0].reveals


@pytest.mark.parametrize(("spent", "gained"), [(1, 1), (2, 3), (3, 6)])
def test_take_money_bundles(spent: int, gained: int) -> None:
    after, _ = play(table(), f"take-money:{spent}")
    assert ann(after).coins == 10 + gained
    assert after.actions_left == 3 - spent


def test_extra_actions_cost_five_each_when_used() -> None:
    state, _ = play(table(), "take-money:2")  # 13 sestertii, 1 free action left
    after, events = play(state, "take-money:3")  # needs 2 extra actions: 10 sestertii
    assert ann(after).coins == 13 - 10 + 6
    assert after.actions_left == 0
    assert events[0].text == "took 6 sestertii (paying 10 sestertii for extra actions)"
    after, _ = play(after, f"start:{after.building_row[0]}")
    assert ann(after).coins == 9 - 5


def test_buy_a_slave_it_works_for_no_wage() -> None:
    state = table()
    ann(state).sites = ["quarry"]  # needs 1 stone, 1 wood
    state = E.clone(state)
    state, events = play(state, "buy-slave:slave_4", "send:slave_4", "site:quarry")
    p = ann(state)
    assert p.coins == 10 - 7 + 10
    assert p.completed == ["quarry"]
    assert state.invested
    assert events[0].text == "bought a slave for 7 sestertii"
    assert events[1].text == "sent a Slave to the Quarry (1 action, wage 0)"


def test_buy_a_tool_take_a_loan() -> None:
    after, events = play(table(), "buy-tool:tool_saw")
    assert ann(after).tools == ["tool_saw"] and ann(after).coins == 8
    assert after.tools == ["tool_mallet", "tool_square", "tool_brush"]
    assert events[0].text == "bought the Saw for 2 sestertii"
    after, events = play(table(), "loan")
    assert ann(after).loans == ["loan_1"] and ann(after).coins == 20
    assert events[0].text == "took a loan of 10 sestertii"


def test_educating_sets_one_resource_to_three_and_keeps_the_wage() -> None:
    state = table()
    apprentice = ann(state).crew[0]
    printed = data.WORKER_BY_ID[apprentice.card].produces
    state, events = play(state, "educate:university_stone", f"worker:{apprentice.card}")
    educated = ann(state).crew[0]
    assert educated.university == "university_stone"
    assert member_production(educated) == (3, *printed[1:])
    assert ann(state).coins == 3
    assert state.invested and "university_stone" not in state.universities
    assert events[0].text == "educated an Apprentice to make 3 stone for 7 sestertii"
    # the wage is unchanged: sending it still costs 2
    state, _ = play(state, f"start:{state.building_row[0]}")
    send = next(a.label for a in E.legal_actions(state) if a.id == f"send:{apprentice.card}")
    assert send.endswith("wage 2)")


def test_freeing_a_slave_costs_an_action_and_makes_it_a_paid_worker() -> None:
    state = table()
    ann(state).crew.append(Member("slave_1", "slave"))
    ann(state).sites = ["market"]
    state = E.clone(state)
    state, events = play(state, "free:slave_1")
    assert member(ann(state), "slave_1").freed
    assert state.actions_left == 2 and not state.invested
    assert events[0].text == "freed a slave"
    label = next(a.label for a in E.legal_actions(state) if a.id == "send:slave_1")
    assert label == "Send Freed slave (2 stone 2 deco, wage 4)"


def test_second_worker_on_one_building_costs_two_actions() -> None:
    state = table()
    p = ann(state)
    p.sites = ["pyramid", "temple"]
    p.crew = [
        Member("master_1", "worker"),
        Member("master_2", "worker"),
        Member("laborer_1", "worker"),
    ]
    p.coins = 40
    state = E.clone(state)
    state, events = play(state, "send:master_1", "site:pyramid")
    assert state.actions_left == 2
    sites = {a.id: a.label for a in E.legal_actions(play(state, "send:master_2")[0])}
    assert sites == {
        "site:pyramid": "Pyramid: needs 1 stone 2 wood 4 arch 4 deco (2 actions, pay 5)",
        "site:temple": "Temple: needs 2 wood 2 arch 2 deco (1 action, pay 5)",
    }
    state, events = play(state, "send:master_2", "site:pyramid")
    assert state.actions_left == 0 and ann(state).coins == 30
    assert events[0].text == "sent a Master to the Pyramid (2 actions, wage 5)"
    # a third to the same building: 3 actions, all extra
    state, events = play(state, "send:laborer_1", "site:pyramid")
    assert ann(state).coins == 30 - 3 - 15
    assert events[0].text == (
        "sent a Laborer to the Pyramid (3 actions, wage 3) (paying 15 sestertii for extra actions)"
    )


def test_surcharge_counts_only_this_turn() -> None:
    state = table()
    p = ann(state)
    p.sites = ["pyramid"]
    p.crew = [Member("master_1", "worker", site="pyramid"), Member("master_2", "worker")]
    state = E.clone(state)
    state, _ = play(state, "send:master_2", "site:pyramid")
    assert state.actions_left == 2 and state.sent == {"pyramid": 1}
    state, _ = play(state, "end")
    assert state.sent == {} and state.current == 1


def test_machine_is_built_like_a_building_then_works_for_free() -> None:
    state = table()
    p = ann(state)
    p.sites = ["machine_hoist", "theatre"]  # the Hoist needs 1 wood, 2 architecture
    p.crew = [Member("laborer_2", "worker")]  # 0/2/1/0 ... then an apprentice
    state = E.clone(state)
    state, _ = play(state, "send:laborer_2", "site:machine_hoist")
    assert ann(state).sites == ["machine_hoist", "theatre"]
    ann_state = E.clone(state)
    ann(ann_state).crew.append(Member("apprentice_3", "worker"))  # 1/0/1/0
    state, events = play(E.clone(ann_state), "send:apprentice_3", "site:machine_hoist")
    p = ann(state)
    assert events[-1].text == "finished the Hoist: 2 VP, a new machine"
    assert p.completed == [] and victory_points(p) == 2
    assert member(p, "machine_hoist") == Member("machine_hoist", "machine")
    assert p.coins == 10 - 3 - 2
    state, events = play(state, "send:machine_hoist", "site:theatre")
    assert ann(state).coins == 5 - 5, "wage 0, but the action is an extra one"
    assert events[0].text.startswith("sent a Hoist to the Theatre (1 action, wage 0)")
    assert member_production(member(ann(state), "machine_hoist")) == (3, 0, 0, 0)


# ----- illegal actions ---------------------------------------------------------------------------


def test_not_enough_actions_or_money() -> None:
    state = table()
    ann(state).coins = 4
    state.actions_left = 0
    state = E.clone(state)
    assert refused(state, f"start:{state.building_row[0]}") == (
        "Not enough sestertii: that needs 5 sestertii (5 sestertii for 1 extra action "
        "(0 free left)), and you have 4 sestertii."
    )
    assert refused(state, "take-money:3") == (
        "Not enough sestertii: that needs 15 sestertii (15 sestertii for 3 extra actions "
        "(0 free left)), and you have 4 sestertii."
    )
    state.actions_left = 1
    state = E.clone(state)
    assert refused(state, "buy-slave:slave_1") == (
        "Not enough sestertii: that needs 7 sestertii (7 sestertii for a slave), "
        "and you have 4 sestertii."
    )
    assert [a.id for a in E.legal_actions(state)][-2:] == ["take-money:1", "end"]


def test_a_slave_cannot_carry_a_tool() -> None:
    state = table()
    p = ann(state)
    p.crew.append(Member("slave_2", "slave"))
    p.tools = ["tool_brush"]
    p.sites = ["temple"]
    state = E.clone(state)
    state, _ = play(state, "send:slave_2")
    assert refused(state, "tool:tool_brush") == "A slave cannot use a tool."
    state, _ = play(state, "site:temple")
    assert member(ann(state), "slave_2").tool is None


def test_a_slave_cannot_be_educated_nor_a_busy_worker() -> None:
    state = table()
    p = ann(state)
    p.crew = [
        Member("laborer_1", "worker", site="temple"),
        Member("slave_2", "slave"),
        Member("master_3", "worker", university="university_stone"),
        Member("craftsman_1", "worker"),
    ]
    p.sites = ["temple"]
    state = E.clone(state)
    state, _ = play(state, "educate:university_wood")
    assert [a.id for a in E.legal_actions(state)] == ["worker:craftsman_1"]
    assert refused(state, "worker:laborer_1") == (
        "That Laborer is working on the Temple; only an available worker can be educated."
    )
    assert refused(state, "worker:slave_2") == "A slave cannot be educated: free it first."
    assert refused(state, "worker:master_3") == (
        "That worker has already been educated (once per worker)."
    )


def test_one_investment_per_turn() -> None:
    state, _ = play(table(), "buy-tool:tool_mallet")
    for action_id in ("loan", "buy-tool:tool_saw", "buy-slave:slave_1", "educate:university_wood"):
        assert refused(state, action_id) == (
            "You have already made this turn's investment (one per turn)."
        )
    # freeing a slave is not an investment
    state.players[0].crew.append(Member("slave_1", "slave"))
    state = E.clone(state)
    state, _ = play(state, "free:slave_1")
    # the next turn allows a new one
    state, _ = play(state, "end")
    assert not state.invested
    assert "loan" in [a.id for a in E.legal_actions(state)]


def test_a_working_slave_cannot_be_freed_nor_a_worker_sent_twice() -> None:
    state = table()
    p = ann(state)
    p.crew = [
        Member("slave_1", "slave", site="temple"),
        Member("laborer_1", "worker", site="temple"),
    ]
    p.sites = ["temple"]
    state = E.clone(state)
    assert refused(state, "free:slave_1") == (
        "Only a slave that is not working on a building can be freed."
    )
    assert refused(state, "send:laborer_1") == (
        "That Laborer is already working on the Temple until it is finished."
    )
    assert refused(state, "send:master_1") == "You have no such worker."


def test_sending_without_a_building_and_unknown_ids() -> None:
    state = table()
    apprentice = ann(state).crew[0].card
    assert refused(state, f"send:{apprentice}") == (
        "You have no building under construction: start one first."
    )
    assert refused(state, "start:colosseum") == "There is no building 'colosseum'."
    off = next(b.id for b in data.BUILDINGS if b.id not in state.building_row)
    assert refused(state, f"start:{off}") == "That building is not on offer."
    assert refused(state, "site:temple") == "Choose an action first."
    assert refused(state, "fly") == "'fly' is not an action of The Builders."


# ----- the end -----------------------------------------------------------------------------------


def with_vp(state: BuildersState, seat_index: int, buildings: list[str]) -> None:
    state.players[seat_index].completed = buildings


VP_17 = ["pyramid", "sphinx", "city_hall"]  # 8 + 6 + 3 = 17


def test_the_start_player_reaching_17_lets_everyone_else_finish_the_round() -> None:
    state = table()
    with_vp(state, 0, VP_17)
    state = E.clone(state)
    assert victory_points(ann(state)) == 17
    state, events = play(state, "end")
    assert events == [
        Event("ended the turn", "ann", routine=True),
        Event("reached 17 VP: this round is the last", "ann"),
    ]
    assert state.end_triggered and not state.over and E.pending(state) == "bob"
    state, _ = play(state, "end")
    assert E.pending(state) == "cy"
    state, events = play(state, "end")
    assert state.over and E.pending(state) is None
    assert events == [Event("ended the turn", "cy", routine=True), Event("The game is over.")]
    assert E.legal_actions(state) == []


def test_the_last_player_reaching_17_ends_the_game_at_once() -> None:
    state = table(current=2)
    with_vp(state, 2, VP_17)
    state = E.clone(state)
    state, _ = play(state, "end")
    assert state.over
    result = E.result(state)
    assert result is not None and result.winners == ["cy"]


def test_16_vp_does_not_trigger_the_end() -> None:
    state = table(current=2)
    with_vp(state, 2, ["pyramid", "sphinx", "camel_stable", "stall"])  # 8 + 6 + 1 + 1 = 16
    state = E.clone(state)
    state, _ = play(state, "end")
    assert not state.end_triggered and not state.over
    assert state.current == 0 and state.round == 2


def test_final_scoring_by_hand() -> None:
    state = table()
    a, b, c = state.players
    # ann: Lighthouse 5 + Temple 3 + a Hoist 2 = 10 VP; a slave at rest and one on a building;
    # a loan; 23 sestertii. She frees the resting slave (5), repays the loan (15), keeps 3.
    a.completed = ["lighthouse_of_alexandria", "temple"]
    a.crew = [
        Member("machine_hoist", "machine"),
        Member("slave_1", "slave"),
        Member("slave_2", "slave", site="theatre"),
    ]
    a.sites = ["theatre"]
    a.loans = ["loan_1"]
    a.coins = 23
    # bob: 9 VP, two loans he cannot repay with 7 sestertii.
    b.completed = ["fortress", "forum", "rural_house", "stall"]  # 4 + 3 + 1 + 1
    b.loans = ["loan_2", "loan_3"]
    b.coins = 7
    # cy: 4 VP, a freed slave (no penalty), 53 sestertii.
    c.completed = ["barracks"]
    c.crew = [Member("slave_3", "slave", freed=True)]
    c.coins = 53
    state.over = True
    state = E.clone(state)
    result = E.result(state)
    assert result is not None
    assert result.scores == {"ann": 9.3, "bob": 5.7, "cy": 9.3}
    assert result.winners == ["ann", "cy"], "tied players all win"
    assert result.details["ann"] == {
        "vp": 10,
        "slaves_freed": 1,
        "slaves_kept": 1,
        "loans_repaid": 1,
        "loans_unpaid": 0,
        "coins_left": 3,
        "score_tenths": 93,
    }
    assert result.details["bob"]["loans_unpaid"] == 2


def test_freeing_comes_before_repaying_when_money_is_short() -> None:
    state = table()
    a = ann(state)
    a.crew = [Member("slave_1", "slave"), Member("slave_2", "slave"), Member("slave_3", "slave")]
    a.loans = ["loan_1"]
    a.coins = 15  # three slaves freed (15) beat one loan repaid (15): +1.5 VP against +0.5
    state.over = True
    state = E.clone(state)
    result = E.result(state)
    assert result is not None
    assert result.details["ann"]["slaves_freed"] == 3
    assert result.details["ann"]["loans_repaid"] == 0
    assert result.scores["ann"] == -2.0


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
