"""A game's story after the fact: its whole log in words, and its board after any move.

Both are rebuilt from storage (the seed and the action log), so they work for a game in play,
a finished one and one that outlived a restart.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.adapter import with_names
from bot.i18n.text import Text, localized
from bot.i18n.words import game_title
from bot.service.context import ServiceContext
from bot.service.outcomes import Caller, Refusal
from bot.service.tables import Tables
from storage.errors import Refused
from storage.models import LoadedTable, Table
from storage.table_policy import table_result


@dataclass(frozen=True, slots=True)
class GameLog:
    table: Table
    lines: tuple[str, ...]
    moves: int


class History:
    def __init__(self, ctx: ServiceContext, tables: Tables) -> None:
        self.ctx = ctx
        self.tables = tables

    async def find_table(
        self, caller: Caller, game_id: str, table_id: int | None
    ) -> Table | Refusal:
        """The table of ``game_id`` named by its number, or the one open in this channel."""
        game = self.ctx.games[game_id]
        title = game_title(game_id, game.engine.name)
        if table_id is None:
            here = (
                await self.ctx.repo.tables.table_in_channel(caller.channel_id)
                if caller.channel_id
                else None
            )
            if here is None or here.game_id != game_id:
                here = await self.tables.finished_here(game_id, caller)
            if here is None:
                return Refusal(Text("table-no-game-in-channel-name-one", game=title))
            return here
        try:
            table = await self.ctx.repo.tables.get_table(table_id)
        except Refused:
            return Refusal(Text("table-no-such-table", table=str(table_id), game=title))
        if table.game_id != game_id or table.guild_id != caller.guild_id:
            return Refusal(Text("table-no-such-table", table=str(table_id), game=title))
        return table

    async def game_log(
        self, caller: Caller, game_id: str, table_id: int | None = None
    ) -> GameLog | Refusal:
        """Every move in words, numbered, with its round and player."""
        table = await self.find_table(caller, game_id, table_id)
        if isinstance(table, Refusal):
            return table
        if not table.seats or table.status.value == "lobby":
            return Refusal(Text("table-no-log-yet"))
        engine = self.ctx.game(table).engine
        names = await self.ctx.names.seat_names(table)
        title = game_title(table.game_id, engine.name)
        players = ", ".join(names.values())
        head = Text("table-log-head", game=title, table=str(table.id), players=players)
        lines: list[str] = [head, ""]
        state = engine.new_game(table.seat_ids, table.seed, table.options)
        log = await self.ctx.repo.tables.action_log(table.id)
        for number, logged in enumerate(log, 1):
            before = getattr(engine.view_model(state, None), "round", None)
            label = next(
                (a.label for a in engine.legal_actions(state) if a.id == logged.action_id),
                logged.action_id,
            )
            state, events = engine.apply_id(state, logged.action_id)
            who = names.get(logged.seat, logged.seat)
            # the whole story: routine steps too ("passed the pile"), every move in words
            said = [
                with_names(
                    f"{names.get(e.seat, e.seat)} {localized(e.text, caller.locale)}"
                    if e.seat
                    else localized(e.text, caller.locale),
                    names,
                )
                for e in events
            ]
            # a move that tells nothing by its events is told by its choice
            told = "; ".join(said) or f"{who}: {with_names(localized(label, caller.locale), names)}"
            when = "none" if before is None else str(before)
            lines.append(Text("table-log-move", number=number, round=when, who=who, told=told))
        result = engine.result(state)
        if result is not None:
            result = table_result(table.seats, result)
            winners = " & ".join(names.get(w, w) for w in result.winners) or "—"
            lines += ["", Text("table-log-over", winners=winners, count=len(result.winners) or 1)]
        return GameLog(table, tuple(lines), len(log))

    async def board_at(
        self, caller: Caller, game_id: str, move: int, table_id: int | None = None
    ) -> LoadedTable | Refusal:
        """The table as it was after its ``move``-th move (0: as dealt)."""
        table = await self.find_table(caller, game_id, table_id)
        if isinstance(table, Refusal):
            return table
        if table.status.value == "lobby":
            return Refusal(Text("table-not-started-yet"))
        log = await self.ctx.repo.tables.action_log(table.id)
        if not 0 <= move <= len(log):
            return Refusal(Text("table-move-range", table=str(table.id), moves=len(log)))
        engine = self.ctx.game(table).engine
        state = engine.new_game(table.seat_ids, table.seed, table.options)
        for logged in log[:move]:
            state, _ = engine.apply_id(state, logged.action_id)
        since = log[move - 1].created_at if move else table.created_at
        return LoadedTable(table, move, state, engine.pending(state), since)
