"""Playing through the repository the way the Discord layer does: load, apply, record."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import aiosqlite

from rules import registry
from rules.core import Engine, derived_rng
from storage.memory import MemoryRepository
from storage.models import Recorded
from storage.postgres import PostgresRepository
from storage.postgres_connection import Con
from storage.repository import Repository
from storage.sqlite import SqliteRepository
from tests.storage.toy_game import TALLY


def engines(game_id: str) -> Engine[Any]:
    """The registered games, plus Tally."""
    return TALLY if game_id == TALLY.id else registry.get(game_id)


# The open_repo fixture: opens (and closes after the test) a SQLite repository on a path.
OpenRepo = Callable[..., Awaitable[SqliteRepository]]


def exactly(message: str) -> str:
    """A pytest ``match`` pattern for exactly this message."""
    return f"^{re.escape(message)}$"


async def act(repo: Repository, table_id: int, action_id: str) -> Recorded:
    """The pending seat plays ``action_id`` on the current state."""
    loaded = await repo.tables.load(table_id)
    engine = engines(loaded.table.game_id)
    assert loaded.pending is not None
    state, events = engine.apply(loaded.state, action_id)
    return await repo.tables.record_action(
        table_id, loaded.version, loaded.pending, action_id, state, events
    )


async def start_table(
    repo: Repository,
    game_id: str,
    players: int,
    *,
    seed: int = 7,
    channel_id: int = 100,
    options: dict[str, Any] | None = None,
) -> int:
    """A started table whose seats are users 1..players, in that order."""
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=channel_id, game_id=game_id, host_id=1, seed=seed, options=options
    )
    for user in range(2, players + 1):
        await repo.lobby.join(table.id, user)
    await repo.lobby.start(table.id)
    return table.id


async def play_random(
    repo: Repository, table_id: int, seed: int, limit: int | None = None
) -> list[str]:
    """Play seeded random legal actions until the game ends (or ``limit`` actions)."""
    rng: random.Random = derived_rng(seed, "storage-test")
    played: list[str] = []
    loaded = await repo.tables.load(table_id)
    engine = engines(loaded.table.game_id)
    state, version = loaded.state, loaded.version
    while (seat := engine.pending(state)) is not None and (limit is None or len(played) < limit):
        action = rng.choice(engine.legal_actions(state))
        state, events = engine.apply(state, action)
        recorded = await repo.tables.record_action(
            table_id, version, seat, action.id, state, events
        )
        version = recorded.version
        played.append(action.id)
    return played


# ----- damage no repository method can do: for the tests of replay's reports -----------------


# The backends that speak SQL: the forgeries below write into their rows.
SqlRepository = SqliteRepository | PostgresRepository


async def write_sql(repo: SqlRepository, statement: str, *params: Any) -> None:
    """Run one raw statement (SQLite's ``?`` placeholders, numbered for PostgreSQL) as a write
    transaction of ``repo``'s own."""
    if isinstance(repo, PostgresRepository):
        counted = itertools.count(1)
        numbered = re.sub(r"\?", lambda _: f"${next(counted)}", statement)

        async def write_postgres(con: Con) -> None:
            await con.execute(numbered, *params)

        await repo._transaction(write_postgres)
        return

    async def write(db: aiosqlite.Connection) -> None:
        await db.execute(statement, params)

    await repo._transaction(write)


async def forge_snapshot(repo: Repository, table_id: int, dumped: str) -> None:
    """Overwrite the stored snapshot, version unchanged."""
    if isinstance(repo, SqlRepository):
        await write_sql(repo, "UPDATE snapshots SET state = ? WHERE table_id = ?", dumped, table_id)
    else:
        assert isinstance(repo, MemoryRepository)
        repo._tables[table_id].snapshot = dumped


async def forge_log(repo: Repository, table_id: int, **changes: Any) -> None:
    """Overwrite columns (``seat``, ``action_id``) of every logged action of the table."""
    if isinstance(repo, SqlRepository):
        columns = ", ".join(f"{name} = ?" for name in changes)
        await write_sql(
            repo, f"UPDATE actions SET {columns} WHERE table_id = ?", *changes.values(), table_id
        )
    else:
        assert isinstance(repo, MemoryRepository)
        log = repo._tables[table_id].log
        log[:] = [replace(row, **changes) for row in log]
