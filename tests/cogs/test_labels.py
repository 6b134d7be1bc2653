"""Every button and menu option a game can show fits Discord's limits whole, and no two options
of one decision read alike (issue 17, item 6).

Seeded random games at 2-4 players walk every decision to the end; the labels are read the way
the board builds them (``bot.components``), with player names as long as Discord allows, so a
label that grows with a name is measured at its longest.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bot.adapter import GameAdapter
from bot.components import BUTTON_LABEL, OPTION_LABEL, layout
from bot.extensions import front_end
from rules import registry
from rules.core import Action

GAMES = [m.id for m in registry.manifests() if m.extension is not None]
SEEDS = (0, 1)
# Discord display names are at most 32 characters.
NAME = "N" * 30


def _adapter(game: str) -> GameAdapter[Any]:
    adapter = front_end(game)
    assert adapter is not None
    return adapter


def _decisions(game: str, players: int, seed: int) -> Iterator[tuple[list[Action], dict[str, str]]]:
    """Every decision of one seeded random game, with the names its labels are read with."""
    engine = registry.get(game)
    seats = [f"{900000000000000000 + i}" for i in range(players)]
    names = {seat: f"{NAME}{i:02d}" for i, seat in enumerate(seats)}
    state = engine.new_game(seats, seed=seed, options=engine.simulation_options)
    rng = random.Random(seed)
    while engine.pending(state) is not None:
        actions = engine.legal_actions(state)
        yield actions, names
        state, _ = engine.apply(state, rng.choice(actions))


@pytest.mark.parametrize("game", GAMES)
def test_every_label_fits_whole_and_no_two_options_read_alike(game: str) -> None:
    adapter = _adapter(game)
    too_long: set[str] = set()
    alike: set[str] = set()
    decisions = 0
    for players in (2, 3, 4):
        for seed in SEEDS:
            for actions, names in _decisions(game, players, seed):
                decisions += 1
                plan = layout(actions, adapter.select_groups)
                for action in plan.buttons:
                    label = adapter.action_label(action, names)
                    if len(label) > BUTTON_LABEL:
                        too_long.add(f"button {len(label)}: {label}")
                for menu in plan.menus:
                    for action in menu.actions:
                        label = adapter.action_label(action, names)
                        if len(label) > OPTION_LABEL:
                            too_long.add(f"option {len(label)}: {label}")
                labels = Counter(adapter.action_label(a, names) for a in actions)
                alike.update(label for label, n in labels.items() if n > 1)
    assert decisions > 100
    assert sorted(too_long) == []
    assert sorted(alike) == []


def test_builders_labels_say_what_is_paid_and_earned() -> None:
    from rules.builders_antiquity import data
    from rules.builders_antiquity.actions import (
        free_action,
        hire_action,
        loan_action,
        site_action,
        start_action,
        take_money_action,
    )

    assert start_action("forum", 5).label == "Start Forum: earn 12, 3 VP (1 action, pay 5)"
    assert start_action("machine_hoist", 0).label == (
        "Start Hoist: machine making 3 stone, 2 VP (1 action)"
    )
    assert take_money_action(3, 10).label == "Earn 6 sestertii (3 actions, pay 10)"
    assert loan_action(0).label == "Take a loan: earn 10, repay 15 at the end (1 action)"
    # The two Craftsmen printed alike, and the slaves, are told apart.
    assert hire_action("craftsman_5", 0).label == (
        "Hire Craftsman #5: 1 stone 1 wood 1 arch 1 deco, wage 4 (1 action)"
    )
    assert (
        hire_action("craftsman_1", 0).label == "Hire Craftsman: 3 stone 1 arch, wage 4 (1 action)"
    )
    assert free_action("slave_1", 5).label == (
        "Free the slave making 2 stone 2 deco (1 action, pay 5)"
    )
    # The longest site a worker can go to, at the dearest moment, still fits a button.
    longest = max((site_action(b.id, b.cost, 3, 25).label for b in data.BUILDINGS), key=len)
    assert len(longest) <= BUTTON_LABEL, longest


def test_porta_nigra_labels_say_what_is_paid_and_earned() -> None:
    from rules.porta_nigra.engine import card_label, honor_label

    assert card_label("A4") == "3 of: white brick, any brick, build, torch, earn 4"
    assert honor_label("H18") == (
        "Honor H18: add 1 brick to one of your Porta Nigra sections (pay 1 influence)"
    )
