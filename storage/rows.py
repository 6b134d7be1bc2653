"""How the SQL backends store a value as columns and read it back, whatever the dialect.

SQLite and PostgreSQL keep the same column types (:mod:`storage.migrations`): ids and flags as
integers, seats, options, payloads and snapshots as JSON text, times as ISO-8601 UTC text. So a
row reads back the same way from both, and these functions serve both; a row whose JSON cannot
be read makes its table quarantined (:mod:`storage.quarantine`), never a failed statement.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from storage.errors import TableNotFound, TableQuarantined
from storage.models import (
    Job,
    LoggedAction,
    MessageRef,
    OutboxItem,
    Seat,
    SeatResult,
    Table,
    TableStatus,
)
from storage.quarantine import row_of

__all__ = [
    "JOB_COLUMNS",
    "LOG_COLUMNS",
    "MESSAGE_COLUMNS",
    "OUTBOX_COLUMNS",
    "RESULT_COLUMNS",
    "TABLE_COLUMNS",
    "bare_table",
    "job",
    "logged",
    "message",
    "outbox_item",
    "readable_table",
    "seat_result",
    "seats",
    "seats_json",
    "table",
    "table_of",
    "time",
]

TABLE_COLUMNS = (
    "t.id, t.guild_id, t.channel_id, t.game_id, t.status, t.host_id, t.seats, t.options, "
    "t.seed, t.created_at, t.updated_at, t.ended_reason"
)
JOB_COLUMNS = "id, table_id, kind, due_at, version, payload, attempts, leased_until, last_error"
OUTBOX_COLUMNS = "id, table_id, version, kind, payload, attempts, due_at, created_at, last_error"
LOG_COLUMNS = "seq, version, seat, action_id, reveals, pending_after, created_at, undone_at"
MESSAGE_COLUMNS = "table_id, purpose, user_id, channel_id, message_id, version"
RESULT_COLUMNS = "seat, user_id, ai_level, score, winner, details, resigned, away"


def time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def seats_json(table_seats: Sequence[Seat]) -> str:
    return json.dumps(
        [
            {
                "id": s.id,
                "user_id": s.user_id,
                "ai_level": s.ai_level,
                "resigned": s.resigned,
                "away": s.away,
                **({"since": list(s.since)} if s.since is not None else {}),
            }
            for s in table_seats
        ]
    )


def seats(text: str) -> tuple[Seat, ...]:
    # Seats stored before seats could change hands have no "resigned" and "away"; a seat a
    # person plays, or one stored before the board said since when, has no "since".
    return tuple(
        Seat(
            s["id"],
            s["user_id"],
            s["ai_level"],
            resigned=bool(s.get("resigned", False)),
            away=bool(s.get("away", False)),
            since=_since(s.get("since")),
        )
        for s in json.loads(text)
    )


def _since(stored: Any) -> tuple[str, int] | None:
    if stored is None:
        return None
    unit, number = stored
    return (str(unit), int(number))


def table(row: Sequence[Any]) -> Table:
    """The table a row of :data:`TABLE_COLUMNS` holds; :class:`TableQuarantined` when it cannot
    be read."""
    return row_of(row[0], lambda: _parsed_table(row))


def _parsed_table(row: Sequence[Any]) -> Table:
    return Table(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        game_id=row[3],
        status=TableStatus(row[4]),
        host_id=row[5],
        seats=seats(row[6]),
        options=json.loads(row[7]),
        seed=row[8],
        created_at=time(row[9]),
        updated_at=time(row[10]),
        ended_reason=row[11],
    )


def readable_table(row: Sequence[Any]) -> Table | None:
    try:
        return table(row)
    except TableQuarantined:
        return None


def bare_table(row: Sequence[Any]) -> Table:
    """A row that cannot be read, with no seats and no options: enough to end it."""
    return Table(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        game_id=row[3],
        status=TableStatus(row[4]),
        host_id=row[5],
        seats=(),
        options={},
        seed=row[8],
        created_at=time(row[9]),
        updated_at=time(row[10]),
        ended_reason=row[11],
    )


def table_of(rows: Sequence[Sequence[Any]], table_id: int) -> Table:
    if not rows:
        raise TableNotFound(table_id)
    return table(rows[0])


def job(row: Sequence[Any]) -> Job:
    """A row of :data:`JOB_COLUMNS`."""
    return Job(
        id=row[0],
        table_id=row[1],
        kind=row[2],
        due_at=time(row[3]),
        version=row[4],
        payload=json.loads(row[5]),
        attempts=row[6],
        leased_until=None if row[7] is None else time(row[7]),
        last_error=row[8],
    )


def outbox_item(row: Sequence[Any]) -> OutboxItem:
    """A row of :data:`OUTBOX_COLUMNS`."""
    return OutboxItem(
        id=row[0],
        table_id=row[1],
        version=row[2],
        kind=row[3],
        payload=json.loads(row[4]),
        attempts=row[5],
        due_at=time(row[6]),
        created_at=time(row[7]),
        last_error=row[8],
    )


def logged(rows: Sequence[Sequence[Any]]) -> list[LoggedAction]:
    """Rows of :data:`LOG_COLUMNS`."""
    return [
        LoggedAction(
            seq=r[0],
            version=r[1],
            seat=r[2],
            action_id=r[3],
            reveals=bool(r[4]),
            pending_after=r[5],
            created_at=time(r[6]),
            undone_at=None if r[7] is None else time(r[7]),
        )
        for r in rows
    ]


def message(row: Sequence[Any]) -> MessageRef:
    """A row of :data:`MESSAGE_COLUMNS` (user id 0: a message in the table's channel)."""
    return MessageRef(
        table_id=row[0],
        purpose=row[1],
        user_id=row[2] or None,
        channel_id=row[3],
        message_id=row[4],
        version=row[5],
    )


def seat_result(r: Sequence[Any]) -> SeatResult:
    """A row of :data:`RESULT_COLUMNS`."""
    return SeatResult(
        Seat(r[0], r[1], r[2], resigned=bool(r[6]), away=bool(r[7])),
        r[3],
        bool(r[4]),
        json.loads(r[5]),
        resigned=bool(r[6]),
    )
