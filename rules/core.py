"""The engine contract every game implements (see shared/design/ARCHITECTURE.md).

A game is an :class:`Engine` subclass whose state is a plain (non-slotted) dataclass tree.
The engine is stateless: every method takes the state it works on, and ``apply`` returns a new
state, leaving its input untouched. ``legal_actions`` is the single source of truth for what may
be done; ``apply`` accepts exactly the ids it lists and nothing else.
"""

from __future__ import annotations

import copy
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import TypeAdapter

from rules.words import Words

__all__ = [
    "Action",
    "Engine",
    "Event",
    "IllegalAction",
    "Result",
    "derived_rng",
]

# The per-state cache of legal actions lives in the state's __dict__ under this key. It is not a
# dataclass field, so it is neither compared, dumped, nor part of the game.
_LEGAL_CACHE = "_legal_cache"


_GAME_OVER = Words("The game is over.", "rules-game-over")


class IllegalAction(Exception):
    """An action that is not legal now. ``reason`` is a sentence a player can read: ``Words``
    where the game says it in every language, its English otherwise."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Action:
    """One choice for the pending decision.

    ``id`` is stable and short (at most 60 characters) so that it fits, with a table id and a
    state version, in a Discord custom_id. ``label`` is what a player reads on a button:
    ``Words`` (made once per option, not per state: see rules/porta_nigra/choices.py) where the
    game says it in every language.
    """

    id: str
    label: str


@dataclass(frozen=True, slots=True)
class Event:
    """A fact for the game log.

    ``text`` is a phrase whose subject is ``seat`` when there is one ("hired a Craftsman"), so a
    front end can put the player's display name first; with no seat it is a whole sentence. It
    is ``Words`` where the game says it in every language (the front end renders it for its
    reader; its ``str`` is the English).
    ``reveals`` is true when the event made hidden information public (a card drawn from a deck,
    a hand card shown): undo may not go back past such an event.
    """

    text: str
    seat: str | None = None
    reveals: bool = False
    # A step that tells nobody anything ("ended the turn"): logs and the recent moves leave it
    # out by this flag, never by matching the words.
    routine: bool = False


@dataclass(frozen=True)
class Result:
    """The end of a game: a score per seat and the winners (all seats on the top score)."""

    scores: dict[str, float]
    winners: list[str]
    details: dict[str, dict[str, Any]] = field(default_factory=dict)


def derived_rng(seed: int | str, *keys: object) -> random.Random:
    """A random generator derived from the game seed and some keys (e.g. a reshuffle counter).

    States store the seed and a counter instead of the generator's 2.5 KB internal state; string
    seeds are hashed with SHA-512 by ``random``, so this is stable across runs and platforms.
    """
    return random.Random(":".join(str(k) for k in (seed, *keys)))


S = TypeVar("S")


class Engine(ABC, Generic[S]):
    """Base of every game engine. Subclasses set the class attributes and the abstract hooks."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_type: ClassVar[type[Any]]
    # A safe upper bound on the number of decisions in one game, whatever the players choose.
    max_steps: ClassVar[int]
    # Whether anything is hidden from some seat (hands, deck order). A game of open information
    # sets it False; its determinize returns an equal copy.
    hidden_information: ClassVar[bool] = True
    # The game's typed view (see view_model): a frozen dataclass.
    view_type: ClassVar[type[Any]]
    # Options every simulation (rules/play.py: play_game) starts its games with, under the ones
    # it is given; never a table's: guards that only computer-played games need.
    simulation_options: ClassVar[Mapping[str, Any]] = {}

    def __init__(self) -> None:
        self._adapter: TypeAdapter[S] = TypeAdapter(self.state_type)
        self._view_adapter: TypeAdapter[Any] = TypeAdapter(self.view_type)

    # ----- the contract --------------------------------------------------------------------

    def new_game(
        self, seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> S:
        seats = [str(s) for s in seats]
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(
                f"{self.name} takes {self.min_players} to {self.max_players} players, "
                f"not {len(seats)}"
            )
        if len(set(seats)) != len(seats):
            raise ValueError("every seat must be a different player")
        return self._new_game(seats, seed, dict(options or {}))

    @abstractmethod
    def pending(self, state: S) -> str | None:
        """The seat that must decide now, or None once the game is over."""

    def legal_actions(self, state: S) -> list[Action]:
        return list(self._legal(state).actions)

    def apply(self, state: S, action: Action | str) -> tuple[S, list[Event]]:
        legal = self._legal(state)
        # An agent hands back one of the listed actions itself: found by identity, without
        # building the map by id that a click (an id) needs.
        if isinstance(action, Action) and legal.lists(action):
            chosen = action
        else:
            action_id = action.id if isinstance(action, Action) else action
            found = legal.by_id().get(action_id)
            if found is None:
                raise IllegalAction(self.explain_illegal(state, action_id))
            chosen = found
        new_state = self._successor(state)
        events = self._apply(new_state, chosen)
        return new_state, events

    def apply_id(self, state: S, action_id: str) -> tuple[S, list[Event]]:
        return self.apply(state, action_id)

    def view(self, state: S, seat: str | None) -> dict[str, Any]:
        """What ``seat`` (or a spectator, None) may see, as a JSON-serialisable dict: the
        game's typed view model (:meth:`view_model`), dumped."""
        dumped: dict[str, Any] = self._view_adapter.dump_python(
            self.view_model(state, seat), mode="json"
        )
        return dumped

    @abstractmethod
    def view_model(self, state: S, seat: str | None) -> Any:
        """What ``seat`` (or a spectator, None) may see, as the game's typed view: a frozen
        dataclass with at least ``viewer`` (``seat``) and ``pending`` (who decides now).
        Everything past the engine (images, messages, hints) reads views, never the state, so
        hidden information is stripped here once."""

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """None while the game runs; the final scores and winners once it is over."""

    def dump(self, state: S) -> str:
        return self._adapter.dump_json(state).decode()

    def load(self, text: str) -> S:
        return self._adapter.validate_json(text)

    # ----- helpers every front end and agent may use ---------------------------------------

    @abstractmethod
    def determinize(self, state: S, seat: str | None, rng: random.Random) -> S:
        """A copy of ``state`` in which everything ``seat`` cannot see is drawn anew at random.

        What ``seat`` sees does not change: ``view(d, seat) == view(state, seat)``. Agents that
        must not cheat search on such copies; the contract tests use it to prove that views hold
        no hidden information.
        """

    def describe(self, state: S, seat: str | None) -> str:
        """The state as text, as ``seat`` may see it (the terminal player shows this)."""
        return json.dumps(self.view(state, seat), indent=2, ensure_ascii=False)

    def explain_illegal(self, state: S, action_id: str) -> str:
        """Why ``action_id`` is not legal now. Games override this with precise reasons."""
        if self.pending(state) is None:
            return _GAME_OVER
        return Words(
            f"'{action_id}' is not a legal action now.", "rules-not-legal", action=action_id
        )

    def clone(self, state: S) -> S:
        """A deep copy of ``state`` without its caches. Games may override it for speed."""
        cache = state.__dict__.pop(_LEGAL_CACHE, None)
        try:
            return copy.deepcopy(state)
        finally:
            if cache is not None:
                state.__dict__[_LEGAL_CACHE] = cache

    def _successor(self, state: S) -> S:
        """The copy of ``state`` that ``apply`` hands to ``_apply`` to write the next state in.

        A full :meth:`clone` by default. States never change once built (the cache of legal
        actions relies on it too), so a game may instead share with ``state`` every part its
        ``_apply`` never writes in place: copying the whole state on every step is most of the
        time a search spends.
        """
        return self.clone(state)

    # ----- what subclasses implement --------------------------------------------------------

    @abstractmethod
    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> S: ...

    @abstractmethod
    def _legal_actions(self, state: S) -> list[Action]:
        """Every legal action for the pending decision (empty once the game is over)."""

    @abstractmethod
    def _apply(self, state: S, action: Action) -> list[Event]:
        """Apply a legal ``action`` to ``state`` in place and return what happened."""

    # ----- internals ------------------------------------------------------------------------

    def _legal(self, state: S) -> _Legal:
        # States never change once built (apply works on a copy), so the legal actions of a
        # state can be computed once and kept on it.
        cached: _Legal | None = state.__dict__.get(_LEGAL_CACHE)
        if cached is None:
            cached = _Legal(self._legal_actions(state))
            state.__dict__[_LEGAL_CACHE] = cached
        return cached


class _Legal:
    """The legal actions of one state, and the same by id once an id was looked up."""

    __slots__ = ("_by_id", "actions")

    def __init__(self, actions: list[Action]) -> None:
        self.actions = actions
        self._by_id: dict[str, Action] | None = None

    def lists(self, action: Action) -> bool:
        """Whether ``action`` is one of the listed objects itself (``in`` would compare every
        action before it field by field)."""
        return any(listed is action for listed in self.actions)

    def by_id(self) -> dict[str, Action]:
        if self._by_id is None:
            self._by_id = {a.id: a for a in self.actions}
        return self._by_id
