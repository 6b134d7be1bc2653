"""Statistics, leaderboards, history and export over a seeded history of 200 finished games in
3 servers, on the in-memory repository. Every expected figure is worked out here from the plan
of the games, apart from the code under test."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from bot.service.stats import (
    MIN_GAMES,
    Streak,
    channel_link,
    export_games,
    history,
    leaderboard,
    player_stats,
    read_export,
)
from rules.core import Result
from storage.memory import open_memory
from storage.repository import Repository
from storage.standings import OVERALL, rate_all

GUILDS = (501, 502, 503)
GAMES = ("aqua-romana", "porta-nigra")
# Users 1..12; 4..6 play in two servers, so a leak between servers would show.
MEMBERS = {501: [1, 2, 3, 4, 5, 6], 502: [4, 5, 6, 7, 8, 9], 503: [10, 11, 12]}


@dataclass(frozen=True)
class Planned:
    table_id: int
    guild_id: int
    channel_id: int
    game_id: str
    users: list[int]
    scores: list[int]
    resigned: int | None

    def won(self, user: int) -> bool:
        standing = [i for i in range(len(self.users)) if i != self.resigned]
        top = max(self.scores[i] for i in standing)
        i = self.users.index(user)
        return i != self.resigned and self.scores[i] == top


async def play_history(repo: Repository, count: int = 200, seed: int = 19) -> list[Planned]:
    rng = random.Random(seed)
    planned = []
    for n in range(count):
        guild = GUILDS[n % 3]
        game_id = rng.choice(GAMES)
        users = rng.sample(MEMBERS[guild], rng.randint(2, 3))
        scores = [rng.randint(0, 6) for _ in users]
        resigned = 0 if rng.random() < 0.1 else None
        channel = 9000 + n
        table = await repo.lobby.create_table(
            guild_id=guild, channel_id=channel, game_id=game_id, host_id=users[0], seed=n
        )
        for user in users[1:]:
            await repo.lobby.join(table.id, user)
        loaded = await repo.lobby.start(table.id)
        seats = loaded.table.seats
        version = loaded.version
        if resigned is not None:
            await repo.tables.change_seat(
                table.id,
                version,
                seats[resigned].id,
                user_id=users[resigned],
                ai_level="normal",
                away=False,
                resigned=True,
            )
            version += 1
        plan = Planned(table.id, guild, channel, game_id, users, scores, resigned)
        result = Result(
            scores={seat.id: scores[i] for i, seat in enumerate(seats)},
            winners=[seat.id for seat in seats if plan.won(int(seat.id))],
        )
        await repo.tables.concede(table.id, version, result)
        planned.append(plan)
    return planned


@pytest.fixture
async def seeded() -> AsyncIterator[tuple[Repository, list[Planned]]]:
    repo = await open_memory()
    yield repo, await play_history(repo)
    await repo.close()


async def test_a_players_stats_count_only_their_games_in_that_server(
    seeded: tuple[Repository, list[Planned]],
) -> None:
    repo, planned = seeded
    for guild in (501, 502):
        mine = [p for p in planned if p.guild_id == guild and 5 in p.users]
        newest_first = mine[::-1]
        wins = [p.won(5) for p in newest_first]
        scores = [p.scores[p.users.index(5)] for p in mine]
        stats = await player_stats(repo, guild, 5)
        assert stats.games == len(mine) > 10
        assert stats.wins == sum(wins)
        assert stats.win_rate == sum(wins) / len(mine)
        assert stats.average_score == pytest.approx(sum(scores) / len(scores), abs=1e-12)
        assert stats.best_score == max(scores)
        played = Counter(p.game_id for p in mine)
        assert stats.favourite_game == max(GAMES, key=lambda g: (played[g], g == mine[-1].game_id))
        run = next((n for n, w in enumerate(wins) if w != wins[0]), len(wins))
        assert stats.streak == Streak(wins[0], run)
        # The rating is the one this server's games alone give, in the order they finished.
        ratings = rate_all(reversed(await repo.standings.finished_games(guild)))
        expected = list(ratings.values())
        expected = [r for r in expected if r.game_id == OVERALL and r.player == "user:5"]
        assert stats.rating == expected[0]
        assert stats.rating is not None and stats.rating.games == len(mine)

    one_game = await player_stats(repo, 501, 5, "porta-nigra")
    assert one_game.games == sum(
        1 for p in planned if p.guild_id == 501 and 5 in p.users and p.game_id == "porta-nigra"
    )
    assert one_game.rating is not None and one_game.rating.game_id == "porta-nigra"


async def test_a_player_who_never_played_here_has_empty_stats(
    seeded: tuple[Repository, list[Planned]],
) -> None:
    repo, _ = seeded
    stats = await player_stats(repo, 503, 5)
    assert (stats.games, stats.wins, stats.win_rate, stats.rating, stats.streak) == (
        0,
        0,
        None,
        None,
        None,
    )
    assert (stats.average_score, stats.best_score, stats.favourite_game) == (None, None, None)


async def test_leaderboards_show_only_the_servers_own_players_by_conservative_rating(
    seeded: tuple[Repository, list[Planned]],
) -> None:
    repo, planned = seeded
    for guild in GUILDS:
        here = [p for p in planned if p.guild_id == guild]
        counts = Counter(user for p in here for user in p.users)
        board = await leaderboard(repo, guild, per_page=4)
        eligible = sorted(user for user, n in counts.items() if n >= MIN_GAMES)
        assert board.players == len(eligible)
        everyone = []
        for page in range(1, board.pages + 1):
            shown = await leaderboard(repo, guild, page=page, per_page=4)
            assert shown.page == page
            everyone.extend(shown.entries)
        assert [place for place, _ in everyone] == list(range(1, len(eligible) + 1))
        assert sorted(r.user_id or 0 for _, r in everyone) == eligible
        assert set(eligible) <= set(MEMBERS[guild])
        conservative = [r.conservative for _, r in everyone]
        assert conservative == sorted(conservative, reverse=True)
        assert all(r.games == counts[r.user_id or 0] for _, r in everyone)
    # Past the last page: the last page.
    last = await leaderboard(repo, 503, page=99, per_page=2)
    assert last.page == last.pages == 2


async def test_a_game_leaderboard_and_minimum_games(
    seeded: tuple[Repository, list[Planned]],
) -> None:
    repo, planned = seeded
    counts = Counter(
        user
        for p in planned
        if p.guild_id == 502 and p.game_id == "aqua-romana"
        for user in p.users
    )
    board = await leaderboard(repo, 502, "aqua-romana", min_games=20, per_page=50)
    assert sorted(r.user_id or 0 for _, r in board.entries) == sorted(
        u for u, n in counts.items() if n >= 20
    )
    assert all(r.game_id == "aqua-romana" for _, r in board.entries)


async def test_history_lists_recent_games_with_links_to_their_channels(
    seeded: tuple[Repository, list[Planned]],
) -> None:
    repo, planned = seeded
    page = await history(repo, 502, limit=5)
    expected = [p for p in planned if p.guild_id == 502][::-1][:5]
    assert [game.table_id for game, _ in page.games] == [p.table_id for p in expected]
    assert [link for _, link in page.games] == [
        f"https://discord.com/channels/502/{p.channel_id}" for p in expected
    ]
    game, _ = page.games[0]
    plan = expected[0]
    assert [(line.seat.user_id, line.score, line.winner) for line in game.results] == [
        (user, float(score), plan.won(user))
        for user, score in zip(plan.users, plan.scores, strict=True)
    ]
    only = await history(repo, 501, "porta-nigra", 4, limit=100)
    assert [g.table_id for g, _ in only.games] == [
        p.table_id
        for p in planned[::-1]
        if p.guild_id == 501 and p.game_id == "porta-nigra" and 4 in p.users
    ]
    assert channel_link(None, 7) == "https://discord.com/channels/@me/7"


async def test_an_export_holds_the_players_games_from_every_server_and_reads_back(
    seeded: tuple[Repository, list[Planned]],
) -> None:
    repo, planned = seeded
    data = await export_games(repo, 5)
    user, games = read_export(data)
    assert user == 5
    assert [g.table_id for g in games] == [p.table_id for p in planned if 5 in p.users]
    assert {g.guild_id for g in games} == {501, 502}
    assert games == await repo.standings.games_of(5)
    assert b'"user_id": "5"' in data
    with pytest.raises(ValueError, match=r"^not a tabula-games/1 document$"):
        read_export(b'{"games": []}')
