"""Finished games by server, game and player, and openskill ratings kept with each result.

The expected ratings come from the Plackett–Luce update of Weng & Lin (2011, Algorithm 4) as
openskill documents it, written out below (:func:`plackett_luce`) apart from the library, and
checked against figures worked by hand for the two-player case.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pytest

from rules.core import Result
from storage.models import SeatResult
from storage.repository import Repository
from storage.sqlite import open_sqlite
from storage.standings import OVERALL, FinishedGame, Rating, ranks
from tests.storage.storage_helpers import engines

MU, SIGMA, BETA, TAU = 25.0, 25.0 / 3, 25.0 / 6, 25.0 / 300


def plackett_luce(
    priors: list[tuple[float, float]], ranking: list[int]
) -> list[tuple[float, float]]:
    """(mu, sigma) per team after one game, one player a team (tau added first, kappa 1e-4)."""
    variances = [sigma**2 + TAU**2 for _, sigma in priors]
    c = math.sqrt(sum(v + BETA**2 for v in variances))
    tied = [ranking.count(r) for r in ranking]
    exps = [math.exp(mu / c) for mu, _ in priors]
    below = [
        sum(exps[s] for s in range(len(priors)) if ranking[s] >= ranking[q])
        for q in range(len(priors))
    ]
    after = []
    for i, (mu, _) in enumerate(priors):
        omega = delta = 0.0
        for q in range(len(priors)):
            if ranking[q] > ranking[i]:
                continue
            p = exps[i] / below[q]
            omega += ((1.0 if q == i else 0.0) - p) / tied[q]
            delta += p * (1 - p) / tied[q]
        gamma = math.sqrt(variances[i]) / c
        new_mu = mu + variances[i] / c * omega
        new_var = variances[i] * max(1 - gamma * variances[i] / c**2 * delta, 1e-4)
        after.append((new_mu, math.sqrt(new_var)))
    return after


async def finish(
    repo: Repository,
    game_id: str,
    users: list[int],
    scores: list[float],
    *,
    guild_id: int = 1,
    channel_id: int = 100,
    ais: Sequence[str] = (),
    resign: int | None = None,
) -> int:
    """A table of ``users`` (then computer seats of ``ais`` levels) ended with ``scores`` by
    seat; the winners are the seats on the top score among those not resigned. Seat ``resign``
    (an index among users) resigns first."""
    table = await repo.lobby.create_table(
        guild_id=guild_id, channel_id=channel_id, game_id=game_id, host_id=users[0], seed=3
    )
    for user in users[1:]:
        await repo.lobby.join(table.id, user)
    for level in ais:
        await repo.lobby.add_ai(table.id, level)
    loaded = await repo.lobby.start(table.id)
    version = loaded.version
    seats = loaded.table.seats
    if resign is not None:
        await repo.tables.change_seat(
            table.id,
            version,
            seats[resign].id,
            user_id=users[resign],
            ai_level="normal",
            away=False,
            resigned=True,
        )
        version += 1
    standing = [i for i in range(len(seats)) if i != resign]
    top = max(scores[i] for i in standing)
    result = Result(
        scores={seat.id: scores[i] for i, seat in enumerate(seats)},
        winners=[seats[i].id for i in standing if scores[i] == top],
    )
    await repo.tables.concede(table.id, version, result)
    return table.id


def as_pairs(ratings: list[Rating]) -> dict[str, tuple[float, float]]:
    return {r.player: (r.mu, r.sigma) for r in ratings}


async def board(repo: Repository, guild_id: int, game_id: str = OVERALL) -> list[Rating]:
    page, _ = await repo.standings.leaderboard(
        guild_id, game_id, min_games=0, people_only=False, limit=1000
    )
    return page


async def test_a_two_player_win_moves_both_ratings_by_the_hand_checked_figures(
    repo: Repository,
) -> None:
    await finish(repo, "tally", [1, 2], [5, 3])
    # By hand: sigma'^2 = 625/9 + (1/12)^2 = 69.4514; c = sqrt(2 (69.4514 + 17.3611)) = 13.1767;
    # each player's mu moves by sigma'^2 / (2c) = 2.63539; sigma^2 shrinks by the factor
    # 1 - (sigma'/c)(sigma'^2/c^2)(1/4) = 0.93675.
    variance = SIGMA**2 + TAU**2
    c = math.sqrt(2 * (variance + BETA**2))
    move = variance / (2 * c)
    sigma = math.sqrt(variance * (1 - math.sqrt(variance) / c * variance / c**2 / 4))
    assert move == pytest.approx(2.63539, abs=1e-5)
    assert sigma == pytest.approx(8.06590, abs=1e-5)
    for scope in ("tally", OVERALL):
        ratings = await board(repo, 1, scope)
        assert [(r.player, r.games, r.wins) for r in ratings] == [
            ("user:1", 1, 1),
            ("user:2", 1, 0),
        ]
        assert ratings[0].mu == pytest.approx(MU + move, abs=1e-12)
        assert ratings[1].mu == pytest.approx(MU - move, abs=1e-12)
        assert [r.sigma for r in ratings] == pytest.approx([sigma, sigma], abs=1e-12)
        assert ratings[0].conservative == pytest.approx(MU + move - 3 * sigma, abs=1e-12)


async def test_a_four_player_game_with_a_tie(repo: Repository) -> None:
    await finish(repo, "aqua-romana", [1, 2, 3, 4], [30, 20, 20, 10])
    expected = plackett_luce([(MU, SIGMA)] * 4, [1, 2, 2, 3])
    got = as_pairs(await board(repo, 1, "aqua-romana"))
    assert got == {
        f"user:{n}": pytest.approx(pair, abs=1e-12)
        for n, pair in zip([1, 2, 3, 4], expected, strict=True)
    }
    # The tied players end level, between the winner and the last.
    assert got["user:2"] == got["user:3"]
    assert got["user:1"][0] == pytest.approx(27.7952527, abs=1e-6)
    assert got["user:2"][0] == pytest.approx(24.6894164, abs=1e-6)
    assert got["user:4"][0] == pytest.approx(22.8259146, abs=1e-6)


async def test_a_resigned_seat_counts_as_last_whatever_its_score(repo: Repository) -> None:
    await finish(repo, "aqua-romana", [1, 2, 3], [50, 20, 10], resign=0)
    expected = plackett_luce([(MU, SIGMA)] * 3, [3, 1, 2])
    got = as_pairs(await board(repo, 1, "aqua-romana"))
    assert got == {
        f"user:{n}": pytest.approx(pair, abs=1e-12)
        for n, pair in zip([1, 2, 3], expected, strict=True)
    }
    assert got["user:1"][0] < got["user:3"][0] < got["user:2"][0]
    [resigned] = (await repo.standings.finished_games(1, user_id=1))[0].results[:1]
    assert (resigned.resigned, resigned.winner, resigned.seat.user_id) == (True, False, 1)


def test_ranks_put_winners_first_equal_scores_level_and_resigned_seats_last() -> None:
    from storage.models import Seat

    def line(score: float, winner: bool = False, resigned: bool = False) -> SeatResult:
        return SeatResult(Seat("x"), score, winner, resigned=resigned)

    assert ranks([line(9, resigned=True), line(5, winner=True), line(5), line(7)]) == [4, 1, 3, 2]
    assert ranks([line(5, winner=True), line(5, winner=True), line(1, resigned=True)]) == [1, 1, 2]


async def test_computer_seats_have_a_rating_per_level(repo: Repository) -> None:
    await finish(repo, "tally", [1], [4, 6, 2], ais=["easy", "easy"])
    ratings = {r.player: r for r in await board(repo, 1, "tally")}
    assert sorted(ratings) == ["ai:easy", "user:1"]
    # Two seats of one level: it keeps the mean of their new ratings, and counts both games.
    expected = plackett_luce([(MU, SIGMA)] * 3, [2, 1, 3])
    easy = ratings["ai:easy"]
    assert easy.mu == pytest.approx((expected[1][0] + expected[2][0]) / 2, abs=1e-12)
    assert (easy.games, easy.wins) == (2, 1)
    people, size = await repo.standings.leaderboard(1, "tally", min_games=1)
    assert ([r.player for r in people], size) == (["user:1"], 1)


async def test_ratings_follow_on_from_earlier_games(repo: Repository) -> None:
    await finish(repo, "tally", [1, 2], [5, 3])
    await finish(repo, "tally", [2, 1], [4, 1], channel_id=101)
    [(m1, s1), (m2, s2)] = plackett_luce([(MU, SIGMA)] * 2, [1, 2])
    [(n2, t2), (n1, t1)] = plackett_luce([(m2, s2), (m1, s1)], [1, 2])
    got = as_pairs(await board(repo, 1, "tally"))
    assert got == {
        "user:1": pytest.approx((n1, t1), abs=1e-12),
        "user:2": pytest.approx((n2, t2), abs=1e-12),
    }


async def test_rebuild_gives_the_very_same_ratings(repo: Repository) -> None:
    channel = 100
    for guild in (1, 2):
        for n in range(6):
            users = [10 + n % 3, 13 + n % 4, 20 + guild]
            await finish(
                repo,
                ["tally", "aqua-romana"][n % 2],
                users,
                [n, 3, n % 3],
                guild_id=guild,
                channel_id=channel,
                resign=2 if n == 4 else None,
            )
            channel += 1
    before = [await board(repo, g, s) for g in (1, 2) for s in ("tally", "aqua-romana", OVERALL)]
    assert await repo.standings.rebuild_ratings() == 12
    after = [await board(repo, g, s) for g in (1, 2) for s in ("tally", "aqua-romana", OVERALL)]
    assert after == before
    assert all(before)


async def test_finished_games_by_server_game_and_player_newest_first(repo: Repository) -> None:
    a = await finish(repo, "tally", [1, 2], [5, 3], guild_id=1, channel_id=100)
    b = await finish(repo, "aqua-romana", [1, 3], [1, 3], guild_id=1, channel_id=101)
    c = await finish(repo, "tally", [1, 2], [2, 3], guild_id=2, channel_id=102)

    def ids(games: list[FinishedGame]) -> list[int]:
        return [g.table_id for g in games]

    assert ids(await repo.standings.finished_games(1)) == [b, a]
    assert ids(await repo.standings.finished_games(1, game_id="tally")) == [a]
    assert ids(await repo.standings.finished_games(1, user_id=3)) == [b]
    assert ids(await repo.standings.finished_games(2, user_id=3)) == []
    assert ids(await repo.standings.finished_games(1, channel_id=100)) == [a]
    assert ids(await repo.standings.finished_games(2, channel_id=100)) == []
    assert ids(await repo.standings.finished_games(1, limit=1)) == [b]
    assert ids(await repo.standings.finished_games(1, limit=1, offset=1)) == [a]
    assert ids(await repo.standings.games_of(1)) == [a, b, c]
    [game] = await repo.standings.finished_games(2)
    assert (game.guild_id, game.channel_id, game.game_id) == (2, 102, "tally")
    assert [(r.seat.user_id, r.score, r.winner) for r in game.results] == [
        (1, 2.0, False),
        (2, 3.0, True),
    ]
    # Ratings stay in their server: guild 2 knows only its own game.
    assert [(r.player, r.games) for r in await board(repo, 2)] == [("user:2", 1), ("user:1", 1)]
    assert [r.game_id for r in await repo.standings.ratings_of(1, "user:1")] == [
        "*",
        "aqua-romana",
        "tally",
    ]
    assert await repo.standings.ratings_of(2, "user:3") == []


async def test_a_leaderboard_pages_and_skips_players_with_too_few_games(repo: Repository) -> None:
    await finish(repo, "tally", [1, 2], [5, 3])
    await finish(repo, "tally", [1, 3], [5, 3], channel_id=101)
    await finish(repo, "tally", [3, 4], [5, 3], channel_id=102)
    page, size = await repo.standings.leaderboard(1, "tally", min_games=2)
    assert ([r.player for r in page], size) == (["user:1", "user:3"], 2)
    page, size = await repo.standings.leaderboard(1, "tally", min_games=1, limit=2, offset=2)
    assert size == 4
    assert [r.player for r in page] == ["user:2", "user:4"] or [r.player for r in page] == [
        "user:4",
        "user:2",
    ]
    everyone, _ = await repo.standings.leaderboard(1, "tally", min_games=1, limit=10)
    assert [r.conservative for r in everyone] == sorted(
        (r.conservative for r in everyone), reverse=True
    )


async def test_migration_10_files_old_results_under_their_server(tmp_path: Path) -> None:
    import sqlite3

    from storage.sqlite_migrations import migrate

    path = tmp_path / "old.sqlite3"
    repo = await open_sqlite(path, engines=engines)
    table_id = await finish(repo, "tally", [1, 2], [5, 3], guild_id=7)
    await repo.close()
    # Back to migration 9's shape: what an older Tabula left behind.
    with sqlite3.connect(path, isolation_level=None) as db:
        db.execute("DROP TABLE ratings")
        db.execute("DROP INDEX results_by_guild_finished")
        db.execute("DROP INDEX results_by_guild_game")
        db.execute("DROP INDEX results_by_guild_user")
        db.execute("DROP INDEX results_by_user_finished")
        db.execute("ALTER TABLE results DROP COLUMN guild_id")
        db.execute("ALTER TABLE results DROP COLUMN game_id")
        # and what migrations after 10 add (11 adds nothing to SQLite)
        db.execute("ALTER TABLE user_preferences DROP COLUMN language")
        db.execute("ALTER TABLE outbox DROP COLUMN leased_by")
        db.execute("PRAGMA user_version = 9")
        assert migrate(db, str(path), target=10) == 10
    repo = await open_sqlite(path, engines=engines)
    try:
        assert [g.table_id for g in await repo.standings.finished_games(7, game_id="tally")] == [
            table_id
        ]
        assert await board(repo, 7) == []
        assert await repo.standings.rebuild_ratings() == 1
        assert [r.player for r in await board(repo, 7)] == ["user:1", "user:2"]
    finally:
        await repo.close()
