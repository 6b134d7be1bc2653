"""Random full games keep the invariants: bricks and Romans conserved, nothing negative."""

from __future__ import annotations

from typing import Any

import pytest

from rules.ai import RandomAgent
from rules.core import Action, Event
from rules.play import play_game
from rules.porta_nigra import ENGINE
from rules.porta_nigra import actions as act
from rules.porta_nigra.data import ROMANS_PER_COLOUR, TOTAL_BRICKS
from rules.porta_nigra.state import PortaNigraState


def check(state: PortaNigraState) -> None:
    on_board = sum(sec.height for sec in state.sections.values())
    held = sum(sum(p.bricks) for p in state.players)
    assert state.supply + sum(state.market) + held + on_board == TOTAL_BRICKS
    assert state.supply >= 0 and min(state.market) >= 0
    for i, p in enumerate(state.players):
        built = sum(1 for sec in state.sections.values() if sec.owner == i)
        assert built == p.sections
        assert p.romans + p.romans_supply + built == ROMANS_PER_COLOUR
        assert min(p.bricks) >= 0 and min(p.money, p.torches, p.influence, p.romans) >= 0
    legal = ENGINE.legal_actions(state)
    assert len(legal) <= 25
    assert all(act.parse(a.id) is not None for a in legal)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_keep_the_invariants(n: int) -> None:
    seats = [f"p{i}" for i in range(1, n + 1)]

    def on_step(before: Any, seat: str, action: Action, after: Any, events: list[Event]) -> None:
        check(after)

    for seed in range(8):
        playout = play_game(ENGINE, seats, {s: RandomAgent() for s in seats}, seed, on_step=on_step)
        final = playout.state
        assert final.phase == "over" and set(final.final) == set(seats)
        for p in final.players:
            assert final.final[p.seat]["total"] == p.vp
