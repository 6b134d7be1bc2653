"""The rules of a table that are not a game's rules, apart from any backend.

Who may sit down, when a table is full, what happens when the host leaves, when a game may
start and in which seat order, who may act on which version, what undo allows, and what a
finished game's result is. Each rule is a pure function over the models (no SQL, no I/O, the
time passed in): it returns the new value or raises the :class:`~storage.errors.Refused`
subclass a player reads. A backend reads, calls the rule, and stores what it returns — after
comparing the version where the rule says so — so every backend refuses alike, and a refusal
writes nothing anywhere.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from types import EllipsisType
from typing import Any

from rules.core import Engine, Event, Result, derived_rng
from storage import steady_clock
from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    GameNotRunning,
    InvalidOptions,
    NotInLobby,
    NotSeated,
    NotYourTurn,
    Refused,
    SeatResigned,
    StaleVersion,
    TableFull,
    TooFewPlayers,
    UndoRefused,
)
from storage.models import (
    OPEN_STATUSES,
    LoggedAction,
    Seat,
    SeatResult,
    Table,
    TableStatus,
    Undone,
)
from storage.replay import rebuild

__all__ = [
    "EngineLookup",
    "Move",
    "Started",
    "UndoPlan",
    "abandon",
    "abort",
    "add_ai",
    "change_seat",
    "check_channel_free",
    "check_open",
    "check_running",
    "check_turn",
    "configure",
    "engine_for",
    "finish_order",
    "first_seats",
    "join",
    "leave",
    "move",
    "now",
    "options_json",
    "plan_undo",
    "seat_results",
    "seed_or_drawn",
    "start",
    "table_result",
    "turn_since",
]

EngineLookup = Callable[[str], Engine[Any]]


def now() -> datetime:
    """The time every backend stamps rows with (UTC, to the microsecond): the process's clock,
    which never goes back (:mod:`storage.steady_clock`)."""
    return steady_clock.now()


def engine_for(engines: EngineLookup, game_id: str) -> Engine[Any]:
    try:
        return engines(game_id)
    except KeyError:
        raise Refused(f"There is no game called '{game_id}'.") from None


# ----- opening a table -----------------------------------------------------------------------


def seed_or_drawn(seed: int | None) -> int:
    """The seed given, or a fresh random one (62 bits: it fits a signed 64-bit column)."""
    return secrets.randbits(62) if seed is None else seed


def first_seats(host_id: int, host_plays: bool) -> tuple[Seat, ...]:
    return (Seat.human(host_id),) if host_plays else ()


def options_json(options: Mapping[str, Any] | None) -> str:
    """The options as stored: JSON, so every backend hands back the same plain values."""
    return json.dumps(dict(options or {}), sort_keys=True)


def check_channel_free(busy: Table | None, engines: EngineLookup) -> None:
    """Refuse a new table where ``busy``, the channel's open table, is not None."""
    if busy is not None:
        name = engine_for(engines, busy.game_id).name
        raise ChannelBusy(busy.channel_id, busy.id, name, busy.status)


# ----- the lobby -----------------------------------------------------------------------------


def _in_lobby(table: Table) -> None:
    if table.status is not TableStatus.LOBBY:
        raise NotInLobby(
            {
                TableStatus.ACTIVE: "The game has already started.",
                TableStatus.FINISHED: "This game is over.",
                TableStatus.ABORTED: "This table was aborted.",
                TableStatus.ABANDONED: "This table was closed.",
            }.get(table.status, "The table is not in the lobby.")
        )


def _check_room(table: Table, engine: Engine[Any]) -> None:
    if len(table.seats) >= engine.max_players:
        raise TableFull(
            f"The table is full: {engine.name} takes at most {engine.max_players} players."
        )


def join(table: Table, user_id: int, engine: Engine[Any], at: datetime) -> Table:
    """The lobby with ``user_id`` seated last."""
    _in_lobby(table)
    if table.seat_of(user_id) is not None:
        raise AlreadySeated("You already have a seat at this table.")
    _check_room(table, engine)
    return replace(table, seats=(*table.seats, Seat.human(user_id)), updated_at=at)


def configure(table: Table, options: Mapping[str, Any], at: datetime) -> Table:
    """The lobby with its options replaced (the host's choices before the game starts)."""
    _in_lobby(table)
    return replace(table, options=json.loads(options_json(options)), updated_at=at)


def add_ai(table: Table, level: str, engine: Engine[Any], at: datetime) -> Table:
    """The lobby with a computer player seated last, numbered after the highest AI seat."""
    _in_lobby(table)
    _check_room(table, engine)
    taken = [int(s.id.removeprefix("ai-")) for s in table.seats if s.is_ai]
    seat = Seat.ai(max(taken, default=0) + 1, level)
    return replace(table, seats=(*table.seats, seat), updated_at=at)


def leave(table: Table, seat_id: str, at: datetime) -> Table:
    """The lobby without that seat. A leaving host hands the table to the next human in seat
    order; with no human left the table is aborted (nobody could start it)."""
    _in_lobby(table)
    if seat_id not in table.seat_ids:
        raise NotSeated("You do not have a seat at this table.")
    seats = tuple(s for s in table.seats if s.id != seat_id)
    if seat_id != str(table.host_id):
        return replace(table, seats=seats, updated_at=at)
    humans = [s.user_id for s in seats if s.user_id is not None]
    if not humans:
        return replace(table, seats=seats, status=TableStatus.ABORTED, updated_at=at)
    return replace(table, seats=seats, host_id=humans[0], updated_at=at)


@dataclass(frozen=True, slots=True)
class Started:
    """A dealt game: the table (active, seats in their final order) and its first state."""

    table: Table
    state: Any
    pending: str | None


def start(table: Table, engine: Engine[Any], shuffle_seats: bool, at: datetime) -> Started:
    """Deal the game; with ``shuffle_seats`` the seat order is first shuffled from the seed
    (so the same table always gets the same order, and replay needs nothing more)."""
    _in_lobby(table)
    if len(table.seats) < engine.min_players:
        raise TooFewPlayers(
            f"{engine.name} needs at least {engine.min_players} players; {len(table.seats)} seated."
        )
    seats = list(table.seats)
    if shuffle_seats:
        derived_rng(table.seed, "seat-order").shuffle(seats)
    table = replace(table, seats=tuple(seats), status=TableStatus.ACTIVE, updated_at=at)
    try:
        state = engine.new_game(table.seat_ids, table.seed, table.options)
    except ValueError as error:
        raise InvalidOptions(f"The game could not be set up: {error}") from None
    return Started(table, state, engine.pending(state))


# ----- seats that change hands during a game --------------------------------------------------


def _check_shape(seat: Seat) -> None:
    """A seat the bot could not play is the caller's bug: refused before anything is read."""
    if seat.user_id is None and seat.ai_level is None:
        raise ValueError("a seat needs a player (user_id) or a computer (ai_level)")
    if (seat.away or seat.resigned) and (seat.user_id is None or seat.ai_level is None):
        raise ValueError(
            "an away or resigned seat keeps its player's user_id and names the computer's ai_level"
        )
    if seat.away and seat.resigned:
        raise ValueError("a resigned seat is not away: nobody may claim it back")
    if seat.since is not None and not (seat.away or seat.resigned):
        raise ValueError("only a person's seat the computer plays says since when")
    if not (seat.away or seat.resigned) and seat.user_id is not None and seat.ai_level is not None:
        raise ValueError(
            "a seat is played by a person or by the computer, not both "
            "(away=True for a person's seat the computer plays)"
        )


def change_seat(table: Table, wanted: Seat, at: datetime) -> Table:
    """The game in play with seat ``wanted.id`` now held as ``wanted`` says: a person joining a
    seat the computer holds, replacing another, leaving it to the computer (away), claiming it
    back, or resigning. Call :func:`check_running` first (the version's compare-and-swap).

    A user holds at most one seat of a table; a resigned seat stays the computer's to the end,
    and only its own person resigns a seat.
    """
    _check_shape(wanted)
    current = next((s for s in table.seats if s.id == wanted.id), None)
    if current is None:
        raise NotSeated(f"This table has no seat '{wanted.id}'.")
    if current.resigned and (not wanted.resigned or wanted.user_id != current.user_id):
        raise SeatResigned("This seat was resigned: the computer plays it to the end.")
    if wanted.resigned and not current.resigned and wanted.user_id != current.user_id:
        raise NotSeated("Only the player in this seat can resign it.")
    if wanted.user_id is not None and wanted.user_id != current.user_id:
        other = next((s for s in table.seats if s.user_id == wanted.user_id), None)
        if other is not None and other.resigned:
            raise SeatResigned("You resigned from this game: you cannot take another seat.")
        if other is not None:
            raise AlreadySeated("You already hold a seat at this table.")
    seats = tuple(wanted if s.id == wanted.id else s for s in table.seats)
    return replace(table, seats=seats, updated_at=at)


def _not_running(status: TableStatus) -> GameNotRunning:
    return GameNotRunning(
        {
            TableStatus.LOBBY: "The game has not started yet.",
            TableStatus.FINISHED: "This game is over.",
            TableStatus.ABORTED: "This game was aborted.",
            TableStatus.ABANDONED: "This game was closed without a result.",
        }.get(status, "This game is not running.")
    )


def abort(table: Table, at: datetime) -> Table:
    """The lobby or game closed without a result."""
    check_open(table.status)
    return replace(table, status=TableStatus.ABORTED, updated_at=at)


def check_open(status: TableStatus) -> None:
    """Refuse to close a table that is already closed."""
    if status not in OPEN_STATUSES:
        raise _not_running(status)


def abandon(table: Table, reason: str, at: datetime) -> Table:
    """The lobby or game ended from outside: its channel is gone, or an operator ended it."""
    check_open(table.status)
    return replace(table, status=TableStatus.ABANDONED, ended_reason=reason, updated_at=at)


# ----- playing -------------------------------------------------------------------------------


def check_running(table_id: int, status: TableStatus, version: int, expected: int) -> None:
    """Refuse to change a game that is not in play, or that moved past ``expected``."""
    if status is not TableStatus.ACTIVE:
        raise _not_running(status)
    if version != expected:
        raise StaleVersion(table_id, expected, version)


def check_turn(pending: str | None, seat: str) -> None:
    if pending != seat:
        raise NotYourTurn("It is not your turn.")


@dataclass(frozen=True, slots=True)
class Move:
    """What recording an action stores, worked out from the engine before any transaction."""

    version: int
    dumped: str
    pending_after: str | None
    reveals: bool
    result: Result | None


def move(
    engine: Engine[Any],
    expected_version: int,
    state: Any,
    events: Sequence[Event],
    result: Result | EllipsisType | None = ...,
) -> Move:
    """``result``: ``engine.result(state)`` when the caller has it already (``...``: not)."""
    return Move(
        version=expected_version + 1,
        dumped=engine.dump(state),
        pending_after=engine.pending(state),
        reveals=any(event.reveals for event in events),
        result=engine.result(state) if isinstance(result, EllipsisType) else result,
    )


def turn_since(
    pending_before: str | None, since_before: datetime | None, pending: str | None, at: datetime
) -> datetime:
    """When the pending seat's decision began, once a new snapshot is stored ``at``: then when
    the decision passes to another seat (or the game is dealt, ``since_before`` None), else
    when it began before, so a turn of several actions keeps its clock."""
    if since_before is None or pending != pending_before:
        return at
    return since_before


def table_result(seats: Sequence[Seat], result: Result) -> Result:
    """The table's result from the engine's: the engine scores the position, the table knows
    who resigned. A resigned seat never wins, even when the computer that played it on scored
    best: the winners are then the best of those who stayed (every seat on their top score;
    no one, if no one stayed). Scores and details stay the engine's. The order of the seats is
    :func:`finish_order`'s."""
    resigned = {s.id for s in seats if s.resigned}
    if not resigned.intersection(result.winners):
        return result
    stayed = [seat for seat in result.scores if seat not in resigned]
    top = max((result.scores[seat] for seat in stayed), default=None)
    winners = [seat for seat in stayed if result.scores[seat] == top]
    return Result(dict(result.scores), winners, result.details)


def finish_order(seats: Sequence[Seat], result: Result) -> list[str]:
    """The seats of a finished game, best first: everyone who stayed above everyone who
    resigned; the winners first, then by score. The resigned among themselves go by score too:
    the order in which they left is not kept, and the ratings rank them all last, tied
    (:func:`storage.standings.ranks`), so no order among them means more than the score the
    computer reached for them."""
    resigned = {s.id for s in seats if s.resigned}
    table = table_result(seats, result)

    def rank(seat: str) -> tuple[bool, bool, float]:
        return (seat in resigned, seat not in table.winners, -table.scores[seat])

    return sorted(table.scores, key=rank)


def seat_results(seats: Sequence[Seat], result: Result) -> list[SeatResult]:
    """A finished game's line per seat, in seat order; its winners are the table's
    (:func:`table_result`)."""
    result = table_result(seats, result)
    return [
        SeatResult(
            seat=seat,
            score=float(result.scores[seat.id]),
            winner=seat.id in result.winners,
            details=dict(result.details.get(seat.id, {})),
            resigned=seat.resigned,
        )
        for seat in seats
    ]


@dataclass(frozen=True, slots=True)
class UndoPlan:
    """An allowed undo: the log row it marks undone and the state the table goes back to."""

    last: LoggedAction
    version: int
    state: Any
    dumped: str
    pending: str | None

    def undone(self, seat: str, turn_since: datetime) -> Undone:
        """What the undo returns once stored (``turn_since``: as the new snapshot gives it)."""
        return Undone(
            version=self.version,
            seq=self.last.seq,
            seat=seat,
            action_id=self.last.action_id,
            state=self.state,
            pending=self.pending,
            turn_since=turn_since,
        )


def plan_undo(
    engine: Engine[Any],
    table: Table,
    pending: str | None,
    live_log: Sequence[LoggedAction],
    seat: str,
    expected_version: int,
) -> UndoPlan:
    """Take back ``seat``'s last action (``live_log``: the actions not undone, in order).

    Allowed only while it is ``seat``'s decision, the last action is theirs, it revealed nothing,
    and the game rebuilt without it also waits for ``seat`` (no undo into someone else's
    decision). Call :func:`check_running` first: a stale or closed game is refused as such.
    """
    if pending != seat:
        raise UndoRefused("You can only undo during your own turn.")
    if not live_log or live_log[-1].seat != seat:
        raise UndoRefused("You have no action to undo in this turn.")
    last = live_log[-1]
    if last.reveals:
        raise UndoRefused(
            "Your last action revealed hidden information (a card was drawn or shown), "
            "so it cannot be undone."
        )
    before = rebuild(engine, table, [(a.seq, a.seat, a.action_id) for a in live_log[:-1]])
    pending_before = engine.pending(before)
    if pending_before != seat:
        raise UndoRefused("You can only undo your own actions within your turn.")
    return UndoPlan(last, expected_version + 1, before, engine.dump(before), pending_before)
