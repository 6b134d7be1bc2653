"""The Aqua Romana engine: setup, turns as pending decisions (see phases.py), scoring and the
end."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any, ClassVar, Final, Literal

from rules.aqua_romana import events as ev
from rules.aqua_romana.actions import (
    Choice,
    ClaimChoice,
    ColumnChoice,
    KeepChoice,
    PathwayChoice,
    PickBuilder,
    SquareChoice,
    TileChoice,
    WorkmanChoice,
    parse,
)
from rules.aqua_romana.choices import (
    KEEP_ACTION,
    at_actions,
    builder_action,
    claim_action,
    close_action,
    column_action,
    fountain_tile_action,
    move_action,
    pick_actions,
    square_action,
    tile_action,
    workman_action,
)
from rules.aqua_romana.data import (
    BUILDER_TYPES,
    COLUMNS,
    CONNECT,
    EMPTY,
    END_BONUS,
    NEIGHBOUR,
    PATHWAY,
    PODIUM_ROOM,
    PODIUMS,
    PRINTED_CURVES,
    RESERVE_AT_START,
    RESERVOIR,
    ROTATIONS,
    SETUP_BUILDERS,
    SIDES,
    SQUARES,
    TILE_COUNTS,
    layout,
    square,
    tile_code,
)
from rules.aqua_romana.geometry import (
    can_build,
    fountain_fits,
    fountain_squares,
    next_free,
    offered_types,
    outlet_keys,
    tile_outcomes,
    trace,
    usable_builders,
)
from rules.aqua_romana.phases import Phase
from rules.aqua_romana.state import AquaState, Workman, copy_workman
from rules.aqua_romana.text import describe
from rules.aqua_romana.view import AquaView, view_of
from rules.core import Action, Engine, Event, Result
from rules.words import Lines, Words

# Kept in a state's __dict__ beside its fields (never dumped, dropped by every copy): rules.core's
# cache of the legal actions, and the workmen a turn's start found able to build (_begin_turn),
# which the workman step then offers without asking each of them again.
_LEGAL_CACHE = "_legal_cache"
_BUILDABLE = "_buildable"


class AquaRomanaEngine(Engine[AquaState]):
    id: ClassVar[str] = "aqua-romana"
    name: ClassVar[str] = "Aqua Romana"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_type: ClassVar[type[Any]] = AquaState
    # 24 setup steps, at most 79 turns per seat (78 tiles, and a game ends after a round of
    # turns without one), at most 7 decisions per turn, and 5 reserve claims with placements.
    max_steps: ClassVar[int] = 3000
    # Aqua Romana has no hidden information: determinize returns an equal copy.
    hidden_information: ClassVar[bool] = False
    view_type = AquaView

    # ----- setup --------------------------------------------------------------------------

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> AquaState:
        grid, reservoir_colour, workmen_by_seat = _start(len(seats))
        workmen: list[Workman] = []
        for seat, workman in workmen_by_seat:
            workman = copy_workman(workman)
            workman.owner = seats[seat]
            workmen.append(workman)
        return AquaState(
            seats=list(seats),
            seed=seed,
            grid=list(grid),
            reservoir_colour=dict(reservoir_colour),
            workmen=workmen,
            pathway=[""] * PATHWAY,
            reserve=list(RESERVE_AT_START),
            held={s: [] for s in seats},
            stock=dict(TILE_COUNTS),
            podiums=[[] for _ in range(PODIUMS + 1)],
            to_place=dict(SETUP_BUILDERS),
            phase="setup",
        )

    def clone(self, state: AquaState) -> AquaState:
        new = AquaState.__new__(AquaState)
        d = dict(state.__dict__)
        d.pop(_LEGAL_CACHE, None)
        d.pop(_BUILDABLE, None)
        d["seats"] = list(state.seats)
        d["grid"] = list(state.grid)
        d["workmen"] = [copy_workman(w) for w in state.workmen]
        d["pathway"] = list(state.pathway)
        d["reserve"] = list(state.reserve)
        d["held"] = {k: list(v) for k, v in state.held.items()}
        d["stock"] = dict(state.stock)
        d["podiums"] = [list(p) for p in state.podiums]
        d["to_place"] = dict(state.to_place)
        d["closed_this_turn"] = list(state.closed_this_turn)
        d["claims"] = list(state.claims)
        d["bonus"] = dict(state.bonus)
        new.__dict__.update(d)
        return new

    def _successor(self, state: AquaState) -> AquaState:
        # Every part is shared with ``state`` and replaced by a copy where an action changes it
        # (the workmen: _own_workman; a podium: _score); lists an action grows are written
        # anew, never appended to.
        new = AquaState.__new__(AquaState)
        d = state.__dict__.copy()
        d.pop(_LEGAL_CACHE, None)
        d.pop(_BUILDABLE, None)
        new.__dict__ = d
        return new

    @staticmethod
    def _own_workman(state: AquaState, index: int) -> Workman:
        """Workman ``index``, copied (with the list) before the action changes him: the states
        before this one share both (see _successor)."""
        workmen = state.workmen = state.workmen.copy()
        workman = workmen[index] = copy_workman(workmen[index])
        return workman

    # ----- the contract -------------------------------------------------------------------

    def pending(self, state: AquaState) -> str | None:
        if state.phase == "over":
            return None
        return state.seats[state.actor]

    def _legal_actions(self, state: AquaState) -> list[Action]:
        return _OPTIONS[state.phase](self, state)

    # The options of each decision (_OPTIONS says which phase lists which).

    def _no_actions(self, state: AquaState) -> list[Action]:
        return []

    def _type_side_actions(self, state: AquaState) -> list[Action]:
        seat = state.seats[state.actor]
        verb: Literal["setup", "place"]
        if state.phase == "setup":
            kinds = tuple(k for k in BUILDER_TYPES if state.to_place.get(k, 0) > 0)
            verb = "setup"
        else:
            kinds = tuple(k for k in BUILDER_TYPES if k in state.held[seat])
            verb = "place"
        pathway = state.pathway
        sides = tuple(s for s, r in SIDES.items() if "" in pathway[r.start : r.stop])
        return list(pick_actions(verb, kinds, sides))

    def _square_actions(self, state: AquaState) -> list[Action]:
        r = SIDES[state.pick_side]
        return list(at_actions(state.pick_type, r.start, tuple(state.pathway[r.start : r.stop])))

    @staticmethod
    def _buildable(state: AquaState) -> tuple[list[Workman], bool]:
        """The workmen the current player may build with, and whether they are his own."""
        found: tuple[list[Workman], bool] | None = state.__dict__.get(_BUILDABLE)
        if found is not None:
            return found
        seat = state.seats[state.current]
        own = [w for w in state.workmen if w.owner == seat and can_build(state, w)]
        if own:
            return own, True
        return [w for w in state.workmen if w.owner != seat and can_build(state, w)], False

    def _workman_actions(self, state: AquaState) -> list[Action]:
        workmen, own = self._buildable(state)
        return [workman_action(w.name, w.length, w.square, w.end, own) for w in workmen]

    def _builder_actions(self, state: AquaState) -> list[Action]:
        w = state.workmen[state.chosen_workman]
        return [builder_action(state.pathway[p], p) for p in usable_builders(state, w)]

    def _tile_actions(self, state: AquaState) -> list[Action]:
        w = state.workmen[state.chosen_workman]
        builder = state.pathway[state.chosen_builder]
        return [
            tile_action(kind, rot, w.end_edge, w.length + 1 + outcome.added, outcome.end < 0)
            for kind, rot, outcome in tile_outcomes(state, w, offered_types(state, builder))
        ]

    def _move_actions(self, state: AquaState) -> list[Action]:
        return [
            move_action(kind, p, next_free(state.pathway, p)[0])
            for p, kind in enumerate(state.pathway)
            if kind
        ]

    def _column_actions(self, state: AquaState) -> list[Action]:
        columns = sorted({sq % COLUMNS for sq in fountain_squares(state)})
        return [column_action(c) for c in columns]

    def _fountain_square_actions(self, state: AquaState) -> list[Action]:
        return [
            square_action(sq)
            for sq in fountain_squares(state)
            if sq % COLUMNS == state.fountain_column
        ]

    def _fountain_tile_actions(self, state: AquaState) -> list[Action]:
        sq = state.fountain_square
        return [
            fountain_tile_action(kind, rot, sq)
            for kind in offered_types(state, state.pick_type)
            for rot in ROTATIONS[kind]
        ]

    def _close_actions(self, state: AquaState) -> list[Action]:
        seat = state.seats[state.current]
        actions = [KEEP_ACTION]
        for w in state.workmen:
            if w.owner == seat and w.status == "open" and w.length > 0:
                actions.append(close_action(w.name, w.length))
        return actions

    def _claim_actions(self, state: AquaState) -> list[Action]:
        return [claim_action(kind) for kind in BUILDER_TYPES if kind in state.reserve]

    # ----- applying -----------------------------------------------------------------------

    def _apply(self, state: AquaState, action: Action) -> list[Event]:
        # ``action`` is one of the legal actions, so its id is well formed and fits the phase:
        # the phase says which step it takes (_STEPS).
        return _STEPS[state.phase](self, state, parse(action.id))

    # The steps of a turn, one per phase (_STEPS); ``choice`` is the action's, read from its id.

    def _pick(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, PickBuilder)
        state.pick_type, state.pick_side = choice.kind, choice.side
        state.phase = "setup_square" if choice.verb == "setup" else "place_square"
        return []

    def _put(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, PathwayChoice)
        seat = state.seats[state.actor]
        p = choice.index
        state.pathway = state.pathway.copy()  # shared (see _successor)
        state.pathway[p] = state.pick_type
        events = [_event(seat, ev.put, state.pick_type, p)]
        if state.phase == "setup_square":
            state.to_place = state.to_place.copy()  # shared (see _successor)
            state.to_place[state.pick_type] -= 1
            state.pick_type = state.pick_side = ""
            if any(state.to_place.values()):
                state.actor = (state.actor + 1) % len(state.seats)
                state.phase = "setup"
            else:
                # The first seat starts (the lobby decides the seat order).
                state.current = state.actor = 0
                events += self._begin_turn(state)
        else:
            held = state.held[seat].copy()
            held.remove(state.pick_type)
            state.held = {**state.held, seat: held}  # shared (see _successor)
            state.pick_type = state.pick_side = ""
            events += self._begin_turn(state)
        return events

    def _choose_workman(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, WorkmanChoice)
        state.chosen_workman = self._workman_index(state, choice.name)
        state.phase = "builder"
        return []

    def _choose_builder(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, PathwayChoice)
        state.chosen_builder = choice.index
        state.phase = "tile"
        return []

    def _lay(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, TileChoice)
        return self._build(state, choice.kind, choice.rotation)

    def _move(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, PathwayChoice)
        p = choice.index
        builder = state.pathway[p]
        to, _ = next_free(state.pathway, p)
        state.pathway = state.pathway.copy()  # shared (see _successor)
        state.pathway[p], state.pathway[to] = "", builder
        events = [_event(state.seats[state.actor], ev.moved, builder, p, to, stuck=True)]
        return events + self._offer_close(state)

    def _choose_column(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, ColumnChoice)
        state.fountain_column = choice.column
        state.phase = "fountain_square"
        return []

    def _choose_square(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, SquareChoice)
        state.fountain_square = choice.square
        state.phase = "fountain_tile"
        return []

    def _lay_fountain_tile(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, TileChoice)
        tile = choice.kind
        code = tile_code(tile, choice.rotation)
        state.grid = state.grid.copy()  # shared (see _successor)
        state.grid[state.fountain_square] = code
        state.stock = state.stock.copy()  # shared (see _successor)
        state.stock[tile] -= 1
        seat = state.seats[state.actor]
        events = [_event(seat, ev.fountain_tile, code, state.fountain_square)]
        state.fountain_column = state.fountain_square = -1
        state.pick_type = ""
        return events + self._offer_close(state)

    def _close_or_keep(self, state: AquaState, choice: Choice | None) -> list[Event]:
        if isinstance(choice, KeepChoice):
            return self._finish_turn(state)
        assert isinstance(choice, WorkmanChoice)
        name = choice.name
        index = self._workman_index(state, name)
        self._own_workman(state, index).status = "closed"
        state.closed_this_turn = [*state.closed_this_turn, index]
        events = [_event(state.seats[state.actor], ev.closed, name)]
        return events + self._finish_turn(state)

    def _take(self, state: AquaState, choice: Choice | None) -> list[Event]:
        assert isinstance(choice, ClaimChoice)
        return self._claim(state, choice.kind) + self._next_claim(state)

    @staticmethod
    def _workman_index(state: AquaState, name: str) -> int:
        for i, w in enumerate(state.workmen):
            if w.name == name:
                return i
        raise AssertionError(f"no workman {name}")

    def _build(self, state: AquaState, tile: str, rot: int) -> list[Event]:
        seat = state.seats[state.current]
        w = state.workmen[state.chosen_workman]
        sq = w.end
        code = tile_code(tile, rot)
        events = [_event(seat, ev.laid, code, sq, w.name)]
        state.stock = state.stock.copy()  # shared (see _successor)
        state.stock[tile] -= 1
        state.laid_tile = True
        state.last_tile_seat = state.current
        events += self._lay_and_follow(state, sq, code)
        # The builder moves on; passing a fountain earns an extra tile (§7.5).
        p = state.chosen_builder
        builder = state.pathway[p]
        to, passed = next_free(state.pathway, p)
        state.pathway = state.pathway.copy()  # shared (see _successor)
        state.pathway[p], state.pathway[to] = "", builder
        events.append(_event(seat, ev.moved, builder, p, to, stuck=False))
        state.chosen_workman = state.chosen_builder = -1
        # One extra tile even if the move passed two fountains (STAND-IN); a joker lets the
        # player choose its type (STAND-IN); it goes on no square an aqueduct end faces,
        # finished aqueducts' loose ends included (STAND-IN, strict reading of §7.5).
        if passed and offered_types(state, builder) and fountain_fits(state):
            state.pick_type = builder
            state.phase = "fountain_column"
            events.append(Event(ev.PASSED_FOUNTAIN))
            return events
        return events + self._offer_close(state)

    def _lay_and_follow(self, state: AquaState, sq: int, code: int) -> list[Event]:
        """Lay ``code`` on ``sq`` and move every aqueduct end that faced it (§7.1 step 2)."""
        events = []
        facing = [i for i, w in enumerate(state.workmen) if w.end == sq]
        state.grid = state.grid.copy()  # shared (see _successor)
        state.grid[sq] = code
        outlets = outlet_keys(len(state.seats))
        for index in facing:
            w = self._own_workman(state, index)
            leave = CONNECT[code][w.end_edge]
            if leave < 0:
                w.end = w.end_edge = -1
                if w.status == "open":
                    w.status = "closed"
                    state.closed_this_turn = [*state.closed_this_turn, index]
                    events.append(_event(None, ev.closed_by_tile, w.name, sq))
                continue
            result = trace(state.grid, sq, leave, outlets)
            w.end, w.end_edge, w.square = result.end, result.end_edge, result.last
            if w.status != "open":
                continue  # a finished aqueduct's loose end moves on, its score does not
            w.length += 1 + result.added
            if result.end < 0:
                w.status = "closed"
                state.closed_this_turn = [*state.closed_this_turn, index]
                events.append(_event(None, ev.grew, w.name, w.length, -1))
            else:
                events.append(_event(None, ev.grew, w.name, w.length, w.end))
        return events

    def _offer_close(self, state: AquaState) -> list[Event]:
        """Step 4: a voluntary close, if the player closed none of his own aqueducts."""
        seat = state.seats[state.current]
        workmen = state.workmen
        for i in state.closed_this_turn:
            if workmen[i].owner == seat:
                return self._finish_turn(state)
        # STAND-IN: only an aqueduct of at least one square may be closed voluntarily.
        for w in workmen:
            if w.owner == seat and w.status == "open" and w.length > 0:
                state.phase = "close"
                state.actor = state.current
                return []
        return self._finish_turn(state)

    def _scoring_order(self, state: AquaState, indexes: list[int]) -> list[int]:
        """The current player's aqueducts first, then clockwise; a player's longest first
        (STAND-IN for the owner's choice)."""
        n = len(state.seats)
        seat_rank = {state.seats[(state.current + k) % n]: k for k in range(n)}
        return sorted(
            indexes,
            key=lambda i: (seat_rank[state.workmen[i].owner], -state.workmen[i].length, i),
        )

    def _score(self, state: AquaState, index: int) -> Event:
        """Put a workman on the podium his aqueduct earns (§6)."""
        w = self._own_workman(state, index)
        w.status = "scored"
        for value in range(min(w.length, PODIUMS), 0, -1):
            if len(state.podiums[value]) < PODIUM_ROOM[value]:
                # New lists: the states before this one share the old ones (see _successor).
                podiums = state.podiums = state.podiums.copy()
                podiums[value] = [*podiums[value], index]
                w.podium = value
                return _event(w.owner, ev.scores, w.name, w.length, value)
        # No podium at or below the score has room: 0 points (STAND-IN, cf. the rulebook's
        # "0 pts (podium)" in the final example).
        return _event(w.owner, ev.scores, w.name, w.length, 0)

    def _finish_turn(self, state: AquaState) -> list[Event]:
        if not state.closed_this_turn:  # most turns: nothing to score, nobody to claim
            state.claims = []
            return self._end_turn(state)
        events = []
        order = self._scoring_order(state, state.closed_this_turn)
        for index in order:
            events.append(self._score(state, index))
        state.claims = [state.workmen[i].owner for i in order][: len(state.reserve)]
        if not _any_open(state.workmen):
            state.claims = []  # the game ends now: a reserve builder would never be used
        state.closed_this_turn = []
        return events + self._next_claim(state)

    def _claim(self, state: AquaState, kind: str) -> list[Event]:
        # New lists: the states before this one share the old ones (see _successor).
        seat, state.claims = state.claims[0], state.claims[1:]
        state.reserve = state.reserve.copy()
        state.reserve.remove(kind)
        state.held = {**state.held, seat: [*state.held[seat], kind]}
        return [_event(seat, ev.took, kind)]

    def _next_claim(self, state: AquaState) -> list[Event]:
        events: list[Event] = []
        while state.claims:
            kinds = set(state.reserve)
            if len(kinds) > 1:
                state.phase = "claim"
                state.actor = state.seats.index(state.claims[0])
                return events
            events += self._claim(state, state.reserve[0])
        return events + self._end_turn(state)

    def _end_turn(self, state: AquaState) -> list[Event]:
        if state.laid_tile:
            state.turns_without_tile = 0
        else:
            state.turns_without_tile += 1
        state.laid_tile = False
        state.log_turn += 1
        state.current = (state.current + 1) % len(state.seats)
        return self._begin_turn(state)

    def resume(self, state: AquaState) -> list[Event]:
        """Start the turn of ``state.current`` (for positions set up by hand, e.g. in tests)."""
        events = self._begin_turn(state)
        # The caller may change the position further: the workmen able to build are asked anew.
        state.__dict__.pop(_BUILDABLE, None)
        return events

    def _begin_turn(self, state: AquaState) -> list[Event]:
        events: list[Event] = []
        n = len(state.seats)
        while True:
            if state.turns_without_tile >= n or not _any_open(state.workmen):
                return events + self._end_game(state)
            seat = state.seats[state.current]
            state.actor = state.current
            if state.held[seat]:
                state.phase = "place"
                return events
            if not _any_open(state.workmen, seat):
                events.append(Event(ev.SITS_OUT, seat))
                state.turns_without_tile += 1
                state.log_turn += 1
                state.current = (state.current + 1) % n
                continue
            # Nobody can build: moving a builder is compulsory (STAND-IN; HU says "may"), so
            # every turn changes the state.
            state.__dict__.pop(_BUILDABLE, None)
            buildable = self._buildable(state)
            if buildable[0]:
                state.__dict__[_BUILDABLE] = buildable
                state.phase = "workman"
            else:
                state.phase = "move"
            return events

    def _end_game(self, state: AquaState) -> list[Event]:
        events = [Event(ev.GAME_OVER)]
        # The game ends with the turn just played (that of the player who laid the last tile,
        # after a round without tiles): the open aqueducts are scored from that player on.
        state.current = (state.current - 1) % len(state.seats)
        still_open = [i for i, w in enumerate(state.workmen) if w.status == "open"]
        for index in self._scoring_order(state, still_open):
            events.append(self._score(state, index))
        state.bonus = {s: 0 for s in state.seats}
        # Two workmen on podium 3 or 7: the first to arrive ranks higher (STAND-IN).
        ranked = [i for value in range(PODIUMS, 0, -1) for i in state.podiums[value]]
        for bonus, index in zip(END_BONUS, ranked, strict=False):
            owner = state.workmen[index].owner
            state.bonus[owner] += bonus
            events.append(_event(owner, ev.bonus, bonus, state.workmen[index].name))
        state.phase = "over"
        state.claims = []
        return events

    # ----- results and views --------------------------------------------------------------

    def podium_points(self, state: AquaState) -> dict[str, int]:
        points = {s: 0 for s in state.seats}
        for w in state.workmen:
            points[w.owner] += w.podium
        return points

    def scores(self, state: AquaState) -> dict[str, int]:
        points = self.podium_points(state)
        return {s: points[s] + state.bonus.get(s, 0) for s in state.seats}

    def result(self, state: AquaState) -> Result | None:
        if state.phase != "over":
            return None
        scores = self.scores(state)
        top = max(scores.values())
        details = {
            s: {
                "podiums": sorted((w.podium for w in state.workmen if w.owner == s), reverse=True),
                "bonus": state.bonus.get(s, 0),
            }
            for s in state.seats
        }
        return Result(
            scores={s: float(v) for s, v in scores.items()},
            winners=[s for s in state.seats if scores[s] == top],
            details=details,
        )

    def view_model(self, state: AquaState, seat: str | None) -> AquaView:
        phase = state.phase
        if phase == "tile":
            offered = offered_types(state, state.pathway[state.chosen_builder])
        elif phase in ("fountain_column", "fountain_square", "fountain_tile"):
            offered = offered_types(state, state.pick_type)
        else:
            offered = []
        return view_of(
            state,
            seat,
            pending=self.pending(state),
            points=self.scores(state),
            offered_types=tuple(offered),
            helping=phase == "workman" and self._helping(state),
        )

    def _helping(self, state: AquaState) -> bool:
        """Whether the workmen offered now are all other players' (the legal actions are
        cached on the state, so this costs no search)."""
        seat = state.seats[state.current]
        owners = {w.name: w.owner for w in state.workmen}
        offered = [parse(a.id) for a in self.legal_actions(state)]
        return all(
            isinstance(choice, WorkmanChoice) and owners[choice.name] != seat for choice in offered
        )

    def determinize(self, state: AquaState, seat: str | None, rng: random.Random) -> AquaState:
        return self.clone(state)  # everything is open information

    def explain_illegal(self, state: AquaState, action_id: str) -> Words:
        from rules.aqua_romana.explain import explain

        return explain(self, state, action_id)

    def describe(self, state: AquaState, seat: str | None) -> Lines:
        return describe(self.view_model(state, seat))


@lru_cache(maxsize=4096)
def _event(seat: str | None, say: Callable[..., Words], *args: object, **kwargs: object) -> Event:
    """The event ``say(*args, **kwargs)`` of ``seat`` (None: of nobody), made once as the
    options are: the same events recur all game long, and an Event takes longer to build
    than the rest of most steps."""
    return Event(say(*args, **kwargs), seat)


@cache
def _start(
    players: int,
) -> tuple[tuple[int, ...], dict[str, str], tuple[tuple[int, Workman], ...]]:
    """The board at the start for ``players``: the grid, the reservoirs' colours by square and
    every workman with the index of his seat (no owner yet), made once and copied per game."""
    grid = [EMPTY] * SQUARES
    for sq, code in PRINTED_CURVES.items():
        grid[sq] = code
    workmen: list[tuple[int, Workman]] = []
    reservoir_colour: dict[str, str] = {}
    for seat, colour, cells, outlets in layout(players):
        for cell in cells:
            grid[square(cell)] = RESERVOIR
            reservoir_colour[str(square(cell))] = colour
        for number, (cell, edge) in enumerate(outlets, start=1):
            sq = square(cell)
            workman = Workman(
                name=f"{colour}{number}",
                colour=colour,
                owner="",
                outlet=sq,
                outlet_edge=edge,
                square=sq,
                end=NEIGHBOUR[sq][edge],
                end_edge=(edge + 2) % 4,
            )
            workmen.append((seat, workman))
    return tuple(grid), reservoir_colour, tuple(workmen)


def _any_open(workmen: list[Workman], owner: str | None = None) -> bool:
    """Whether some aqueduct (of ``owner``'s, if given) is open: asked at every turn, so a
    loop (any() over a generator takes twice as long)."""
    for w in workmen:  # noqa: SIM110
        if w.status == "open" and (owner is None or w.owner == owner):
            return True
    return False


_OPTIONS: Final[dict[Phase, Callable[[AquaRomanaEngine, AquaState], list[Action]]]] = {
    "setup": AquaRomanaEngine._type_side_actions,
    "setup_square": AquaRomanaEngine._square_actions,
    "place": AquaRomanaEngine._type_side_actions,
    "place_square": AquaRomanaEngine._square_actions,
    "workman": AquaRomanaEngine._workman_actions,
    "builder": AquaRomanaEngine._builder_actions,
    "tile": AquaRomanaEngine._tile_actions,
    "move": AquaRomanaEngine._move_actions,
    "fountain_column": AquaRomanaEngine._column_actions,
    "fountain_square": AquaRomanaEngine._fountain_square_actions,
    "fountain_tile": AquaRomanaEngine._fountain_tile_actions,
    "close": AquaRomanaEngine._close_actions,
    "claim": AquaRomanaEngine._claim_actions,
    "over": AquaRomanaEngine._no_actions,
}
_STEPS: Final[dict[Phase, Callable[[AquaRomanaEngine, AquaState, Choice | None], list[Event]]]] = {
    "setup": AquaRomanaEngine._pick,
    "setup_square": AquaRomanaEngine._put,
    "place": AquaRomanaEngine._pick,
    "place_square": AquaRomanaEngine._put,
    "workman": AquaRomanaEngine._choose_workman,
    "builder": AquaRomanaEngine._choose_builder,
    "tile": AquaRomanaEngine._lay,
    "move": AquaRomanaEngine._move,
    "fountain_column": AquaRomanaEngine._choose_column,
    "fountain_square": AquaRomanaEngine._choose_square,
    "fountain_tile": AquaRomanaEngine._lay_fountain_tile,
    "close": AquaRomanaEngine._close_or_keep,
    "claim": AquaRomanaEngine._take,
}
