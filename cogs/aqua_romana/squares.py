"""Where Aqua Romana's squares stand in a picture, at any scale: the grid's cells, the pathway's
squares around it, the middle of each edge and the spot a workman stands on. The full board and
the turn image draw the same board at two scales, each with its own ``Squares``."""

from __future__ import annotations

from rules.aqua_romana.data import COLUMNS, DX, DY, NEIGHBOUR, ROWS, SIDES, SIGHT
from rules.aqua_romana.view import AquaView, WorkmanView

Box = tuple[int, int, int, int]
Point = tuple[float, float]


class Squares:
    """The board drawn with its pathway's outer corner at (``left``, ``top``): grid cells of
    ``cell`` px, a pathway ``band`` px deep and a band of ``labels`` px between the two."""

    __slots__ = ("band", "cell", "gx", "gx1", "gy", "gy1", "labels", "left", "top")

    def __init__(self, left: int, top: int, cell: int, band: int, labels: int) -> None:
        self.left, self.top, self.cell, self.band, self.labels = left, top, cell, band, labels
        self.gx, self.gy = left + band + labels, top + band + labels  # the grid's top left
        self.gx1, self.gy1 = self.gx + COLUMNS * cell, self.gy + ROWS * cell

    def cell_box(self, sq: int) -> Box:
        x, y = sq % COLUMNS, sq // COLUMNS
        c = self.cell
        return self.gx + x * c, self.gy + y * c, self.gx + (x + 1) * c, self.gy + (y + 1) * c

    def column_box(self, x: int) -> Box:
        """The whole of the grid's column ``x``."""
        x0 = self.gx + x * self.cell
        return x0, self.gy, x0 + self.cell, self.gy1

    def decision_boxes(self, view: AquaView) -> list[Box]:
        """What the decision at hand is about, as both images ring it: the square a workman
        builds on, with the builders he sees or the one he chose; the fountain tile's column,
        then its square."""
        boxes: list[Box] = []
        phase = view.phase
        if phase in ("builder", "tile") and view.chosen_workman is not None:
            w = view.workman(view.chosen_workman)
            boxes.append(self.cell_box(w.end))
            if phase == "builder":
                boxes += [self.pathway_box(p) for p in SIGHT[w.square] if view.pathway[p]]
            elif view.chosen_builder >= 0:
                boxes.append(self.pathway_box(view.chosen_builder))
        if phase == "fountain_square" and view.fountain_column >= 0:
            boxes.append(self.column_box(view.fountain_column))
        if phase == "fountain_tile" and view.fountain_square >= 0:
            boxes.append(self.cell_box(view.fountain_square))
        return boxes

    def pathway_box(self, p: int) -> Box:
        c = self.cell
        if p in SIDES["top"]:
            x = self.gx + p * c
            return x, self.top, x + c, self.top + self.band
        if p in SIDES["right"]:
            y = self.gy + (p - 11) * c
            return self.gx1 + self.labels, y, self.gx1 + self.labels + self.band, y + c
        if p in SIDES["bottom"]:
            x = self.gx + (29 - p) * c
            return x, self.gy1 + self.labels, x + c, self.gy1 + self.labels + self.band
        y = self.gy + (37 - p) * c
        return self.left, y, self.left + self.band, y + c

    def area_box(self, squares: list[int], inset: int) -> Box:
        """The box around some of the grid's squares (a reservoir's), ``inset`` px inside."""
        boxes = [self.cell_box(sq) for sq in squares]
        x0, y0 = min(b[0] for b in boxes) + inset, min(b[1] for b in boxes) + inset
        x1, y1 = max(b[2] for b in boxes) - inset, max(b[3] for b in boxes) - inset
        return x0, y0, x1, y1

    def outlet_line(self, w: WorkmanView) -> list[Point]:
        """From the middle of a workman's outlet square to the edge his water leaves by."""
        box = self.cell_box(w.outlet)
        return [centre(box), edge_point(box, w.outlet_edge)]

    def workman_spot(self, w: WorkmanView) -> Point:
        """Where a workman stands: on the edge of his last square facing the square he builds
        on, else in the middle of that square."""
        edge = facing(w)
        box = self.cell_box(w.square)
        return centre(box) if edge is None else edge_point(box, edge)


def centre(box: Box) -> Point:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def edge_point(box: Box, edge: int) -> Point:
    """The middle of ``box``'s side ``edge`` (0 north, 1 east, 2 south, 3 west)."""
    cx, cy = centre(box)
    return cx + DX[edge] * (box[2] - box[0]) / 2, cy + DY[edge] * (box[3] - box[1]) / 2


def facing(w: WorkmanView) -> int | None:
    """The edge of his last square a workman builds across, if he still builds."""
    if w.end < 0:
        return None
    return next((e for e in range(4) if NEIGHBOUR[w.square][e] == w.end), None)
