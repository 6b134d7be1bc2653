"""Rebuilding a game from its seed and action log (engine only, no SQL).

Engines are deterministic: the same seats, seed, options and action ids give the same state.
Replay is how a snapshot is audited and how undo finds the state before an action.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules.core import Engine, IllegalAction
from storage.models import LoggedAction, ReplayReport, Table

__all__ = ["ReplayError", "rebuild", "report"]


class ReplayError(Exception):
    """The log cannot be replayed: an action by the wrong seat, or one the engine refuses."""


def rebuild(engine: Engine[Any], table: Table, actions: Iterable[tuple[int, str, str]]) -> Any:
    """The state after ``actions`` — (seq, seat, action id) in order — from the table's start."""
    state = engine.new_game(table.seat_ids, table.seed, table.options)
    for seq, seat, action_id in actions:
        pending = engine.pending(state)
        if pending != seat:
            raise ReplayError(
                f"action #{seq} ({action_id!r}) was logged for seat {seat}, "
                f"but the replayed game was waiting for {pending}"
            )
        try:
            state, _ = engine.apply(state, action_id)
        except IllegalAction as error:
            raise ReplayError(f"action #{seq} ({action_id!r}) is illegal: {error.reason}") from None
    return state


def report(
    engine: Engine[Any], table: Table, live_log: Sequence[LoggedAction], snapshot: str | None
) -> ReplayReport:
    """Replay ``live_log`` (the actions not undone) and set the result next to ``snapshot``,
    the stored dump (None when the table never started)."""
    if snapshot is None:
        error = "the table has no snapshot (it never started)"
        return ReplayReport(table.id, len(live_log), None, None, error)
    stored = engine.load(snapshot)
    try:
        replayed = rebuild(engine, table, [(a.seq, a.seat, a.action_id) for a in live_log])
    except ReplayError as failure:
        return ReplayReport(table.id, len(live_log), None, stored, str(failure))
    return ReplayReport(table.id, len(live_log), replayed, stored)
