"""Replay: full seeded random games of every registered game, rebuilt from seed + log, equal the
snapshots the repository stored."""

from __future__ import annotations

import pytest

from rules import registry
from storage.models import TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import (
    act,
    engines,
    forge_log,
    forge_snapshot,
    play_random,
    start_table,
)
from tests.storage.toy_game import TALLY

CASES = [
    pytest.param(game, players, seed, id=f"{game}-{players}p-{seed}")
    for game in ["tally", *registry.games()]
    for players in range(engines(game).min_players, engines(game).max_players + 1)
    for seed in (1, 2)
]


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES)
async def test_replay_of_a_full_random_game(
    repo: Repository, game_id: str, players: int, seed: int
) -> None:
    engine = engines(game_id)
    # random players can lock The Builders' crews for good: a simulation's guard ends the game
    options = dict(engine.simulation_options)
    table_id = await start_table(repo, game_id, players, seed=seed, options=options)
    # Check the snapshot part-way through the game as well as at its end.
    played = await play_random(repo, table_id, seed=seed, limit=10)
    midway = await repo.tables.replay(table_id)
    assert midway.matches, midway.error
    assert midway.actions == 10
    played += await play_random(repo, table_id, seed=seed + 100)

    report = await repo.tables.replay(table_id)
    assert report.matches, report.error
    assert report.actions == len(played) == len(await repo.tables.action_log(table_id))
    loaded = await repo.tables.load(table_id)
    assert loaded.table.status is TableStatus.FINISHED
    assert engine.dump(report.replayed) == engine.dump(loaded.state)
    result = engine.result(loaded.state)
    assert result is not None
    assert {r.seat.id: r.score for r in await repo.standings.results(table_id)} == result.scores
    assert [r.seat.id for r in await repo.standings.results(table_id) if r.winner] == result.winners


async def test_replay_reports_a_snapshot_that_differs(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await act(repo, table_id, "add:1")
    forged = TALLY.apply(TALLY.new_game(["1", "2"], 42), "add:2")[0]
    await forge_snapshot(repo, table_id, TALLY.dump(forged))
    report = await repo.tables.replay(table_id)
    assert not report.matches
    assert (report.error, report.replayed.scores, report.snapshot.scores) == (
        None,
        {"1": 1, "2": 0},
        {"1": 2, "2": 0},
    )


async def test_replay_reports_a_log_that_cannot_be_replayed(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await act(repo, table_id, "pass")
    await forge_log(repo, table_id, seat="2")
    report = await repo.tables.replay(table_id)
    assert not report.matches
    assert report.error == (
        "action #1 ('pass') was logged for seat 2, but the replayed game was waiting for 1"
    )
    await forge_log(repo, table_id, seat="1", action_id="fly")
    assert (await repo.tables.replay(table_id)).error == (
        "action #1 ('fly') is illegal: 'fly' is not a legal action now."
    )


async def test_replay_of_a_lobby(repo: Repository) -> None:
    table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    report = await repo.tables.replay(table.id)
    assert not report.matches
    assert report.error == "the table has no snapshot (it never started)"
