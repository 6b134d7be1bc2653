"""`tabula ratings` and `tabula replay`: what remains after games, from the command line."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path
from typing import Any, Literal, TextIO

from bot.cli_seats import default_names, make_agents, seat_names
from bot.cli_storage import database_url
from bot.i18n.languages import ENGLISH
from rules import registry
from rules.core import Event
from rules.play import play_game


def cmd_ratings(args: argparse.Namespace, out: TextIO) -> int:
    from storage.database_url import open_repository
    from storage.errors import DatabaseInUse

    async def rebuild() -> int:
        repo = await open_repository(database_url(args))
        try:
            return await repo.standings.rebuild_ratings()
        finally:
            await repo.close()

    started = time.perf_counter()
    try:
        games = asyncio.run(rebuild())
    except DatabaseInUse as in_use:
        # the bot holds the file: its ratings are kept up to date as games end anyway
        print(f"{in_use} Stop the bot first.", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - started
    print(f"rebuilt the ratings from {games} finished games in {elapsed:.1f} s", file=out)
    return 0


def cmd_replay(args: argparse.Namespace, out: TextIO) -> int:
    from cogs.replay import ReplayTooLarge, board_painter, replay_png

    if (args.table is None) == (args.game is None):
        print("tabula replay needs either --table ID or --game GAME", file=sys.stderr)
        return 2
    if args.table is not None:
        game_id, states, names, lang = stored_game(args)
    else:
        game_id, states, names, lang = simulated_game(args)
    engine = registry.get(game_id)
    if registry.manifest(game_id).extension is None:
        print(f"{engine.name} has no board image yet.", file=sys.stderr)
        return 2
    kind: Literal["gif", "png"] = "gif" if args.out.lower().endswith(".gif") else "png"
    started = time.perf_counter()
    try:
        paint = board_painter(game_id, names, lang)
        data, frames = replay_png(engine, states, paint, kind=kind)
    except ReplayTooLarge as too_large:
        print(too_large, file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - started
    Path(args.out).write_bytes(data)
    print(
        f"wrote {args.out} ({len(data) // 1024} KB, {frames} turns, made in {elapsed:.1f} s)",
        file=out,
    )
    return 0


# (game id, every state, seat id -> name, the language of the names and the boards' words)
Replayed = tuple[str, list[Any], dict[str, str], str]


def stored_game(args: argparse.Namespace) -> Replayed:
    """A table's game from the database (read-only: the bot may be running), in ``--lang``,
    else in the table's own language."""
    from bot.names import NameBook, table_language
    from bot.replay_handlers import table_states
    from storage.database_url import open_repository

    async def read() -> Replayed:
        repo = await open_repository(database_url(args), read_only=True)
        try:
            table, states = await table_states(repo, args.table)
        finally:
            await repo.close()
        lang = args.lang or table_language(table)
        return table.game_id, states, await NameBook().seat_names(table, lang), lang

    return asyncio.run(read())


def simulated_game(args: argparse.Namespace) -> Replayed:
    engine = registry.get(args.game)
    lang = args.lang or ENGLISH
    seats = seat_names(args.players)
    states = [engine.new_game(seats, args.seed, engine.simulation_options)]  # as play_game

    def keep(before: Any, seat: str, action: Any, after: Any, events: list[Event]) -> None:
        states.append(after)

    play_game(engine, seats, make_agents(args.agents, seats), args.seed, on_step=keep)
    return args.game, states, default_names(seats, lang), lang
