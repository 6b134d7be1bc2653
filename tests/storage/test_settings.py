"""Server settings (defaults for new tables) and personal preferences (turn reminders)."""

from __future__ import annotations

import pytest

from storage.models import GuildSettings
from storage.repository import Repository
from tests.storage.storage_helpers import OpenRepo, exactly


async def test_a_server_that_set_nothing_has_the_defaults(repo: Repository) -> None:
    settings = await repo.settings.guild_settings(1)
    assert settings == GuildSettings()
    assert (settings.turn_minutes, settings.at_timeout, settings.ai_level) == (
        1440,
        "play",
        "normal",
    )


async def test_settings_are_stored_per_server_and_replaced(repo: Repository) -> None:
    fast = GuildSettings(turn_minutes=10, at_timeout="take", ai_level="hard")
    assert await repo.settings.set_guild_settings(1, fast) == fast
    await repo.settings.set_guild_settings(2, GuildSettings(turn_minutes=None))
    assert await repo.settings.guild_settings(1) == fast
    assert await repo.settings.guild_settings(2) == GuildSettings(None, "play", "normal")
    assert await repo.settings.guild_settings(3) == GuildSettings()
    await repo.settings.set_guild_settings(1, GuildSettings(turn_minutes=60))
    assert await repo.settings.guild_settings(1) == GuildSettings(60, "play", "normal")


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"turn_minutes": 0}, "turn_minutes must be a positive number or None, not 0"),
        ({"turn_minutes": True}, "turn_minutes must be a positive number or None, not True"),
        ({"at_timeout": "skip"}, "at_timeout must be 'play' or 'take', not 'skip'"),
        ({"ai_level": ""}, "ai_level must name a level"),
    ],
)
def test_settings_no_table_could_use_are_refused(values: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=exactly(message)):
        GuildSettings(**values)  # type: ignore[arg-type]


async def test_reminders_are_on_until_a_player_turns_them_off(repo: Repository) -> None:
    assert await repo.settings.notify(11) is True
    await repo.settings.set_notify(11, False)
    assert (await repo.settings.notify(11), await repo.settings.notify(12)) == (False, True)
    await repo.settings.set_notify(11, True)
    assert await repo.settings.notify(11) is True


async def test_settings_outlive_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    await repo.settings.set_guild_settings(1, GuildSettings(turn_minutes=None, at_timeout="take"))
    await repo.settings.set_notify(11, False)
    await repo.close()
    again = await open_repo()
    assert await again.settings.guild_settings(1) == GuildSettings(None, "take", "normal")
    assert await again.settings.notify(11) is False
