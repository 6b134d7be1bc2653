"""PostgreSQL queries behind the statistics: finished games by server, game and player, and the
ratings table (kept up to date in the transaction that stores a result; see
:mod:`storage.standings`). The twin of :mod:`storage.sqlite_standings`.

Several processes may finish games at once: each rating write first takes the ratings table in
SHARE ROW EXCLUSIVE mode (which conflicts with itself, not with readers), so two games of one
server never both read the same prior and lose one update, and a rebuild replaces everything
in between none of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from storage.postgres_connection import Con, Rows
from storage.rows import seat_result
from storage.standings import (
    FinishedGame,
    Rating,
    player_key,
    rate_all,
    rate_game,
    rated_scopes,
)

__all__ = [
    "finished_games",
    "games_of",
    "leaderboard",
    "leaderboard_size",
    "lock_ratings",
    "rate_finished",
    "ratings_of",
    "rebuild_ratings",
]

_RATING_COLUMNS = "guild_id, game_id, player, mu, sigma, games, wins"
_RESULT_COLUMNS = (
    "r.table_id, r.finished_at, r.guild_id, r.game_id, t.channel_id, r.seat, r.user_id, "
    "r.ai_level, r.score, r.winner, r.details, r.resigned, r.away"
)
_LOCK_RATINGS = "LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE"


async def lock_ratings(con: Con) -> None:
    """Take the ratings until the transaction ends: before a game's results are stored, so
    their ``stored`` counter follows the order ratings are moved in."""
    await con.execute(_LOCK_RATINGS)


async def rate_finished(con: Con, table_id: int) -> None:
    """Move the ratings of a game whose results were just stored (same transaction, after
    :func:`lock_ratings`)."""
    [game] = await _games(con, [table_id])
    guild = game.guild_id or 0
    keys = sorted({player_key(line.seat) for line in game.results})
    for scope in rated_scopes(game):
        rows = await con.fetch(
            f"SELECT {_RATING_COLUMNS} FROM ratings "
            "WHERE guild_id = $1 AND game_id = $2 AND player = ANY($3::text[])",
            guild,
            scope,
            keys,
        )
        priors = {row[2]: _rating(row) for row in rows}
        await _store(con, rate_game(priors, game, guild, scope))


async def rebuild_ratings(con: Con) -> int:
    """Replace every rating with those the stored results give, in the order they were
    stored (the results' ``stored`` counter, PostgreSQL's stand-in for SQLite's rowid)."""
    await lock_ratings(con)
    rows = await con.fetch("SELECT table_id FROM results GROUP BY table_id ORDER BY MIN(stored)")
    games = await _games(con, [row[0] for row in rows])
    await con.execute("DELETE FROM ratings")
    await _store(con, list(rate_all(games).values()))
    return len(games)


async def finished_games(
    con: Con,
    guild_id: int | None,
    game_id: str | None,
    user_id: int | None,
    channel_id: int | None,
    limit: int | None,
    offset: int,
) -> list[FinishedGame]:
    params: list[Any] = []

    def param(value: Any) -> str:
        params.append(value)
        return f"${len(params)}"

    where = ["guild_id IS NULL" if guild_id is None else f"guild_id = {param(guild_id)}"]
    if channel_id is not None:
        where.append(f"table_id IN (SELECT id FROM tables WHERE channel_id = {param(channel_id)})")
    if game_id is not None:
        where.append(f"game_id = {param(game_id)}")
    if user_id is not None:
        where.append(f"user_id = {param(user_id)}")
    # LIMIT NULL is no limit.
    rows = await con.fetch(
        f"SELECT DISTINCT table_id, finished_at FROM results WHERE {' AND '.join(where)} "
        f"ORDER BY finished_at DESC, table_id DESC LIMIT {param(limit)} OFFSET {param(offset)}",
        *params,
    )
    return await _games(con, [row[0] for row in rows])


async def games_of(con: Con, user_id: int) -> list[FinishedGame]:
    rows = await con.fetch(
        "SELECT table_id FROM results WHERE user_id = $1 ORDER BY finished_at, table_id",
        user_id,
    )
    return await _games(con, [row[0] for row in rows])


def _board_filter(people_only: bool) -> str:
    return "guild_id = $1 AND game_id = $2 AND games >= $3" + (
        " AND player LIKE 'user:%'" if people_only else ""
    )


async def leaderboard(
    con: Con,
    guild_id: int | None,
    game_id: str,
    min_games: int,
    people_only: bool,
    limit: int,
    offset: int,
) -> list[Rating]:
    rows = await con.fetch(
        f"SELECT {_RATING_COLUMNS} FROM ratings WHERE {_board_filter(people_only)} "
        "ORDER BY conservative DESC, player LIMIT $4 OFFSET $5",
        guild_id or 0,
        game_id,
        min_games,
        limit,
        offset,
    )
    return [_rating(row) for row in rows]


async def leaderboard_size(
    con: Con, guild_id: int | None, game_id: str, min_games: int, people_only: bool
) -> int:
    count = await con.fetchval(
        f"SELECT COUNT(*) FROM ratings WHERE {_board_filter(people_only)}",
        guild_id or 0,
        game_id,
        min_games,
    )
    return int(count)


async def ratings_of(con: Con, guild_id: int | None, player: str) -> list[Rating]:
    rows = await con.fetch(
        f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND player = $2 "
        "ORDER BY game_id",
        guild_id or 0,
        player,
    )
    return [_rating(row) for row in rows]


async def _games(con: Con, table_ids: Sequence[int]) -> list[FinishedGame]:
    """The finished games ``table_ids``, in that order."""
    if not table_ids:
        return []
    rows: Rows = await con.fetch(
        f"SELECT {_RESULT_COLUMNS} FROM results r JOIN tables t ON t.id = r.table_id "
        "WHERE r.table_id = ANY($1::bigint[]) ORDER BY r.table_id, r.seat_no",
        list(table_ids),
    )
    lines: dict[int, list[Sequence[Any]]] = {}
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


async def _store(con: Con, ratings: Sequence[Rating]) -> None:
    await con.executemany(
        "INSERT INTO ratings (guild_id, game_id, player, mu, sigma, conservative, games, wins) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8) "
        "ON CONFLICT (guild_id, game_id, player) DO UPDATE SET mu = excluded.mu, "
        "sigma = excluded.sigma, conservative = excluded.conservative, games = excluded.games, "
        "wins = excluded.wins",
        [
            (r.guild_id, r.game_id, r.player, r.mu, r.sigma, r.conservative, r.games, r.wins)
            for r in ratings
        ],
    )
