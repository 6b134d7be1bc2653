"""The Porta Nigra engine: a turn is a chain of short pending decisions.

card -> action (an icon of the card, torch for coin, an influence action, end) -> for a buy the
shop -> for a build the building, then the site, then (Porta Nigra) the height and the white
bricks used. Intermediate scoring, the next start player and City Wall reward bricks are pending
decisions too. Rule references are to shared/rules/porta_nigra.md (§9 = rule clarifications).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any, ClassVar, assert_never

from rules.core import Action, Engine, Event, Result, derived_rng
from rules.porta_nigra import actions as act
from rules.porta_nigra import data as d
from rules.porta_nigra.choices import (
    COIN_CARD_ACTION,
    COIN_TORCH_ACTION,
    END_ACTION,
    HONOR_ACTION,
    ROMAN_ACTION,
    XBUILD_ACTION,
    _cost_text,
    building_action,
    first_action,
    height_action,
    honor_action,
    icon_action,
    play_action,
    shop_action,
    site_action,
    site_text,
    start_action,
    tens_action,
    topper_action,
    vp_action,
    wallbrick_action,
    white_action,
)

# Re-exported: the front ends and tests read these labels here.
from rules.porta_nigra.choices import _bq as _bq
from rules.porta_nigra.choices import card_label as card_label
from rules.porta_nigra.choices import card_name as card_name
from rules.porta_nigra.choices import card_text as card_text
from rules.porta_nigra.choices import honor_label as honor_label
from rules.porta_nigra.choices import icon_text as icon_text
from rules.porta_nigra.scoring import final_scoring
from rules.porta_nigra.state import (
    Player,
    PortaNigraState,
    Section,
    Turn,
    clone_state,
    copy_player,
    successor_state,
)
from rules.porta_nigra.view import PortaNigraView, view_of
from rules.words import Words

Events = list[Event]

# Interim splits longer than this are chosen in two steps (tens, then units).
MAX_OPTIONS = 25


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
        self._start_turn(state, [])
        return state

    def clone(self, state: PortaNigraState) -> PortaNigraState:
        return clone_state(state)

    def _successor(self, state: PortaNigraState) -> PortaNigraState:
        return successor_state(state)

    @staticmethod
    def _own_player(s: PortaNigraState, i: int) -> Player:
        """Player ``i``, copied before the action changes him: the states before this one
        share the players whose turn it is not (see successor_state)."""
        p = s.players[i] = copy_player(s.players[i])
        return p

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

    # ----- legal actions -------------------------------------------------------------------

    def _legal_actions(self, state: PortaNigraState) -> list[Action]:
        s = state
        if s.phase == "over":
            return []
        p = s.players[s.current]
        t = s.turn
        match s.phase:
            case "builder":
                return [start_action(q) for q in range(4)]
            case "card":
                return [play_action(c) for c in dict.fromkeys(p.hand)]
            case "action":
                return self._action_options(s)
            case "shop":
                icon = d.ACTION_CARDS[t.card].icons[t.icon]
                return [shop_action(c, move) for c, move in self._shops(s, p, icon)]
            case "building":
                buildings = dict.fromkeys(site.building for site, _ in self._sites(s, p))
                return [building_action(b, p.builder) for b in buildings]
            case "site":
                return [site_action(site.id) for site, _ in self._sites(s, p, t.building)]
            case "height":
                colour = d.SITES[t.site].colour
                have = p.bricks[colour] + (p.bricks[d.W] if colour != d.W else 0)
                return [height_action(h, colour) for h in range(d.PN_MIN, min(d.PN_MAX, have) + 1)]
            case "whites":
                colour = d.SITES[t.site].colour
                return [
                    white_action(colour, t.height, w) for w in _white_options(p, colour, t.height)
                ]
            case "honor":
                return [honor_action(h) for h in dict.fromkeys(self._honor_options(s, p))]
            case "topper":
                return [topper_action(sid, h) for sid, h in _topper_sites(s, s.current)]
            case "wallbrick":
                return [wallbrick_action(c) for c in d.COLOURS]
            case "interim":
                total = _interim_amount(s, s.current)
                if total + 1 <= MAX_OPTIONS or t.tens >= 0:
                    low = max(t.tens, 0) * 10
                    high = total if t.tens < 0 else min(total, low + 9)
                    return [vp_action(v, total) for v in range(low, high + 1)]
                return [tens_action(k, total) for k in range(total // 10 + 1)]
            case "start_player":
                return [first_action(seat, s.round + 1) for seat in s.seats]
        assert_never(s.phase)

    def _action_options(self, s: PortaNigraState) -> list[Action]:
        p = s.players[s.current]
        t = s.turn
        card = d.ACTION_CARDS[t.card]
        out: list[Action] = []
        if t.allowed > 0 or p.torches > 0:
            torch = t.allowed <= 0
            seen: set[str] = set()
            for i, icon in enumerate(card.icons):
                if i in t.used or icon in seen:
                    continue
                seen.add(icon)
                if self._icon_possible(s, p, icon):
                    out.append(icon_action(i, icon, torch))
        if t.allowed > 0:
            out.append(COIN_CARD_ACTION)
        if p.torches > 0:
            out.append(COIN_TORCH_ACTION)
        if not t.honor_bought and self._any_honor(s, p):
            out.append(HONOR_ACTION)
        if p.influence >= d.ROMAN_INFLUENCE and p.romans_supply > 0:
            out.append(ROMAN_ACTION)
        if p.influence >= d.EXTRA_BUILD_INFLUENCE and self._can_build(s, p):
            out.append(XBUILD_ACTION)
        out.append(END_ACTION)
        return out

    def _anything_to_do(self, s: PortaNigraState) -> bool:
        """Whether the action step offers more than ending the turn: _action_options, asked
        only whether it lists more than END."""
        p = s.players[s.current]
        t = s.turn
        if t.allowed > 0 or p.torches > 0:
            return True  # a card action or a torch can at least be turned into a coin
        return (
            (not t.honor_bought and self._any_honor(s, p))
            or (p.influence >= d.ROMAN_INFLUENCE and p.romans_supply > 0)
            or (p.influence >= d.EXTRA_BUILD_INFLUENCE and self._can_build(s, p))
        )

    def _icon_possible(self, s: PortaNigraState, p: Player, icon: str) -> bool:
        if icon.startswith("buy:"):
            return self._can_buy(s, p, icon)
        if icon == "build":
            return self._can_build(s, p)
        return True

    @staticmethod
    def _shops(s: PortaNigraState, p: Player, icon: str) -> list[tuple[int, int]]:
        """(colour, move cost) of every shop this buy icon can use now (§9 rules 1-4)."""
        kind = icon[4:]
        if kind != "any" and s.market[d.LETTER.index(kind)] > 0:
            colours: tuple[int, ...] = (d.LETTER.index(kind),)
        else:
            colours = d.COLOURS  # "?" icon, or a coloured icon whose shop is empty
        out = []
        for c in colours:
            if s.market[c] == 0:
                continue
            move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
            if p.money >= move + d.PRICE[c]:
                out.append((c, move))
        return out

    @staticmethod
    def _can_buy(s: PortaNigraState, p: Player, icon: str) -> bool:
        """Whether _shops lists any shop, without listing them."""
        kind = icon[4:]
        if kind != "any" and s.market[d.LETTER.index(kind)] > 0:
            colours: tuple[int, ...] = (d.LETTER.index(kind),)
        else:
            colours = d.COLOURS
        for c in colours:
            if s.market[c] > 0:
                move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
                if p.money >= move + d.PRICE[c]:
                    return True
        return False

    @staticmethod
    def _sites(
        s: PortaNigraState, p: Player, building: str | None = None
    ) -> list[tuple[d.Site, int]]:
        """(site, move cost) of every empty site this player can build on now (§9 rule 8)."""
        return list(_buildable_sites(s, p, building))

    @staticmethod
    def _can_build(s: PortaNigraState, p: Player) -> bool:
        """Whether _sites lists any site."""
        return next(_buildable_sites(s, p, None), None) is not None

    def _honor_options(self, s: PortaNigraState, p: Player) -> list[str]:
        """Honor cards on display this player may buy now: affordable and carried out fully."""
        return list(self._honors(s, p))

    def _any_honor(self, s: PortaNigraState, p: Player) -> bool:
        return next(self._honors(s, p), None) is not None

    def _honors(self, s: PortaNigraState, p: Player) -> Iterator[str]:
        # Lazily: whether there is any stops at the first.
        for h in s.honor_display:
            card = d.HONOR_CARDS[h]
            if p.influence < card.cost:
                continue
            if card.kind == "romans" and p.romans_supply == 0:
                continue
            if card.kind == "white" and s.supply == 0:
                continue
            if card.kind == "build" and not self._can_build(s, p):
                continue
            if card.kind == "topper" and (s.supply == 0 or not _topper_sites(s, s.current)):
                continue
            if card.kind == "final" and not _final_discard(p, card):
                continue
            yield h

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
                ev.append(
                    Event(
                        Words(
                            f"placed the master builder in the {d.BUILDING_NAME[_bq(p.builder)]} "
                            "quarter",
                            "porta-ev-start",
                            building=_bq(p.builder),
                        ),
                        p.seat,
                    )
                )
                s.phase = "card"
            case "play":
                p.hand.remove(arg)
                t.card = arg
                t.allowed = d.ACTION_CARDS[arg].torches
                ev.append(Event(_played(arg), p.seat, reveals=True))
                s.phase = "action"
                self._resume(s, ev)
            case "icon":
                self._use_icon(s, p, int(arg), ev)
            case "coin":
                if arg == "card":
                    t.allowed -= 1
                    ev.append(Event(_GAVE_UP, p.seat))
                else:
                    p.torches -= 1
                    ev.append(Event(_RETURNED, p.seat))
                p.money += 1
                self._resume(s, ev)
            case "honor":
                s.phase = "honor"
            case "roman":
                p.influence -= d.ROMAN_INFLUENCE
                _gain_romans(p, 1)
                ev.append(Event(_PAID_ROMAN, p.seat))
                self._resume(s, ev)
            case "xbuild":
                p.influence -= d.EXTRA_BUILD_INFLUENCE
                t.icon = -1
                ev.append(Event(_PAID_BUILD, p.seat))
                s.phase = "building"
            case "end":
                self._end_turn(s, ev)
            case "shop":
                self._buy(s, p, d.LETTER.index(arg), ev)
                self._resume(s, ev)
            case "bld":
                t.building = arg
                s.phase = "site"
            case "site":
                t.site = arg
                if d.SITES[arg].building == "PN":
                    s.phase = "height"
                else:
                    t.height = d.SITES[arg].need
                    self._to_whites(s, p, ev)
            case "height":
                t.height = int(arg)
                self._to_whites(s, p, ev)
            case "white":
                self._place(s, p, int(arg), ev)
                self._resume(s, ev)
            case "hon":
                self._honor(s, p, arg, ev)
            case "top":
                self._top(s, p, arg, ev)
                self._resume(s, ev)
            case "brick":
                c = d.LETTER.index(arg)
                p.bricks[c] += 1
                s.supply -= 1
                t.wall_bricks -= 1
                ev.append(Event(_wall_brick(c), p.seat))
                self._resume(s, ev)
            case "tens":
                t.tens = int(arg)
            case "vp":
                self._interim(s, p, int(arg), ev)
            case "first":
                self._new_round(s, s.seats.index(arg), ev)
            case _:
                assert_never(verb)
        return ev

    def _use_icon(self, s: PortaNigraState, p: Player, i: int, ev: Events) -> None:
        t = s.turn
        icon = d.ACTION_CARDS[t.card].icons[i]
        t.used.append(i)
        if t.allowed > 0:
            t.allowed -= 1
        else:
            p.torches -= 1
            ev.append(Event(_USED_TORCH, p.seat))
        t.icon = i
        if icon.startswith("buy:"):
            s.phase = "shop"
        elif icon == "build":
            s.phase = "building"
        elif icon == "influence":
            p.influence += 1
            ev.append(Event(_TOOK_INFLUENCE, p.seat))
            self._resume(s, ev)
        elif icon == "torch":
            p.torches += 1
            ev.append(Event(_TOOK_TORCH, p.seat))
            self._resume(s, ev)
        else:
            amount = int(icon.split(":")[1])
            p.money += amount
            ev.append(
                Event(
                    Words(f"took {amount} sestertii", "porta-ev-took-money", amount=amount), p.seat
                )
            )
            self._resume(s, ev)

    def _buy(self, s: PortaNigraState, p: Player, c: int, ev: Events) -> None:
        move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
        if move:
            p.builder = d.SHOP_QUARTER[c]
            ev.append(Event(_moved(move), p.seat))
        p.money -= move + d.PRICE[c]
        s.market = s.market.copy()  # shared with the states before (see successor_state)
        s.market[c] -= 1
        p.bricks[c] += 1
        ev.append(Event(_bought(c), p.seat))

    def _to_whites(self, s: PortaNigraState, p: Player, ev: Events) -> None:
        options = _white_options(p, d.SITES[s.turn.site].colour, s.turn.height)
        if len(options) == 1:
            self._place(s, p, options[0], ev)
            self._resume(s, ev)
        else:
            s.phase = "whites"

    def _place(self, s: PortaNigraState, p: Player, whites: int, ev: Events) -> None:
        """Place a building section (§9 rule 8): move, VP, building card, place, rewards."""
        t = s.turn
        site = d.SITES[t.site]
        me = s.current
        quarter = d.BUILDING_QUARTER[site.building]
        move = d.move_cost(p.builder, quarter)
        if move:
            p.money -= move
            p.builder = quarter
            ev.append(Event(_moved(move), p.seat))
        p.bricks[site.colour] -= t.height - whites
        p.bricks[d.W] -= whites
        p.romans -= 1
        p.sections += 1
        vp = site.vp or t.height * d.VALUE[site.colour]
        p.vp += vp
        ev.append(
            Event(
                Words(
                    f"built {(where := site_text(site, t.height))} for {vp} VP",
                    "porta-ev-built",
                    site=where,
                    vp=vp,
                ),
                p.seat,
            )
        )
        card = f"{site.building}:{d.LETTER[site.colour]}"
        if site.gives_card and card in s.building_display:
            s.building_display = s.building_display.copy()  # shared (see successor_state)
            s.building_display.remove(card)
            p.building_cards.append(card)
            ev.append(
                Event(
                    Words(
                        f"took the building card {(name := card_name(card))}",
                        "porta-ev-building-card",
                        card=name,
                    ),
                    p.seat,
                )
            )
        before = _bricks_in(s, me, site.building)
        # A new dict: the states before this one share the sections (see successor_state).
        s.sections = {**s.sections, site.id: Section(me, t.height, whites)}
        self._rewards(s, p, site.building, before, before + t.height, ev)
        if p.sections >= d.SECTIONS_FOR_EARLY_END:
            self._trigger_end(s, _FIFTEENTH, ev)

    def _rewards(
        self, s: PortaNigraState, p: Player, building: str, before: int, after: int, ev: Events
    ) -> None:
        """Master builder rewards: one per new multiple of 3 bricks (§9 rule 10)."""
        times = after // 3 - before // 3
        if times <= 0:
            return
        torches, money, influence, romans, bricks = d.REWARD[building]
        p.torches += torches * times
        p.money += money * times
        p.influence += influence * times
        got = _gain_romans(p, romans * times)
        s.turn.wall_bricks += bricks * times
        reward = d.REWARD_TEXT[building]
        text = f"{times} master builder reward(s) in the {d.BUILDING_NAME[building]}: "
        text += reward if times == 1 else f"{times} x ({reward})"
        short = got < romans * times
        if short:
            text += f" (only {got} Roman(s) left)"
        said = Words(
            text,
            "porta-ev-reward",
            times=times,
            building=building,
            reward=reward,
            romans=got,
            short="yes" if short else "no",
        )
        ev.append(Event(said, p.seat))

    def _honor(self, s: PortaNigraState, p: Player, h: str, ev: Events) -> None:
        card = d.HONOR_CARDS[h]
        t = s.turn
        p.influence -= card.cost
        s.honor_display = s.honor_display.copy()  # shared (see successor_state)
        s.honor_display.remove(h)
        t.honor_bought = True
        ev.append(
            Event(
                Words(
                    f"bought honor card {h}: {(said := d.honor_text(card))}",
                    "porta-ev-honor",
                    card=h,
                    text=said,
                ),
                p.seat,
            )
        )
        match card.kind:
            case "vp":
                p.vp += card.amount
            case "money":
                p.money += card.amount
            case "torches":
                p.torches += card.amount
            case "romans":
                _gain_romans(p, card.amount)
            case "white":
                p.bricks[d.W] += 1
                s.supply -= 1
            case "build":
                t.icon = -1
                s.phase = "building"
                return
            case "topper":
                s.phase = "topper"
                return
            case "sub":
                p.building_cards.append(f"{card.building}:{h}")
            case _:
                for gone in _final_discard(p, card):
                    if gone in p.final_cards:
                        p.final_cards.remove(gone)
                    else:
                        p.building_cards.remove(gone)
                p.final_cards.append(h)
        self._resume(s, ev)

    def _top(self, s: PortaNigraState, p: Player, site_id: str, ev: Events) -> None:
        old = s.sections[site_id]
        before = _bricks_in(s, s.current, "PN")
        # A new section in a new dict: the states before this one share the sections (see
        # successor_state).
        sec = Section(old.owner, old.height + 1, old.whites)
        s.sections = {**s.sections, site_id: sec}
        s.supply -= 1
        ev.append(
            Event(
                Words(
                    f"added a brick to the section on {site_id} (now {sec.height})",
                    "porta-ev-top",
                    site=site_id,
                    height=sec.height,
                ),
                p.seat,
            )
        )
        self._rewards(s, p, "PN", before, before + 1, ev)

    def _resume(self, s: PortaNigraState, ev: Events) -> None:
        """Back to the action step after an action; end the turn when nothing is left to do."""
        p = s.players[s.current]
        if s.turn.wall_bricks > 0:
            if s.supply > 0:
                s.phase = "wallbrick"
                return
            s.turn.wall_bricks = 0
        if s.supply == 0 and not any(s.market):
            self._trigger_end(s, _EMPTIED, ev)
        s.phase = "action"
        s.turn.icon = -1
        if not self._anything_to_do(s):
            ev.append(Event(_NOTHING_LEFT, p.seat, routine=True))
            self._end_turn(s, ev)

    def _trigger_end(self, s: PortaNigraState, why: Words, ev: Events) -> None:
        if s.end_trigger >= 0:
            return
        p = s.players[s.current]
        s.end_trigger = s.current
        p.vp += d.EARLY_END_BONUS
        ev.append(
            Event(
                Words(
                    f"{why}: the game ends early; +{d.EARLY_END_BONUS} VP, "
                    "and everyone else has one more turn",
                    "porta-ev-early-end",
                    why=why,
                    vp=d.EARLY_END_BONUS,
                ),
                p.seat,
            )
        )

    # ----- turn, round and game end --------------------------------------------------------

    def _start_turn(self, s: PortaNigraState, ev: Events) -> None:
        s.turn = Turn()
        self._refill(s, ev)
        p = s.players[s.current]
        s.phase = "builder" if p.builder < 0 else "card"

    def _refill(self, s: PortaNigraState, ev: Events) -> None:
        """The refill phase (§9 rule 11): bricks, then building cards, then honor cards."""
        # The table's lists are shared with the states before this one (see successor_state):
        # each is copied before it changes.
        if sum(s.market) < d.REFILL_BELOW:
            s.market, s.supply_deck = s.market.copy(), s.supply_deck.copy()
            s.supply_used = s.supply_used.copy()
            drawn = []
            while sum(s.market) < d.REFILL_TO and s.supply > 0:
                if not s.supply_deck:
                    s.shuffles += 1
                    s.supply_deck = s.supply_used
                    s.supply_used = []
                    derived_rng(s.seed, "supply", s.shuffles).shuffle(s.supply_deck)
                card = s.supply_deck.pop()
                s.supply_used.append(card)
                drawn.append(card)
                for c in d.SUPPLY_CARDS[card]:  # in value order: the stand-in for a short supply
                    if s.supply > 0:
                        s.market[c] += 1
                        s.supply -= 1
            if drawn:
                ev.append(
                    Event(
                        Words(
                            f"Supply cards {(cards := ', '.join(drawn))} refilled the brick "
                            "market.",
                            "porta-ev-supply",
                            cards=cards,
                        ),
                        reveals=True,
                    )
                )
        added: list[str] = []
        if len(s.building_display) < d.BUILDING_DISPLAY and s.building_deck:
            s.building_display, s.building_deck = s.building_display.copy(), s.building_deck.copy()
        while len(s.building_display) + len(added) < d.BUILDING_DISPLAY and s.building_deck:
            added.append(s.building_deck.pop())
        s.building_display.extend(added)
        honors: list[str] = []
        if len(s.honor_display) < d.HONOR_DISPLAY and s.honor_deck:
            s.honor_display, s.honor_deck = s.honor_display.copy(), s.honor_deck.copy()
        while len(s.honor_display) + len(honors) < d.HONOR_DISPLAY and s.honor_deck:
            honors.append(s.honor_deck.pop())
        s.honor_display.extend(honors)
        if added or honors:
            ev.append(
                Event(
                    Words(
                        f"New cards on display: {(cards := ', '.join(added + honors))}.",
                        "porta-ev-display",
                        cards=cards,
                    ),
                    reveals=True,
                )
            )

    def _end_turn(self, s: PortaNigraState, ev: Events) -> None:
        p = s.players[s.current]
        p.discard.append(s.turn.card)
        s.turn = Turn()
        s.turns_played += 1
        if p.deck:
            p.hand.append(p.deck.pop())
            p.hand.sort()
            ev.append(Event(_DREW, p.seat, reveals=True, routine=True))
        n = len(s.players)
        if s.end_trigger >= 0:
            s.final_left = n - 1 if s.final_left < 0 else s.final_left - 1
            if s.final_left == 0:
                self._game_over(s, ev)
                return
            s.current = (s.current + 1) % n
            nxt = s.players[s.current]
            if not nxt.hand:  # stand-in: a last turn after the round ran out uses a fresh hand
                self._reshuffle(s, self._own_player(s, s.current), ev)
            self._start_turn(s, ev)
            return
        if any(q.hand for q in s.players):
            s.current = (s.current + 1) % n
            self._start_turn(s, ev)
            return
        if s.round == s.rounds:
            self._game_over(s, ev)
            return
        s.interim_queue = [(s.start + k) % n for k in range(n)]
        ev.append(
            Event(
                Words(
                    f"Round {s.round} is over: intermediate scoring.",
                    "porta-ev-interim",
                    round=s.round,
                )
            )
        )
        self._next_interim(s, ev)

    def _next_interim(self, s: PortaNigraState, ev: Events) -> None:
        """Give the next player the split of their interim figure; skip those with nothing."""
        while s.interim_queue:
            i = s.interim_queue[0]
            if _interim_amount(s, i) > 0:
                s.current = i
                s.turn = Turn()
                s.phase = "interim"
                return
            s.interim_queue = s.interim_queue[1:]  # shared (see successor_state)
        # The player with the fewest VP names the next start player; ties: the first of them
        # in turn order (stand-in for "the youngest").
        n = len(s.players)
        order = [(s.start + k) % n for k in range(n)]
        s.current = min(order, key=lambda i: s.players[i].vp)
        s.turn = Turn()
        s.phase = "start_player"

    def _interim(self, s: PortaNigraState, p: Player, vp: int, ev: Events) -> None:
        total = _interim_amount(s, s.current)
        p.vp += vp
        p.money += total - vp
        ev.append(
            Event(
                Words(
                    f"scored {total}: {vp} VP and {_cost_text(total - vp)}",
                    "porta-ev-scored",
                    total=total,
                    vp=vp,
                    money=total - vp,
                ),
                p.seat,
            )
        )
        s.interim_queue = s.interim_queue[1:]  # shared (see successor_state)
        self._next_interim(s, ev)

    def _new_round(self, s: PortaNigraState, first: int, ev: Events) -> None:
        ev.append(
            Event(
                Words(
                    f"chose {s.seats[first]} to start round {s.round + 1}",
                    "porta-ev-first",
                    seat=s.seats[first],
                    round=s.round + 1,
                ),
                s.seats[s.current],
            )
        )
        s.round += 1
        s.start = first
        s.current = first
        for i in range(len(s.players)):
            self._reshuffle(s, self._own_player(s, i), ev)
        self._start_turn(s, ev)

    def _reshuffle(self, s: PortaNigraState, p: Player, ev: Events) -> None:
        s.shuffles += 1
        deck = p.hand + p.deck + p.discard
        deck.sort()
        derived_rng(s.seed, "deck", p.seat, s.shuffles).shuffle(deck)
        p.hand = sorted(deck[: d.HAND_SIZE])
        p.deck = deck[d.HAND_SIZE :]
        p.discard = []
        ev.append(Event(_RESHUFFLED, p.seat, reveals=True, routine=True))

    def _game_over(self, s: PortaNigraState, ev: Events) -> None:
        for i in range(len(s.players)):
            self._own_player(s, i)
        s.final = dict(s.final)  # shared (see successor_state)
        final_scoring(s)
        s.phase = "over"
        s.turn = Turn()
        best = max(p.vp for p in s.players)
        winners = [p.seat for p in s.players if p.vp == best]
        ev.append(
            Event(
                Words(
                    f"The game is over. Winner(s): {(who := ', '.join(winners))} with {best} VP.",
                    "porta-ev-over",
                    winners=who,
                    vp=best,
                )
            )
        )

    # ----- hidden information --------------------------------------------------------------

    def view_model(self, state: PortaNigraState, seat: str | None) -> PortaNigraView:
        return view_of(state, seat)

    def describe(self, state: PortaNigraState, seat: str | None) -> str:
        from rules.porta_nigra.text import describe

        return describe(self.view_model(state, seat))

    def explain_illegal(self, state: PortaNigraState, action_id: str) -> str:
        from rules.porta_nigra.text import explain_illegal

        return explain_illegal(self, state, action_id)

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


# ----- helpers shared with the text and image front ends -----------------------------------


def _buildable_sites(
    s: PortaNigraState, p: Player, building: str | None
) -> Iterator[tuple[d.Site, int]]:
    """(site, move cost) of every empty site ``p`` can build on now, in ``building`` or in
    any; lazily, so that whether there is any stops at the first."""
    if p.romans == 0:
        return
    bricks = p.bricks
    white = bricks[d.W]
    for b in (building,) if building else d.BUILDINGS:
        move = d.move_cost(p.builder, d.BUILDING_QUARTER[b])
        if p.money < move:
            continue
        for colour, need, sites in _SITE_GROUPS[b]:
            if bricks[colour] + (white if colour != d.W else 0) >= need:
                for site in sites:
                    if site.id not in s.sections:
                        yield site, move


def _site_groups(building: str) -> tuple[tuple[int, int, tuple[d.Site, ...]], ...]:
    """The sites of ``building`` as (colour, bricks needed at least, sites), in the order of
    d.SITES_BY_BUILDING: one test of the player's bricks answers for a whole group."""
    groups: list[tuple[int, int, list[d.Site]]] = []
    for site in d.SITES_BY_BUILDING[building]:
        need = site.need or d.PN_MIN
        if groups and groups[-1][:2] == (site.colour, need):
            groups[-1][2].append(site)
        else:
            groups.append((site.colour, need, [site]))
    return tuple((colour, need, tuple(sites)) for colour, need, sites in groups)


_SITE_GROUPS = {b: _site_groups(b) for b in d.BUILDINGS}


# The events said with the same words every time, made once.
_GAVE_UP = Words("gave up a card action for 1 sestertius", "porta-ev-gave-up")
_RETURNED = Words("returned a torch token for 1 sestertius", "porta-ev-returned-torch")
_PAID_ROMAN = Words(
    f"paid {d.ROMAN_INFLUENCE} influence for a Roman", "porta-ev-paid-roman", cost=d.ROMAN_INFLUENCE
)
_PAID_BUILD = Words(
    f"paid {d.EXTRA_BUILD_INFLUENCE} influence for a build",
    "porta-ev-paid-build",
    cost=d.EXTRA_BUILD_INFLUENCE,
)
_USED_TORCH = Words("used a torch token for an extra action", "porta-ev-used-torch")
_TOOK_INFLUENCE = Words("took an influence token", "porta-ev-took-influence")
_TOOK_TORCH = Words("took a torch token", "porta-ev-took-torch")
_NOTHING_LEFT = Words("has nothing left to do", "porta-ev-nothing-left")
_FIFTEENTH = Words("placed a 15th building section", "porta-ev-fifteenth")
_EMPTIED = Words("emptied the brick supply and the market", "porta-ev-emptied")
_DREW = Words("drew a card", "porta-ev-drew")
_RESHUFFLED = Words("reshuffled the action deck and drew 2 cards", "porta-ev-reshuffled")


@cache
def _played(card: str) -> Words:
    text = card_text(card)
    return Words(f"played card {card}: {text}", "porta-ev-played", card=card, text=text)


@cache
def _wall_brick(c: int) -> Words:
    name = d.COLOUR_NAME[c]
    return Words(f"took a {name} brick (City Wall reward)", "porta-ev-wall-brick", colour=name)


@cache
def _moved(move: int) -> Words:
    return Words(
        f"moved the master builder {move} quarter(s) clockwise", "porta-ev-moved", count=move
    )


@cache
def _bought(c: int) -> Words:
    name, price = d.COLOUR_NAME[c], d.PRICE[c]
    return Words(
        f"bought a {name} brick for {_cost_text(price)}",
        "porta-ev-bought",
        colour=name,
        price=price,
    )


def _gain_romans(p: Player, n: int) -> int:
    got = min(n, p.romans_supply)
    p.romans_supply -= got
    p.romans += got
    return got


def _bricks_in(s: PortaNigraState, owner: int, building: str) -> int:
    return sum(
        sec.height
        for sid, sec in s.sections.items()
        if sec.owner == owner and d.SITES[sid].building == building
    )


def _interim_amount(s: PortaNigraState, i: int) -> int:
    return s.multiplier * sum(sec.height for sec in s.sections.values() if sec.owner == i)


def _white_options(p: Player, colour: int, height: int) -> list[int]:
    """How many white bricks may stand in for the site colour in a section of this height."""
    if colour == d.W:
        return [height]
    low = max(0, height - p.bricks[colour])
    return list(range(low, min(height, p.bricks[d.W]) + 1))


def _topper_sites(s: PortaNigraState, owner: int) -> list[tuple[str, int]]:
    return [
        (sid, sec.height)
        for sid, sec in s.sections.items()
        if sec.owner == owner and sid.startswith("PN") and sec.height < d.PN_MAX
    ]


def _final_discard(p: Player, card: d.HonorCard) -> list[str]:
    """The cards this final scoring card would take away, or [] if the player lacks them."""
    if card.discard == "sets":
        chosen: dict[str, str] = {}
        for bc in p.building_cards:
            chosen.setdefault(bc.split(":")[0], bc)
        return list(chosen.values()) if len(chosen) == len(d.BUILDINGS) else []
    need = int(card.discard)
    for h in p.final_cards:
        if d.HONOR_CARDS[h].amount == need:
            return [h]
    return []
