"""Judging a position of Porta Nigra for one seat.

VP so far, the final scoring as it stands (building card sets, final scoring cards, current
majorities, the play area), the interim scorings still to come for the bricks already built,
and what the goods in hand are worth while there is time left to use them: a brick becomes
about its value in VP when built, sestertii buy bricks, influence buys honor cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from rules.ai.evaluation import register
from rules.porta_nigra import data as d
from rules.porta_nigra.scoring import building_sets, majorities
from rules.porta_nigra.state import Phase, PortaNigraState, Section, clone_state


@dataclass(frozen=True)
class Weights:
    """What a position's parts are worth, in VP; ``left`` (the share of the game still to
    play, 1 to 0) scales what goods bring while they can still be used. Tuned by self-play
    (rules/ai/tuning.py): see rules/ai/README.md."""

    # Share of a current majority that is counted (it may still be taken away).
    majority: float = 0.35
    # A card action left in the turn under way (it will be used before the turn ends).
    action: float = 2.5
    # A sestertius, per unit of time left, up to ``purse``; beyond it only its end value.
    money: float = 0.11
    purse: float = 15.0
    # A brick in hand, per unit of time left: ``brick`` plus ``brick_value`` per point of its
    # value (it becomes about that many VP when built).
    brick: float = 3.1
    brick_value: float = 1.2
    # Influence and torches per unit of time left (honor cards, extra actions).
    influence: float = 2.1
    torch: float = 0.8
    roman: float = 0.6


WEIGHTS = Weights()

_INTERIM_PHASES: frozenset[Phase] = frozenset({"interim", "start_player"})
# Decisions at which a position is judged as it stands (no half-used card in play).
_SETTLED_PHASES: frozenset[Phase] = frozenset(
    {"card", "builder", "interim", "start_player", "over"}
)


def time_left(s: PortaNigraState) -> float:
    """The share of the game still to play, 1 at the start and 0 at the end."""
    if s.phase == "over" or s.end_trigger >= 0:
        return 0.0
    per_player = _deck_size(len(s.players))
    cards_left = sum(len(p.hand) + len(p.deck) for p in s.players)
    round_done = 1.0 - cards_left / (per_player * len(s.players))
    if s.phase in _INTERIM_PHASES:
        round_done = 1.0
    return max(0.0, 1.0 - (s.round - 1 + round_done) / s.rounds)


def interims_left(s: PortaNigraState, i: int) -> int:
    future = s.rounds - s.round
    if s.phase in _INTERIM_PHASES:
        future -= 1
        if i in s.interim_queue:
            future += 1
    return max(0, future)


def player_values(s: PortaNigraState, w: Weights = WEIGHTS) -> list[float]:
    left = time_left(s)
    majority, heights = _by_sections(s)
    acting = s.phase not in _INTERIM_PHASES and s.phase != "over"
    per_brick = [1.0 + (w.brick + w.brick_value * d.VALUE[c]) * left for c in d.COLOURS]
    values = []
    for i, p in enumerate(s.players):
        v = float(p.vp)
        v += _building_sets(tuple(p.building_cards)) + sum(_HONOR[h] for h in p.final_cards)
        v += w.majority * majority[i]
        v += s.multiplier * heights[i] * interims_left(s, i)
        # The play area scores 1 VP per good at the end (a third per sestertius); with time
        # left goods are worth more.
        working = min(p.money, w.purse)
        v += p.money / 3 + working * w.money * left
        bricks = p.bricks
        v += sum(bricks[c] * per_brick[k] for k, c in enumerate(d.COLOURS))
        v += p.romans * (1.0 + w.roman * left)
        v += p.influence * (1.0 + w.influence * left)
        v += p.torches * (1.0 + w.torch * left)
        if acting and i == s.current:
            v += w.action * s.turn.allowed
        values.append(v)
    return values


# Read once from the data module: the evaluation runs at every node of a search.
_HONOR: dict[str, int] = {h: card.amount for h, card in d.HONOR_CARDS.items()}


@cache
def _deck_size(players: int) -> int:
    return len(d.action_deck(players))


# A player's building cards change rarely along a search: their set score is remembered.
@lru_cache(maxsize=4096)
def _building_sets(cards: tuple[str, ...]) -> int:
    return building_sets(list(cards))


# What depends on the sections alone, per player: the VP of the majorities held and the height
# of the sections owned. A state never changes its sections dict (a new one is made when a
# section is built or grows), and the states of a search share it: it is judged once. The dict
# itself is kept with its entry so that its id cannot be reused while the entry lives.
_SECTIONS_SEEN: dict[int, tuple[dict[str, Section], int, list[int], list[int]]] = {}
_SECTIONS_KEPT = 4096


def _by_sections(s: PortaNigraState) -> tuple[list[int], list[int]]:
    sections = s.sections
    n = len(s.players)
    seen = _SECTIONS_SEEN.get(id(sections))
    if seen is not None and seen[0] is sections and seen[1] == n:
        return seen[2], seen[3]
    won = majorities(s)
    majority = [sum(won[i].values()) for i in range(n)]
    heights = [0] * n
    for sec in sections.values():
        if 0 <= sec.owner < n:
            heights[sec.owner] += sec.height
    if len(_SECTIONS_SEEN) >= _SECTIONS_KEPT:
        _SECTIONS_SEEN.clear()
    _SECTIONS_SEEN[id(sections)] = (sections, n, majority, heights)
    return majority, heights


@register("porta-nigra")
class PortaNigraEvaluator:
    scale = 8.0
    easy_blur = 1.0
    rollout_plies = 0
    plans_turns = False

    def canonical(self, state: PortaNigraState, seat: str) -> PortaNigraState:
        # Hidden: the order of every draw pile, and the other players' hands (only how many
        # cards they hold and what hand and deck hold together can be known).
        copy = clone_state(state)
        for p in copy.players:
            if p.seat == seat:
                p.deck.sort()
            else:
                pool = sorted(p.hand + p.deck)
                p.hand = pool[: len(p.hand)]
                p.deck = pool[len(p.hand) :]
        copy.supply_deck.sort()
        copy.building_deck.sort()
        copy.honor_deck.sort()
        return copy

    def __init__(self, weights: Weights = WEIGHTS) -> None:
        self.weights = weights

    def values(self, state: PortaNigraState) -> dict[str, float]:
        return dict(zip(state.seats, player_values(state, self.weights), strict=True))

    def settled(self, state: PortaNigraState) -> bool:
        if state.phase == "action":
            # Just after a card is played: judge it by its best first action, not by its
            # torches alone.
            return bool(state.turn.used) or state.turn.allowed == 0
        return state.phase in _SETTLED_PHASES

    def wasteful(self, state: PortaNigraState, action_id: str) -> bool:
        return False

    def merged(self, state: PortaNigraState, first: str, then: str) -> str | None:
        return None

    def abnormal(self, state: PortaNigraState) -> bool:
        return False  # the game always ends by its rules


# What rules.ai.tuning tunes: the weights, and the evaluator made from weights.
EVALUATOR = PortaNigraEvaluator
