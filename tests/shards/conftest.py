"""Fixtures: a fake Discord of two shards, a PostgreSQL server for the session (the same
throwaway cluster tests/storage starts: skipped without PostgreSQL, failed when CI is set), and
a database of its own on it for each test."""

from __future__ import annotations

import asyncio
import itertools
import os
from collections.abc import AsyncIterator, Iterator

import asyncpg  # type: ignore[import-untyped]
import pytest

from bot.localdiscord.server import FakeDiscord
from storage.postgres_cluster import LocalCluster, server_binaries
from tests.discord.harness import rule_report
from tests.needs import missing
from tests.shards.local_only import local_only


@pytest.fixture(scope="session")
def shard_cluster() -> Iterator[LocalCluster]:
    if server_binaries() is None:
        reason = (
            "PostgreSQL is not installed (no initdb/pg_ctl; Debian: apt-get install "
            "postgresql, or set PG_BIN): several bot processes need it"
        )
        missing(reason)
    cluster = LocalCluster.start()
    try:
        yield cluster
    finally:
        cluster.stop()


_databases = itertools.count()


@pytest.fixture
def shard_database(shard_cluster: LocalCluster) -> Iterator[str]:
    """The URL of a new, empty database on the session's server (not migrated: the test
    migrates it as `tabula migrate` would, or lets the command do it), dropped after the test
    with whatever connections are left to it."""
    name = f"shards_{os.getpid()}_{next(_databases)}"

    async def execute(sql: str) -> None:
        admin = await asyncpg.connect(shard_cluster.dsn())
        try:
            await admin.execute(sql)
        finally:
            await admin.close()

    asyncio.run(execute(f"CREATE DATABASE {name}"))
    try:
        yield shard_cluster.dsn(name)
    finally:
        asyncio.run(execute(f"DROP DATABASE {name} WITH (FORCE)"))


@pytest.fixture
async def two_shards() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord that routes each guild to one of two shards (DMs to shard 0);
    the test fails if a bot process broke one of Discord's rules."""
    server = FakeDiscord(shard_count=2)
    with local_only(asyncio.get_running_loop()):
        await server.start()
        try:
            yield server
        finally:
            await server.stop()
    report = rule_report(server)
    if report:
        pytest.fail(f"a bot process broke Discord's rules:\n{report}\n\n{server.transcript()}")
