"""A test player of Aqua Romana that chooses among the components the pending player sees.

It plays with a purpose, so a test game shows what the Discord view must handle: it prefers
builders about to round a corner of the pathway (so fountain tiles get laid), keeps its
aqueducts open while they grow, and closes a long one voluntarily.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.service.offers import STEP
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import FOUNTAIN_AFTER, SIDES, tile_code
from rules.aqua_romana.geometry import placement_outcome
from rules.aqua_romana.state import AquaState
from storage.models import LoggedAction

# An aqueduct at least this long is closed voluntarily when the rules offer it.
CLOSE_AT = 6


def aqua_policy(state: AquaState, offered: list[str]) -> str:
    """The id this player picks among ``offered`` (the ids on the visible components). A tile
    offered with the voluntary close that follows it ("tile:C1+close:red1") is chosen as the
    two steps would be: the tile first, then whether to close, as the tile leaves the game."""
    if any(STEP in i for i in offered):
        leads = list(dict.fromkeys(i.partition(STEP)[0] for i in offered))
        lead = aqua_policy(state, leads)
        then = [i.partition(STEP)[2] for i in offered if i.partition(STEP)[0] == lead]
        if then == [""]:
            return lead  # this tile closes an aqueduct of the player's: nothing follows
        after, _ = ENGINE.apply_id(state, lead)
        return f"{lead}{STEP}{aqua_policy(after, then)}"
    verb = offered[0].partition(":")[0]
    if verb == "setup":
        # Spread the builders: one side after another, types in turn.
        placed = sum(1 for kind in state.pathway if kind)
        side = list(SIDES)[placed % len(SIDES)]
        on_side = [i for i in offered if i.endswith(f":{side}")]
        return (on_side or offered)[0]
    if verb == "at":
        return offered[len(offered) // 2]
    if verb == "builder":
        # A builder on the last square before a fountain passes it when he moves on.
        corner = [i for i in offered if int(i.removeprefix("builder:P")) in FOUNTAIN_AFTER]
        return (corner or offered)[0]
    if verb == "tile":
        # The longest result that stays open, else the longest.
        return max(offered, key=lambda i: _tile_rank(state, i))
    if "keep" in offered:
        closable = [i for i in offered if i.startswith("close:")]
        long_ones = [i for i in closable if _length(state, i.removeprefix("close:")) >= CLOSE_AT]
        return long_ones[0] if long_ones else "keep"
    return offered[0]


def _length(state: AquaState, workman: str) -> int:
    return next(w.length for w in state.workmen if w.name == workman)


def _tile_rank(state: AquaState, action_id: str) -> tuple[bool, int]:
    """(stays open, length) of the chosen workman's aqueduct after laying the tile."""
    w = state.workmen[state.chosen_workman]
    kind, rotation = action_id.removeprefix("tile:")[0], int(action_id[6:])
    outcome = placement_outcome(state, w, tile_code(kind, rotation))
    assert outcome is not None, f"{action_id} was offered but is illegal"
    return outcome.end >= 0, outcome.added


# How a step of the log came: clicked, with the click before it (a decision folded into it:
# "tile:C1+close:red1" is two steps), or taken by the bot (the single choice left).
CLICK, FOLDED, AUTO = "click", "folded", "auto"
Turns = list[list[tuple[LoggedAction, str]]]
# Not ordinary: the set-up, a reserve builder, a fountain, a claim, nobody can build.
UNUSUAL = ("setup", "at", "place", "fcol", "fsq", "ftile", "claim", "move")


def people_turns(actions: list[LoggedAction], clicked: list[tuple[str, str]]) -> Turns:
    """The people's turns in the log: each action, and how it came (``CLICK``, ``FOLDED``,
    ``AUTO``)."""
    turns: Turns = []
    turn: list[tuple[LoggedAction, str]] = []
    steps = iter(
        [
            (seat, step, FOLDED if i else CLICK)
            for seat, ids in clicked
            for i, step in enumerate(ids.split(STEP))
        ]
    )
    step = next(steps, None)
    for action in actions:
        if action.seat.startswith("ai-"):
            continue
        how = AUTO
        if step is not None and step[:2] == (action.seat, action.action_id):
            how = step[2]
            step = next(steps, None)
        turn.append((action, how))
        if action.pending_after != action.seat:
            turns.append(turn)
            turn = []
    assert step is None, "every click is in the log"
    return turns


def ordinary_turns(turns: Turns) -> Turns:
    return [t for t in turns if not any(a.action_id.startswith(UNUSUAL) for a, _ in t)]


def clicks_in(turn: list[tuple[LoggedAction, str]]) -> int:
    return sum(how == CLICK for _, how in turn)


def could_close(turn: list[tuple[LoggedAction, str]]) -> bool:
    """Whether the turn offered a voluntary close (taken or not)."""
    return any(a.action_id == "keep" or a.action_id.startswith("close:") for a, _ in turn)


def assert_at_most_3_clicks(ordinary: Turns) -> None:
    for t in ordinary:
        assert clicks_in(t) <= 3, [(a.action_id, how) for a, how in t]
        # a voluntary close is never a click of its own: it comes with the tile's
        closes = [how for a, how in t if a.action_id == "keep" or a.action_id.startswith("close:")]
        assert all(how == FOLDED for how in closes), [(a.action_id, how) for a, how in t]


def assert_offered_is_legal(state: AquaState, offered: Mapping[str, object]) -> None:
    """The choices on the board are the legal actions: each alone, or a tile once per option
    of the voluntary close that follows it (every option, nothing else)."""
    legal = {a.id for a in ENGINE.legal_actions(state)}
    assert {i.partition(STEP)[0] for i in offered} == legal
    for lead in legal:
        then = {i.partition(STEP)[2] for i in offered if i.partition(STEP)[0] == lead}
        if then == {""}:
            continue
        after, _ = ENGINE.apply_id(state, lead)
        assert then == {a.id for a in ENGINE.legal_actions(after)}, lead
        assert after.phase == "close"
