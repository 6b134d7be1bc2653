"""A bot process (tests/shards/shard_process.py) whose board posts never finish while a flag file
exists: killed then, it dies delivering a stored move's board (holding its lease, if it leases
what it delivers), as a process that crashed between storing a move and posting its board."""

from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from bot.delivery import Delivery
from storage.models import LoadedTable
from tests.shards.shard_process import ShardConfig
from tests.shards.shard_process import main as serve_shards


@dataclass(frozen=True)
class RestartConfig:
    shards: ShardConfig
    hang_flag: str  # while this file exists, board posts hang


def main(conn: Connection, config: RestartConfig) -> None:
    post = Delivery.post_board

    async def post_or_hang(delivery: Delivery, loaded: LoadedTable, *args: Any) -> None:
        if os.path.exists(config.hang_flag):
            Path(config.hang_flag + ".hanging").touch()  # the test sees the post under way
            await asyncio.Event().wait()  # until the process is killed
        await post(delivery, loaded, *args)

    Delivery.post_board = post_or_hang  # type: ignore[method-assign, assignment]
    serve_shards(conn, config.shards)
