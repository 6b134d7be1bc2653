"""Aqua Romana on Discord: words for its decisions, the board image and a personal summary.

Everything in Aqua Romana is open information, so the board message carries what a player needs
to choose: the image (squares A1-K8, pathway squares P0-P37, the square being built on ringed)
and, in the embed, the question in words with the coordinates the image shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from bot.adapter import GameAdapter
from bot.i18n.languages import ENGLISH
from cogs.aqua_romana.board import render_board
from cogs.aqua_romana.turn import render_turn
from rules.aqua_romana import ENGINE
from rules.aqua_romana.actions import (
    ColumnChoice,
    PathwayChoice,
    PickBuilder,
    SquareChoice,
    parse,
)
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    SETUP_BUILDERS,
    SIDES,
    SIGHT,
    TYPE_NAMES,
    label,
    pathway_label,
)
from rules.aqua_romana.view import AquaView, WorkmanView
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

# Sent after RULES, as a second message: what the board image abbreviates.
LEGEND = """\
**Reading the Aqua Romana board**
• **A–K, 1–8**: the columns and rows of the squares; **P0–P37**: the pathway squares, clockwise \
from the top left; a blue circle in a corner is a **fountain**.
• Builders on the pathway: **C** curve, **S** straight, **B** bridge, **D** double curve, \
**J** (star) the joker.
• Workmen: **R** red square, **Y** yellow circle, **G** green triangle, **B** blue diamond; \
**R2** is red's workman 2, and the arrow points to the square his next tile goes on. A dark bar \
across an aqueduct's loose end: closed (by its owner, the board's edge or a tile), finished.
• Ringed in magenta: what the decision is about (the square built on; while a builder is \
chosen, the workman's own square, from which he sees along his row and column, and the \
builders he sees).
• **Podiums 1–20**: a workman there scored that many points; **x2**: podiums 3 and 7 hold two.
• **"printed"**: the curves printed in the four corners of the board.
• Scores: **"3 open"**: aqueducts still open; **"to place: bridge"**: a reserve builder taken, \
placed at the start of that player's next turn. In the image made for the chat, \
**red1→B3 (4)**: red1's next tile goes on B3, his aqueduct is 4 long so far (the rows of \
players whose workmen no button names write him **R1→B3 (4)**, as his badge on the board); \
**podiums 7+3**, at the end: where that player's workmen stand."""


SIDE_SQUARES = {side: f"P{r[0]}–P{r[-1]}" for side, r in SIDES.items()}
SIDE_WHERE = {
    "top": "above the columns",
    "right": "beside the rows",
    "bottom": "below the columns",
    "left": "beside the rows",
}


def _who(names: Mapping[str, str], seat: str) -> str:
    return f"**{names.get(seat, seat)}**"


def _open_line(view: AquaView, w: WorkmanView) -> str:
    where = f"at {label(w.square)}" if w.length else "at the reservoir"
    return f"{w.name}: open, {w.length} long, {where}, facing {label(w.end)}; sees {_sees(view, w)}"


def _end(w: WorkmanView) -> str:
    """An open aqueduct in a few characters, e.g. "red1 5 long → A3"."""
    return (
        f"{w.name} {w.length} long → {label(w.end)}" if w.length else f"{w.name} → {label(w.end)}"
    )


def _sees(view: AquaView, w: WorkmanView) -> str:
    """The builders a workman sees, e.g. "curve P3, joker P14"."""
    seen = [f"{TYPE_NAMES[view.pathway[p]]} P{p}" for p in SIGHT[w.square] if view.pathway[p]]
    return ", ".join(seen) if seen else "no builder"


def _tile_offer(view: AquaView) -> str:
    """What the tile being laid may be, e.g. "a curve"."""
    types = view.offered_types
    return f"a {TYPE_NAMES[types[0]]}" if len(types) == 1 else "a tile of any type"


class AquaRomanaAdapter(GameAdapter[AquaView]):
    engine = ENGINE
    command = "aquaromana"
    rules_text = RULES
    rules_legend: ClassVar[str] = LEGEND
    # Every decision of Aqua Romana fits in buttons (at most 20 options); only moving a builder
    # when nobody can build may list all 17 builders, which reads better as one menu.
    select_groups: ClassVar[Mapping[str, str]] = {"move": "Nobody can build: move a builder…"}
    quiet_verbs: ClassVar[frozenset[str]] = frozenset({"keep"})
    # "Close no aqueduct" when nothing can be closed decides nothing
    auto_verbs: ClassVar[frozenset[str]] = frozenset({"keep"})

    def render_board(
        self, view: AquaView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes:
        return render_board(view, names, locale)

    def render_turn(self, view: AquaView, names: Mapping[str, str], locale: str = ENGLISH) -> bytes:
        return render_turn(view, names, locale)

    def action_label(self, action: Action, names: Mapping[str, str]) -> str:
        match parse(action.id):
            case PickBuilder(kind=kind, side=side):
                return f"{TYPE_NAMES[kind].capitalize()} · {side} ({SIDE_SQUARES[side]})"
            case PathwayChoice(verb="at", index=p):
                return f"P{p} ({pathway_label(p)})"
            case ColumnChoice(column=column):
                return f"Column {COLUMN_LETTERS[column]}"
            case SquareChoice(square=sq):
                return f"Square {label(sq)}"
        return super().action_label(action, names)

    def prompt(self, view: AquaView, names: Mapping[str, str]) -> str:
        seat = view.pending
        if seat is None:
            return "The game is over."
        who = _who(names, seat)
        phase = view.phase
        kind = TYPE_NAMES.get(view.pick_type, "")
        if phase == "setup":
            placed = sum(1 for k in view.pathway if k)
            to_place = dict(view.to_place)
            left = ", ".join(
                f"{to_place[k]} {TYPE_NAMES[k]}" for k in SETUP_BUILDERS if to_place[k]
            )
            return (
                f"{who}: set up builder {placed + 1} of 12. Choose its type and the side of the "
                f"pathway (builders left: {left})."
            )
        if phase in ("setup_square", "place_square"):
            side = view.pick_side
            return (
                f"{who}: choose the square for the {kind} builder on the {side} side "
                f"({SIDE_SQUARES[side]}, {SIDE_WHERE[side]})."
            )
        if phase == "place":
            held_kinds = view.player(seat).held
            held = ", ".join(TYPE_NAMES[k] for k in held_kinds)
            what = "its type and" if len(set(held_kinds)) > 1 else "the"
            return (
                f"{who}: before your turn, place the reserve builder you took ({held}). "
                f"Choose {what} side of the pathway."
            )
        if phase == "workman":
            if not view.helping:
                return f"{who}: choose the workman whose aqueduct you extend."
            return (
                f"{who}: none of your workmen can build, so you must extend another player's "
                "aqueduct: choose the workman."
            )
        if phase == "builder" and view.chosen_workman is not None:
            w = view.workman(view.chosen_workman)
            return (
                f"{who}: {w.name}'s aqueduct is {w.length} long and faces **{label(w.end)}** "
                f"(ringed). Choose the builder whose tile you lay there (he sees: "
                f"{_sees(view, w)})."
            )
        if phase == "tile" and view.chosen_workman is not None:
            w = view.workman(view.chosen_workman)
            builder = view.pathway[view.chosen_builder]
            return (
                f"{who}: with the {TYPE_NAMES[builder]} builder on P{view.chosen_builder}, lay "
                f"{_tile_offer(view)} on **{label(w.end)}** for {w.name}: choose how it turns "
                "the water (north is up)."
            )
        if phase == "move":
            return (
                f"{who}: no workman on the board can build. Choose a builder to move on to the "
                "next free pathway square (no fountain tile for this)."
            )
        if phase in ("fountain_column", "fountain_square", "fountain_tile"):
            if phase == "fountain_column":
                ask = "choose its column"
            elif phase == "fountain_square":
                column = COLUMN_LETTERS[view.fountain_column]
                ask = f"choose its square in column {column} (ringed)"
            else:
                ask = f"choose how it lies on **{label(view.fountain_square)}** (ringed)"
            return (
                f"{who}: the builder passed a fountain. Lay an extra tile, {_tile_offer(view)}, "
                f"on a square no aqueduct end faces: {ask}."
            )
        if phase == "close":
            return (
                f"{who}: you closed none of your aqueducts this turn, so you may close one now "
                "(it is scored at once and earns a reserve builder), or close none."
            )
        if phase == "claim":
            return (
                f"{who}: your aqueduct was closed: take a builder from the reserve (you place it "
                "before your next turn)."
            )
        return f"{who}, choose an action."

    def status_lines(self, view: AquaView, names: Mapping[str, str]) -> list[str]:
        lines = []
        for player in view.players:
            seat = player.seat
            # the one who decides now, as the prompt says (in setup, or when a builder is
            # claimed, not whose turn it is)
            mark = "▶ " if seat == view.pending else ""
            opened = [_end(w) for w in view.workmen if w.owner == seat and w.status == "open"]
            parts = [f"{player.points} point{'' if player.points == 1 else 's'}"]
            parts.append("open: " + (", ".join(opened) if opened else "none"))
            if player.held:
                parts.append("to place: " + ", ".join(TYPE_NAMES[k] for k in player.held))
            colours = "/".join(player.colours)
            lines.append(f"{mark}{_who(names, seat)} ({colours}): " + " · ".join(parts))
        return lines

    def private_summary(self, view: AquaView, names: Mapping[str, str]) -> str:
        seat = view.viewer
        if seat is None:
            raise ValueError("a private summary is written from a seat's own view")
        player = view.player(seat)
        lines = [
            f"**Aqua Romana** — your summary, {names.get(seat, seat)} "
            f"(you play {' and '.join(player.colours)}):",
            f"Points so far: {player.points}.",
        ]
        for w in view.workmen:
            if w.owner != seat:
                continue
            if w.status == "open":
                lines.append(f"• {_open_line(view, w)}")
            elif w.status == "scored":
                podium = f"on podium {w.podium}" if w.podium else "no podium (0 points)"
                lines.append(f"• {w.name}: closed at {w.length} long, {podium}")
            else:
                lines.append(f"• {w.name}: closed at {w.length} long, to be scored")
        if player.held:
            held = ", ".join(TYPE_NAMES[k] for k in player.held)
            lines.append(f"Reserve builders to place before your turn: {held}.")
        if view.pending == seat:
            lines.append("It is your move.")
        return "\n".join(lines)
