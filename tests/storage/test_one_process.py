"""One process per SQLite file: a second process is refused while the first holds the file,
and gets it once the first closes (or dies)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from storage.errors import DatabaseInUse
from tests.storage.storage_helpers import OpenRepo, exactly, start_table

ROOT = Path(__file__).parents[2]

# Opens the file given, prints what happened, and closes it.
OPENER = """
import asyncio, sys
from storage.errors import DatabaseInUse
from storage.sqlite import open_sqlite

async def main(path: str, read_only: bool) -> None:
    try:
        repo = await open_sqlite(path, read_only=read_only)
    except DatabaseInUse as refused:
        print(f"refused: {refused}")
        return
    print(f"opened: {len(await repo.tables.list_open_tables())} open tables")
    await repo.close()

asyncio.run(main(sys.argv[1], sys.argv[2] == "read-only"))
"""


def in_use(path: Path) -> str:
    return (
        f"Another Tabula process is using tabula.sqlite3 ({path}): stop it first, or give this "
        "one another DATABASE_PATH. One SQLite file serves one process."
    )


def open_elsewhere(path: Path, mode: str = "write") -> str:
    """What another process says when it opens ``path``."""
    done = subprocess.run(
        [sys.executable, "-c", OPENER, str(path), mode],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


async def test_a_second_process_is_refused_until_the_first_closes(
    open_repo: OpenRepo, db_path: Path
) -> None:
    repo = await open_repo()
    await start_table(repo, "tally", 2, seed=42)
    assert open_elsewhere(db_path) == f"refused: {in_use(db_path)}"
    # A read-only look writes nothing, so it needs no hold on the file.
    assert open_elsewhere(db_path, "read-only") == "opened: 1 open tables"
    await repo.close()
    assert open_elsewhere(db_path) == "opened: 1 open tables"


async def test_this_process_may_open_the_file_twice(open_repo: OpenRepo, db_path: Path) -> None:
    first = await open_repo()
    second = await open_repo()
    await first.close()
    # The second still holds the file for this process.
    assert open_elsewhere(db_path).startswith("refused: ")
    await second.close()
    assert open_elsewhere(db_path) == "opened: 0 open tables"


async def test_a_process_that_dies_lets_go(open_repo: OpenRepo, db_path: Path) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import asyncio, sys\n"
            "from storage.sqlite import open_sqlite\n"
            "async def main():\n"
            "    await open_sqlite(sys.argv[1])\n"
            "    print('holding', flush=True)\n"
            "    sys.stdin.read()\n"
            "asyncio.run(main())\n",
            str(db_path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        with pytest.raises(DatabaseInUse, match=exactly(in_use(db_path))):
            await open_repo()
    finally:
        holder.kill()
        holder.wait(timeout=10)
    repo = await open_repo()
    assert await repo.tables.list_open_tables() == []


async def test_exclusive_false_takes_no_hold(open_repo: OpenRepo, db_path: Path) -> None:
    await open_repo(exclusive=False)
    assert open_elsewhere(db_path) == "opened: 0 open tables"
