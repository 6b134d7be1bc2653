"""The Builders: Antiquity, what each action does (§9), on constructed positions with exact
results."""

from __future__ import annotations

import pytest

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from rules.builders_antiquity.cards import member_production
from rules.builders_antiquity.state import Member
from rules.core import Event
from tests.rules.builders_antiquity.rule_helpers import ann, member, play, table


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
