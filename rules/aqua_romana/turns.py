"""The order of a turn after the tile (§7.1 steps 4 to 6) and from one turn to the next: the
voluntary close (§7.7), scoring the aqueducts closed this turn, the reserve builder claims
(§7.9), players who sit out and the end of the game (§7.8)."""

from __future__ import annotations

from rules.aqua_romana import events as ev
from rules.aqua_romana.events import event
from rules.aqua_romana.legal import anyone_can_build
from rules.aqua_romana.scoring import end_game, score, scoring_order
from rules.aqua_romana.state import AquaState, Workman
from rules.core import Event


def offer_close(state: AquaState) -> list[Event]:
    """Step 4: a voluntary close, if the player closed none of his own aqueducts."""
    seat = state.seats[state.current]
    workmen = state.workmen
    for i in state.closed_this_turn:
        if workmen[i].owner == seat:
            return finish_turn(state)
    # STAND-IN: only an aqueduct of at least one square may be closed voluntarily.
    for w in workmen:
        if w.owner == seat and w.status == "open" and w.length > 0:
            state.phase = "close"
            state.actor = state.current
            return []
    return finish_turn(state)


def finish_turn(state: AquaState) -> list[Event]:
    """Steps 5 and 6: score the aqueducts closed this turn, then their owners claim."""
    if not state.closed_this_turn:  # most turns: nothing to score, nobody to claim
        state.claims = []
        return _end_turn(state)
    events = []
    order = scoring_order(state, state.closed_this_turn)
    for index in order:
        events.append(score(state, index))
    state.claims = [state.workmen[i].owner for i in order][: len(state.reserve)]
    if not _any_open(state.workmen):
        state.claims = []  # the game ends now: a reserve builder would never be used
    state.closed_this_turn = []
    return events + next_claim(state)


def claim(state: AquaState, kind: str) -> list[Event]:
    # New lists: the states before this one share the old ones (see successor_state).
    seat, state.claims = state.claims[0], state.claims[1:]
    state.reserve = state.reserve.copy()
    state.reserve.remove(kind)
    state.held = {**state.held, seat: [*state.held[seat], kind]}
    return [event(seat, ev.took, kind)]


def next_claim(state: AquaState) -> list[Event]:
    """The next claim that is a choice; a claim with one builder type left takes it."""
    events: list[Event] = []
    while state.claims:
        kinds = set(state.reserve)
        if len(kinds) > 1:
            state.phase = "claim"
            state.actor = state.seats.index(state.claims[0])
            return events
        events += claim(state, state.reserve[0])
    return events + _end_turn(state)


def _end_turn(state: AquaState) -> list[Event]:
    if state.laid_tile:
        state.turns_without_tile = 0
    else:
        state.turns_without_tile += 1
    state.laid_tile = False
    state.log_turn += 1
    state.current = (state.current + 1) % len(state.seats)
    return begin_turn(state)


def begin_turn(state: AquaState) -> list[Event]:
    """The first decision of ``state.current``'s turn, past the players who sit out, or the end
    of the game."""
    events: list[Event] = []
    n = len(state.seats)
    while True:
        if state.turns_without_tile >= n or not _any_open(state.workmen):
            return events + end_game(state)
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
        state.phase = "workman" if anyone_can_build(state) else "move"
        return events


def _any_open(workmen: list[Workman], owner: str | None = None) -> bool:
    """Whether some aqueduct (of ``owner``'s, if given) is open: asked at every turn, so a
    loop (any() over a generator takes twice as long)."""
    for w in workmen:  # noqa: SIM110
        if w.status == "open" and (owner is None or w.owner == owner):
            return True
    return False
