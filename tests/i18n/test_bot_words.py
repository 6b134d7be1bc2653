"""The bot's own words in the reader's or the table's language: computer players' names, a
person Discord no longer knows, and the menus that hold every action when buttons run out."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.components import action_components, layout
from bot.i18n.text import Text, say
from bot.messages import Menu
from bot.names import NameBook
from rules.core import Action
from storage.models import Seat, Table, TableStatus

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def table(language: str | None, *seats: Seat) -> Table:
    options = {} if language is None else {"language": language}
    return Table(7, 10, 100, "porta-nigra", TableStatus.ACTIVE, 5, seats, options, 1, NOW, NOW)


async def nobody(user_id: int) -> str | None:
    return None  # Discord does not know them any more


async def test_computer_players_are_named_in_the_tables_language() -> None:
    names = NameBook()
    names.remember(5, "Anna")
    seats = (Seat.human(5), Seat.ai(1, "normal"), Seat.ai(2, "hard"), Seat.ai(3, "random"))
    assert list((await names.seat_names(table("hu", *seats))).values()) == [
        "Anna",
        "1. gép (közepes)",
        "2. gép (nehéz)",
        "3. gép (véletlen)",
    ]
    spanish = await names.seat_names(table("es-ES", *seats))
    assert spanish["ai-1"] == "Ordenador 1 (normal)" and spanish["ai-2"] == "Ordenador 2 (difícil)"
    # English as before, and a level no longer offered as it was stored
    english = await names.seat_names(table(None, *seats, Seat.ai(4, "mcts")))
    assert english["ai-1"] == "AI 1 (normal)" and english["ai-4"] == "AI 4 (mcts)"
    # a replay drawn in another language than the table's names its computers in it
    asked = await names.seat_names(table("hu", *seats), "es-ES")
    assert list(asked.values()) == [
        "Anna",
        "Ordenador 1 (normal)",
        "Ordenador 2 (difícil)",
        "Ordenador 3 (aleatorio)",
    ]


async def test_someone_discord_no_longer_knows() -> None:
    names = NameBook(nobody)
    unknown = await names.user_name(42)
    assert unknown == "Player 42"
    # inside a sentence, said in its reader's language
    sentence = Text("table-host-only", host=unknown)
    assert sentence.render("hu") == "Ezt csak a házigazda, Ismeretlen játékos (42) teheti meg."
    hungarian = await names.seat_names(table("hu", Seat.human(42)))
    assert hungarian == {"42": "Ismeretlen játékos (42)"}
    assert (await names.seat_names(table("es-ES", Seat.human(42)))) == {
        "42": "Jugador desconocido (42)"
    }


def many(count: int) -> list[Action]:
    return [Action(f"x:{i}", f"Option {i}") for i in range(count)]


def test_every_action_in_menus_when_buttons_run_out() -> None:
    # 60 buttons do not fit in 5 rows: 3 menus of at most 25, numbered
    assert [m.title for m in layout(many(60), {}, "hu").menus] == [
        "Válassz egy lépést (1/3)",
        "Válassz egy lépést (2/3)",
        "Válassz egy lépést (3/3)",
    ]
    assert [m.title for m in layout(many(30), {}, "es-ES").menus] == [
        "Elige una acción (1/2)",
        "Elige una acción (2/2)",
    ]
    assert [m.title for m in layout(many(30), {}).menus] == [
        "Choose an action (1/2)",
        "Choose an action (2/2)",
    ]
    # a game's own menu title (given in the reader's language) is numbered the same way
    grouped = layout(many(30), {"x": "Válassz kártyát"}, "hu")
    assert [m.title for m in grouped.menus] == ["Válassz kártyát (1/2)", "Válassz kártyát (2/2)"]


def test_the_menus_placeholders_are_in_the_readers_language() -> None:
    items = action_components(7, 3, many(26), {}, frozenset(), lambda a: a.label, "hu")
    assert [i.placeholder for i in items if isinstance(i, Menu)] == [
        "Válassz egy lépést (1/2)",
        "Válassz egy lépést (2/2)",
    ]


@pytest.mark.parametrize(
    ("locale", "one", "shared"),
    [
        (
            "en-US",
            "**Game over.** Winner: Anna. You scored 12.",
            "**Game over.** A tie: Anna & Bence share the win.",
        ),
        (
            "hu",
            "**Vége a játéknak.** Győztes: Anna. A pontszámod: 12.",
            "**Vége a játéknak.** Döntetlen: Anna & Bence közösen nyert.",
        ),
        (
            "es-ES",
            "**Fin de la partida.** Ganador: Anna. Tu puntuación: 12.",
            "**Fin de la partida.** Empate: Anna & Bence comparten la victoria.",
        ),
    ],
)
def test_a_players_game_over_names_one_winner_or_several(
    locale: str, one: str, shared: str
) -> None:
    alone = say(locale, "private-game-over-scored", winners="Anna", count=1, score="12")
    tie = say(locale, "private-game-over", winners="Anna & Bence", count=2)
    assert alone == one
    # several winners are a tie, and the message says so in words
    assert tie == shared
