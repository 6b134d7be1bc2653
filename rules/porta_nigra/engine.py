"""The Porta Nigra engine: a turn is a chain of short pending decisions.

card -> action (an icon of the card, torch for coin, an influence action, end) -> for a buy the
shop -> for a build the building, then the site, then (Porta Nigra) the height and the white
bricks used. Intermediate scoring, the next start player and City Wall reward bricks are pending
decisions too. Rule references are to shared/rules/porta_nigra.md (§9 = rule clarifications).

This module sets a game up and takes each decision to the rules it concerns: the options of
each phase (legal.py), the market (market.py), building sections (building.py), honor cards
(honors.py), what follows an action, a turn and a round (turns.py), what happened (events.py).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, assert_never

from rules.core import Action, Engine, Event, Result, derived_rng
from rules.porta_nigra import actions as act
from rules.porta_nigra import data as d
from rules.porta_nigra import events as said
from rules.porta_nigra.building import gain_romans, place, top, white_options

# Re-exported: the front ends and tests read these labels here.
from rules.porta_nigra.choices import card_label as card_label
from rules.porta_nigra.choices import card_name as card_name
from rules.porta_nigra.choices import card_text as card_text
from rules.porta_nigra.choices import honor_label as honor_label
from rules.porta_nigra.choices import icon_text as icon_text
from rules.porta_nigra.events import Events
from rules.porta_nigra.honors import take_honor
from rules.porta_nigra.legal import legal_actions
from rules.porta_nigra.market import buy
from rules.porta_nigra.state import Player, PortaNigraState, clone_state, successor_state
from rules.porta_nigra.text import describe, explain_illegal
from rules.porta_nigra.turns import end_turn, interim, new_round, resume, start_turn, trigger_end
from rules.porta_nigra.view import PortaNigraView, view_of


class PortaNigraEngine(Engine[PortaNigraState]):
    id: ClassVar[str] = "porta-nigra"
    name: ClassVar[str] = "Porta Nigra"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_type: ClassVar[type[Any]] = PortaNigraState
    view_type = PortaNigraView
    # ~60 turns, each at most ~5 icons x 5 steps plus coin, influence and honor steps.
    max_steps: ClassVar[int] = 20000

    # ----- setup ---------------------------------------------------------------------------

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> PortaNigraState:
        n = len(seats)
        rounds, multiplier = d.ROUNDS[n]
        rng = derived_rng(seed, "setup")
        players = []
        for seat in seats:
            deck = d.action_deck(n)
            rng.shuffle(deck)
            players.append(
                Player(
                    seat=seat,
                    money=d.START_MONEY,
                    torches=d.START_TORCHES,
                    romans=d.START_ROMANS,
                    romans_supply=d.ROMANS_PER_COLOUR - d.START_ROMANS,
                    hand=sorted(deck[: d.HAND_SIZE]),
                    deck=deck[d.HAND_SIZE :],
                )
            )
        building = list(d.BUILDING_CARDS)
        honor = list(d.HONOR_CARDS)
        supply = list(d.SUPPLY_CARDS)
        rng.shuffle(building)
        rng.shuffle(honor)
        rng.shuffle(supply)
        state = PortaNigraState(
            seats=list(seats),
            seed=seed,
            players=players,
            rounds=rounds,
            multiplier=multiplier,
            supply=d.TOTAL_BRICKS,
            supply_deck=supply,
            building_deck=building,
            honor_deck=honor,
        )
        start_turn(state, [])
        return state

    def clone(self, state: PortaNigraState) -> PortaNigraState:
        return clone_state(state)

    def _successor(self, state: PortaNigraState) -> PortaNigraState:
        return successor_state(state)

    # ----- queries -------------------------------------------------------------------------

    def pending(self, state: PortaNigraState) -> str | None:
        if state.phase == "over":
            return None
        return state.seats[state.current]

    def result(self, state: PortaNigraState) -> Result | None:
        if state.phase != "over":
            return None
        scores = {p.seat: float(p.vp) for p in state.players}
        top = max(scores.values())
        return Result(
            scores=scores,
            winners=[s for s in state.seats if scores[s] == top],
            details={k: dict(v) for k, v in state.final.items()},
        )

    def _legal_actions(self, state: PortaNigraState) -> list[Action]:
        return legal_actions(state)

    # ----- applying ------------------------------------------------------------------------

    def _apply(self, state: PortaNigraState, action: Action) -> Events:
        s = state
        p = s.players[s.current]
        t = s.turn
        ev: Events = []
        parsed = act.parse(action.id)
        assert parsed is not None, action.id  # legal ids all parse
        verb, arg = parsed
        match verb:
            case "start":
                p.builder = int(arg)
                ev.append(Event(said.placed_builder(p.builder), p.seat))
                s.phase = "card"
            case "play":
                p.hand.remove(arg)
                t.card = arg
                t.allowed = d.ACTION_CARDS[arg].torches
                ev.append(Event(said.played(arg), p.seat, reveals=True))
                s.phase = "action"
                resume(s, ev)
            case "icon":
                _use_icon(s, p, int(arg), ev)
            case "coin":
                if arg == "card":
                    t.allowed -= 1
                    ev.append(Event(said.GAVE_UP, p.seat))
                else:
                    p.torches -= 1
                    ev.append(Event(said.RETURNED, p.seat))
                p.money += 1
                resume(s, ev)
            case "honor":
                s.phase = "honor"
            case "roman":
                p.influence -= d.ROMAN_INFLUENCE
                gain_romans(p, 1)
                ev.append(Event(said.PAID_ROMAN, p.seat))
                resume(s, ev)
            case "xbuild":
                p.influence -= d.EXTRA_BUILD_INFLUENCE
                t.icon = -1
                ev.append(Event(said.PAID_BUILD, p.seat))
                s.phase = "building"
            case "end":
                end_turn(s, ev)
            case "shop":
                buy(s, p, d.LETTER.index(arg), ev)
                resume(s, ev)
            case "bld":
                t.building = arg
                s.phase = "site"
            case "site":
                t.site = arg
                if d.SITES[arg].building == "PN":
                    s.phase = "height"
                else:
                    t.height = d.SITES[arg].need
                    _to_whites(s, p, ev)
            case "height":
                t.height = int(arg)
                _to_whites(s, p, ev)
            case "white":
                _build(s, p, int(arg), ev)
            case "hon":
                take_honor(s, p, arg, ev)
                if s.phase == "honor":  # a build or a topper card has its own next step
                    resume(s, ev)
            case "top":
                top(s, p, arg, ev)
                resume(s, ev)
            case "brick":
                c = d.LETTER.index(arg)
                p.bricks[c] += 1
                s.supply -= 1
                t.wall_bricks -= 1
                ev.append(Event(said.wall_brick(c), p.seat))
                resume(s, ev)
            case "tens":
                t.tens = int(arg)
            case "vp":
                interim(s, p, int(arg), ev)
            case "first":
                new_round(s, s.seats.index(arg), ev)
            case _:
                assert_never(verb)
        return ev

    # ----- hidden information --------------------------------------------------------------

    def view_model(self, state: PortaNigraState, seat: str | None) -> PortaNigraView:
        return view_of(state, seat)

    def describe(self, state: PortaNigraState, seat: str | None) -> str:
        return describe(self.view_model(state, seat))

    def explain_illegal(self, state: PortaNigraState, action_id: str) -> str:
        return explain_illegal(state, action_id)

    def determinize(
        self, state: PortaNigraState, seat: str | None, rng: random.Random
    ) -> PortaNigraState:
        # Everything hidden is sorted before it is shuffled, so the result depends on the rng
        # and on what the seat can see, never on the true hidden order.
        s = clone_state(state)
        for p in s.players:
            if p.seat == seat:
                p.deck.sort()
                rng.shuffle(p.deck)
            else:
                pool = sorted(p.hand + p.deck)
                rng.shuffle(pool)
                p.hand = sorted(pool[: len(p.hand)])
                p.deck = pool[len(p.hand) :]
        for deck in (s.supply_deck, s.building_deck, s.honor_deck):
            deck.sort()
            rng.shuffle(deck)
        return s


# ----- the steps of an action that lead to another ---------------------------------------------


def _use_icon(s: PortaNigraState, p: Player, i: int, ev: Events) -> None:
    t = s.turn
    icon = d.ACTION_CARDS[t.card].icons[i]
    t.used.append(i)
    if t.allowed > 0:
        t.allowed -= 1
    else:
        p.torches -= 1
        ev.append(Event(said.USED_TORCH, p.seat))
    t.icon = i
    if icon.startswith("buy:"):
        s.phase = "shop"
    elif icon == "build":
        s.phase = "building"
    elif icon == "influence":
        p.influence += 1
        ev.append(Event(said.TOOK_INFLUENCE, p.seat))
        resume(s, ev)
    elif icon == "torch":
        p.torches += 1
        ev.append(Event(said.TOOK_TORCH, p.seat))
        resume(s, ev)
    else:
        amount = int(icon.split(":")[1])
        p.money += amount
        ev.append(Event(said.took_money(amount), p.seat))
        resume(s, ev)


def _to_whites(s: PortaNigraState, p: Player, ev: Events) -> None:
    """On to choosing the white bricks, or build at once when there is one way to."""
    options = white_options(p, d.SITES[s.turn.site].colour, s.turn.height)
    if len(options) == 1:
        _build(s, p, options[0], ev)
    else:
        s.phase = "whites"


def _build(s: PortaNigraState, p: Player, whites: int, ev: Events) -> None:
    place(s, p, whites, ev)
    if p.sections >= d.SECTIONS_FOR_EARLY_END:
        trigger_end(s, said.FIFTEENTH, ev)
    resume(s, ev)
