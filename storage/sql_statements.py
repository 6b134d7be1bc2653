"""The statements the SQL backends' transactions are made of, written once over
:class:`~storage.sql.Sql`: reading and locking a table, storing what a table rule returned,
swapping a snapshot, finishing a game, queueing effects and jobs.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from storage import sql_standings as standings
from storage import table_policy as policy
from storage.effects import stamp
from storage.errors import TableNotFound
from storage.models import Job, OutboxItem, SeatResult, Shown, Table, TableStatus
from storage.rows import (
    JOB_COLUMNS,
    LOG_COLUMNS,
    MESSAGE_COLUMNS,
    OUTBOX_COLUMNS,
    TABLE_COLUMNS,
    job,
    outbox_item,
    seats_json,
    table_of,
    time,
)
from storage.sql import Running, Sql

__all__ = [
    "OPEN_IN_CHANNEL",
    "PENDING_EFFECTS",
    "TABLE_BY_ID",
    "drop_jobs",
    "finish",
    "insert_jobs",
    "locked_table",
    "log_sql",
    "open_version",
    "queue",
    "replace_jobs",
    "running_in",
    "status_in",
    "store_move",
    "store_table",
    "swap_snapshot",
    "table_in",
    "table_messages",
    "version_in",
]

REMEMBER_MESSAGE = (
    "INSERT INTO messages (table_id, purpose, user_id, channel_id, message_id, version) "
    "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, purpose, user_id) DO UPDATE SET "
    "channel_id = excluded.channel_id, message_id = excluded.message_id, "
    "version = excluded.version"
)
SETTLE_EFFECTS = "DELETE FROM outbox WHERE table_id = ? AND kind = ? AND version <= ?"
PENDING_EFFECTS = f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE table_id = ? ORDER BY id"

TABLE_BY_ID = f"SELECT {TABLE_COLUMNS} FROM tables t WHERE t.id = ?"
OPEN_IN_CHANNEL = (
    f"SELECT {TABLE_COLUMNS} FROM tables t "
    "WHERE t.channel_id = ? AND t.status IN ('lobby', 'active')"
)


def table_messages(byte_order: str) -> str:
    """The statement that reads a table's messages, in the order every backend gives them
    (``byte_order``: :attr:`storage.sql.Database.byte_order`)."""
    return (
        f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE table_id = ? "
        f"ORDER BY purpose{byte_order}, user_id"
    )


# An inner join: PostgreSQL cannot lock the nullable side of an outer one.
_OPEN_VERSION = (
    "SELECT t.status, s.version FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id "
    "WHERE t.id = ?"
)
_RUNNING = (
    "SELECT t.status, t.seats, s.version, s.pending_seat, COALESCE(s.turn_since, s.updated_at) "
    "FROM tables t JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?"
)


async def table_in(db: Sql, table_id: int) -> Table:
    return table_of(await db.fetch(TABLE_BY_ID, (table_id,)), table_id)


async def locked_table(db: Sql, table_id: int) -> Table:
    """The table, its row locked until the transaction ends: the lobby rule reads what no
    other transaction can change before this one stores the rule's answer."""
    return table_of(await db.fetch(TABLE_BY_ID + db.for_update, (table_id,)), table_id)


async def status_in(db: Sql, table_id: int, *, lock: bool = False) -> TableStatus:
    """The table's status alone: a row that cannot be read as a table still has one.
    Refused: :class:`TableNotFound`."""
    rows = await db.fetch(
        "SELECT status FROM tables WHERE id = ?" + (db.for_update if lock else ""), (table_id,)
    )
    if not rows:
        raise TableNotFound(table_id)
    return TableStatus(rows[0][0])


async def version_in(db: Sql, table_id: int) -> int:
    """The table's version (0 in the lobby). Refused: :class:`TableNotFound`."""
    rows = await db.fetch(
        "SELECT s.version FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?",
        (table_id,),
    )
    if not rows:
        raise TableNotFound(table_id)
    return int(rows[0][0] or 0)


async def store_table(db: Sql, table: Table) -> None:
    """Store what a lobby rule may change: the seats, the host, the status and why it ended."""
    await db.execute(
        "UPDATE tables SET seats = ?, host_id = ?, status = ?, updated_at = ?, ended_reason = ? "
        "WHERE id = ?",
        (
            seats_json(table.seats),
            table.host_id,
            table.status.value,
            table.updated_at.isoformat(),
            table.ended_reason,
            table.id,
        ),
    )


async def running_in(
    db: Sql, table_id: int, expected_version: int, *, lock: bool = True
) -> Running:
    """Lock the table and its snapshot (unless ``lock`` is false: a read ahead of the write
    transaction), and check that its game runs at ``expected_version``."""
    # Both rows locked: a PostgreSQL statement that waited for a lock re-reads the rows it
    # locks (and only those) once it has them, so it sees the version the transaction it
    # waited for stored. Every writer of a snapshot locks its table first, so this read is the
    # last word.
    rows = await db.fetch(_RUNNING + (db.for_update if lock else ""), (table_id,))
    if not rows:
        # No snapshot: a lobby (refused for its status), or no such table.
        status = await status_in(db, table_id)
        policy.check_running(table_id, status, 0, expected_version)
    [(status_text, seats_text, version, pending, since)] = rows
    policy.check_running(table_id, TableStatus(status_text), version, expected_version)
    return Running(seats_text, pending, time(since))


async def swap_snapshot(
    db: Sql,
    running: Running,
    table_id: int,
    expected_version: int,
    version: int,
    dumped: str,
    pending: str | None,
    at: datetime,
) -> datetime:
    """Swap the snapshot read as ``running``; returns when the pending seat's decision began."""
    since = policy.turn_since(running.pending, running.since, pending, at)
    # The lock held since running_in read the version (the file's, or the rows') means the
    # swap cannot miss; the WHERE on the version states the compare-and-swap all the same.
    await db.execute(
        "UPDATE snapshots SET version = ?, state = ?, pending_seat = ?, updated_at = ?, "
        "turn_since = ? WHERE table_id = ? AND version = ?",
        (
            version,
            dumped,
            pending,
            at.isoformat(),
            since.isoformat(),
            table_id,
            expected_version,
        ),
    )
    return since


def log_sql(include_undone: bool) -> str:
    where = "" if include_undone else " AND undone_at IS NULL"
    return f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = ?{where} ORDER BY seq"


async def finish(db: Sql, table_id: int, results: Sequence[SeatResult], at: str) -> None:
    """Store a finished game's result and move its players' ratings."""
    await db.lock_ratings()
    await db.execute(
        "UPDATE tables SET status = 'finished', updated_at = ? WHERE id = ?", (at, table_id)
    )
    await db.executemany(
        "INSERT INTO results (table_id, seat_no, seat, user_id, ai_level, score, winner, "
        "details, finished_at, resigned, away, guild_id, game_id) "
        "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, guild_id, game_id FROM tables WHERE id = ?",
        [
            (
                table_id,
                number,
                line.seat.id,
                line.seat.user_id,
                line.seat.ai_level,
                line.score,
                int(line.winner),
                json.dumps(line.details, sort_keys=True),
                at,
                int(line.resigned),
                int(line.seat.away),
                table_id,
            )
            for number, line in enumerate(results)
        ],
    )
    await standings.rate_finished(db, table_id)


async def queue(
    db: Sql, table_id: int, version: int, effects: Sequence[tuple[str, str]]
) -> list[OutboxItem]:
    """Queue (kind, payload JSON) pairs, due now, in one statement."""
    if not effects:
        return []
    at = stamp(policy.now())
    rows = await db.fetch(
        "INSERT INTO outbox (table_id, version, kind, payload, due_at, created_at) VALUES "
        + ", ".join(["(?, ?, ?, ?, ?, ?)"] * len(effects))
        + f" RETURNING {OUTBOX_COLUMNS}",
        [p for kind, payload in effects for p in (table_id, version, kind, payload, at, at)],
    )
    # RETURNING promises no order.
    return sorted((outbox_item(r) for r in rows), key=lambda item: item.id)


async def drop_jobs(db: Sql, table_id: int) -> None:
    await db.execute("DELETE FROM jobs WHERE table_id = ?", (table_id,))


async def replace_jobs(
    db: Sql, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]] | None
) -> None:
    """With ``jobs`` (not None), the table's jobs become these, at ``version``."""
    if jobs is not None:
        await drop_jobs(db, table_id)
        await insert_jobs(db, table_id, version, jobs)


async def insert_jobs(
    db: Sql, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]]
) -> list[Job]:
    if not jobs:
        return []
    rows = await db.fetch(
        "INSERT INTO jobs (table_id, kind, due_at, version, payload) VALUES "
        + ", ".join(["(?, ?, ?, ?, ?)"] * len(jobs))
        + f" RETURNING {JOB_COLUMNS}",
        [p for kind, due, payload in jobs for p in (table_id, kind, stamp(due), version, payload)],
    )
    # RETURNING promises no order; ids follow the order given.
    return sorted((job(r) for r in rows), key=lambda inserted: inserted.id)


async def open_version(db: Sql, table_id: int) -> tuple[TableStatus, int]:
    """The table's status and version, in one statement (where the file is held whole, as
    SQLite's is, nothing can change between the two)."""
    rows = await db.fetch(_OPEN_VERSION, (table_id,))
    if not rows:
        raise TableNotFound(table_id)
    [(status, version)] = rows
    return TableStatus(status), version or 0


async def store_move(
    db: Sql,
    running: Running,
    table_id: int,
    expected_version: int,
    move: policy.Move,
    seat: str,
    action_id: str,
    now: datetime,
) -> tuple[int, datetime]:
    """A move stored statement by statement (see :meth:`storage.sql.Database.store_move`)."""
    at = now.isoformat()
    since = await swap_snapshot(
        db, running, table_id, expected_version, move.version, move.dumped, move.pending_after, now
    )
    [(seq,)] = await db.fetch(
        "INSERT INTO actions (table_id, seq, version, seat, action_id, reveals, "
        "pending_after, created_at) "
        "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id = ?), "
        "?, ?, ?, ?, ?, ?) RETURNING seq",
        (
            table_id,
            table_id,
            move.version,
            seat,
            action_id,
            int(move.reveals),
            move.pending_after,
            at,
        ),
    )
    if move.result is None:
        await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (at, table_id))
    return seq, since


async def remember_shown(db: Sql, shown: Sequence[Shown]) -> None:
    """The messages ``shown``, remembered as set_message does, each settling its effects."""
    for each in shown:
        ref = each.ref
        await db.execute(
            REMEMBER_MESSAGE,
            (
                ref.table_id,
                ref.purpose,
                ref.user_id or 0,
                ref.channel_id,
                ref.message_id,
                ref.version,
            ),
        )
        if each.settles is not None and ref.version is not None:
            await db.execute(SETTLE_EFFECTS, (ref.table_id, each.settles, ref.version))
