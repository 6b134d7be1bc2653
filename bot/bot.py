"""The Discord client: settings in, storage opened, game cogs loaded, clicks routed."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import multiprocessing
from collections.abc import Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import discord
from discord.ext import commands

from bot.adapter import GameAdapter
from bot.commands import game_commands
from bot.custom_ids import PREFIX
from bot.settings import Settings
from bot.tables import TableMachinery
from cogs.png import learn_palettes
from rules import registry
from storage.sqlite import open_sqlite

log = logging.getLogger(__name__)

# One extension per game (loaded when present) and the general /tabula commands.
EXTENSIONS = (
    "cogs.tabula",
    "cogs.builders_antiquity.cog",
    "cogs.aqua_romana.cog",
    "cogs.porta_nigra.cog",
)


class TabulaBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Settings,
        *,
        ai_delay: float = 1.5,
        seeds: Iterator[int] | None = None,
        **options: Any,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        intents.dm_messages = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            chunk_guilds_at_startup=False,
            help_command=None,
            **options,
        )
        self.settings = settings
        self.adapters: dict[str, GameAdapter] = {}
        self.tables = TableMachinery(self, ai_delay=ai_delay, seeds=seeds)
        self.repo: Any = None
        # One single-worker pool per render process: a table's boards always go to the same
        # one, which still holds the compressed bands of its last board (cogs/png_bands.py).
        self.render_pools: list[ProcessPoolExecutor] = []
        # The AI seats think in processes of their own: a search would hold a thread's
        # interpreter lock (and slow the event loop), or a render process (and its boards).
        self.ai_pool: ProcessPoolExecutor | None = None

    def add_game(self, adapter: GameAdapter) -> None:
        self.adapters[adapter.engine.id] = adapter
        self.tree.add_command(game_commands(adapter, self.tables))

    async def setup_hook(self) -> None:
        self.repo = await open_sqlite(self.settings.database_path)
        extensions = [e for e in EXTENSIONS if importlib.util.find_spec(e) is not None]
        for extension in extensions:
            await self.load_extension(extension)
        # The adapters' modules hold the renderers (and their palettes) without discord.py.
        drawing = sorted({type(adapter).__module__ for adapter in self.adapters.values()})
        self.render_pools = [
            ProcessPoolExecutor(
                1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=learn_palettes,
                initargs=tuple(drawing),
            )
            for _ in range(self.settings.render_processes)
        ]
        if self.render_pools:
            self.ai_pool = ProcessPoolExecutor(
                len(self.render_pools), mp_context=multiprocessing.get_context("spawn")
            )
        # The palettes are learnt (and the workers started) now rather than at the first click.
        if self.render_pools:
            loop = asyncio.get_running_loop()
            await asyncio.gather(
                *(loop.run_in_executor(pool, learn_palettes) for pool in self.render_pools),
                *(loop.run_in_executor(self.ai_pool, registry.games) for _ in self.render_pools),
            )
        else:
            await asyncio.to_thread(learn_palettes)
        guild_id = self.settings.dev_guild_id
        if guild_id is not None:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        await self.tables.resume()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Every component the bot sends carries its whole meaning in its custom_id, so clicks
        # are routed here and keep working across restarts without registered views.
        if interaction.type not in (
            discord.InteractionType.component,
            discord.InteractionType.modal_submit,
        ):
            return
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        if custom_id.startswith(PREFIX):
            await self.tables.on_component(interaction)

    async def close(self) -> None:
        await self.tables.close()
        for pool in [*self.render_pools, *([self.ai_pool] if self.ai_pool else [])]:
            pool.shutdown(wait=False, cancel_futures=True)
        self.render_pools, self.ai_pool = [], None
        if self.repo is not None:
            await self.repo.close()
            self.repo = None
        await super().close()


def create_bot(settings: Settings, **options: Any) -> TabulaBot:
    return TabulaBot(settings, **options)
