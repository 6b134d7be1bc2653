"""Scenario tests of the table service: no Discord, an in-memory repository, the toy game."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator

import pytest

from bot.extensions import front_ends
from bot.names import NameBook
from bot.service import Caller, TableService
from rules import registry
from storage.memory import open_memory
from tests.toy import MANIFEST

# Discord ids are 17-20 digit snowflakes; engines name seats by them and the presenter puts
# names in their place, so short ids like "1" would turn up inside numbers.
ALICE = Caller(100000000000000001, "Alice", guild_id=10, channel_id=100)
BOB = Caller(100000000000000002, "Bob", guild_id=10, channel_id=100)
CAROL = Caller(100000000000000003, "Carol", guild_id=10, channel_id=100)
MOD = Caller(100000000000000004, "Mod", guild_id=10, channel_id=100, may_manage=True)
A, B = str(ALICE.user_id), str(BOB.user_id)


@pytest.fixture
def toy_game() -> Iterator[None]:
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.id)


@pytest.fixture
async def service(toy_game: None) -> AsyncIterator[TableService]:
    repo = await open_memory()
    names = NameBook()
    for caller in (ALICE, BOB, CAROL, MOD):
        names.remember(caller.user_id, caller.name)
    yield TableService(repo, front_ends(), names, itertools.count(7))
    await repo.close()
