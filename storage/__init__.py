"""Persistence: the repository interface, its SQLite and PostgreSQL implementations, and one in
memory.

The bot opens the database once, with the URL from its settings (``sqlite:///tabula.sqlite3``
or ``postgresql://...``)::

    repo = await open_repository(Settings().repository_url)

and then works table by table: ``repo.tables.load`` -> ``engine.apply`` ->
``repo.tables.record_action`` (with the version it loaded), catching :class:`Refused` to show
its message to the player. Headless tests use ``await open_memory()`` instead: the same
behaviour, nothing on disk. The rules both follow (who may join, whose turn it is, what undo
allows) are in :mod:`storage.table_policy`.
"""

from storage.database_url import open_repository
from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    DatabaseInUse,
    GameNotRunning,
    InvalidOptions,
    NotInLobby,
    NotSeated,
    NotYourTurn,
    Refused,
    SchemaTooNew,
    SeatResigned,
    ShardInUse,
    StaleVersion,
    StorageUnavailable,
    TableFull,
    TableNotFound,
    TableQuarantined,
    TooFewPlayers,
    UndoRefused,
)
from storage.memory import MemoryRepository, open_memory
from storage.models import (
    Effect,
    GuildSettings,
    Job,
    JobSpec,
    LoadedTable,
    LoggedAction,
    MessageRef,
    OutboxItem,
    Recorded,
    ReplayReport,
    Seat,
    SeatResult,
    Table,
    TableStatus,
    Undone,
)
from storage.postgres import PostgresRepository, open_postgres
from storage.repository import (
    Lobby,
    Messages,
    Outbox,
    Repository,
    Settings,
    Standings,
    Tables,
)
from storage.sqlite import SqliteRepository, open_sqlite
from storage.standings import OVERALL, FinishedGame, Rating

__all__ = [
    "OVERALL",
    "AlreadySeated",
    "ChannelBusy",
    "DatabaseInUse",
    "Effect",
    "FinishedGame",
    "GameNotRunning",
    "GuildSettings",
    "InvalidOptions",
    "Job",
    "JobSpec",
    "LoadedTable",
    "Lobby",
    "LoggedAction",
    "MemoryRepository",
    "MessageRef",
    "Messages",
    "NotInLobby",
    "NotSeated",
    "NotYourTurn",
    "Outbox",
    "OutboxItem",
    "PostgresRepository",
    "Rating",
    "Recorded",
    "Refused",
    "ReplayReport",
    "Repository",
    "SchemaTooNew",
    "Seat",
    "SeatResigned",
    "SeatResult",
    "Settings",
    "ShardInUse",
    "SqliteRepository",
    "StaleVersion",
    "Standings",
    "StorageUnavailable",
    "Table",
    "TableFull",
    "TableNotFound",
    "TableQuarantined",
    "TableStatus",
    "Tables",
    "TooFewPlayers",
    "UndoRefused",
    "Undone",
    "open_memory",
    "open_postgres",
    "open_repository",
    "open_sqlite",
]
