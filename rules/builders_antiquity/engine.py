"""The rules of The Builders: Antiquity (shared/rules/builders_antiquity.md §8–§11).

A turn is a series of decisions of the current player; each action either completes at once or
opens a short follow-up step (send: worker → building → tool; educate: university → worker), so
that no list of choices is long. A follow-up step always has a choice, so it cannot strand a
player; a misclick is taken back with undo, since these steps reveal nothing.

This module takes each part of the contract (rules/core.py) to the rules it concerns: the
table at the start (setup.py), what the player may do now (legal.py), what each action does
(effects.py; sending a member and finishing a building: construction.py; what actions cost:
costs.py; what the events say: events.py), the end of a turn, of the game and its result
(turns.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from rules.builders_antiquity import data, text
from rules.builders_antiquity.effects import take_action
from rules.builders_antiquity.illegal import explain
from rules.builders_antiquity.legal import legal_actions
from rules.builders_antiquity.setup import new_state
from rules.builders_antiquity.state import BuildersState, clone_state, successor_state
from rules.builders_antiquity.turns import final_result
from rules.builders_antiquity.view import BuildersView, builders_view
from rules.core import Action, Engine, Event, Result


class BuildersEngine(Engine[BuildersState]):
    id = "builders-antiquity"
    name = "The Builders: Antiquity"
    min_players = 2
    max_players = 4
    state_type = BuildersState
    view_type = BuildersView
    # A simulation's guard (not a rule: tables never set it): every building finished gives
    # such a game at most STALL_ROUNDS more rounds, and there are 33 to finish: at most 4
    # players × 34 × STALL_ROUNDS turns, and a turn is bounded by its coins (extra actions cost
    # 5 each).
    simulation_options: ClassVar[Mapping[str, Any]] = {"stall_rounds": data.STALL_ROUNDS}
    max_steps = 4 * (len(data.BUILDINGS) + 1) * data.STALL_ROUNDS * 200

    # ----- setup ------------------------------------------------------------------------------

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> BuildersState:
        state = new_state(seats, seed)
        state.stall_rounds = options.get("stall_rounds")
        return state

    def clone(self, state: BuildersState) -> BuildersState:
        return clone_state(state)

    def _successor(self, state: BuildersState) -> BuildersState:
        return successor_state(state)

    # ----- the contract -----------------------------------------------------------------------

    def pending(self, state: BuildersState) -> str | None:
        return None if state.over else state.seats[state.current]

    def _legal_actions(self, state: BuildersState) -> list[Action]:
        return legal_actions(state)

    def _apply(self, state: BuildersState, action: Action) -> list[Event]:
        return take_action(state, action.id)

    # ----- what players see -------------------------------------------------------------------

    def result(self, state: BuildersState) -> Result | None:
        if not state.over:
            return None
        return final_result(state)

    def view_model(self, state: BuildersState, seat: str | None) -> BuildersView:
        return builders_view(state, seat)

    def describe(self, state: BuildersState, seat: str | None) -> str:
        return text.describe(builders_view(state, seat))

    def explain_illegal(self, state: BuildersState, action_id: str) -> str:
        return explain(state, action_id)

    def determinize(
        self, state: BuildersState, seat: str | None, rng: random.Random
    ) -> BuildersState:
        copy = self.clone(state)
        # Sorted first, so the result depends on the rng alone, never on the true order. The
        # building pile is face up: its first card stays where everyone sees it.
        shown = copy.building_deck[:1]
        hidden = copy.building_deck[1:]
        for deck in (hidden, copy.worker_deck):
            deck.sort()
            rng.shuffle(deck)
        copy.building_deck = shown + hidden
        return copy
