"""Each table's recent moves and its views, kept replayed for the boards this process shows.

Several bot processes may serve one database, so nothing here is a table's only copy: the
recent moves are the action log's, replayed, checked against the table's version each time.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass, field, replace
from typing import Any

from bot.service.context import ServiceContext
from rules.core import Event, Result
from storage.models import LoadedTable
from storage.recent import Recent
from storage.table_policy import table_result

# The board recalls the moves since the player to move last moved: at most this many lines,
# the newest (more made the board scroll on a phone; the whole log is `/… log`), and the
# service remembers at most MOVES_KEPT of them per table.
RECENT_MOVES = 6
MOVES_KEPT = 200
# The recent moves of this many tables are kept replayed (the least recently shown go first).
TABLES_KEPT = 256
# Views kept: the public one and each seat's of the tables shown lately (a view is a few KB).
VIEWS_KEPT = 256


@dataclass(slots=True)
class _Replayed:
    """A table's action log as this process last replayed it: the first ``rows`` live rows,
    the last of them ``last_seq``, giving ``state``; read for table version ``version``."""

    version: int
    rows: int
    last_seq: int | None
    state: Any
    moves: deque[Event]
    engine: Any
    # the last two turns (a seat's moves in a row): who, the state before, their moves
    turns: deque[tuple[str | None, Any, list[Event]]] = field(
        default_factory=lambda: deque(maxlen=2)
    )
    # the public view of the state before the last turn, made once for it: (that state, view)
    before: tuple[Any, Any] | None = None

    def apply(self, seat: str | None, before: Any, events: list[Event]) -> None:
        """Keeps the turn an action of ``seat`` from state ``before`` belongs to."""
        if not self.turns or self.turns[-1][0] != seat:
            self.turns.append((seat, before, []))
        self.turns[-1][2].extend(e for e in events if not e.routine)


class Replays:
    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx
        self._recent: OrderedDict[int, _Replayed] = OrderedDict()
        # views made lately: (table, version, seat) -> (the state read, its view)
        self._views: Recent[tuple[int, int, str | None], tuple[Any, Any]] = Recent(VIEWS_KEPT)
        # the engine's results of the same: (table, version) -> (the state read, its result)
        self._results: Recent[tuple[int, int], tuple[Any, Result | None]] = Recent(VIEWS_KEPT)

    def public_view(self, loaded: LoadedTable) -> Any:
        return self.view(loaded, None)

    def view(self, loaded: LoadedTable, seat: str | None) -> Any:
        """What ``seat`` (None: anyone) sees of the table, made once for the state ``loaded``
        holds: a click shows the same version several times (its board and picture, the DMs,
        the old board's last form) and views are read, never changed."""
        key = (loaded.table.id, loaded.version, seat)
        made = self._views.get(key)
        if made is not None and made[0] is loaded.state:
            return made[1]
        engine = self.ctx.game(loaded.table).engine
        view = engine.view_model(loaded.state, seat)
        winners: tuple[str, ...] | None = getattr(view, "winners", None)
        result = self.by_rules(loaded) if winners else None
        if result is not None:
            # the picture names the table's winners: a resigned seat never wins
            table = table_result(loaded.table.seats, result)
            if tuple(table.winners) != winners:
                view = replace(view, winners=tuple(table.winners))
        self.known_view(loaded, seat, view)
        return view

    def known_view(self, loaded: LoadedTable, seat: str | None, view: Any) -> None:
        """``view`` is what ``seat`` sees of the state ``loaded`` holds (made by the click
        that made the state, before it was stored)."""
        key = (loaded.table.id, loaded.version, seat)
        self._views[key] = (loaded.state, view)

    def by_rules(self, loaded: LoadedTable) -> Result | None:
        """The engine's result of the state ``loaded`` holds (None while the game runs), made
        once for it: a click's board, its DMs and its lobby line all ask whether it ended."""
        key = (loaded.table.id, loaded.version)
        made = self._results.get(key)
        if made is not None and made[0] is loaded.state:
            return made[1]
        result = self.ctx.game(loaded.table).engine.result(loaded.state)
        self.known_result(loaded, result)
        return result

    def known_result(self, loaded: LoadedTable, result: Result | None) -> None:
        """``result`` is the engine's for the state ``loaded`` holds (the click that made it
        asked already)."""
        key = (loaded.table.id, loaded.version)
        self._results[key] = (loaded.state, result)

    async def recent(self, loaded: LoadedTable) -> list[Event]:
        """What happened since the player to move last moved (routine steps left out), oldest
        first: what they need to catch up on, at most RECENT_MOVES lines."""
        moves = await self._moves(loaded)
        # what they did so far in their turn in progress stays in sight, and so does all
        # that happened since their turn before
        current = len(moves)
        while current > 0 and moves[current - 1].seat == loaded.pending:
            current -= 1
        before = max((i for i in range(current) if moves[i].seat == loaded.pending), default=-1)
        return moves[max(before + 1, len(moves) - RECENT_MOVES) :]

    async def turn_so_far(self, loaded: LoadedTable, seat: str) -> list[Event]:
        """``seat``'s latest moves in a row (its turn that just ended), oldest first."""
        moves = await self._moves(loaded)
        end = len(moves)
        while end > 0 and moves[end - 1].seat != seat:
            end -= 1
        start = end
        while start > 0 and moves[start - 1].seat == seat:
            start -= 1
        return moves[start:end]

    async def last_turn(self, loaded: LoadedTable) -> tuple[Any, list[Event]] | None:
        """The public view before the last move and what it did (None on the first board):
        the last turn of a seat other than the player to move, with what the player to move
        did since in their own turn in progress (their board shows both)."""
        await self._moves(loaded)
        known = self._recent[loaded.table.id]
        turns = list(known.turns)
        if turns and turns[-1][0] == loaded.pending and len(turns) > 1:
            # the player to move is halfway through their turn: the turn before theirs too
            turns = turns[-2:]
        elif turns:
            turns = turns[-1:]
        if not turns:
            return None
        if known.before is None or known.before[0] is not turns[0][1]:
            known.before = (turns[0][1], known.engine.view_model(turns[0][1], None))
        return known.before[1], [e for _, _, events in turns for e in events]

    async def _moves(self, loaded: LoadedTable) -> list[Event]:
        table_id = loaded.table.id
        known = self._recent.get(table_id)
        if known is not None and known.version == loaded.version:
            self._recent.move_to_end(table_id)
            return list(known.moves)
        # Another process (or an undo) may have moved the table on since: the log says what
        # happened, and only the rows this process has not replayed yet are applied.
        log = await self.ctx.repo.tables.action_log(table_id)
        engine = self.ctx.game(loaded.table).engine
        known = self._recent.get(table_id)
        if (
            known is None
            or known.rows > len(log)
            or (known.rows > 0 and log[known.rows - 1].seq != known.last_seq)
        ):
            table = loaded.table
            start = engine.new_game(table.seat_ids, table.seed, table.options)
            known = _Replayed(0, 0, None, start, deque(maxlen=MOVES_KEPT), engine)
        for logged in log[known.rows :]:
            before = known.state
            known.state, events = engine.apply_id(known.state, logged.action_id)
            known.apply(logged.seat, before, events)
            known.moves.extend(e for e in events if not e.routine)
        known.rows = len(log)
        known.last_seq = log[-1].seq if log else None
        known.version = loaded.version
        self._recent[table_id] = known
        self._recent.move_to_end(table_id)
        while len(self._recent) > TABLES_KEPT:
            self._recent.popitem(last=False)
        return list(known.moves)

    def recorded(
        self,
        table_id: int,
        before: int,
        seq: int,
        version: int,
        state: Any,
        events: list[Event],
        state_before: Any = None,
    ) -> None:
        """This process recorded an action on the table at version ``before`` (the log row
        ``seq``, giving ``version`` and ``state``; from ``state_before``, the state the action
        was played on, if known): the moves it keeps follow it, so the next board need not read
        the whole log again to learn the last moves. Kept moves of another version are left to
        be brought up to date from the log."""
        known = self._recent.get(table_id)
        if known is None or known.version != before:
            return
        replayed = known.state
        known.apply(known.engine.pending(replayed), replayed, events)
        made = self._views.get((table_id, before, None))
        if (
            made is not None
            and state_before is not None
            and made[0] is state_before
            and (known.before is None or all(known.before[0] is not t[1] for t in known.turns))
        ):
            # The board shown before the action drew the view of the state it was played on;
            # the replayed state is that state (both are version ``before``), so the next
            # board's last turn starts from that view, not from one made again (a game's first
            # click: its replay's start state is not the stored state the first board drew)
            known.before = (replayed, made[1])
        known.state = state
        known.moves.extend(e for e in events if not e.routine)
        known.rows += 1
        known.last_seq = seq
        known.version = version

    def forget_recent(self, table_id: int) -> None:
        self._recent.pop(table_id, None)
