"""The end of a game's board in sentences a player understands, in every language: how each
seat's score was made, singular and plural, and a tie said as one (issue 33)."""

from __future__ import annotations

import pytest

from bot.board_words import game_over
from bot.cli_seats import make_agents, seat_names
from bot.extensions import front_end
from cogs.aqua_romana.score_words import final_score as aqua
from cogs.builders_antiquity.score_words import final_score as builders
from cogs.porta_nigra.score_words import final_score as porta
from rules import registry
from rules.core import Result
from rules.play import play_game

PORTA = {
    "before": 56,
    "building_cards": 16,
    "final_cards": 0,
    "play_area": 10,
    "majorities": 21,
    "majority AM-B": 3,
    "majority CW": 12,
    "majority PN-5": 6,
    "total": 103,
}


def test_porta_nigra_says_each_step_of_the_final_scoring() -> None:
    assert porta(PORTA, "en-US") == (
        "56 VP during the game + 16 for building cards + 10 for what was left in the play area"
        " + 21 for majorities (Amphitheater row B: 3, City Wall: 12 and Porta Nigra at height 5"
        " or more: 6)"
    )
    assert porta(PORTA, "es-ES") == (
        "56 PV durante la partida + 16 por las cartas de edificio + 10 por lo que quedó en la"
        " zona de juego + 21 por mayorías (Anfiteatro, fila B: 3, Muralla: 12 y Porta Nigra,"
        " altura 5 o más: 6)"
    )
    assert porta(PORTA, "hu") == (
        "56 GyP a játék során + 16 az épületkártyákért + 10 a játéktéren maradtakért"
        " + 21 a többségekért (Amfiteátrum, B sor: 3, Városfal: 12 és Porta Nigra, legalább"
        " 5 magasan: 6)"
    )
    one = {"before": 9, "final_cards": 30, "majorities": 4, "majority BA-A": 4, "total": 43}
    assert porta(one, "en-US") == (
        "9 VP during the game + 30 for final scoring cards + 4 for majorities (Basilica row A: 4)"
    )


@pytest.mark.parametrize(
    ("language", "many", "one", "none"),
    [
        (
            "en-US",
            "2 workmen on podiums worth 7 and 4, plus 4 bonus points",
            "a workman on a podium worth 5, plus a bonus point",
            "no workman on a podium",
        ),
        (
            "es-ES",
            "2 obreros en podios de 7 y 4 puntos, más 4 puntos de bonificación",
            "un obrero en un podio de 5 puntos, más un punto de bonificación",
            "ningún obrero en un podio",
        ),
        (
            "hu",
            "2 munkás dobogón (7 és 4 pont), és 4 bonuszpont",
            "1 munkás dobogón (5 pont), és 1 bonuszpont",
            "egy munkás sem áll dobogón",
        ),
    ],
)
def test_aqua_romana_says_the_podiums_and_the_bonus(
    language: str, many: str, one: str, none: str
) -> None:
    assert aqua({"podiums": [7, 4, 0], "bonus": 4}, language) == many
    assert aqua({"podiums": [5, 0, 0], "bonus": 1}, language) == one
    assert aqua({"podiums": [0, 0], "bonus": 0}, language) == none


MANY = {
    "vp": 20,
    "slaves_freed": 2,
    "slaves_kept": 3,
    "loans_repaid": 2,
    "loans_unpaid": 2,
    "coins_left": 2,
    "score_tenths": 122,
}
ONE = {
    "vp": 1,
    "slaves_freed": 1,
    "slaves_kept": 1,
    "loans_repaid": 1,
    "loans_unpaid": 1,
    "coins_left": 1,
    "score_tenths": -19,
}
CLEAN = {
    "vp": 17,
    "slaves_freed": 0,
    "slaves_kept": 0,
    "loans_repaid": 0,
    "loans_unpaid": 0,
    "coins_left": 0,
    "score_tenths": 170,
}


@pytest.mark.parametrize(
    ("language", "many", "one", "clean"),
    [
        (
            "en-US",
            "20 VP for buildings and machines − 3 for 3 slaves not freed − 4 for 2 unpaid loans"
            " + 0.2 for 2 sestertii left (at the end freed 2 slaves and repaid 2 loans)",
            "1 VP for buildings and machines − 1 for a slave not freed − 2 for an unpaid loan"
            " + 0.1 for a sestertius left (at the end freed a slave and repaid a loan)",
            "17 VP for buildings and machines",
        ),
        (
            "es-ES",
            "20 PV por edificios y máquinas − 3 por 3 esclavos no liberados − 4 por 2 préstamos"
            " sin devolver + 0,2 por 2 sestercios sobrantes (al final liberó 2 esclavos y"
            " devolvió 2 préstamos)",
            "1 PV por edificios y máquinas − 1 por un esclavo no liberado − 2 por un préstamo"
            " sin devolver + 0,1 por un sestercio sobrante (al final liberó un esclavo y"
            " devolvió un préstamo)",
            "17 PV por edificios y máquinas",
        ),
        (
            "hu",
            "20 GyP az épületekért és gépekért − 3 (3 fel nem szabadított rabszolga) − 4 (2"
            " vissza nem fizetett kölcsön) + 0,2 (2 megmaradt sestertius); a végén 2 rabszolgát"
            " felszabadított és 2 kölcsönt visszafizetett",
            "1 GyP az épületekért és gépekért − 1 (1 fel nem szabadított rabszolga) − 2 (1"
            " vissza nem fizetett kölcsön) + 0,1 (1 megmaradt sestertius); a végén 1 rabszolgát"
            " felszabadított és 1 kölcsönt visszafizetett",
            "17 GyP az épületekért és gépekért",
        ),
    ],
)
def test_the_builders_say_what_slaves_loans_and_coins_did(
    language: str, many: str, one: str, clean: str
) -> None:
    assert builders(MANY, language) == many
    assert builders(ONE, language) == one
    assert builders(CLEAN, language) == clean


NAMES = {"a": "Alice", "b": "Bob", "c": "Carla"}


@pytest.mark.parametrize(
    ("language", "alone", "two", "three"),
    [
        (
            "en-US",
            "**Game over.** Winner: Alice",
            "**Game over.** A tie: Alice and Bob share first place with 12.5 points each;"
            " the rules have no tie-break, so they share the win.",
            "**Game over.** A tie: Alice, Bob and Carla share first place with 1 point each;"
            " the rules have no tie-break, so they share the win.",
        ),
        (
            "es-ES",
            "**Fin de la partida.** Ganador: Alice",
            "**Fin de la partida.** Empate: Alice y Bob comparten el primer puesto con 12,5"
            " puntos cada uno; las reglas no prevén desempate, así que comparten la victoria.",
            "**Fin de la partida.** Empate: Alice, Bob y Carla comparten el primer puesto con 1"
            " punto cada uno; las reglas no prevén desempate, así que comparten la victoria.",
        ),
        (
            "hu",
            "**Vége a játéknak.** Győztes: Alice",
            "**Vége a játéknak.** Döntetlen: Alice és Bob holtversenyben végzett az élen,"
            " fejenként 12,5 ponttal; a szabályok nem döntik el a holtversenyt, így a győzelem"
            " közös.",
            "**Vége a játéknak.** Döntetlen: Alice, Bob és Carla holtversenyben végzett az élen,"
            " fejenként 1 ponttal; a szabályok nem döntik el a holtversenyt, így a győzelem"
            " közös.",
        ),
    ],
)
def test_the_end_names_the_winner_or_says_it_is_a_tie(
    language: str, alone: str, two: str, three: str
) -> None:
    won = Result(scores={"a": 13.0, "b": 12.5}, winners=["a"])
    assert game_over(won, NAMES, language) == alone
    tied = Result(scores={"a": 12.5, "b": 12.5, "c": 3.0}, winners=["a", "b"])
    assert game_over(tied, NAMES, language) == two
    all_tied = Result(scores={"a": 1.0, "b": 1.0, "c": 1.0}, winners=["a", "b", "c"])
    assert game_over(all_tied, NAMES, language) == three


INTERNAL = ("score tenths", "score_tenths", "coins left", "loans unpaid", "majority ", "Winner(s)")


@pytest.mark.parametrize("game", ["porta-nigra", "aqua-romana", "builders-antiquity"])
@pytest.mark.parametrize("language", ["en-US", "es-ES", "hu"])
def test_a_seeded_finished_game_reads_without_the_engines_field_names(
    game: str, language: str
) -> None:
    engine = registry.get(game)
    seats = seat_names(3)
    playout = play_game(engine, seats, make_agents(None, seats), 3)
    adapter = front_end(game)
    assert adapter is not None
    for seat in seats:
        said = adapter.final_score(playout.result.details[seat], language)
        assert said, seat
        assert not any(word in said for word in INTERNAL), said
        assert "_" not in said, said
