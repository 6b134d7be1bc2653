"""Issue 34 (6): a process that serves tables for months keeps no memory per table or per click
it has ever seen. 2,000 short tables of Terni Lapilli (a lobby opened and cancelled; every
twentieth a whole game) go through the table service on SQLite, and every container the
service and the repository hold is as large after the 2,000th as after the 200th, or within
the bound it declares (lowered here, so that 2,000 tables overflow it)."""

from __future__ import annotations

import itertools
import time
from collections import deque
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.extensions import front_ends
from bot.names import NameBook
from bot.router import CLICK_TIMES_KEPT, Router
from bot.service import Caller, TableService
from bot.service.outcomes import LobbyChanged, Played, Started
from bot.table_settings import LobbyOptions
from rules import registry
from storage.database_url import open_repository, sqlite_url
from storage.recent import Recent
from storage.repository import Repository
from tests.lapilli.game import MANIFEST

ALICE = Caller(100000000000000001, "Alice", guild_id=10, channel_id=100)
BOB = Caller(100000000000000002, "Bob", guild_id=10, channel_id=100)
WHITE_WINS = ["place:0", "place:3", "place:1", "place:4", "place:2"]
CONTAINERS = (dict, set, frozenset, list, deque)
BOUND = 50  # the bounds of the bounded memos, for this test


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    registry.register(MANIFEST)
    repo = await open_repository(sqlite_url(tmp_path / "t.sqlite3"))
    try:
        yield TableService(repo, front_ends(), NameBook(), itertools.count(7))
    finally:
        await repo.close()
        registry.unregister(MANIFEST.id)


async def short_table(service: TableService) -> None:
    options = LobbyOptions(seats=2, random_order=False, turn=0)
    opened = await service.lobby.open_lobby(ALICE, MANIFEST.id, options)
    assert isinstance(opened, LobbyChanged), opened
    cancelled = await service.lobby.lobby_action(ALICE, opened.table.id, "cancel")
    assert isinstance(cancelled, LobbyChanged), cancelled


async def whole_game(service: TableService, repo: Repository) -> None:
    options = LobbyOptions(seats=2, random_order=False, turn=0)
    opened = await service.lobby.open_lobby(ALICE, MANIFEST.id, options)
    assert isinstance(opened, LobbyChanged), opened
    table_id = opened.table.id
    assert isinstance(await service.lobby.lobby_action(BOB, table_id, "join"), LobbyChanged)
    started = await service.lobby.lobby_action(ALICE, table_id, "start")
    assert isinstance(started, Started), started
    loaded = started.loaded
    for action_id in WHITE_WINS:
        mover = ALICE if loaded.pending == str(ALICE.user_id) else BOB
        played = await service.turns.play(mover, table_id, loaded.version, [action_id])
        assert isinstance(played, Played), played
        loaded = played.loaded
    assert loaded.table.status.value == "finished"
    report = await repo.tables.replay(table_id)
    assert report.matches, report.error


def ours(value: object) -> bool:
    return type(value).__module__.split(".")[0] in ("bot", "storage")


def containers(root: object, path: str = "", seen: set[int] | None = None) -> Iterator[Any]:
    """(path, container) for every container held by our objects reachable from ``root``
    through attributes (a container's elements are not walked: their number is the point)."""
    seen = set() if seen is None else seen
    if id(root) in seen:
        return
    seen.add(id(root))
    fields: dict[str, Any] = dict(getattr(root, "__dict__", {}))
    for cls in type(root).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(root, name):
                fields[name] = getattr(root, name)
    for name, value in fields.items():
        where = f"{path}.{name}"
        if isinstance(value, CONTAINERS) and not isinstance(value, str | bytes):
            yield where, value
        elif ours(value):
            yield from containers(value, where, seen)


def sizes(*roots: object) -> dict[str, int]:
    found: dict[str, int] = {}
    for index, root in enumerate(roots):
        for path, value in containers(root, f"root{index}"):
            found[path] = len(value)
    return found


def _lower(root: object, seen: set[int]) -> None:
    if id(root) in seen:
        return
    seen.add(id(root))
    for value in vars(root).values() if hasattr(root, "__dict__") else ():
        if isinstance(value, Recent):
            value.size = BOUND
        elif ours(value):
            _lower(value, seen)


async def test_two_thousand_tables_leave_the_memory_flat(service: TableService) -> None:
    repo = service.ctx.repo
    _lower(service, set())
    _lower(repo, set())
    started = time.perf_counter()
    first: dict[str, int] = {}
    for number in range(1, 2001):
        if number % 20 == 0:
            await whole_game(service, repo)
        else:
            await short_table(service)
        if number == 200:
            first = sizes(service, repo)
    last = sizes(service, repo)
    print(f"\n2,000 tables in {time.perf_counter() - started:.1f} s")
    assert first.keys() == last.keys()
    grown = {path: (first[path], n) for path, n in last.items() if n > max(first[path], BOUND)}
    assert grown == {}, f"grew from the 200th table to the 2,000th: {grown}"
    assert any(n == BOUND for n in last.values()), "a bounded memo was filled"


def test_the_router_keeps_a_rolling_window_of_click_times() -> None:
    # a click's two timings go to windows of the latest clicks, not to lists of every click
    router = Router.__new__(Router)
    Router.__init__(router, service=None, presenter=None, delivery=None, outbox=None)  # type: ignore[arg-type]
    for times in (router.ack_times, router.update_times):
        assert isinstance(times, deque) and times.maxlen == CLICK_TIMES_KEPT
        times.extend(float(n) for n in range(CLICK_TIMES_KEPT + 500))
        assert len(times) == CLICK_TIMES_KEPT and times[0] == 500.0
