"""The Discord client: settings in, storage opened, each game's extension loaded, clicks routed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from datetime import timedelta
from typing import Any

import discord
from discord.ext import commands

from bot import heap
from bot.adapter import GameAdapter
from bot.ai_runner import AiRunner
from bot.custom_ids import PREFIX
from bot.delivery import Delivery
from bot.dm_sync import DmSync
from bot.error_boundary import BoundaryTree, ErrorBoundary
from bot.extensions import extensions, front_ends, load_all
from bot.i18n import CommandTranslator, default_catalogue
from bot.janitor import Janitor
from bot.log_redaction import install as redact_tokens_in_logs
from bot.names import NameBook
from bot.outbox import Outbox, holder
from bot.presenter import Presenter
from bot.router import Router
from bot.scheduler import Scheduler
from bot.service import TableService
from bot.service.context import Limits
from bot.settings import Settings
from bot.web.live import Live
from bot.web.server import WebServer, table_links, table_news, table_site
from bot.workers import Workers
from storage.database_url import hold_shards, open_repository
from storage.errors import ShardInUse
from storage.postgres_news import TableNews
from storage.postgres_shards import ShardHold
from storage.repository import Repository

log = logging.getLogger(__name__)

# Opens the bot's repository, in the bot's own event loop (a connection belongs to the loop
# that opened it).
RepositoryOpener = Callable[[], Awaitable[Repository]]


class TabulaBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Settings,
        *,
        ai_delay: float = 1.5,
        seeds: Iterator[int] | None = None,
        repository: RepositoryOpener | None = None,
        settles_heap: bool = False,
        **options: Any,
    ) -> None:
        """``repository`` opens the bot's storage at start-up; by default the database the
        settings name (DATABASE_URL, else the SQLite file DATABASE_PATH). ``settles_heap``:
        the process is the bot's own (``tabula run``), so once started it freezes what it loaded
        out of the garbage collector's sight (``bot.heap``); not for a bot among others in a
        test's process."""
        intents = discord.Intents.none()
        intents.guilds = True
        intents.dm_messages = True
        # the gateway shards this process holds; discord.py asks Discord for the count when
        # none is set
        options.setdefault("shard_ids", list(settings.shards) if settings.shards else None)
        options.setdefault("shard_count", settings.shard_count)
        # the bot never joins a voice channel: discord.py's warnings that voice is not
        # supported (PyNaCl, davey) would only be noise at every start
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            chunk_guilds_at_startup=False,
            help_command=None,
            tree_cls=BoundaryTree,
            **options,
        )
        self.settings = settings
        self.ai_delay = ai_delay
        self.seeds = seeds
        self._open_repository = repository or (lambda: open_repository(settings.repository_url))
        # the database the settings name is the bot's own: it holds its shards there
        self._holds_shards = repository is None
        self._shard_hold: ShardHold | None = None
        # the shard another process took while this one's hold was lost: it stopped serving
        self.shard_lost: ShardInUse | None = None
        self._stopping: asyncio.Task[None] | None = None
        self.adapters: dict[str, GameAdapter[Any]] = front_ends()
        self.boundary = ErrorBoundary()
        assert isinstance(self.tree, BoundaryTree)
        self.tree.boundary = self.boundary
        self.workers = Workers(settings.render_processes)
        self._router: Router | None = None
        self.janitor: Janitor | None = None
        self.outbox: Outbox | None = None
        self.scheduler: Scheduler | None = None
        # the table pages (WEB_URL, WEB_PORT), and who watches them live
        self.web: WebServer | None = None
        self.live = Live()
        # the versions other processes over the same database show (PostgreSQL only)
        self.news: TableNews | None = None
        self._closed_once = False
        self.settles_heap = settles_heap
        redact_tokens_in_logs()

    @property
    def router(self) -> Router:
        if self._router is None:
            raise RuntimeError("the bot has not started")
        return self._router

    @property
    def repo(self) -> Repository:
        return self.router.service.ctx.repo

    async def _lookup_name(self, user_id: int) -> str | None:
        user = self.get_user(user_id)
        if user is None:
            try:
                user = await self.fetch_user(user_id)
            except discord.HTTPException:
                return None
        return user.display_name

    async def setup_hook(self) -> None:
        if self._holds_shards:
            # before anything is served: a second process of a shard stops here (ShardInUse)
            self._shard_hold = await hold_shards(
                self.settings.repository_url, self.settings.shards, self._lost_shard
            )
        repo = await self._open_repository()
        limits = Limits(
            lobby_lifetime=timedelta(hours=self.settings.lobby_hours),
            lobbies_per_host=self.settings.lobbies_per_host,
        )
        service = TableService(repo, self.adapters, NameBook(self._lookup_name), self.seeds, limits)
        links = table_links(self.settings)
        presenter = Presenter(service, self.workers.draw, links)
        ai = AiRunner(service, self.workers.think, self.ai_delay)
        delivery = Delivery(self, presenter, DmSync(self, presenter), ai)
        self.outbox = Outbox(service, delivery)
        self.outbox.lease = timedelta(seconds=self.settings.lease_seconds)
        self.outbox.holder = holder(self.settings.shards, self.settings.shard_count)
        self._router = Router(service, presenter, delivery, self.outbox, self.boundary)
        desk = self._router.desk
        desk.threads = self.settings.table_threads
        if links is not None:
            # the pages hear of every board this process shows, as the board is shown
            delivery.showings.watch(self.live)
            self.web = table_site(self.settings, links, desk, delivery.public, self.live)
            # and the other processes' pages hear of them, as this one's hear of theirs
            self.news = await table_news(self.settings, self.live)
            if self.news is not None:
                delivery.showings.watch(self.news)
            if self.web.activity is not None:
                self.web.activity.thread_parent = self._thread_parent
        ai.show = desk.show_played
        self.janitor = Janitor(service, delivery)
        self.scheduler = Scheduler(self, service, self.workers.think, desk.show)
        # /tabula and every game's cog, by the names the manifests give
        await load_all(self)
        # the command names and descriptions in Hungarian and Spanish, from the catalogues
        await self.tree.set_translator(
            CommandTranslator(
                default_catalogue(),
                {adapter.command: game_id for game_id, adapter in self.adapters.items()},
            )
        )
        await self.workers.warm(tuple(sorted(extensions())), settle=self.settles_heap)
        if self.settles_heap:
            heap.settle()
        if self.settings.syncs_commands:
            await self._sync_commands()
        await ai.resume()
        self.janitor.start()
        self.outbox.start()  # what was not delivered before a restart goes out now
        self.scheduler.start()  # deadlines that fell due while the bot was stopped fire now
        if self.web is not None:
            await self.web.start()

    def _thread_parent(self, channel_id: int) -> int | None:
        channel = self.get_channel(channel_id)
        return channel.parent_id if isinstance(channel, discord.Thread) else None

    def _lost_shard(self, taken: ShardInUse) -> None:
        self.shard_lost = taken
        self._stopping = asyncio.get_running_loop().create_task(self.close(), name="shard lost")

    async def _sync_commands(self) -> None:
        guild_id = self.settings.dev_guild_id
        if guild_id is not None:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Every component the bot sends carries its whole meaning in its custom_id, so clicks
        # are routed here and keep working across restarts without registered views.
        if interaction.type not in (
            discord.InteractionType.component,
            discord.InteractionType.modal_submit,
        ):
            return
        data: Mapping[str, Any] = interaction.data or {}
        if str(data.get("custom_id", "")).startswith(PREFIX):
            await self.router.on_component(interaction)

    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: object
    ) -> None:
        self.boundary.leave()  # a slash command ended well; one that failed left at on_error

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._channel_gone(channel.id)
        await self._lost_threads_gone(channel.guild)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._channel_gone(payload.thread_id)

    async def _channel_gone(self, channel_id: int) -> None:
        for table in await self.router.service.turns.channel_gone(channel_id):
            log.info("table %s ended: its channel %s was deleted", table.id, channel_id)

    async def _lost_threads_gone(self, guild: discord.Guild) -> None:
        """discord.py tells of the threads it holds going with their channel, but it lets an
        archived thread go: a table playing in one hears nothing. Each open table of the guild
        whose channel discord.py does not hold is looked up, and ends if it is gone."""
        for table in await self.repo.tables.list_open_tables():
            if table.guild_id != guild.id or guild.get_channel_or_thread(table.channel_id):
                continue
            try:
                await self.fetch_channel(table.channel_id)
            except discord.NotFound:
                await self._channel_gone(table.channel_id)
            except discord.HTTPException as error:
                log.warning("could not look up channel %s: %s", table.channel_id, error)

    async def close(self) -> None:
        router = self._router
        if router is not None and not self._closed_once:
            self._closed_once = True
            if self.web is not None:
                await self.web.close()
            if self.news is not None:
                await self.news.close()
            if self.janitor is not None:
                await self.janitor.close()
            if self.outbox is not None:
                await self.outbox.close()
            if self.scheduler is not None:
                await self.scheduler.close()
            await router.delivery.ai.close()
            await router.service.ctx.repo.close()
        if self._shard_hold is not None:
            await self._shard_hold.release()
        self.workers.close()
        await super().close()


def create_bot(settings: Settings, **options: Any) -> TabulaBot:
    return TabulaBot(settings, **options)
