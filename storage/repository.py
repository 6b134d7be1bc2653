"""The repository interface the Discord layer programs against: one part per kind of data.

One game table per channel: a table is opened in a channel (the lobby), players take seats, the
game starts, and from then on every accepted action is recorded with a compare-and-swap on the
table's version. The bot keeps the version a board was drawn for (in the buttons' custom_ids)
and passes it back; a click on an older board gets :class:`~storage.errors.StaleVersion`.

Every refusal is a :class:`~storage.errors.Refused` subclass with a message for the player.
Methods that change a table return its new form, so the caller never needs a second read.

A :class:`Repository` is its parts, each a small interface of its own: ``repo.tables`` (reading
and playing the games), ``repo.lobby``, ``repo.messages`` (the Discord messages a table owns),
``repo.outbox`` (queued effects and jobs), ``repo.settings`` and ``repo.standings``. An
operation that writes several kinds of data (an action with its effects and jobs) is one
method of the part that owns it, and one transaction.

The SQLite implementation is :func:`storage.sqlite.open_sqlite` (the default, one process), the
PostgreSQL one :func:`storage.postgres.open_postgres` (several processes over one database:
``SELECT ... FOR UPDATE`` where SQLite uses ``BEGIN IMMEDIATE``), both running the same
statements (:func:`storage.sql_repository.sql_parts`); headless tests use
:func:`storage.memory.open_memory`. The rules of a table (who may join, whose turn it is, what
undo allows...) are :mod:`storage.table_policy`, so an implementation only reads, calls them,
and stores what they return; each keeps the same guarantees: each method is one transaction,
and a refused call writes nothing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from types import EllipsisType, TracebackType
from typing import Any, Protocol, Self, TypedDict, runtime_checkable

from rules.core import Event, Result
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
    SeatResult,
    Shown,
    Table,
    TableSnapshot,
    Undone,
)
from storage.standings import OVERALL, FinishedGame, Rating

__all__ = [
    "PARTS",
    "Lobby",
    "Messages",
    "Outbox",
    "Parts",
    "Repository",
    "Settings",
    "Standings",
    "Tables",
]


@runtime_checkable
class Tables(Protocol):
    """The games: reading a table, and playing it (each move a compare-and-swap on its version)."""

    async def get_table(self, table_id: int) -> Table:
        """The table without its state. Refused: :class:`TableNotFound`."""
        ...

    async def table_in_channel(self, channel_id: int) -> Table | None:
        """The open (lobby or active) table in a channel, if any."""
        ...

    async def list_open_tables(self) -> list[Table]:
        """Every lobby and game in play, oldest first (to re-attach views at start-up); a table
        whose row cannot be read is left out (see :meth:`quarantined`), so one bad row never
        stops the rest. One whose row reads but whose saved game does not is listed: its
        ``load`` raises :class:`TableQuarantined`."""
        ...

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[Table]:
        """The lobbies and games in play where ``user_id`` holds a seat (also one the computer
        plays while they are away; not one they resigned), in one server or in all, newest
        first. A table whose row cannot be read is left out, as in :meth:`list_open_tables`."""
        ...

    async def load(self, table_id: int) -> LoadedTable:
        """The table with its current state and version. Refused: :class:`TableNotFound`,
        :class:`TableQuarantined` (its row or saved game cannot be read; other reads of it
        raise that too)."""
        ...

    async def snapshot(self, table_id: int) -> TableSnapshot:
        """What :meth:`load` returns, with the table's messages (as
        :meth:`Messages.messages`) and jobs (as :meth:`Outbox.jobs`): what a click needs before
        it plays. The table is read first: the jobs read after it change only with a move (a
        click on the version read is then refused by the compare-and-swap), and the messages
        are as new as it, or newer. Refused like :meth:`load`."""
        ...

    async def quarantined(self) -> list[tuple[int, str]]:
        """(table id, why) for every lobby or game in play whose row, game or saved game cannot
        be read, by id: for the operator, who may ``abandon`` them."""
        ...

    async def action_log(
        self, table_id: int, *, include_undone: bool = False
    ) -> list[LoggedAction]:
        """The action log in order; undone actions only when asked for."""
        ...

    async def record_action(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        action_id: str,
        state: Any,
        events: Sequence[Event],
        *,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
        result: Result | EllipsisType | None = ...,
        shown: Sequence[Shown] = (),
        with_messages: bool = False,
    ) -> Recorded:
        """Store ``state`` = ``engine.apply(<state at expected_version>, action_id)``.
        ``result``: ``engine.result(state)``, when the caller computed it already (the
        default ``...``: storage computes it). ``shown``: messages the bot showed since the
        table's last write, remembered in this transaction as :meth:`Messages.set_message`
        would (their ``settles`` too), before the new effects are queued.
        :attr:`Recorded.pending` is the table's effects not yet done as the transaction left
        them (as :meth:`Outbox.pending_effects`), and with ``with_messages``
        :attr:`Recorded.messages` its messages (as :meth:`Messages.messages`): what the
        action's delivery needs, without reading them again.

        One transaction: append the action to the log (with whether any event revealed hidden
        information), replace the snapshot, bump the version — only if the stored version is
        still ``expected_version``. When ``state`` is a finished game the table is finished and
        its result stored in the same transaction. ``effects`` are queued in it too, at the
        new version: nothing is queued when the action is refused. When ``jobs`` is not None
        they replace every job of the table, at the new version (a move voids the deadlines of
        the turn before it); a finished game's jobs are deleted whatever ``jobs`` holds.

        Refused: :class:`StaleVersion` (nothing written), :class:`GameNotRunning`,
        :class:`NotYourTurn` (``seat`` is not the pending seat).
        """
        ...

    async def undo(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        *,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Undone:
        """Take back ``seat``'s last action: allowed only while it is still ``seat``'s decision,
        the last action in the log is theirs, and that action revealed nothing. The state is
        rebuilt from seed + log without it; the log row is kept, marked undone; the version is
        bumped with the same compare-and-swap as :meth:`record_action`, and ``effects`` (and
        ``jobs``) are stored with it as they are there.

        Refused: :class:`UndoRefused`, :class:`StaleVersion`, :class:`GameNotRunning`.
        """
        ...

    async def change_seat(
        self,
        table_id: int,
        expected_version: int,
        seat_id: str,
        *,
        user_id: int | None,
        ai_level: str | None,
        away: bool,
        resigned: bool,
        since: tuple[str, int] | None = None,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Table:
        """Hand seat ``seat_id`` of a game in play to a person (``user_id``, no ``ai_level``),
        to the computer (``ai_level``; with ``away`` a person's seat they may claim back, with
        ``resigned`` for good; ``since``: from which round or turn, see :class:`Seat`), with a
        compare-and-swap on the version, which goes up by one: the game state is unchanged,
        but a board drawn before shows the old holder, and its buttons are refused as stale.
        ``effects`` are queued at the new version; ``jobs``, when not None, replace the
        table's jobs, otherwise its jobs move to the new version (the turn's deadlines still
        hold). See :func:`storage.table_policy.change_seat`.

        Refused: :class:`StaleVersion`, :class:`GameNotRunning`, :class:`NotSeated` (no such
        seat; resigning another's seat), :class:`AlreadySeated` ("You already hold a seat at
        this table."), :class:`SeatResigned` ("This seat was resigned: the computer plays it to
        the end."). A seat no one could play (no player and no level...) raises ValueError.
        """
        ...

    async def concede(
        self,
        table_id: int,
        expected_version: int,
        result: Result,
        *,
        effects: Sequence[Effect] = (),
    ) -> Table:
        """End a game in play by a decision outside its rules (a two-player game whose other
        player resigned): ``result`` is stored as the game's result (with each seat's
        ``resigned``), the table is finished, its jobs dropped, ``effects`` queued, and the
        version goes up by one (the game state stays as it was).

        Refused: :class:`StaleVersion`, :class:`GameNotRunning`.
        """
        ...

    async def replay(self, table_id: int) -> ReplayReport:
        """Rebuild the state from seed + log and set it next to the stored snapshot."""
        ...


@runtime_checkable
class Lobby(Protocol):
    """Opening a table, seating its players, starting or ending it."""

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
        """Open a lobby in ``channel_id``; the host takes the first seat unless ``host_plays``
        is false. A random seed is drawn when none is given.

        Refused: :class:`ChannelBusy` when the channel has a lobby or a game in play.
        """
        ...

    async def join(self, table_id: int, user_id: int) -> Table:
        """Seat a player at the end of the seat order.

        Refused: :class:`NotInLobby`, :class:`AlreadySeated`, :class:`TableFull`.
        """
        ...

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        """Replace a lobby's options (the host's choices before the start).

        Refused: :class:`NotInLobby`.
        """
        ...

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        """Seat a computer player (seat id ``ai-<n>``). Refused: NotInLobby, TableFull."""
        ...

    async def leave(self, table_id: int, seat_id: str) -> Table:
        """Free a seat in the lobby (a human's seat id is their user id as a string).

        If the host leaves, the next human in the seat order becomes the host; when no human
        is left the table is aborted. Refused: :class:`NotInLobby`, :class:`NotSeated`.
        """
        ...

    async def start(
        self,
        table_id: int,
        *,
        shuffle_seats: bool = False,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> LoadedTable:
        """Deal the game (``engine.new_game(seats, seed, options)``) and store it as version 1.
        With ``shuffle_seats`` the seat order is first shuffled, from the table's seed.
        ``effects`` are queued (at version 1) in the same transaction; ``jobs``, when not None,
        replace the table's jobs (at version 1) in it too.

        Refused: :class:`NotInLobby`, :class:`TooFewPlayers`, :class:`InvalidOptions`.
        """
        ...

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        """Close a lobby or a game in play without a result, queueing ``effects`` with it and
        deleting its jobs. Refused: GameNotRunning."""
        ...

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        """End a lobby or a game in play from outside the game — its channel was deleted, or an
        operator closes it (a quarantined table too) — with ``reason`` kept as
        ``Table.ended_reason``; the channel is free afterwards and its jobs are deleted.
        Refused like :meth:`abort`."""
        ...


@runtime_checkable
class Messages(Protocol):
    """The Discord messages a table owns, and who shows them."""

    async def set_message(
        self,
        table_id: int,
        purpose: str,
        channel_id: int,
        message_id: int,
        user_id: int | None = None,
        version: int | None = None,
        settles: str | None = None,
    ) -> None:
        """Remember (or replace) the message for ``purpose`` (and player, for private ones),
        with the table version it was drawn for. ``settles``: a kind of queued effect that the
        message now shows (a board drawn at ``version``): the table's effects of that kind
        queued at ``version`` or before are done, so no delivery reads them only to find so."""
        ...

    async def messages(self, table_id: int) -> list[MessageRef]: ...

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        """Held while a process changes ``table_id``'s public messages, by one process at a
        time (several share PostgreSQL: :mod:`storage.postgres_showing`), so that they show
        its versions in order. Where one process holds the database (SQLite, memory), it
        holds nothing."""
        ...

    async def find_message(self, message_id: int) -> MessageRef | None:
        """Which table owns a message (e.g. one whose button was clicked)."""
        ...

    async def forget_message(
        self, table_id: int, purpose: str, user_id: int | None = None
    ) -> None: ...


@runtime_checkable
class Outbox(Protocol):
    """The effects queued with the change that caused them, and jobs: deadlines stored as data."""

    async def queue_effects(self, table_id: int, effects: Sequence[Effect]) -> list[OutboxItem]:
        """Queue ``effects`` on their own, at the table's current version, due now.
        Refused: :class:`TableNotFound`."""
        ...

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        """Every table's items due at ``now`` (aware), oldest first (by id), at most ``limit``."""
        ...

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime, holder: str | None = None
    ) -> list[OutboxItem]:
        """Take the table's items due at ``now`` (aware) until ``until``, for ``holder`` (the
        process: see :meth:`take_back`): they are due again only then, so of several
        processes one delivers them, and if it dies before :meth:`effect_done` (or
        :meth:`effect_later`) another takes them after ``until``.
        Returns the items taken, oldest first, ``due_at`` as before the lease."""
        ...

    async def take_back(self, holder: str, now: datetime) -> int:
        """A process starts again: the items leased by ``holder`` (its earlier life, dead) are
        due at ``now`` and leased by nobody, without waiting for their leases to run out.
        How many."""
        ...

    async def hurry_effects(self, table_id: int, now: datetime) -> int:
        """The table's items waiting to be tried again after a failure are due at ``now``
        (a moderator may have fixed what failed); items leased by a process are left to it.
        How many."""
        ...

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        """Let go of leased items: due again at ``due_at`` (aware), no attempt counted, leased
        by nobody (the process that held them stops). Ids no longer queued are passed over."""
        ...

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        """The table's items not yet done, due or not, oldest first."""
        ...

    async def effect_done(self, effect_ids: Sequence[int], *, shown: Sequence[Shown] = ()) -> None:
        """Done: the items are deleted. Ids no longer queued are passed over. ``shown``: the
        messages their delivery showed, remembered as :meth:`Messages.set_message` would, in
        the same transaction."""
        ...

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        """A delivery failed: one more attempt counted, ``error`` kept, due again at
        ``due_at`` (aware), leased by nobody. An id no longer queued is passed over."""
        ...

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        """Store ``jobs`` at the table's current version, in one transaction; with ``replace``
        every job the table had is deleted first. Returns the new jobs in the order given.
        Refused: :class:`TableNotFound`, :class:`GameNotRunning` (a closed table)."""
        ...

    async def jobs(self, table_id: int) -> list[Job]:
        """The table's jobs, leased or not, by due time (then id)."""
        ...

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        """Every table's jobs due at ``now`` (aware) and not leased (or whose lease ran out),
        by due time (then id), at most ``limit``."""
        ...

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        """Take the job until ``until``: a compare-and-swap, so of two callers at most one gets
        it. None when the job is gone (done, or replaced by a move) or leased by someone else
        whose lease has not run out at ``now``."""
        ...

    async def job_done(self, job_id: int) -> None:
        """Done: the job is deleted. An id no longer stored is passed over."""
        ...

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        """A run failed: one more attempt counted, ``error`` kept, the lease let go, due again
        at ``due_at`` (aware). An id no longer stored is passed over."""
        ...


@runtime_checkable
class Settings(Protocol):
    """Server settings and personal preferences."""

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's defaults for new tables; ``GuildSettings()`` until it sets any."""
        ...

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> GuildSettings:
        """Store (or replace) the server's defaults; returns them as stored."""
        ...

    async def notify(self, user_id: int) -> bool:
        """Whether the player wants turn reminders by DM (True until they say otherwise)."""
        ...

    async def set_notify(self, user_id: int, on: bool) -> None: ...

    async def language(self, user_id: int) -> str | None:
        """The locale the person chose with ``/tabula language`` (e.g. ``"hu"``), or None
        while they follow their Discord's."""
        ...

    async def set_language(self, user_id: int, language: str | None) -> None:
        """Choose the person's locale; None clears the choice. Their reminders stay as they
        were."""
        ...

    async def chosen_languages(self) -> dict[int, str]:
        """Every person's chosen locale, by user id (those who follow their Discord's are
        left out): the bot keeps them at hand, since every answer it gives reads one."""
        ...


@runtime_checkable
class Standings(Protocol):
    """Finished games, their results and the ratings they move."""

    async def results(self, table_id: int) -> list[SeatResult]:
        """A finished game's result per seat, in seat order (empty for any other table). Storing
        it moves its players' ratings in the same transaction (:mod:`storage.standings`)."""
        ...

    async def finished_games(
        self,
        guild_id: int | None,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        channel_id: int | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[FinishedGame]:
        """One server's finished games (``guild_id`` None: those outside any server), of one
        game, with one player (holding a seat at the end, or having resigned it) and in one
        channel when asked, newest first (then by table id, highest first); ``limit`` None: all."""
        ...

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        """Every finished game ``user_id`` played, in every server, oldest first: what the
        player's export holds."""
        ...

    async def leaderboard(
        self,
        guild_id: int | None,
        game_id: str = OVERALL,
        *,
        min_games: int = 1,
        people_only: bool = True,
        limit: int = 10,
        offset: int = 0,
    ) -> tuple[list[Rating], int]:
        """One page of a server's ratings for ``game_id`` (or every game: ``OVERALL``) of the
        players with at least ``min_games`` games there (people only, unless
        ``people_only`` is false), by conservative rating, highest first (then by player
        key), with how many such players there are."""
        ...

    async def ratings_of(self, guild_id: int | None, player: str) -> list[Rating]:
        """A player's ratings in one server (``player``: see
        :func:`storage.standings.player_key`), one per game they played there and the overall
        one, by game id."""
        ...

    async def rebuild_ratings(self) -> int:
        """Recompute every rating from the stored results, in the order they were stored (which
        gives the very numbers the games gave one by one); returns how many games it read.
        One transaction: readers see the old ratings or the new ones."""
        ...


# Each part of a repository by its attribute name, and the interface it keeps.
PARTS: dict[str, type[Any]] = {
    "tables": Tables,
    "lobby": Lobby,
    "messages": Messages,
    "outbox": Outbox,
    "settings": Settings,
    "standings": Standings,
}


class Parts(TypedDict):
    """A backend's parts, as its repository is made of them."""

    tables: Tables
    lobby: Lobby
    messages: Messages
    outbox: Outbox
    settings: Settings
    standings: Standings


class Repository:
    """A backend's parts, held together, and how to let go of its database."""

    def __init__(
        self,
        *,
        tables: Tables,
        lobby: Lobby,
        messages: Messages,
        outbox: Outbox,
        settings: Settings,
        standings: Standings,
        closing: Callable[[], Awaitable[None]],
    ) -> None:
        self.tables = tables
        self.lobby = lobby
        self.messages = messages
        self.outbox = outbox
        self.settings = settings
        self.standings = standings
        self._closing = closing

    async def close(self) -> None:
        await self._closing()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()
