"""Pebbles: a toy game added the way a fourth game would be, through its manifest alone.

A pile of pebbles; in turn each player takes 1 to 3 of them, then passes the pile on (shaken or
not, while it holds more than 3: a real second choice, so a turn may go on after a click);
whoever takes the last one wins.
Each player also holds a secret lucky number (1-3), which only they see, so that views and
determinize have something to hide.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from rules.core import Action, Engine, Event, Result, derived_rng
from rules.manifest import GameManifest

SHAKEN_ABOVE = 3  # a pile of more pebbles may be passed shaken


@dataclass
class PebblesState:
    seats: list[str]
    pile: int
    turn: int
    lucky: dict[str, int]
    taken: bool = False  # this turn's pebbles are taken: only passing the pile is left
    shaken: int = 0  # times the pile was passed shaken
    winner: str | None = None


@dataclass(frozen=True, slots=True)
class PebblesView:
    viewer: str | None
    pending: str | None
    seats: tuple[str, ...]
    pile: int
    taken: bool
    my_lucky: int | None  # the viewer's own secret
    winner: str | None


class PebblesEngine(Engine[PebblesState]):
    id = "pebbles"
    name = "Pebbles"
    min_players = 2
    max_players = 3
    state_type = PebblesState
    view_type = PebblesView
    max_steps = 80

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> PebblesState:
        rng = derived_rng(seed, "lucky")
        pile = int(options.get("pile", 15))
        return PebblesState(seats, pile, 0, {s: rng.randint(1, 3) for s in seats})

    def pending(self, state: PebblesState) -> str | None:
        return None if state.winner is not None else state.seats[state.turn]

    def _legal_actions(self, state: PebblesState) -> list[Action]:
        if state.winner is not None:
            return []
        if state.taken:
            passing = [Action("pass", "Pass the pile")]
            if state.pile > SHAKEN_ABOVE:
                passing.append(Action("pass:shaken", "Shake and pass the pile"))
            return passing
        most = min(3, state.pile)
        return [
            Action(f"take:{n}", f"Take {n} pebble{'s' if n > 1 else ''}")
            for n in range(1, most + 1)
        ]

    def _apply(self, state: PebblesState, action: Action) -> list[Event]:
        seat = state.seats[state.turn]
        if action.id.startswith("pass"):
            state.shaken += action.id == "pass:shaken"
            state.taken = False
            state.turn = (state.turn + 1) % len(state.seats)
            return [Event("passed the pile", seat, routine=True)]
        taken = int(action.id.partition(":")[2])
        state.pile -= taken
        state.taken = True
        events = [Event(f"took {taken}", seat)]
        if state.pile == 0:
            state.winner = seat
            events.append(Event("took the last pebble and wins", seat))
        return events

    def view_model(self, state: PebblesState, seat: str | None) -> PebblesView:
        return PebblesView(
            viewer=seat,
            pending=self.pending(state),
            seats=tuple(state.seats),
            pile=state.pile,
            taken=state.taken,
            my_lucky=state.lucky.get(seat) if seat is not None else None,
            winner=state.winner,
        )

    def result(self, state: PebblesState) -> Result | None:
        if state.winner is None:
            return None
        scores = {s: 1.0 if s == state.winner else 0.0 for s in state.seats}
        return Result(scores, [state.winner])

    def determinize(
        self, state: PebblesState, seat: str | None, rng: random.Random
    ) -> PebblesState:
        lucky = {s: v if s == seat else rng.randint(1, 3) for s, v in state.lucky.items()}
        return replace(state, seats=list(state.seats), lucky=lucky)


ENGINE = PebblesEngine()
MANIFEST = GameManifest(engine=ENGINE, evaluator=None, extension="tests.toy.ui")
