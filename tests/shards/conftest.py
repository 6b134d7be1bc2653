"""Fixtures: a fake Discord of two shards, and a PostgreSQL server for the session (the same
throwaway cluster tests/storage starts: skipped without PostgreSQL, failed when CI is set)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator

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
