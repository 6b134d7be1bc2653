"""The choices slash commands offer, as Discord shows them: time per turn, what happens at a
time-out, and the languages. The game cogs' ``new`` and ``/tabula settings|language`` share
them."""

from __future__ import annotations

from discord import app_commands

from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from bot.service.clock import AT_TIMEOUT, TURN_LIMITS

# The time per turn (0: no limit) and what happens at the limit.
TURN_CHOICES: list[app_commands.Choice[int]] = [
    app_commands.Choice(name=label, value=m or 0) for label, m in TURN_LIMITS.items()
]
TIMEOUT_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=f"{what[0].upper()}{what[1:]}", value=key)
    for key, what in AT_TIMEOUT.items()
]

# On or off, as a Literal["on", "off"] option would offer them (the same names to translate).
ON_OFF: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="on", value="on"),
    app_commands.Choice(name="off", value="off"),
]

# The languages, each under its own name, as language pickers show them; `/tabula language`
# also offers to follow one's Discord again.
TABLE_LANGUAGE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="English", value=ENGLISH),
    app_commands.Choice(name="Magyar", value=HUNGARIAN),
    app_commands.Choice(name="Español", value=SPANISH),
]
FOLLOW_DISCORD = "discord"
LANGUAGE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="My Discord's language", value=FOLLOW_DISCORD),
    *TABLE_LANGUAGE_CHOICES,
]
