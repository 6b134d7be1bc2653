"""Undo: back to the state before the pending player's last action, within their turn, and never
past hidden information that was revealed."""

from __future__ import annotations

from typing import Any

import pytest

from rules import registry
from rules.core import derived_rng
from storage.errors import GameNotRunning, StaleVersion, UndoRefused
from storage.repository import Repository
from tests.storage.storage_helpers import act, engines, exactly, start_table
from tests.storage.toy_game import TALLY

NOTHING = exactly("You have no action to undo in this turn.")
NOT_YOUR_TURN = exactly("You can only undo during your own turn.")


@pytest.fixture
async def table_id(repo: Repository) -> int:
    return await start_table(repo, "tally", 2, seed=42)


async def test_undo_returns_to_the_state_before_the_action(repo: Repository, table_id: int) -> None:
    start = (await repo.tables.load(table_id)).state
    await act(repo, table_id, "add:1")
    undone = await repo.tables.undo(table_id, 2, "1")
    assert (undone.version, undone.seq, undone.seat, undone.action_id) == (3, 1, "1", "add:1")
    assert (undone.state, undone.pending) == (start, "1")
    loaded = await repo.tables.load(table_id)
    assert (loaded.version, loaded.state, loaded.pending) == (3, start, "1")
    assert await repo.tables.action_log(table_id) == []
    [row] = await repo.tables.action_log(table_id, include_undone=True)
    assert row.action_id == "add:1" and row.undone_at is not None
    # The log keeps counting: the next action is #2, and replay skips the undone one.
    recorded = await act(repo, table_id, "add:2")
    assert (recorded.seq, recorded.version) == (2, 4)
    report = await repo.tables.replay(table_id)
    assert report.matches and report.actions == 1


async def test_undo_steps_back_through_the_whole_turn(repo: Repository, table_id: int) -> None:
    start = (await repo.tables.load(table_id)).state
    await act(repo, table_id, "add:1")
    await act(repo, table_id, "add:1")
    assert (await repo.tables.undo(table_id, 3, "1")).state.scores == {"1": 1, "2": 0}
    assert (await repo.tables.load(table_id)).state.adds == 1
    assert (await repo.tables.undo(table_id, 4, "1")).state == start
    with pytest.raises(UndoRefused, match=NOTHING):
        await repo.tables.undo(table_id, 5, "1")


async def test_an_undone_board_cannot_be_clicked(repo: Repository, table_id: int) -> None:
    await act(repo, table_id, "add:1")
    shown = await repo.tables.load(table_id)
    await repo.tables.undo(table_id, shown.version, "1")
    state, events = TALLY.apply(shown.state, "pass")
    with pytest.raises(StaleVersion):
        await repo.tables.record_action(table_id, shown.version, "1", "pass", state, events)


async def test_no_undo_past_a_revealed_card(repo: Repository, table_id: int) -> None:
    await act(repo, table_id, "draw")
    await act(repo, table_id, "add:1")
    await repo.tables.undo(table_id, 3, "1")  # the +1 came after the card: fine
    with pytest.raises(
        UndoRefused,
        match=exactly(
            "Your last action revealed hidden information (a card was drawn or shown), "
            "so it cannot be undone."
        ),
    ):
        await repo.tables.undo(table_id, 4, "1")
    assert [a.action_id for a in await repo.tables.action_log(table_id)] == ["draw"]
    assert (await repo.tables.load(table_id)).version == 4


async def test_no_undo_once_the_turn_has_passed(repo: Repository, table_id: int) -> None:
    await act(repo, table_id, "add:1")
    await act(repo, table_id, "pass")
    with pytest.raises(UndoRefused, match=NOT_YOUR_TURN):
        await repo.tables.undo(table_id, 3, "1")
    with pytest.raises(UndoRefused, match=NOTHING):
        await repo.tables.undo(table_id, 3, "2")


async def test_no_undo_past_another_players_decision(repo: Repository, table_id: int) -> None:
    # 1 scores 2, 2 must decide whether to block it; then it is 1's decision again.
    await act(repo, table_id, "add:2")
    with pytest.raises(UndoRefused, match=NOT_YOUR_TURN):
        await repo.tables.undo(table_id, 2, "1")
    await act(repo, table_id, "block")
    assert (await repo.tables.load(table_id)).pending == "1"
    with pytest.raises(UndoRefused, match=NOTHING):
        await repo.tables.undo(table_id, 3, "1")
    with pytest.raises(UndoRefused, match=NOT_YOUR_TURN):
        await repo.tables.undo(table_id, 3, "2")


async def test_undo_with_a_stale_version(repo: Repository, table_id: int) -> None:
    await act(repo, table_id, "add:1")
    with pytest.raises(StaleVersion):
        await repo.tables.undo(table_id, 1, "1")
    assert len(await repo.tables.action_log(table_id)) == 1


async def test_no_undo_in_a_finished_game(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, options={"rounds": 1})
    for action_id in ("add:1", "pass", "add:1"):
        await act(repo, table_id, action_id)
    assert (await act(repo, table_id, "pass")).finished
    with pytest.raises(GameNotRunning, match=exactly("This game is over.")):
        await repo.tables.undo(table_id, 5, "2")


@pytest.mark.parametrize("game_id", registry.games())
async def test_undo_in_random_games_of_every_game(repo: Repository, game_id: str) -> None:
    """Undo is tried before every third decision of a seeded random game. Where the rule allows
    it, the state goes back to the one before the last action, and replaying that action gives
    the same state again; elsewhere it is refused and nothing changes."""
    engine = engines(game_id)
    table_id = await start_table(repo, game_id, engine.max_players, seed=3)
    rng = derived_rng(3, "undo-test")
    loaded = await repo.tables.load(table_id)
    state, version = loaded.state, loaded.version
    # (seat, reveals, state before) of every live action.
    history: list[tuple[str, bool, Any]] = []
    allowed = refused = 0
    for step in range(300):
        seat = engine.pending(state)
        if seat is None:
            break
        if step % 3 == 0 and history:
            last_seat, last_reveals, before = history[-1]
            if last_seat == seat and not last_reveals:
                undone = await repo.tables.undo(table_id, version, seat)
                assert undone.state == before
                allowed += 1
                redone, events = engine.apply(before, undone.action_id)
                assert redone == state
                version = (
                    await repo.tables.record_action(
                        table_id, undone.version, seat, undone.action_id, redone, events
                    )
                ).version
            else:
                with pytest.raises(UndoRefused):
                    await repo.tables.undo(table_id, version, seat)
                refused += 1
        action = rng.choice(engine.legal_actions(state))
        after, events = engine.apply(state, action)
        version = (
            await repo.tables.record_action(table_id, version, seat, action.id, after, events)
        ).version
        history.append((seat, any(e.reveals for e in events), state))
        state = after
    assert allowed > 0 and refused > 0, (allowed, refused)
    report = await repo.tables.replay(table_id)
    assert report.matches and report.replayed == state
