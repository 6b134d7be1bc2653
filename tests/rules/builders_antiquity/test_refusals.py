"""The Builders: Antiquity's illegal actions: what each refusal says, with the state left as it
was."""

from __future__ import annotations

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from rules.builders_antiquity.state import Member
from tests.rules.builders_antiquity.rule_helpers import ann, member, play, refused, table


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
