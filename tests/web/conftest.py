"""Fixtures for the table pages' tests: the local Discord of tests/discord."""

from tests.discord.harness import fake

__all__ = ["fake"]
