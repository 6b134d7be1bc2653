"""The slash command group every game gets: new, board, hand, undo, abort, rules."""

# No "from __future__ import annotations": discord.py reads the option types of the commands
# below from their annotations, which name ranges built inside game_commands().
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from bot.adapter import GameAdapter
from bot.discord_out import NO_PINGS
from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.text import localized
from bot.readers import reader_locale
from bot.replay_handlers import add_replay_command
from bot.service.clock import AT_TIMEOUT, TURN_LIMITS
from bot.table_settings import LobbyOptions

if TYPE_CHECKING:
    from bot.router import Router

# Server channels only: a table lives in a channel (or a thread) that everyone there can watch.
IN_SERVERS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
INSTALLED_IN_SERVERS = app_commands.AppInstallationType(guild=True, user=False)
# The time per turn (0: no limit) and what happens at the limit, as Discord shows the choices.
TURN_CHOICES: list[app_commands.Choice[int]] = [
    app_commands.Choice(name=label, value=m or 0) for label, m in TURN_LIMITS.items()
]
TIMEOUT_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=f"{what[0].upper()}{what[1:]}", value=key)
    for key, what in AT_TIMEOUT.items()
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


def game_commands(adapter: GameAdapter[Any], router: "Router") -> app_commands.Group:
    engine = adapter.engine
    game_id = engine.id
    group = app_commands.Group(
        name=adapter.command,
        description=f"Play {engine.name} in this channel",
        allowed_contexts=IN_SERVERS,
        allowed_installs=INSTALLED_IN_SERVERS,
    )
    seat_range = app_commands.Range[int, engine.min_players, engine.max_players]
    ai_range = app_commands.Range[int, 0, engine.max_players - 1]

    @group.command(name="new", description=f"Open a table of {engine.name} in this channel")
    @app_commands.describe(
        seats=f"How many players ({engine.min_players}-{engine.max_players})",
        ai="How many of the seats computer players take",
        random_order="Shuffle the seat order when the game starts",
        level="How well the computer players play (default: this server's setting)",
        turn="How long each player may take for a turn (default: this server's setting)",
        at_timeout="What happens when a player's time runs out (default: this server's)",
        auto_end="Let the bot take a lone choice like 'End your turn' for you (default: on)",
        rated="A rated game: no hints (default: off, a casual game)",
        language="The language of the table's messages (default: this server's)",
    )
    @app_commands.choices(turn=TURN_CHOICES)
    @app_commands.choices(at_timeout=TIMEOUT_CHOICES)
    @app_commands.choices(language=TABLE_LANGUAGE_CHOICES)
    async def new(
        interaction: discord.Interaction,
        seats: seat_range = engine.max_players,
        ai: ai_range = 0,
        random_order: bool = True,
        level: Literal["easy", "normal", "hard", "random"] | None = None,
        turn: app_commands.Choice[int] | None = None,
        at_timeout: app_commands.Choice[str] | None = None,
        auto_end: bool = True,
        rated: bool = False,
        language: app_commands.Choice[str] | None = None,
    ) -> None:
        minutes = turn.value if turn is not None else None
        timeout = at_timeout.value if at_timeout is not None else None
        await router.guarded(
            interaction,
            lambda: router.lobby.new_table(
                interaction,
                game_id,
                LobbyOptions(
                    seats=seats,
                    ai=ai,
                    random_order=random_order,
                    level=level,
                    turn=minutes,
                    timeout=timeout,
                    auto=auto_end,
                    rated=rated,
                    language=language.value if language is not None else None,
                ),
            ),
        )

    @group.command(name="board", description="Show the board (only to you), now or after a move")
    @app_commands.describe(
        move="Show the board as it was after this move (0: as dealt)",
        table="A table's number (default: the one in this channel)",
    )
    async def board(
        interaction: discord.Interaction,
        move: app_commands.Range[int, 0, 100000] | None = None,
        table: app_commands.Range[int, 1] | None = None,
    ) -> None:
        await router.guarded(
            interaction, lambda: router.tables.show_board(interaction, game_id, move, table)
        )

    @group.command(name="log", description="The whole game in words, as a file (only to you)")
    @app_commands.describe(table="A table's number (default: the one in this channel)")
    async def log(
        interaction: discord.Interaction, table: app_commands.Range[int, 1] | None = None
    ) -> None:
        await router.guarded(
            interaction, lambda: router.history.send_log(interaction, game_id, table)
        )

    @group.command(name="hand", description="Show your private summary (only to you)")
    async def hand(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.tables.show_hand(interaction, game_id))

    @group.command(name="undo", description="Take back your last action of this turn")
    async def undo(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.tables.undo(interaction, game_id))

    @group.command(name="abort", description="End the game in this channel without a result")
    async def abort(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.tables.ask_abort(interaction, game_id))

    @group.command(
        name="hint", description="What a strong computer player would do now (casual games)"
    )
    async def hint(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.tables.hint(interaction, game_id))

    @group.command(name="resign", description="Give up: the computer plays your seat to the end")
    async def resign(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.seats.resign(interaction, game_id))

    @group.command(name="leave", description="Step away: the computer plays your seat for now")
    async def leave(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.seats.leave(interaction, game_id))

    @group.command(
        name="join", description="Take back your seat, or ask for a seat the computer plays"
    )
    async def join(interaction: discord.Interaction) -> None:
        await router.guarded(interaction, lambda: router.seats.join(interaction, game_id))

    @group.command(name="replace", description="Hand a player's seat to someone else (host)")
    @app_commands.describe(player="Whose seat", to="Who takes it")
    async def replace(
        interaction: discord.Interaction, player: discord.User, to: discord.User
    ) -> None:
        await router.guarded(
            interaction, lambda: router.seats.replace(interaction, game_id, player, to)
        )

    @group.command(name="rules", description=f"A short summary of the rules of {engine.name}")
    async def rules(interaction: discord.Interaction) -> None:
        locale = reader_locale(interaction)
        await interaction.response.send_message(
            localized(adapter.rules_text, locale), ephemeral=True, allowed_mentions=NO_PINGS
        )
        if adapter.rules_legend:
            await interaction.followup.send(
                localized(adapter.rules_legend, locale), ephemeral=True, allowed_mentions=NO_PINGS
            )

    add_replay_command(group, game_id, router)
    return group
