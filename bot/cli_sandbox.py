"""`tabula sandbox`: Tabula in a local Discord in the browser, with no account or token."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
import webbrowser
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from bot.cli_serve import serve

if TYPE_CHECKING:
    from bot.settings import Settings

DEFAULT_PORT = 8765
DEFAULT_DATABASE = Path("./tabula-sandbox.sqlite3")


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "sandbox",
        help="play in a local Discord in the browser (no Discord account or token needed)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the page's port ({DEFAULT_PORT}; 0: any)"
    )
    parser.add_argument(
        "--database",
        type=Path,
        default=DEFAULT_DATABASE,
        help=f"the sandbox's own SQLite file ({DEFAULT_DATABASE})",
    )
    parser.add_argument("--no-browser", action="store_true", help="only print the page's URL")


def cmd_sandbox(args: argparse.Namespace, out: TextIO) -> int:
    from bot.sandbox.runner import sandbox_settings
    from storage.database_url import lock_sqlite_file
    from storage.errors import DatabaseInUse

    settings = sandbox_settings(args.database)
    # held before `serve` takes its own hold (shared within this process), so that a file
    # another process holds is refused with the sandbox's option, not the bot's DATABASE_PATH
    try:
        hold = lock_sqlite_file(settings.repository_url)
    except DatabaseInUse as in_use:
        print(in_use_message(in_use.path), file=sys.stderr)
        return 2

    def run_sandbox() -> int:
        try:
            asyncio.run(_serve(args, settings, out))
        except OSError as error:  # the port is taken, most often
            print(f"tabula sandbox: {error}", file=sys.stderr)
            return 2
        return 0

    try:
        return serve(settings, run_sandbox)
    finally:
        if hold is not None:
            hold.release()


def in_use_message(path: str) -> str:
    """What `tabula sandbox` says when another process holds its database file."""
    name = path.rsplit("/", 1)[-1]
    return (
        f"Another Tabula process is using {name} ({path}): stop it first, or give this sandbox "
        "another file with --database. One SQLite file serves one process."
    )


async def _serve(args: argparse.Namespace, settings: Settings, out: TextIO) -> None:
    from bot.sandbox.runner import Sandbox

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    async with Sandbox(settings, port=args.port) as sandbox:
        print(f"Tabula sandbox: {sandbox.url}  (Ctrl-C stops it)", file=out, flush=True)
        if not args.no_browser:
            # where no browser is found this only returns False: the URL is printed above
            with contextlib.suppress(webbrowser.Error):
                await asyncio.to_thread(webbrowser.open, sandbox.url)
        await stop.wait()
    print("Tabula sandbox stopped.", file=out, flush=True)
