"""Leasing a table's due effects: of several processes one delivers them, and if it dies the
others take them over once the lease runs out."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from storage.models import Effect
from storage.repository import Repository
from storage.table_policy import now
from tests.storage.storage_helpers import start_table

BOARD = Effect("post-board", {"new": True})
DMS = Effect("sync-dms", {})


async def test_due_effects_are_leased_once_until_the_lease_runs_out(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    other_id = await start_table(repo, "tally", 2, seed=43, channel_id=101)
    queued = await repo.outbox.queue_effects(table_id, [BOARD, DMS])
    [elsewhere] = await repo.outbox.queue_effects(other_id, [DMS])
    at = now()
    until = at + timedelta(minutes=1)
    # two deliverers at once: exactly one takes the table's items, both of them
    taken = await asyncio.gather(
        repo.outbox.lease_effects(table_id, at, until),
        repo.outbox.lease_effects(table_id, at, until),
    )
    assert sorted(len(t) for t in taken) == [0, 2]
    leased = max(taken, key=len)
    assert [(i.id, i.kind, i.payload, i.due_at) for i in leased] == [
        (q.id, q.kind, q.payload, q.due_at) for q in queued
    ]
    assert [i.due_at for i in await repo.outbox.pending_effects(table_id)] == [until, until]
    # nor are they due for anyone else meanwhile; the other table's item is untouched
    assert await repo.outbox.due_effects(until - timedelta(seconds=1)) == [elsewhere]
    assert await repo.outbox.lease_effects(table_id, until - timedelta(seconds=1), until) == []
    # the taker died: after its lease, another takes them over
    later = until + timedelta(minutes=1)
    again = await repo.outbox.lease_effects(table_id, until, later)
    assert [i.id for i in again] == [q.id for q in queued]
    await repo.outbox.effect_done([i.id for i in again])
    assert await repo.outbox.pending_effects(table_id) == []
    assert await repo.outbox.pending_effects(other_id) == [elsewhere]


async def test_a_failed_delivery_lets_its_lease_go_at_its_retry_time(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [item] = await repo.outbox.queue_effects(table_id, [BOARD])
    at = now()
    [leased] = await repo.outbox.lease_effects(table_id, at, at + timedelta(minutes=10))
    retry = at + timedelta(seconds=2)
    await repo.outbox.effect_later(leased.id, retry, "HTTPException: 503")
    assert await repo.outbox.lease_effects(table_id, retry - timedelta(seconds=1), retry) == []
    [again] = await repo.outbox.lease_effects(table_id, retry, retry + timedelta(minutes=1))
    assert (again.id, again.attempts, again.last_error) == (item.id, 1, "HTTPException: 503")


async def test_a_process_that_stops_lets_its_lease_go_at_once(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    board, _ = await repo.outbox.queue_effects(table_id, [BOARD, DMS])
    at = now()
    await repo.outbox.lease_effects(table_id, at, at + timedelta(minutes=10))
    await repo.outbox.effects_due([board.id, 999], at)  # an id no longer queued is passed over
    [again] = await repo.outbox.lease_effects(table_id, at, at + timedelta(minutes=1))
    assert (again.id, again.attempts, again.last_error) == (board.id, 0, None)
    assert [i.due_at for i in await repo.outbox.pending_effects(table_id)] == [
        at + timedelta(minutes=1),
        at + timedelta(minutes=10),
    ]


async def test_a_process_started_again_takes_back_its_own_leases_at_once(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    other_id = await start_table(repo, "tally", 2, seed=43, channel_id=101)
    [board] = await repo.outbox.queue_effects(table_id, [BOARD])
    [dms] = await repo.outbox.queue_effects(other_id, [DMS])
    at = now()
    until = at + timedelta(minutes=1)
    assert [i.id for i in await repo.outbox.lease_effects(table_id, at, until, "shards 0 of 2")]
    assert [i.id for i in await repo.outbox.lease_effects(other_id, at, until, "shards 1 of 2")]
    # shard 0's process died and starts again: its own lease is its own at once; shard 1's
    # process lives on, and its lease is waited out
    assert await repo.outbox.take_back("shards 0 of 2", at) == 1
    [again] = await repo.outbox.lease_effects(table_id, at, until, "shards 0 of 2")
    assert again.id == board.id
    assert await repo.outbox.lease_effects(other_id, at, until, "shards 0 of 2") == []
    # let go (effect_later, effects_due, done): nobody holds it any more
    await repo.outbox.effect_later(board.id, at - timedelta(seconds=1), "Forbidden: 403")
    assert await repo.outbox.take_back("shards 0 of 2", at + timedelta(seconds=2)) == 0
    [due] = await repo.outbox.due_effects(at)
    assert (due.id, due.attempts, due.last_error) == (board.id, 1, "Forbidden: 403")
    await repo.outbox.effects_due([dms.id], at)
    assert await repo.outbox.take_back("shards 1 of 2", at) == 0
    assert [i.id for i in await repo.outbox.due_effects(at)] == [board.id, dms.id]


async def test_hurrying_makes_what_failed_due_now_and_leaves_leases_alone(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    board, dms = await repo.outbox.queue_effects(table_id, [BOARD, DMS])
    at = now()
    await repo.outbox.lease_effects(table_id, at, at + timedelta(minutes=1), "shards 0")
    # the board failed and waits 5 minutes; the DMs are still leased by their process
    await repo.outbox.effect_later(board.id, at + timedelta(minutes=5), "Forbidden: 403")
    assert await repo.outbox.hurry_effects(table_id, at) == 1
    [due] = await repo.outbox.due_effects(at)
    assert (due.id, due.attempts) == (board.id, 1)
    [held] = [i for i in await repo.outbox.pending_effects(table_id) if i.id == dms.id]
    assert held.due_at > at, "the DMs stay with the process that leased them"
    assert await repo.outbox.hurry_effects(table_id, at) == 0  # nothing left to hurry
