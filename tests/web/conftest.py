"""Fixtures for the table pages' tests: the local Discord of tests/discord; and for the live
pages of several processes, a PostgreSQL database of tests/storage (its server started once for
the directory, and only when a test asks for it)."""

from tests.discord.harness import fake
from tests.storage.conftest import postgres_cluster, postgres_dsn

__all__ = ["fake", "postgres_cluster", "postgres_dsn"]
