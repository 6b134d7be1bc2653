"""The end of a turn, of a round and of the game (§9, §10): the 17-VP trigger finishes the
round so that everyone has had as many turns, which is the game's only end (as in the
rulebook: a table where nobody builds is moved along by the turn clock and the players; only a
simulation sets ``stall_rounds``, a guard against random players' locked tables), and the
result of a game that is over (final scoring: cards.settle)."""

from __future__ import annotations

from rules.builders_antiquity import data
from rules.builders_antiquity import events as said
from rules.builders_antiquity.cards import settle, top_seats, victory_points
from rules.builders_antiquity.state import BuildersState
from rules.core import Event, Result


def end_turn(state: BuildersState) -> list[Event]:
    player = state.players[state.current]
    events = [Event(said.ENDED, player.seat, routine=True)]
    if not state.end_triggered and victory_points(player) >= data.END_TRIGGER_VP:
        state.end_triggered = True
        events.append(Event(said.REACHED, player.seat))
    n = len(state.seats)
    last_of_round = state.current == (state.start - 1) % n
    if last_of_round and state.end_triggered:
        state.over = True
        events.append(Event(said.OVER))
        return events
    guard = state.stall_rounds
    if last_of_round and guard is not None and state.round - state.progress_round >= guard:
        state.over = state.stalled = True  # a simulation's guard, never a table's rule
        events.append(Event(said.STALLED))
        events.append(Event(said.OVER))
        return events
    state.current = (state.current + 1) % n
    if last_of_round:
        state.round += 1
    state.actions_left = data.FREE_ACTIONS
    state.invested = False
    state.sent = {}
    return events


def final_result(state: BuildersState) -> Result:
    """The scores (kept in tenths until now, so ties stay exact) and the winners: every seat
    on the top score."""
    details = {p.seat: settle(p) for p in state.players}
    tenths = {seat: d["score_tenths"] for seat, d in details.items()}
    return Result(
        scores={seat: t / 10 for seat, t in tenths.items()},
        winners=top_seats(state.seats, tenths),
        details=details,
    )
