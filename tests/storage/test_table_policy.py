"""The table rules on their own: plain values in, a new value or a refusal out, no backend."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from storage import table_policy as policy
from storage.errors import GameNotRunning, NotInLobby, StaleVersion, UndoRefused
from storage.models import LoggedAction, Seat, Table, TableStatus
from tests.storage.storage_helpers import exactly
from tests.storage.toy_game import TALLY

OPENED = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)
LATER = datetime(2026, 11, 30, 20, 5, tzinfo=UTC)


def lobby(*seats: Seat, host_id: int = 1) -> Table:
    return Table(
        id=3,
        guild_id=1,
        channel_id=100,
        game_id="tally",
        status=TableStatus.LOBBY,
        host_id=host_id,
        seats=seats,
        options={},
        seed=42,
        created_at=OPENED,
        updated_at=OPENED,
    )


def test_a_rule_returns_the_new_table_and_leaves_its_input_alone() -> None:
    table = lobby(Seat.human(1))
    joined = policy.join(table, 2, TALLY, LATER)
    assert joined == replace(table, seats=(Seat.human(1), Seat.human(2)), updated_at=LATER)
    assert table.seats == (Seat.human(1),) and table.updated_at == OPENED


def test_the_host_leaving() -> None:
    table = lobby(Seat.human(1), Seat.ai(1, "easy"), Seat.human(7))
    handed = policy.leave(table, "1", LATER)
    assert (handed.host_id, handed.seat_ids, handed.status) == (7, ["ai-1", "7"], TableStatus.LOBBY)
    alone = policy.leave(lobby(Seat.human(1), Seat.ai(1, "easy")), "1", LATER)
    assert (alone.seat_ids, alone.status) == (["ai-1"], TableStatus.ABORTED)
    # A host who does not play keeps the table when a player leaves.
    watched = policy.leave(lobby(Seat.human(2), Seat.human(3)), "2", LATER)
    assert (watched.host_id, watched.seat_ids) == (1, ["3"])


def test_start_deals_from_the_seed_and_shuffles_the_same_way_every_time() -> None:
    table = lobby(Seat.human(1), Seat.human(2), Seat.human(3))
    started = policy.start(table, TALLY, True, LATER)
    assert started == policy.start(table, TALLY, True, LATER)
    assert started.table.status is TableStatus.ACTIVE and started.table.updated_at == LATER
    assert started.state == TALLY.new_game(started.table.seat_ids, 42)
    assert started.pending == started.table.seat_ids[0]
    with pytest.raises(NotInLobby, match=exactly("The game has already started.")):
        policy.start(started.table, TALLY, False, LATER)


def test_check_running() -> None:
    policy.check_running(3, TableStatus.ACTIVE, 5, 5)
    with pytest.raises(StaleVersion) as stale:
        policy.check_running(3, TableStatus.ACTIVE, 6, 5)
    assert (stale.value.table_id, stale.value.expected_version) == (3, 5)
    assert stale.value.current_version == 6
    # The status is checked first: a closed game is not "stale".
    with pytest.raises(GameNotRunning, match=exactly("This game is over.")):
        policy.check_running(3, TableStatus.FINISHED, 6, 5)


def test_no_undo_into_someone_elses_decision() -> None:
    """A log whose last action is the pending seat's, but before which another seat was to
    decide (here seat 1 passed, then "1" is logged again): undo would hand seat 1 a state where
    seat 2 decides, so it is refused."""
    table = replace(lobby(Seat.human(1), Seat.human(2)), status=TableStatus.ACTIVE)
    log = [
        LoggedAction(1, 2, "1", "pass", False, "2", LATER),
        LoggedAction(2, 3, "1", "add:1", False, "1", LATER),
    ]
    with pytest.raises(
        UndoRefused, match=exactly("You can only undo your own actions within your turn.")
    ):
        policy.plan_undo(TALLY, table, "1", log, "1", 3)
    # The same first action, had it been an add:1, may be taken back.
    allowed = [LoggedAction(1, 2, "1", "add:1", False, "1", LATER)]
    plan = policy.plan_undo(TALLY, table, "1", allowed, "1", 2)
    assert (plan.version, plan.pending, plan.last.seq) == (3, "1", 1)
    assert plan.state == TALLY.new_game(["1", "2"], 42)
    assert plan.dumped == TALLY.dump(plan.state)


def test_the_turn_clock_starts_when_the_decision_passes_to_another_seat() -> None:
    # Dealt: the first decision starts now.
    assert policy.turn_since(None, None, "1", OPENED) == OPENED
    # The same seat acts again within its turn: its clock keeps running from before.
    assert policy.turn_since("1", OPENED, "1", LATER) == OPENED
    # The decision passes to another seat (or the game ends): a new clock.
    assert policy.turn_since("1", OPENED, "2", LATER) == LATER
    assert policy.turn_since("1", OPENED, None, LATER) == LATER
