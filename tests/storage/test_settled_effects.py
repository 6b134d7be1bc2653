"""A message that shows what effects were queued for settles them: a board drawn at version N
is what every board effect queued at N or before asked for, so they are done when it is
remembered, and no delivery reads them only to find so."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import pytest

from rules.core import Event
from storage.errors import StaleVersion, TableNotFound
from storage.models import Effect, LoadedTable, MessageRef, Recorded, Shown
from storage.repository import Repository
from storage.table_policy import now
from tests.storage.storage_helpers import act, engines, start_table
from tests.storage.toy_game import TALLY

BOARD = Effect("board", {})
NEW_BOARD = Effect("board", {"new": True})
DMS = Effect("dms", {})


async def test_a_board_remembered_at_a_version_settles_the_board_effects_up_to_it(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    other_id = await start_table(repo, "tally", 2, seed=43, channel_id=101)
    old_board, old_dms = await repo.outbox.queue_effects(table_id, [NEW_BOARD, DMS])
    await act(repo, table_id, "add:1")
    shown = (await repo.tables.load(table_id)).version
    board, dms = await repo.outbox.queue_effects(table_id, [BOARD, DMS])
    await act(repo, table_id, "add:1")
    later, later_dms = await repo.outbox.queue_effects(table_id, [BOARD, DMS])
    [elsewhere] = await repo.outbox.queue_effects(other_id, [BOARD])
    await repo.messages.set_message(
        table_id, "board", channel_id=100, message_id=500, version=shown, settles="board"
    )
    pending = await repo.outbox.pending_effects(table_id)
    # the board effects of the version shown and before are gone; a later version's stays,
    # and so does every other kind, and every other table's
    assert pending == [old_dms, dms, later, later_dms]
    assert (old_board.version, board.version, later.version) == (shown - 1, shown, shown + 1)
    assert await repo.outbox.pending_effects(other_id) == [elsewhere]
    [message] = await repo.messages.messages(table_id)
    assert (message.message_id, message.version) == (500, shown)


async def test_without_settles_or_a_version_nothing_is_settled(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    queued = await repo.outbox.queue_effects(table_id, [BOARD])
    version = (await repo.tables.load(table_id)).version
    await repo.messages.set_message(
        table_id, "board", channel_id=100, message_id=500, version=version
    )
    await repo.messages.set_message(
        table_id, "board", channel_id=100, message_id=501, settles="board"
    )
    assert await repo.outbox.pending_effects(table_id) == queued


async def test_a_message_of_a_table_that_is_not_there_is_refused(repo: Repository) -> None:
    with pytest.raises(TableNotFound):
        await repo.messages.set_message(404, "board", 1, 2, version=1, settles="board")


async def test_a_lease_that_finds_nothing_due_takes_nothing(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [item] = await repo.outbox.queue_effects(table_id, [BOARD])
    at = now()
    await repo.outbox.effect_later(item.id, at + timedelta(minutes=1), "HTTPException: 503")
    assert await repo.outbox.lease_effects(table_id, at, at + timedelta(minutes=5)) == []
    [pending] = await repo.outbox.pending_effects(table_id)
    assert (pending.due_at, pending.attempts) == (at + timedelta(minutes=1), 1)


async def test_effects_done_are_gone_and_the_others_stay(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    items = await repo.outbox.queue_effects(table_id, [BOARD, DMS, BOARD])
    await repo.outbox.effect_done(
        [items[0].id, items[2].id, 999]
    )  # an id gone already is passed over
    assert await repo.outbox.pending_effects(table_id) == [items[1]]


async def add_one(
    repo: Repository, loaded: LoadedTable, state: Any, events: Sequence[Event], **options: Any
) -> Recorded:
    """The pending seat's "add:1" (``state``, ``events``) stored on ``loaded``."""
    assert loaded.pending is not None
    return await repo.tables.record_action(
        loaded.table.id, loaded.version, loaded.pending, "add:1", state, events, **options
    )


async def test_a_board_shown_is_remembered_with_the_next_action_and_settles_its_effects(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    [board] = await repo.outbox.queue_effects(table_id, [BOARD])
    loaded = await repo.tables.load(table_id)
    assert loaded.pending is not None
    state, events = TALLY.apply(loaded.state, "add:1")
    shown = Shown(MessageRef(table_id, "board", None, 100, 500, loaded.version), "board")
    stale = loaded.version - 1
    # refused: nothing is written, the board is neither remembered nor settled
    with pytest.raises(StaleVersion):
        await repo.tables.record_action(
            table_id, stale, loaded.pending, "add:1", state, events, shown=[shown]
        )
    assert await repo.messages.messages(table_id) == []
    assert await repo.outbox.pending_effects(table_id) == [board]
    recorded = await add_one(
        repo, loaded, state, events, effects=[BOARD], shown=[shown], with_messages=True
    )
    assert await repo.messages.messages(table_id) == [shown.ref]
    # the board effect it showed is done; the one the action queued (a newer version) is not
    [queued] = await repo.outbox.pending_effects(table_id)
    assert (queued.kind, queued.version) == ("board", recorded.version)
    # and the action says so itself, as its transaction left them: its delivery reads nothing
    assert recorded.pending == (queued,)
    assert recorded.messages == (shown.ref,)


async def test_an_action_returns_every_pending_effect_and_message_of_its_table(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    other_id = await start_table(repo, "tally", 2, seed=43, channel_id=101)
    [waiting] = await repo.outbox.queue_effects(table_id, [DMS])
    await repo.outbox.effect_later(waiting.id, now() + timedelta(minutes=1), "HTTPException: 503")
    await repo.outbox.queue_effects(other_id, [BOARD])
    lobby = MessageRef(table_id, "lobby", None, 100, 400, None)
    summary = MessageRef(table_id, "summary", 7, 900, 501, 1)
    await repo.messages.set_message(table_id, "summary", 900, 501, 7, version=1)
    await repo.messages.set_message(table_id, "lobby", 100, 400)
    await repo.messages.set_message(other_id, "board", 101, 600, version=1)
    loaded = await repo.tables.load(table_id)
    assert loaded.pending is not None
    state, events = engines(loaded.table.game_id).apply(loaded.state, "add:1")
    recorded = await add_one(repo, loaded, state, events, effects=[BOARD, DMS], with_messages=True)
    # a failed one waiting to be tried again too, oldest first; none of another table's
    assert recorded.pending == tuple(await repo.outbox.pending_effects(table_id))
    assert [(i.kind, i.version, i.attempts) for i in recorded.pending] == [
        ("dms", loaded.version, 1),
        ("board", recorded.version, 0),
        ("dms", recorded.version, 0),
    ]
    assert recorded.messages == tuple(await repo.messages.messages(table_id))
    assert recorded.messages == (lobby, summary)
    # the messages only when asked for
    state, events = engines(loaded.table.game_id).apply(state, "add:1")
    unasked = await repo.tables.record_action(
        table_id, recorded.version, loaded.pending, "add:1", state, events
    )
    assert unasked.messages is None
    assert unasked.pending == recorded.pending


async def test_effects_done_with_the_messages_their_delivery_showed(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    dms, board = await repo.outbox.queue_effects(table_id, [DMS, BOARD])
    summary = MessageRef(table_id, "summary", 1, 900, 501, 1)
    await repo.outbox.effect_done([dms.id], shown=[Shown(summary)])
    assert await repo.messages.messages(table_id) == [summary]
    assert await repo.outbox.pending_effects(table_id) == [board]
    # nothing done, something shown: remembered all the same
    newer = MessageRef(table_id, "summary", 1, 900, 501, 2)
    await repo.outbox.effect_done([], shown=[Shown(newer)])
    assert await repo.messages.messages(table_id) == [newer]
    assert await repo.outbox.pending_effects(table_id) == [board]


async def test_a_message_shown_of_a_table_that_is_not_there_is_refused(repo: Repository) -> None:
    """As set_message refuses it: the table is not found, and nothing is done or remembered."""
    table_id = await start_table(repo, "tally", 2, seed=42)
    [board] = await repo.outbox.queue_effects(table_id, [BOARD])
    gone = Shown(MessageRef(404, "summary", 1, 900, 501, 1))
    with pytest.raises(TableNotFound):
        await repo.outbox.effect_done([board.id], shown=[gone])
    assert await repo.outbox.pending_effects(table_id) == [board]
    assert await repo.messages.messages(404) == []
