"""What the service keeps of a table between two reads: each view of a state is made once,
and the recent moves follow the actions this process records instead of the log being read
again."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.service import TableService
from bot.service.outcomes import LobbyChanged, Played, Started
from bot.table_settings import LobbyOptions
from rules.core import Event
from storage.models import LoadedTable
from tests.service.conftest import ALICE, BOB, A, B
from tests.toy import ENGINE


async def started_table(service: TableService) -> LoadedTable:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False, level="random")
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    return started.loaded


async def test_a_view_is_made_once_per_state_and_seat(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = await started_table(service)
    made: list[str | None] = []
    real = ENGINE.view_model

    def counted(state: Any, seat: str | None) -> Any:
        made.append(seat)
        return real(state, seat)

    monkeypatch.setattr(ENGINE, "view_model", counted)
    public = service.replays.view(loaded, None)
    assert service.replays.view(loaded, None) is public
    assert service.replays.public_view(loaded) is public
    assert service.replays.view(loaded, A) == real(loaded.state, A)
    assert service.replays.view(loaded, A) is service.replays.view(loaded, A)
    assert made == [None, A]
    # the same version read again holds another state object: its view is made anew, as the
    # version alone cannot tell that nothing changed
    again = replace(loaded, state=ENGINE.load(ENGINE.dump(loaded.state)))
    assert service.replays.view(again, None) == public
    assert made == [None, A, None]


async def test_only_the_latest_views_are_kept(service: TableService) -> None:
    service.replays._views.size = 2
    loaded = await started_table(service)
    first = service.replays.view(loaded, None)
    service.replays.view(loaded, A)
    service.replays.view(loaded, B)
    assert len(service.replays._views) == 2
    assert service.replays.view(loaded, None) is not first  # the oldest went first


async def test_the_recent_moves_follow_the_actions_without_reading_the_log(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    took = await service.turns.play(ALICE, table_id, 1, ["take:2"], clicked_board=True)
    assert isinstance(took, Played)
    assert await service.replays.recent(took.loaded) == [Event("took 2", A)]
    reads: list[int] = []
    real = service.ctx.repo.tables.action_log

    async def counted(table: int, **kwargs: Any) -> Any:
        reads.append(table)
        return await real(table, **kwargs)

    monkeypatch.setattr(service.ctx.repo.tables, "action_log", counted)
    played = await service.turns.play(ALICE, table_id, 2, ["pass"], clicked_board=True)
    assert isinstance(played, Played)
    assert await service.replays.recent(played.loaded) == [Event("took 2", A)]
    assert await service.replays.turn_so_far(played.loaded, A) == [Event("took 2", A)]
    again = await service.turns.play(BOB, table_id, 3, ["take:1"], clicked_board=True)
    assert isinstance(again, Played)
    assert await service.replays.recent(again.loaded) == [Event("took 2", A), Event("took 1", B)]
    assert reads == []
    # moves kept for another version than the one an action starts from are read again
    service.replays.forget_recent(table_id)
    assert await service.replays.recent(again.loaded) == [Event("took 2", A), Event("took 1", B)]
    assert reads == [table_id]
