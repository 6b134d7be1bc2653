"""The default repository: one SQLite file through aiosqlite.

WAL mode lets readers work while a writer commits; every write is one ``BEGIN IMMEDIATE``
transaction, so writers (in this process or another) are serialised by SQLite itself and wait
up to the busy timeout instead of failing. ``synchronous=FULL`` (the default here) syncs the WAL
on every commit, so an acknowledged action survives even a power cut; it costs little (see
bench/storage.py). ``NORMAL`` also never corrupts the file and survives a killed process, but an
OS crash may lose the last commits.

Every ``await`` on aiosqlite is a trip to its thread and back through the event loop, and a busy
bot's loop makes each trip slow. When a write transaction took one trip per statement and the
reads queued behind it on the same connection, every call took ~70 ms with 200 busy tables
(bench/bot.py). So a write transaction runs whole in the writing connection's thread (one
trip), and reads go through a second connection, each one statement: a statement is its own
read transaction, which in WAL mode sees the last commit and never waits for a writer.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, TypeVar

import aiosqlite

from rules import registry
from rules.core import Engine, Event, Result, derived_rng
from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    GameNotRunning,
    InvalidOptions,
    NotInLobby,
    NotSeated,
    NotYourTurn,
    Refused,
    StaleVersion,
    TableFull,
    TableNotFound,
    TooFewPlayers,
    UndoRefused,
)
from storage.models import (
    LoadedTable,
    LoggedAction,
    MessageRef,
    Recorded,
    ReplayReport,
    Seat,
    SeatResult,
    Table,
    TableStatus,
    Undone,
)
from storage.replay import ReplayError, rebuild
from storage.repository import Repository
from storage.sqlite_migrations import migrate, refuse_newer

__all__ = ["BUSY_TIMEOUT_MS", "SqliteRepository", "open_sqlite"]

# How long a writer waits for another process's transaction before giving up.
BUSY_TIMEOUT_MS = 5000

EngineLookup = Callable[[str], Engine[Any]]
T = TypeVar("T")

_TABLE_COLUMNS = (
    "t.id, t.guild_id, t.channel_id, t.game_id, t.status, t.host_id, t.seats, t.options, "
    "t.seed, t.created_at, t.updated_at"
)


async def open_sqlite(
    path: str | Path,
    *,
    engines: EngineLookup = registry.get,
    synchronous: Literal["NORMAL", "FULL"] = "FULL",
) -> SqliteRepository:
    """Open (creating and migrating if needed) the database at ``path``.

    ``engines`` maps a game id to its engine (the registry by default). A database written by a
    newer Tabula raises :class:`~storage.errors.SchemaTooNew`.
    """
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    db = await aiosqlite.connect(str(path), isolation_level=None)
    try:
        # Before anything writes to the file (switching to WAL does).
        await refuse_newer(db, str(path))
        async with db.execute("PRAGMA journal_mode = WAL") as cursor:
            mode = await cursor.fetchone()
        if mode is None or str(mode[0]).lower() != "wal":
            raise RuntimeError(f"{path}: SQLite refused WAL mode (got {mode!r})")
        await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute(f"PRAGMA synchronous = {synchronous}")
        await migrate(db, str(path))
        reader = await aiosqlite.connect(str(path), isolation_level=None)
    except BaseException:
        await db.close()
        raise
    try:
        await reader.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        await reader.execute("PRAGMA query_only = ON")
    except BaseException:
        await reader.close()
        await db.close()
        raise
    return SqliteRepository(db, reader, engines)


def _now() -> datetime:
    return datetime.now(UTC)


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _seats_json(seats: Sequence[Seat]) -> str:
    return json.dumps([{"id": s.id, "user_id": s.user_id, "ai_level": s.ai_level} for s in seats])


def _seats(text: str) -> tuple[Seat, ...]:
    return tuple(Seat(s["id"], s["user_id"], s["ai_level"]) for s in json.loads(text))


def _table(row: Sequence[Any]) -> Table:
    return Table(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        game_id=row[3],
        status=TableStatus(row[4]),
        host_id=row[5],
        seats=_seats(row[6]),
        options=json.loads(row[7]),
        seed=row[8],
        created_at=_time(row[9]),
        updated_at=_time(row[10]),
    )


def _not_running(status: TableStatus) -> GameNotRunning:
    return GameNotRunning(
        {
            TableStatus.LOBBY: "The game has not started yet.",
            TableStatus.FINISHED: "This game is over.",
            TableStatus.ABORTED: "This game was aborted.",
        }.get(status, "This game is not running.")
    )


def _not_in_lobby(status: TableStatus) -> NotInLobby:
    return NotInLobby(
        {
            TableStatus.ACTIVE: "The game has already started.",
            TableStatus.FINISHED: "This game is over.",
            TableStatus.ABORTED: "This table was aborted.",
        }.get(status, "The table is not in the lobby.")
    )


class SqliteRepository:
    """The :class:`~storage.repository.Repository` on one SQLite file; see :func:`open_sqlite`."""

    def __init__(
        self, db: aiosqlite.Connection, reader: aiosqlite.Connection, engines: EngineLookup
    ) -> None:
        self._db = db
        self._reader = reader
        self._engines = engines
        # A table's game never changes, so record_action can dump the state before it reads.
        self._game_of: dict[int, str] = {}

    async def __aenter__(self) -> SqliteRepository:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        await self._reader.close()
        await self._db.close()

    # ----- transactions ----------------------------------------------------------------------

    async def _transaction(
        self, work: Callable[[sqlite3.Connection], T], begin: str = "BEGIN IMMEDIATE"
    ) -> T:
        """Run ``work`` as one transaction, whole, in the writing connection's thread.

        aiosqlite runs the functions it is given one at a time in its thread, so no other
        statement of this process can come in between, and the transaction costs one trip
        through the event loop however many statements it has. (``_execute`` and ``_conn`` are
        aiosqlite's own path for every call it offers; the storage tests go through them.)
        Other processes queue on SQLite's lock (busy timeout)."""
        run: Callable[..., Awaitable[T]] = self._db._execute  # untyped in aiosqlite
        return await run(_in_transaction, self._db._conn, work, begin)

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """The rows of one statement on the reading connection: one trip to its thread."""
        return list(await self._reader.execute_fetchall(sql, params))

    def _engine(self, game_id: str) -> Engine[Any]:
        try:
            return self._engines(game_id)
        except KeyError:
            raise Refused(f"There is no game called '{game_id}'.") from None

    # ----- the lobby -------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        host_id: int,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        host_plays: bool = True,
    ) -> Table:
        self._engine(game_id)
        if seed is None:
            seed = secrets.randbits(62)
        seats = [Seat.human(host_id)] if host_plays else []
        now = _now().isoformat()

        def create(db: sqlite3.Connection) -> Table:
            busy = db.execute(
                "SELECT id, game_id, status FROM tables "
                "WHERE channel_id = ? AND status IN ('lobby', 'active')",
                (channel_id,),
            ).fetchone()
            if busy is not None:
                name = self._engine(busy[1]).name
                raise ChannelBusy(channel_id, busy[0], name, busy[2])
            [(table_id,)] = db.execute(
                "INSERT INTO tables (guild_id, channel_id, game_id, status, host_id, seats, "
                "options, seed, created_at, updated_at) "
                "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    game_id,
                    host_id,
                    _seats_json(seats),
                    json.dumps(dict(options or {}), sort_keys=True),
                    seed,
                    now,
                    now,
                ),
            ).fetchall()
            return _table_in(db, table_id)

        table = await self._transaction(create)
        self._game_of[table.id] = game_id
        return table

    def _check_room(self, table: Table) -> None:
        engine = self._engine(table.game_id)
        if len(table.seats) >= engine.max_players:
            raise TableFull(
                f"The table is full: {engine.name} takes at most {engine.max_players} players."
            )

    async def join(self, table_id: int, user_id: int) -> Table:
        def join(db: sqlite3.Connection) -> Table:
            table = _lobby(db, table_id)
            if table.seat_of(user_id) is not None:
                raise AlreadySeated("You already have a seat at this table.")
            self._check_room(table)
            return _set_seats(db, table, [*table.seats, Seat.human(user_id)], table.host_id)

        return await self._transaction(join)

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        def add_ai(db: sqlite3.Connection) -> Table:
            table = _lobby(db, table_id)
            self._check_room(table)
            taken = [int(s.id.removeprefix("ai-")) for s in table.seats if s.is_ai]
            seat = Seat.ai(max(taken, default=0) + 1, level)
            return _set_seats(db, table, [*table.seats, seat], table.host_id)

        return await self._transaction(add_ai)

    async def leave(self, table_id: int, seat_id: str) -> Table:
        def leave(db: sqlite3.Connection) -> Table:
            table = _lobby(db, table_id)
            if seat_id not in table.seat_ids:
                raise NotSeated("You do not have a seat at this table.")
            seats = [s for s in table.seats if s.id != seat_id]
            host_id = table.host_id
            if seat_id == str(table.host_id):
                humans = [s.user_id for s in seats if s.user_id is not None]
                if not humans:
                    db.execute(
                        "UPDATE tables SET seats = ?, status = 'aborted', updated_at = ? "
                        "WHERE id = ?",
                        (_seats_json(seats), _now().isoformat(), table.id),
                    )
                    return _table_in(db, table.id)
                host_id = humans[0]
            return _set_seats(db, table, seats, host_id)

        return await self._transaction(leave)

    async def start(self, table_id: int, *, shuffle_seats: bool = False) -> LoadedTable:
        def start(db: sqlite3.Connection) -> LoadedTable:
            table = _lobby(db, table_id)
            engine = self._engine(table.game_id)
            if len(table.seats) < engine.min_players:
                raise TooFewPlayers(
                    f"{engine.name} needs at least {engine.min_players} players; "
                    f"{len(table.seats)} seated."
                )
            if shuffle_seats:
                seats = list(table.seats)
                derived_rng(table.seed, "seat-order").shuffle(seats)
                table = _set_seats(db, table, seats, table.host_id)
            try:
                state = engine.new_game(table.seat_ids, table.seed, table.options)
            except ValueError as error:
                raise InvalidOptions(f"The game could not be set up: {error}") from None
            pending = engine.pending(state)
            now = _now().isoformat()
            db.execute(
                "INSERT INTO snapshots (table_id, version, state, pending_seat, updated_at) "
                "VALUES (?, 1, ?, ?, ?)",
                (table.id, engine.dump(state), pending, now),
            )
            db.execute(
                "UPDATE tables SET status = 'active', updated_at = ? WHERE id = ?", (now, table.id)
            )
            table = _table_in(db, table.id)
            return LoadedTable(table=table, version=1, state=state, pending=pending)

        return await self._transaction(start)

    async def abort(self, table_id: int) -> Table:
        def abort(db: sqlite3.Connection) -> Table:
            table = _table_in(db, table_id)
            if table.status not in (TableStatus.LOBBY, TableStatus.ACTIVE):
                raise _not_running(table.status)
            db.execute(
                "UPDATE tables SET status = 'aborted', updated_at = ? WHERE id = ?",
                (_now().isoformat(), table_id),
            )
            return _table_in(db, table_id)

        return await self._transaction(abort)

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return _table_of(await self._fetch(_TABLE_BY_ID, (table_id,)), table_id)

    async def table_in_channel(self, channel_id: int) -> Table | None:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            "WHERE t.channel_id = ? AND t.status IN ('lobby', 'active')",
            (channel_id,),
        )
        return _table(rows[0]) if rows else None

    async def list_open_tables(self) -> list[Table]:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') ORDER BY t.id"
        )
        return [_table(row) for row in rows]

    async def load(self, table_id: int) -> LoadedTable:
        # One statement, so the table and its snapshot come from the same commit.
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS}, s.version, s.state, s.pending_seat "
            "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?",
            (table_id,),
        )
        table = _table_of(rows, table_id)
        version, dumped, pending = rows[0][-3:]
        if version is None:
            return LoadedTable(table=table, version=0, state=None, pending=None)
        state = self._engine(table.game_id).load(dumped)
        return LoadedTable(table=table, version=version, state=state, pending=pending)

    async def action_log(
        self, table_id: int, *, include_undone: bool = False
    ) -> list[LoggedAction]:
        await self.get_table(table_id)
        return _logged(await self._fetch(_log_sql(include_undone), (table_id,)))

    async def results(self, table_id: int) -> list[SeatResult]:
        rows = await self._fetch(
            "SELECT seat, user_id, ai_level, score, winner, details FROM results "
            "WHERE table_id = ? ORDER BY seat_no",
            (table_id,),
        )
        return [
            SeatResult(Seat(r[0], r[1], r[2]), r[3], bool(r[4]), json.loads(r[5])) for r in rows
        ]

    # ----- playing ---------------------------------------------------------------------------

    async def _game_id(self, table_id: int) -> str:
        game_id = self._game_of.get(table_id)
        if game_id is None:
            game_id = (await self.get_table(table_id)).game_id
            self._game_of[table_id] = game_id
        return game_id

    async def record_action(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        action_id: str,
        state: Any,
        events: Sequence[Event],
    ) -> Recorded:
        # The engine work happens before the transaction.
        engine = self._engine(await self._game_id(table_id))
        dumped = engine.dump(state)
        pending_after = engine.pending(state)
        result = engine.result(state)
        reveals = any(event.reveals for event in events)
        version = expected_version + 1

        def record(db: sqlite3.Connection) -> Recorded:
            seats, pending = _running(
                db.execute(_RUNNING, (table_id,)).fetchall(), table_id, expected_version
            )
            if pending != seat:
                raise NotYourTurn("It is not your turn.")
            now = _now().isoformat()
            db.execute(
                "UPDATE snapshots SET version = ?, state = ?, pending_seat = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, dumped, pending_after, now, table_id, expected_version),
            )
            [(seq,)] = db.execute(
                "INSERT INTO actions (table_id, seq, version, seat, action_id, reveals, "
                "pending_after, created_at) "
                "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id = ?), "
                "?, ?, ?, ?, ?, ?) RETURNING seq",
                (table_id, table_id, version, seat, action_id, reveals, pending_after, now),
            ).fetchall()
            if result is None:
                db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (now, table_id))
            else:
                _finish(db, table_id, _seats(seats), result, now)
            return Recorded(version=version, seq=seq, result=result)

        return await self._transaction(record)

    async def undo(self, table_id: int, expected_version: int, seat: str) -> Undone:
        # Read and rebuild outside the transaction; the compare-and-swap in it makes sure that
        # nothing changed in between.
        table = await self.get_table(table_id)
        _, pending = _running(await self._fetch(_RUNNING, (table_id,)), table_id, expected_version)
        log = _logged(await self._fetch(_log_sql(False), (table_id,)))
        if pending != seat:
            raise UndoRefused("You can only undo during your own turn.")
        if not log or log[-1].seat != seat:
            raise UndoRefused("You have no action to undo in this turn.")
        last = log[-1]
        if last.reveals:
            raise UndoRefused(
                "Your last action revealed hidden information (a card was drawn or shown), "
                "so it cannot be undone."
            )
        engine = self._engine(table.game_id)
        before = rebuild(engine, table, [(a.seq, a.seat, a.action_id) for a in log[:-1]])
        pending_before = engine.pending(before)
        if pending_before != seat:
            raise UndoRefused("You can only undo your own actions within your turn.")
        version = expected_version + 1
        dumped = engine.dump(before)

        def undo(db: sqlite3.Connection) -> None:
            _running(db.execute(_RUNNING, (table_id,)).fetchall(), table_id, expected_version)
            now = _now().isoformat()
            db.execute(
                "UPDATE actions SET undone_at = ? WHERE table_id = ? AND seq = ?",
                (now, table_id, last.seq),
            )
            db.execute(
                "UPDATE snapshots SET version = ?, state = ?, pending_seat = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, dumped, pending_before, now, table_id, expected_version),
            )
            db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (now, table_id))

        await self._transaction(undo)
        return Undone(
            version=version,
            seq=last.seq,
            seat=seat,
            action_id=last.action_id,
            state=before,
            pending=pending_before,
        )

    async def replay(self, table_id: int) -> ReplayReport:
        def read(
            db: sqlite3.Connection,
        ) -> tuple[Table, list[LoggedAction], Sequence[Any] | None]:
            # one read transaction: the log and the snapshot must agree
            table = _table_in(db, table_id)
            log = _logged(db.execute(_log_sql(False), (table_id,)).fetchall())
            snap = db.execute(
                "SELECT state FROM snapshots WHERE table_id = ?", (table_id,)
            ).fetchone()
            return table, log, snap

        table, log, snap = await self._transaction(read, begin="BEGIN")
        engine = self._engine(table.game_id)
        snapshot = None if snap is None else engine.load(snap[0])
        if snapshot is None:
            error = "the table has no snapshot (it never started)"
            return ReplayReport(table_id, len(log), None, None, error)
        try:
            replayed = rebuild(engine, table, [(a.seq, a.seat, a.action_id) for a in log])
        except ReplayError as failure:
            return ReplayReport(table_id, len(log), None, snapshot, str(failure))
        return ReplayReport(table_id, len(log), replayed, snapshot)

    # ----- Discord messages a table owns -----------------------------------------------------

    async def set_message(
        self,
        table_id: int,
        purpose: str,
        channel_id: int,
        message_id: int,
        user_id: int | None = None,
    ) -> None:
        def remember(db: sqlite3.Connection) -> None:
            _table_in(db, table_id)
            db.execute(
                "INSERT INTO messages (table_id, purpose, user_id, channel_id, message_id) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (table_id, purpose, user_id) "
                "DO UPDATE SET channel_id = excluded.channel_id, message_id = excluded.message_id",
                (table_id, purpose, user_id or 0, channel_id, message_id),
            )

        await self._transaction(remember)

    async def messages(self, table_id: int) -> list[MessageRef]:
        rows = await self._fetch(
            "SELECT table_id, purpose, user_id, channel_id, message_id FROM messages "
            "WHERE table_id = ? ORDER BY purpose, user_id",
            (table_id,),
        )
        return [_message(r) for r in rows]

    async def find_message(self, message_id: int) -> MessageRef | None:
        rows = await self._fetch(
            "SELECT table_id, purpose, user_id, channel_id, message_id FROM messages "
            "WHERE message_id = ?",
            (message_id,),
        )
        return _message(rows[0]) if rows else None

    async def forget_message(self, table_id: int, purpose: str, user_id: int | None = None) -> None:
        def forget(db: sqlite3.Connection) -> None:
            db.execute(
                "DELETE FROM messages WHERE table_id = ? AND purpose = ? AND user_id = ?",
                (table_id, purpose, user_id or 0),
            )

        await self._transaction(forget)


# ----- statements and rows shared by reads and transactions ----------------------------------

_TABLE_BY_ID = f"SELECT {_TABLE_COLUMNS} FROM tables t WHERE t.id = ?"
_RUNNING = (
    "SELECT t.status, t.seats, s.version, s.pending_seat "
    "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?"
)


def _in_transaction(
    db: sqlite3.Connection, work: Callable[[sqlite3.Connection], T], begin: str
) -> T:
    db.execute(begin)
    try:
        done = work(db)
        db.execute("COMMIT")
    except BaseException:
        # A refusal, an error, or a failed COMMIT (disk full): nothing is written.
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    return done


def _table_of(rows: Sequence[Sequence[Any]], table_id: int) -> Table:
    if not rows:
        raise TableNotFound(table_id)
    return _table(rows[0])


def _table_in(db: sqlite3.Connection, table_id: int) -> Table:
    return _table_of(db.execute(_TABLE_BY_ID, (table_id,)).fetchall(), table_id)


def _lobby(db: sqlite3.Connection, table_id: int) -> Table:
    table = _table_in(db, table_id)
    if table.status is not TableStatus.LOBBY:
        raise _not_in_lobby(table.status)
    return table


def _set_seats(db: sqlite3.Connection, table: Table, seats: Sequence[Seat], host_id: int) -> Table:
    db.execute(
        "UPDATE tables SET seats = ?, host_id = ?, updated_at = ? WHERE id = ?",
        (_seats_json(seats), host_id, _now().isoformat(), table.id),
    )
    return _table_in(db, table.id)


def _running(
    rows: Sequence[Sequence[Any]], table_id: int, expected_version: int
) -> tuple[str, str | None]:
    """Check (on the rows of ``_RUNNING``) that the game runs at ``expected_version``; return
    (seats json, pending)."""
    if not rows:
        raise TableNotFound(table_id)
    status, seats, version, pending = TableStatus(rows[0][0]), rows[0][1], rows[0][2], rows[0][3]
    if status is not TableStatus.ACTIVE:
        raise _not_running(status)
    if version != expected_version:
        raise StaleVersion(table_id, expected_version, version)
    return seats, pending


def _log_sql(include_undone: bool) -> str:
    where = "" if include_undone else " AND undone_at IS NULL"
    return (
        "SELECT seq, version, seat, action_id, reveals, pending_after, created_at, undone_at "
        f"FROM actions WHERE table_id = ?{where} ORDER BY seq"
    )


def _logged(rows: Sequence[Sequence[Any]]) -> list[LoggedAction]:
    return [
        LoggedAction(
            seq=r[0],
            version=r[1],
            seat=r[2],
            action_id=r[3],
            reveals=bool(r[4]),
            pending_after=r[5],
            created_at=_time(r[6]),
            undone_at=None if r[7] is None else _time(r[7]),
        )
        for r in rows
    ]


def _finish(
    db: sqlite3.Connection, table_id: int, seats: Sequence[Seat], result: Result, now: str
) -> None:
    db.execute(
        "UPDATE tables SET status = 'finished', updated_at = ? WHERE id = ?", (now, table_id)
    )
    db.executemany(
        "INSERT INTO results (table_id, seat_no, seat, user_id, ai_level, score, winner, "
        "details, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                table_id,
                number,
                seat.id,
                seat.user_id,
                seat.ai_level,
                float(result.scores[seat.id]),
                seat.id in result.winners,
                json.dumps(result.details.get(seat.id, {}), sort_keys=True),
                now,
            )
            for number, seat in enumerate(seats)
        ],
    )


def _message(row: Sequence[Any]) -> MessageRef:
    return MessageRef(
        table_id=row[0],
        purpose=row[1],
        user_id=row[2] or None,
        channel_id=row[3],
        message_id=row[4],
    )


def _implements_the_interface(repo: SqliteRepository) -> Repository:
    # mypy checks here that SqliteRepository has every method of Repository, with its types.
    return repo
