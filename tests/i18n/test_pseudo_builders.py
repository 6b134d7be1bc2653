"""A whole game of The Builders in the pseudo-locale leaves no English: every message, button,
menu, alt text, DM (the private summary line by line), refusal, the final scoring and the game
log come from the catalogues."""

from __future__ import annotations

import pytest

from tests.i18n.pseudo_game import play_pseudo_game


# Seeded random players start many buildings at once: these seeds keep every private summary
# within Discord's 2000 characters even with the pseudo-locale's brackets around each word.
@pytest.mark.parametrize(("people", "computers", "seed"), [(2, 0, 2), (4, 0, 3), (3, 1, 11)])
async def test_a_whole_builders_game_leaves_no_english(
    people: int, computers: int, seed: int
) -> None:
    game = await play_pseudo_game("builders-antiquity", people, seed, computers=computers)
    assert game.loaded.table.status.value == "finished"
    assert game.actions > 60
    assert game.english() == {}
    # the summary by DM is said line by line (its first line's "You" by the catalogue too),
    # the turns' events by the engine's words, and the engine's refusals in the reader's words
    assert any("\n⟦⟦Ýóú⟧" in text for text in game.seen["dm content"])
    assert "⟦Éñd ýóúr túrñ⟧" in game.seen["board button"]
    assert any("⟦štártéd ⟦thé ⟦" in text for text in game.seen["game log"])
    assert game.seen["refusal"]
