"""The table machinery every game shares: lobby, turns, board messages, DMs, AI seats.

Data flows one way: a Discord event → (per-table lock) load from storage → the rules engine →
storage compare-and-swap → messages. Nothing here knows a game's rules: it speaks the engine
contract and asks the game's :class:`~bot.adapter.GameAdapter` for words and pictures.
"""

from __future__ import annotations

import asyncio
import io
import logging
import random
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot import custom_ids
from bot.adapter import GameAdapter, with_names
from bot.components import action_view, detached, shorten
from rules.ai.levels import choose_move
from rules.core import Event, IllegalAction, derived_rng
from storage.errors import Refused, StaleVersion
from storage.models import LoadedTable, MessageRef, Seat, Table, TableStatus

if TYPE_CHECKING:
    from bot.bot import TabulaBot

log = logging.getLogger(__name__)
R = TypeVar("R")

RECENT_MOVES = 6
# The computer players a lobby offers: level -> (label, what it is).
AI_LEVELS = {
    "easy": ("Easy", "plays sensibly but makes mistakes"),
    "normal": ("Normal", "weighs every option one step ahead"),
    "hard": ("Hard", "searches ahead; up to 1.5 s a move"),
    "random": ("Random", "any legal move: for testing a table"),
}


class TableMachinery:
    def __init__(self, bot: TabulaBot, ai_delay: float, seeds: Iterator[int] | None = None) -> None:
        self.bot = bot
        self.ai_delay = ai_delay
        self.seeds = seeds  # where new tables get their seed; None: a random one
        self._busy = 0  # component handlers running now
        self._locks: dict[int, asyncio.Lock] = {}
        self._recent: dict[int, deque[str]] = {}
        # what each player's DM shows now: (text, version of its buttons, draws key)
        self._private: dict[tuple[int, str], tuple[str, int | None, str | None]] = {}
        self._dm_closed: set[tuple[int, int]] = set()
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}
        self._names: dict[int, str] = {}
        # seconds from receiving a click to acknowledging it, and to the board being updated
        self.ack_times: list[float] = []
        self.update_times: list[float] = []

    @property
    def repo(self) -> Any:
        return self.bot.repo

    def lock(self, table_id: int) -> asyncio.Lock:
        return self._locks.setdefault(table_id, asyncio.Lock())

    # ----- names -----------------------------------------------------------------------------

    def remember(self, user: discord.abc.User) -> None:
        self._names[user.id] = user.display_name

    async def names(self, table: Table) -> dict[str, str]:
        names: dict[str, str] = {}
        ai_number = 0
        for seat in table.seats:
            if seat.user_id is None:
                ai_number += 1
                names[seat.id] = f"AI {ai_number} ({seat.ai_level})"
            else:
                names[seat.id] = await self.user_name(seat.user_id)
        return names

    async def user_name(self, user_id: int) -> str:
        if user_id not in self._names:
            user = self.bot.get_user(user_id)
            if user is None:
                try:
                    user = await self.bot.fetch_user(user_id)
                except discord.HTTPException:
                    return f"Player {user_id}"
            self._names[user_id] = user.display_name
        return self._names[user_id]

    # ----- the lobby -------------------------------------------------------------------------

    async def open_lobby(
        self,
        interaction: discord.Interaction,
        adapter: GameAdapter,
        seats: int,
        ai: int,
        random_order: bool,
        level: str = "normal",
    ) -> None:
        self.remember(interaction.user)
        engine = adapter.engine
        if ai >= seats:
            await self._tell(interaction, f"{ai} AI seats leave no seat for you at {seats} seats.")
            return
        try:
            table = await self.repo.create_table(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                game_id=engine.id,
                host_id=interaction.user.id,
                options={"seats": seats, "random_order": random_order},
                seed=next(self.seeds) if self.seeds is not None else None,
            )
            for _ in range(ai):
                table = await self.repo.add_ai(table.id, level)
        except Refused as refusal:
            await self._tell(interaction, refusal.message)
            return
        await interaction.response.send_message(
            embed=await self._lobby_embed(table), view=self._lobby_view(table)
        )
        message = await interaction.original_response()
        await self.repo.set_message(table.id, "lobby", message.channel.id, message.id)

    async def _lobby_embed(self, table: Table) -> discord.Embed:
        engine = self.bot.adapters[table.game_id].engine
        names = await self.names(table)
        capacity = int(table.options.get("seats", engine.max_players))
        lines = []
        for i in range(capacity):
            if i < len(table.seats):
                seat = table.seats[i]
                host = " (host)" if seat.user_id == table.host_id else ""
                lines.append(f"{i + 1}. {names[seat.id]}{host}")
            else:
                lines.append(f"{i + 1}. — open —")
        order = "random" if table.options.get("random_order") else "as seated"
        embed = discord.Embed(
            title=f"{engine.name} · table #{table.id}",
            description="\n".join(lines),
            colour=discord.Colour.gold(),
        )
        embed.set_footer(
            text=f"Needs {engine.min_players}–{capacity} players · seat order: {order} · "
            "the host starts the game"
        )
        return embed

    def _lobby_view(self, table: Table) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(
            discord.ui.Select(
                custom_id=custom_ids.lobby(table.id, "ai"),
                placeholder="Add a computer player…",
                options=[
                    discord.SelectOption(label=label, value=level, description=about)
                    for level, (label, about) in AI_LEVELS.items()
                ],
                row=0,
            )
        )
        buttons = {
            "join": ("Join", discord.ButtonStyle.success),
            "leave": ("Leave", discord.ButtonStyle.secondary),
            "start": ("Start", discord.ButtonStyle.primary),
            "cancel": ("Cancel", discord.ButtonStyle.danger),
        }
        for verb, (label, style) in buttons.items():
            view.add_item(
                discord.ui.Button(
                    custom_id=custom_ids.lobby(table.id, verb), label=label, style=style, row=1
                )
            )
        return detached(view)

    async def on_lobby(self, interaction: discord.Interaction, table_id: int, verb: str) -> None:
        self.remember(interaction.user)
        user_id = interaction.user.id
        async with self.lock(table_id):
            try:
                table = await self.repo.get_table(table_id)
                if table.status is not TableStatus.LOBBY:
                    await self._tell(interaction, "This lobby is closed.")
                    return
                engine = self.bot.adapters[table.game_id].engine
                capacity = int(table.options.get("seats", engine.max_players))
                if verb in ("join", "ai") and len(table.seats) >= capacity:
                    await self._tell(interaction, f"The table is full ({capacity} seats).")
                    return
                if verb in ("ai", "start", "cancel") and user_id != table.host_id:
                    host = await self.user_name(table.host_id)
                    await self._tell(interaction, f"Only the host, {host}, can do that.")
                    return
                if verb == "join":
                    table = await self.repo.join(table_id, user_id)
                elif verb == "leave":
                    table = await self.repo.leave(table_id, str(user_id))
                elif verb == "ai":
                    data: Mapping[str, Any] = interaction.data or {}
                    level = str((data.get("values") or ["normal"])[0])
                    if level not in AI_LEVELS:
                        await self._tell(interaction, f"There is no AI level '{level}'.")
                        return
                    table = await self.repo.add_ai(table_id, level)
                elif verb == "cancel":
                    table = await self.repo.abort(table_id)
                else:
                    await self._start(interaction, table)
                    return
            except Refused as refusal:
                await self._tell(interaction, refusal.message)
                return
        if table.status is TableStatus.LOBBY:
            await interaction.response.edit_message(
                embed=await self._lobby_embed(table), view=self._lobby_view(table)
            )
        else:
            await interaction.response.edit_message(
                content=f"The table was closed by {interaction.user.display_name}.",
                embed=await self._lobby_embed(table),
                view=None,
            )

    async def _start(self, interaction: discord.Interaction, table: Table) -> None:
        loaded = await self.repo.start(
            table.id, shuffle_seats=bool(table.options.get("random_order"))
        )
        await interaction.response.edit_message(
            content="The game has started: the board is below.",
            embed=await self._lobby_embed(loaded.table),
            view=None,
        )
        await self._after_turn(loaded, [Event("The game begins.")])

    # ----- the board message -----------------------------------------------------------------

    async def draw(self, table_id: int, render: Callable[..., R], *args: Any) -> R:
        """Run an image renderer for a table off the event loop: in the table's render process
        if the bot has them, else in a thread."""
        pools = self.bot.render_pools
        if not pools:
            return await asyncio.to_thread(render, *args)
        pool = pools[table_id % len(pools)]
        return await asyncio.get_running_loop().run_in_executor(pool, render, *args)

    async def board_message(
        self, loaded: LoadedTable, *, buttons: bool, mention: bool
    ) -> dict[str, Any]:
        """The content, embed, file and view of the board message for ``loaded``."""
        table = loaded.table
        adapter = self.bot.adapters[table.game_id]
        engine = adapter.engine
        names = await self.names(table)
        state = loaded.state
        png = await self.draw(table.id, adapter.render_board, state, names)
        pending = loaded.pending
        result = engine.result(state)
        content = ""
        if result is not None:
            winners = " & ".join(names[w] for w in result.winners)
            content = (
                f"**Game over.** {'Winners' if len(result.winners) > 1 else 'Winner'}: {winners}"
            )
        elif mention and pending is not None:
            seat = next(s for s in table.seats if s.id == pending)
            if seat.user_id is not None:
                content = f"<@{seat.user_id}>, it is your turn."
        embed = discord.Embed(
            title=f"{engine.name} · table #{table.id}",
            colour=discord.Colour.dark_green() if result is None else discord.Colour.gold(),
        )
        lines = []
        if result is None:
            lines.append(adapter.prompt(state, names))
        else:
            for seat_id in sorted(result.scores, key=lambda s: -result.scores[s]):
                crown = " 🏆" if seat_id in result.winners else ""
                lines.append(f"**{names[seat_id]}**: {result.scores[seat_id]:g}{crown}")
        recent = await self._recent_moves(loaded, names)
        if recent:
            lines.append("")
            lines.append("**Last moves**")
            lines.extend(f"• {move}" for move in recent)
        embed.description = shorten("\n".join(lines), 4000)
        status = adapter.status_lines(state, names)
        if status and result is None:
            embed.add_field(name="Players", value=shorten("\n".join(status), 1024), inline=False)
        embed.set_image(url="attachment://board.png")
        embed.set_footer(text=f"Move {loaded.version} · /{adapter.command} hand: your summary")
        view: discord.ui.View | None = None
        human_turn = pending is not None and result is None and not pending.startswith("ai-")
        if buttons and human_turn and adapter.private_choice(state):
            view = discord.ui.View(timeout=None)
            view.add_item(
                discord.ui.Button(
                    custom_id=custom_ids.panel(table.id, loaded.version),
                    label=adapter.private_button_label,
                    style=discord.ButtonStyle.primary,
                )
            )
            view = detached(view)
        elif buttons and human_turn:
            view = self._action_view(loaded, names)
            if adapter.number_choice(state) is not None:
                view.add_item(
                    discord.ui.Button(
                        custom_id=custom_ids.number(table.id, loaded.version),
                        label="Type an exact number…",
                        style=discord.ButtonStyle.secondary,
                    )
                )
        return {
            "content": content or None,
            "embed": embed,
            "file": discord.File(io.BytesIO(png), filename="board.png"),
            "view": view,
            "allowed_mentions": discord.AllowedMentions(users=True, everyone=False, roles=False),
        }

    async def _recent_moves(self, loaded: LoadedTable, names: Mapping[str, str]) -> list[str]:
        table_id = loaded.table.id
        if table_id not in self._recent:
            # After a restart, the log replays the words of the last moves.
            moves: deque[str] = deque(maxlen=RECENT_MOVES)
            engine = self.bot.adapters[loaded.table.game_id].engine
            state = engine.new_game(loaded.table.seat_ids, loaded.table.seed, loaded.table.options)
            for logged in await self.repo.action_log(table_id):
                state, events = engine.apply_id(state, logged.action_id)
                moves.extend(self._words(events, names))
            self._recent[table_id] = moves
        return list(self._recent[table_id])

    @staticmethod
    def _words(events: list[Event], names: Mapping[str, str]) -> list[str]:
        return [
            with_names(f"{names.get(e.seat, e.seat)} {e.text}" if e.seat else e.text, names)
            for e in events
            if e.text != "ended the turn"
        ]

    def _note_events(self, table_id: int, events: list[Event], names: Mapping[str, str]) -> None:
        if table_id in self._recent:
            self._recent[table_id].extend(self._words(events, names))

    async def _post_board(self, loaded: LoadedTable) -> discord.Message:
        channel = self.bot.get_partial_messageable(loaded.table.channel_id)
        message = await channel.send(**await self.board_message(loaded, buttons=True, mention=True))
        await self.repo.set_message(loaded.table.id, "board", channel.id, message.id)
        return message

    async def _board_ref(self, table_id: int) -> MessageRef | None:
        refs = await self.repo.messages(table_id)
        return next((m for m in refs if m.purpose == "board"), None)

    async def _strip_board(self, table_id: int) -> None:
        """Take the buttons off the table's last board message (the turn has moved on)."""
        ref = await self._board_ref(table_id)
        if ref is not None:
            await self._strip(ref)

    async def _edit_board(self, loaded: LoadedTable) -> None:
        ref = await self._board_ref(loaded.table.id)
        if ref is None:
            await self._post_board(loaded)
            return
        payload = await self.board_message(loaded, buttons=True, mention=False)
        channel = self.bot.get_partial_messageable(ref.channel_id)
        await channel.get_partial_message(ref.message_id).edit(
            content=payload["content"],
            embed=payload["embed"],
            attachments=[payload["file"]],
            view=payload["view"],
        )

    async def _after_turn(self, loaded: LoadedTable, events: list[Event]) -> None:
        """The turn passed to another seat (or the game ended): a new board message pings the
        next player, everyone's private summary is brought up to date, AI seats move."""
        names = await self.names(loaded.table)
        self._note_events(loaded.table.id, events, names)
        # independent messages: neither waits for the other's image and upload
        await asyncio.gather(self._post_board(loaded), self._sync_private(loaded, names))
        self._schedule_ai(loaded)

    # ----- clicks ----------------------------------------------------------------------------

    async def on_component(self, interaction: discord.Interaction) -> None:
        self._busy += 1
        try:
            await self._on_component(interaction)
        finally:
            self._busy -= 1

    async def settled(self) -> None:
        """Until no click is being handled and no AI seat is thinking (tests, shutdown)."""
        while self._busy or any(not t.done() for t in self._ai_tasks.values()):
            await asyncio.sleep(0.005)

    async def _on_component(self, interaction: discord.Interaction) -> None:
        received = time.perf_counter()
        data: Mapping[str, Any] = interaction.data or {}
        parsed = custom_ids.parse(str(data.get("custom_id", "")))
        if parsed is None:
            await self._tell(interaction, "This button is no longer valid.")
            return
        if isinstance(parsed, custom_ids.PanelId):
            if parsed.kind == "panel":
                await self.open_panel(interaction, parsed.table_id, parsed.version)
            elif parsed.kind == "number":
                await self.open_number(interaction, parsed.table_id, parsed.version)
            else:
                await self.on_number(interaction, parsed.table_id, parsed.version)
            return
        if isinstance(parsed, custom_ids.VerbId):
            if parsed.kind == "lobby":
                await self.on_lobby(interaction, parsed.table_id, parsed.verb)
            else:
                await self.on_abort_answer(interaction, parsed.table_id, parsed.verb)
            return
        action_id = parsed.action_id
        if action_id is None:
            values = data.get("values") or []
            action_id = str(values[0]) if values else ""
        await interaction.response.defer()
        self.ack_times.append(time.perf_counter() - received)
        await self.on_action(interaction, parsed.table_id, parsed.version, action_id)
        self.update_times.append(time.perf_counter() - received)

    async def on_action(
        self, interaction: discord.Interaction, table_id: int, version: int, action_id: str
    ) -> None:
        await self.play(interaction, table_id, version, [action_id])

    async def play(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        action_ids: list[str],
    ) -> None:
        """Apply the clicking player's ``action_ids`` in turn (one click, or the steps of a
        typed number) to the table as it stood at ``version``; the interaction is deferred."""
        async with self.lock(table_id):
            turn = await self._players_turn(interaction, table_id, version)
            if turn is None:
                return
            loaded, seat, names = turn
            table = loaded.table
            adapter = self.bot.adapters[table.game_id]
            steps = []
            state = loaded.state
            try:
                for action_id in action_ids:
                    state, step_events = adapter.engine.apply_id(state, action_id)
                    steps.append((action_id, state, step_events))
            except IllegalAction as illegal:
                await self._tell(interaction, illegal.reason)
                return
            events: list[Event] = []
            recorded = None
            try:
                for action_id, step_state, step_events in steps:
                    recorded = await self.repo.record_action(
                        table_id, version, seat.id, action_id, step_state, step_events
                    )
                    version = recorded.version
                    events.extend(step_events)
            except StaleVersion:
                await self._stale(interaction, await self.repo.load(table_id))
                return
            except Refused as refusal:
                await self._tell(interaction, refusal.message)
                return
            assert recorded is not None
            after = await self.repo.load(table_id) if recorded.finished else None
            new = after or LoadedTable(
                table=table,
                version=recorded.version,
                state=state,
                pending=adapter.engine.pending(state),
            )
            await self._show(interaction, loaded, new, events, names)

    async def _players_turn(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> tuple[LoadedTable, Seat, dict[str, str]] | None:
        """The table, the clicking user's seat and the names, if it is that user's decision
        on the board drawn at ``version``; otherwise they are told why, and None."""
        self.remember(interaction.user)
        try:
            loaded = await self.repo.load(table_id)
        except Refused:
            await self._tell(interaction, "This button is no longer valid.")
            return None
        table = loaded.table
        if table.status is not TableStatus.ACTIVE:
            await self._tell(interaction, "This game is over.")
            return None
        seat = table.seat_of(interaction.user.id)
        names = await self.names(table)
        if seat is None or seat.id != loaded.pending:
            whose = names.get(loaded.pending or "", "nobody")
            note = "You are not playing at this table. " if seat is None else ""
            await self._tell(interaction, f"{note}It is {whose}'s turn.")
            return None
        if version != loaded.version:
            await self._stale(interaction, loaded)
            return None
        return loaded, seat, names

    async def _show(
        self,
        interaction: discord.Interaction,
        before: LoadedTable,
        new: LoadedTable,
        events: list[Event],
        names: Mapping[str, str],
    ) -> None:
        """After a player's action: the board in place while their turn goes on, else a new
        board for the next player; DMs follow."""
        table_id = new.table.id
        adapter = self.bot.adapters[new.table.game_id]
        turn_goes_on = new.pending == before.pending and adapter.engine.result(new.state) is None
        board = await self._board_ref(table_id)
        on_board = (
            board is not None
            and interaction.message is not None
            and interaction.message.id == board.message_id
        )
        if turn_goes_on and on_board:
            self._note_events(table_id, events, names)
            payload = await self.board_message(new, buttons=True, mention=False)
            await interaction.edit_original_response(
                content=payload["content"],
                embed=payload["embed"],
                attachments=[payload["file"]],
                view=payload["view"],
            )
            if adapter.private_choice(new.state) or adapter.private_choice(before.state):
                await self._sync_private(new, names)  # the DM's buttons come or go
            return
        # The clicked message (a passed board, a DM or a private panel) keeps no buttons; the
        # new board is drawn meanwhile.
        strip = interaction.edit_original_response(view=None)
        if turn_goes_on:
            self._note_events(table_id, events, names)
            await asyncio.gather(strip, self._edit_board(new), self._sync_private(new, names))
        else:
            await asyncio.gather(strip, self._after_turn(new, events))

    # ----- a typed number (a modal) ----------------------------------------------------------

    async def open_number(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        """The pending player asked to type an exact number: answer with a modal."""
        turn = await self._players_turn(interaction, table_id, version)
        if turn is None:
            return
        loaded = turn[0]
        choice = self.bot.adapters[loaded.table.game_id].number_choice(loaded.state)
        if choice is None:
            await self._tell(interaction, "There is no number to type now.")
            return
        question, low, high = choice
        modal = discord.ui.Modal(
            title=shorten(question, 45), custom_id=custom_ids.number_submit(table_id, version)
        )
        modal.add_item(
            discord.ui.TextInput(
                label=shorten(f"A whole number from {low} to {high}", 45),
                custom_id="number",
                min_length=1,
                max_length=len(str(high)),
                placeholder=str(high),
            )
        )
        modal.stop()  # answered by custom_id like every component, never by a stored modal
        await interaction.response.send_modal(modal)

    async def on_number(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        data: Mapping[str, Any] = interaction.data or {}
        typed = next(
            (
                str(c.get("value", ""))
                for row in data.get("components", [])
                for c in row.get("components", [])
                if c.get("custom_id") == "number"
            ),
            "",
        ).strip()
        loaded = await self.repo.load(table_id)
        adapter = self.bot.adapters[loaded.table.game_id]
        choice = adapter.number_choice(loaded.state) if loaded.state is not None else None
        if choice is None or version != loaded.version:
            await self._tell(interaction, "The board has moved on: use the newest board message.")
            return
        _, low, high = choice
        if not typed.isdigit() or not low <= int(typed) <= high:
            await self._tell(interaction, f"Type a whole number from {low} to {high}.")
            return
        await interaction.response.defer()
        actions = adapter.number_actions(loaded.state, int(typed))
        await self.play(interaction, table_id, version, actions)

    async def open_panel(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        """The pending player's private choice, as an ephemeral message only they see (the
        same buttons their DM has: the fallback when DMs are closed)."""
        turn = await self._players_turn(interaction, table_id, version)
        if turn is None:
            return
        loaded, seat, names = turn
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self._private_message(loaded, seat.id, names, with_actions=True)
        await interaction.followup.send(ephemeral=True, **message)

    def _action_view(self, loaded: LoadedTable, names: Mapping[str, str]) -> discord.ui.View:
        adapter = self.bot.adapters[loaded.table.game_id]
        return action_view(
            loaded.table.id,
            loaded.version,
            adapter.engine.legal_actions(loaded.state),
            adapter.select_groups,
            adapter.quiet_verbs,
            lambda a: adapter.action_label(a, names),
        )

    async def _private_message(
        self,
        loaded: LoadedTable,
        seat: str,
        names: Mapping[str, str],
        with_actions: bool,
        dm: bool = False,
    ) -> dict[str, Any]:
        adapter = self.bot.adapters[loaded.table.game_id]
        text = adapter.private_summary(loaded.state, seat, names)
        if dm and loaded.table.guild_id is not None:
            # the channel, not the board message: a link that changed every turn would make
            # every DM change (and be edited) every turn
            text += (
                f"\n\nTable: https://discord.com/channels/{loaded.table.guild_id}/"
                f"{loaded.table.channel_id}"
            )
        text = shorten(text, 2000)
        message: dict[str, Any] = {"content": text}
        image = await self.draw(loaded.table.id, adapter.private_image, loaded.state, seat, names)
        if image is not None:
            message["file"] = discord.File(io.BytesIO(image), filename="hand.png")
        if with_actions:
            message["view"] = self._action_view(loaded, names)
        return message

    async def _stale(self, interaction: discord.Interaction, loaded: LoadedTable) -> None:
        payload = await self.board_message(loaded, buttons=False, mention=False)
        await self._tell(
            interaction,
            "The board has moved on; this is where the game stands now.",
            embed=payload["embed"],
            file=payload["file"],
        )

    # ----- AI seats ------------------------------------------------------------------------

    def _schedule_ai(self, loaded: LoadedTable) -> None:
        pending = loaded.pending
        if pending is None or not pending.startswith("ai-"):
            return
        table_id = loaded.table.id
        running = self._ai_tasks.get(table_id)
        if running is not None and not running.done():
            return
        self._ai_tasks[table_id] = asyncio.create_task(self._ai_turn(table_id))

    async def _ai_turn(self, table_id: int) -> None:
        try:
            await self._run_ai(table_id)
        except asyncio.CancelledError:
            raise
        except Exception:
            # Every move it made is stored; the next start-up (resume) lets it carry on.
            log.exception("the AI seat of table %s stopped", table_id)

    async def _run_ai(self, table_id: int) -> None:
        await asyncio.sleep(self.ai_delay)
        async with self.lock(table_id):
            loaded = await self.repo.load(table_id)
            if loaded.table.status is not TableStatus.ACTIVE or loaded.pending is None:
                return
            seat_id = loaded.pending
            seat = next((s for s in loaded.table.seats if s.id == seat_id), None)
            if seat is None or seat.ai_level is None:
                return
            game_id = loaded.table.game_id
            engine = self.bot.adapters[game_id].engine
            state, version = loaded.state, loaded.version
            events: list[Event] = []
            finished = False
            # The AI plays its whole turn, then the table shows it in one new board message.
            while engine.pending(state) == seat_id:
                rng = derived_rng(loaded.table.seed, "ai", version)
                action_id = await self.think(game_id, seat.ai_level, state, seat_id, rng)
                state, new_events = engine.apply_id(state, action_id)
                recorded = await self.repo.record_action(
                    table_id, version, seat_id, action_id, state, new_events
                )
                version = recorded.version
                events.extend(new_events)
                finished = recorded.finished
            loaded = (
                await self.repo.load(table_id)
                if finished
                else LoadedTable(loaded.table, version, state, engine.pending(state))
            )
            await self._after_turn(loaded, events)

    async def think(
        self, game_id: str, level: str, state: Any, seat: str, rng: random.Random
    ) -> str:
        """An AI seat's move, off the event loop: in the AI worker processes if the bot has
        them, else in a thread."""
        pool = self.bot.ai_pool
        if pool is None:
            return await asyncio.to_thread(choose_move, game_id, level, state, seat, rng)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(pool, choose_move, game_id, level, state, seat, rng)

    async def refresh(self, table_id: int) -> None:
        """Redraw a table's board message from storage (after an operator repaired a table)."""
        async with self.lock(table_id):
            await self._edit_board(await self.repo.load(table_id))

    async def resume(self) -> None:
        """At start-up: AI seats whose turn it is carry on (buttons need nothing: every click
        is routed by its custom_id)."""
        for table in await self.repo.list_open_tables():
            if table.status is TableStatus.ACTIVE:
                self._schedule_ai(await self.repo.load(table.id))

    async def close(self) -> None:
        for task in self._ai_tasks.values():
            task.cancel()
        await asyncio.gather(*self._ai_tasks.values(), return_exceptions=True)

    # ----- private summaries -----------------------------------------------------------------

    async def _sync_private(self, loaded: LoadedTable, names: Mapping[str, str]) -> None:
        """Bring every player's DM up to date: their summary (and hand image), and the buttons
        of a private choice while it is theirs to make."""
        adapter = self.bot.adapters[loaded.table.game_id]
        refs = {
            m.user_id: m
            for m in await self.repo.messages(loaded.table.id)
            if m.purpose == "summary" and m.user_id is not None
        }
        chooser = loaded.pending if adapter.private_choice(loaded.state) else None
        for seat in loaded.table.seats:
            if seat.user_id is None or (loaded.table.id, seat.user_id) in self._dm_closed:
                continue
            with_actions = seat.id == chooser
            message = await self._private_message(loaded, seat.id, names, with_actions, dm=True)
            key = (loaded.table.id, seat.id)
            known = self._private.get(key)
            draws = adapter.private_draws(loaded.state, seat.id)
            # buttons carry the version, so a DM with buttons is renewed with every version
            mark = (message["content"], loaded.version if with_actions else None, draws)
            if known == mark:
                continue
            ref = refs.get(seat.user_id)
            try:
                drew = known is not None and known[2] != draws
                if ref is None or drew:
                    if ref is not None:
                        await self._strip(ref)
                    user = self.bot.get_user(seat.user_id) or await self.bot.fetch_user(
                        seat.user_id
                    )
                    sent = await user.send(**message)
                    await self.repo.set_message(
                        loaded.table.id, "summary", sent.channel.id, sent.id, seat.user_id
                    )
                else:
                    channel = self.bot.get_partial_messageable(ref.channel_id)
                    file = message.get("file")
                    await channel.get_partial_message(ref.message_id).edit(
                        content=message["content"],
                        attachments=[file] if file is not None else [],
                        view=message.get("view"),
                    )
                self._private[key] = mark
            except discord.Forbidden:
                await self._dms_closed(loaded.table, seat.user_id, adapter)

    async def _strip(self, ref: MessageRef) -> None:
        channel = self.bot.get_partial_messageable(ref.channel_id)
        try:
            await channel.get_partial_message(ref.message_id).edit(view=None)
        except discord.HTTPException as error:
            log.warning("could not take the buttons off message %s: %s", ref.message_id, error)

    async def _dms_closed(self, table: Table, user_id: int, adapter: GameAdapter) -> None:
        self._dm_closed.add((table.id, user_id))
        refs = await self.repo.messages(table.id)
        if any(m.purpose == "dm-closed" and m.user_id == user_id for m in refs):
            return  # the channel was told already (before a restart, perhaps)
        channel = self.bot.get_partial_messageable(table.channel_id)
        message = await channel.send(
            f"<@{user_id}>, I cannot send you direct messages, so your summary stays here: use "
            f"`/{adapter.command} hand` to see it privately. The game goes on.",
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.repo.set_message(table.id, "dm-closed", channel.id, message.id, user_id)

    # ----- commands --------------------------------------------------------------------------

    async def table_here(
        self, interaction: discord.Interaction, adapter: GameAdapter
    ) -> LoadedTable | None:
        table = await self.repo.table_in_channel(interaction.channel_id)
        if table is None or table.game_id != adapter.engine.id:
            await self._tell(
                interaction,
                f"There is no game of {adapter.engine.name} in this channel. "
                f"Start one with `/{adapter.command} new`.",
            )
            return None
        if table.status is not TableStatus.ACTIVE:
            await self._tell(interaction, "The game has not started yet: the lobby is open.")
            return None
        loaded: LoadedTable = await self.repo.load(table.id)
        return loaded

    async def show_board(self, interaction: discord.Interaction, adapter: GameAdapter) -> None:
        self.remember(interaction.user)
        loaded = await self.table_here(interaction, adapter)
        if loaded is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        payload = await self.board_message(loaded, buttons=False, mention=False)
        await interaction.followup.send(
            embed=payload["embed"], file=payload["file"], ephemeral=True
        )

    async def show_hand(self, interaction: discord.Interaction, adapter: GameAdapter) -> None:
        self.remember(interaction.user)
        loaded = await self.table_here(interaction, adapter)
        if loaded is None:
            return
        seat = loaded.table.seat_of(interaction.user.id)
        if seat is None:
            await self._tell(interaction, "You are not playing at this table.")
            return
        names = await self.names(loaded.table)
        choose = seat.id == loaded.pending and adapter.private_choice(loaded.state)
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self._private_message(loaded, seat.id, names, with_actions=choose)
        await interaction.followup.send(ephemeral=True, **message)

    async def undo(self, interaction: discord.Interaction, adapter: GameAdapter) -> None:
        self.remember(interaction.user)
        loaded = await self.table_here(interaction, adapter)
        if loaded is None:
            return
        table_id = loaded.table.id
        async with self.lock(table_id):
            loaded = await self.repo.load(table_id)
            seat = loaded.table.seat_of(interaction.user.id)
            if seat is None or seat.id != loaded.pending:
                await self._tell(interaction, "You can undo only during your own turn.")
                return
            try:
                undone = await self.repo.undo(table_id, loaded.version, seat.id)
            except Refused as refusal:
                await self._tell(interaction, refusal.message)
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            self._recent.pop(table_id, None)
            restored = LoadedTable(loaded.table, undone.version, undone.state, undone.pending)
            await self._edit_board(restored)
        await interaction.followup.send("Your last action was taken back.", ephemeral=True)

    async def ask_abort(self, interaction: discord.Interaction, adapter: GameAdapter) -> None:
        table = await self.repo.table_in_channel(interaction.channel_id)
        if table is None or table.game_id != adapter.engine.id:
            await self._tell(interaction, f"There is no game of {adapter.engine.name} here.")
            return
        if not self._may_abort(interaction, table):
            host = await self.user_name(table.host_id)
            await self._tell(
                interaction,
                f"Only the host, {host}, or someone who can manage this channel can abort it.",
            )
            return
        view = discord.ui.View(timeout=None)
        view.add_item(
            discord.ui.Button(
                custom_id=custom_ids.abort(table.id, "yes"),
                label="Abort the game",
                style=discord.ButtonStyle.danger,
            )
        )
        view.add_item(
            discord.ui.Button(
                custom_id=custom_ids.abort(table.id, "no"),
                label="Keep playing",
                style=discord.ButtonStyle.secondary,
            )
        )
        await interaction.response.send_message(
            f"Abort table #{table.id} ({adapter.engine.name})? It cannot be resumed.",
            view=detached(view),
            ephemeral=True,
        )

    @staticmethod
    def _may_abort(interaction: discord.Interaction, table: Table) -> bool:
        if interaction.user.id == table.host_id:
            return True
        permissions = getattr(interaction, "permissions", None)
        return bool(permissions and permissions.manage_channels)

    async def on_abort_answer(
        self, interaction: discord.Interaction, table_id: int, verb: str
    ) -> None:
        if verb == "no":
            await interaction.response.edit_message(content="The game goes on.", view=None)
            return
        async with self.lock(table_id):
            try:
                table = await self.repo.get_table(table_id)
                if not self._may_abort(interaction, table):
                    await self._tell(interaction, "Only the host can abort this game.")
                    return
                table = await self.repo.abort(table_id)
            except Refused as refusal:
                await self._tell(interaction, refusal.message)
                return
            await interaction.response.edit_message(content="The game was aborted.", view=None)
            await self._strip_board(table_id)
            engine = self.bot.adapters[table.game_id].engine
            channel = self.bot.get_partial_messageable(table.channel_id)
            await channel.send(
                f"Table #{table.id} ({engine.name}) was aborted by {interaction.user.display_name}."
            )

    # ----- replies ---------------------------------------------------------------------------

    @staticmethod
    async def _tell(interaction: discord.Interaction, text: str, **extra: Any) -> None:
        """An ephemeral answer, as the first response or as a followup."""
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **extra)
        else:
            await interaction.response.send_message(text, ephemeral=True, **extra)
