"""A bot process of its own, spawned (so nothing of the test's process is shared), driven over
a pipe: it answers what it is sent, is closed politely or killed with SIGKILL."""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from typing import Any


class Spawned:
    def __init__(self, target: Callable[..., None], config: Any, name: str, wait: float) -> None:
        context = multiprocessing.get_context("spawn")
        self.wait = wait  # seconds an answer may take on a loaded machine
        self.conn, child = context.Pipe()
        self.process = context.Process(target=target, args=(child, config), name=name)
        self.process.start()
        child.close()  # so that our recv sees EOF if the child dies

    async def answer(self) -> Any:
        def receive() -> Any:
            if not self.conn.poll(self.wait):
                raise AssertionError(f"the bot process {self.process.name} did not answer")
            return self.conn.recv()

        return await asyncio.to_thread(receive)

    def kill(self) -> None:
        self.process.kill()  # SIGKILL: no goodbye, no cleanup
        self.process.join(10)
        self.conn.close()

    async def close(self) -> None:
        if self.process.is_alive():
            self.conn.send("close")
            assert await self.answer() == "closed"
        await asyncio.to_thread(self.process.join, 30)
        self.conn.close()
