"""A whole Porta Nigra game in the pseudo-locale leaves no English: every message, button,
menu, alt text, DM, refusal, the final scoring and the game log come from the catalogues."""

from __future__ import annotations

import pytest

from tests.i18n.pseudo_game import english_left, play_pseudo_game


@pytest.mark.parametrize(("people", "computers", "seed"), [(2, 0, 5), (3, 1, 11)])
async def test_a_whole_porta_nigra_game_leaves_no_english(
    people: int, computers: int, seed: int
) -> None:
    game = await play_pseudo_game("porta-nigra", people, seed, computers=computers)
    assert game.loaded.table.status.value == "finished"
    assert game.actions > 100
    assert game.english() == {}
    # a computer's name is said in the table's language too
    computer_names = [name for seat, name in game.names.items() if seat.startswith("ai-")]
    assert computer_names == ["⟦ÁÍ 1 (ñórmál)⟧"] * computers


def test_the_check_finds_english_outside_the_catalogues() -> None:
    assert english_left("⟦Jóíñ⟧ Join") == ["Join"]
    assert english_left("⟦Ít íš ⟦Xaver⟧'š túrñ.⟧ <@123> <t:99:R>") == []
    assert english_left("Xaver: 12", ["Xaver"]) == []
    assert english_left("⟦Táblé: https://discord.com/channels/10/100⟧") == []
    # a label cut at Discord's limit closes the messages it cut
    assert english_left("⟦Pláý ⟦3 óf: ⟦blúé⟧, ⟦éárñ…") == []
    assert english_left("Play ⟦3 óf: ⟦éárñ…") == ["Play"]
