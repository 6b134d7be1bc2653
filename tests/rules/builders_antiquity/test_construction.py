"""The Builders: Antiquity's construction (§10) on constructed positions with exact results:
sending workers (and tools and machines) to buildings, what a second worker costs, and
finishing a building, after the rulebook's example."""

from __future__ import annotations

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.cards import member_production, victory_points
from rules.builders_antiquity.state import BuildersState, Member
from tests.rules.builders_antiquity.rule_helpers import ann, member, play, table


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
