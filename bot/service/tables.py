"""Finding a table and reading what every use-case asks of one: where it is, whether a click
counts there, its public language, how its game ended."""

from __future__ import annotations

from collections.abc import Callable

from bot.i18n.text import Text
from bot.i18n.words import command_group, game_title
from bot.names import table_language
from bot.service.context import ServiceContext
from bot.service.outcomes import Caller, Refusal
from bot.table_settings import TableSettings
from rules.core import Result
from storage.errors import Refused
from storage.models import LoadedTable, Table, TableStatus
from storage.table_policy import table_result


def places(table: Table) -> tuple[int, ...]:
    """Where a table's messages are: its channel (or thread), and the channel of its lobby
    message when the game plays in a thread opened from it."""
    lobby = TableSettings.of(table).lobby_channel
    return (table.channel_id,) if lobby is None else (table.channel_id, lobby)


class Tables:
    def __init__(
        self, ctx: ServiceContext, by_rules: Callable[[LoadedTable], Result | None] | None = None
    ) -> None:
        self.ctx = ctx
        # the engine's result of a loaded table's state; the service's is made once per version
        self._by_rules = by_rules or (
            lambda loaded: ctx.game(loaded.table).engine.result(loaded.state)
        )

    async def table_here(self, game_id: str, caller: Caller) -> LoadedTable | Refusal:
        """The game of ``game_id`` in play in the caller's channel."""
        game = self.ctx.games[game_id]
        channel_id = caller.channel_id
        table = (
            await self.ctx.repo.tables.table_in_channel(channel_id)
            if channel_id is not None
            else None
        )
        if table is None or table.game_id != game_id:
            if await self.finished_here(game_id, caller) is not None:
                return Refusal(Text("table-game-over"))
            title = game_title(game_id, game.engine.name)
            return Refusal(
                Text("table-no-game-here-start", game=title, command=command_group(game.command))
            )
        if table.status is not TableStatus.ACTIVE:
            return Refusal(Text("table-not-started"))
        return await self.ctx.repo.tables.load(table.id)

    @staticmethod
    def language(table: Table) -> str:
        """The language of a table's public messages: the one it was opened with (its
        server's), else English."""
        return table_language(table)

    @staticmethod
    def misplaced(caller: Caller, table: Table, in_server: bool = False) -> Refusal | None:
        """A click counts only where its table is: in the table's own channel of its own
        server, or in the DM of a player seated there. A custom_id says which table it is for,
        and anyone can send any custom_id from anywhere."""
        if caller.guild_id is None:
            # a DM counts for a seated player, and not at all for what happens in the server
            if not in_server and table.seat_of(caller.user_id) is not None:
                return None
        elif caller.guild_id == table.guild_id and caller.channel_id in places(table):
            return None
        return Refusal(Text("table-elsewhere"))

    async def result(self, loaded: LoadedTable) -> Result | None:
        """How the game ended: by its rules (as the table counts them: a resigned seat never
        wins, :func:`storage.table_policy.table_result`), or as stored when it was ended
        otherwise (a resignation); None while it runs."""
        by_rules = self._by_rules(loaded)
        if by_rules is not None:
            return table_result(loaded.table.seats, by_rules)
        if loaded.table.status is not TableStatus.FINISHED:
            return None
        lines = await self.ctx.repo.standings.results(loaded.table.id)
        return Result(
            {r.seat.id: r.score for r in lines},
            [r.seat.id for r in lines if r.winner],
            {r.seat.id: dict(r.details) for r in lines},
        )

    async def computer_since(self, loaded: LoadedTable) -> tuple[str, int]:
        """From when the computer plays a seat it takes from a person now: the round in play,
        or for a game without rounds the turn (the first is turn 1; a turn ends where the
        decision passes to another seat)."""
        view = self.ctx.game(loaded.table).engine.view_model(loaded.state, None)
        round_ = getattr(view, "round", None)
        if isinstance(round_, int):
            return ("round", round_)
        log = await self.ctx.repo.tables.action_log(loaded.table.id)
        return ("turn", 1 + sum(1 for row in log if row.pending_after != row.seat))

    async def table_shown(self, game_id: str, caller: Caller) -> LoadedTable | Refusal:
        """The table a command that shows it (board, hand) means: the game in play in the
        caller's channel, or the finished game whose own thread it is."""
        here = await self.table_here(game_id, caller)
        if not isinstance(here, Refusal):
            return here
        finished = await self.finished_here(game_id, caller)
        return here if finished is None else await self.ctx.repo.tables.load(finished.id)

    async def finished_here(self, game_id: str, caller: Caller) -> Table | None:
        """The finished game of ``game_id`` whose own thread the caller is in: inside a
        table's thread every command means that table, finished or not."""
        if caller.channel_id is None:
            return None
        found = await self.ctx.repo.standings.finished_games(
            caller.guild_id, game_id=game_id, channel_id=caller.channel_id, limit=1
        )
        if not found:
            return None
        table = await self.ctx.repo.tables.get_table(found[0].table_id)
        # a channel outlives its games; only a thread opened for the game is the game's own
        return table if TableSettings.of(table).lobby_channel is not None else None

    async def tables_in_play(self) -> list[LoadedTable]:
        """Every game in play, loaded; one whose saved game cannot be read is left out (the
        storage told the operator), so that it stops nothing else."""
        found = []
        for table in await self.ctx.repo.tables.list_open_tables():
            if table.status is not TableStatus.ACTIVE:
                continue
            try:
                found.append(await self.ctx.repo.tables.load(table.id))
            except Refused:
                continue
        return found
