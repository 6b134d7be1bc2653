"""The pseudo-locale harness's reading of a text: what it counts as English."""

from __future__ import annotations

from tests.i18n.pseudo_game import english_left


def test_a_message_cut_inside_its_link_is_still_a_message() -> None:
    # a DM cut at Discord's 2000 characters in the middle of the table's link
    assert english_left("⟦Tábláá: https://discord.com/cha…") == []


def test_english_outside_the_messages_is_found() -> None:
    assert english_left("⟦Tábláá⟧ next turn", ["Anna"]) == ["next", "turn"]
    assert english_left("Anna ⟦plááýš⟧", ["Anna"]) == []
