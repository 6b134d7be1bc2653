"""The floors of ``bench/bot_load.py --floor`` and ``--fair-floor``: bare discord.py bots that
answer every click the way Tabula answers a move, and do nothing else.

It acknowledges the click (a deferred update) and edits the clicked message with a board: the
same PNG, embed, buttons and menus every time (a ``FloorBoard``, made once from a real Builders
position as Tabula would show it), only the version in the custom ids moving on, so that the
bench's users, who click what the newest board offers once per version, can play against it
with no database: any of a table's users may click. ``/builders new`` posts the first board.
What this bot costs per click is what any discord.py bot pays to take a click and send a
board image; Tabula's CPU per action is measured against it.

The fair floor (``FairFloorBot``) also does, per click, the least a board game bot must: it
commits one row durably (SQLite with Tabula's own connections and settings,
``storage.sqlite_connection``: WAL, ``synchronous=FULL``, ...) and draws a fresh turn image
with Tabula's drawing function (the adapter's ``render_turn``) in a thread, as Tabula does
without render processes. The image is of the table's own game: each table replays a seeded
random game of The Builders whose views (and what each move changed) are computed when it opens,
and a click at version N draws the view after move N. Drawing the same view every time would
find every band of it drawn already (``cogs.png_band_draw``) and cost a fraction of Tabula's.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import sqlite3
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
from discord import app_commands

from bot.components import action_components
from bot.extensions import front_end
from bot.i18n.languages import ENGLISH
from bot.messages import Button, Menu
from rules.play import random_history
from storage.sqlite import BUSY_TIMEOUT
from storage.sqlite_connection import SqliteConnections, address

GAME_ID = "builders-antiquity"
FILENAME = "board.png"
# what Tabula's board embed says besides the prompt and the players (its footer)
FOOTER = "Move {version} · /builders board shows it privately, /builders hand your summary"
# the fair floor's tables replay the first this many states of their game, then start again
STORED_VIEWS = 256


@dataclass(frozen=True)
class FloorMenu:
    placeholder: str
    options: tuple[tuple[str, str], ...]  # (label, value): the value is the action id


@dataclass(frozen=True)
class FloorButton:
    label: str
    action_id: str
    quiet: bool  # Tabula's secondary style


@dataclass(frozen=True)
class FloorBoard:
    """What every board of the floor shows; plain values, sent to the bot's process."""

    png: bytes
    alt: str
    title: str
    description: str
    players: str  # the embed's one field
    menus: tuple[FloorMenu, ...]
    buttons: tuple[FloorButton, ...]
    full_board: bool  # Tabula's "Full board" button beside a turn image

    @property
    def components(self) -> int:
        return len(self.menus) + len(self.buttons) + self.full_board


def tabula_board(moves: int, seed: int = 1) -> FloorBoard:
    """The board Tabula shows after ``moves`` moves of a seeded random 2-player game of The
    Builders: its turn image, prompt and players, and its action buttons and menus laid out by
    Tabula's own rules (``bot.components``)."""
    adapter: Any = front_end(GAME_ID)
    engine = adapter.engine
    states = random_history(engine, 2, seed)
    state = states[min(moves, len(states) - 1)]
    names = {seat: f"Player {n}" for n, seat in enumerate(state.seats)}
    view = engine.view_model(state, None)
    png = adapter.render_turn(view, names)
    assert png is not None, "The Builders has a turn image"
    components = action_components(
        1,
        moves,
        engine.legal_actions(state),
        adapter.select_groups,
        adapter.quiet_verbs,
        lambda action: adapter.action_label(action, names),
    )
    menus: list[FloorMenu] = []
    buttons: list[FloorButton] = []
    for item in components:
        if isinstance(item, Button):
            action_id = item.custom_id.split(":", 4)[4]
            buttons.append(FloorButton(item.label, action_id, item.style == "secondary"))
        elif isinstance(item, Menu):  # action_components makes no link buttons
            menus.append(
                FloorMenu(item.placeholder, tuple((o.label, o.value) for o in item.options))
            )
    prompt = adapter.prompt(view, names)
    players = "\n".join(adapter.status_lines(view, names))
    rows = len(menus) + -(-len(buttons) // 5)
    return FloorBoard(
        png=png,
        alt=f"The Builders: Antiquity, table #1, move {moves}. {prompt}",
        title="The Builders: Antiquity · table #1",
        description=f"{prompt}\n\n**Last moves**\n• Player 0 hires a worker\n• Player 1 ends",
        players=players,
        menus=tuple(menus),
        buttons=tuple(buttons),
        full_board=rows < 5,
    )


class FloorBot(discord.Client):
    """Answers ``/builders new`` with a board and every click on a board with the next one,
    recording per click the seconds from receiving it to its acknowledgement and to the
    edited board (as Tabula's router does)."""

    def __init__(self, board: FloorBoard, **options: Any) -> None:
        # Tabula's intents: no member cache, no message content
        intents = discord.Intents.none()
        intents.guilds = True
        intents.dm_messages = True
        super().__init__(intents=intents, chunk_guilds_at_startup=False, **options)
        self.board = board
        self.tree = app_commands.CommandTree(self)
        self.tree.add_command(self._builders())
        self.ack_times: list[float] = []
        self.update_times: list[float] = []
        self._busy = 0  # clicks being answered now

    async def setup_hook(self) -> None:
        await self.tree.sync()

    def _builders(self) -> app_commands.Group:
        group = app_commands.Group(name="builders", description="The Builders: Antiquity")

        @group.command(name="new", description="Open a table")
        async def new(interaction: discord.Interaction, seats: int = 2, ai: int = 1) -> None:
            await self.opened(interaction.channel_id or 0)
            await interaction.response.send_message(**self.send_kwargs(0))

        return group

    async def settled(self) -> None:
        """Until no click is being answered."""
        while self._busy:
            await asyncio.sleep(0.005)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return  # commands go to the tree
        received = time.perf_counter()
        data: Mapping[str, Any] = interaction.data or {}
        # t:a:<table>:<version>:<action> or t:s:<table>:<version>:<menu>; t:f (Full board) is
        # never clicked by the bench's users
        parts = str(data.get("custom_id", "")).split(":")
        if len(parts) < 4 or parts[1] not in ("a", "s"):
            return
        self._busy += 1
        try:
            await interaction.response.defer()
            self.ack_times.append(time.perf_counter() - received)
            await self.answer(interaction, int(parts[3]) + 1)
            self.update_times.append(time.perf_counter() - received)
        finally:
            self._busy -= 1

    async def opened(self, channel_id: int) -> None:
        """A table opens in ``channel_id``: the bare floor keeps nothing of it."""

    async def answer(self, interaction: discord.Interaction, version: int) -> None:
        """The clicked board becomes the board at ``version`` (the click acknowledged)."""
        await interaction.edit_original_response(**self.edit_kwargs(version))

    def send_kwargs(self, version: int) -> dict[str, Any]:
        embed, file, view = self._parts(version, self.board.png)
        return {"embed": embed, "file": file, "view": view}

    def edit_kwargs(self, version: int, png: bytes | None = None) -> dict[str, Any]:
        embed, file, view = self._parts(version, self.board.png if png is None else png)
        return {"content": None, "embed": embed, "attachments": [file], "view": view}

    def _parts(
        self, version: int, png: bytes
    ) -> tuple[discord.Embed, discord.File, discord.ui.View]:
        board = self.board
        embed = discord.Embed(
            title=board.title, description=board.description, colour=discord.Colour.dark_green()
        )
        embed.add_field(name="Players", value=board.players, inline=False)
        embed.set_image(url=f"attachment://{FILENAME}")
        embed.set_footer(text=FOOTER.format(version=version))
        file = discord.File(io.BytesIO(png), filename=FILENAME, description=board.alt)
        view = discord.ui.View(timeout=None)
        for index, menu in enumerate(board.menus):
            view.add_item(
                discord.ui.Select(
                    custom_id=f"t:s:1:{version}:{index}",
                    placeholder=menu.placeholder,
                    options=[discord.SelectOption(label=k, value=v) for k, v in menu.options],
                    row=index,
                )
            )
        first_row = len(board.menus)
        for index, button in enumerate(board.buttons):
            style = discord.ButtonStyle.secondary if button.quiet else discord.ButtonStyle.primary
            view.add_item(
                discord.ui.Button(
                    custom_id=f"t:a:1:{version}:{button.action_id}",
                    label=button.label,
                    style=style,
                    row=first_row + index // 5,
                )
            )
        if board.full_board:
            full: discord.ui.Button[discord.ui.View] = discord.ui.Button(
                custom_id="t:f:1", label="Full board", style=discord.ButtonStyle.secondary
            )
            view.add_item(full)
        # sent but not kept: clicks come to on_interaction by their custom id, as in Tabula
        view.stop()
        return embed, file, view


@dataclass(frozen=True)
class StoredGame:
    """A fair floor table's game: its seats' names, and the public view after each move with
    what that move changed (what the turn image highlights)."""

    names: Mapping[str, str]
    views: tuple[tuple[Any, frozenset[str]], ...]


def stored_game(adapter: Any, seed: int) -> StoredGame:
    engine = adapter.engine
    states = random_history(engine, 2, seed)[:STORED_VIEWS]
    views = [engine.view_model(state, None) for state in states]
    changed = [frozenset[str]()] + [
        adapter.changes(before, after) for before, after in itertools.pairwise(views)
    ]
    names = {seat: f"Player {n}" for n, seat in enumerate(states[0].seats)}
    return StoredGame(names, tuple(zip(views, changed, strict=True)))


def prepare_store(path: Path) -> None:
    """The fair floor's file: WAL (as Tabula's, ``storage.sqlite_connection.prepare_file``)
    and one table of clicks."""
    db = sqlite3.connect(address(str(path), False), isolation_level=None, uri=True)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute(
            "CREATE TABLE IF NOT EXISTS clicks (id INTEGER PRIMARY KEY, channel_id INTEGER NOT "
            "NULL, version INTEGER NOT NULL, user_id INTEGER NOT NULL, custom_id TEXT NOT NULL, "
            "at REAL NOT NULL)"
        )
    finally:
        db.close()


def committed_clicks(path: Path) -> int:
    """The rows a fair floor committed to ``path``."""
    db = sqlite3.connect(address(str(path), True), uri=True)
    try:
        row = db.execute("SELECT count(*) FROM clicks").fetchone()
        return int(row[0])
    finally:
        db.close()


class FairFloorBot(FloorBot):
    """The floor plus what a board game bot cannot do without: per click, one row committed
    durably and a fresh turn image of the table's game drawn (see the module's docstring)."""

    def __init__(self, board: FloorBoard, database: Path, **options: Any) -> None:
        super().__init__(board, **options)
        self.database = database
        self.adapter: Any = front_end(GAME_ID)
        self.games: dict[int, StoredGame] = {}
        self._store: SqliteConnections | None = None

    async def setup_hook(self) -> None:
        await asyncio.to_thread(prepare_store, self.database)
        busy_ms = round(BUSY_TIMEOUT * 1000)
        self._store = await SqliteConnections.open(str(self.database), busy_ms, "FULL")
        await super().setup_hook()

    async def close(self) -> None:
        if self._store is not None:
            await self._store.close()
            self._store = None
        await super().close()

    async def opened(self, channel_id: int) -> None:
        self.games[channel_id] = stored_game(self.adapter, channel_id)

    async def answer(self, interaction: discord.Interaction, version: int) -> None:
        assert self._store is not None, "setup_hook opens the store"
        channel_id = interaction.channel_id or 0
        data: Mapping[str, Any] = interaction.data or {}
        await self._store.write(
            "INSERT INTO clicks (channel_id, version, user_id, custom_id, at) "
            "VALUES (?, ?, ?, ?, ?)",
            (channel_id, version, interaction.user.id, str(data.get("custom_id")), time.time()),
        )
        game = self.games[channel_id]
        view, marked = game.views[version % len(game.views)]
        png = await asyncio.to_thread(self.adapter.render_turn, view, game.names, ENGLISH, marked)
        await interaction.edit_original_response(**self.edit_kwargs(version, png))
