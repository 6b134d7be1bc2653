"""A fourth game is one package and one line: Pebbles (tests/toy), added through its manifest,
gets the contract tests, the CLI and a working Discord command group."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from bot import cli
from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from rules import registry
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle, start_table
from tests.discord.harness import run_client
from tests.rules import test_contract
from tests.toy import MANIFEST


@pytest.fixture
def pebbles() -> Iterator[str]:
    registry.register(MANIFEST)
    yield MANIFEST.id
    registry.unregister(MANIFEST.id)


def test_the_contract_holds_for_a_game_added_by_its_manifest(pebbles: str) -> None:
    assert pebbles in registry.games()
    for players in (2, 3):
        test_contract.test_random_playouts_keep_the_contract(pebbles, players)
    test_contract.test_running_game_has_no_result_and_sizes_are_checked(pebbles)
    test_contract.test_same_seed_same_game_and_seeds_differ(pebbles)


def test_the_cli_lists_simulates_and_draws_it(pebbles: str, tmp_path: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.main(["games"]) == 0
        assert cli.main(["simulate", pebbles, "--players", "3", "--games", "2"]) == 0
        image = tmp_path / "pebbles.png"
        assert cli.main(["render", pebbles, "--steps", "4", "--out", str(image)]) == 0
    lines = out.getvalue().splitlines()
    assert "pebbles\tPebbles (2–3 players)" in lines
    assert [line.split(":")[0] for line in lines if line.startswith("seed ")] == [
        "seed 1",
        "seed 2",
    ]
    assert image.read_bytes().startswith(b"\x89PNG")


async def test_it_gets_a_discord_command_group_that_plays_to_the_end(
    pebbles: str, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([5]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        synced = {c["name"]: c for c in fake.global_commands or []}
        assert [o["name"] for o in synced["pebbles"]["options"]] == [
            "new",
            "board",
            "log",
            "hand",
            "undo",
            "abort",
            "hint",
            "resign",
            "leave",
            "join",
            "replace",
            "rules",
            "replay",
        ]
        _, table = await start_table(
            fake, running, "pebbles", alice, [bob], seats=2, random_order=False
        )
        people = {str(alice.id): alice, str(bob.id): bob}
        while (loaded := await bot.repo.tables.load(table.id)).pending is not None:
            actor = people[loaded.pending]
            board = latest_board(actor, "general")
            offered = sorted(choices(board))
            pick = "pass" if offered == ["pass"] else offered[-1]
            await actor.click(board, choices(board)[pick].custom_id)
            await settle(bot)
        assert "**Game over.** Winner: Alice" in fake.transcript()
        assert (await bot.repo.tables.replay(table.id)).matches
