"""Crash safety: a writer killed with SIGKILL in the middle of a stream of actions leaves a
database that opens (SQLite: passes integrity_check), and whose snapshots equal the replay of
their logs. On PostgreSQL the server outlives its client: the transaction the writer had open
is rolled back, and the rows lock no one out."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from rules import registry
from storage.database_url import sqlite_url
from storage.models import TableStatus
from storage.postgres import open_postgres
from storage.repository import Repository
from tests.storage.storage_helpers import OpenRepo, engines

HERE = Path(__file__).parent
ROOT = HERE.parents[1]

# (game, actions recorded before the kill), two kill points per game.
CASES = [(game, after) for game in ["tally", *registry.games()] for after in (150, 600)]


def run_and_kill(url: str, game_id: str, after: int, seed: int) -> int:
    """Start the writer, SIGKILL it once it reported ``after`` actions; return the number of
    actions it reported committed before it died."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writer = subprocess.Popen(
        [sys.executable, str(HERE / "crash_writer.py"), url, game_id, str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert writer.stdout is not None
    last = 0
    try:
        for line in writer.stdout:
            last = int(line)
            if last >= after:
                # The writer keeps going while the signal is on its way: it dies mid-stream.
                writer.send_signal(signal.SIGKILL)
                break
    finally:
        writer.kill()
        # Reports still in the pipe were written before the kill landed.
        for line in writer.stdout:
            last = int(line)
        stderr = writer.stderr.read() if writer.stderr else ""
        writer.wait(timeout=10)
    assert last >= after, f"the writer stopped early: {stderr}"
    assert writer.returncode == -signal.SIGKILL
    return last


@pytest.mark.parametrize(("game_id", "after"), CASES)
async def test_killed_writer_leaves_a_sound_database(
    open_repo: OpenRepo, db_path: Path, game_id: str, after: int
) -> None:
    reported = run_and_kill(sqlite_url(db_path), game_id, after, seed=after)

    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]

    await check_sound(await open_repo(), reported)


@pytest.mark.parametrize(("game_id", "after"), [("tally", 150), ("porta-nigra", 600)])
async def test_killed_writer_leaves_a_sound_postgresql_database(
    postgres_dsn: str, game_id: str, after: int
) -> None:
    reported = run_and_kill(postgres_dsn, game_id, after, seed=after)
    # Short waits: a lock the dead writer held would stop these at once, not after a while.
    repo = await open_postgres(postgres_dsn, engines=engines, busy_timeout=0.5)
    try:
        await check_sound(repo, reported)
        [table] = await repo.tables.list_open_tables()
        await repo.lobby.abort(table.id)
    finally:
        await repo.close()


async def check_sound(repo: Repository, reported: int) -> None:
    """One game in play; every table's log replays to its snapshot; every action the writer
    reported is there, and at most one more (committed, not yet reported)."""
    tables = await repo.tables.list_open_tables()
    assert len(tables) == 1 and tables[0].status is TableStatus.ACTIVE
    total = 0
    for table_id in range(1, tables[0].id + 1):
        report = await repo.tables.replay(table_id)
        assert report.matches, report.error
        log = await repo.tables.action_log(table_id)
        assert [a.seq for a in log] == list(range(1, len(log) + 1))
        assert (await repo.tables.load(table_id)).version == len(log) + 1
        total += len(log)
    assert reported <= total <= reported + 1
