"""`tabula migrate`: bring the database's schema up to date without starting the bot.

Run it before starting bots of a new version (with PostgreSQL, several processes then start on
a schema already current), or to see which version a database is at. The database is
DATABASE_URL (else the SQLite file DATABASE_PATH), or ``--database``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any, TextIO

__all__ = ["add_parser", "cmd_migrate"]


def add_parser(sub: Any) -> None:
    """Add ``migrate`` to the ``tabula`` subcommands (``sub``: argparse's subparsers)."""
    migrate = sub.add_parser("migrate", help="bring the database's schema up to date")
    migrate.add_argument(
        "--database",
        help="a URL (sqlite:///file or postgresql://...) or a SQLite file "
        "(default: DATABASE_URL, else DATABASE_PATH)",
    )


def cmd_migrate(args: argparse.Namespace, out: TextIO) -> int:
    from storage.errors import DatabaseInUse, SchemaTooNew, StorageUnavailable
    from storage.postgres import described
    from storage.schema import migrate_database

    try:
        url = database_url(args)
        before, after = asyncio.run(migrate_database(url))
    except DatabaseInUse as in_use:
        # The running bot holds the file, and migrated it when it opened it.
        print(f"{in_use} Stop the bot first.", file=sys.stderr)
        return 2
    except (ValueError, SchemaTooNew) as refused:
        print(refused, file=sys.stderr)
        return 2
    except StorageUnavailable as fault:
        print(fault, file=sys.stderr)
        return 1
    where = described(url)
    if before == after:
        print(f"{where} is up to date (schema version {after}).", file=out)
    else:
        print(f"{where}: migrated from schema version {before} to {after}.", file=out)
    return 0


def database_url(args: argparse.Namespace) -> str:
    """``--database`` (a URL, or a SQLite file's path as before URLs), else the settings'."""
    from storage.database_url import sqlite_url

    if args.database is not None:
        given = str(args.database)
        return given if "://" in given else sqlite_url(given)
    from bot.settings import Settings

    return Settings().repository_url
