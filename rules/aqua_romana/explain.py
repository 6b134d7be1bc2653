"""Why an action id is not legal now, in words a player understands."""

from __future__ import annotations

from typing import Final

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
from rules.aqua_romana.words import workman
from rules.words import Words

GAME_OVER: Final = Words("The game is over.", "aqua-no-over")
_JOKER_SETUP: Final = Words(
    "The joker starts in the reserve; it is not set up on the pathway.", "aqua-no-joker-setup"
)
_OWN_FIRST: Final = Words(
    "You must extend one of your own aqueducts while one of them can be extended.",
    "aqua-no-own-first",
)
_JOINS: Final = Words(
    "That tile would join two aqueducts: no aqueduct may link two outlets.", "aqua-no-joins"
)


def explain(state: AquaState, action_id: str) -> Words:
    phase = state.phase
    if phase == "over":
        return GAME_OVER
    seat = state.seats[state.actor]
    verb, arg = split(action_id)
    if verb != PHASE_VERBS[phase] and not (phase == "close" and verb == "keep"):
        ask = PHASE_PROMPTS[phase]
        return Words(
            f"Now {seat} must {ask}; '{action_id}' is not such a choice.",
            "aqua-no-step",
            seat=seat,
            ask=ask,
            action=action_id,
        )
    if phase in ("setup", "place"):
        kind, _, side = arg.partition(":")
        if kind not in TYPE_NAMES:
            return Words(
                f"'{kind}' is not a builder type (C, S, B, D or J).", "aqua-no-type", kind=kind
            )
        if phase == "setup" and kind == "J":
            return _JOKER_SETUP
        if phase == "setup" and state.to_place.get(kind, 0) <= 0:
            return Words(
                f"Every {TYPE_NAMES[kind]} builder for the pathway is already placed.",
                "aqua-no-setup-done",
                type=TYPE_NAMES[kind],
            )
        if phase == "place" and kind not in state.held[seat]:
            return Words(
                f"You hold no {TYPE_NAMES[kind]} builder from the reserve.",
                "aqua-no-held",
                type=TYPE_NAMES[kind],
            )
        if side not in SIDES:
            return Words(
                f"'{side}' is not a side of the pathway (top, right, bottom, left).",
                "aqua-no-side",
                side=side,
            )
        return Words(
            f"The {side} side of the pathway has no free square.", "aqua-no-side-full", side=side
        )
    if phase in ("setup_square", "place_square"):
        p = pathway_index(arg)
        if p is None:
            return Words(
                f"'{arg}' is not a pathway square (P0 to P37).", "aqua-no-pathway-square", arg=arg
            )
        if state.pathway[p]:
            return Words(
                f"P{p} already holds a {TYPE_NAMES[state.pathway[p]]} builder.",
                "aqua-no-square-taken",
                square=f"P{p}",
                type=TYPE_NAMES[state.pathway[p]],
            )
        return Words(
            f"P{p} is not on the {state.pick_side} side you chose.",
            "aqua-no-other-side",
            square=f"P{p}",
            side=state.pick_side,
        )
    if phase == "workman":
        found = [x for x in state.workmen if x.name == arg]
        if not found:
            return Words(f"There is no workman called '{arg}'.", "aqua-no-workman", arg=arg)
        named = found[0]
        who = workman(named.name)
        if named.status != "open":
            return Words(
                f"{named.name}'s aqueduct is already closed.", "aqua-no-closed", workman=who
            )
        if named.owner != state.seats[state.current]:
            return _OWN_FIRST
        if not any(state.pathway[p] for p in SIGHT[named.square]):
            return Words(
                f"No builder stands in {named.name}'s line of sight.",
                "aqua-no-sight",
                workman=who,
            )
        return Words(
            f"No tile offered by a builder in {named.name}'s sight fits in front of him.",
            "aqua-no-fit",
            workman=who,
        )
    w = state.workmen[state.chosen_workman] if state.chosen_workman >= 0 else None
    if phase == "builder" and w is not None:
        p = pathway_index(arg)
        if p is None or not state.pathway[p]:
            return Words(f"There is no builder on '{arg}'.", "aqua-no-builder", arg=arg)
        if p not in SIGHT[w.square]:
            seen = ", ".join(f"P{q}" for q in SIGHT[w.square])
            return Words(
                f"P{p} is not in {w.name}'s line of sight (he sees {seen}).",
                "aqua-no-not-seen",
                square=f"P{p}",
                workman=workman(w.name),
                seen=seen,
            )
        return Words(
            f"No tile offered by the builder on P{p} fits in front of {w.name}.",
            "aqua-no-builder-fit",
            square=f"P{p}",
            workman=workman(w.name),
        )
    if phase == "tile" and w is not None:
        tile = tile_of(arg)
        builder = state.pathway[state.chosen_builder]
        if tile is None:
            return Words(f"'{arg}' is not a tile and orientation.", "aqua-no-tile", arg=arg)
        kind, rot = tile
        if kind not in offered_types(state, builder):
            if state.stock[kind] <= 0:
                return Words(
                    f"No {TYPE_NAMES[kind]} tiles are left.", "aqua-no-stock", type=TYPE_NAMES[kind]
                )
            return Words(
                f"The {TYPE_NAMES[builder]} builder offers only {TYPE_NAMES[builder]} tiles.",
                "aqua-no-offer",
                builder=TYPE_NAMES[builder],
                type=TYPE_NAMES[builder],
            )
        code = tile_code(kind, rot)
        if CONNECT[code][w.end_edge] < 0:
            return Words(
                f"That orientation has no opening toward {w.name}.",
                "aqua-no-opening",
                workman=workman(w.name),
            )
        if placement_outcome(state, w, code) is None:
            return _JOINS
        return Words(f"'{arg}' is not a legal tile now.", "aqua-no-tile-now", arg=arg)
    if phase == "move":
        return Words(f"There is no builder on '{arg}'.", "aqua-no-builder", arg=arg)
    if phase == "fountain_column":
        if column_index(arg) is None:
            return Words(f"'{arg}' is not a column (A to K).", "aqua-no-column", arg=arg)
        return Words(
            f"Column {arg} has no square where the extra tile may go.",
            "aqua-no-column-room",
            column=arg,
        )
    if phase == "fountain_square":
        sq = square_index(arg)
        if sq is None:
            return Words(f"'{arg}' is not a square.", "aqua-no-square", arg=arg)
        if sq % COLUMNS != state.fountain_column:
            column = COLUMN_LETTERS[state.fountain_column]
            return Words(
                f"{arg} is not in column {column}.",
                "aqua-no-in-column",
                square=arg,
                column=column,
            )
        if state.grid[sq] != EMPTY:
            return Words(f"{label(sq)} is not empty.", "aqua-no-empty", square=label(sq))
        return Words(
            f"An aqueduct end faces {label(sq)}: the extra tile may neither extend nor touch "
            "an aqueduct.",
            "aqua-no-faced",
            square=label(sq),
        )
    if phase == "fountain_tile":
        if tile_of(arg) is None:
            return Words(f"'{arg}' is not a tile and orientation.", "aqua-no-tile", arg=arg)
        return Words(
            f"The extra tile must be a {TYPE_NAMES[state.pick_type]} tile.",
            "aqua-no-extra-type",
            type=TYPE_NAMES[state.pick_type],
        )
    if phase == "close":
        found = [x for x in state.workmen if x.name == arg]
        if not found or found[0].owner != seat:
            # a real workman is named in the reader's words, an unknown id as it came
            said: Words | str = workman(arg) if found else arg
            return Words(f"'{arg}' is not one of your workmen.", "aqua-no-yours", arg=said)
        return Words(f"{arg}'s aqueduct is not open.", "aqua-no-open", workman=workman(arg))
    if phase == "claim":
        if arg not in TYPE_NAMES:
            return Words(
                f"'{arg}' is not a builder type (C, S, B, D or J).", "aqua-no-type", kind=arg
            )
        return Words(
            f"The reserve holds no {TYPE_NAMES[arg]} builder.",
            "aqua-no-reserve",
            type=TYPE_NAMES[arg],
        )
    return Words(f"'{action_id}' is not a legal action now.", "aqua-no-action", action=action_id)
