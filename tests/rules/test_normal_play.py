"""Normal plays Porta Nigra and Aqua Romana the way the games are meant to be played (issue 20):
in Porta Nigra it contests the majorities and uses honor cards, in Aqua Romana it closes
aqueducts onto the podiums their length earns. Seeded Normal-vs-Normal games, so the figures
are exact for a given evaluation; the thresholds leave room for a retuned one."""

from __future__ import annotations

from typing import Any

import pytest

from rules.ai import GreedyAgent
from rules.aqua_romana import ENGINE as AQUA
from rules.aqua_romana.state import AquaState
from rules.core import Action, Event
from rules.play import play_game
from rules.porta_nigra import ENGINE as PORTA
from rules.porta_nigra import data as pn
from rules.porta_nigra.scoring import majorities

SEATS = ["p1", "p2"]


@pytest.mark.parametrize("seed", [0, 1])
def test_porta_nigra_normal_contests_majorities_and_buys_honor_cards(seed: int) -> None:
    playout = play_game(PORTA, SEATS, {s: GreedyAgent() for s in SEATS}, seed=seed)
    honors = {seat: 0 for seat in SEATS}
    state = PORTA.new_game(SEATS, seed)
    for action_id in playout.actions:
        if action_id.startswith("hon:"):
            honors[state.seats[state.current]] += 1
        state, _ = PORTA.apply_id(state, action_id)
    assert min(honors.values()) >= 3, honors
    builders_per_area: dict[tuple[str, str], set[int]] = {}
    for site_id, section in playout.state.sections.items():
        site = pn.SITES[site_id]
        builders_per_area.setdefault((site.building, site.row), set()).add(section.owner)
    contested = [area for area, owners in builders_per_area.items() if len(owners) == 2]
    assert len(contested) >= 3, builders_per_area
    won = majorities(playout.state)
    assert all(sum(won[i].values()) > 0 for i in range(len(SEATS))), won


@pytest.mark.parametrize("seed", [0, 1])
def test_aqua_romana_normal_closes_aqueducts_onto_the_podium_their_length_earns(
    seed: int,
) -> None:
    good_closes = {seat: 0 for seat in SEATS}

    def count(before: AquaState, seat: str, action: Action, after: Any, _: list[Event]) -> None:
        # A seat's own aqueduct that it closes (by a tile or voluntarily) during play and that
        # takes the podium of its full length.
        for old, new in zip(before.workmen, after.workmen, strict=True):
            closed_now = old.status != "scored" and new.status == "scored"
            if closed_now and after.phase != "over" and new.owner == seat:
                good_closes[seat] += new.podium == new.length > 0

    playout = play_game(AQUA, SEATS, {s: GreedyAgent() for s in SEATS}, seed=seed, on_step=count)
    assert sum(good_closes.values()) >= 3, good_closes
    # Long aqueducts reach the high podiums (the rulebook's example tops out at 17).
    assert max(w.podium for w in playout.state.workmen) >= 8
