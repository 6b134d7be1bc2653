"""What every game's cog is: a ``commands.GroupCog`` whose slash group (``/builders``,
``/aquaromana``, ``/portanigra`` …) plays that game at a table.

A game's package under ``cogs/`` subclasses :class:`GameCog` with its group's name and adds its
``new`` command, built by :func:`new_table_command` from its engine (the seat counts it takes);
every other command is shared, here, and hands the interaction to the table machinery of the
core (``bot.router``'s handlers). The game's ``cog.py`` is the extension its manifest names: the
bot loads it with ``load_extension``, and the table machinery reads its ``ADAPTER``. Unloading
an extension drops its module, so that module holds no state of its own: the adapter and the
images live in the game's package, imported once. A command never catches what goes wrong:
the bot's command tree has the one error boundary (``bot.error_boundary``).
"""

# No "from __future__ import annotations": discord.py reads the option types of the commands
# below from their annotations, and `new`'s name ranges built inside new_table_command().
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import GameAdapter
from bot.discord_out import NO_PINGS
from bot.i18n.text import localized
from bot.readers import reader_locale
from bot.replay_handlers import replay
from bot.table_settings import LobbyOptions
from cogs.choices import TABLE_LANGUAGE_CHOICES, TIMEOUT_CHOICES, TURN_CHOICES
from rules.core import Engine

if TYPE_CHECKING:
    from bot.bot import TabulaBot
    from bot.router import Router


# Server channels only: a table lives in a channel (or a thread) that everyone there can watch.
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class GameCog(commands.GroupCog):
    def __init__(self, bot: "TabulaBot", adapter: GameAdapter[Any]) -> None:
        self.bot = bot
        self.adapter = adapter
        self.game_id = adapter.engine.id
        super().__init__()
        # the descriptions that name the game (the translations take it as $game)
        self.rules.description = f"A short summary of the rules of {adapter.engine.name}"
        # Discord lists a group's subcommands in the order it gets them: `new` first, although
        # the game's class adds it after the shared ones
        group = self.app_command
        assert group is not None  # a GroupCog's
        shared = [c for c in group.commands if c.name != "new"]
        for command in shared:
            group.remove_command(command.name)
            group.add_command(command)

    @property
    def router(self) -> "Router":
        return self.bot.router

    @app_commands.command(
        name="board", description="Show the board (only to you), now or after a move"
    )
    @app_commands.describe(
        move="Show the board as it was after this move (0: as dealt)",
        table="A table's number (default: the one in this channel)",
    )
    async def board(
        self,
        interaction: discord.Interaction,
        move: app_commands.Range[int, 0, 100000] | None = None,
        table: app_commands.Range[int, 1] | None = None,
    ) -> None:
        await self.router.tables.show_board(interaction, self.game_id, move, table)

    @app_commands.command(
        name="log", description="The whole game in words, as a file (only to you)"
    )
    @app_commands.describe(table="A table's number (default: the one in this channel)")
    async def log(
        self, interaction: discord.Interaction, table: app_commands.Range[int, 1] | None = None
    ) -> None:
        await self.router.history.send_log(interaction, self.game_id, table)

    @app_commands.command(name="hand", description="Show your private summary (only to you)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.router.tables.show_hand(interaction, self.game_id)

    @app_commands.command(name="undo", description="Take back your last action of this turn")
    async def undo(self, interaction: discord.Interaction) -> None:
        await self.router.tables.undo(interaction, self.game_id)

    @app_commands.command(name="abort", description="End the game in this channel without a result")
    async def abort(self, interaction: discord.Interaction) -> None:
        await self.router.tables.ask_abort(interaction, self.game_id)

    @app_commands.command(
        name="hint", description="What a strong computer player would do now (casual games)"
    )
    async def hint(self, interaction: discord.Interaction) -> None:
        await self.router.tables.hint(interaction, self.game_id)

    @app_commands.command(
        name="resign", description="Give up: the computer plays your seat to the end"
    )
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.router.seats.resign(interaction, self.game_id)

    @app_commands.command(
        name="leave", description="Step away: the computer plays your seat for now"
    )
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.router.seats.leave(interaction, self.game_id)

    @app_commands.command(
        name="join", description="Take back your seat, or ask for a seat the computer plays"
    )
    async def join(self, interaction: discord.Interaction) -> None:
        await self.router.seats.join(interaction, self.game_id)

    @app_commands.command(name="replace", description="Hand a player's seat to someone else (host)")
    @app_commands.describe(player="Whose seat", to="Who takes it")
    async def replace(
        self, interaction: discord.Interaction, player: discord.User, to: discord.User
    ) -> None:
        await self.router.seats.replace(interaction, self.game_id, player, to)

    @app_commands.command(name="rules", description="A short summary of the rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        locale = reader_locale(interaction)
        await interaction.response.send_message(
            localized(self.adapter.rules_text, locale), ephemeral=True, allowed_mentions=NO_PINGS
        )
        if self.adapter.rules_legend:
            await interaction.followup.send(
                localized(self.adapter.rules_legend, locale),
                ephemeral=True,
                allowed_mentions=NO_PINGS,
            )

    @app_commands.command(name="replay", description="An animated replay of a finished game")
    @app_commands.describe(table="The table's number (default: the last game in this channel)")
    @app_commands.guild_only()
    async def replay(
        self, interaction: discord.Interaction, table: app_commands.Range[int, 1] | None = None
    ) -> None:
        await replay(interaction, self.game_id, self.router.desk, table)


def new_table_command(engine: Engine[Any]) -> app_commands.Command[Any, ..., None]:
    """The ``new`` command of ``engine``'s cog: its options take the game's seat counts, which
    Discord shows and checks."""
    seat_range = app_commands.Range[int, engine.min_players, engine.max_players]
    ai_range = app_commands.Range[int, 0, engine.max_players - 1]

    async def new(
        self: GameCog,
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
        await self.router.lobby.new_table(
            interaction,
            self.game_id,
            LobbyOptions(
                seats=seats,
                ai=ai,
                random_order=random_order,
                level=level,
                turn=turn.value if turn is not None else None,
                timeout=at_timeout.value if at_timeout is not None else None,
                auto=auto_end,
                rated=rated,
                language=language.value if language is not None else None,
            ),
        )

    # discord.py passes the cog as the first argument only to a callback defined in a class,
    # which it tells by the qualified name
    new.__qualname__ = f"{GameCog.__name__}.new"
    described = app_commands.describe(
        seats=f"How many players ({engine.min_players}-{engine.max_players})",
        ai="How many of the seats computer players take",
        random_order="Shuffle the seat order when the game starts",
        level="How well the computer players play (default: this server's setting)",
        turn="How long each player may take for a turn (default: this server's setting)",
        at_timeout="What happens when a player's time runs out (default: this server's)",
        auto_end="Let the bot take a lone choice like 'End your turn' for you (default: on)",
        rated="A rated game: no hints (default: off, a casual game)",
        language="The language of the table's messages (default: this server's)",
    )(
        app_commands.choices(turn=TURN_CHOICES)(
            app_commands.choices(at_timeout=TIMEOUT_CHOICES)(
                app_commands.choices(language=TABLE_LANGUAGE_CHOICES)(new)
            )
        )
    )
    return app_commands.command(
        name="new", description=f"Open a table of {engine.name} in this channel"
    )(described)
