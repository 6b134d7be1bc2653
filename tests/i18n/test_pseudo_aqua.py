"""A whole Aqua Romana game in the pseudo-locale leaves no English: every message, button,
menu, alt text, DM, refusal, the final scoring and the game log come from the catalogues."""

from __future__ import annotations

import pytest

from tests.i18n.pseudo_game import play_pseudo_game


@pytest.mark.parametrize(("people", "computers", "seed"), [(2, 0, 5), (3, 1, 11)])
async def test_a_whole_aqua_romana_game_leaves_no_english(
    people: int, computers: int, seed: int
) -> None:
    game = await play_pseudo_game("aqua-romana", people, seed, computers=computers)
    assert game.loaded.table.status.value == "finished"
    assert game.actions > 100
    assert game.english() == {}
