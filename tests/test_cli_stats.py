"""`tabula ratings --rebuild` and `tabula replay`, on a real SQLite file and on seeded games."""

from __future__ import annotations

import asyncio
import io
import random
import sqlite3
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

from PIL import Image

from bot import cli
from cogs.replay import turn_states
from rules import registry
from rules.core import Result
from rules.play import random_history
from storage.sqlite import open_sqlite
from storage.standings import OVERALL, Rating


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(list(argv))
    return code, out.getvalue(), err.getvalue()


def frames(path: Path) -> tuple[str, int]:
    image: Any = Image.open(path)
    return image.format, image.n_frames


async def play_stored_game(path: Path) -> tuple[int, list[Any]]:
    """An Aqua Romana table played to its end through the repository by random moves;
    (table id, every state)."""
    engine = registry.get("aqua-romana")
    repo = await open_sqlite(path)
    try:
        table = await repo.lobby.create_table(
            guild_id=1, channel_id=10, game_id="aqua-romana", host_id=1, seed=4
        )
        await repo.lobby.join(table.id, 2)
        loaded = await repo.lobby.start(table.id)
        states = [loaded.state]
        rng = random.Random(4)
        while loaded.pending is not None:
            action = rng.choice(engine.legal_actions(loaded.state))
            state, events = engine.apply(loaded.state, action)
            await repo.tables.record_action(
                table.id, loaded.version, loaded.pending, action.id, state, events
            )
            states.append(state)
            loaded = await repo.tables.load(table.id)
        return table.id, states
    finally:
        await repo.close()


async def finish_games(path: Path) -> list[Rating]:
    """Six conceded games of three players in one server; the overall leaderboard after."""
    repo = await open_sqlite(path)
    try:
        for n in range(6):
            users = [1 + n % 3, 1 + (n + 1) % 3]
            table = await repo.lobby.create_table(
                guild_id=1, channel_id=20 + n, game_id="porta-nigra", host_id=users[0], seed=n
            )
            await repo.lobby.join(table.id, users[1])
            loaded = await repo.lobby.start(table.id)
            a, b = loaded.table.seat_ids
            await repo.tables.concede(
                table.id, loaded.version, Result({a: n, b: 3}, [a if n > 3 else b])
            )
        page, _ = await repo.standings.leaderboard(1, OVERALL, min_games=0)
        return page
    finally:
        await repo.close()


def test_ratings_rebuild_gives_the_same_ratings(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    before = asyncio.run(finish_games(path))
    assert len(before) == 3

    async def overall_board() -> list[Rating]:
        repo = await open_sqlite(path)
        try:
            page, _ = await repo.standings.leaderboard(1, OVERALL, min_games=0)
            return page
        finally:
            await repo.close()

    # Ratings gone wrong (a bug, a hand edit): the rebuild makes them from the results again.
    with sqlite3.connect(path) as db:
        db.execute("UPDATE ratings SET mu = 0, sigma = 1, conservative = -3")
    code, out, _ = run("ratings", "--rebuild", "--database", str(path))
    assert code == 0
    assert out.startswith("rebuilt the ratings from 6 finished games in ")
    assert asyncio.run(overall_board()) == before


def test_replay_of_a_stored_table(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    table_id, states = asyncio.run(play_stored_game(path))
    engine = registry.get("aqua-romana")
    out_file = tmp_path / "replay.gif"
    code, out, err = run(
        "replay", "--table", str(table_id), "--database", str(path), "--out", str(out_file)
    )
    assert (code, err) == (0, "")
    turns = len(turn_states(engine, states))
    assert f"{turns} turns" in out
    assert frames(out_file) == ("GIF", turns)


def test_replay_of_a_seeded_simulated_game(tmp_path: Path) -> None:
    out_file = tmp_path / "replay.png"
    code, out, _ = run(
        "replay", "--game", "porta-nigra", "--players", "3", "--seed", "5", "--out", str(out_file)
    )
    assert code == 0
    engine = registry.get("porta-nigra")
    # Random agents by default: the very game random_history plays.
    turns = len(turn_states(engine, random_history(engine, 3, 5)))
    assert frames(out_file) == ("PNG", turns)
    assert out.startswith(f"wrote {out_file} (")


def test_a_simulated_replay_names_its_seats_in_its_language(tmp_path: Path) -> None:
    from bot.cli_stats import simulated_game

    args = cli.build_parser().parse_args(
        ["replay", "--game", "aqua-romana", "--lang", "es-ES", "--out", str(tmp_path / "r.gif")]
    )
    game_id, _, names, lang = simulated_game(args)
    assert (game_id, names, lang) == (
        "aqua-romana",
        {"Player 1": "Jugador 1", "Player 2": "Jugador 2"},
        "es-ES",
    )
    english = cli.build_parser().parse_args(["replay", "--game", "aqua-romana", "--out", "r.gif"])
    assert simulated_game(english)[2:] == (
        {"Player 1": "Player 1", "Player 2": "Player 2"},
        "en-US",
    )


def test_replay_needs_a_table_or_a_game(tmp_path: Path) -> None:
    code, _, err = run("replay", "--out", str(tmp_path / "x.gif"))
    assert (code, err) == (2, "tabula replay needs either --table ID or --game GAME\n")
