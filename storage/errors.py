"""Refusals: typed errors whose ``message`` a player can read as it is.

The Discord layer catches :class:`Refused` and shows ``message`` ephemerally; anything else that
escapes the repository is a bug or an infrastructure failure, not a player's mistake.
"""

from __future__ import annotations

__all__ = [
    "AlreadySeated",
    "ChannelBusy",
    "DatabaseInUse",
    "GameNotRunning",
    "InvalidOptions",
    "NotInLobby",
    "NotSeated",
    "NotYourTurn",
    "Refused",
    "SchemaTooNew",
    "SeatResigned",
    "ShardInUse",
    "StaleVersion",
    "StorageUnavailable",
    "TableFull",
    "TableNotFound",
    "TableQuarantined",
    "TooFewPlayers",
    "UndoRefused",
]


class Refused(Exception):
    """An operation the rules of the table do not allow now; ``message`` says why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class TableNotFound(Refused):
    def __init__(self, table_id: int) -> None:
        super().__init__(f"There is no game table #{table_id}.")
        self.table_id = table_id


class ChannelBusy(Refused):
    """The channel already has a table in the lobby or in play."""

    def __init__(self, channel_id: int, table_id: int, game_name: str, status: str) -> None:
        state = "waiting for players" if status == "lobby" else "in play"
        super().__init__(
            f"This channel already has a game of {game_name} {state} (table #{table_id}); "
            "finish or abort it before opening another one."
        )
        self.channel_id = channel_id
        self.table_id = table_id


class NotInLobby(Refused):
    """Seats change, and a game starts, only while the table is in the lobby."""


class GameNotRunning(Refused):
    """Acting on (or undoing in) a table that is in the lobby, finished or aborted."""


class TableFull(Refused):
    """Every seat of the lobby is taken."""


class AlreadySeated(Refused):
    """The user already has a seat at this table."""


class NotSeated(Refused):
    """The user has no seat at this table."""


class SeatResigned(Refused):
    """A person asked for a seat that was resigned: the computer plays it to the end."""


class TooFewPlayers(Refused):
    """Fewer seats are taken than the game needs."""


class InvalidOptions(Refused):
    """The engine refused the table's options when the game was set up."""


class NotYourTurn(Refused):
    """The seat acting is not the one the game waits for."""


class StaleVersion(Refused):
    """Someone else changed the table since the caller read it (a lost compare-and-swap).

    Nothing was written. ``current_version`` is the version now stored, so the caller can
    reload and show the current board.
    """

    def __init__(self, table_id: int, expected: int, current: int) -> None:
        super().__init__(
            "The game has moved on since this was shown (another action came first); "
            "here is the current board."
        )
        self.table_id = table_id
        self.expected_version = expected
        self.current_version = current


class UndoRefused(Refused):
    """Undo is not allowed now (see Repository.undo)."""


class SchemaTooNew(Exception):
    """The database was written by a newer Tabula than this one; opening it is refused.

    Not a :class:`Refused`: it is for the operator, at start-up, not for a player.
    """


class StorageUnavailable(Exception):
    """The database cannot be used now: read-only, full, an I/O error, still locked by another
    connection after the busy timeout, or not openable.

    Not a :class:`Refused`: nothing the player did. The bot tells the player that it could not
    save (and to try again), and the operator the ``cause`` and the message. Nothing was
    written by the call that raised it.
    """

    READ_ONLY = "read-only"
    FULL = "full"
    IO_ERROR = "I/O error"
    LOCKED = "locked"
    CANNOT_OPEN = "cannot open"
    CORRUPT = "corrupt"

    def __init__(self, cause: str, detail: str) -> None:
        super().__init__(f"The database is unavailable ({cause}): {detail}")
        self.cause = cause


class DatabaseInUse(Exception):
    """Another process holds the SQLite file: two bots on one file would both run its tables.

    Not a :class:`Refused`: it is for the operator, at start-up.
    """

    def __init__(self, path: str) -> None:
        name = path.rsplit("/", 1)[-1]
        super().__init__(
            f"Another Tabula process is using {name} ({path}): stop it first, or give this one "
            "another DATABASE_PATH. One SQLite file serves one process."
        )
        self.path = path


class ShardInUse(Exception):
    """Another process holds a gateway shard over the same PostgreSQL database: both would
    answer its interactions (Discord refuses the second answer) and work every click twice.

    ``shard`` None: this process would hold every shard, and another holds some (or all).
    Not a :class:`Refused`: it is for the operator, at start-up.
    """

    def __init__(self, shard: int | None, where: str) -> None:
        if shard is None:
            said = (
                f"Another Tabula process is serving shards of this bot over {where}: stop it "
                "first, or give each process its own shards (SHARD_IDS and SHARD_COUNT)."
            )
        else:
            said = (
                f"Another Tabula process is serving shard {shard} over {where}: stop it first, "
                "or give this one other shards (SHARD_IDS). One shard is served by one process."
            )
        super().__init__(said)
        self.shard = shard
        self.where = where


class TableQuarantined(Refused):
    """The table's stored row, options or saved game cannot be read (corrupt JSON, a game this
    Tabula does not know, a snapshot its engine refuses). The table is set apart so that
    nothing else stops; ``reason`` is for the operator, the message for players."""

    def __init__(self, table_id: int, reason: str) -> None:
        super().__init__("This table's saved game cannot be read; an operator has been told.")
        self.table_id = table_id
        self.reason = reason
