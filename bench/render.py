"""Render benchmark (not a test): milliseconds and PNG bytes for every board image a player sees.

A seeded random 4-player game of each game is played; its states at the start, the middle and
the end are rendered ``--repeats`` times each with the game's ``render_board(view, names)``,
beside it its turn image ``render_turn(view, names)`` (the image made for the chat, where the
game has one), and its private image (Porta Nigra's hand) for the seat on turn, timing every
call by the clock (median, p95) and in CPU time (median; steadier when other programs share
the cores). A turn image also reports its size, which must fit the chat (at most 1200 px
wide, no taller than wide).

Then (printed first, because it needs cold caches) ``--boards`` boards spread over a whole game,
and ``--boards`` consecutive boards of another, are each drawn once, in order, as a bot draws
them (see ``whole_games``).

Run: ``python bench/render.py [--repeats 15] [--players 4] [--boards 60] [--save DIR]``
(``--save`` writes each PNG there to look at).
"""

from __future__ import annotations

import argparse
import functools
import gc
import io
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import stats  # also puts the project on sys.path
from PIL import Image

from bot.adapter import GameAdapter
from bot.extensions import front_ends
from rules import registry
from rules.play import random_history

TARGET_MEDIAN_MS = 80.0
TARGET_PNG_KB = 400.0
TURN_MAX_WIDTH = 1200  # a turn image is made for the chat: no wider, and no taller than wide

NAMES = ["Aurelia Longname", "Brutus", "Cornelia the Elder", "Decimus"]


def history(game_id: str, players: int, seed: int) -> list[Any]:
    """Every state of a seeded random game."""
    return random_history(registry.get(game_id), players, seed)


def moments(game_id: str, players: int, seed: int) -> dict[str, Any]:
    """The states at the start, halfway through and at the end of a random game."""
    states = history(game_id, players, seed)
    return {"start": states[0], "middle": states[len(states) // 2], "end": states[-1]}


def drawn_games() -> dict[str, tuple[Any, Any]]:
    """Game id -> (engine, adapter) of every game with images (its manifest's front end)."""
    return {game_id: (adapter.engine, adapter) for game_id, adapter in front_ends().items()}


def renderers(engine: Any, adapter: Any) -> dict[str, Callable[[Any, dict[str, str]], Any]]:
    """The images a player sees, each drawn from a state's view: the board, the turn image
    and the private image (a hand) of the seat on turn (the first seat at the end), the last
    two where the game has them."""

    def board(state: Any, names: dict[str, str]) -> bytes:
        return bytes(adapter.render_board(engine.view_model(state, None), names))

    def turn(state: Any, names: dict[str, str]) -> bytes | None:
        return adapter.render_turn(engine.view_model(state, None), names)  # type: ignore[no-any-return]

    def private(state: Any, names: dict[str, str]) -> bytes | None:
        seat = engine.pending(state) or state.seats[0]
        return adapter.private_image(engine.view_model(state, seat), names)  # type: ignore[no-any-return]

    state = engine.new_game([f"s{i}" for i in range(engine.min_players)], 1)
    # asked of the class, not by drawing: the first turn image must read its palette, as in a
    # fresh bot (whole_games)
    has_turn = type(adapter).render_turn is not GameAdapter.render_turn
    has_private = private(state, {}) is not None
    return {
        "board": board,
        **({"turn": turn} if has_turn else {}),
        **({"hand": private} if has_private else {}),
    }


def time_calls(render: Callable[[], bytes], repeats: int) -> tuple[list[float], list[float], bytes]:
    """Milliseconds per call, by the clock and in CPU time of this thread, and the last PNG."""
    render()  # warm up fonts and caches: a bot renders many boards with one process
    timings: list[float] = []
    cpu: list[float] = []
    png = b""
    for _ in range(repeats):
        gc.collect()
        started, cpu_started = time.perf_counter(), time.thread_time()
        png = render()
        timings.append((time.perf_counter() - started) * 1000)
        cpu.append((time.thread_time() - cpu_started) * 1000)
    return timings, cpu, png


def bench(repeats: int, players: int, save: Path | None) -> None:
    print(
        f"render: median and p95 of {repeats} calls per image; "
        f"targets median <= {TARGET_MEDIAN_MS:.0f} ms, PNG <= {TARGET_PNG_KB:.0f} KB"
    )
    all_ok = True
    for game_id, (engine, adapter) in drawn_games().items():
        renders = renderers(engine, adapter)
        for when, state in moments(game_id, players, seed=7).items():
            names = dict(zip(state.seats, NAMES, strict=False))
            for kind, render in renders.items():
                timings, cpu, png = time_calls(functools.partial(render, state, names), repeats)
                median = statistics.median(timings)
                kb = len(png) / 1024
                width, height = Image.open(io.BytesIO(png)).size
                fits = kind != "turn" or (width <= TURN_MAX_WIDTH and height <= width)
                ok = median <= TARGET_MEDIAN_MS and kb <= TARGET_PNG_KB and fits
                all_ok &= ok
                print(
                    f"  {game_id:18} {kind:5} {when:6}  median {median:6.1f} ms  "
                    f"p95 {stats.percentile(timings, 0.95):6.1f} ms  "
                    f"CPU {statistics.median(cpu):5.1f} ms  PNG {kb:4.0f} KB  "
                    f"{width:4} × {height:4}  {stats.verdict(ok)}"
                )
                if save is not None:
                    save.mkdir(parents=True, exist_ok=True)
                    (save / f"{game_id}-{kind}-{when}.png").write_bytes(png)
    print(f"all images within the targets: {stats.verdict(all_ok)}")


def whole_games(players: int, boards: int) -> None:
    """Boards drawn once each, in order, by a fresh process's renderer, as a bot draws them:
    ``boards`` spread over a whole game (each meets strings the text cache has not seen), then
    ``boards`` consecutive ones from the middle of another game (what one table's clicks draw:
    most bands of the picture were deflated for the board before). The first board also reads
    the game's committed palette (a bot does that as it starts)."""
    print(f"\nwhole games: {boards} boards of a {players}-player game, each drawn once")
    for game_id, (engine, adapter) in drawn_games().items():
        for kind, board in renderers(engine, adapter).items():
            if kind != "hand":
                whole_game(game_id, kind, board, players, boards)


def whole_game(
    game_id: str, kind: str, board: Callable[[Any, dict[str, str]], Any], players: int, boards: int
) -> None:
    """One kind of image (the board, or the turn image) of one game, drawn as in whole_games."""
    states = history(game_id, players, seed=11)
    spread = [states[round(i * (len(states) - 1) / (boards - 1))] for i in range(boards)]
    others = history(game_id, players, seed=12)
    middle = len(others) // 2
    for what, picked in (("spread", spread), ("in a row", others[middle : middle + boards])):
        timings = []
        for state in picked:
            names = dict(zip(state.seats, NAMES, strict=False))
            started = time.perf_counter()
            board(state, names)
            timings.append((time.perf_counter() - started) * 1000)
        if what == "spread":
            note = f"  (the first, reading the palette: {timings[0]:.0f} ms)"
            timings = timings[1:]
        else:
            note = ""
        ok = statistics.median(timings) <= TARGET_MEDIAN_MS
        print(
            f"  {game_id:18} {kind:5} {what:8}  median {statistics.median(timings):6.1f} ms  "
            f"p95 {stats.percentile(timings, 0.95):6.1f} ms  max {max(timings):6.1f} ms  "
            f"{stats.verdict(ok)}{note}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--save", type=Path, help="write every PNG to this directory")
    parser.add_argument("--boards", type=int, default=60, help="boards per whole game")
    args = parser.parse_args()
    # the whole games first: they must meet cold caches, as a new bot process does
    whole_games(args.players, args.boards)
    print()
    bench(args.repeats, args.players, args.save)


if __name__ == "__main__":
    main()
