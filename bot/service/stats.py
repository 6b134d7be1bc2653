"""What remains after a game, with no Discord in it: a player's statistics, a server's
leaderboard and recent games, and a player's own games to take away (JSON).

Everything is read per server (a server never sees another's games or players) except the
export, which is the player's own data from every server. Ratings are kept by storage with
each result (:mod:`storage.standings`).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from storage.models import Seat, SeatResult
from storage.repository import Repository
from storage.standings import OVERALL, FinishedGame, Rating

__all__ = [
    "EXPORT_FORMAT",
    "MIN_GAMES",
    "PER_PAGE",
    "HistoryPage",
    "LeaderboardPage",
    "PlayerStats",
    "Streak",
    "channel_link",
    "export_games",
    "history",
    "leaderboard",
    "player_stats",
    "read_export",
]

# A leaderboard lists players with at least this many games: one lucky win is not a standing.
MIN_GAMES = 3
PER_PAGE = 10
EXPORT_FORMAT = "tabula-games/1"


@dataclass(frozen=True, slots=True)
class Streak:
    """The current run: ``won`` games in a row (or lost: not won, resigned included)."""

    won: bool
    length: int


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record in one server, for one game (``game_id``) or every game (None)."""

    user_id: int
    game_id: str | None
    games: int
    wins: int
    average_score: float | None
    best_score: float | None
    rating: Rating | None
    favourite_game: str | None
    streak: Streak | None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """Page ``page`` (from 1) of ``pages`` of a server's leaderboard: (place, rating) pairs."""

    game_id: str | None
    page: int
    pages: int
    players: int
    entries: list[tuple[int, Rating]]


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """A server's recent finished games, newest first, each with a link to its channel."""

    games: list[tuple[FinishedGame, str]]


def channel_link(guild_id: int | None, channel_id: int) -> str:
    """Discord's link to a channel (``@me`` stands for a table outside any server)."""
    return f"https://discord.com/channels/{guild_id if guild_id else '@me'}/{channel_id}"


async def player_stats(
    repo: Repository, guild_id: int | None, user_id: int, game_id: str | None = None
) -> PlayerStats:
    games = await repo.standings.finished_games(guild_id, game_id=game_id, user_id=user_id)
    lines = [line for game in games if (line := game.line_of(user_id)) is not None]
    scope = OVERALL if game_id is None else game_id
    rating = next(
        (
            r
            for r in await repo.standings.ratings_of(guild_id, f"user:{user_id}")
            if r.game_id == scope
        ),
        None,
    )
    played = Counter(game.game_id for game in games)
    # most_common keeps first-seen order on a tie: the newest game's title wins it.
    favourite = played.most_common(1)[0][0] if played else None
    return PlayerStats(
        user_id=user_id,
        game_id=game_id,
        games=len(lines),
        wins=sum(line.winner for line in lines),
        average_score=sum(line.score for line in lines) / len(lines) if lines else None,
        best_score=max((line.score for line in lines), default=None),
        rating=rating,
        favourite_game=favourite,
        streak=_streak(lines),
    )


def _streak(newest_first: list[SeatResult]) -> Streak | None:
    if not newest_first:
        return None
    won = newest_first[0].winner
    length = next(
        (n for n, line in enumerate(newest_first) if line.winner != won), len(newest_first)
    )
    return Streak(won, length)


async def leaderboard(
    repo: Repository,
    guild_id: int | None,
    game_id: str | None = None,
    page: int = 1,
    *,
    per_page: int = PER_PAGE,
    min_games: int = MIN_GAMES,
) -> LeaderboardPage:
    """The server's people by conservative rating (mu - 3 sigma). A page past the last shows
    the last."""
    scope = OVERALL if game_id is None else game_id
    _, players = await repo.standings.leaderboard(guild_id, scope, min_games=min_games, limit=0)
    pages = max(1, math.ceil(players / per_page))
    page = min(max(1, page), pages)
    offset = (page - 1) * per_page
    ratings, _ = await repo.standings.leaderboard(
        guild_id, scope, min_games=min_games, limit=per_page, offset=offset
    )
    entries = [(offset + n + 1, rating) for n, rating in enumerate(ratings)]
    return LeaderboardPage(game_id, page, pages, players, entries)


async def history(
    repo: Repository,
    guild_id: int | None,
    game_id: str | None = None,
    user_id: int | None = None,
    *,
    limit: int = PER_PAGE,
) -> HistoryPage:
    games = await repo.standings.finished_games(
        guild_id, game_id=game_id, user_id=user_id, limit=limit
    )
    return HistoryPage([(game, channel_link(game.guild_id, game.channel_id)) for game in games])


async def export_games(repo: Repository, user_id: int) -> bytes:
    """The player's finished games from every server, oldest first, as JSON (UTF-8)."""
    games = await repo.standings.games_of(user_id)
    document = {
        "format": EXPORT_FORMAT,
        "user_id": str(user_id),
        "games": [_game_json(game) for game in games],
    }
    return json.dumps(document, indent=1, sort_keys=True).encode()


def read_export(data: bytes) -> tuple[int, list[FinishedGame]]:
    """An export read back: (user id, games). ValueError when it is not one."""
    document = json.loads(data)
    if not isinstance(document, dict) or document.get("format") != EXPORT_FORMAT:
        raise ValueError(f"not a {EXPORT_FORMAT} document")
    return int(document["user_id"]), [_game_of(game) for game in document["games"]]


# Discord ids pass 2**53: they are written as strings, so that JavaScript readers keep them.
def _id(value: int | None) -> str | None:
    return None if value is None else str(value)


def _game_json(game: FinishedGame) -> dict[str, Any]:
    return {
        "table_id": game.table_id,
        "guild_id": _id(game.guild_id),
        "channel_id": str(game.channel_id),
        "game": game.game_id,
        "finished_at": game.finished_at.isoformat(),
        "seats": [
            {
                "seat": line.seat.id,
                "user_id": _id(line.seat.user_id),
                "ai_level": line.seat.ai_level,
                "away": line.seat.away,
                "resigned": line.resigned,
                "score": line.score,
                "winner": line.winner,
                "details": line.details,
            }
            for line in game.results
        ],
    }


def _game_of(data: dict[str, Any]) -> FinishedGame:
    def number(value: str | None) -> int | None:
        return None if value is None else int(value)

    return FinishedGame(
        table_id=int(data["table_id"]),
        guild_id=number(data["guild_id"]),
        channel_id=int(data["channel_id"]),
        game_id=str(data["game"]),
        finished_at=datetime.fromisoformat(data["finished_at"]),
        results=tuple(
            SeatResult(
                Seat(
                    seat["seat"],
                    number(seat["user_id"]),
                    seat["ai_level"],
                    resigned=bool(seat["resigned"]),
                    away=bool(seat["away"]),
                ),
                float(seat["score"]),
                bool(seat["winner"]),
                dict(seat["details"]),
                resigned=bool(seat["resigned"]),
            )
            for seat in data["seats"]
        ),
    )
