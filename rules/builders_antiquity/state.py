"""The state of a game of The Builders: Antiquity: plain dataclasses that dump to JSON exactly."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

# What a crew card is: a hired worker, a slave (freed or not) or a finished machine.
MemberKind = Literal["worker", "slave", "machine"]
# The follow-up decision an action opened: the building a member goes to ("site"), the tool it
# takes there ("tool"), or the worker a university card goes to ("educate").
StepKind = Literal["site", "tool", "educate"]


@dataclass
class Member:
    """A card in a player's crew: a worker, a slave (freed or not) or a finished machine."""

    card: str
    kind: MemberKind
    freed: bool = False  # slaves only
    university: str | None = None  # the university card laid on it, for good
    site: str | None = None  # the unfinished building it works on; None = available
    tool: str | None = None  # the tool it carries on that building


@dataclass
class Player:
    seat: str
    coins: int
    crew: list[Member] = field(default_factory=list)
    sites: list[str] = field(default_factory=list)  # buildings and machines under construction
    completed: list[str] = field(default_factory=list)  # finished buildings (not machines)
    tools: list[str] = field(default_factory=list)
    loans: list[str] = field(default_factory=list)


@dataclass
class Step:
    """A decision inside one action: which building to send ``card`` to, which tool it takes,
    or which worker gets university ``card``."""

    kind: StepKind
    card: str
    site: str | None = None


@dataclass
class BuildersState:
    seed: int
    seats: list[str]
    players: list[Player]
    start: int  # index of the start player
    current: int  # index of the player whose turn it is
    round: int
    building_deck: list[str]  # face up: its first card is public, the order below it hidden
    building_row: list[str]
    worker_deck: list[str]  # hidden
    worker_row: list[str]
    slaves: list[str]  # the investment stacks still on offer, picked from freely
    tools: list[str]
    loans: list[str]
    universities: list[str]
    actions_left: int = 3  # free actions left this turn
    invested: bool = False  # the one investment of this turn is made
    sent: dict[str, int] = field(default_factory=dict)  # site -> members sent to it this turn
    step: Step | None = None
    end_triggered: bool = False
    over: bool = False
    # The last round in which someone finished a building or a machine (1 before anyone has).
    progress_round: int = 1
    # The game was stopped by a simulation's guard (stall_rounds), or, in a game stored before
    # issue 35, by the safety stop tables had then: not ended by the rules.
    stalled: bool = False
    # Not a rule: rounds in a row without a building finished after which a simulation of
    # computer players is stopped (Engine.simulation_options, rules/play.py), so that random
    # players, who lock their crews on buildings they never finish, still end a game. None at
    # every table of the bot: there the game ends only as the rulebook says.
    stall_rounds: int | None = None


_new = object.__new__


def clone_state(state: BuildersState) -> BuildersState:
    """A deep copy of ``state`` (without the engine's cache of legal actions).

    Every action copies the whole state, so this is the engine's hottest code: objects are made
    by filling their ``__dict__`` directly, which skips the keyword parsing of the dataclass
    ``__init__`` (a third of the time). Strings, numbers and ``seats`` (never changed after
    setup) are shared.
    """
    players = []
    for p in state.players:
        crew = []
        for m in p.crew:
            member = _new(Member)
            member.__dict__ = m.__dict__.copy()
            crew.append(member)
        player = _new(Player)
        player.__dict__ = {
            "seat": p.seat,
            "coins": p.coins,
            "crew": crew,
            "sites": p.sites.copy(),
            "completed": p.completed.copy(),
            "tools": p.tools.copy(),
            "loans": p.loans.copy(),
        }
        players.append(player)
    step = state.step
    copy = _new(BuildersState)
    copy.__dict__ = {
        "seed": state.seed,
        "seats": state.seats,
        "players": players,
        "start": state.start,
        "current": state.current,
        "round": state.round,
        "building_deck": state.building_deck.copy(),
        "building_row": state.building_row.copy(),
        "worker_deck": state.worker_deck.copy(),
        "worker_row": state.worker_row.copy(),
        "slaves": state.slaves.copy(),
        "tools": state.tools.copy(),
        "loans": state.loans.copy(),
        "universities": state.universities.copy(),
        "actions_left": state.actions_left,
        "invested": state.invested,
        "sent": state.sent.copy(),
        "step": None if step is None else Step(step.kind, step.card, step.site),
        "end_triggered": state.end_triggered,
        "over": state.over,
        "progress_round": state.progress_round,
        "stalled": state.stalled,
        "stall_rounds": state.stall_rounds,
    }
    return copy


def copy_member(member: Member) -> Member:
    copy = _new(Member)
    copy.__dict__ = member.__dict__.copy()
    return copy


def crew_member(player: Player, card: str) -> Member:
    return next(m for m in player.crew if m.card == card)


def own_member(player: Player, card: str) -> Member:
    """``card``'s member, copied into the crew before an action changes it: the states before
    this one share it (see successor_state)."""
    crew = player.crew
    i = next(i for i, m in enumerate(crew) if m.card == card)
    member = crew[i] = copy_member(crew[i])
    return member


def successor_state(state: BuildersState) -> BuildersState:
    """The copy of ``state`` an action writes the next state in (``Engine._successor``).

    An action changes only the player whose turn it is and the rows and supplies of the
    table, so the other players are shared with ``state``, and so are the members of the crew
    (an action copies a member before it changes it: ``own_member``) and the table's lists
    (replaced by a copy where an action changes one); ``step`` is replaced, never changed.
    """
    players = state.players.copy()
    p = players[state.current]
    player = _new(Player)
    player.__dict__ = {
        "seat": p.seat,
        "coins": p.coins,
        "crew": p.crew.copy(),
        "sites": p.sites.copy(),
        "completed": p.completed.copy(),
        "tools": p.tools.copy(),
        "loans": p.loans.copy(),
    }
    players[state.current] = player
    copy = _new(BuildersState)
    fields = state.__dict__.copy()
    fields.pop(_LEGAL_CACHE, None)
    fields["players"] = players
    fields["sent"] = state.sent.copy()
    copy.__dict__ = fields
    return copy


# The engine's cache of legal actions (rules.core), never copied to another state.
_LEGAL_CACHE = "_legal_cache"
