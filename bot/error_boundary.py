"""The one error boundary of every interaction: a slash command (through the command tree's
``on_error``) and a click or a modal (through the router) end the same way.

Whatever goes wrong, the user gets a private answer and never a spinner: a refusal storage
made where nobody expected one reads as its reason; storage that could not save says so; a slash
option Discord should never have sent (a forged payload) is refused by its name; anything else
is "Something went wrong" with a reference that is also in the log, for the operator.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.i18n.text import Text
from bot.readers import answer, read_language
from bot.service.refusals import refusal_text
from bot.slash_options import BadOption, check
from storage.errors import Refused, StorageUnavailable

log = logging.getLogger(__name__)

# English, as the tests of the fault paths read it; a reader gets it in their language.
COULD_NOT_SAVE = Text("answer-could-not-save")


class ErrorBoundary:
    def __init__(self) -> None:
        self._busy = 0  # interactions being handled now

    async def enter(self, interaction: discord.Interaction) -> None:
        """An interaction starts: its reader's language is read before anything answers it."""
        self._busy += 1
        await read_language(interaction)

    def leave(self) -> None:
        self._busy = max(0, self._busy - 1)

    async def run(
        self, interaction: discord.Interaction, handler: Callable[[], Awaitable[None]]
    ) -> None:
        """Run a click's or a modal's ``handler`` inside the boundary."""
        try:
            await self.enter(interaction)
            await handler()
        except Exception as error:
            await self.failed(interaction, error)
        finally:
            self.leave()

    async def failed(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Tell the user, privately, that ``error`` stopped their interaction, whether or not
        it was acknowledged already, and log it for the operator."""
        if isinstance(error, app_commands.CommandInvokeError):
            error = error.original
        if isinstance(error, Refused):
            # a refusal storage made where the service did not expect one (a table whose
            # saved game cannot be read): the player reads why
            log.info("interaction %s refused: %s", interaction.id, error.message)
            await self._say(interaction, refusal_text(error))
        elif isinstance(error, StorageUnavailable):
            # the operator's one line, with the cause; the player knows what to do
            log.error("could not save (interaction %s): %s", interaction.id, error)
            await self._say(interaction, COULD_NOT_SAVE)
        elif isinstance(error, BadOption):
            # checked before the command ran: a forged or outdated payload, refused by name
            log.info("interaction %s: an option Discord does not send: %s", interaction.id, error)
            value = str(error.value)[:40]
            await self._say(
                interaction, Text("answer-bad-option-named", option=error.option, value=value)
            )
        elif isinstance(error, app_commands.TransformerError):
            # Discord checks every option against the command it registered: only a forged or
            # outdated payload gets here
            log.info("interaction %s: an option Discord does not send: %s", interaction.id, error)
            await self._say(interaction, Text("answer-bad-option", value=str(error.value)[:40]))
        else:
            ref = secrets.token_hex(4)
            log.error("interaction %s failed (ref %s)", interaction.id, ref, exc_info=error)
            await self._say(interaction, Text("answer-went-wrong", ref=ref))

    @staticmethod
    async def _say(interaction: discord.Interaction, text: str) -> None:
        try:
            await answer(interaction, text)
        except discord.HTTPException as error:
            log.warning("could not tell the user %r: %s", text, error)

    async def settled(self, thinking: Callable[[], bool]) -> None:
        """Until no interaction is being handled and ``thinking()`` (an AI seat) is false."""
        while self._busy or thinking():
            await asyncio.sleep(0.005)


# An Activity's entry point command (PRIMARY_ENTRY_POINT), and what of it a sync sends back.
ENTRY_POINT = 4
ENTRY_POINT_FIELDS = frozenset(
    {
        "id",
        "type",
        "name",
        "name_localizations",
        "description",
        "description_localizations",
        "handler",
        "integration_types",
        "contexts",
        "default_member_permissions",
        "nsfw",
    }
)


class BoundaryTree(app_commands.CommandTree[discord.Client]):
    """The command tree whose ``on_error`` is the boundary's: every slash command of every cog
    ends there when it fails, so no command wraps itself."""

    boundary: ErrorBoundary | None = None

    def _boundary(self) -> ErrorBoundary:
        if self.boundary is None:
            self.boundary = ErrorBoundary()
        return self.boundary

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Enters the boundary, and refuses (``BadOption``, answered by ``on_error``) a slash
        command whose options its command does not allow, before the command sees them."""
        await self._boundary().enter(interaction)
        data: Any = interaction.data or {}
        if (
            interaction.type is discord.InteractionType.application_command
            and data.get("type", 1) == 1
        ):
            command, options = self._get_app_command_options(data)
            check(command, options, self.translator)
        return True

    async def sync(self, *, guild: discord.abc.Snowflake | None = None) -> list[Any]:
        """discord.py's sync, keeping the application's Activity entry point: Discord creates
        that command (type 4) when Activities are enabled, and refuses a global bulk overwrite
        that leaves it out (50240), which would stop the bot at start-up."""
        app_id = self.client.application_id
        if guild is not None or app_id is None:
            return await super().sync(guild=guild)
        kept = [
            {key: value for key, value in command.items() if key in ENTRY_POINT_FIELDS}
            for command in await self._http.get_global_commands(app_id)
            if command.get("type") == ENTRY_POINT
        ]
        if not kept:
            return await super().sync()
        commands = self._get_all_commands(guild=None)
        translator = self.translator
        payload: list[Any] = [
            await command.get_translated_payload(self, translator)
            if translator
            else command.to_dict(self)
            for command in commands
        ]
        try:
            data = await self._http.bulk_upsert_global_commands(app_id, payload=payload + kept)
        except discord.HTTPException as e:
            if e.status == 400 and e.code == 50035:
                raise app_commands.CommandSyncFailure(e, commands) from None
            raise
        return [app_commands.AppCommand(data=d, state=self._state) for d in data]

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        try:
            await self._boundary().failed(interaction, error)
        finally:
            self._boundary().leave()
