"""A game ended by a decision outside its rules (a resignation): its result as given."""

from __future__ import annotations

import pytest

from rules.core import Result
from storage.errors import GameNotRunning, StaleVersion
from storage.models import Effect, TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import start_table


async def test_concede_stores_the_result_and_finishes_the_table(repo: Repository) -> None:
    loaded = await repo.load(await start_table(repo, "tally", 2, seed=42))
    a, b = loaded.table.seat_ids
    await repo.change_seat(
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
        await repo.concede(loaded.table.id, loaded.version, result)
    table = await repo.concede(
        loaded.table.id, loaded.version + 1, result, effects=[Effect("board", {"new": True})]
    )
    assert table.status is TableStatus.FINISHED
    lines = await repo.results(table.id)
    assert [(r.seat.id, r.score, r.winner, r.resigned) for r in lines] == [
        (a, 0.0, False, True),
        (b, 1.0, True, False),
    ]
    assert lines[0].details == {"resigned": True}
    assert [(i.kind, i.version) for i in await repo.pending_effects(table.id)][-1] == (
        "board",
        loaded.version + 2,
    )
    assert await repo.jobs(table.id) == []
    with pytest.raises(GameNotRunning):
        await repo.concede(table.id, loaded.version + 2, result)
