"""What `tabula run` and `tabula sandbox` share: logging as the settings say, the one process
a SQLite file serves, and the one process a shard has over PostgreSQL."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.settings import Settings


def serve(settings: Settings, run: Callable[[], int]) -> int:
    """``run``'s exit code, run with logging set up while this process holds the database's
    SQLite file; 2, refused before ``run`` starts, if another process holds it. PostgreSQL
    serves several processes, each holding its shards as it starts: 2 too, the bot stopped
    before it served anything, if another process holds one of them."""
    from bot.log_redaction import install as redact_tokens_in_logs
    from storage.database_url import lock_sqlite_file
    from storage.errors import DatabaseInUse, ShardInUse

    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    redact_tokens_in_logs()  # on the handler just made too
    try:
        hold = lock_sqlite_file(settings.repository_url)
    except DatabaseInUse as in_use:
        print(in_use, file=sys.stderr)
        return 2
    try:
        return run()
    except ShardInUse as in_use:
        print(in_use, file=sys.stderr)
        return 2
    finally:
        if hold is not None:
            hold.release()
