"""Seats that change hands during a game: the seat id the engine knows stays, its holder
changes (a person joins a computer's seat, is replaced, leaves it to the computer and claims
it back, or resigns), with a compare-and-swap on the table version, which goes up by one."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from storage.errors import (
    AlreadySeated,
    GameNotRunning,
    NotSeated,
    SeatResigned,
    StaleVersion,
    TableNotFound,
)
from storage.models import Effect, JobSpec, Seat, SeatResult, TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import act, exactly, start_table
from tests.storage.toy_game import TALLY

RESIGNED = exactly("This seat was resigned: the computer plays it to the end.")
HOLDS = exactly("You already hold a seat at this table.")
T0 = datetime.fromisoformat("2026-12-01T10:00:00+00:00")


async def with_computer(repo: Repository) -> int:
    """A started Tally: user 1 in seat "1", a computer in seat "ai-1"."""
    table = await repo.lobby.create_table(guild_id=1, channel_id=100, game_id="tally", host_id=1)
    await repo.lobby.add_ai(table.id, "normal")
    await repo.lobby.start(table.id)
    return table.id


async def test_a_person_takes_a_computers_seat(repo: Repository) -> None:
    table_id = await with_computer(repo)
    changed = await repo.tables.change_seat(
        table_id, 1, "ai-1", user_id=7, ai_level=None, away=False, resigned=False
    )
    assert changed.seats == (Seat("1", 1), Seat("ai-1", 7))
    assert changed.seat_of(7) == Seat("ai-1", 7)
    loaded = await repo.tables.load(table_id)
    assert (loaded.table, loaded.version, loaded.pending) == (changed, 2, "1")
    # The game is as it was: the engine still knows the seat as "ai-1".
    assert loaded.state.scores == {"1": 0, "ai-1": 0}
    assert (await repo.tables.replay(table_id)).matches


async def test_a_seat_is_left_to_the_computer_and_claimed_back(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    away = await repo.tables.change_seat(
        table_id, 1, "2", user_id=2, ai_level="normal", away=True, resigned=False
    )
    seat = away.seats[1]
    assert seat == Seat("2", 2, "normal", away=True)
    assert seat.is_ai and away.seat_of(2) == seat
    back = await repo.tables.change_seat(
        table_id, 2, "2", user_id=2, ai_level=None, away=False, resigned=False
    )
    assert back.seats[1] == Seat("2", 2)
    assert await repo.tables.get_table(table_id) == back
    assert (await repo.tables.load(table_id)).version == 3


async def test_a_seat_the_computer_plays_keeps_since_when(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    away = await repo.tables.change_seat(
        table_id, 1, "2", user_id=2, ai_level="normal", away=True, resigned=False, since=("turn", 3)
    )
    assert away.seats[1] == Seat("2", 2, "normal", away=True, since=("turn", 3))
    assert (await repo.tables.load(table_id)).table == away
    resigned = await repo.tables.change_seat(
        table_id, 2, "2", user_id=2, ai_level="normal", away=False, resigned=True, since=("turn", 3)
    )
    assert (await repo.tables.get_table(table_id)).seats[1] == resigned.seats[1]
    assert resigned.seats[1].since == ("turn", 3)
    with pytest.raises(ValueError, match="only a person's seat the computer plays says since"):
        await repo.tables.change_seat(
            table_id,
            3,
            "1",
            user_id=1,
            ai_level=None,
            away=False,
            resigned=False,
            since=("turn", 4),
        )


async def test_a_player_is_replaced_in_their_seat(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await act(repo, table_id, "add:1")
    changed = await repo.tables.change_seat(
        table_id, 2, "1", user_id=9, ai_level=None, away=False, resigned=False
    )
    assert changed.seats == (Seat("1", 9), Seat("2", 2))
    assert changed.seat_of(1) is None
    # The new holder plays the seat's turn.
    assert (await act(repo, table_id, "add:1")).version == 4


async def test_a_click_on_a_board_from_before_is_stale(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    await repo.tables.change_seat(
        table_id, 1, "1", user_id=1, ai_level="easy", away=True, resigned=False
    )
    state, events = TALLY.apply(loaded.state, "add:1")
    with pytest.raises(StaleVersion) as stale:
        await repo.tables.record_action(table_id, 1, "1", "add:1", state, events)
    assert (stale.value.expected_version, stale.value.current_version) == (1, 2)
    # Two claims on the same board: the second loses the compare-and-swap.
    await repo.tables.change_seat(
        table_id, 2, "1", user_id=1, ai_level=None, away=False, resigned=False
    )
    with pytest.raises(StaleVersion):
        await repo.tables.change_seat(
            table_id, 2, "1", user_id=5, ai_level=None, away=False, resigned=False
        )
    assert (await repo.tables.get_table(table_id)).seats[0] == Seat("1", 1)


async def test_a_user_holds_at_most_one_seat(repo: Repository) -> None:
    table_id = await with_computer(repo)
    with pytest.raises(AlreadySeated, match=HOLDS):
        await repo.tables.change_seat(
            table_id, 1, "ai-1", user_id=1, ai_level=None, away=False, resigned=False
        )
    # Also while the computer plays their own seat.
    await repo.tables.change_seat(
        table_id, 1, "1", user_id=1, ai_level="easy", away=True, resigned=False
    )
    with pytest.raises(AlreadySeated, match=HOLDS):
        await repo.tables.change_seat(
            table_id, 2, "ai-1", user_id=1, ai_level=None, away=False, resigned=False
        )
    assert (await repo.tables.load(table_id)).version == 2


async def test_a_resigned_seat_is_the_computers_to_the_end(repo: Repository) -> None:
    table_id = await with_computer(repo)
    resigned = await repo.tables.change_seat(
        table_id, 1, "1", user_id=1, ai_level="normal", away=False, resigned=True
    )
    assert resigned.seats[0] == Seat("1", 1, "normal", resigned=True)
    assert resigned.seats[0].is_ai
    # Not theirs any more: they hold no seat of the table.
    assert resigned.seat_of(1) is None
    for user_id in (1, 8):
        with pytest.raises(SeatResigned, match=RESIGNED):
            await repo.tables.change_seat(
                table_id, 2, "1", user_id=user_id, ai_level=None, away=False, resigned=False
            )
    with pytest.raises(SeatResigned, match=RESIGNED):
        await repo.tables.change_seat(
            table_id, 2, "1", user_id=1, ai_level="normal", away=True, resigned=False
        )
    message = "You resigned from this game: you cannot take another seat."
    with pytest.raises(SeatResigned, match=exactly(message)):
        await repo.tables.change_seat(
            table_id, 2, "ai-1", user_id=1, ai_level=None, away=False, resigned=False
        )
    assert (await repo.tables.get_table(table_id)) == resigned


async def test_only_its_player_resigns_a_seat(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    with pytest.raises(NotSeated, match=exactly("Only the player in this seat can resign it.")):
        await repo.tables.change_seat(
            table_id, 1, "1", user_id=2, ai_level="normal", away=False, resigned=True
        )


async def test_a_seat_that_is_not_there_or_a_game_not_in_play(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    with pytest.raises(NotSeated, match=exactly("This table has no seat 'ai-3'.")):
        await repo.tables.change_seat(
            table_id, 1, "ai-3", user_id=5, ai_level=None, away=False, resigned=False
        )
    lobby = await repo.lobby.create_table(guild_id=1, channel_id=5, game_id="tally", host_id=1)
    with pytest.raises(GameNotRunning, match=exactly("The game has not started yet.")):
        await repo.tables.change_seat(
            lobby.id, 0, "1", user_id=5, ai_level=None, away=False, resigned=False
        )
    await repo.lobby.abort(table_id)
    with pytest.raises(GameNotRunning, match=exactly("This game was aborted.")):
        await repo.tables.change_seat(
            table_id, 1, "1", user_id=5, ai_level=None, away=False, resigned=False
        )
    with pytest.raises(TableNotFound):
        await repo.tables.change_seat(
            99, 1, "1", user_id=5, ai_level=None, away=False, resigned=False
        )


@pytest.mark.parametrize(
    ("user_id", "ai_level", "away", "resigned", "message"),
    [
        (None, None, False, False, "a seat needs a player (user_id) or a computer (ai_level)"),
        (
            None,
            "easy",
            True,
            False,
            "an away or resigned seat keeps its player's user_id and names the computer's ai_level",
        ),
        (
            2,
            None,
            False,
            True,
            "an away or resigned seat keeps its player's user_id and names the computer's ai_level",
        ),
        (2, "easy", True, True, "a resigned seat is not away: nobody may claim it back"),
        (
            2,
            "easy",
            False,
            False,
            "a seat is played by a person or by the computer, not both "
            "(away=True for a person's seat the computer plays)",
        ),
    ],
)
async def test_a_seat_nobody_could_play_is_a_bug(
    repo: Repository,
    user_id: int | None,
    ai_level: str | None,
    away: bool,
    resigned: bool,
    message: str,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    with pytest.raises(ValueError, match=exactly(message)):
        await repo.tables.change_seat(
            table_id, 1, "2", user_id=user_id, ai_level=ai_level, away=away, resigned=resigned
        )
    assert (await repo.tables.load(table_id)).version == 1


async def test_effects_and_jobs_go_with_the_change(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.outbox.schedule_jobs(table_id, [JobSpec("timeout", T0)])
    # Without jobs the turn's deadlines still hold, at the new version.
    await repo.tables.change_seat(
        table_id,
        1,
        "2",
        user_id=2,
        ai_level="easy",
        away=True,
        resigned=False,
        effects=[Effect("sync-dms", {})],
    )
    assert [(j.kind, j.version) for j in await repo.outbox.jobs(table_id)] == [("timeout", 2)]
    await repo.tables.change_seat(
        table_id,
        2,
        "1",
        user_id=1,
        ai_level="easy",
        away=True,
        resigned=False,
        jobs=[JobSpec("run-ai", T0 + timedelta(seconds=1))],
    )
    assert [(j.kind, j.version) for j in await repo.outbox.jobs(table_id)] == [("run-ai", 3)]
    assert [(i.kind, i.version) for i in await repo.outbox.pending_effects(table_id)] == [
        ("sync-dms", 2)
    ]


async def test_a_resigned_seat_is_kept_as_such_in_the_result(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, options={"rounds": 1})
    await act(repo, table_id, "add:1")
    await repo.tables.change_seat(
        table_id, 2, "2", user_id=2, ai_level="easy", away=False, resigned=True
    )
    await act(repo, table_id, "pass")
    last = await act(repo, table_id, "pass")
    assert last.finished
    assert (await repo.tables.get_table(table_id)).status is TableStatus.FINISHED
    assert await repo.standings.results(table_id) == [
        SeatResult(Seat("1", 1), 1.0, True),
        SeatResult(Seat("2", 2, "easy", resigned=True), 0.0, False, resigned=True),
    ]
