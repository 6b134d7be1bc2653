"""Recording actions: the compare-and-swap, the log, finishing a game, concurrent writers."""

from __future__ import annotations

import asyncio

import aiosqlite
import pytest

from rules.core import Result
from storage.errors import GameNotRunning, NotYourTurn, StaleVersion
from storage.models import Seat, SeatResult, TableStatus
from storage.repository import Repository
from storage.sqlite import SqliteRepository
from tests.storage.storage_helpers import OpenRepo, act, exactly, start_table
from tests.storage.toy_game import TALLY


async def test_record_action_appends_replaces_and_bumps(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:2")
    recorded = await repo.tables.record_action(table_id, 1, "1", "add:2", state, events)
    assert (recorded.version, recorded.seq, recorded.result) == (2, 1, None)
    again = await repo.tables.load(table_id)
    assert (again.version, again.pending, again.state) == (2, "2", state)
    assert again.state.scores == {"1": 2, "2": 0}
    [logged] = await repo.tables.action_log(table_id)
    assert (logged.seq, logged.version, logged.seat, logged.action_id) == (1, 2, "1", "add:2")
    assert (logged.reveals, logged.pending_after, logged.undone_at) == (False, "2", None)


async def test_the_reveals_flag_comes_from_the_events(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await act(repo, table_id, "draw")
    await act(repo, table_id, "add:1")
    assert [a.reveals for a in await repo.tables.action_log(table_id)] == [True, False]


async def test_a_stale_version_writes_nothing(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    old = await repo.tables.load(table_id)
    await act(repo, table_id, "add:1")
    state, events = TALLY.apply(old.state, "pass")
    with pytest.raises(StaleVersion) as refused:
        await repo.tables.record_action(table_id, old.version, "1", "pass", state, events)
    assert refused.value.message == (
        "The game has moved on since this was shown (another action came first); "
        "here is the current board."
    )
    assert (refused.value.expected_version, refused.value.current_version) == (1, 2)
    assert [a.action_id for a in await repo.tables.action_log(table_id)] == ["add:1"]
    assert (await repo.tables.load(table_id)).state.scores == {"1": 1, "2": 0}


async def test_only_the_pending_seat_may_act(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:1")
    with pytest.raises(NotYourTurn, match=exactly("It is not your turn.")):
        await repo.tables.record_action(table_id, 1, "2", "add:1", state, events)
    assert await repo.tables.action_log(table_id) == []


async def test_acting_in_a_lobby_is_refused(repo: Repository) -> None:
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=1, game_id="tally", host_id=1, seed=1
    )
    state = TALLY.new_game(["1", "2"], 1)
    with pytest.raises(GameNotRunning, match=exactly("The game has not started yet.")):
        await repo.tables.record_action(table.id, 0, "1", "pass", state, [])


async def test_the_last_action_finishes_the_game_with_its_result(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, options={"rounds": 1})
    for action_id in ("add:1", "add:2", "block", "pass", "add:1", "add:1"):
        assert (await act(repo, table_id, action_id)).result is None
    last = await act(repo, table_id, "pass")
    assert last.finished
    assert last.result == Result({"1": 1.0, "2": 2.0}, ["2"])
    table = await repo.tables.get_table(table_id)
    assert table.status is TableStatus.FINISHED
    assert await repo.standings.results(table_id) == [
        SeatResult(Seat("1", user_id=1), 1.0, False),
        SeatResult(Seat("2", user_id=2), 2.0, True),
    ]
    assert await repo.tables.list_open_tables() == []
    assert await repo.tables.table_in_channel(table.channel_id) is None
    loaded = await repo.tables.load(table_id)
    assert (loaded.version, loaded.pending) == (8, None)

    # A finished game takes no more actions, and cannot be aborted.
    state, events = TALLY.apply(TALLY.new_game(["1", "2"], 42), "pass")
    with pytest.raises(GameNotRunning, match=exactly("This game is over.")):
        await repo.tables.record_action(table_id, 8, "1", "pass", state, events)
    with pytest.raises(GameNotRunning, match=exactly("This game is over.")):
        await repo.lobby.abort(table_id)


async def test_a_result_the_caller_computed_is_stored_as_given(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, options={"rounds": 1})
    for action_id in ("add:1", "add:2", "block", "pass", "add:1", "add:1"):
        await act(repo, table_id, action_id)
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "pass")
    result = TALLY.result(state)
    assert result == Result({"1": 1.0, "2": 2.0}, ["2"])
    asked: list[object] = []
    monkeypatch.setattr(TALLY, "result", lambda state: asked.append(state))
    assert loaded.pending is not None
    last = await repo.tables.record_action(
        table_id, loaded.version, loaded.pending, "pass", state, events, result=result
    )
    assert asked == []
    assert (last.finished, last.result) == (True, result)
    assert (await repo.tables.get_table(table_id)).status is TableStatus.FINISHED
    assert [(r.seat.id, r.score, r.winner) for r in await repo.standings.results(table_id)] == [
        ("1", 1.0, False),
        ("2", 2.0, True),
    ]


async def test_a_result_of_none_given_keeps_the_game_going(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    monkeypatch.setattr(TALLY, "result", lambda state: pytest.fail("storage asked the result"))
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:1")
    recorded = await repo.tables.record_action(
        table_id, loaded.version, "1", "add:1", state, events, result=None
    )
    assert (recorded.version, recorded.result, recorded.finished) == (2, None, False)
    assert (await repo.tables.get_table(table_id)).status is TableStatus.ACTIVE


async def test_acting_on_an_aborted_game_is_refused(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    await repo.lobby.abort(table_id)
    state, events = TALLY.apply(loaded.state, "pass")
    with pytest.raises(GameNotRunning, match=exactly("This game was aborted.")):
        await repo.tables.record_action(table_id, loaded.version, "1", "pass", state, events)
    assert await repo.standings.results(table_id) == []


async def test_two_connections_racing_on_one_version(open_repo: OpenRepo) -> None:
    """Two writers (separate connections, so separate threads) race 40 times: each time exactly
    one wins, the other is told its version is stale, and the log stays 1..n without gaps."""
    first, second = await open_repo(), await open_repo()
    table_id = await start_table(first, "tally", 2, seed=42, options={"rounds": 50})
    wins = {0: 0, 1: 0}
    for _ in range(40):
        loaded = await first.tables.load(table_id)
        seat = loaded.pending
        assert seat is not None
        moves = [a.id for a in TALLY.legal_actions(loaded.state)]
        a, b = moves[0], moves[-1]  # two different choices from the same state
        state_a, events_a = TALLY.apply(loaded.state, a)
        state_b, events_b = TALLY.apply(loaded.state, b)
        outcomes = await asyncio.gather(
            first.tables.record_action(table_id, loaded.version, seat, a, state_a, events_a),
            second.tables.record_action(table_id, loaded.version, seat, b, state_b, events_b),
            return_exceptions=True,
        )
        stale = [o for o in outcomes if isinstance(o, StaleVersion)]
        won = [i for i, o in enumerate(outcomes) if not isinstance(o, BaseException)]
        assert len(stale) == 1 and len(won) == 1, outcomes
        wins[won[0]] += 1
        winner_state = (state_a, state_b)[won[0]]
        assert (await second.tables.load(table_id)).state == winner_state
    log = await first.tables.action_log(table_id, include_undone=True)
    assert [a.seq for a in log] == list(range(1, 41))
    assert [a.version for a in log] == list(range(2, 42))
    assert (await first.tables.replay(table_id)).matches


async def test_one_connection_serialises_concurrent_calls(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    tries = []
    for action_id in ("add:1", "add:2", "pass"):
        state, events = TALLY.apply(loaded.state, action_id)
        tries.append(repo.tables.record_action(table_id, 1, "1", action_id, state, events))
    outcomes = await asyncio.gather(*tries, return_exceptions=True)
    assert sum(not isinstance(o, BaseException) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 2
    assert [a.seq for a in await repo.tables.action_log(table_id)] == [1]


async def test_reads_see_the_last_commit_and_never_wait_for_a_writer(
    sqlite_repo: SqliteRepository,
) -> None:
    repo = sqlite_repo
    table_id = await start_table(repo, "tally", 2, seed=42)
    await act(repo, table_id, "add:2")
    inside, release = asyncio.Event(), asyncio.Event()

    async def slow_write(db: aiosqlite.Connection) -> None:
        await db.execute("UPDATE snapshots SET version = 99 WHERE table_id = ?", (table_id,))
        inside.set()
        await release.wait()
        raise RuntimeError("the write fails after all")

    writing = asyncio.create_task(repo._transaction(slow_write))
    await inside.wait()
    # A write of this process is half done: reads neither wait for it (a timeout here) nor see
    # what it has not committed.
    seen = await asyncio.wait_for(repo.tables.load(table_id), timeout=2)
    assert (seen.version, seen.state.scores) == (2, {"1": 2, "2": 0})
    log = await asyncio.wait_for(repo.tables.action_log(table_id), timeout=2)
    assert [a.action_id for a in log] == ["add:2"]
    release.set()
    with pytest.raises(RuntimeError, match="the write fails after all"):
        await writing
    assert (await repo.tables.load(table_id)).version == 2  # rolled back
