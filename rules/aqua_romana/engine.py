"""The Aqua Romana engine: a turn is a chain of short pending decisions (see phases.py).

This module sets a game up and takes each decision to the rules it concerns: the board at the
start (setup.py), the options of each decision (legal.py), what each decision does (steps.py),
laying a tile and following the aqueducts (building.py), the rest of a turn and the next one
(turns.py), the podiums and the end of the game (scoring.py). Rule references are to
shared/rules/aqua_romana.md.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from rules.aqua_romana import scoring
from rules.aqua_romana.actions import parse
from rules.aqua_romana.explain import explain
from rules.aqua_romana.geometry import offered_types
from rules.aqua_romana.legal import builds_for_others, legal_actions
from rules.aqua_romana.setup import new_state
from rules.aqua_romana.state import BUILDABLE, AquaState, clone_state, successor_state
from rules.aqua_romana.steps import take_step
from rules.aqua_romana.text import describe
from rules.aqua_romana.turns import begin_turn
from rules.aqua_romana.view import AquaView, view_of
from rules.core import Action, Engine, Event, Result
from rules.words import Lines, Words


class AquaRomanaEngine(Engine[AquaState]):
    id: ClassVar[str] = "aqua-romana"
    name: ClassVar[str] = "Aqua Romana"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_type: ClassVar[type[Any]] = AquaState
    # 24 setup steps, at most 79 turns per seat (78 tiles, and a game ends after a round of
    # turns without one), at most 7 decisions per turn, and 5 reserve claims with placements.
    max_steps: ClassVar[int] = 3000
    # Aqua Romana has no hidden information: determinize returns an equal copy.
    hidden_information: ClassVar[bool] = False
    view_type = AquaView

    # ----- setup --------------------------------------------------------------------------

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> AquaState:
        return new_state(seats, seed)

    def clone(self, state: AquaState) -> AquaState:
        return clone_state(state)

    def _successor(self, state: AquaState) -> AquaState:
        return successor_state(state)

    def resume(self, state: AquaState) -> list[Event]:
        """Start the turn of ``state.current`` (for positions set up by hand, e.g. in tests)."""
        events = begin_turn(state)
        # The caller may change the position further: the workmen able to build are asked anew.
        state.__dict__.pop(BUILDABLE, None)
        return events

    # ----- the contract -------------------------------------------------------------------

    def pending(self, state: AquaState) -> str | None:
        if state.phase == "over":
            return None
        return state.seats[state.actor]

    def _legal_actions(self, state: AquaState) -> list[Action]:
        return legal_actions(state)

    def _apply(self, state: AquaState, action: Action) -> list[Event]:
        # ``action`` is one of the legal actions, so its id is well formed and fits the phase.
        return take_step(state, parse(action.id))

    # ----- results and views --------------------------------------------------------------

    def podium_points(self, state: AquaState) -> dict[str, int]:
        return scoring.podium_points(state)

    def scores(self, state: AquaState) -> dict[str, int]:
        return scoring.scores(state)

    def result(self, state: AquaState) -> Result | None:
        if state.phase != "over":
            return None
        return scoring.final_result(state)

    def view_model(self, state: AquaState, seat: str | None) -> AquaView:
        phase = state.phase
        if phase == "tile":
            offered = offered_types(state, state.pathway[state.chosen_builder])
        elif phase in ("fountain_column", "fountain_square", "fountain_tile"):
            offered = offered_types(state, state.pick_type)
        else:
            offered = []
        return view_of(
            state,
            seat,
            pending=self.pending(state),
            points=scoring.scores(state),
            offered_types=tuple(offered),
            # the legal actions are cached on the state, so this costs no search
            helping=phase == "workman" and builds_for_others(state, self.legal_actions(state)),
        )

    def determinize(self, state: AquaState, seat: str | None, rng: random.Random) -> AquaState:
        return self.clone(state)  # everything is open information

    def explain_illegal(self, state: AquaState, action_id: str) -> Words:
        return explain(state, action_id)

    def describe(self, state: AquaState, seat: str | None) -> Lines:
        return describe(self.view_model(state, seat))
