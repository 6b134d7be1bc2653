"""The fake Discord of the load benchmarks (bench/bot_load.py, bench/processes.py), waking
only the users of a channel when something in it changes, and counting the images the bot
sent."""

from __future__ import annotations

import asyncio
from typing import Any

import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)

from bot.localdiscord.messages import MessageStore
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Message
from bot.localdiscord.wire import UploadedFile


class BenchMessages(MessageStore):
    """The message store, telling the bench's fake of every message the bot sends or edits."""

    def __init__(self, fake: BenchDiscord) -> None:
        super().__init__(fake)
        self.fake = fake

    def create_message(
        self, channel: Channel, payload: Any, files: list[UploadedFile], **options: Any
    ) -> Message:
        message = super().create_message(channel, payload, files, **options)
        self.fake.sent_files(files)
        self.fake.channel_changed(channel.id)
        return message

    def edit_message(
        self, message: Message, payload: Any, files: list[UploadedFile], **options: Any
    ) -> None:
        super().edit_message(message, payload, files, **options)
        self.fake.sent_files(files)
        self.fake.edited_at[message.id] = self.fake.clock()
        self.fake.channel_changed(message.channel_id)


class BenchDiscord(FakeDiscord):
    """The fake Discord, waking only the users of a channel when something in it changes:
    ``fake.wait_until`` re-checks every waiter on every change, too much for 200 tables."""

    def __init__(self) -> None:
        self.changes: dict[int, asyncio.Event] = {}
        self.edited_at: dict[int, float] = {}  # message id: when last edited (fake's clock)
        self.image_bytes: list[int] = []  # the size of every file the bot sent, in order
        self.image_hashes: set[int] = set()  # and their contents' hashes: how many differ
        super().__init__()
        self.store = BenchMessages(self)

    def sent_files(self, files: list[UploadedFile]) -> None:
        self.image_bytes += [len(f.data) for f in files]
        self.image_hashes.update(hash(f.data) for f in files)

    def change_in(self, channel: Channel) -> asyncio.Event:
        """Set at the next change in ``channel``: take it before looking, so none slips by."""
        return self.changes.setdefault(channel.id, asyncio.Event())

    def channel_changed(self, channel_id: int) -> None:
        event = self.changes.pop(channel_id, None)
        if event is not None:
            event.set()
