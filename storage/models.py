"""The values the repository hands out: tables, seats, logged actions, messages, results."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from rules.core import Result

__all__ = [
    "OPEN_STATUSES",
    "AtTimeout",
    "Effect",
    "GuildSettings",
    "Job",
    "JobSpec",
    "LoadedTable",
    "LoggedAction",
    "MessageRef",
    "OutboxItem",
    "Recorded",
    "ReplayReport",
    "Seat",
    "SeatResult",
    "Table",
    "TableStatus",
    "Undone",
]


class TableStatus(StrEnum):
    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABORTED = "aborted"
    # Ended from outside the game: its channel was deleted, or an operator closed it (a
    # quarantined table, say); ``Table.ended_reason`` says which.
    ABANDONED = "abandoned"


# A channel holds at most one table in these statuses.
OPEN_STATUSES = (TableStatus.LOBBY, TableStatus.ACTIVE)


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat at a table, in turn order.

    ``id`` is the seat id the engine sees: a human's Discord user id as a string, or
    ``ai-<n>`` for a computer player, whose ``ai_level`` names the agent (e.g. "random").
    The id never changes, even when the seat changes hands during a game (the first holder's
    id stays, whoever holds it now: ``user_id``).

    ``away``: the computer (at ``ai_level``) plays a person's seat after a time-out or a
    ``leave``; ``user_id`` stays the person who may claim it back. ``resigned``: its person
    resigned and the computer plays it to the end; ``user_id`` stays who resigned (for the
    result), but no person may take it again. Either way ``is_ai`` is true, and ``since`` says
    from when the computer plays it, in the game's own count: ``("round", 3)``, or
    ``("turn", 7)`` for a game without rounds (None: not known, or a person plays it).
    """

    id: str
    user_id: int | None = None
    ai_level: str | None = None
    resigned: bool = False
    away: bool = False
    since: tuple[str, int] | None = None

    @classmethod
    def human(cls, user_id: int) -> Seat:
        return cls(id=str(user_id), user_id=user_id)

    @classmethod
    def ai(cls, number: int, level: str) -> Seat:
        return cls(id=f"ai-{number}", ai_level=level)

    @property
    def is_ai(self) -> bool:
        """Whether the computer plays the seat now (a computer's seat, an away or a resigned
        one)."""
        return self.ai_level is not None


@dataclass(frozen=True, slots=True)
class Table:
    """One game table: a lobby, a game in play, or a closed game."""

    id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    status: TableStatus
    host_id: int
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    seed: int
    created_at: datetime
    updated_at: datetime
    ended_reason: str | None = None

    @property
    def seat_ids(self) -> list[str]:
        return [s.id for s in self.seats]

    def seat_of(self, user_id: int) -> Seat | None:
        """The seat ``user_id`` holds (also while away); a seat they resigned is not theirs."""
        return next((s for s in self.seats if s.user_id == user_id and not s.resigned), None)


@dataclass(frozen=True, slots=True)
class LoadedTable:
    """A table with its current state. In the lobby there is no state yet (version 0).

    ``version`` goes up by one with every recorded action, every undo and every seat that
    changes hands; a Discord button carries the version it was drawn for, and acting with an
    older one is refused as stale. ``turn_since`` is when the pending seat's decision began
    (stored whenever the pending seat changes; a finished game: when it ended; a lobby: when it
    opened), so a turn clock and "since 3 hours" need no look at the log.
    """

    table: Table
    version: int
    state: Any  # None in the lobby
    pending: str | None
    turn_since: datetime


@dataclass(frozen=True, slots=True)
class Shown:
    """A message the bot showed, to be remembered with the table's next write (as
    :meth:`~storage.repository.Messages.set_message` would, ``settles`` the same)."""

    ref: MessageRef
    settles: str | None = None


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """A table as one read finds it (one commit): its state, the messages it owns and its
    jobs, which is all a click needs to know before it plays (the clicked board, the game, the
    turn's deadline)."""

    loaded: LoadedTable
    messages: tuple[MessageRef, ...]
    jobs: tuple[Job, ...]

    @property
    def board(self) -> MessageRef | None:
        return next((m for m in self.messages if m.purpose == "board"), None)


@dataclass(frozen=True, slots=True)
class Recorded:
    """An action that was appended to the log; ``result`` is set when it ended the game.
    ``turn_since`` is the table's :attr:`LoadedTable.turn_since` after it."""

    version: int
    seq: int
    turn_since: datetime
    result: Result | None = None
    # the table's effects not yet done (oldest first) and (if asked for) its messages, as the
    # action's own transaction left them: what delivering the action needs, without a read
    pending: tuple[OutboxItem, ...] = ()
    messages: tuple[MessageRef, ...] | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None


@dataclass(frozen=True, slots=True)
class Undone:
    """The action an undo took back, and the state the table is in again (``turn_since`` as
    in :class:`LoadedTable`)."""

    version: int
    seq: int
    seat: str
    action_id: str
    state: Any
    pending: str | None
    turn_since: datetime


@dataclass(frozen=True, slots=True)
class LoggedAction:
    """One row of the append-only action log.

    ``version`` is the table version the action produced; ``pending_after`` the seat that had
    to decide after it; ``undone_at`` is set when an undo took it back (the row stays, for audit).
    """

    seq: int
    version: int
    seat: str
    action_id: str
    reveals: bool
    pending_after: str | None
    created_at: datetime
    undone_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class MessageRef:
    """A Discord message a table owns, so it can be found (and edited) after a restart.

    ``purpose`` is the bot's own name for it ("board", "hand", "lobby"...); ``user_id`` is the
    player a private message belongs to, None for a message in the table's channel.
    ``version`` is the table version the message was drawn for (None when not given), so
    that a board behind its table can be seen and redrawn.
    """

    table_id: int
    purpose: str
    user_id: int | None
    channel_id: int
    message_id: int
    version: int | None = None


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's line in a finished game's result; ``resigned`` when its person resigned
    (the computer played it to the end)."""

    seat: Seat
    score: float
    winner: bool
    details: dict[str, Any] = field(default_factory=dict)
    resigned: bool = False


@dataclass(frozen=True, slots=True)
class ReplayReport:
    """The state rebuilt from seed + log, next to the stored snapshot.

    ``matches`` is false when they differ (or when the log cannot be replayed at all; then
    ``error`` says at which action and why).
    """

    table_id: int
    actions: int
    replayed: Any  # None when the log could not be replayed
    snapshot: Any  # None when the table never started
    error: str | None = None

    @property
    def matches(self) -> bool:
        return self.error is None and self.replayed == self.snapshot


@dataclass(frozen=True, slots=True)
class Effect:
    """Something the bot must do because of a change to a table (post a board, send DMs...),
    queued in the same transaction as that change so that a crash or a Discord outage between
    the two cannot lose it. ``kind`` is the bot's own name; storage keeps ``kind`` and
    ``payload`` (JSON) as they are."""

    kind: str
    payload: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """A queued :class:`Effect` not yet done.

    ``version`` is the table's version once the change that queued it was stored; ``attempts``
    counts the deliveries that failed (``last_error`` says how the last one did), and the item
    is due again at ``due_at`` (UTC). Done items are deleted.
    """

    id: int
    table_id: int
    version: int
    kind: str
    payload: dict[str, Any]
    attempts: int
    due_at: datetime
    created_at: datetime
    last_error: str | None = None


@dataclass(frozen=True, slots=True)
class JobSpec:
    """A deadline to store: at ``due_at`` (aware) the bot must do ``kind`` (its own name, e.g.
    "remind-half", "remind-soon", "timeout") for the table, with ``payload`` (JSON)."""

    kind: str
    due_at: datetime
    payload: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Job:
    """A stored deadline (a :class:`JobSpec` scheduled for a table).

    Deadlines are data, not timers: a scheduler takes the due ones (``due_jobs``), leases one so
    that exactly one process acts on it (``leased_until``, UTC), and deletes it when done.
    ``version`` is the table version the deadline belongs to; a move replaces the table's
    jobs, and a job acted on after its table moved on loses the compare-and-swap of whatever
    it records. ``attempts`` counts the failed runs, ``last_error`` says how the last failed.
    """

    id: int
    table_id: int
    kind: str
    due_at: datetime
    version: int
    payload: dict[str, Any]
    attempts: int = 0
    leased_until: datetime | None = None
    last_error: str | None = None


AtTimeout = Literal["play", "take"]


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """A server's defaults for new tables: the time per turn in minutes (None: no limit), what
    the computer does at a time-out (plays that turn, or takes the seat until its player claims
    it back), and the computer players' level. A server that set nothing has these values."""

    turn_minutes: int | None = 1440
    at_timeout: AtTimeout = "play"
    ai_level: str = "normal"

    def __post_init__(self) -> None:
        # Stored as they are: a value no table could use is the caller's bug, refused here.
        if self.turn_minutes is not None and (
            isinstance(self.turn_minutes, bool) or self.turn_minutes < 1
        ):
            raise ValueError(
                f"turn_minutes must be a positive number or None, not {self.turn_minutes!r}"
            )
        if self.at_timeout not in ("play", "take"):
            raise ValueError(f"at_timeout must be 'play' or 'take', not {self.at_timeout!r}")
        if not self.ai_level:
            raise ValueError("ai_level must name a level")
