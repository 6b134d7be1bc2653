"""The board as text, for the terminal player (``tabula play aqua-romana``)."""

from __future__ import annotations

from typing import Final

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
from rules.aqua_romana.words import workman
from rules.words import Lines, Words

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


def describe(view: AquaView) -> Lines:
    """The board, the workmen, podiums, stocks and scores, and whose move it is: each line with
    words is ``Words``, said in the reader's language."""
    # An open aqueduct's end is shown on the empty square it faces, by its colour letter
    # (lower case) so a player sees where each workman can build.
    ends = {w.end: COLOUR_LETTER[w.colour].lower() for w in view.workmen if w.status == "open"}
    path = view.pathway
    reservoirs = dict(view.reservoirs)

    def builder(p: int) -> str:
        return path[p] or "."

    lines: list[str] = []
    top = "".join(f" {builder(p)} " for p in SIDES["top"])
    bottom = "".join(f" {builder(29 - x)} " for x in range(COLUMNS))
    header = "".join(f" {c} " for c in COLUMN_LETTERS)
    lines.append(_KEY)
    lines.append("      " + top)
    lines.append("      " + header)
    for y in range(ROWS):
        row = "".join(_cell(view, y * COLUMNS + x, ends, reservoirs) for x in range(COLUMNS))
        lines.append(f" {builder(37 - y)} {y + 1:>2} {row} {y + 1:<2} {builder(11 + y)}")
    lines.append("      " + header)
    lines.append("      " + bottom)
    lines.append("")
    lines.append(_WORKMEN)
    for w in view.workmen:
        if w.status == "open":
            lines.append(
                Words(
                    f"  {w.name:<8} ({w.owner}) at {label(w.square)}, facing {label(w.end)}, "
                    f"{w.length} long",
                    "aqua-d-workman",
                    workman=workman(w.name),
                    pad=" " * max(0, 8 - len(w.name)),
                    seat=w.owner,
                    square=label(w.square),
                    facing=label(w.end),
                    length=w.length,
                )
            )
    podium_text = []
    for value in range(1, PODIUMS + 1):
        names = view.podiums[value]
        if names:
            podium_text.append(
                Words(
                    f"{value}: {', '.join(names)}",
                    "aqua-d-podium",
                    podium=value,
                    workmen=tuple(workman(n) for n in names),
                )
            )
    taken = _semicolons(podium_text) if podium_text else _NONE_TAKEN
    lines.append(Words(f"Podiums: {taken}", "aqua-d-podiums", podiums=taken))
    reserve = tuple(TYPE_NAMES[k] for k in view.reserve)
    stock = tuple(
        Words(
            f"{TYPE_NAMES[k]} {view.tiles_left(k)}",
            "aqua-d-stock",
            type=TYPE_NAMES[k],
            count=view.tiles_left(k),
        )
        for k in TILE_TYPES
    )
    lines.append(
        Words(
            f"Reserve: {', '.join(reserve) or _EMPTY}   Tiles left: {', '.join(stock)}",
            "aqua-d-reserve",
            reserve=reserve or _EMPTY,
            stock=stock,
        )
    )
    held = {p.seat: p.held for p in view.players if p.held}
    if held:
        each = [
            Words(
                f"{s}: {', '.join(TYPE_NAMES[t] for t in k)}",
                "aqua-d-held-seat",
                seat=s,
                types=tuple(TYPE_NAMES[t] for t in k),
            )
            for s, k in held.items()
        ]
        lines.append(
            Words(
                "To place before their turn: " + "; ".join(each),
                "aqua-d-held",
                held=_semicolons(each),
            )
        )
    scores = ", ".join(f"{p.seat} {p.points}" for p in view.players)
    lines.append(Words(f"Scores: {scores}", "aqua-d-scores", scores=scores))
    if view.pending is None:
        winners = ", ".join(view.winners)
        count = len(view.winners)
        english = (
            f"Game over. Winner: {winners}"
            if count == 1
            else f"Game over. A tie: {winners} share the win"
        )
        lines.append(Words(english, "aqua-d-over", winners=winners, count=count))
    else:
        ask = PHASE_PROMPTS[view.phase]
        lines.append(
            Words(
                f"{view.pending} to play ({view.current}'s turn): {ask}.",
                "aqua-d-to-play",
                seat=view.pending,
                current=view.current,
                ask=ask,
            )
        )
    return Lines(tuple(lines))


def _semicolons(parts: list[Words]) -> Words:
    """Parts said one after another, separated by semicolons (a tuple argument would be joined
    by commas)."""
    if len(parts) == 1:
        return parts[0]
    rest = _semicolons(parts[1:])
    return Words(f"{parts[0]}; {rest}", "aqua-d-then", first=parts[0], rest=rest)


_KEY: Final = Words(
    "Builders: C curve, S straight, B bridge, D double curve, J joker.", "aqua-d-key"
)
_WORKMEN: Final = Words(
    "Workmen (open aqueducts; lower-case letter on the board = the square he faces):",
    "aqua-d-workmen",
)
_NONE_TAKEN: Final = Words("none taken", "aqua-d-none-taken")
_EMPTY: Final = Words("empty", "aqua-d-empty")
