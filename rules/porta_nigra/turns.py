"""The turn, the round and the game end: what comes after an action, a turn and a round (the
refill, the draw, intermediate scoring, the next start player, the early end, final scoring)."""

from __future__ import annotations

from rules.core import Event, derived_rng
from rules.porta_nigra import data as d
from rules.porta_nigra import events as said
from rules.porta_nigra.building import interim_amount
from rules.porta_nigra.events import Events
from rules.porta_nigra.legal import anything_to_do
from rules.porta_nigra.market import refill
from rules.porta_nigra.scoring import final_scoring
from rules.porta_nigra.state import Player, PortaNigraState, Turn, copy_player
from rules.words import Words


def own_player(s: PortaNigraState, i: int) -> Player:
    """Player ``i``, copied before the action changes him: the states before this one share the
    players whose turn it is not (see successor_state)."""
    p = s.players[i] = copy_player(s.players[i])
    return p


def start_turn(s: PortaNigraState, ev: Events) -> None:
    s.turn = Turn()
    refill(s, ev)
    p = s.players[s.current]
    s.phase = "builder" if p.builder < 0 else "card"


def resume(s: PortaNigraState, ev: Events) -> None:
    """Back to the action step after an action; end the turn when nothing is left to do."""
    p = s.players[s.current]
    if s.turn.wall_bricks > 0:
        if s.supply > 0:
            s.phase = "wallbrick"
            return
        s.turn.wall_bricks = 0
    if s.supply == 0 and not any(s.market):
        trigger_end(s, said.EMPTIED, ev)
    s.phase = "action"
    s.turn.icon = -1
    if not anything_to_do(s):
        ev.append(Event(said.NOTHING_LEFT, p.seat, routine=True))
        end_turn(s, ev)


def trigger_end(s: PortaNigraState, why: Words, ev: Events) -> None:
    """The early end (a 15th section, or no bricks left): once, for whoever caused it first."""
    if s.end_trigger >= 0:
        return
    p = s.players[s.current]
    s.end_trigger = s.current
    p.vp += d.EARLY_END_BONUS
    ev.append(Event(said.early_end(why), p.seat))


def end_turn(s: PortaNigraState, ev: Events) -> None:
    p = s.players[s.current]
    p.discard.append(s.turn.card)
    s.turn = Turn()
    s.turns_played += 1
    if p.deck:
        p.hand.append(p.deck.pop())
        p.hand.sort()
        ev.append(Event(said.DREW, p.seat, reveals=True, routine=True))
    n = len(s.players)
    if s.end_trigger >= 0:
        s.final_left = n - 1 if s.final_left < 0 else s.final_left - 1
        if s.final_left == 0:
            _game_over(s, ev)
            return
        s.current = (s.current + 1) % n
        nxt = s.players[s.current]
        if not nxt.hand:  # stand-in: a last turn after the round ran out uses a fresh hand
            _reshuffle(s, own_player(s, s.current), ev)
        start_turn(s, ev)
        return
    if any(q.hand for q in s.players):
        s.current = (s.current + 1) % n
        start_turn(s, ev)
        return
    if s.round == s.rounds:
        _game_over(s, ev)
        return
    s.interim_queue = [(s.start + k) % n for k in range(n)]
    ev.append(Event(said.round_over(s.round)))
    _next_interim(s, ev)


def _next_interim(s: PortaNigraState, ev: Events) -> None:
    """Give the next player the split of their interim figure; skip those with nothing."""
    while s.interim_queue:
        i = s.interim_queue[0]
        if interim_amount(s, i) > 0:
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


def interim(s: PortaNigraState, p: Player, vp: int, ev: Events) -> None:
    """The current player takes ``vp`` of their interim figure as VP, the rest as sestertii."""
    total = interim_amount(s, s.current)
    p.vp += vp
    p.money += total - vp
    ev.append(Event(said.scored(total, vp), p.seat))
    s.interim_queue = s.interim_queue[1:]  # shared (see successor_state)
    _next_interim(s, ev)


def new_round(s: PortaNigraState, first: int, ev: Events) -> None:
    ev.append(Event(said.chose_first(s.seats[first], s.round + 1), s.seats[s.current]))
    s.round += 1
    s.start = first
    s.current = first
    for i in range(len(s.players)):
        _reshuffle(s, own_player(s, i), ev)
    start_turn(s, ev)


def _reshuffle(s: PortaNigraState, p: Player, ev: Events) -> None:
    s.shuffles += 1
    deck = p.hand + p.deck + p.discard
    deck.sort()
    derived_rng(s.seed, "deck", p.seat, s.shuffles).shuffle(deck)
    p.hand = sorted(deck[: d.HAND_SIZE])
    p.deck = deck[d.HAND_SIZE :]
    p.discard = []
    ev.append(Event(said.RESHUFFLED, p.seat, reveals=True, routine=True))


def _game_over(s: PortaNigraState, ev: Events) -> None:
    for i in range(len(s.players)):
        own_player(s, i)
    s.final = dict(s.final)  # shared (see successor_state)
    final_scoring(s)
    s.phase = "over"
    s.turn = Turn()
    ev.append(Event(said.game_over(max(p.vp for p in s.players))))
