"""Jobs: a table's deadlines stored as data, replaced in the transaction of the move that voids
them, and leased so that exactly one scheduler acts on each."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

import pytest

from storage.errors import GameNotRunning, NotYourTurn, StaleVersion, TableNotFound
from storage.models import Job, JobSpec, MessageRef
from storage.repository import Repository
from storage.table_policy import now
from tests.storage.storage_helpers import OpenRepo, act, exactly, start_table
from tests.storage.toy_game import TALLY

T0 = datetime.fromisoformat("2026-12-01T10:00:00+00:00")
HALF = JobSpec("remind-half", T0 + timedelta(hours=12), {"seat": "1"})
SOON = JobSpec("remind-soon", T0 + timedelta(hours=23))
TIMEOUT = JobSpec("timeout", T0 + timedelta(hours=24), {"seat": "1"})
CLOCK = [HALF, SOON, TIMEOUT]


def shape(jobs: list[Job]) -> list[tuple[int, str, datetime, int, dict[str, object]]]:
    return [(j.table_id, j.kind, j.due_at, j.version, j.payload) for j in jobs]


async def record(
    repo: Repository, table_id: int, action_id: str, jobs: list[JobSpec] | None
) -> int:
    loaded = await repo.tables.load(table_id)
    assert loaded.pending is not None
    state, events = TALLY.apply(loaded.state, action_id)
    recorded = await repo.tables.record_action(
        table_id, loaded.version, loaded.pending, action_id, state, events, jobs=jobs
    )
    return recorded.version


async def test_start_stores_the_first_turns_deadlines(repo: Repository) -> None:
    lobby = await repo.lobby.create_table(
        guild_id=1, channel_id=5, game_id="tally", host_id=1, seed=42
    )
    await repo.lobby.join(lobby.id, 2)
    await repo.lobby.start(lobby.id, jobs=CLOCK)
    jobs = await repo.outbox.jobs(lobby.id)
    assert shape(jobs) == [
        (lobby.id, "remind-half", T0 + timedelta(hours=12), 1, {"seat": "1"}),
        (lobby.id, "remind-soon", T0 + timedelta(hours=23), 1, {}),
        (lobby.id, "timeout", T0 + timedelta(hours=24), 1, {"seat": "1"}),
    ]
    assert [(j.attempts, j.leased_until, j.last_error) for j in jobs] == [(0, None, None)] * 3


async def test_a_move_replaces_the_deadlines_and_none_keeps_them(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.outbox.schedule_jobs(table_id, CLOCK)
    # None: the move is within the same turn, the clock runs on.
    assert await record(repo, table_id, "add:1", None) == 2
    assert [(j.kind, j.version) for j in await repo.outbox.jobs(table_id)] == [
        ("remind-half", 1),
        ("remind-soon", 1),
        ("timeout", 1),
    ]
    later = JobSpec("timeout", T0 + timedelta(days=2), {"seat": "2"})
    assert await record(repo, table_id, "pass", [later]) == 3
    assert shape(await repo.outbox.jobs(table_id)) == [
        (table_id, "timeout", T0 + timedelta(days=2), 3, {"seat": "2"})
    ]
    # An empty list clears them (the computer's turn needs no clock).
    await record(repo, table_id, "add:1", [])
    assert await repo.outbox.jobs(table_id) == []


async def test_undo_replaces_the_deadlines_too(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await record(repo, table_id, "add:1", CLOCK)
    await repo.tables.undo(table_id, 2, "1", jobs=[TIMEOUT])
    assert shape(await repo.outbox.jobs(table_id)) == [
        (table_id, "timeout", TIMEOUT.due_at, 3, {"seat": "1"})
    ]


async def test_a_refused_move_leaves_the_deadlines(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    before = await repo.outbox.schedule_jobs(table_id, CLOCK)
    state, events = TALLY.apply((await repo.tables.load(table_id)).state, "add:1")
    with pytest.raises(NotYourTurn):
        await repo.tables.record_action(table_id, 1, "2", "add:1", state, events, jobs=[])
    with pytest.raises(StaleVersion):
        await repo.tables.record_action(table_id, 9, "1", "add:1", state, events, jobs=[])
    assert await repo.outbox.jobs(table_id) == before


async def test_a_finished_game_has_no_deadlines_left(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, options={"rounds": 1})
    await record(repo, table_id, "pass", CLOCK)
    # The last move asks for more deadlines: a finished game keeps none all the same.
    await record(repo, table_id, "pass", CLOCK)
    assert (await repo.tables.get_table(table_id)).status == "finished"
    assert await repo.outbox.jobs(table_id) == []
    assert await repo.outbox.due_jobs(T0 + timedelta(days=9)) == []


async def test_abort_abandon_and_an_empty_lobby_delete_the_deadlines(repo: Repository) -> None:
    aborted = await start_table(repo, "tally", 2, seed=1, channel_id=1)
    abandoned = await start_table(repo, "tally", 2, seed=2, channel_id=2)
    lobby = await repo.lobby.create_table(guild_id=1, channel_id=3, game_id="tally", host_id=1)
    for table_id in (aborted, abandoned, lobby.id):
        await repo.outbox.schedule_jobs(table_id, CLOCK)
    await repo.lobby.abort(aborted)
    await repo.lobby.abandon(abandoned, "its channel was deleted")
    await repo.lobby.leave(lobby.id, "1")  # nobody left: the lobby is aborted
    for table_id in (aborted, abandoned, lobby.id):
        assert await repo.outbox.jobs(table_id) == []
        with pytest.raises(GameNotRunning):
            await repo.outbox.schedule_jobs(table_id, CLOCK)
    assert await repo.outbox.due_jobs(T0 + timedelta(days=9)) == []


async def test_schedule_on_their_own_at_the_current_version(repo: Repository) -> None:
    lobby = await repo.lobby.create_table(guild_id=1, channel_id=5, game_id="tally", host_id=1)
    [close] = await repo.outbox.schedule_jobs(lobby.id, [JobSpec("close-lobby", T0)])
    assert (close.kind, close.version, close.due_at) == ("close-lobby", 0, T0)
    table_id = await start_table(repo, "tally", 2, seed=42, channel_id=6)
    await act(repo, table_id, "add:1")
    first = await repo.outbox.schedule_jobs(table_id, [TIMEOUT])
    added = await repo.outbox.schedule_jobs(table_id, [HALF, SOON], replace=False)
    assert [(j.kind, j.version) for j in added] == [("remind-half", 2), ("remind-soon", 2)]
    assert await repo.outbox.jobs(table_id) == [*added, *first]  # by due time
    replaced = await repo.outbox.schedule_jobs(table_id, [SOON])
    assert await repo.outbox.jobs(table_id) == replaced
    assert await repo.outbox.schedule_jobs(table_id, []) == []
    assert await repo.outbox.jobs(table_id) == []
    assert await repo.outbox.jobs(lobby.id) == [close]
    with pytest.raises(TableNotFound, match=exactly("There is no game table #99.")):
        await repo.outbox.schedule_jobs(99, CLOCK)


async def test_due_jobs_of_every_table_by_due_time_up_to_a_limit(repo: Repository) -> None:
    a = await start_table(repo, "tally", 2, seed=1, channel_id=1)
    b = await start_table(repo, "tally", 2, seed=2, channel_id=2)
    await repo.outbox.schedule_jobs(a, [TIMEOUT, HALF])
    await repo.outbox.schedule_jobs(b, [SOON, JobSpec("remind-half", HALF.due_at)])
    due = await repo.outbox.due_jobs(T0 + timedelta(hours=24))
    assert [(j.table_id, j.kind) for j in due] == [
        (a, "remind-half"),
        (b, "remind-half"),
        (b, "remind-soon"),
        (a, "timeout"),
    ]
    assert await repo.outbox.due_jobs(T0 + timedelta(hours=24), limit=2) == due[:2]
    assert [j.kind for j in await repo.outbox.due_jobs(T0 + timedelta(hours=23))] == [
        "remind-half",
        "remind-half",
        "remind-soon",
    ]
    assert await repo.outbox.due_jobs(T0 + timedelta(hours=11)) == []


async def test_a_lease_is_taken_once_and_runs_out(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [job] = await repo.outbox.schedule_jobs(table_id, [TIMEOUT])
    at = TIMEOUT.due_at
    until = at + timedelta(minutes=1)
    # Two schedulers at once: exactly one takes it.
    taken = await asyncio.gather(
        repo.outbox.lease_job(job.id, until, at), repo.outbox.lease_job(job.id, until, at)
    )
    [leased] = [t for t in taken if t is not None]
    assert taken.count(None) == 1
    assert leased == Job(job.id, table_id, "timeout", at, 1, {"seat": "1"}, 0, until)
    assert await repo.outbox.due_jobs(at) == []
    assert await repo.outbox.lease_job(job.id, until, at + timedelta(seconds=59)) is None
    # The taker died: once its lease ran out, the job is due again and another may take it.
    assert await repo.outbox.due_jobs(until) == [leased]
    again = await repo.outbox.lease_job(job.id, until + timedelta(minutes=1), until)
    assert again is not None and again.leased_until == until + timedelta(minutes=1)
    await repo.outbox.job_done(job.id)
    assert await repo.outbox.jobs(table_id) == []
    assert await repo.outbox.lease_job(job.id, until, until) is None
    await repo.outbox.job_done(job.id)  # passed over


async def test_a_job_replaced_by_a_move_cannot_be_leased(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [job] = await repo.outbox.schedule_jobs(table_id, [TIMEOUT])
    await record(repo, table_id, "add:1", [SOON])
    assert (
        await repo.outbox.lease_job(job.id, T0 + timedelta(days=2), T0 + timedelta(days=1)) is None
    )


async def test_a_failed_run_waits_counts_and_lets_go(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [job] = await repo.outbox.schedule_jobs(table_id, [TIMEOUT])
    at = TIMEOUT.due_at
    await repo.outbox.lease_job(job.id, at + timedelta(minutes=5), at)
    retry = at + timedelta(seconds=30)
    await repo.outbox.job_later(job.id, retry, "HTTPException: 503 Service Unavailable")
    assert await repo.outbox.due_jobs(at) == []
    [again] = await repo.outbox.due_jobs(retry)
    assert (again.attempts, again.due_at, again.leased_until, again.last_error) == (
        1,
        retry,
        None,
        "HTTPException: 503 Service Unavailable",
    )
    await repo.outbox.job_later(12345, retry, "gone")  # passed over
    assert await repo.outbox.jobs(table_id) == [again]


async def test_times_without_their_zone_are_refused(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    naive = datetime(2026, 12, 1, 10)
    message = exactly("a due time must say its time zone (got 2026-12-01T10:00:00)")
    with pytest.raises(ValueError, match=message):
        await repo.outbox.schedule_jobs(table_id, [JobSpec("timeout", naive)])
    with pytest.raises(ValueError, match=message):
        await repo.outbox.due_jobs(naive)
    with pytest.raises(ValueError, match=message):
        await repo.outbox.lease_job(1, naive, now())
    assert await repo.outbox.jobs(table_id) == []


async def test_jobs_outlive_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    table_id = await start_table(repo, "tally", 2, seed=42)
    scheduled = await repo.outbox.schedule_jobs(table_id, CLOCK)
    await repo.close()
    assert await (await open_repo()).outbox.jobs(table_id) == scheduled


async def test_a_snapshot_is_the_table_its_messages_and_its_jobs_in_one_read(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.outbox.schedule_jobs(table_id, CLOCK)
    await record(repo, table_id, "add:1", None)
    await repo.messages.set_message(table_id, "hand", 900, 501, user_id=1, version=2)
    await repo.messages.set_message(table_id, "board", 100, 500, version=2)
    other = await start_table(repo, "tally", 2, seed=7, channel_id=6)
    await repo.messages.set_message(other, "board", 101, 600)
    await repo.outbox.schedule_jobs(other, [TIMEOUT])
    snapshot = await repo.tables.snapshot(table_id)
    assert snapshot.loaded == await repo.tables.load(table_id)
    assert snapshot.messages == tuple(await repo.messages.messages(table_id))
    assert [(m.purpose, m.message_id) for m in snapshot.messages] == [("board", 500), ("hand", 501)]
    assert snapshot.board == MessageRef(table_id, "board", None, 100, 500, 2)
    assert snapshot.jobs == tuple(await repo.outbox.jobs(table_id))
    assert shape(list(snapshot.jobs)) == shape(await repo.outbox.jobs(table_id))
    assert [j.kind for j in snapshot.jobs] == ["remind-half", "remind-soon", "timeout"]
    bare = await repo.tables.snapshot(await start_table(repo, "tally", 2, channel_id=7))
    assert (bare.messages, bare.jobs, bare.board) == ((), (), None)
    with pytest.raises(TableNotFound):
        await repo.tables.snapshot(404)
