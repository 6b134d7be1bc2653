"""The statistics on SQL, for both backends (:class:`SqlStandings`), and the queries behind
them: finished games by server, game and player, and the ratings table (kept up to date in the
transaction that stores a result; see :mod:`storage.standings`).

Several PostgreSQL processes may finish games at once: each rating write first takes the ratings
(:meth:`~storage.sql.Sql.lock_ratings`), so none reads a prior another is about to replace.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from storage.models import SeatResult
from storage.rows import RESULT_COLUMNS, seat_result
from storage.sql import Database, Sql
from storage.standings import (
    OVERALL,
    FinishedGame,
    Rating,
    player_key,
    rate_all,
    rate_game,
    rated_scopes,
)

__all__ = [
    "SqlStandings",
    "finished_games",
    "games_of",
    "leaderboard",
    "leaderboard_size",
    "rate_finished",
    "ratings_of",
    "rebuild_ratings",
]

_RATING_COLUMNS = "guild_id, game_id, player, mu, sigma, games, wins"
# The game's columns, then the seat's (storage.rows.RESULT_COLUMNS).
_RESULT_COLUMNS = (
    "r.table_id, r.finished_at, r.guild_id, r.game_id, t.channel_id, r.seat, r.user_id, "
    "r.ai_level, r.score, r.winner, r.details, r.resigned, r.away"
)
# SQLite takes at most 32 766 parameters a statement: the games are read in chunks well below.
_GAMES_PER_STATEMENT = 5000


async def rate_finished(db: Sql, table_id: int) -> None:
    """Move the ratings of a game whose results were just stored (same transaction, after
    :meth:`~storage.sql.Sql.lock_ratings`)."""
    [game] = await _games(db, [table_id])
    guild = game.guild_id or 0
    keys = sorted({player_key(line.seat) for line in game.results})
    for scope in rated_scopes(game):
        players, params = db.any_of("player", keys, "text")
        rows = await db.fetch(
            f"SELECT {_RATING_COLUMNS} FROM ratings "
            f"WHERE guild_id = ? AND game_id = ? AND {players}",
            (guild, scope, *params),
        )
        priors = {row[2]: _rating(row) for row in rows}
        await _store(db, rate_game(priors, game, guild, scope))


async def rebuild_ratings(db: Sql) -> int:
    """Replace every rating with those the stored results give, in the order they were stored
    (a table's rows are inserted together, after every earlier result)."""
    await db.lock_ratings()
    rows = await db.fetch(
        f"SELECT table_id FROM results GROUP BY table_id ORDER BY MIN({db.stored_order})"
    )
    games = await _games(db, [row[0] for row in rows])
    await db.execute("DELETE FROM ratings")
    await _store(db, list(rate_all(games).values()))
    return len(games)


async def finished_games(
    db: Sql,
    guild_id: int | None,
    game_id: str | None,
    user_id: int | None,
    channel_id: int | None,
    limit: int | None,
    offset: int,
) -> list[FinishedGame]:
    where = ["guild_id IS NULL" if guild_id is None else "guild_id = ?"]
    params: list[Any] = [] if guild_id is None else [guild_id]
    if channel_id is not None:
        where.append("table_id IN (SELECT id FROM tables WHERE channel_id = ?)")
        params.append(channel_id)
    if game_id is not None:
        where.append("game_id = ?")
        params.append(game_id)
    if user_id is not None:
        where.append("user_id = ?")
        params.append(user_id)
    if user_id is not None:
        index = "results_by_guild_user"
    elif game_id is not None:
        index = "results_by_guild_game"
    else:
        index = "results_by_guild_finished"
    rows = await db.fetch(
        f"SELECT DISTINCT table_id, finished_at FROM results{db.index_hint(index)} "
        f"WHERE {' AND '.join(where)} ORDER BY finished_at DESC, table_id DESC LIMIT ? OFFSET ?",
        (*params, db.no_limit if limit is None else limit, offset),
    )
    return await _games(db, [row[0] for row in rows])


async def games_of(db: Sql, user_id: int) -> list[FinishedGame]:
    rows = await db.fetch(
        "SELECT table_id FROM results WHERE user_id = ? ORDER BY finished_at, table_id",
        (user_id,),
    )
    return await _games(db, [row[0] for row in rows])


def _board_filter(people_only: bool) -> str:
    return "guild_id = ? AND game_id = ? AND games >= ?" + (
        " AND player LIKE 'user:%'" if people_only else ""
    )


async def leaderboard(
    db: Sql,
    guild_id: int | None,
    game_id: str,
    min_games: int,
    people_only: bool,
    limit: int,
    offset: int,
) -> list[Rating]:
    rows = await db.fetch(
        f"SELECT {_RATING_COLUMNS} FROM ratings WHERE {_board_filter(people_only)} "
        "ORDER BY conservative DESC, player LIMIT ? OFFSET ?",
        (guild_id or 0, game_id, min_games, limit, offset),
    )
    return [_rating(row) for row in rows]


async def leaderboard_size(
    db: Sql, guild_id: int | None, game_id: str, min_games: int, people_only: bool
) -> int:
    [(count,)] = await db.fetch(
        f"SELECT COUNT(*) FROM ratings WHERE {_board_filter(people_only)}",
        (guild_id or 0, game_id, min_games),
    )
    return int(count)


async def ratings_of(db: Sql, guild_id: int | None, player: str) -> list[Rating]:
    rows = await db.fetch(
        f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND player = ? ORDER BY game_id",
        (guild_id or 0, player),
    )
    return [_rating(row) for row in rows]


async def _games(db: Sql, table_ids: Sequence[int]) -> list[FinishedGame]:
    """The finished games ``table_ids``, in that order."""
    lines: dict[int, list[Sequence[Any]]] = {}
    for start in range(0, len(table_ids), _GAMES_PER_STATEMENT):
        tables, params = db.any_of(
            "r.table_id", table_ids[start : start + _GAMES_PER_STATEMENT], "bigint"
        )
        rows = await db.fetch(
            f"SELECT {_RESULT_COLUMNS} FROM results r JOIN tables t ON t.id = r.table_id "
            f"WHERE {tables} ORDER BY r.table_id, r.seat_no",
            params,
        )
        for row in rows:
            lines.setdefault(row[0], []).append(row)
    return [_game(lines[table_id]) for table_id in table_ids]


def _game(rows: Sequence[Sequence[Any]]) -> FinishedGame:
    first = rows[0]
    return FinishedGame(
        table_id=first[0],
        guild_id=first[2],
        channel_id=first[4],
        game_id=first[3],
        finished_at=datetime.fromisoformat(first[1]),
        results=tuple(seat_result(r[5:]) for r in rows),
    )


def _rating(row: Sequence[Any]) -> Rating:
    return Rating(row[0], row[1], row[2], row[3], row[4], row[5], row[6])


async def _store(db: Sql, ratings: Sequence[Rating]) -> None:
    await db.executemany(
        "INSERT INTO ratings (guild_id, game_id, player, mu, sigma, conservative, games, wins) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (guild_id, game_id, player) DO UPDATE SET mu = excluded.mu, "
        "sigma = excluded.sigma, conservative = excluded.conservative, games = excluded.games, "
        "wins = excluded.wins",
        [
            (r.guild_id, r.game_id, r.player, r.mu, r.sigma, r.conservative, r.games, r.wins)
            for r in ratings
        ],
    )


class SqlStandings:
    """The :class:`~storage.repository.Standings` on SQL."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def results(self, table_id: int) -> list[SeatResult]:
        rows = await self._db.fetch(
            f"SELECT {RESULT_COLUMNS} FROM results WHERE table_id = ? ORDER BY seat_no",
            (table_id,),
        )
        return [seat_result(r) for r in rows]

    async def finished_games(
        self,
        guild_id: int | None,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        channel_id: int | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[FinishedGame]:
        async def read(db: Sql) -> list[FinishedGame]:
            return await finished_games(db, guild_id, game_id, user_id, channel_id, limit, offset)

        return await self._db.read(read)

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        return await self._db.read(lambda db: games_of(db, user_id))

    async def leaderboard(
        self,
        guild_id: int | None,
        game_id: str = OVERALL,
        *,
        min_games: int = 1,
        people_only: bool = True,
        limit: int = 10,
        offset: int = 0,
    ) -> tuple[list[Rating], int]:
        async def read(db: Sql) -> tuple[list[Rating], int]:
            page = await leaderboard(db, guild_id, game_id, min_games, people_only, limit, offset)
            size = await leaderboard_size(db, guild_id, game_id, min_games, people_only)
            return page, size

        return await self._db.read(read)

    async def ratings_of(self, guild_id: int | None, player: str) -> list[Rating]:
        return await self._db.read(lambda db: ratings_of(db, guild_id, player))

    async def rebuild_ratings(self) -> int:
        return await self._db.write(rebuild_ratings)
