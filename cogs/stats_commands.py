"""``/tabula stats|leaderboard|history|export``: what remains after a game.

The integrator calls :func:`add_stats_commands` from ``cogs/tabula.py``'s ``setup`` with the
``/tabula`` group. Every answer is private; players are named by mentions, which ping nobody
(the replies pass ``NO_PINGS``). The figures come from :mod:`bot.service.stats`; the words are
made here, by plain functions the tests read.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.replies import tell
from bot.service import stats
from storage.models import SeatResult
from storage.standings import Rating

if TYPE_CHECKING:
    from bot.bot import TabulaBot

__all__ = [
    "add_stats_commands",
    "history_text",
    "leaderboard_text",
    "stats_text",
]


def _who(line: SeatResult) -> str:
    if line.seat.user_id is not None:
        return f"<@{line.seat.user_id}>"
    return f"Computer ({line.seat.ai_level})"


def _player(rating: Rating) -> str:
    if rating.user_id is not None:
        return f"<@{rating.user_id}>"
    return f"Computer ({rating.ai_level})"


def _number(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def stats_text(record: stats.PlayerStats, games: Mapping[str, str]) -> str:
    """``games``: game id -> its name."""
    scope = games.get(record.game_id, record.game_id) if record.game_id else "all games"
    head = f"**<@{record.user_id}>** in this server ({scope})"
    if record.games == 0:
        return f"{head}: no finished game yet."
    rate = record.win_rate or 0.0
    average = _number(record.average_score or 0.0)
    best = _number(record.best_score or 0.0)
    lines = [
        head,
        f"Games **{record.games}** · wins **{record.wins}** ({rate:.0%}) · "
        f"average score **{average}** · best **{best}**",
    ]
    if record.rating is not None:
        r = record.rating
        lines.append(
            f"Rating **{r.mu:.1f}** ± {r.sigma:.1f} (leaderboard score {r.conservative:.1f})"
        )
    if record.favourite_game is not None and record.game_id is None:
        lines.append(
            f"Favourite game: **{games.get(record.favourite_game, record.favourite_game)}**"
        )
    if record.streak is not None:
        length, won = record.streak.length, record.streak.won
        kind = ("win" if won else "loss") + ("" if length == 1 else ("s" if won else "es"))
        lines.append(f"Current streak: **{length} {kind}**")
    return "\n".join(lines)


def leaderboard_text(page: stats.LeaderboardPage, games: Mapping[str, str]) -> str:
    scope = games.get(page.game_id, page.game_id) if page.game_id else "all games"
    head = f"**Leaderboard** ({scope}): page {page.page} of {page.pages}"
    if not page.entries:
        return (
            f"{head}\nNobody has played {stats.MIN_GAMES} finished games here yet."
            if page.game_id is None
            else f"{head}\nNobody has played {stats.MIN_GAMES} finished games of {scope} here yet."
        )
    lines = [head]
    for place, rating in page.entries:
        lines.append(
            f"{place}. {_player(rating)} **{rating.conservative:.1f}** "
            f"({rating.mu:.1f} ± {rating.sigma:.1f}; {rating.wins}/{rating.games} won)"
        )
    lines.append(
        f"Sorted by rating − 3 × uncertainty; players with {stats.MIN_GAMES}+ games. "
        "`page:` shows more."
    )
    return "\n".join(lines)


def history_text(page: stats.HistoryPage, games: Mapping[str, str]) -> str:
    if not page.games:
        return "No finished game here yet."
    lines = ["**Recent games**"]
    for game, link in page.games:
        when = f"<t:{int(game.finished_at.timestamp())}:d>"
        scores = ", ".join(f"{_who(line)} {_number(line.score)}" for line in game.results)
        winners = " & ".join(_who(line) for line in game.winners) or "nobody"
        lines.append(
            f"• {when} **{games.get(game.game_id, game.game_id)}** #{game.table_id}: {scores}"
            f" — winner {winners} — {link}"
        )
    return "\n".join(lines)


def add_stats_commands(group: app_commands.Group, bot: TabulaBot) -> None:
    """Add stats, leaderboard, history and export to the ``/tabula`` group."""
    names = {game_id: adapter.engine.name for game_id, adapter in bot.adapters.items()}
    choices = [app_commands.Choice(name=name, value=game) for game, name in names.items()]

    @group.command(name="stats", description="A player's games, wins and rating in this server")
    @app_commands.describe(user="Whose (default: yours)", game="One game (default: all)")
    @app_commands.choices(game=choices)
    @app_commands.guild_only()
    async def stats_command(
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        async def run() -> None:
            who = user.id if user is not None else interaction.user.id
            record = await stats.player_stats(
                bot.repo, interaction.guild_id, who, game.value if game else None
            )
            await tell(interaction, stats_text(record, names))

        await bot.router.guarded(interaction, run)

    @group.command(name="leaderboard", description="This server's best players")
    @app_commands.describe(game="One game (default: all)", page="Which page (10 a page)")
    @app_commands.choices(game=choices)
    @app_commands.guild_only()
    async def leaderboard_command(
        interaction: discord.Interaction,
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        async def run() -> None:
            shown = await stats.leaderboard(
                bot.repo, interaction.guild_id, game.value if game else None, page
            )
            await tell(interaction, leaderboard_text(shown, names))

        await bot.router.guarded(interaction, run)

    @group.command(name="history", description="This server's recent games")
    @app_commands.describe(game="One game (default: all)", user="Only games with this player")
    @app_commands.choices(game=choices)
    @app_commands.guild_only()
    async def history_command(
        interaction: discord.Interaction,
        game: app_commands.Choice[str] | None = None,
        user: discord.User | None = None,
    ) -> None:
        async def run() -> None:
            recent = await stats.history(
                bot.repo,
                interaction.guild_id,
                game.value if game else None,
                user.id if user is not None else None,
            )
            await tell(interaction, history_text(recent, names))

        await bot.router.guarded(interaction, run)

    @group.command(name="export", description="Your own games from every server, as a file")
    async def export_command(interaction: discord.Interaction) -> None:
        async def run() -> None:
            data = await stats.export_games(bot.repo, interaction.user.id)
            await tell(
                interaction,
                "Your finished games, from every server (JSON).",
                file=discord.File(io.BytesIO(data), filename="tabula-games.json"),
            )

        await bot.router.guarded(interaction, run)
