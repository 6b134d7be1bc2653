"""Scoring: workmen on the podiums (§6), the end of the game with its open aqueducts and the
end bonus (§7.8), and the points and result."""

from __future__ import annotations

from rules.aqua_romana import events as ev
from rules.aqua_romana.data import END_BONUS, PODIUM_ROOM, PODIUMS
from rules.aqua_romana.events import event
from rules.aqua_romana.state import AquaState, own_workman
from rules.core import Event, Result


def scoring_order(state: AquaState, indexes: list[int]) -> list[int]:
    """The current player's aqueducts first, then clockwise; a player's longest first
    (STAND-IN for the owner's choice)."""
    n = len(state.seats)
    seat_rank = {state.seats[(state.current + k) % n]: k for k in range(n)}
    return sorted(
        indexes,
        key=lambda i: (seat_rank[state.workmen[i].owner], -state.workmen[i].length, i),
    )


def score(state: AquaState, index: int) -> Event:
    """Put a workman on the podium his aqueduct earns (§6)."""
    w = own_workman(state, index)
    w.status = "scored"
    for value in range(min(w.length, PODIUMS), 0, -1):
        if len(state.podiums[value]) < PODIUM_ROOM[value]:
            # New lists: the states before this one share the old ones (see successor_state).
            podiums = state.podiums = state.podiums.copy()
            podiums[value] = [*podiums[value], index]
            w.podium = value
            return event(w.owner, ev.scores, w.name, w.length, value)
    # No podium at or below the score has room: 0 points (STAND-IN, cf. the rulebook's
    # "0 pts (podium)" in the final example).
    return event(w.owner, ev.scores, w.name, w.length, 0)


def end_game(state: AquaState) -> list[Event]:
    events = [Event(ev.GAME_OVER)]
    # The game ends with the turn just played (that of the player who laid the last tile,
    # after a round without tiles): the open aqueducts are scored from that player on.
    state.current = (state.current - 1) % len(state.seats)
    still_open = [i for i, w in enumerate(state.workmen) if w.status == "open"]
    for index in scoring_order(state, still_open):
        events.append(score(state, index))
    state.bonus = {s: 0 for s in state.seats}
    # Two workmen on podium 3 or 7: the first to arrive ranks higher (STAND-IN).
    ranked = [i for value in range(PODIUMS, 0, -1) for i in state.podiums[value]]
    for bonus, index in zip(END_BONUS, ranked, strict=False):
        owner = state.workmen[index].owner
        state.bonus[owner] += bonus
        events.append(event(owner, ev.bonus, bonus, state.workmen[index].name))
    state.phase = "over"
    state.claims = []
    return events


def podium_points(state: AquaState) -> dict[str, int]:
    points = {s: 0 for s in state.seats}
    for w in state.workmen:
        points[w.owner] += w.podium
    return points


def scores(state: AquaState) -> dict[str, int]:
    points = podium_points(state)
    return {s: points[s] + state.bonus.get(s, 0) for s in state.seats}


def final_result(state: AquaState) -> Result:
    """The scores and winners of a game that is over: ties share the win."""
    points = scores(state)
    top = max(points.values())
    details = {
        s: {
            "podiums": sorted((w.podium for w in state.workmen if w.owner == s), reverse=True),
            "bonus": state.bonus.get(s, 0),
        }
        for s in state.seats
    }
    return Result(
        scores={s: float(v) for s, v in points.items()},
        winners=[s for s in state.seats if points[s] == top],
        details=details,
    )
