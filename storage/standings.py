"""Finished games as the statistics read them, and their ratings (openskill, Plackett–Luce).

A rating belongs to one player in one server, for one game or for every game together
(:data:`OVERALL`): a server's leaderboard is made of its own games only, so no result of
another server shows (or moves) anything in it. A person's rating key is ``user:<id>``; each
computer level has a rating of its own, ``ai:<level>``. A seat the computer played for a while
(away) or to the end (resigned) is its person's. Resigned seats rank last, together.

Both backends update ratings in the transaction that stores a result, and rebuild them from the
stored results in the same order (the order the results were stored in), so a rebuild gives the
same numbers bit for bit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from openskill.models import PlackettLuce

from storage.models import Seat, SeatResult

__all__ = [
    "MODEL",
    "OVERALL",
    "FinishedGame",
    "Rating",
    "best_first",
    "move_ratings",
    "player_key",
    "ranks",
    "rate_all",
    "rate_game",
    "rated_scopes",
]

# The library's defaults (mu 25, sigma 25/3, beta sigma/2, tau mu/300): fixed here so that a
# new release of openskill with other defaults cannot change stored ratings behind a rebuild.
MODEL = PlackettLuce(mu=25.0, sigma=25.0 / 3.0, beta=25.0 / 6.0, tau=25.0 / 300.0)

OVERALL = "*"


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """One finished table with its result per seat (in seat order)."""

    table_id: int
    guild_id: int | None
    channel_id: int
    game_id: str
    finished_at: datetime
    results: tuple[SeatResult, ...]

    @property
    def winners(self) -> list[SeatResult]:
        return [line for line in self.results if line.winner]

    def line_of(self, user_id: int) -> SeatResult | None:
        return next((line for line in self.results if line.seat.user_id == user_id), None)


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating in one server (``guild_id`` 0: tables outside any server), for one
    game or :data:`OVERALL`. ``conservative`` (mu - 3 sigma) is what leaderboards sort by: a
    player who won two games does not pass one who won fifty."""

    guild_id: int
    game_id: str
    player: str
    mu: float
    sigma: float
    games: int
    wins: int

    @property
    def conservative(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def user_id(self) -> int | None:
        kind, _, rest = self.player.partition(":")
        return int(rest) if kind == "user" else None

    @property
    def ai_level(self) -> str | None:
        kind, _, rest = self.player.partition(":")
        return rest if kind == "ai" else None


def player_key(seat: Seat) -> str:
    """Whose rating a seat's result moves (see the module docstring)."""
    if seat.user_id is not None:
        return f"user:{seat.user_id}"
    return f"ai:{seat.ai_level}"


def best_first(results: Sequence[SeatResult]) -> list[SeatResult]:
    """A finished game's lines as its result ranks them: everyone who stayed above everyone
    who resigned, the winners first, then by score (as
    :func:`storage.table_policy.finish_order`)."""
    return sorted(results, key=lambda line: (line.resigned, not line.winner, -line.score))


def ranks(results: Sequence[SeatResult]) -> list[int]:
    """openskill ranks (1 is best; equal ranks are ties): winners first, then by score, a tie
    on equal scores; resigned seats last, all tied, whatever their score."""

    def order(line: SeatResult) -> tuple[int, int, float]:
        if line.resigned:
            return (1, 0, 0.0)
        return (0, 0 if line.winner else 1, -line.score)

    keys = sorted({order(line) for line in results})
    return [keys.index(order(line)) + 1 for line in results]


def rate_game(
    priors: Mapping[str, Rating], game: FinishedGame, guild_id: int, game_id: str
) -> list[Rating]:
    """The ratings of ``game``'s players (for ``game_id``: the game's own or :data:`OVERALL`)
    after it, from ``priors`` (by player key; a player missing starts at the model's prior).

    Two seats of one computer level are two teams with the same prior; the level keeps the
    mean of their new ratings, so the order of seats does not matter.
    """
    keys = [player_key(line.seat) for line in game.results]
    teams = []
    for key in keys:
        prior = priors.get(key)
        if prior is None:
            teams.append([MODEL.rating(name=key)])
        else:
            teams.append([MODEL.rating(mu=prior.mu, sigma=prior.sigma, name=key)])
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks(game.results)])
    updates: dict[str, list[tuple[float, float, bool]]] = {}
    for key, team, line in zip(keys, rated, game.results, strict=True):
        updates.setdefault(key, []).append((team[0].mu, team[0].sigma, line.winner))
    after = []
    for key, lines in updates.items():
        prior = priors.get(key)
        games = prior.games if prior else 0
        wins = prior.wins if prior else 0
        after.append(
            Rating(
                guild_id=guild_id,
                game_id=game_id,
                player=key,
                mu=sum(mu for mu, _, _ in lines) / len(lines),
                sigma=sum(sigma for _, sigma, _ in lines) / len(lines),
                games=games + len(lines),
                wins=wins + sum(1 for _, _, won in lines if won),
            )
        )
    return after


def rated_scopes(game: FinishedGame) -> tuple[str, str]:
    """The two ratings a game moves: its own game's and the overall one."""
    return (game.game_id, OVERALL)


def rate_all(games: Iterable[FinishedGame]) -> dict[tuple[int, str, str], Rating]:
    """Every rating after ``games`` in the order given, by (guild id, game id, player)."""
    table: dict[tuple[int, str, str], Rating] = {}
    for game in games:
        move_ratings(table, game)
    return table


def move_ratings(table: dict[tuple[int, str, str], Rating], game: FinishedGame) -> None:
    """Move the ratings in ``table`` (by guild id, game id, player) by ``game``'s result."""
    guild = game.guild_id or 0
    for scope in rated_scopes(game):
        keys = {player_key(line.seat) for line in game.results}
        priors = {k: table[(guild, scope, k)] for k in keys if (guild, scope, k) in table}
        for rating in rate_game(priors, game, guild, scope):
            table[(guild, scope, rating.player)] = rating
