"""Where each workman's aqueduct runs, as both images colour it: the channels it flows through,
its loose end, the reservoirs, and the workmen who stay on the board once scored."""

from __future__ import annotations

from collections.abc import Iterator

from rules.aqua_romana.data import NEIGHBOUR, channels_of
from rules.aqua_romana.view import AquaView, WorkmanView


def _course(view: AquaView, w: WorkmanView) -> Iterator[tuple[int, int, int]]:
    """Each channel a workman's aqueduct runs through, from his outlet on: (square, channel
    index, the edge the water leaves that square by)."""
    sq, out = w.outlet, w.outlet_edge
    for _ in range(200):
        nxt = NEIGHBOUR[sq][out]
        if nxt < 0 or view.grid[nxt] < 0:
            return
        entry = (out + 2) % 4
        chans = channels_of(view.grid[nxt])
        index = next((i for i, c in enumerate(chans) if entry in c), -1)
        if index < 0:
            return
        a, b = chans[index]
        sq, out = nxt, (b if a == entry else a)
        yield sq, index, out


def channel_owners(view: AquaView) -> dict[tuple[int, int], str]:
    """(square, channel index) -> colour, for every channel an aqueduct runs through."""
    return {(sq, index): w.colour for w in view.workmen for sq, index, _ in _course(view, w)}


def reservoirs(view: AquaView) -> dict[str, list[int]]:
    """The squares of each colour's reservoir."""
    by_colour: dict[str, list[int]] = {}
    for sq, colour in view.reservoirs:
        by_colour.setdefault(colour, []).append(sq)
    return by_colour


def loose_end(view: AquaView, w: WorkmanView) -> tuple[int, int]:
    """The last square of a workman's aqueduct and the edge its water leaves by: towards the
    square it faces, the board's edge or the tile that closed it (whose view keeps no end)."""
    last = (w.outlet, w.outlet_edge)
    for sq, _, out in _course(view, w):
        last = (sq, out)
    return last


def scored_off_podium(w: WorkmanView) -> bool:
    """A workman scored 0 (no podium had room): he stays on the board, at his aqueduct's end."""
    return w.status == "scored" and w.podium == 0
