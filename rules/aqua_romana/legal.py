"""The options of the pending decision, phase by phase (phases.py): what the rules allow the
player now. Each option is made once and reused (choices.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Literal

from rules.aqua_romana.actions import WorkmanChoice, parse
from rules.aqua_romana.choices import (
    KEEP_ACTION,
    at_actions,
    builder_action,
    claim_action,
    close_action,
    column_action,
    fountain_tile_action,
    move_action,
    pick_actions,
    square_action,
    tile_action,
    workman_action,
)
from rules.aqua_romana.data import BUILDER_TYPES, COLUMNS, ROTATIONS, SIDES
from rules.aqua_romana.geometry import (
    can_build,
    fountain_squares,
    next_free,
    offered_types,
    tile_outcomes,
    usable_builders,
)
from rules.aqua_romana.phases import Phase
from rules.aqua_romana.state import BUILDABLE, AquaState, Workman
from rules.core import Action


def legal_actions(state: AquaState) -> list[Action]:
    return _OPTIONS[state.phase](state)


# ----- who may build (§7.4) -------------------------------------------------------------------


def buildable(state: AquaState) -> tuple[list[Workman], bool]:
    """The workmen the current player may build with, and whether they are his own."""
    found: tuple[list[Workman], bool] | None = state.__dict__.get(BUILDABLE)
    if found is not None:
        return found
    seat = state.seats[state.current]
    own = [w for w in state.workmen if w.owner == seat and can_build(state, w)]
    if own:
        return own, True
    return [w for w in state.workmen if w.owner != seat and can_build(state, w)], False


def anyone_can_build(state: AquaState) -> bool:
    """Whether some workman can build at the start of a turn; if so, the workman step offers
    those found here without asking each of them again (kept on the state, see state.py)."""
    state.__dict__.pop(BUILDABLE, None)
    found = buildable(state)
    if found[0]:
        state.__dict__[BUILDABLE] = found
        return True
    return False


def builds_for_others(state: AquaState, offered: list[Action]) -> bool:
    """Whether the workmen ``offered`` (the legal actions of the workman step) are all other
    players': the current player builds on someone else's aqueduct."""
    seat = state.seats[state.current]
    owners = {w.name: w.owner for w in state.workmen}
    choices = [parse(a.id) for a in offered]
    return all(
        isinstance(choice, WorkmanChoice) and owners[choice.name] != seat for choice in choices
    )


# ----- the options of each decision -----------------------------------------------------------


def _no_actions(state: AquaState) -> list[Action]:
    return []


def _type_side_actions(state: AquaState) -> list[Action]:
    seat = state.seats[state.actor]
    verb: Literal["setup", "place"]
    if state.phase == "setup":
        kinds = tuple(k for k in BUILDER_TYPES if state.to_place.get(k, 0) > 0)
        verb = "setup"
    else:
        kinds = tuple(k for k in BUILDER_TYPES if k in state.held[seat])
        verb = "place"
    pathway = state.pathway
    sides = tuple(s for s, r in SIDES.items() if "" in pathway[r.start : r.stop])
    return list(pick_actions(verb, kinds, sides))


def _square_actions(state: AquaState) -> list[Action]:
    r = SIDES[state.pick_side]
    return list(at_actions(state.pick_type, r.start, tuple(state.pathway[r.start : r.stop])))


def _workman_actions(state: AquaState) -> list[Action]:
    workmen, own = buildable(state)
    return [workman_action(w.name, w.length, w.square, w.end, own) for w in workmen]


def _builder_actions(state: AquaState) -> list[Action]:
    w = state.workmen[state.chosen_workman]
    return [builder_action(state.pathway[p], p) for p in usable_builders(state, w)]


def _tile_actions(state: AquaState) -> list[Action]:
    w = state.workmen[state.chosen_workman]
    builder = state.pathway[state.chosen_builder]
    return [
        tile_action(kind, rot, w.end_edge, w.length + 1 + outcome.added, outcome.end < 0)
        for kind, rot, outcome in tile_outcomes(state, w, offered_types(state, builder))
    ]


def _move_actions(state: AquaState) -> list[Action]:
    return [
        move_action(kind, p, next_free(state.pathway, p)[0])
        for p, kind in enumerate(state.pathway)
        if kind
    ]


def _column_actions(state: AquaState) -> list[Action]:
    columns = sorted({sq % COLUMNS for sq in fountain_squares(state)})
    return [column_action(c) for c in columns]


def _fountain_square_actions(state: AquaState) -> list[Action]:
    return [
        square_action(sq) for sq in fountain_squares(state) if sq % COLUMNS == state.fountain_column
    ]


def _fountain_tile_actions(state: AquaState) -> list[Action]:
    sq = state.fountain_square
    return [
        fountain_tile_action(kind, rot, sq)
        for kind in offered_types(state, state.pick_type)
        for rot in ROTATIONS[kind]
    ]


def _close_actions(state: AquaState) -> list[Action]:
    seat = state.seats[state.current]
    actions = [KEEP_ACTION]
    for w in state.workmen:
        if w.owner == seat and w.status == "open" and w.length > 0:
            actions.append(close_action(w.name, w.length))
    return actions


def _claim_actions(state: AquaState) -> list[Action]:
    return [claim_action(kind) for kind in BUILDER_TYPES if kind in state.reserve]


_OPTIONS: Final[dict[Phase, Callable[[AquaState], list[Action]]]] = {
    "setup": _type_side_actions,
    "setup_square": _square_actions,
    "place": _type_side_actions,
    "place_square": _square_actions,
    "workman": _workman_actions,
    "builder": _builder_actions,
    "tile": _tile_actions,
    "move": _move_actions,
    "fountain_column": _column_actions,
    "fountain_square": _fountain_square_actions,
    "fountain_tile": _fountain_tile_actions,
    "close": _close_actions,
    "claim": _claim_actions,
    "over": _no_actions,
}
