"""Why an action id is not legal now, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.aqua_romana.actions import (
    PHASE_VERBS,
    column_index,
    pathway_index,
    split,
    square_index,
    tile_of,
)
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    COLUMNS,
    CONNECT,
    EMPTY,
    SIDES,
    SIGHT,
    TYPE_NAMES,
    label,
    tile_code,
)
from rules.aqua_romana.geometry import offered_types, placement_outcome
from rules.aqua_romana.phases import PHASE_PROMPTS
from rules.aqua_romana.state import AquaState

if TYPE_CHECKING:
    from rules.aqua_romana.engine import AquaRomanaEngine


def explain(engine: AquaRomanaEngine, state: AquaState, action_id: str) -> str:
    phase = state.phase
    if phase == "over":
        return "The game is over."
    seat = state.seats[state.actor]
    verb, arg = split(action_id)
    if verb != PHASE_VERBS[phase] and not (phase == "close" and verb == "keep"):
        return f"Now {seat} must {PHASE_PROMPTS[phase]}; '{action_id}' is not such a choice."
    if phase in ("setup", "place"):
        kind, _, side = arg.partition(":")
        if kind not in TYPE_NAMES:
            return f"'{kind}' is not a builder type (C, S, B, D or J)."
        if phase == "setup" and kind == "J":
            return "The joker starts in the reserve; it is not set up on the pathway."
        if phase == "setup" and state.to_place.get(kind, 0) <= 0:
            return f"Every {TYPE_NAMES[kind]} builder for the pathway is already placed."
        if phase == "place" and kind not in state.held[seat]:
            return f"You hold no {TYPE_NAMES[kind]} builder from the reserve."
        if side not in SIDES:
            return f"'{side}' is not a side of the pathway (top, right, bottom, left)."
        return f"The {side} side of the pathway has no free square."
    if phase in ("setup_square", "place_square"):
        p = pathway_index(arg)
        if p is None:
            return f"'{arg}' is not a pathway square (P0 to P37)."
        if state.pathway[p]:
            return f"P{p} already holds a {TYPE_NAMES[state.pathway[p]]} builder."
        return f"P{p} is not on the {state.pick_side} side you chose."
    if phase == "workman":
        found = [x for x in state.workmen if x.name == arg]
        if not found:
            return f"There is no workman called '{arg}'."
        named = found[0]
        if named.status != "open":
            return f"{named.name}'s aqueduct is already closed."
        if named.owner != state.seats[state.current]:
            return "You must extend one of your own aqueducts while one of them can be extended."
        if not any(state.pathway[p] for p in SIGHT[named.square]):
            return f"No builder stands in {named.name}'s line of sight."
        return f"No tile offered by a builder in {named.name}'s sight fits in front of him."
    w = state.workmen[state.chosen_workman] if state.chosen_workman >= 0 else None
    if phase == "builder" and w is not None:
        p = pathway_index(arg)
        if p is None or not state.pathway[p]:
            return f"There is no builder on '{arg}'."
        if p not in SIGHT[w.square]:
            seen = ", ".join(f"P{q}" for q in SIGHT[w.square])
            return f"P{p} is not in {w.name}'s line of sight (he sees {seen})."
        return f"No tile offered by the builder on P{p} fits in front of {w.name}."
    if phase == "tile" and w is not None:
        tile = tile_of(arg)
        builder = state.pathway[state.chosen_builder]
        if tile is None:
            return f"'{arg}' is not a tile and orientation."
        kind, rot = tile
        if kind not in offered_types(state, builder):
            if state.stock[kind] <= 0:
                return f"No {TYPE_NAMES[kind]} tiles are left."
            return f"The {TYPE_NAMES[builder]} builder offers only {TYPE_NAMES[builder]} tiles."
        code = tile_code(kind, rot)
        if CONNECT[code][w.end_edge] < 0:
            return f"That orientation has no opening toward {w.name}."
        if placement_outcome(state, w, code) is None:
            return "That tile would join two aqueducts: no aqueduct may link two outlets."
        return f"'{arg}' is not a legal tile now."
    if phase == "move":
        return f"There is no builder on '{arg}'."
    if phase == "fountain_column":
        if column_index(arg) is None:
            return f"'{arg}' is not a column (A to K)."
        return f"Column {arg} has no square where the extra tile may go."
    if phase == "fountain_square":
        sq = square_index(arg)
        if sq is None:
            return f"'{arg}' is not a square."
        if sq % COLUMNS != state.fountain_column:
            return f"{arg} is not in column {COLUMN_LETTERS[state.fountain_column]}."
        if state.grid[sq] != EMPTY:
            return f"{label(sq)} is not empty."
        return (
            f"An aqueduct end faces {label(sq)}: the extra tile may neither extend nor touch "
            "an aqueduct."
        )
    if phase == "fountain_tile":
        if tile_of(arg) is None:
            return f"'{arg}' is not a tile and orientation."
        return f"The extra tile must be a {TYPE_NAMES[state.pick_type]} tile."
    if phase == "close":
        found = [x for x in state.workmen if x.name == arg]
        if not found or found[0].owner != seat:
            return f"'{arg}' is not one of your workmen."
        return f"{arg}'s aqueduct is not open."
    if phase == "claim":
        if arg not in TYPE_NAMES:
            return f"'{arg}' is not a builder type (C, S, B, D or J)."
        return f"The reserve holds no {TYPE_NAMES[arg]} builder."
    return f"'{action_id}' is not a legal action now."
