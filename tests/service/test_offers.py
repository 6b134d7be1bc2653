"""The choices a board offers (bot/service/offers.py): the legal actions, but a decision a
game folds into the click before it offered with that click, as one id of its steps."""

from __future__ import annotations

import random

import pytest

from bot.service.offers import STEP, folded_step, offers, steps_of
from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.builders_antiquity.adapter import BuildersAdapter
from rules import registry
from rules.aqua_romana import ENGINE as AQUA
from rules.builders_antiquity import ENGINE as BUILDERS


@pytest.mark.parametrize("game_id", registry.games())
def test_no_action_id_holds_the_steps_joint(game_id: str) -> None:
    engine = registry.get(game_id)
    for seed in range(3):
        rng = random.Random(seed)
        state = engine.new_game(["s1", "s2", "s3"][: 2 + seed % 2], seed, {})
        # random play need not end (money taken turn after turn): a few hundred steps
        for _ in range(400):
            if engine.pending(state) is None:
                break
            legal = engine.legal_actions(state)
            assert not [a.id for a in legal if STEP in a.id]
            state, _ = engine.apply_id(state, rng.choice(legal).id)


def test_a_game_that_folds_nothing_offers_its_legal_actions() -> None:
    state = BUILDERS.new_game(["a", "b"], 7, {})
    assert offers(BuildersAdapter(), state) == BUILDERS.legal_actions(state)


def test_a_tile_is_offered_once_per_option_of_the_close_after_it() -> None:
    adapter = AquaRomanaAdapter()
    rng = random.Random(4)
    state = AQUA.new_game(["a", "b"], 4, {})
    folded = 0
    while AQUA.pending(state) is not None:
        legal = AQUA.legal_actions(state)
        offered = offers(adapter, state)
        expected = []
        for action in legal:
            after, _ = AQUA.apply_id(state, action.id)
            follows = after.phase == "close" and AQUA.pending(after) == AQUA.pending(state)
            if action.id.startswith(("tile:", "ftile:")) and follows:
                then = AQUA.legal_actions(after)
                expected += [f"{action.id}{STEP}{option.id}" for option in then]
                assert all(folded_step(adapter, action.id, option.id) for option in then)
            else:
                expected.append(action.id)
        assert [a.id for a in offered] == expected
        folded += sum(STEP in i for i in expected)
        # a folded choice is played as its steps
        for choice in offered:
            steps = steps_of([choice.id])
            assert STEP.join(steps) == choice.id and len(steps) <= 2
        state, _ = AQUA.apply_id(state, rng.choice(legal).id)
    assert folded > 20
    assert steps_of(["tile:C1+keep", "claim:J"]) == ["tile:C1", "keep", "claim:J"]
    assert not folded_step(adapter, "move:P3", "keep")
