"""``/tabula stats|leaderboard|history|export``: what remains after a game.

``cogs/tabula.py``'s cog calls :func:`add_stats_commands` with its ``/tabula`` group (their
menus name the games the bot hosts). Every answer is private; players are named by mentions,
which ping nobody (the replies pass ``NO_PINGS``). The figures come from
:mod:`bot.service.stats`; the words are made here, by plain functions the tests read.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, number, say, written
from bot.i18n.words import game_title
from bot.readers import reader_locale
from bot.replies import tell
from bot.service import stats
from storage.models import SeatResult
from storage.standings import Rating, best_first

if TYPE_CHECKING:
    from bot.bot import TabulaBot

__all__ = [
    "add_stats_commands",
    "history_text",
    "leaderboard_text",
    "stats_text",
]


def _computer(level: str | None, locale: str) -> str:
    return say(locale, "stats-computer", level=level or "?")


def _who(line: SeatResult, locale: str) -> str:
    if line.seat.user_id is not None:
        return f"<@{line.seat.user_id}>"
    return _computer(line.seat.ai_level, locale)


def _player(rating: Rating, locale: str) -> str:
    if rating.user_id is not None:
        return f"<@{rating.user_id}>"
    return _computer(rating.ai_level, locale)


def _score(value: float, locale: str) -> str:
    """A score as the reader writes numbers, with one decimal at most."""
    return written(value, locale, 1)


def _scope(game_id: str | None, games: Mapping[str, str], locale: str) -> str:
    if game_id is None:
        return say(locale, "stats-all-games")
    return localized(games.get(game_id, game_id), locale)


def stats_text(record: stats.PlayerStats, games: Mapping[str, str], locale: str = ENGLISH) -> str:
    """``games``: game id -> its title."""
    scope = _scope(record.game_id, games, locale)
    player = f"<@{record.user_id}>"
    if record.games == 0:
        return say(locale, "stats-no-game", player=player, scope=scope)
    lines = [
        say(locale, "stats-head", player=player, scope=scope),
        say(
            locale,
            "stats-figures",
            games=record.games,
            wins=record.wins,
            rate=number(record.win_rate or 0.0, percent=True),
            average=number(record.average_score or 0.0, 1),
            best=number(record.best_score or 0.0, 1),
        ),
    ]
    if record.rating is not None:
        r = record.rating
        mu, sigma, score = (number(x, 1, fixed=True) for x in (r.mu, r.sigma, r.conservative))
        lines.append(say(locale, "stats-rating", mu=mu, sigma=sigma, score=score))
    if record.favourite_game is not None and record.game_id is None:
        favourite = _scope(record.favourite_game, games, locale)
        lines.append(say(locale, "stats-favourite", game=favourite))
    if record.streak is not None:
        won = "yes" if record.streak.won else "no"
        lines.append(say(locale, "stats-streak", won=won, length=record.streak.length))
    return "\n".join(lines)


def leaderboard_text(
    page: stats.LeaderboardPage, games: Mapping[str, str], locale: str = ENGLISH
) -> str:
    scope = _scope(page.game_id, games, locale)
    head = say(locale, "stats-leaderboard-head", scope=scope, page=page.page, pages=page.pages)
    if not page.entries:
        empty = (
            say(locale, "stats-leaderboard-empty", least=stats.MIN_GAMES)
            if page.game_id is None
            else say(locale, "stats-leaderboard-empty-game", least=stats.MIN_GAMES, scope=scope)
        )
        return f"{head}\n{empty}"
    lines = [head]
    for place, rating in page.entries:
        lines.append(
            say(
                locale,
                "stats-leaderboard-line",
                place=place,
                player=_player(rating, locale),
                score=number(rating.conservative, 1, fixed=True),
                mu=number(rating.mu, 1, fixed=True),
                sigma=number(rating.sigma, 1, fixed=True),
                wins=rating.wins,
                games=rating.games,
            )
        )
    lines.append(say(locale, "stats-leaderboard-foot", least=stats.MIN_GAMES))
    return "\n".join(lines)


def history_text(page: stats.HistoryPage, games: Mapping[str, str], locale: str = ENGLISH) -> str:
    if not page.games:
        return say(locale, "stats-history-empty")
    lines = [say(locale, "stats-history-head")]
    for game, link in page.games:
        when = f"<t:{int(game.finished_at.timestamp())}:d>"
        ranked = best_first(game.results)
        scores = ", ".join(f"{_who(line, locale)} {_score(line.score, locale)}" for line in ranked)
        winners = " & ".join(_who(line, locale) for line in game.winners) or say(
            locale, "stats-nobody"
        )
        lines.append(
            say(
                locale,
                "stats-history-line",
                when=when,
                game=_scope(game.game_id, games, locale),
                table=str(game.table_id),
                scores=scores,
                winners=winners,
                link=link,
            )
        )
    return "\n".join(lines)


def add_stats_commands(group: app_commands.Group, bot: TabulaBot) -> None:
    """Add stats, leaderboard, history and export to the ``/tabula`` group."""
    english = {game_id: adapter.engine.name for game_id, adapter in bot.adapters.items()}
    # the menus' names are translated by the command tree; the answers say each title
    names = {game_id: game_title(game_id, name) for game_id, name in english.items()}
    choices = [app_commands.Choice(name=name, value=game) for game, name in english.items()]

    @group.command(name="stats", description="A player's games, wins and rating in this server")
    @app_commands.describe(user="Whose (default: yours)", game="One game (default: all)")
    @app_commands.choices(game=choices)
    @app_commands.guild_only()
    async def stats_command(
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        who = user.id if user is not None else interaction.user.id
        record = await stats.player_stats(
            bot.repo, interaction.guild_id, who, game.value if game else None
        )
        await tell(interaction, stats_text(record, names, reader_locale(interaction)))

    @group.command(name="leaderboard", description="This server's best players")
    @app_commands.describe(game="One game (default: all)", page="Which page (10 a page)")
    @app_commands.choices(game=choices)
    @app_commands.guild_only()
    async def leaderboard_command(
        interaction: discord.Interaction,
        game: app_commands.Choice[str] | None = None,
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        shown = await stats.leaderboard(
            bot.repo, interaction.guild_id, game.value if game else None, page
        )
        await tell(interaction, leaderboard_text(shown, names, reader_locale(interaction)))

    @group.command(name="history", description="This server's recent games")
    @app_commands.describe(game="One game (default: all)", user="Only games with this player")
    @app_commands.choices(game=choices)
    @app_commands.guild_only()
    async def history_command(
        interaction: discord.Interaction,
        game: app_commands.Choice[str] | None = None,
        user: discord.User | None = None,
    ) -> None:
        recent = await stats.history(
            bot.repo,
            interaction.guild_id,
            game.value if game else None,
            user.id if user is not None else None,
        )
        await tell(interaction, history_text(recent, names, reader_locale(interaction)))

    @group.command(name="export", description="Your own games from every server, as a file")
    async def export_command(interaction: discord.Interaction) -> None:
        data = await stats.export_games(bot.repo, interaction.user.id)
        await tell(
            interaction,
            say(reader_locale(interaction), "stats-export"),
            file=discord.File(io.BytesIO(data), filename="tabula-games.json"),
        )
