"""What a repository hands out is the caller's own: changing it changes nothing stored, and
what the caller passed in is stored as it was then."""

from __future__ import annotations

from dataclasses import replace

from storage.repository import Repository
from tests.storage.storage_helpers import act, start_table
from tests.storage.toy_game import TALLY


async def test_a_state_read_back_is_a_fresh_object(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    again = await repo.tables.load(table_id)
    assert again.state == loaded.state and again.state is not loaded.state
    loaded.state.scores["1"] = 99
    loaded.state.deck.clear()
    assert (await repo.tables.load(table_id)).state == TALLY.new_game(["1", "2"], 42)


async def test_a_recorded_state_is_stored_as_it_was_recorded(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:1")
    await repo.tables.record_action(table_id, 1, "1", "add:1", state, events)
    state.scores["1"] = 50
    assert (await repo.tables.load(table_id)).state.scores == {"1": 1, "2": 0}


async def test_options_and_seats_handed_out_are_copies(repo: Repository) -> None:
    options = {"rounds": 3}
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=100, game_id="tally", host_id=1, seed=42, options=options
    )
    options["rounds"] = 7
    table.options["rounds"] = 8
    assert (await repo.tables.get_table(table.id)).options == {"rounds": 3}
    opened = await repo.tables.list_open_tables()
    opened[0].options.clear()
    assert await repo.tables.table_in_channel(100) == replace(table, options={"rounds": 3})


async def test_options_come_back_as_json_values(repo: Repository) -> None:
    """Both backends store options as JSON: a tuple comes back a list."""
    table = await repo.lobby.create_table(
        guild_id=1,
        channel_id=100,
        game_id="tally",
        host_id=1,
        options={"rounds": 2, "pair": (1, 2)},
    )
    expected = {"rounds": 2, "pair": [1, 2]}
    assert table.options == expected
    assert (await repo.tables.get_table(table.id)).options == expected


async def test_result_details_handed_out_are_copies(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, options={"rounds": 1})
    for action_id in ("add:1", "pass", "add:1"):
        await act(repo, table_id, action_id)
    assert (await act(repo, table_id, "pass")).finished
    first = await repo.standings.results(table_id)
    first[0].details["forged"] = True
    assert [r.details for r in await repo.standings.results(table_id)] == [{}, {}]
