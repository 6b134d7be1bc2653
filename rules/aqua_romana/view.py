"""What a player or a spectator sees of an Aqua Romana game: the typed view.

Aqua Romana is open information (the tiles are chosen by type from open stacks, nothing is
drawn), so every seat's view holds the same as a spectator's but for ``viewer``. The game's seed
is the one thing of the state left out: nothing seen depends on it. Squares are board indexes
(``data.label`` names them, e.g. "C3"), pathway squares 0-37 (P0-P37), as in the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.aqua_romana.data import TILE_TYPES
from rules.aqua_romana.phases import Phase
from rules.aqua_romana.state import AquaState, WorkmanStatus


@dataclass(frozen=True, slots=True)
class WorkmanView:
    name: str  # colour + number, e.g. "red2"
    colour: str
    owner: str
    outlet: int  # the reservoir square with his outlet
    outlet_edge: int
    square: int  # the last square of his aqueduct: his line of sight starts there
    end: int  # the empty square his aqueduct's end faces, -1 when it faces none
    length: int  # channels passed: the points his aqueduct is worth
    status: WorkmanStatus
    podium: int  # the podium he stands on once scored (0: none)


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: str
    colours: tuple[str, ...]  # the colours of his workmen, in the order they are listed
    points: int  # podiums so far, plus the end bonus once the game is over
    bonus: int  # the end bonus (0 until the game is over)
    held: tuple[str, ...]  # reserve builders he took and places before his next turn


@dataclass(frozen=True, slots=True)
class AquaView:
    viewer: str | None
    pending: str | None  # who decides now (None once the game is over)
    phase: Phase
    current: str  # whose turn it is (once over: who played the last turn)
    players: tuple[PlayerView, ...]  # in seat order
    grid: tuple[int, ...]  # per square: data.EMPTY, data.RESERVOIR or a tile code
    reservoirs: tuple[tuple[int, str], ...]  # (reservoir square, colour)
    workmen: tuple[WorkmanView, ...]
    pathway: tuple[str, ...]  # per pathway square: a builder type or ""
    reserve: tuple[str, ...]  # builder types in the reserve
    stock: tuple[tuple[str, int], ...]  # (tile type, tiles left), in data.TILE_TYPES order
    to_place: tuple[tuple[str, int], ...]  # setup: (builder type, builders still to set up)
    podiums: tuple[tuple[str, ...], ...]  # per value 0-20: the workmen on it, first comer first
    turns_without_tile: int
    turns_played: int
    last_tile_by: str | None
    winners: tuple[str, ...]  # once over, every seat on the top score
    # The decision being made, step by step (empty / -1 / None where it does not apply).
    pick_type: str  # builder type being set up or placed; the builder of the fountain tile
    pick_side: str  # pathway side chosen for that builder
    chosen_workman: str | None  # whose aqueduct is being extended
    chosen_builder: int  # pathway square of the builder whose tile is laid
    fountain_column: int
    fountain_square: int
    offered_types: tuple[str, ...]  # tile types the builder (or fountain tile) allows
    helping: bool  # none of the current player's workmen can build: he extends another's

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(p.seat for p in self.players)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def player(self, seat: str) -> PlayerView:
        return next(p for p in self.players if p.seat == seat)

    def workman(self, name: str) -> WorkmanView:
        return next(w for w in self.workmen if w.name == name)

    def tiles_left(self, kind: str) -> int:
        return next(n for k, n in self.stock if k == kind)


def view_of(
    state: AquaState,
    viewer: str | None,
    *,
    pending: str | None,
    points: Mapping[str, int],
    offered_types: tuple[str, ...],
    helping: bool,
) -> AquaView:
    """The view of ``state`` for ``viewer``; what takes the rules to work out (scores, the tile
    types offered, whether the player must help) comes from the engine."""
    workmen = state.workmen
    over = state.phase == "over"
    top = max(points.values())
    return AquaView(
        viewer=viewer,
        pending=pending,
        phase=state.phase,
        current=state.seats[state.current],
        players=tuple(
            PlayerView(
                seat=seat,
                colours=tuple(dict.fromkeys(w.colour for w in workmen if w.owner == seat)),
                points=points[seat],
                bonus=state.bonus.get(seat, 0),
                held=tuple(state.held.get(seat, ())),
            )
            for seat in state.seats
        ),
        grid=tuple(state.grid),
        reservoirs=tuple((int(sq), colour) for sq, colour in state.reservoir_colour.items()),
        workmen=tuple(
            WorkmanView(
                name=w.name,
                colour=w.colour,
                owner=w.owner,
                outlet=w.outlet,
                outlet_edge=w.outlet_edge,
                square=w.square,
                end=w.end,
                length=w.length,
                status=w.status,
                podium=w.podium,
            )
            for w in workmen
        ),
        pathway=tuple(state.pathway),
        reserve=tuple(state.reserve),
        stock=tuple((kind, state.stock[kind]) for kind in TILE_TYPES),
        to_place=tuple(state.to_place.items()),
        podiums=tuple(tuple(workmen[i].name for i in p) for p in state.podiums),
        turns_without_tile=state.turns_without_tile,
        turns_played=state.log_turn,
        last_tile_by=state.seats[state.last_tile_seat] if state.last_tile_seat >= 0 else None,
        winners=tuple(s for s in state.seats if points[s] == top) if over else (),
        pick_type=state.pick_type,
        pick_side=state.pick_side,
        chosen_workman=workmen[state.chosen_workman].name if state.chosen_workman >= 0 else None,
        chosen_builder=state.chosen_builder,
        fountain_column=state.fountain_column,
        fountain_square=state.fountain_square,
        offered_types=offered_types,
        helping=helping,
    )
