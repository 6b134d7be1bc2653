"""Which version of its table a board message shows, and a watch on every edit that takes a
board back to an older one (two processes' edits landing out of order)."""

from __future__ import annotations

from typing import Any

from bot.custom_ids import ActionId, parse
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message


def shown_version(message: Message) -> int | None:
    """The version of its table whose actions a board message offers (None: it offers none)."""
    for item in message.items():
        parsed = parse(str(item.get("custom_id", "")))
        if isinstance(parsed, ActionId):
            return parsed.version
    return None


def watch_steps_back(fake: FakeDiscord) -> list[str]:
    """From now on, every edit of ``fake``'s messages that shows an older version of a table
    than the message showed before is listed in the returned list."""
    backward: list[str] = []
    edit = fake.store.edit_message

    def watched(message: Message, payload: Any, files: Any, **options: Any) -> None:
        before = shown_version(message)
        edit(message, payload, files, **options)
        after = shown_version(message)
        if before is not None and after is not None and after < before:
            backward.append(f"board {message.id} went from version {before} to {after}")

    fake.store.edit_message = watched  # type: ignore[method-assign]
    return backward
