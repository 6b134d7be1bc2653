"""Why an action id is not legal now, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    COLUMNS,
    CONNECT,
    EMPTY,
    PATHWAY,
    ROTATIONS,
    SIDES,
    SIGHT,
    TILE_TYPES,
    TYPE_NAMES,
    label,
    square,
    tile_code,
)
from rules.aqua_romana.geometry import offered_types, placement_outcome
from rules.aqua_romana.state import OPEN, AquaState

if TYPE_CHECKING:
    from rules.aqua_romana.engine import AquaRomanaEngine

# The id prefix each phase expects.
PREFIXES = {
    "setup": "setup",
    "setup_square": "at",
    "place": "place",
    "place_square": "at",
    "workman": "workman",
    "builder": "builder",
    "tile": "tile",
    "move": "move",
    "fountain_column": "fcol",
    "fountain_square": "fsq",
    "fountain_tile": "ftile",
    "close": "close",
    "claim": "claim",
}


def _pathway_index(arg: str) -> int | None:
    if arg.startswith("P") and arg[1:].isdigit() and int(arg[1:]) < PATHWAY:
        return int(arg[1:])
    return None


def _square_index(arg: str) -> int | None:
    if len(arg) >= 2 and arg[0] in COLUMN_LETTERS and arg[1:].isdigit() and 1 <= int(arg[1:]) <= 8:
        return square(arg)
    return None


def _tile(arg: str) -> tuple[str, int] | None:
    if len(arg) == 2 and arg[0] in TILE_TYPES and arg[1].isdigit():
        return arg[0], int(arg[1])
    return None


def explain(engine: AquaRomanaEngine, state: AquaState, action_id: str) -> str:
    from rules.aqua_romana.engine import PHASE_PROMPTS

    if state.phase == "over":
        return "The game is over."
    seat = state.seats[state.actor]
    prefix, _, arg = action_id.partition(":")
    expected = PREFIXES[state.phase]
    if prefix != expected and not (state.phase == "close" and action_id == "keep"):
        return f"Now {seat} must {PHASE_PROMPTS[state.phase]}; '{action_id}' is not such a choice."
    phase = state.phase
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
        p = _pathway_index(arg)
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
        if named.status != OPEN:
            return f"{named.name}'s aqueduct is already closed."
        if named.owner != state.seats[state.current]:
            return "You must extend one of your own aqueducts while one of them can be extended."
        if not any(state.pathway[p] for p in SIGHT[named.square]):
            return f"No builder stands in {named.name}'s line of sight."
        return f"No tile offered by a builder in {named.name}'s sight fits in front of him."
    w = state.workmen[state.chosen_workman] if state.chosen_workman >= 0 else None
    if phase == "builder" and w is not None:
        p = _pathway_index(arg)
        if p is None or not state.pathway[p]:
            return f"There is no builder on '{arg}'."
        if p not in SIGHT[w.square]:
            seen = ", ".join(f"P{q}" for q in SIGHT[w.square])
            return f"P{p} is not in {w.name}'s line of sight (he sees {seen})."
        return f"No tile offered by the builder on P{p} fits in front of {w.name}."
    if phase == "tile" and w is not None:
        tile = _tile(arg)
        builder = state.pathway[state.chosen_builder]
        if tile is None or tile[1] not in ROTATIONS[tile[0]]:
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
        p = _pathway_index(arg)
        return f"There is no builder on '{arg}'."
    if phase in ("fountain_column", "fountain_square"):
        sq = _square_index(arg) if phase == "fountain_square" else None
        if phase == "fountain_column":
            if arg not in COLUMN_LETTERS or not arg:
                return f"'{arg}' is not a column (A to K)."
            return f"Column {arg} has no square where the extra tile may go."
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
        tile = _tile(arg)
        if tile is None or tile[1] not in ROTATIONS[tile[0]]:
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
