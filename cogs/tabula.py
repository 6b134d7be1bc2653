"""/tabula: help, this server's settings, personal reminders, and the tables one sits at."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_out import NO_PINGS
from bot.i18n.catalogue import MissingKey, default_catalogue
from bot.i18n.command_translator import CommandTranslator
from bot.i18n.languages import ENGLISH
from bot.i18n.text import Text, localized, say
from bot.i18n.words import command_group, game_title, players_text
from bot.readers import answer, chose_language, reader_locale
from bot.replies import tell
from bot.service.outcomes import Refusal
from cogs.choices import FOLLOW_DISCORD, LANGUAGE_CHOICES, ON_OFF, TIMEOUT_CHOICES, TURN_CHOICES
from cogs.stats_commands import add_stats_commands
from storage.models import TableStatus

if TYPE_CHECKING:
    from bot.bot import TabulaBot


def help_text(bot: TabulaBot, locale: str = ENGLISH) -> str:
    """The games and every command, read from the bot's command tree (what Discord offers),
    so the list cannot fall behind a command added or dropped; in the words the sync gives
    Discord for ``locale``."""
    groups = {adapter.command: game_id for game_id, adapter in bot.adapters.items()}
    words = CommandTranslator(default_catalogue(), groups)
    lines = [say(locale, "tabula-help-intro"), ""]
    for game_id, adapter in bot.adapters.items():
        engine = adapter.engine
        lines.append(
            say(
                locale,
                "tabula-help-game",
                game=game_title(game_id, engine.name),
                players=players_text(engine.min_players, engine.max_players),
                command=command_group(adapter.command),
            )
        )
    top = bot.tree.get_commands()
    # the games' groups share their commands: listed once, under the first game's example
    shared: dict[str, AppCommand] = {}
    for group in top:
        if group.name in groups and isinstance(group, app_commands.Group):
            for command in group.walk_commands():
                shared.setdefault(relative_name(command), command)
    if shared:
        group_name = command_group(next(iter(bot.adapters.values())).command)
        that_game = say(locale, "tabula-help-that-game")
        first = command_words(words, locale, next(iter(shared.values())), True, that_game)
        example = f"{localized(group_name, locale)} {first}"
        lines += ["", say(locale, "tabula-help-game-commands", command=example)]
        lines += [command_line(words, locale, c, that_game) for c in shared.values()]
    for group in top:
        if group.name in groups or not isinstance(group, app_commands.Group):
            continue
        lines += ["", f"**/{command_words(words, locale, group, True, '')}**"]
        lines += [command_line(words, locale, c, "") for c in group.walk_commands()]
    lone = [c for c in top if isinstance(c, app_commands.Command)]
    if lone:
        lines.append("")
        lines += [command_line(words, locale, c, "", slash="/") for c in lone]
    lines += ["", say(locale, "tabula-help-play")]
    return "\n".join(lines)


AppCommand = app_commands.Command[Any, ..., Any] | app_commands.Group


def relative_name(command: AppCommand) -> str:
    """``/builders log`` -> ``log``: a command's name below its top group."""
    return command.qualified_name.split(" ", 1)[-1]


def command_words(
    words: CommandTranslator, locale: str, command: AppCommand, is_name: bool, game: str
) -> str:
    """A command's name or description as Discord shows it to a reader of ``locale``; the
    code's English for a command without words in the catalogues (the tests' toy game)."""
    key = words.key_of(command.qualified_name, is_name).key
    try:
        return words.catalogue.text(locale, key, game=game)
    except MissingKey:
        return command.name if is_name else command.description


def command_line(
    words: CommandTranslator, locale: str, command: AppCommand, game: str, slash: str = ""
) -> str:
    parents = []
    parent = command.parent
    while parent is not None and parent.parent is not None:
        parents.append(command_words(words, locale, parent, True, game))
        parent = parent.parent
    name = " ".join([*reversed(parents), command_words(words, locale, command, True, game)])
    return f"`{slash}{name}`: {command_words(words, locale, command, False, game)}"


@app_commands.allowed_installs(guilds=True, users=False)
class TabulaCog(commands.GroupCog, group_name="tabula", group_description="About Tabula"):
    """``/tabula``: what is not one game's (help, settings, reminders, language, one's tables)
    and what remains after games (``cogs.stats_commands``)."""

    def __init__(self, bot: TabulaBot) -> None:
        self.bot = bot
        super().__init__()
        # the games are those the bot hosts: their menus are made as the cog is
        assert self.app_command is not None  # a GroupCog's
        add_stats_commands(self.app_command, bot)

    async def cog_load(self) -> None:
        try:
            service = self.bot.router.service
        except RuntimeError:
            return  # a tree built offline to be translated (tests/i18n): no storage to read
        # every answer reads its reader's chosen language from memory: all of them, before any
        await service.accounts.load_languages()

    @app_commands.command(name="help", description="The games and their commands")
    async def help_command(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            help_text(self.bot, reader_locale(interaction)),
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )

    @app_commands.command(name="settings", description="This server's defaults for new tables")
    @app_commands.describe(
        turn="Time per turn (moderators)",
        at_timeout="What happens at a time-out (moderators)",
        level="How well computer players play (moderators)",
    )
    @app_commands.choices(turn=TURN_CHOICES)
    @app_commands.choices(at_timeout=TIMEOUT_CHOICES)
    @app_commands.guild_only()
    async def settings(
        self,
        interaction: discord.Interaction,
        turn: app_commands.Choice[int] | None = None,
        at_timeout: app_commands.Choice[str] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
    ) -> None:
        permissions = getattr(interaction, "permissions", None)
        # the server's settings are for those who may manage the server
        caller = replace(
            self.bot.router.desk.caller(interaction),
            may_manage=bool(permissions and permissions.manage_guild),
        )
        service = self.bot.router.service
        outcome = await service.accounts.server_settings(
            caller,
            turn.value if turn is not None else None,
            at_timeout.value if at_timeout is not None else None,
            level,
        )
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
            return
        changed = turn is not None or at_timeout is not None or level is not None
        key = "tabula-settings-changed" if changed else "tabula-settings-shown"
        await answer(interaction, Text(key, settings=service.accounts.describe_settings(outcome)))

    @app_commands.command(name="notify", description="Turn reminders by DM on or off")
    @app_commands.describe(reminders="On: by DM; off: one ping in the table's channel")
    # choices, not a Literal: discord.py checks a Choice option against its choices (the
    # boundary refuses a forged one), and passes a Literal one on as sent
    @app_commands.choices(reminders=ON_OFF)
    async def notify(
        self, interaction: discord.Interaction, reminders: app_commands.Choice[str]
    ) -> None:
        caller = self.bot.router.desk.caller(interaction)
        await answer(
            interaction,
            await self.bot.router.service.accounts.set_notify(caller, reminders.value == "on"),
        )

    @app_commands.command(name="language", description="The language Tabula answers you in")
    @app_commands.describe(language="Yours, or your Discord's")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(
        self, interaction: discord.Interaction, language: app_commands.Choice[str]
    ) -> None:
        caller = self.bot.router.desk.caller(interaction)
        chosen = None if language.value == FOLLOW_DISCORD else language.value
        outcome = await self.bot.router.service.accounts.set_language(caller, chosen)
        if not isinstance(outcome, Refusal):
            chose_language(interaction, chosen)
        # answered after the change: in the language just chosen
        await answer(interaction, outcome.text if isinstance(outcome, Refusal) else outcome)

    @app_commands.command(name="games", description="The tables you sit at in this server")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        caller = self.bot.router.desk.caller(interaction)
        tables = await self.bot.router.service.accounts.my_tables(caller)
        if not tables:
            await answer(interaction, Text("tabula-no-tables"))
            return
        locale = reader_locale(interaction)
        lines = []
        for t in tables[:20]:
            where = f"<#{t.channel_id}>"
            number = str(t.table_id)
            if t.status is TableStatus.LOBBY:
                lines.append(
                    say(locale, "tabula-games-lobby", game=t.game, table=number, where=where)
                )
                continue
            since = f"<t:{int(t.since.timestamp())}:R>" if t.since else "none"
            until = f"<t:{int(t.deadline.timestamp())}:R>" if t.deadline else "none"
            lines.append(
                say(
                    locale,
                    "tabula-games-line",
                    game=t.game,
                    table=number,
                    where=where,
                    mine="yes" if t.mine else "no",
                    who=t.to_move or "",
                    since=since,
                    until=until,
                )
            )
        await tell(interaction, "\n".join(lines))


async def setup(bot: TabulaBot) -> None:
    await bot.add_cog(TabulaCog(bot))
