"""The Porta Nigra game state: plain dataclasses that round-trip through JSON exactly."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

# The pending decision: "builder" (first placement of the master builder), "card" (play a
# card), "action" (an icon, a coin, an influence action or the end of the turn), then the
# sub-steps of an action: "shop", "building", "site", "height", "whites", "honor", "topper",
# "wallbrick"; between rounds "interim" (split the brick score) and "start_player"; "over".
Phase = Literal[
    "builder",
    "card",
    "action",
    "shop",
    "building",
    "site",
    "height",
    "whites",
    "honor",
    "topper",
    "wallbrick",
    "interim",
    "start_player",
    "over",
]


@dataclass
class Section:
    """A building section on a site: its owner, height and how many white bricks stand in."""

    owner: int
    height: int
    whites: int = 0


@dataclass
class Player:
    seat: str
    money: int = 20
    torches: int = 1
    influence: int = 0
    romans: int = 5  # in the play area
    romans_supply: int = 10  # still in the general supply
    bricks: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0])
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # draw pile, top last; order hidden
    discard: list[str] = field(default_factory=list)
    vp: int = 0
    building_cards: list[str] = field(default_factory=list)  # "BA:K", or "BA:H20" substitutes
    final_cards: list[str] = field(default_factory=list)  # honor ids of final scoring cards
    builder: int = -1  # quarter of the master builder; -1 before the first placement
    sections: int = 0


@dataclass
class Turn:
    """The turn under way: the card played and the sub-decision being made."""

    card: str = ""
    used: list[int] = field(default_factory=list)  # icon indices already carried out
    allowed: int = 0  # card actions left (printed torches minus used or given up)
    honor_bought: bool = False
    icon: int = -1  # icon being carried out, -1 for a build from influence or an honor card
    building: str = ""
    site: str = ""
    height: int = 0
    wall_bricks: int = 0  # City Wall reward bricks whose colour is still to choose
    tens: int = -1  # intermediate scoring: tens of VP chosen, -1 before


@dataclass
class PortaNigraState:
    seats: list[str]
    seed: int
    players: list[Player]
    rounds: int
    multiplier: int
    round: int = 1
    start: int = 0
    current: int = 0
    phase: Phase = "card"
    shuffles: int = 0
    market: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0])
    supply: int = 90  # bricks in the general supply
    supply_deck: list[str] = field(default_factory=list)
    supply_used: list[str] = field(default_factory=list)
    building_deck: list[str] = field(default_factory=list)
    building_display: list[str] = field(default_factory=list)
    honor_deck: list[str] = field(default_factory=list)
    honor_display: list[str] = field(default_factory=list)
    sections: dict[str, Section] = field(default_factory=dict)
    turn: Turn = field(default_factory=Turn)
    interim_queue: list[int] = field(default_factory=list)
    end_trigger: int = -1  # player who triggered the early end
    final_left: int = -1  # extra turns still to play after an early end
    turns_played: int = 0
    final: dict[str, dict[str, int]] = field(default_factory=dict)  # seat -> score breakdown


def clone_state(s: PortaNigraState) -> PortaNigraState:
    """A fast deep copy (the engine's hot path); every list is copied, values are immutable."""
    return PortaNigraState(
        seats=list(s.seats),
        seed=s.seed,
        players=[copy_player(p) for p in s.players],
        rounds=s.rounds,
        multiplier=s.multiplier,
        round=s.round,
        start=s.start,
        current=s.current,
        phase=s.phase,
        shuffles=s.shuffles,
        market=list(s.market),
        supply=s.supply,
        supply_deck=list(s.supply_deck),
        supply_used=list(s.supply_used),
        building_deck=list(s.building_deck),
        building_display=list(s.building_display),
        honor_deck=list(s.honor_deck),
        honor_display=list(s.honor_display),
        sections={k: Section(v.owner, v.height, v.whites) for k, v in s.sections.items()},
        turn=copy_turn(s.turn),
        interim_queue=list(s.interim_queue),
        end_trigger=s.end_trigger,
        final_left=s.final_left,
        turns_played=s.turns_played,
        final={k: dict(v) for k, v in s.final.items()},
    )


_new = object.__new__
# The engine's cache of legal actions (rules.core), never copied to another state.
_LEGAL_CACHE = "_legal_cache"
# A player's lists, which actions change in place.
_PLAYER_LISTS = ("bricks", "hand", "deck", "discard", "building_cards", "final_cards")


def copy_player(p: Player) -> Player:
    copy = _new(Player)
    fields = p.__dict__.copy()
    for name in _PLAYER_LISTS:
        fields[name] = fields[name].copy()
    copy.__dict__ = fields
    return copy


def copy_turn(t: Turn) -> Turn:
    copy = _new(Turn)
    copy.__dict__ = t.__dict__.copy()
    copy.used = copy.used.copy()
    return copy


def successor_state(s: PortaNigraState) -> PortaNigraState:
    """The copy of ``s`` an action writes the next state in (``Engine._successor``).

    An action changes the player whose turn it is; the other players are shared with ``s``
    and copied by the engine before it changes one (``turns.own_player``), and so
    are the sections (a new dict when one is built or grows), the table's lists (market,
    decks, displays, the interim queue) and the final scores, each copied before it changes.
    The turn is copied.
    """
    fields = s.__dict__.copy()
    fields.pop(_LEGAL_CACHE, None)
    players = s.players.copy()
    players[s.current] = copy_player(players[s.current])
    fields["players"] = players
    fields["turn"] = copy_turn(s.turn)
    copy = _new(PortaNigraState)
    copy.__dict__ = fields
    return copy
