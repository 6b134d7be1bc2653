"""Issue 34 (10): the DEBUG log of a played table holds no interaction token (a credential for
15 minutes, as the bot token is for ever), only where one was."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.localdiscord.server import FakeDiscord
from bot.log_redaction import REDACTED, redact
from tests.discord.bot_helpers import settle
from tests.discord.faults import action, builders_table, log_matches_snapshot


async def test_the_debug_log_holds_no_interaction_token(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    for name in ("discord", "bot", "cogs", "storage"):
        caplog.set_level(logging.DEBUG, logger=name)
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        for _ in range(2):
            actor = await table.to_move()
            board = await table.playable()
            await actor.click(board, action(board, "end"))
            await settle(table.bot)
        await fake.reply(await actor.slash("builders hand"))
        await log_matches_snapshot(table)
    tokens = list(fake.interactions_by_token)
    assert len(tokens) >= 5  # the lobby's, two clicks', a command's: all were logged
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert logged.count(REDACTED) >= len(tokens)
    assert [t for t in tokens if t in logged] == []
    assert "fake-token" not in logged  # the bot token, as ever
    fake.assert_clean()


def test_the_places_a_token_is_logged() -> None:
    assert redact("POST http://x/api/v10/interactions/123/aW50ZXJh-Y3_Rpb24/callback with") == (
        f"POST http://x/api/v10/interactions/123/{REDACTED}/callback with"
    )
    assert redact("PATCH https://discord.com/api/v10/webhooks/42/tok.en:x/messages/@original") == (
        f"PATCH https://discord.com/api/v10/webhooks/42/{REDACTED}/messages/@original"
    )
    assert redact("""{'id': '1', 'token': 'secret', "token" : "other"}""") == (
        f"""{{'id': '1', 'token': '{REDACTED}', "token" : "{REDACTED}"}}"""
    )
    assert redact("no token here: /channels/1/messages") == "no token here: /channels/1/messages"
