"""The in-memory repository never waits: every call is done the moment it is first run, so
headless tests on it take no thread, no timer and no trip through the event loop."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any, TypeVar

from rules.core import derived_rng
from storage.memory import MemoryRepository, open_memory
from tests.storage.storage_helpers import engines

T = TypeVar("T")


def at_once(call: Coroutine[Any, Any, T]) -> T:
    """The value of a coroutine that completes without suspending (else the test fails)."""
    try:
        call.send(None)
    except StopIteration as done:
        value: T = done.value
        return value
    call.close()
    raise AssertionError(f"{call!r} waited for something")


def test_a_whole_game_runs_without_waiting() -> None:
    repo: MemoryRepository = at_once(open_memory(engines=engines))
    engine = engines("aqua-romana")
    table = at_once(
        repo.lobby.create_table(guild_id=1, channel_id=5, game_id="aqua-romana", host_id=1, seed=9)
    )
    at_once(repo.lobby.join(table.id, 2))
    at_once(repo.lobby.add_ai(table.id))
    loaded = at_once(repo.lobby.start(table.id, shuffle_seats=True))
    state, version = loaded.state, loaded.version
    rng = derived_rng(9, "memory-test")
    at_once(repo.messages.set_message(table.id, "board", channel_id=5, message_id=77))
    while (seat := engine.pending(state)) is not None:
        action = rng.choice(engine.legal_actions(state))
        state, events = engine.apply(state, action)
        version = at_once(
            repo.tables.record_action(table.id, version, seat, action.id, state, events)
        ).version
    assert at_once(repo.tables.load(table.id)).state == state
    assert at_once(repo.tables.replay(table.id)).matches
    result = engine.result(state)
    assert result is not None
    assert {r.seat.id: r.score for r in at_once(repo.standings.results(table.id))} == result.scores
    assert len(at_once(repo.tables.action_log(table.id))) == version - 1
    assert at_once(repo.messages.find_message(77)) is not None
    assert at_once(repo.tables.list_open_tables()) == []
    at_once(repo.close())
