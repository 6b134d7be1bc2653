"""Fixtures for end-to-end tests against the fake Discord (see README.md)."""

from tests.discord.harness import fake

__all__ = ["fake"]
