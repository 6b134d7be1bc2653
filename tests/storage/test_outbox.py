"""The outbox: effects queued in the same transaction as the change that caused them, and
nothing queued when that change is refused."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from storage.errors import GameNotRunning, NotYourTurn, StaleVersion, TableNotFound, UndoRefused
from storage.models import Effect, OutboxItem
from storage.repository import Repository
from storage.table_policy import now
from tests.storage.storage_helpers import OpenRepo, act, exactly, start_table
from tests.storage.toy_game import TALLY

BOARD = Effect("post-board", {"new": True})
DMS = Effect("sync-dms", {})


def shape(items: list[OutboxItem]) -> list[tuple[int, int, str, dict[str, object], int]]:
    return [(i.table_id, i.version, i.kind, i.payload, i.attempts) for i in items]


async def record(repo: Repository, table_id: int, action_id: str, *effects: Effect) -> int:
    loaded = await repo.tables.load(table_id)
    assert loaded.pending is not None
    state, events = TALLY.apply(loaded.state, action_id)
    recorded = await repo.tables.record_action(
        table_id, loaded.version, loaded.pending, action_id, state, events, effects=effects
    )
    return recorded.version


async def test_an_action_queues_its_effects_at_its_new_version(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    before = now()
    assert await record(repo, table_id, "add:1", BOARD, DMS) == 2
    after = now()
    pending = await repo.outbox.pending_effects(table_id)
    assert shape(pending) == [
        (table_id, 2, "post-board", {"new": True}, 0),
        (table_id, 2, "sync-dms", {}, 0),
    ]
    assert pending[0].id < pending[1].id
    for item in pending:
        assert before <= item.created_at == item.due_at <= after
        assert item.last_error is None
    assert await repo.outbox.due_effects(after) == pending
    assert await repo.outbox.due_effects(before - timedelta(seconds=1)) == []


async def test_a_refused_action_queues_nothing(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:1")
    with pytest.raises(NotYourTurn):
        await repo.tables.record_action(table_id, 1, "2", "add:1", state, events, effects=[BOARD])
    with pytest.raises(StaleVersion):
        await repo.tables.record_action(table_id, 7, "1", "add:1", state, events, effects=[BOARD])
    await repo.tables.record_action(table_id, 1, "1", "add:1", state, events)
    # The same click again loses the compare-and-swap.
    with pytest.raises(StaleVersion):
        await repo.tables.record_action(table_id, 1, "1", "add:1", state, events, effects=[BOARD])
    assert await repo.outbox.pending_effects(table_id) == []
    assert await repo.outbox.due_effects(now()) == []


async def test_an_effect_json_cannot_hold_is_refused_before_anything_is_written(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:1")
    with pytest.raises(TypeError, match="not JSON serializable"):
        await repo.tables.record_action(
            table_id, 1, "1", "add:1", state, events, effects=[Effect("announce", {"at": now()})]
        )
    assert (await repo.tables.load(table_id)).version == 1
    assert await repo.outbox.pending_effects(table_id) == []


async def test_start_undo_and_abort_queue_theirs(repo: Repository) -> None:
    lobby = await repo.lobby.create_table(
        guild_id=1, channel_id=5, game_id="tally", host_id=1, seed=42
    )
    await repo.lobby.join(lobby.id, 2)
    await repo.lobby.start(lobby.id, effects=[BOARD])
    await record(repo, lobby.id, "add:1")
    await repo.tables.undo(lobby.id, 2, "1", effects=[Effect("edit-board", {})])
    with pytest.raises(UndoRefused):
        await repo.tables.undo(lobby.id, 3, "1", effects=[DMS])
    await repo.lobby.abort(lobby.id, effects=[Effect("strip-board", {})])
    with pytest.raises(GameNotRunning):
        await repo.lobby.abort(lobby.id, effects=[DMS])
    assert shape(await repo.outbox.pending_effects(lobby.id)) == [
        (lobby.id, 1, "post-board", {"new": True}, 0),
        (lobby.id, 3, "edit-board", {}, 0),
        (lobby.id, 3, "strip-board", {}, 0),
    ]


async def test_effects_queued_on_their_own_take_the_current_version(repo: Repository) -> None:
    lobby = await repo.lobby.create_table(
        guild_id=1, channel_id=5, game_id="tally", host_id=1, seed=4
    )
    first = await repo.outbox.queue_effects(lobby.id, [Effect("announce", {"text": "hi"})])
    table_id = await start_table(repo, "tally", 2, seed=42, channel_id=6)
    await act(repo, table_id, "add:1")
    second = await repo.outbox.queue_effects(table_id, [BOARD, DMS])
    assert shape(first) == [(lobby.id, 0, "announce", {"text": "hi"}, 0)]
    assert shape(second) == [
        (table_id, 2, "post-board", {"new": True}, 0),
        (table_id, 2, "sync-dms", {}, 0),
    ]
    assert await repo.outbox.pending_effects(table_id) == second
    assert await repo.outbox.queue_effects(table_id, []) == []
    with pytest.raises(TableNotFound, match=exactly("There is no game table #99.")):
        await repo.outbox.queue_effects(99, [BOARD])


async def test_a_failed_delivery_waits_and_counts(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await record(repo, table_id, "add:1", BOARD, DMS)
    board, dms = await repo.outbox.pending_effects(table_id)
    later = now() + timedelta(seconds=30)
    await repo.outbox.effect_later(board.id, later, "HTTPException: 503 Service Unavailable")
    await repo.outbox.effect_later(board.id, later, "HTTPException: 500 Internal Server Error")
    assert await repo.outbox.due_effects(now()) == [dms]
    [again, _] = await repo.outbox.due_effects(later)
    assert (again.id, again.attempts, again.due_at) == (board.id, 2, later)
    assert again.last_error == "HTTPException: 500 Internal Server Error"
    await repo.outbox.effect_done([dms.id, board.id])
    assert await repo.outbox.pending_effects(table_id) == []
    # Ids no longer queued are passed over.
    await repo.outbox.effect_done([dms.id, 12345])
    await repo.outbox.effect_later(12345, later, "gone")
    assert await repo.outbox.due_effects(later) == []


async def test_due_effects_of_every_table_oldest_first_up_to_a_limit(repo: Repository) -> None:
    a = await start_table(repo, "tally", 2, seed=1, channel_id=1)
    b = await start_table(repo, "tally", 2, seed=2, channel_id=2)
    await record(repo, b, "add:1", Effect("k", {"n": 1}))
    await record(repo, a, "add:1", Effect("k", {"n": 2}))
    await repo.outbox.queue_effects(b, [Effect("k", {"n": 3})])
    due = await repo.outbox.due_effects(now())
    assert [(i.table_id, i.payload["n"]) for i in due] == [(b, 1), (a, 2), (b, 3)]
    assert await repo.outbox.due_effects(now(), limit=2) == due[:2]


async def test_a_payload_handed_out_is_the_callers_own(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    payload = {"channel_id": 5, "text": "Game on"}
    await repo.outbox.queue_effects(table_id, [Effect("announce", payload)])
    payload["text"] = "changed after"
    [item] = await repo.outbox.pending_effects(table_id)
    item.payload["text"] = "changed in hand"
    assert [i.payload for i in await repo.outbox.pending_effects(table_id)] == [
        {"channel_id": 5, "text": "Game on"}
    ]


async def test_a_time_without_its_zone_is_refused(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [item] = await repo.outbox.queue_effects(table_id, [BOARD])
    message = "a due time must say its time zone (got 2026-12-01T10:00:00)"
    with pytest.raises(ValueError, match=exactly(message)):
        await repo.outbox.due_effects(datetime(2026, 12, 1, 10))
    with pytest.raises(ValueError, match=exactly(message)):
        await repo.outbox.effect_later(item.id, datetime(2026, 12, 1, 10), "no")
    assert (await repo.outbox.pending_effects(table_id))[0].attempts == 0


async def test_the_outbox_outlives_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    table_id = await start_table(repo, "tally", 2, seed=42)
    await record(repo, table_id, "add:1", BOARD)
    queued = await repo.outbox.pending_effects(table_id)
    await repo.close()
    assert await (await open_repo()).outbox.pending_effects(table_id) == queued
