"""Aqua Romana on Discord: words for its decisions, the board image and a personal summary.

Everything in Aqua Romana is open information, so the board message carries what a player needs
to choose: the image (squares A1-K8, pathway squares P0-P37, the square being built on ringed)
and, in the embed, the question in words with the coordinates the image shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from bot.adapter import GameAdapter
from cogs.aqua_romana.board import render_board
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    SETUP_BUILDERS,
    SIDES,
    SIGHT,
    TYPE_NAMES,
    label,
    pathway_label,
)
from rules.aqua_romana.engine import (
    CHOOSE_BUILDER,
    CHOOSE_TILE,
    CHOOSE_WORKMAN,
    CLAIM,
    FOUNTAIN_COLUMN,
    FOUNTAIN_SQUARE,
    FOUNTAIN_TILE,
    MOVE_BUILDER,
    OVER,
    PLACE,
    PLACE_SQUARE,
    SETUP,
    SETUP_SQUARE,
    VOLUNTARY_CLOSE,
)
from rules.aqua_romana.geometry import offered_types
from rules.aqua_romana.state import OPEN, SCORED, AquaState, Workman
from rules.core import Action

RULES = """\
**Aqua Romana** — build the longest aqueducts and put your workmen on the highest podiums.
The board has squares **A1–K8**; around it runs a pathway of squares **P0–P37** with a \
**fountain** at each corner. Each player's workmen (shape + letter: red square R, yellow circle \
Y, green triangle G, blue diamond B) start at the outlets of his reservoir.
**Setup:** in turn, players put the 12 master builders (3 curve, 3 straight, 3 bridge, \
3 double curve) on pathway squares.
**Your turn:**
1. Place any reserve builders you took since your last turn.
2. Choose one of your workmen that can build. He looks along his row and column and sees up to \
4 builders; choose one and lay a tile of that builder's type (the joker: any type) on the \
square the workman faces (the arrow), turned so the water runs on. You must build if you can; \
if none of your workmen can, you build on another player's aqueduct.
3. The builder walks clockwise to the next free pathway square. If he passes a fountain you lay \
an extra tile of his type anywhere no aqueduct end faces.
4. An aqueduct is **closed** when its end faces the board edge, a tile with no opening, or a \
reservoir. If you closed none of your own this turn, you may close one voluntarily.
5. A closed aqueduct scores its length (squares passed): its workman goes to that podium, or \
the next lower one with room (podiums 3 and 7 hold two). Each closed aqueduct earns its owner \
a builder from the reserve.
A tile may never join two outlets.
**End:** after a whole round without a tile, or when no workman is left. Open aqueducts are \
then scored, and the three highest podiums earn +4, +3, +2. Most points wins; ties share it."""

SIDE_SQUARES = {side: f"P{r[0]}–P{r[-1]}" for side, r in SIDES.items()}
SIDE_WHERE = {
    "top": "above the columns",
    "right": "beside the rows",
    "bottom": "below the columns",
    "left": "beside the rows",
}


def _who(names: Mapping[str, str], seat: str) -> str:
    return f"**{names.get(seat, seat)}**"


def _open_line(state: AquaState, w: Workman) -> str:
    where = f"at {label(w.square)}" if w.length else "at the reservoir"
    return (
        f"{w.name}: open, {w.length} long, {where}, facing {label(w.end)}; sees {_sees(state, w)}"
    )


def _end(w: Workman) -> str:
    """An open aqueduct in a few characters, e.g. "red1 5 long → A3"."""
    return (
        f"{w.name} {w.length} long → {label(w.end)}" if w.length else f"{w.name} → {label(w.end)}"
    )


def _sees(state: AquaState, w: Workman) -> str:
    """The builders a workman sees, e.g. "curve P3, joker P14"."""
    seen = [f"{TYPE_NAMES[state.pathway[p]]} P{p}" for p in SIGHT[w.square] if state.pathway[p]]
    return ", ".join(seen) if seen else "no builder"


class AquaRomanaAdapter(GameAdapter):
    engine = ENGINE
    command = "aquaromana"
    rules_text = RULES
    # Every decision of Aqua Romana fits in buttons (at most 20 options); only moving a builder
    # when nobody can build may list all 17 builders, which reads better as one menu.
    select_groups: ClassVar[Mapping[str, str]] = {"move": "Nobody can build: move a builder…"}
    quiet_verbs: ClassVar[frozenset[str]] = frozenset({"keep"})

    def render_board(self, state: AquaState, names: Mapping[str, str]) -> bytes:
        return render_board(state, names)

    def action_label(self, action: Action, names: Mapping[str, str]) -> str:
        verb, _, arg = action.id.partition(":")
        if verb in ("setup", "place"):
            kind, side = arg.split(":")
            return f"{TYPE_NAMES[kind].capitalize()} · {side} ({SIDE_SQUARES[side]})"
        if verb == "at":
            return f"{arg} ({pathway_label(int(arg[1:]))})"
        if verb == "fcol":
            return f"Column {arg}"
        if verb == "fsq":
            return f"Square {arg}"
        return super().action_label(action, names)

    def prompt(self, state: AquaState, names: Mapping[str, str]) -> str:
        seat = ENGINE.pending(state)
        if seat is None:
            return "The game is over."
        who = _who(names, seat)
        phase = state.phase
        kind = TYPE_NAMES.get(state.pick_type, "")
        if phase == SETUP:
            placed = sum(1 for k in state.pathway if k)
            left = ", ".join(
                f"{state.to_place[k]} {TYPE_NAMES[k]}" for k in SETUP_BUILDERS if state.to_place[k]
            )
            return (
                f"{who}: set up builder {placed + 1} of 12. Choose its type and the side of the "
                f"pathway (builders left: {left})."
            )
        if phase in (SETUP_SQUARE, PLACE_SQUARE):
            side = state.pick_side
            return (
                f"{who}: choose the square for the {kind} builder on the {side} side "
                f"({SIDE_SQUARES[side]}, {SIDE_WHERE[side]})."
            )
        if phase == PLACE:
            held = ", ".join(TYPE_NAMES[k] for k in state.held[seat])
            what = "its type and" if len(set(state.held[seat])) > 1 else "the"
            return (
                f"{who}: before your turn, place the reserve builder you took ({held}). "
                f"Choose {what} side of the pathway."
            )
        if phase == CHOOSE_WORKMAN:
            offered = {a.id.removeprefix("workman:") for a in ENGINE.legal_actions(state)}
            if any(w.owner == seat for w in state.workmen if w.name in offered):
                return f"{who}: choose the workman whose aqueduct you extend."
            return (
                f"{who}: none of your workmen can build, so you must extend another player's "
                "aqueduct: choose the workman."
            )
        if phase == CHOOSE_BUILDER:
            w = state.workmen[state.chosen_workman]
            return (
                f"{who}: {w.name}'s aqueduct is {w.length} long and faces **{label(w.end)}** "
                f"(ringed). Choose the builder whose tile you lay there (he sees: "
                f"{_sees(state, w)})."
            )
        if phase == CHOOSE_TILE:
            w = state.workmen[state.chosen_workman]
            builder = state.pathway[state.chosen_builder]
            types = offered_types(state, builder)
            what = f"a {TYPE_NAMES[types[0]]}" if len(types) == 1 else "a tile of any type"
            return (
                f"{who}: with the {TYPE_NAMES[builder]} builder on P{state.chosen_builder}, lay "
                f"{what} on **{label(w.end)}** for {w.name}: choose how it turns the water "
                "(north is up)."
            )
        if phase == MOVE_BUILDER:
            return (
                f"{who}: no workman on the board can build. Choose a builder to move on to the "
                "next free pathway square (no fountain tile for this)."
            )
        if phase in (FOUNTAIN_COLUMN, FOUNTAIN_SQUARE, FOUNTAIN_TILE):
            types = offered_types(state, state.pick_type)
            what = f"a {TYPE_NAMES[types[0]]}" if len(types) == 1 else "a tile of any type"
            if phase == FOUNTAIN_COLUMN:
                ask = "choose its column"
            elif phase == FOUNTAIN_SQUARE:
                ask = (
                    f"choose its square in column {COLUMN_LETTERS[state.fountain_column]} (ringed)"
                )
            else:
                ask = f"choose how it lies on **{label(state.fountain_square)}** (ringed)"
            return (
                f"{who}: the builder passed a fountain. Lay an extra tile, {what}, on a square no "
                f"aqueduct end faces: {ask}."
            )
        if phase == VOLUNTARY_CLOSE:
            return (
                f"{who}: you closed none of your aqueducts this turn, so you may close one now "
                "(it is scored at once and earns a reserve builder), or close none."
            )
        if phase == CLAIM:
            return (
                f"{who}: your aqueduct was closed: take a builder from the reserve (you place it "
                "before your next turn)."
            )
        return f"{who}, choose an action."

    def status_lines(self, state: AquaState, names: Mapping[str, str]) -> list[str]:
        points = ENGINE.scores(state)
        lines = []
        for i, seat in enumerate(state.seats):
            mine = [w for w in state.workmen if w.owner == seat]
            colours = "/".join(dict.fromkeys(w.colour for w in mine))
            mark = "▶ " if i == state.current and state.phase != OVER else ""
            opened = [_end(w) for w in mine if w.status == OPEN]
            parts = [f"{points[seat]} point{'' if points[seat] == 1 else 's'}"]
            parts.append("open: " + (", ".join(opened) if opened else "none"))
            if state.held.get(seat):
                parts.append("to place: " + ", ".join(TYPE_NAMES[k] for k in state.held[seat]))
            lines.append(f"{mark}{_who(names, seat)} ({colours}): " + " · ".join(parts))
        return lines

    def private_summary(self, state: AquaState, seat: str, names: Mapping[str, str]) -> str:
        mine = [w for w in state.workmen if w.owner == seat]
        colours = " and ".join(dict.fromkeys(w.colour for w in mine))
        lines = [
            f"**Aqua Romana** — your summary, {names.get(seat, seat)} (you play {colours}):",
            f"Points so far: {ENGINE.scores(state)[seat]}.",
        ]
        for w in mine:
            if w.status == OPEN:
                lines.append(f"• {_open_line(state, w)}")
            elif w.status == SCORED:
                podium = f"on podium {w.podium}" if w.podium else "no podium (0 points)"
                lines.append(f"• {w.name}: closed at {w.length} long, {podium}")
            else:
                lines.append(f"• {w.name}: closed at {w.length} long, to be scored")
        if state.held.get(seat):
            held = ", ".join(TYPE_NAMES[k] for k in state.held[seat])
            lines.append(f"Reserve builders to place before your turn: {held}.")
        if ENGINE.pending(state) == seat:
            lines.append("It is your move.")
        return "\n".join(lines)
