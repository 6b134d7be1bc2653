"""Tally: a tiny real game on the engine contract, so storage tests can set up exact situations.

On your turn you may, in any order: ``add:1`` (+1, at most twice a turn), ``add:2`` (+2, but
the next player then decides ``allow`` or ``block``; block cancels the +2), ``draw`` (turn up the
top card of a hidden, seeded deck and score it: this reveals hidden information), and ``pass``
(end your turn). After ``rounds`` rounds (option, default 2) the highest score wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.core import Action, Engine, Event, Result, derived_rng


@dataclass
class TallyState:
    seats: list[str]
    deck: list[int]
    scores: dict[str, int]
    turn: int
    adds: int
    round: int
    rounds: int
    veto: bool
    finished: bool


@dataclass(frozen=True, slots=True)
class TallyView:
    viewer: str | None
    pending: str | None
    scores: tuple[tuple[str, int], ...]
    round: int
    deck: int  # cards left, face down
    veto: bool


class TallyEngine(Engine[TallyState]):
    id = "tally"
    name = "Tally"
    min_players = 2
    max_players = 3
    state_type = TallyState
    view_type = TallyView
    max_steps = 500

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> TallyState:
        rounds = options.get("rounds", 2)
        if not isinstance(rounds, int) or rounds < 1:
            raise ValueError("rounds must be a positive whole number")
        deck = list(range(1, 10))
        derived_rng(seed, "deck").shuffle(deck)
        return TallyState(
            seats=seats,
            deck=deck,
            scores=dict.fromkeys(seats, 0),
            turn=0,
            adds=0,
            round=1,
            rounds=rounds,
            veto=False,
            finished=False,
        )

    def pending(self, state: TallyState) -> str | None:
        if state.finished:
            return None
        offset = 1 if state.veto else 0
        return state.seats[(state.turn + offset) % len(state.seats)]

    def _legal_actions(self, state: TallyState) -> list[Action]:
        if state.finished:
            return []
        if state.veto:
            return [Action("allow", "Allow the +2"), Action("block", "Block the +2")]
        actions = []
        if state.adds < 2:
            actions.append(Action("add:1", "Score 1"))
        actions.append(Action("add:2", "Score 2 (the next player may block it)"))
        if state.deck:
            actions.append(Action("draw", "Turn up a card and score it"))
        actions.append(Action("pass", "End your turn"))
        return actions

    def _apply(self, state: TallyState, action: Action) -> list[Event]:
        seat = self.pending(state)
        current = state.seats[state.turn]
        if action.id == "add:1":
            state.adds += 1
            state.scores[current] += 1
            return [Event("scored 1", seat)]
        if action.id == "add:2":
            state.scores[current] += 2
            state.veto = True
            return [Event("scored 2", seat)]
        if action.id in ("allow", "block"):
            if action.id == "block":
                state.scores[current] -= 2
            state.veto = False
            return [Event(f"{action.id}ed the +2", seat)]
        if action.id == "draw":
            card = state.deck.pop()
            state.scores[current] += card
            return [Event(f"turned up a {card}", seat, reveals=True)]
        state.turn = (state.turn + 1) % len(state.seats)
        state.adds = 0
        if state.turn == 0:
            state.round += 1
            state.finished = state.round > state.rounds
        return [Event("passed", seat)]

    def view_model(self, state: TallyState, seat: str | None) -> TallyView:
        return TallyView(
            viewer=seat,
            pending=self.pending(state),
            scores=tuple(sorted(state.scores.items())),
            round=state.round,
            deck=len(state.deck),
            veto=state.veto,
        )

    def result(self, state: TallyState) -> Result | None:
        if not state.finished:
            return None
        top = max(state.scores.values())
        winners = [s for s in state.seats if state.scores[s] == top]
        return Result({s: float(v) for s, v in state.scores.items()}, winners)

    def determinize(self, state: TallyState, seat: str | None, rng: random.Random) -> TallyState:
        copy = self.clone(state)
        rng.shuffle(copy.deck)
        return copy


TALLY = TallyEngine()
