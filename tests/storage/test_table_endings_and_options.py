"""A game ended by a decision outside its rules (a resignation): its result as given."""

from __future__ import annotations

import pytest

from rules.core import Result
from storage.errors import GameNotRunning, NotInLobby, StaleVersion
from storage.models import Effect, TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import start_table


async def test_concede_stores_the_result_and_finishes_the_table(repo: Repository) -> None:
    loaded = await repo.tables.load(await start_table(repo, "tally", 2, seed=42))
    a, b = loaded.table.seat_ids
    await repo.tables.change_seat(
        loaded.table.id,
        loaded.version,
        a,
        user_id=int(a),
        ai_level="normal",
        away=False,
        resigned=True,
    )
    result = Result({a: 0.0, b: 1.0}, [b], {a: {"resigned": True}})
    with pytest.raises(StaleVersion):
        await repo.tables.concede(loaded.table.id, loaded.version, result)
    table = await repo.tables.concede(
        loaded.table.id, loaded.version + 1, result, effects=[Effect("board", {"new": True})]
    )
    assert table.status is TableStatus.FINISHED
    lines = await repo.standings.results(table.id)
    assert [(r.seat.id, r.score, r.winner, r.resigned) for r in lines] == [
        (a, 0.0, False, True),
        (b, 1.0, True, False),
    ]
    assert lines[0].details == {"resigned": True}
    assert [(i.kind, i.version) for i in await repo.outbox.pending_effects(table.id)][-1] == (
        "board",
        loaded.version + 2,
    )
    assert await repo.outbox.jobs(table.id) == []
    with pytest.raises(GameNotRunning):
        await repo.tables.concede(table.id, loaded.version + 2, result)


async def test_a_lobby_takes_new_options_until_it_starts(repo: Repository) -> None:
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=100, game_id="tally", host_id=1, options={"rounds": 2}
    )
    changed = await repo.lobby.configure(table.id, {"rounds": 3, "turn_minutes": 60})
    assert changed.options == {"rounds": 3, "turn_minutes": 60}
    assert (await repo.tables.get_table(table.id)).options == {"rounds": 3, "turn_minutes": 60}
    await repo.lobby.join(table.id, 2)
    await repo.lobby.start(table.id)
    with pytest.raises(NotInLobby, match=r"The game has already started\."):
        await repo.lobby.configure(table.id, {"rounds": 9})
    assert (await repo.tables.get_table(table.id)).options == {"rounds": 3, "turn_minutes": 60}
