"""What each action does (§9), read from its id (actions.py): taking money, starting a
building, hiring a worker, freeing a slave, the one investment of a turn, and the follow-up
steps of sending a member (construction.py) and of educating a worker. Ending the turn is
turns.py's."""

from __future__ import annotations

from rules.builders_antiquity import data
from rules.builders_antiquity import events as said
from rules.builders_antiquity.actions import NO_TOOL, Verb, parse
from rules.builders_antiquity.cards import a_member, can_carry_tool
from rules.builders_antiquity.construction import send
from rules.builders_antiquity.costs import pay_actions
from rules.builders_antiquity.state import (
    BuildersState,
    Member,
    Player,
    Step,
    crew_member,
    own_member,
)
from rules.builders_antiquity.turns import end_turn
from rules.core import Event


def take_action(state: BuildersState, action_id: str) -> list[Event]:
    # ``action_id`` is one of the legal actions, so it is well formed and fits the step.
    player = state.players[state.current]
    seat = player.seat
    verb, arg = parse(action_id)
    if verb is Verb.END:
        return end_turn(state)
    if verb is Verb.TAKE_MONEY:
        spent = int(arg)
        extra = pay_actions(state, player, spent)
        player.coins += data.TAKE_MONEY[spent]
        return [Event(said.paying(said.took(data.TAKE_MONEY[spent]), extra), seat)]
    if verb is Verb.SEND:
        state.step = Step(kind="site", card=arg)
        return []
    if verb is Verb.SITE:
        assert state.step is not None
        member = crew_member(player, state.step.card)
        free_tools = [t for t in player.tools if not any(m.tool == t for m in player.crew)]
        if can_carry_tool(member) and free_tools:
            state.step = Step(kind="tool", card=member.card, site=arg)
            return []
        return send(state, player, own_member(player, member.card), arg, None)
    if verb is Verb.TOOL:
        assert state.step is not None and state.step.site is not None
        member = own_member(player, state.step.card)
        return send(state, player, member, state.step.site, None if arg == NO_TOOL else arg)
    if verb is Verb.EDUCATE:
        state.step = Step(kind="educate", card=arg)
        return []
    if verb is Verb.WORKER:
        assert state.step is not None
        return _educate(state, player, own_member(player, arg), state.step.card)
    extra = pay_actions(state, player, 1)
    if verb is Verb.START:
        # New lists: the states before share the table's lists (see successor_state).
        state.building_row = _without(state.building_row, arg)
        state.building_deck = state.building_deck.copy()
        player.sites.append(arg)
        revealed = _refill(state.building_row, state.building_deck)
        return [Event(said.paying(said.started(arg), extra), seat, reveals=revealed)]
    if verb is Verb.HIRE:
        state.worker_row = _without(state.worker_row, arg)  # shared: see START
        state.worker_deck = state.worker_deck.copy()
        player.crew.append(Member(card=arg, kind="worker"))
        revealed = _refill(state.worker_row, state.worker_deck)
        return [Event(said.paying(said.hired(arg), extra), seat, reveals=revealed)]
    if verb is Verb.FREE:
        own_member(player, arg).freed = True
        return [Event(said.paying(said.FREED, extra), seat)]
    state.invested = True
    if verb is Verb.BUY_SLAVE:
        state.slaves = _without(state.slaves, arg)  # shared: see START
        player.coins -= data.SLAVE_COST
        player.crew.append(Member(card=arg, kind="slave"))
        return [Event(said.paying(said.BOUGHT_SLAVE, extra), seat)]
    if verb is Verb.BUY_TOOL:
        state.tools = _without(state.tools, arg)  # shared: see START
        player.coins -= data.TOOL_COST
        player.tools.append(arg)
        return [Event(said.paying(said.bought_tool(arg), extra), seat)]
    if verb is Verb.LOAN:
        player.loans.append(state.loans[0])
        state.loans = state.loans[1:]  # shared: see START
        player.coins += data.LOAN_GAIN
        return [Event(said.paying(said.LOAN, extra), seat)]
    raise AssertionError(f"unhandled action {action_id}")


def _educate(state: BuildersState, player: Player, member: Member, university: str) -> list[Event]:
    state.step = None
    extra = pay_actions(state, player, 1)
    state.invested = True
    state.universities = _without(state.universities, university)  # see successor_state
    player.coins -= data.UNIVERSITY_COST
    member.university = university
    return [Event(said.paying(said.educated(a_member(member), university), extra), player.seat)]


def _without(cards: list[str], card: str) -> list[str]:
    """A copy of ``cards`` without (the first) ``card``."""
    copy = cards.copy()
    copy.remove(card)
    return copy


def _refill(row: list[str], deck: list[str]) -> bool:
    # STAND-IN (spec §11.16): an empty deck leaves the row one card short.
    if deck:
        row.append(deck.pop(0))
        return True
    return False
