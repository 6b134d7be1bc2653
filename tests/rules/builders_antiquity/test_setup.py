"""The Builders: Antiquity's setup (§8), and the start player drawn from the seed."""

from __future__ import annotations

from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from tests.rules.builders_antiquity.rule_helpers import SEATS


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
