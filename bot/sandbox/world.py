"""The sandbox's Discord: one server, its channels and the people who can play in it."""

from __future__ import annotations

from bot.localdiscord.server import FakeDiscord

GUILD_NAME = "Tabula Sandbox"
CHANNELS = ("general", "tables")
# One person plays every seat by switching between these; the last one only watches.
PLAYERS = ("Alice", "Bob", "Carol", "Dan")
SPECTATOR = "Spectator"
PEOPLE = (*PLAYERS, SPECTATOR)
# Discord's own rate-limit windows (the tests run them 20 times faster): the sandbox shows
# the bot as fast as it would be on Discord.
REAL_TIME = 1.0


def make_world(locale: str = "en-US") -> FakeDiscord:
    """A local Discord with the sandbox's server, channels and members (not yet started), the
    server and everyone's Discord set to ``locale`` (a Discord locale: "hu", "es-ES")."""
    fake = FakeDiscord(guild_name=GUILD_NAME, channels=CHANNELS)
    fake.rate_limit_time_scale = REAL_TIME
    fake.guild.preferred_locale = locale
    for name in PEOPLE:
        fake.user(name, locale=locale)
    return fake
