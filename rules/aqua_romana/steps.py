"""What each decision does, phase by phase (phases.py): the step that the chosen option takes,
read from its id (actions.py). A step leads to the next decision of the turn, or on to the
rest of the turn (turns.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from rules.aqua_romana import actions as act
from rules.aqua_romana import events as ev
from rules.aqua_romana.actions import Choice
from rules.aqua_romana.building import build
from rules.aqua_romana.data import tile_code
from rules.aqua_romana.events import event
from rules.aqua_romana.geometry import next_free
from rules.aqua_romana.phases import Phase
from rules.aqua_romana.state import AquaState, own_workman, workman_index
from rules.aqua_romana.turns import begin_turn, claim, finish_turn, next_claim, offer_close
from rules.core import Event


def take_step(state: AquaState, choice: Choice | None) -> list[Event]:
    # ``choice`` comes from one of the legal actions, so it fits the phase.
    return _STEPS[state.phase](state, choice)


# ----- the decisions that narrow the next one down (phases.py) --------------------------------


def _narrow(state: AquaState, choice: Choice | None) -> list[Event]:
    """A builder type and side, a workman, his builder, the fountain tile's column or square:
    the choice is noted and the next question asked."""
    match choice:
        case act.PickBuilder():
            state.pick_type, state.pick_side = choice.kind, choice.side
            state.phase = "setup_square" if choice.verb == "setup" else "place_square"
        case act.WorkmanChoice():
            state.chosen_workman = workman_index(state, choice.name)
            state.phase = "builder"
        case act.PathwayChoice():  # the builder (a builder set up or moved is a step of its own)
            state.chosen_builder = choice.index
            state.phase = "tile"
        case act.ColumnChoice():
            state.fountain_column = choice.column
            state.phase = "fountain_square"
        case act.SquareChoice():
            state.fountain_square = choice.square
            state.phase = "fountain_tile"
        case _:
            raise AssertionError(f"{choice} narrows no decision down")
    return []


# ----- a builder put on the pathway: set up (§5) or taken from the reserve (§7.9) -------------


def _put(state: AquaState, choice: Choice | None) -> list[Event]:
    assert isinstance(choice, act.PathwayChoice)
    seat = state.seats[state.actor]
    p = choice.index
    state.pathway = state.pathway.copy()  # shared (see successor_state)
    state.pathway[p] = state.pick_type
    events = [event(seat, ev.put, state.pick_type, p)]
    if state.phase == "setup_square":
        state.to_place = state.to_place.copy()  # shared (see successor_state)
        state.to_place[state.pick_type] -= 1
        state.pick_type = state.pick_side = ""
        if any(state.to_place.values()):
            state.actor = (state.actor + 1) % len(state.seats)
            state.phase = "setup"
        else:
            # The first seat starts (the lobby decides the seat order).
            state.current = state.actor = 0
            events += begin_turn(state)
    else:
        held = state.held[seat].copy()
        held.remove(state.pick_type)
        state.held = {**state.held, seat: held}  # shared (see successor_state)
        state.pick_type = state.pick_side = ""
        events += begin_turn(state)
    return events


# ----- extending an aqueduct (§7.1) and the compulsory move (§7.4) ----------------------------


def _lay(state: AquaState, choice: Choice | None) -> list[Event]:
    assert isinstance(choice, act.TileChoice)
    return build(state, choice.kind, choice.rotation)


def _move(state: AquaState, choice: Choice | None) -> list[Event]:
    assert isinstance(choice, act.PathwayChoice)
    p = choice.index
    builder = state.pathway[p]
    to, _ = next_free(state.pathway, p)
    state.pathway = state.pathway.copy()  # shared (see successor_state)
    state.pathway[p], state.pathway[to] = "", builder
    events = [event(state.seats[state.actor], ev.moved, builder, p, to, stuck=True)]
    return events + offer_close(state)


# ----- the fountain tile (§7.5) ---------------------------------------------------------------


def _lay_fountain_tile(state: AquaState, choice: Choice | None) -> list[Event]:
    assert isinstance(choice, act.TileChoice)
    tile = choice.kind
    code = tile_code(tile, choice.rotation)
    state.grid = state.grid.copy()  # shared (see successor_state)
    state.grid[state.fountain_square] = code
    state.stock = state.stock.copy()  # shared (see successor_state)
    state.stock[tile] -= 1
    seat = state.seats[state.actor]
    events = [event(seat, ev.fountain_tile, code, state.fountain_square)]
    state.fountain_column = state.fountain_square = -1
    state.pick_type = ""
    return events + offer_close(state)


# ----- the voluntary close (§7.7) and the reserve builders claimed (§7.9) ---------------------


def _close_or_keep(state: AquaState, choice: Choice | None) -> list[Event]:
    if isinstance(choice, act.KeepChoice):
        return finish_turn(state)
    assert isinstance(choice, act.WorkmanChoice)
    name = choice.name
    index = workman_index(state, name)
    own_workman(state, index).status = "closed"
    state.closed_this_turn = [*state.closed_this_turn, index]
    events = [event(state.seats[state.actor], ev.closed, name)]
    return events + finish_turn(state)


def _take(state: AquaState, choice: Choice | None) -> list[Event]:
    assert isinstance(choice, act.ClaimChoice)
    return claim(state, choice.kind) + next_claim(state)


_STEPS: Final[dict[Phase, Callable[[AquaState, Choice | None], list[Event]]]] = {
    "setup": _narrow,
    "setup_square": _put,
    "place": _narrow,
    "place_square": _put,
    "workman": _narrow,
    "builder": _narrow,
    "tile": _lay,
    "move": _move,
    "fountain_column": _narrow,
    "fountain_square": _narrow,
    "fountain_tile": _lay_fountain_tile,
    "close": _close_or_keep,
    "claim": _take,
}
