"""`tabula`: the one command a user or a test needs.

Subcommands: run (the Discord bot), sandbox (the bot in a local Discord in the browser), games,
simulate, play (hot-seat in the terminal), render (a board image), ratings (rebuild them from the
stored results), replay (a whole game as an animated image), migrate (bring the database's schema
up to date).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from bot.cli_sandbox import add_parser as add_sandbox_parser
from bot.cli_sandbox import cmd_sandbox
from bot.cli_screen import redraw
from bot.cli_seats import default_names, make_agents, seat_names
from bot.cli_serve import serve
from bot.cli_storage import add_parser as add_storage_parser
from bot.cli_storage import cmd_migrate
from bot.extensions import front_end
from bot.i18n import ENGLISH, LANGUAGES, localized, say
from bot.i18n.glossary import title_key
from bot.i18n.languages import supported
from bot.i18n.words import players_text
from rules import registry
from rules.ai import RandomAgent
from rules.core import Action, Engine, Event, derived_rng
from rules.play import play_game


def said(value: str, names: Mapping[str, str], lang: str) -> str:
    """An engine's text for a reader of ``lang``, the seats in it by their names: rendered
    first, then the ids replaced, as the presenter does (``bot.adapter.named`` would flatten a
    description's ``Lines`` to their English)."""
    # imported here: bot.adapter loads the catalogues as it is imported, which `tabula games`
    # and `tabula migrate` need not wait for
    from bot.adapter import with_names

    return with_names(localized(value, lang), names)


def format_score(value: float) -> str:
    return f"{value:g}"


def cmd_games(args: argparse.Namespace, out: TextIO) -> int:
    for game in registry.games():
        engine = registry.get(game)
        # the lobby's words: "2 players" for a game of one size, else "2–4 players"
        players = localized(players_text(engine.min_players, engine.max_players), ENGLISH)
        print(f"{game}\t{engine.name} ({players})", file=out)
    return 0


def cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    engine = registry.get(args.game)
    seats = seat_names(args.players)
    names = default_names(seats, args.lang)
    agents = make_agents(args.agents, seats)
    total_steps = 0
    started = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        playout = play_game(engine, seats, agents, seed)
        total_steps += playout.steps
        scores = ", ".join(
            f"{names[s]}: {format_score(v)}" for s, v in playout.result.scores.items()
        )
        winners = " & ".join(names[w] for w in playout.result.winners)
        print(
            f"seed {seed}: winners {winners}; scores {scores}; {playout.steps} steps; "
            f"{how_it_ended(engine, playout.state)}",
            file=out,
        )
    elapsed = time.perf_counter() - started
    print(
        f"{args.games} games of {engine.name} with {args.players} players in {elapsed:.2f} s: "
        f"{args.games / elapsed:.1f} games/s, {total_steps / elapsed:.0f} steps/s",
        file=out,
    )
    return 0


def how_it_ended(engine: Engine[Any], state: Any) -> str:
    """The rulebook's end, or a safety stop (an abnormal end: a game whose view says
    ``stalled``, see The Builders' data.STALL_ROUNDS), with the rounds played where known."""
    view = engine.view(state, None)
    rounds = f" after round {view['round']}" if "round" in view else ""
    if view.get("stalled"):
        return f"ABNORMAL END: stopped by the safety stop{rounds}"
    return f"ended by the rules{rounds}"


HUMAN = "human"


def cmd_play(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    engine = registry.get(args.game)
    if not 0 <= args.humans <= args.players:
        raise SystemExit(f"--humans must be between 0 and {args.players}")
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    seats = seat_names(args.players)
    if args.agents:
        kinds = args.agents.split(",")
        if len(kinds) != args.players:
            raise SystemExit(f"--agents needs one name per seat: {args.players} names")
    else:
        kinds = [HUMAN] * args.humans + ["normal"] * (args.players - args.humans)
    humans = {seat for seat, kind in zip(seats, kinds, strict=False) if kind == HUMAN}
    agents = make_agents(
        ",".join(kind for kind in kinds if kind != HUMAN) or None,
        [seat for seat in seats if seat not in humans],
    )
    rngs = {seat: derived_rng(seed, "agent", seat) for seat in seats}
    # A random player can lock The Builders' crews for good: with one at the table the game
    # takes a simulation's guard, as `simulate` does; the levels end their games by the rules.
    guarded = "random" in kinds
    state = engine.new_game(seats, seed, engine.simulation_options if guarded else None)
    lang = args.lang
    names = default_names(seats, lang)
    game = say(lang, title_key(engine.id))
    print(
        say(
            lang,
            "cli-play-start",
            game=game,
            seed=str(seed),
            humans=len(humans),
            names=", ".join(names[seat] for seat in seats if seat in humans),
        ),
        file=out,
    )
    print(say(lang, "cli-play-how"), file=out)
    # what each person last saw: the next decision shows only what changed since
    seen: dict[str, str] = {}
    try:
        while (seat := engine.pending(state)) is not None:
            if seat in humans:
                now = said(engine.describe(state, seat), names, lang)
                actions = engine.legal_actions(state)
                print("", file=out)
                print("\n".join(redraw(seen.get(seat), now, lang, names[seat])), file=out)
                seen[seat] = now
                print_options(actions, out, lang, names, seat)
                while (number := ask_number(len(actions), out, inp, lang)) == WHOLE:
                    print("", file=out)
                    print(now, file=out)
                    print_options(actions, out, lang, names, seat)
                action = actions[number - 1]
            else:
                action = agents[seat].choose(engine, state, seat, rngs[seat])
            state, events = engine.apply(state, action)
            print_events(events, out, lang, names)
    except (EOFError, KeyboardInterrupt):
        print("\n" + say(lang, "cli-play-left"), file=out)
        return 0
    print("", file=out)
    print(said(engine.describe(state, None), names, lang), file=out)
    print_result(engine, state, out, lang, names)
    return 0


def print_options(
    actions: Sequence[Action], out: TextIO, lang: str, names: Mapping[str, str], seat: str
) -> None:
    print(say(lang, "cli-play-choose", seat=names[seat]), file=out)
    for i, action in enumerate(actions, 1):
        print(f"  {i:>2}. {said(action.label, names, lang)}", file=out)


# what ask_number answers for "?": the whole description again (cli-play-changed says so)
WHOLE = 0


def ask_number(count: int, out: TextIO, inp: TextIO, lang: str = ENGLISH) -> int:
    """A number from 1 to ``count`` the person typed, or ``WHOLE`` for "?"."""
    while True:
        print("> ", end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            raise EOFError
        text = line.strip()
        if text == "?":
            return WHOLE
        if text.isdigit() and 1 <= int(text) <= count:
            return int(text)
        print(say(lang, "cli-play-number", count=count), file=out)


def print_events(events: list[Event], out: TextIO, lang: str, names: Mapping[str, str]) -> None:
    for event in events:
        text = said(event.text, names, lang)
        print(f"- {names[event.seat]} {text}" if event.seat else f"- {text}", file=out)


def print_result(
    engine: Engine[Any], state: Any, out: TextIO, lang: str, names: Mapping[str, str]
) -> None:
    result = engine.result(state)
    assert result is not None
    adapter = front_end(engine.id)
    for seat, score in sorted(result.scores.items(), key=lambda kv: -kv[1]):
        # how the score was made, as the board's last message says it
        how = adapter.final_score(result.details.get(seat, {}), lang) if adapter else None
        print(f"{names[seat]}: {format_score(score)}" + (f" — {how}" if how else ""), file=out)
    winners = " & ".join(names[w] for w in result.winners)
    print(say(lang, "cli-play-winners", count=len(result.winners), winners=winners), file=out)


def board_renderer(
    game: str, names: Mapping[str, str], lang: str = ENGLISH
) -> Callable[[Any], bytes] | None:
    """Draws a state's public board with the game's front end (its extension's adapter), its
    words and the seats' ``names`` for a reader of ``lang``."""
    adapter = front_end(game)
    if adapter is None:
        return None
    engine = registry.get(game)

    def render(state: Any) -> bytes:
        png: bytes = adapter.render_board(engine.view_model(state, None), names, lang)
        return png

    return render


def cmd_render(args: argparse.Namespace, out: TextIO) -> int:
    engine = registry.get(args.game)
    seats = seat_names(args.players)
    names = default_names(seats, args.lang)
    render = board_renderer(args.game, names, args.lang)
    if render is None:
        print(f"{engine.name} has no board image yet.", file=sys.stderr)
        return 2
    # --view turn: the game's turn image; board_renderer found its front end
    turn = front_end(args.game) if args.view == "turn" else None
    state = engine.new_game(seats, args.seed)
    agent = RandomAgent()
    rngs = {seat: derived_rng(args.seed, "agent", seat) for seat in seats}
    for _ in range(args.steps):
        seat = engine.pending(state)
        if seat is None:
            break
        state, _ = engine.apply(state, agent.choose(engine, state, seat, rngs[seat]))
    started = time.perf_counter()
    view = engine.view_model(state, None)
    png = turn.render_turn(view, names, args.lang) if turn else render(state)
    if png is None:
        print(f"{engine.name} has no turn image yet: try --view full.", file=sys.stderr)
        return 2
    elapsed = (time.perf_counter() - started) * 1000
    Path(args.out).write_bytes(png)
    print(f"wrote {args.out} ({len(png) // 1024} KB, rendered in {elapsed:.0f} ms)", file=out)
    return 0


NO_TOKEN = """\
DISCORD_TOKEN is not set, so the bot cannot log in to Discord.
1. Open https://discord.com/developers/applications, create an application, and under "Bot"
   press "Reset Token" and copy the token.
2. Put it in a file named .env in this folder (see .env.example):  DISCORD_TOKEN=...
   or set the environment variable DISCORD_TOKEN.
3. Invite the bot with the OAuth2 URL generator: scopes "bot" and "applications.commands",
   permissions Send Messages, Embed Links, Attach Files, Read Message History, Use Slash Commands.
Then run `tabula run` again."""


def cmd_run(args: argparse.Namespace, out: TextIO) -> int:
    from pydantic import ValidationError

    from bot.settings import Settings

    # the command line's shards win over SHARD_IDS / SHARD_COUNT
    chosen = {"shard_ids": args.shards, "shard_count": args.shard_count}
    try:
        settings = Settings(**{k: v for k, v in chosen.items() if v is not None})
    except ValidationError as error:
        for problem in error.errors():
            print(str(problem["msg"]).removeprefix("Value error, "), file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value()

    def run_bot() -> int:
        from bot.bot import create_bot

        bot = create_bot(settings, settles_heap=True)
        bot.run(token, log_handler=None)
        if bot.shard_lost is not None:
            # another process took a shard while this one's hold was lost: it stopped serving
            print(bot.shard_lost, file=sys.stderr)
            return 1
        return 0

    return serve(settings, run_bot)


def language(value: str) -> str:
    """``--lang``'s type: any tag Tabula reads as one of its languages (``es``, ``hu-HU``,
    ``en-GB`` …), by the one table the bot uses for Discord's locales too."""
    found = supported(value)
    if found is None or found not in LANGUAGES:
        raise argparse.ArgumentTypeError(
            f"Tabula does not speak {value!r}: choose one of {', '.join(LANGUAGES)} "
            "(or a tag of the same language, such as es or hu-HU)"
        )
    return found


def add_language(p: argparse.ArgumentParser, what: str, default: str | None = ENGLISH) -> None:
    shown = f"default: {default}" if default else "default: a stored table's own, else English"
    p.add_argument(
        "--lang",
        type=language,
        default=default,
        metavar="LANG",
        help=f"the language of {what}: {', '.join(LANGUAGES)} or a tag of one, "
        f"such as es or hu-HU ({shown})",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabula", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run the Discord bot (settings from the environment and .env)")
    run.add_argument(
        "--shards",
        metavar="IDS",
        help="the gateway shards this process holds, e.g. 0-3 or 0,2 (default SHARD_IDS: all)",
    )
    run.add_argument(
        "--shard-count",
        type=int,
        metavar="N",
        help="how many shards the whole bot runs (default SHARD_COUNT: Discord's advice)",
    )
    sub.add_parser("games", help="list the games")

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", choices=registry.games(), help="the game, as `tabula games` lists")
        p.add_argument(
            "--players", type=int, default=2, help="how many seats (default: %(default)s)"
        )

    sim = sub.add_parser("simulate", help="play seeded games between computer players")
    game_args(sim)
    sim.add_argument(
        "--games", type=int, default=10, help="how many games to play (default: %(default)s)"
    )
    sim.add_argument(
        "--seed",
        type=int,
        default=1,
        help="the first game's seed; each next game takes the next one (default: %(default)s)",
    )
    sim.add_argument(
        "--agents",
        help="one per seat, comma-separated: random, easy, normal, hard (default: random)",
    )
    add_language(sim, "the seats' names")

    play = sub.add_parser("play", help="hot-seat play in the terminal")
    game_args(play)
    play.add_argument(
        "--humans",
        type=int,
        default=1,
        help="how many of the first seats people play (default: %(default)s)",
    )
    play.add_argument(
        "--agents",
        help="one per seat, comma-separated: human, random, easy, normal or hard "
        "(default: the first --humans seats human, the others normal)",
    )
    play.add_argument(
        "--seed",
        type=int,
        help="the deal's seed; the same seed deals the same game "
        "(default: a random one, printed at the start)",
    )
    add_language(play, "the game's words")

    render = sub.add_parser("render", help="write the board image after K random steps")
    game_args(render)
    render.add_argument(
        "--seed", type=int, default=1, help="the deal's and the steps' seed (default: %(default)s)"
    )
    render.add_argument(
        "--steps",
        type=int,
        default=0,
        help="how many random legal steps to take before drawing (default: %(default)s)",
    )
    render.add_argument("--out", required=True, help="the PNG file to write (required)")
    render.add_argument(
        "--view",
        choices=("full", "turn"),
        default="full",
        help="full: the whole board; turn: the image made for the chat for the decision at "
        "hand (default: %(default)s)",
    )
    add_language(render, "the image's words")

    ratings = sub.add_parser("ratings", help="rebuild every rating from the stored results")
    ratings.add_argument(
        "--rebuild",
        action="store_true",
        required=True,
        help="replay every stored result (required)",
    )
    ratings.add_argument(
        "--database",
        help="a URL or a SQLite file (default: DATABASE_URL, else DATABASE_PATH)",
    )

    replay = sub.add_parser(
        "replay", help="a whole game as an animated image (.gif, else an animated .png)"
    )
    replay.add_argument("--table", type=int, help="a stored table's number")
    replay.add_argument(
        "--database",
        help="for --table: a URL or a SQLite file (default: DATABASE_URL, else DATABASE_PATH)",
    )
    replay.add_argument("--game", choices=registry.games(), help="or a seeded simulated game")
    replay.add_argument(
        "--players", type=int, default=2, help="for --game: how many seats (default: %(default)s)"
    )
    replay.add_argument(
        "--seed", type=int, default=1, help="for --game: the deal's seed (default: %(default)s)"
    )
    replay.add_argument(
        "--agents",
        help="for --game: one per seat, comma-separated: random, easy, normal, hard "
        "(default: random)",
    )
    replay.add_argument("--out", required=True, help="the .gif or .png file to write (required)")
    add_language(replay, "the boards' words", default=None)
    add_sandbox_parser(sub)
    add_storage_parser(sub)
    return parser


# The commands that write to the terminal only (play reads it too; cli_stats's come later).
COMMANDS: dict[str, Callable[[argparse.Namespace, TextIO], int]] = {
    "run": cmd_run,
    "games": cmd_games,
    "simulate": cmd_simulate,
    "sandbox": cmd_sandbox,
    "migrate": cmd_migrate,
}


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    engine = registry.get(args.game) if getattr(args, "game", None) else None
    if engine is not None and not engine.min_players <= args.players <= engine.max_players:
        print(
            f"{engine.name} takes {engine.min_players} to {engine.max_players} players.",
            file=sys.stderr,
        )
        return 2
    if args.command == "play":
        return cmd_play(args, sys.stdout, sys.stdin)
    if args.command in COMMANDS:
        return COMMANDS[args.command](args, sys.stdout)
    # imported here: bot.cli_stats uses this module's helpers
    from bot.cli_stats import cmd_ratings, cmd_replay

    later = {"ratings": cmd_ratings, "replay": cmd_replay}
    return later.get(args.command, cmd_render)(args, sys.stdout)


if __name__ == "__main__":
    raise SystemExit(main())
