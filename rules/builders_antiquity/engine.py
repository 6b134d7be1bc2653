"""The rules of The Builders: Antiquity (shared/rules/builders_antiquity.md §8–§11).

A turn is a series of decisions of the current player; each action either completes at once or
opens a short follow-up step (send: worker → building → tool; educate: university → worker), so
that no list of choices is long. A follow-up step always has a choice, so it cannot strand a
player; a misclick is taken back with undo, since these steps reveal nothing.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from typing import Any

from rules.builders_antiquity import data, text, words
from rules.builders_antiquity.actions import (
    END_ACTION,
    NO_TOOL,
    NO_TOOL_ACTION,
    Verb,
    buy_slave_action,
    buy_tool_action,
    educate_action,
    free_action,
    hire_action,
    loan_action,
    parse,
    send_action,
    site_action,
    start_action,
    take_money_action,
    tool_action,
    worker_action,
)
from rules.builders_antiquity.cards import (
    a_member,
    can_carry_tool,
    member_wage,
    progress_by_site,
    sestertii,
    settle,
    site_progress,
    top_seats,
    victory_points,
)
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.illegal import explain
from rules.builders_antiquity.state import (
    BuildersState,
    Member,
    MemberKind,
    Player,
    Step,
    clone_state,
    copy_member,
    successor_state,
)
from rules.builders_antiquity.view import BuildersView, builders_view
from rules.core import Action, Engine, Event, Result, derived_rng
from rules.words import Words

NOTHING: Resources = (0, 0, 0, 0)

_FREED = Words("freed a slave", "builders-ev-freed")
_ENDED = Words("ended the turn", "builders-ev-ended")
_REACHED = Words(
    f"reached {data.END_TRIGGER_VP} VP: this round is the last",
    "builders-ev-reached",
    vp=data.END_TRIGGER_VP,
)
_OVER = Words("The game is over.", "rules-game-over")
_STALLED = Words(
    f"Nobody has finished a building for {data.STALL_ROUNDS} rounds: the table cannot "
    "progress, so the game is stopped here (a safety stop, not the rulebook's end at "
    f"{data.END_TRIGGER_VP} VP).",
    "builders-ev-stalled",
    rounds=data.STALL_ROUNDS,
    vp=data.END_TRIGGER_VP,
)


# The events said most often, made once.
@cache
def _took(amount: int) -> Words:
    money = sestertii(amount)
    return Words(f"took {money}", "builders-ev-took-money", money=money)


@cache
def _started(building: str) -> Words:
    the = words.the_building(building)
    return Words(f"started {the}", "builders-ev-started", building=the)


@cache
def _hired(worker: str) -> Words:
    who = words.a_member("worker", worker, False)
    return Words(f"hired {who}", "builders-ev-hired", worker=who)


@cache
def _finished(site: str) -> Words:
    card, building = data.BUILDING_BY_ID[site], words.the_building(site)
    if card.is_machine:
        return Words(
            f"finished {building}: {card.vp} VP, a new machine",
            "builders-ev-finished-machine",
            building=building,
            vp=card.vp,
        )
    return Words(
        f"finished {building}: {card.coins} sestertii and {card.vp} VP",
        "builders-ev-finished",
        building=building,
        coins=card.coins,
        vp=card.vp,
    )


def _paying(said: Words, extra_coins: int) -> Words:
    """``said``, then what its extra actions cost, when it bought any."""
    if not extra_coins:
        return said
    return Words(
        f"{said} (paying {extra_coins} sestertii for extra actions)",
        "builders-ev-paying",
        said=said,
        coins=extra_coins,
    )


def _without(cards: list[str], card: str) -> list[str]:
    """A copy of ``cards`` without (the first) ``card``."""
    copy = cards.copy()
    copy.remove(card)
    return copy


def _missing(need: Resources, have: Resources) -> Resources:
    return (
        max(0, need[0] - have[0]),
        max(0, need[1] - have[1]),
        max(0, need[2] - have[2]),
        max(0, need[3] - have[3]),
    )


# Coins enough to pay the extra actions of any take-money action (so the lists of those
# actions, cached by coins, stay few).
_ENOUGH_FOR_ANY_MONEY = data.EXTRA_ACTION_COST * max(data.TAKE_MONEY)


@cache
def take_money_actions(actions_left: int, coins: int) -> tuple[Action, ...]:
    """The take-money actions a player with ``coins`` can pay for, ``actions_left`` free
    actions left: the same few lists all game long, made once."""
    options = []
    for spent in data.TAKE_MONEY:
        extra = data.EXTRA_ACTION_COST * max(0, spent - actions_left)
        if extra <= coins:
            options.append(take_money_action(spent, extra))
    return tuple(options)


class BuildersEngine(Engine[BuildersState]):
    id = "builders-antiquity"
    name = "The Builders: Antiquity"
    min_players = 2
    max_players = 4
    state_type = BuildersState
    view_type = BuildersView
    # Every building finished gives the game at most STALL_ROUNDS more rounds (safety stop), and
    # there are 33 to finish: at most 4 players × 34 × STALL_ROUNDS turns, and a turn is bounded
    # by its coins (extra actions cost 5 each).
    max_steps = 4 * (len(data.BUILDINGS) + 1) * data.STALL_ROUNDS * 200

    # ----- setup ------------------------------------------------------------------------------

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> BuildersState:
        rng = derived_rng(seed, "setup")
        buildings = [b.id for b in data.BUILDINGS]
        rng.shuffle(buildings)
        apprentices = list(data.APPRENTICES)
        rng.shuffle(apprentices)
        dealt = apprentices[: len(seats)]
        workers = [w.id for w in data.WORKERS if w.id not in dealt]
        rng.shuffle(workers)
        players = [
            Player(seat=seat, coins=data.STARTING_COINS, crew=[Member(card=a, kind="worker")])
            for seat, a in zip(seats, dealt, strict=True)
        ]
        start = rng.randrange(len(seats))
        return BuildersState(
            seed=seed,
            seats=list(seats),
            players=players,
            start=start,
            current=start,
            round=1,
            building_deck=buildings[data.ROW_SIZE :],
            building_row=buildings[: data.ROW_SIZE],
            worker_deck=workers[data.ROW_SIZE :],
            worker_row=workers[: data.ROW_SIZE],
            slaves=[s.id for s in data.SLAVES],
            tools=[t.id for t in data.TOOLS],
            loans=list(data.LOANS),
            universities=[u.id for u in data.UNIVERSITIES],
            actions_left=data.FREE_ACTIONS,
        )

    # ----- who decides, and what they may do ----------------------------------------------------

    def pending(self, state: BuildersState) -> str | None:
        return None if state.over else state.seats[state.current]

    @staticmethod
    def _extra_coins(state: BuildersState, actions: int) -> int:
        """Sestertii to pay for the extra actions needed on top of the free ones left."""
        return data.EXTRA_ACTION_COST * max(0, actions - state.actions_left)

    def _send_cost(self, state: BuildersState, member: Member, site: str) -> tuple[int, int]:
        """(actions, sestertii) to send ``member`` to ``site`` now: the n-th member sent to one
        building in a turn costs n actions (§9)."""
        actions = state.sent.get(site, 0) + 1
        return actions, member_wage(member) + self._extra_coins(state, actions)

    def _legal_actions(self, state: BuildersState) -> list[Action]:
        if state.over:
            return []
        player = state.players[state.current]
        if state.step is not None:
            return self._step_actions(state, player, state.step)
        coins = player.coins
        one = self._extra_coins(state, 1)
        actions: list[Action] = []
        if one <= coins:
            actions += [start_action(b, one) for b in state.building_row]
            actions += [hire_action(w, one) for w in state.worker_row]
            for m in player.crew:
                if m.kind == "slave" and not m.freed and m.site is None:
                    actions.append(free_action(m.card, one))
            if not state.invested:
                actions.extend(self._investment_actions(state, player, one))
        if player.sites:
            # A member may be sent when its wage plus the extra actions of the cheapest building
            # (the one fewest were sent to this turn) is affordable: the site step's test,
            # done once for every member.
            sent = state.sent
            fewest = min(sent.get(site, 0) for site in player.sites) if sent else 0
            cheapest = self._extra_coins(state, fewest + 1)
            for m in player.crew:
                if m.site is None and member_wage(m) + cheapest <= coins:
                    actions.append(send_action(m.card, m.kind, m.freed, m.university, m.tool))
        actions += take_money_actions(state.actions_left, min(coins, _ENOUGH_FOR_ANY_MONEY))
        actions.append(END_ACTION)
        return actions

    def _investment_actions(self, state: BuildersState, player: Player, one: int) -> list[Action]:
        actions: list[Action] = []
        if data.SLAVE_COST + one <= player.coins:
            actions.extend(buy_slave_action(s, one) for s in state.slaves)
        if data.TOOL_COST + one <= player.coins:
            actions.extend(buy_tool_action(t, one) for t in state.tools)
        if state.loans:
            actions.append(loan_action(one))
        if data.UNIVERSITY_COST + one <= player.coins and any(
            self._educable(m) for m in player.crew
        ):
            actions.extend(educate_action(u, one) for u in state.universities)
        return actions

    @staticmethod
    def _educable(member: Member) -> bool:
        return member.site is None and member.university is None and can_carry_tool(member)

    def _step_actions(self, state: BuildersState, player: Player, step: Step) -> list[Action]:
        if step.kind == "site":
            member = self._member(player, step.card)
            progress = progress_by_site(player)
            actions = []
            for site in player.sites:
                spent, coins = self._send_cost(state, member, site)
                if coins <= player.coins:
                    need = data.BUILDING_BY_ID[site].cost
                    missing = _missing(need, progress.get(site, NOTHING))
                    actions.append(site_action(site, missing, spent, coins))
            return actions
        if step.kind == "tool":
            in_use = {m.tool for m in player.crew}
            return [tool_action(t) for t in player.tools if t not in in_use] + [NO_TOOL_ACTION]
        return [worker_action(m) for m in player.crew if self._educable(m)]

    @staticmethod
    def _member(player: Player, card: str) -> Member:
        return next(m for m in player.crew if m.card == card)

    @staticmethod
    def _own_member(player: Player, card: str) -> Member:
        """``card``'s member, copied into the crew before the action changes it: the states
        before this one share it (see successor_state)."""
        crew = player.crew
        i = next(i for i, m in enumerate(crew) if m.card == card)
        member = crew[i] = copy_member(crew[i])
        return member

    @staticmethod
    def _missing(player: Player, site: str) -> Resources:
        return _missing(data.BUILDING_BY_ID[site].cost, site_progress(player, site))

    # ----- applying an action ---------------------------------------------------------------

    def _apply(self, state: BuildersState, action: Action) -> list[Event]:
        player = state.players[state.current]
        seat = player.seat
        verb, arg = parse(action.id)
        if verb is Verb.END:
            return self._end_turn(state)
        if verb is Verb.TAKE_MONEY:
            spent = int(arg)
            extra = self._pay_actions(state, player, spent)
            player.coins += data.TAKE_MONEY[spent]
            return [Event(_paying(_took(data.TAKE_MONEY[spent]), extra), seat)]
        if verb is Verb.SEND:
            state.step = Step(kind="site", card=arg)
            return []
        if verb is Verb.SITE:
            assert state.step is not None
            member = self._member(player, state.step.card)
            free_tools = [t for t in player.tools if not any(m.tool == t for m in player.crew)]
            if can_carry_tool(member) and free_tools:
                state.step = Step(kind="tool", card=member.card, site=arg)
                return []
            return self._send(state, player, self._own_member(player, member.card), arg, None)
        if verb is Verb.TOOL:
            assert state.step is not None and state.step.site is not None
            member = self._own_member(player, state.step.card)
            return self._send(
                state, player, member, state.step.site, None if arg == NO_TOOL else arg
            )
        if verb is Verb.EDUCATE:
            state.step = Step(kind="educate", card=arg)
            return []
        if verb is Verb.WORKER:
            assert state.step is not None
            return self._educate(state, player, self._own_member(player, arg), state.step.card)
        extra = self._pay_actions(state, player, 1)
        if verb is Verb.START:
            # New lists: the states before share the table's lists (see successor_state).
            state.building_row = _without(state.building_row, arg)
            state.building_deck = state.building_deck.copy()
            player.sites.append(arg)
            revealed = self._refill(state.building_row, state.building_deck)
            return [Event(_paying(_started(arg), extra), seat, reveals=revealed)]
        if verb is Verb.HIRE:
            state.worker_row = _without(state.worker_row, arg)  # shared: see START
            state.worker_deck = state.worker_deck.copy()
            player.crew.append(Member(card=arg, kind="worker"))
            revealed = self._refill(state.worker_row, state.worker_deck)
            return [Event(_paying(_hired(arg), extra), seat, reveals=revealed)]
        if verb is Verb.FREE:
            self._own_member(player, arg).freed = True
            return [Event(_paying(_FREED, extra), seat)]
        state.invested = True
        if verb is Verb.BUY_SLAVE:
            state.slaves = _without(state.slaves, arg)  # shared: see START
            player.coins -= data.SLAVE_COST
            player.crew.append(Member(card=arg, kind="slave"))
            bought = Words(
                f"bought a slave for {data.SLAVE_COST} sestertii",
                "builders-ev-bought-slave",
                cost=data.SLAVE_COST,
            )
            return [Event(_paying(bought, extra), seat)]
        if verb is Verb.BUY_TOOL:
            state.tools = _without(state.tools, arg)  # shared: see START
            player.coins -= data.TOOL_COST
            player.tools.append(arg)
            tool = words.the_tool(arg)
            bought = Words(
                f"bought {tool} for {data.TOOL_COST} sestertii",
                "builders-ev-bought-tool",
                tool=tool,
                cost=data.TOOL_COST,
            )
            return [Event(_paying(bought, extra), seat)]
        if verb is Verb.LOAN:
            player.loans.append(state.loans[0])
            state.loans = state.loans[1:]  # shared: see START
            player.coins += data.LOAN_GAIN
            loan = Words(
                f"took a loan of {data.LOAN_GAIN} sestertii",
                "builders-ev-loan",
                gain=data.LOAN_GAIN,
            )
            return [Event(_paying(loan, extra), seat)]
        raise AssertionError(f"unhandled action {action.id}")

    def _pay_actions(self, state: BuildersState, player: Player, spent: int) -> int:
        """Spend ``spent`` actions, buying the ones beyond the free ones; returns what the
        extra actions cost."""
        extra_coins = self._extra_coins(state, spent)
        player.coins -= extra_coins
        state.actions_left = max(0, state.actions_left - spent)
        return extra_coins

    @staticmethod
    def _refill(row: list[str], deck: list[str]) -> bool:
        # STAND-IN (spec §11.16): an empty deck leaves the row one card short.
        if deck:
            row.append(deck.pop(0))
            return True
        return False

    def _send(
        self, state: BuildersState, player: Player, member: Member, site: str, tool: str | None
    ) -> list[Event]:
        state.step = None
        actions = state.sent.get(site, 0) + 1
        wage = member_wage(member)
        extra = self._pay_actions(state, player, actions)
        player.coins -= wage
        state.sent[site] = actions
        member.site = site
        member.tool = tool
        said = _sent(member.kind, member.card, member.freed, site, tool, actions, wage)
        events = [Event(_paying(said, extra), player.seat)]
        if all(n <= 0 for n in self._missing(player, site)):
            state.progress_round = state.round
            events.append(self._complete(player, site))
        return events

    @staticmethod
    def _complete(player: Player, site: str) -> Event:
        card = data.BUILDING_BY_ID[site]
        crew = player.crew
        for i, m in enumerate(crew):
            if m.site == site:
                # A copy: the states before this one share the member (see successor_state).
                crew[i] = Member(card=m.card, kind=m.kind, freed=m.freed, university=m.university)
        player.sites.remove(site)
        player.coins += card.coins
        if card.is_machine:
            player.crew.append(Member(card=site, kind="machine"))
        else:
            player.completed.append(site)
        return Event(_finished(site), player.seat)

    def _educate(
        self, state: BuildersState, player: Player, member: Member, university: str
    ) -> list[Event]:
        state.step = None
        extra = self._pay_actions(state, player, 1)
        state.invested = True
        state.universities = _without(state.universities, university)  # see successor_state
        player.coins -= data.UNIVERSITY_COST
        member.university = university
        who = a_member(member)
        made = words.resource_count(
            data.UNIVERSITY_BY_ID[university].resource, data.UNIVERSITY_VALUE
        )
        educated = Words(
            f"educated {who} to make {made} for {data.UNIVERSITY_COST} sestertii",
            "builders-ev-educated",
            worker=who,
            made=made,
            cost=data.UNIVERSITY_COST,
        )
        return [Event(_paying(educated, extra), player.seat)]

    def _end_turn(self, state: BuildersState) -> list[Event]:
        player = state.players[state.current]
        events = [Event(_ENDED, player.seat, routine=True)]
        if not state.end_triggered and victory_points(player) >= data.END_TRIGGER_VP:
            state.end_triggered = True
            events.append(Event(_REACHED, player.seat))
        n = len(state.seats)
        last_of_round = state.current == (state.start - 1) % n
        if last_of_round and state.end_triggered:
            state.over = True
            events.append(Event(_OVER))
            return events
        if last_of_round and state.round - state.progress_round >= data.STALL_ROUNDS:
            state.over = state.stalled = True
            events.append(Event(_STALLED))
            events.append(Event(_OVER))
            return events
        state.current = (state.current + 1) % n
        if last_of_round:
            state.round += 1
        state.actions_left = data.FREE_ACTIONS
        state.invested = False
        state.sent = {}
        return events

    # ----- what players see ----------------------------------------------------------------

    def result(self, state: BuildersState) -> Result | None:
        if not state.over:
            return None
        details = {p.seat: settle(p) for p in state.players}
        tenths = {seat: d["score_tenths"] for seat, d in details.items()}
        return Result(
            scores={seat: t / 10 for seat, t in tenths.items()},
            winners=top_seats(state.seats, tenths),
            details=details,
        )

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

    def clone(self, state: BuildersState) -> BuildersState:
        return clone_state(state)

    def _successor(self, state: BuildersState) -> BuildersState:
        return successor_state(state)


# Bounded: a member, a building, a tool and the actions and wage of sending it take many values.
@lru_cache(maxsize=4096)
def _sent(
    kind: MemberKind,
    card: str,
    freed: bool,
    site: str,
    tool: str | None,
    actions: int,
    wage: int,
) -> Words:
    who, building = words.a_member(kind, card, freed), words.the_building(site)
    spent = f"{actions} action{'s' if actions > 1 else ''}"
    if tool is None:
        return Words(
            f"sent {who} to {building} ({spent}, wage {wage})",
            "builders-ev-sent",
            worker=who,
            building=building,
            actions=actions,
            wage=wage,
        )
    with_tool = words.the_tool(tool)
    return Words(
        f"sent {who} with {with_tool} to {building} ({spent}, wage {wage})",
        "builders-ev-sent-tool",
        worker=who,
        tool=with_tool,
        building=building,
        actions=actions,
        wage=wage,
    )
