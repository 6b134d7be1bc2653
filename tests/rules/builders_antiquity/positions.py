"""Constructed positions of The Builders shared by the view, text and Discord tests."""

from __future__ import annotations

from rules.builders_antiquity.state import BuildersState, Member, Player, Step


def mid_turn() -> BuildersState:
    """Round 3, bob's the start player and ann is to play: one free action left, the investment
    made, a Craftsman with the Saw already sent to her Temple this turn, and now her educated
    Laborer is being sent (the building is still to choose)."""
    ann = Player(
        seat="ann",
        coins=12,
        crew=[
            Member("craftsman_5", "worker", site="temple", tool="tool_saw"),
            Member("slave_4", "slave"),
            Member("laborer_2", "worker", university="university_decoration"),
        ],
        sites=["temple"],
        completed=["city_hall"],
        tools=["tool_saw", "tool_brush"],
        loans=["loan_1"],
    )
    bob = Player(
        seat="bob",
        coins=7,
        crew=[Member("apprentice_1", "worker"), Member("machine_hoist", "machine")],
        completed=["pyramid"],
    )
    return BuildersState(
        seed=1,
        seats=["ann", "bob"],
        players=[ann, bob],
        start=1,
        current=0,
        round=3,
        building_deck=["sphinx", "theatre"],
        building_row=["forum", "stall", "quarry", "market", "armory"],
        worker_deck=["laborer_3"],
        worker_row=["master_1", "laborer_1", "craftsman_2", "apprentice_2", "master_4"],
        slaves=["slave_1", "slave_2"],
        tools=["tool_mallet", "tool_square"],
        loans=["loan_2", "loan_3", "loan_4"],
        universities=["university_stone"],
        actions_left=1,
        invested=True,
        sent={"temple": 1},
        step=Step(kind="site", card="laborer_2"),
    )


def finished() -> BuildersState:
    """The same table once the game is over: ann (3 VP and 12 sestertii: she frees her idle
    slave for 5, then cannot repay her loan) against bob (10 VP, 7 sestertii)."""
    state = mid_turn()
    state.step = None
    state.sent = {}
    state.over = True
    state.end_triggered = True
    return state
