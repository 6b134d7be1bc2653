"""The Builders: Antiquity's final scoring by hand: victory points, slaves freed or kept, loans
repaid or not, and the sestertii left."""

from __future__ import annotations

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.state import Member
from tests.rules.builders_antiquity.rule_helpers import ann, table


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
