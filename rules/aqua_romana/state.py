"""The Aqua Romana game state: plain dataclasses that round-trip through JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from rules.aqua_romana.phases import Phase

WorkmanStatus = Literal[
    "open",  # on the board, his aqueduct can grow
    "closed",  # aqueduct closed this turn, waiting to be scored at the end of the turn
    "scored",  # on a podium (or out of play with 0 points)
]


@dataclass
class Workman:
    """A workman and the aqueduct he builds, from one outlet.

    ``square`` is the last square of his aqueduct (the reservoir half at the start): his line of
    sight starts there. ``end`` is the square the aqueduct's end faces and ``end_edge`` the edge
    of ``end`` through which the water would enter; ``end`` is -1 once the end faces the board
    edge, a blocking tile or a reservoir. A voluntarily closed aqueduct keeps its loose end.
    """

    name: str  # colour + number, e.g. "red2"
    colour: str
    owner: str
    outlet: int  # the reservoir square with his outlet
    outlet_edge: int
    square: int
    end: int
    end_edge: int
    length: int = 0  # channels passed = points
    status: WorkmanStatus = "open"
    podium: int = 0  # podium value once scored (0: none)


@dataclass
class AquaState:
    seats: list[str]
    seed: int
    grid: list[int]  # per square: EMPTY, RESERVOIR, or a tile code
    reservoir_colour: dict[str, str]  # square index (as str) -> colour, for reservoir squares
    workmen: list[Workman]
    pathway: list[str]  # per pathway square: builder type letter or ""
    reserve: list[str]  # builder types still in the reserve
    held: dict[str, list[str]]  # reserve builders a seat took and places before his next turn
    stock: dict[str, int]  # tiles left per type
    podiums: list[list[int]]  # per value 0..20: workman indexes in the order they arrived
    to_place: dict[str, int]  # setup: builders of each type still to place
    current: int = 0  # index of the seat whose turn it is
    phase: Phase = "setup"
    actor: int = 0  # the seat that decides now (claims belong to other seats)
    # The step-by-step choice of the current decision.
    pick_type: str = ""  # builder type chosen in setup/placement, or the fountain tile type
    pick_side: str = ""
    chosen_workman: int = -1
    chosen_builder: int = -1  # pathway index
    fountain_column: int = -1
    fountain_square: int = -1
    laid_tile: bool = False
    closed_this_turn: list[int] = field(default_factory=list)
    claims: list[str] = field(default_factory=list)  # seats still to take a reserve builder
    turns_without_tile: int = 0
    last_tile_seat: int = -1
    bonus: dict[str, int] = field(default_factory=dict)  # end bonus per seat, once over
    log_turn: int = 0  # turns played (for the text view)


# Kept in a state's __dict__ beside its fields (never dumped, dropped by every copy): rules.core's
# cache of the legal actions, and the workmen a turn's start found able to build
# (legal.anyone_can_build), which the workman step then offers without asking each of them again.
LEGAL_CACHE = "_legal_cache"
BUILDABLE = "_buildable"


def copy_workman(workman: Workman) -> Workman:
    copy = Workman.__new__(Workman)
    copy.__dict__ = workman.__dict__.copy()
    return copy


def clone_state(state: AquaState) -> AquaState:
    """A copy of ``state`` that shares nothing with it (``Engine.clone``)."""
    new = AquaState.__new__(AquaState)
    d = dict(state.__dict__)
    d.pop(LEGAL_CACHE, None)
    d.pop(BUILDABLE, None)
    d["seats"] = list(state.seats)
    d["grid"] = list(state.grid)
    d["workmen"] = [copy_workman(w) for w in state.workmen]
    d["pathway"] = list(state.pathway)
    d["reserve"] = list(state.reserve)
    d["held"] = {k: list(v) for k, v in state.held.items()}
    d["stock"] = dict(state.stock)
    d["podiums"] = [list(p) for p in state.podiums]
    d["to_place"] = dict(state.to_place)
    d["closed_this_turn"] = list(state.closed_this_turn)
    d["claims"] = list(state.claims)
    d["bonus"] = dict(state.bonus)
    new.__dict__.update(d)
    return new


def successor_state(state: AquaState) -> AquaState:
    """The copy of ``state`` an action writes the next state in (``Engine._successor``).

    Every part is shared with ``state`` and replaced by a copy where an action changes it (the
    workmen: own_workman; a podium: scoring.score); lists an action grows are written anew,
    never appended to.
    """
    new = AquaState.__new__(AquaState)
    d = state.__dict__.copy()
    d.pop(LEGAL_CACHE, None)
    d.pop(BUILDABLE, None)
    new.__dict__ = d
    return new


def own_workman(state: AquaState, index: int) -> Workman:
    """Workman ``index``, copied (with the list) before the action changes him: the states
    before this one share both (see successor_state)."""
    workmen = state.workmen = state.workmen.copy()
    workman = workmen[index] = copy_workman(workmen[index])
    return workman


def workman_index(state: AquaState, name: str) -> int:
    for i, w in enumerate(state.workmen):
        if w.name == name:
            return i
    raise AssertionError(f"no workman {name}")
