"""The choices a player's board offers: the engine's legal actions, but a decision the game
folds into the click before it (``GameAdapter.folds``) offered together with that click.

Aqua Romana's voluntary close is a real choice that follows the tile: offered as "this tile,
then close red1" / "this tile" it costs no click of its own. Such a choice is one id of its
steps' ids joined by ``STEP``; the log keeps the steps apart, as the engine took them, so saved
games and replays know nothing of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.adapter import GameAdapter
from rules.core import Action

# No game's action id holds it (tests/service/test_offers.py plays games of every title).
STEP = "+"


def steps_of(action_ids: Sequence[str]) -> list[str]:
    """The engine's steps of the chosen ids, in order."""
    return [step for action_id in action_ids for step in action_id.split(STEP)]


def verb(action_id: str) -> str:
    return action_id.partition(":")[0]


def offers(game: GameAdapter[Any], state: Any) -> list[Action]:
    """The choices for ``state``'s pending decision, in the engine's order: each legal action,
    or, for a lead of a folded decision, one choice per option of the decision it leads to
    (when that decision is the same seat's and the lead revealed nothing: a card drawn is
    seen before the next choice)."""
    engine = game.engine
    legal = engine.legal_actions(state)
    if not game.folds:
        return legal
    seat = engine.pending(state)
    view: Any = None
    offered: list[Action] = []
    for action in legal:
        folded = game.folds.get(verb(action.id))
        then = _folded_decision(game, state, seat, action, folded) if folded else None
        if not then:
            offered.append(action)
            continue
        if view is None:
            view = engine.view_model(state, None)
        offered += [
            Action(f"{action.id}{STEP}{option.id}", game.fold_label(view, action, option))
            for option in then
        ]
    return offered


def _folded_decision(
    game: GameAdapter[Any],
    state: Any,
    seat: str | None,
    lead: Action,
    folded: frozenset[str],
) -> list[Action] | None:
    """The options of the decision ``lead`` leads to, when the game folds it into ``lead``."""
    engine = game.engine
    after, events = engine.apply_id(state, lead.id)
    if engine.pending(after) != seat or any(e.reveals for e in events):
        return None
    then = engine.legal_actions(after)
    if not then or any(verb(option.id) not in folded for option in then):
        return None
    return then


def folded_step(game: GameAdapter[Any], lead_id: str, then_id: str) -> bool:
    """Whether ``then_id`` is a step the board offers with ``lead_id`` (undo takes the two back
    as the one click they were)."""
    folded = game.folds.get(verb(lead_id))
    return folded is not None and verb(then_id) in folded
