"""A seat's final score in words, in each reader's language (the end of a game's board)."""

from __future__ import annotations

from bot.board_words import breakdown

PORTA = {
    "before": 56,
    "building_cards": 16,
    "final_cards": 0,
    "play_area": 10,
    "majorities": 21,
    "majority AM-B": 3,
    "total": 103,
}


def test_porta_nigras_final_score_in_three_languages() -> None:
    assert breakdown(PORTA) == (
        "before 56, building cards 16, final cards 0, play area 10, majorities 21, "
        "majority AM-B 3, total 103"
    )
    assert breakdown(PORTA, "hu") == (
        "előtte 56, épületkártyák 16, végső kártyák 0, játéktér 10, többségek 21, "
        "többség AM-B 3, összesen 103"
    )
    assert breakdown(PORTA, "es-ES") == (
        "antes 56, cartas de edificio 16, cartas finales 0, zona de juego 10, mayorías 21, "
        "mayoría AM-B 3, total 103"
    )


def test_lists_join_and_unknown_parts_keep_the_engines_name() -> None:
    assert breakdown({"podiums": [7, 4, 0], "bonus": 4}, "es-ES") == "podios 7/4/0, bonificación 4"
    # a game whose parts have no words yet (the toy game of tests/toy) still reads
    assert breakdown({"pebbles_left": 3, "vp": 2}, "hu") == "pebbles left 3, GyP 2"
