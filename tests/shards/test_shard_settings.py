"""Which shards a process holds: `tabula run --shards 0-3 --shard-count 8`, or SHARD_IDS and
SHARD_COUNT; only the process holding shard 0 syncs the slash commands."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.bot import create_bot
from bot.cli import main
from bot.settings import Settings
from bot.shards import parse_shards


def test_shard_ids_are_ranges_and_lists() -> None:
    assert parse_shards("0-3") == (0, 1, 2, 3)
    assert parse_shards("5, 0,2") == (0, 2, 5)
    assert parse_shards("0-1,4,1") == (0, 1, 4)
    for wrong in ("3-1", "x", "-1", "1-", ""):
        with pytest.raises(ValueError, match="is not a shard id or a range like 0-3"):
            parse_shards(wrong)


def test_a_process_holds_some_shards_of_the_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHARD_IDS", "4-7")
    monkeypatch.setenv("SHARD_COUNT", "8")
    settings = Settings(_env_file=None)
    assert (settings.shards, settings.shard_count) == ((4, 5, 6, 7), 8)
    assert not settings.syncs_commands
    assert Settings(_env_file=None, shard_ids="0-3", shard_count=8).syncs_commands
    monkeypatch.delenv("SHARD_IDS")
    monkeypatch.delenv("SHARD_COUNT")
    every = Settings(_env_file=None)
    assert (every.shards, every.shard_count, every.syncs_commands) == (None, None, True)


def test_shards_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(ValidationError, match="SHARD_IDS needs SHARD_COUNT"):
        Settings(_env_file=None, shard_ids="0")
    with pytest.raises(ValidationError, match="shard 8 does not exist: SHARD_COUNT is 8"):
        Settings(_env_file=None, shard_ids="6-9", shard_count=8)
    with pytest.raises(ValidationError, match="greater than or equal to 1"):
        Settings(_env_file=None, shard_count=0)


def test_the_bot_runs_the_shards_it_is_given() -> None:
    settings = Settings(_env_file=None, discord_token="t", shard_ids="0-3", shard_count=8)
    bot = create_bot(settings)
    assert (bot.shard_ids, bot.shard_count) == ([0, 1, 2, 3], 8)
    every = create_bot(Settings(_env_file=None, discord_token="t"))
    # discord.py asks Discord how many shards to run
    assert every.shard_ids is None
    assert every.shard_count is None


def test_tabula_run_says_what_is_wrong_with_its_shards(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")
    monkeypatch.delenv("SHARD_IDS", raising=False)
    assert main(["run", "--shards", "3-9", "--shard-count", "8"]) == 2
    assert capsys.readouterr().err == "shard 8 does not exist: SHARD_COUNT is 8\n"
    # the command line wins over the environment
    monkeypatch.setenv("SHARD_COUNT", "16")
    assert main(["run", "--shards", "2", "--shard-count", "2"]) == 2
    assert capsys.readouterr().err == "shard 2 does not exist: SHARD_COUNT is 2\n"
