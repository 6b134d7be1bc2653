"""/tabula stats in Hungarian and Spanish: the same record, each language's words, plurals
and number format; English exactly as before."""

from __future__ import annotations

from bot.i18n.text import Text
from bot.service.stats import PlayerStats, Streak
from cogs.stats_commands import stats_text

GAMES = {"porta-nigra": Text("porta-title"), "builders-antiquity": Text("builders-title")}
RECORD = PlayerStats(
    user_id=42,
    game_id=None,
    games=3,
    wins=2,
    average_score=12.5,
    best_score=15.0,
    rating=None,
    favourite_game="builders-antiquity",
    streak=Streak(won=False, length=2),
)


def test_a_record_in_three_languages() -> None:
    assert stats_text(RECORD, GAMES).splitlines() == [
        "**<@42>** in this server (all games)",
        "Games **3** · wins **2** (67%) · average score **12.5** · best **15**",
        "Favourite game: **The Builders: Antiquity**",
        "Current streak: **2 losses**",
    ]
    assert stats_text(RECORD, GAMES, "hu").splitlines() == [
        "**<@42>** ezen a szerveren (minden játék)",
        "Játszmák: **3** · győzelmek: **2** (67%) · átlagpontszám: **12,5** · legjobb: **15**",
        "Kedvenc játék: **The Builders: Antiquity**",
        "Jelenlegi sorozat: **2 vereség**",
    ]
    # Spanish sets a percentage apart by a no-break space
    assert stats_text(RECORD, GAMES, "es-ES").splitlines() == [
        "**<@42>** en este servidor (todos los juegos)",
        "Partidas **3** · victorias **2** (67\xa0%) · puntuación media **12,5** · mejor **15**",
        "Juego favorito: **Los Constructores: Antigüedad**",
        "Racha actual: **2 derrotas**",
    ]
