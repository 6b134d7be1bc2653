"""A language chosen with ``/tabula language`` through one process (shard) counts at once in
every other: two table services over one SQLite file, as two bot processes, each reading the
person's choice from the database as their interaction arrives, and for a DM sent unasked."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.dm_sync import DmSync
from bot.extensions import front_ends
from bot.names import NameBook
from bot.presenter import Presenter
from bot.readers import chose_language, dm_language, read_language, reader_locale
from bot.service import Caller, TableService
from bot.shards import shares_tables
from storage.models import Table
from storage.sqlite import open_sqlite

ANNA = Caller(200000000000000001, "Anna", 10, 100, locale="hu", guild_locale="hu")


@pytest.fixture
async def processes(tmp_path: Path) -> AsyncIterator[tuple[TableService, TableService]]:
    path = tmp_path / "tabula.sqlite3"
    first = await open_sqlite(path, exclusive=False)
    second = await open_sqlite(path, exclusive=False)
    services = tuple(
        TableService(repo, front_ends(), NameBook(), itertools.count(7)) for repo in (first, second)
    )
    for service in services:
        await service.accounts.load_languages()  # as each process does at start
    yield services[0], services[1]
    await first.close()
    await second.close()


def interaction(
    service: TableService, discord_locale: str = "hu", alone: bool = False
) -> discord.Interaction:
    """A new interaction of Anna's reaching ``service``'s process: one of two (shard 0 of 2),
    or (``alone``) the only one."""
    shards = {} if alone else {"shard_ids": (0,), "shard_count": 2}
    client = SimpleNamespace(router=SimpleNamespace(service=service), **shards)
    return cast(
        discord.Interaction,
        SimpleNamespace(
            client=client,
            user=SimpleNamespace(id=ANNA.user_id),
            locale=discord.Locale(discord_locale),
            extras={},
        ),
    )


async def arriving(service: TableService) -> discord.Interaction:
    asked = interaction(service)
    await read_language(asked)
    return asked


async def test_a_choice_made_in_one_process_counts_at_once_in_the_other(
    processes: tuple[TableService, TableService],
) -> None:
    first, second = processes
    assert reader_locale(await arriving(second)) == "hu"
    await first.accounts.set_language(ANNA, "es-ES")
    # the other process answers her next click in Spanish, with no restart
    assert reader_locale(await arriving(second)) == "es-ES"
    # back to her Discord's language, chosen through the second process this time
    await second.accounts.set_language(ANNA, None)
    assert reader_locale(await arriving(first)) == "hu"
    assert reader_locale(await arriving(second)) == "hu"


async def test_the_answer_to_a_choice_follows_it_in_the_same_interaction(
    processes: tuple[TableService, TableService],
) -> None:
    first, _ = processes
    asked = await arriving(first)
    await first.accounts.set_language(ANNA, "en-US")
    chose_language(asked, "en-US")
    assert reader_locale(asked) == "en-US"
    chose_language(asked, None)
    assert reader_locale(asked) == "hu"


async def test_an_interaction_reads_the_database_once(
    processes: tuple[TableService, TableService],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first, second = processes
    await first.accounts.set_language(ANNA, "es-ES")
    reads: list[int] = []
    stored = second.ctx.repo.settings.language

    async def counted(user_id: int) -> str | None:
        reads.append(user_id)
        return await stored(user_id)

    monkeypatch.setattr(second.ctx.repo.settings, "language", counted)
    monkeypatch.setattr(first.ctx.repo.settings, "language", counted)
    asked = await arriving(second)
    assert [reader_locale(asked) for _ in range(5)] == ["es-ES"] * 5
    assert reads == [ANNA.user_id]
    # a process alone made every choice itself (its memory has it): it reads none
    alone = interaction(first, alone=True)
    await read_language(alone)
    assert reader_locale(alone) == "es-ES"
    assert reads == [ANNA.user_id]


def a_table(**options: Any) -> Table:
    return cast(Table, SimpleNamespace(guild_id=10, options=options))


async def test_a_dm_sent_unasked_reads_the_choice_made_elsewhere(
    processes: tuple[TableService, TableService],
) -> None:
    first, second = processes
    client = cast(
        discord.Client,
        SimpleNamespace(get_guild=lambda guild_id: SimpleNamespace(preferred_locale="hu")),
    )
    # the second process last heard her Discord say Hungarian
    second.accounts.languages[ANNA.user_id] = "hu"
    await first.accounts.set_language(ANNA, "es-ES")
    dm = await dm_language(
        client, second.ctx.repo, second.accounts.languages, ANNA.user_id, a_table()
    )
    assert dm == "es-ES"
    await first.accounts.set_language(ANNA, None)
    dm = await dm_language(
        client, second.ctx.repo, second.accounts.languages, ANNA.user_id, a_table()
    )
    assert dm == "hu"
    # someone the process never heard from, with no choice: the table's language
    stranger = await dm_language(client, second.ctx.repo, {}, 7, a_table(language="es-ES"))
    assert stranger == "es-ES"


@pytest.mark.parametrize("shards", [(None, None), ((0,), 2)])
async def test_the_dm_sync_reads_the_choice_when_other_processes_serve_the_other_shards(
    processes: tuple[TableService, TableService], shards: tuple[tuple[int, ...] | None, int | None]
) -> None:
    first, second = processes
    ids, count = shards
    client = cast(
        discord.Client,
        SimpleNamespace(
            get_guild=lambda guild_id: SimpleNamespace(preferred_locale="hu"),
            shard_ids=ids,
            shard_count=count,
        ),
    )
    sync = DmSync(client, cast(Presenter, SimpleNamespace(service=second)))
    second.accounts.languages[ANNA.user_id] = "hu"
    await first.accounts.set_language(ANNA, "es-ES")
    # alone, a process knows every choice (made through itself); beside others, it reads them
    expected = "hu" if ids is None else "es-ES"
    assert shares_tables(client) is (ids is not None)
    assert await sync.language(a_table(), ANNA.user_id) == expected
