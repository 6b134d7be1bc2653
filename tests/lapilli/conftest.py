"""The local Discord for the end-to-end tests of Terni Lapilli (tests/discord/README.md)."""

from tests.discord.harness import fake

__all__ = ["fake"]
