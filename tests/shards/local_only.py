"""The end-to-end tests' guard (nothing but 127.0.0.1), letting PostgreSQL's unix socket by:
a file on this machine, not an address."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tests.discord.harness import only_localhost


@contextmanager
def local_only(loop: asyncio.AbstractEventLoop) -> Iterator[None]:
    with only_localhost(loop):
        guarded = loop.sock_connect

        async def sock_connect(sock: socket.socket, address: Any) -> None:
            if isinstance(address, str):  # a unix socket's path
                await type(loop).sock_connect(loop, sock, address)
                return
            await guarded(sock, address)

        setattr(loop, "sock_connect", sock_connect)  # noqa: B010 - undone by only_localhost
        yield
