"""A table's settings as typed models over the JSON storage keeps: tables stored before the
models load as they are, and what the service writes has the shape it always had."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from bot.table_settings import TableSettings
from storage.models import Table, TableStatus

# A table's options exactly as the service stored them before the models (a game in a thread
# opened from its lobby message), with a key an engine reads for itself.
STORED = {
    "seats": 3,
    "random_order": True,
    "ai_level": "hard",
    "turn_minutes": 60,
    "at_timeout": "take",
    "auto": False,
    "rated": True,
    "language": "hu",
    "lobby_channel": 100,
    "rounds": 3,
}


def table(options: dict[str, Any]) -> Table:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    return Table(1, 10, 200, "pebbles", TableStatus.ACTIVE, 1, (), options, 7, now, now)


def test_settings_stored_before_the_models_load_as_they_are() -> None:
    settings = TableSettings.of(table(STORED))
    assert (settings.seats, settings.random_order, settings.ai_level) == (3, True, "hard")
    assert (settings.turn_minutes, settings.at_timeout, settings.auto) == (60, "take", False)
    assert (settings.rated, settings.language, settings.lobby_channel) == (True, "hu", 100)
    # written back, nothing is lost and nothing added: the engine's own key stays too
    assert settings.stored() == STORED


def test_missing_or_odd_settings_read_as_the_service_always_read_them() -> None:
    old = TableSettings.of(table({"seats": 2, "turn_minutes": None}))
    assert (old.turn_minutes, old.at_timeout, old.ai_level, old.auto) == (
        None,
        "play",
        "normal",
        True,
    )
    assert (old.language, old.lobby_channel, old.rated, old.random_order) == (
        None,
        None,
        False,
        False,
    )
    assert old.stored() == {"seats": 2, "turn_minutes": None}
    odd = TableSettings.of(
        table({"turn_minutes": 0, "at_timeout": "later", "language": 3, "lobby_channel": "x"})
    )
    assert (odd.turn_minutes, odd.at_timeout, odd.language, odd.lobby_channel) == (
        None,
        "play",
        None,
        None,
    )
    assert TableSettings.of(table({})).stored() == {}


def test_a_change_keeps_the_other_settings_and_is_stored_as_a_key() -> None:
    changed = TableSettings.of(table(STORED)).changed(turn_minutes=None, language="es-ES")
    assert changed.stored() == STORED | {"turn_minutes": None, "language": "es-ES"}
    assert TableSettings.of(replace(table({}), options=changed.stored())) == changed
