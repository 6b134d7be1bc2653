"""The board as text, for the terminal player (``tabula play aqua-romana``)."""

from __future__ import annotations

from rules.aqua_romana.data import (
    COLOUR_LETTER,
    COLUMN_LETTERS,
    COLUMNS,
    EMPTY,
    PODIUMS,
    RESERVOIR,
    ROWS,
    SIDES,
    TILE_TYPES,
    TYPE_NAMES,
    label,
)
from rules.aqua_romana.phases import PHASE_PROMPTS
from rules.aqua_romana.view import AquaView

# Three characters per square; the box-drawing lines show which edges each channel joins.
TILE_TEXT = {
    ("C", 0): " └─",
    ("C", 1): " ┌─",
    ("C", 2): "─┐ ",
    ("C", 3): "─┘ ",
    ("S", 0): " │ ",
    ("S", 1): "───",
    ("B", 0): "─┼─",
    ("D", 0): "┐ └",
    ("D", 1): "┘ ┌",
}


def _cell(view: AquaView, sq: int, ends: dict[int, str], reservoirs: dict[int, str]) -> str:
    code = view.grid[sq]
    if code == RESERVOIR:
        letter = COLOUR_LETTER[reservoirs[sq]]
        return f"[{letter}]"
    if code == EMPTY:
        return f" {ends[sq]} " if sq in ends else " · "
    return TILE_TEXT[(TILE_TYPES[code // 4], code % 4)]


def describe(view: AquaView) -> str:
    """The board, the workmen, podiums, stocks and scores, and whose move it is."""
    # An open aqueduct's end is shown on the empty square it faces, by its colour letter
    # (lower case) so a player sees where each workman can build.
    ends = {w.end: COLOUR_LETTER[w.colour].lower() for w in view.workmen if w.status == "open"}
    path = view.pathway
    reservoirs = dict(view.reservoirs)

    def builder(p: int) -> str:
        return path[p] or "."

    lines = []
    top = "".join(f" {builder(p)} " for p in SIDES["top"])
    bottom = "".join(f" {builder(29 - x)} " for x in range(COLUMNS))
    header = "".join(f" {c} " for c in COLUMN_LETTERS)
    lines.append("Builders: C curve, S straight, B bridge, D double curve, J joker.")
    lines.append("      " + top)
    lines.append("      " + header)
    for y in range(ROWS):
        row = "".join(_cell(view, y * COLUMNS + x, ends, reservoirs) for x in range(COLUMNS))
        lines.append(f" {builder(37 - y)} {y + 1:>2} {row} {y + 1:<2} {builder(11 + y)}")
    lines.append("      " + header)
    lines.append("      " + bottom)
    lines.append("")
    lines.append("Workmen (open aqueducts; lower-case letter on the board = the square he faces):")
    for w in view.workmen:
        if w.status == "open":
            lines.append(
                f"  {w.name:<8} ({w.owner}) at {label(w.square)}, facing {label(w.end)}, "
                f"{w.length} long"
            )
    podium_text = []
    for value in range(1, PODIUMS + 1):
        names = view.podiums[value]
        if names:
            podium_text.append(f"{value}: {', '.join(names)}")
    lines.append("Podiums: " + ("; ".join(podium_text) if podium_text else "none taken"))
    lines.append(
        "Reserve: "
        + (", ".join(TYPE_NAMES[k] for k in view.reserve) or "empty")
        + "   Tiles left: "
        + ", ".join(f"{TYPE_NAMES[k]} {view.tiles_left(k)}" for k in TILE_TYPES)
    )
    held = {p.seat: p.held for p in view.players if p.held}
    if held:
        lines.append(
            "To place before their turn: "
            + "; ".join(f"{s}: {', '.join(TYPE_NAMES[t] for t in k)}" for s, k in held.items())
        )
    lines.append("Scores: " + ", ".join(f"{p.seat} {p.points}" for p in view.players))
    if view.pending is None:
        lines.append("Game over. Winner(s): " + ", ".join(view.winners))
    else:
        lines.append(
            f"{view.pending} to play ({view.current}'s turn): {PHASE_PROMPTS[view.phase]}."
        )
    return "\n".join(lines)
