"""Logging handlers that collect ERROR records into a FakeDiscord: discord.py's (exceptions
in command and view callbacks, which a player only sees as "interaction failed") and the
bot's own loggers'. The tests report them; the sandbox page shows them as warnings."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.localdiscord.server import FakeDiscord

# The bot's own loggers whose ERROR records land in `fake.bot_errors`.
BOT_LOGGERS = ("bot", "cogs", "storage")


def _text(record: logging.LogRecord) -> str:
    text = record.getMessage()
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        text += f": {type(error).__name__}: {error}"
    return text


class ClientErrorLog(logging.Handler):
    """discord.py's ERROR records, into `fake.client_errors`."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(logging.ERROR)
        self.fake = fake

    def emit(self, record: logging.LogRecord) -> None:
        self.fake.client_errors.append(_text(record))
        self.fake.touch()


class BotErrorLog(logging.Handler):
    """The bot's own ERROR records ("bot.delivery: ..."), into `fake.bot_errors`: reported,
    not a failure by themselves (the bot logs some faults on purpose)."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(logging.ERROR)
        self.fake = fake

    def emit(self, record: logging.LogRecord) -> None:
        self.fake.bot_errors.append(f"{record.name}: {_text(record)}")
        self.fake.touch()


@contextmanager
def collecting_errors(fake: FakeDiscord) -> Iterator[None]:
    """While it lasts, ERROR records reach `fake` (once per fake and logger, also when
    several clients run against it at once)."""
    collectors: list[tuple[logging.Logger, logging.Handler]] = [
        (logging.getLogger("discord"), ClientErrorLog(fake)),
        *((logging.getLogger(name), BotErrorLog(fake)) for name in BOT_LOGGERS),
    ]
    mine = [
        (logger, handler)
        for logger, handler in collectors
        if not any(
            type(h) is type(handler) and getattr(h, "fake", None) is fake for h in logger.handlers
        )
    ]
    for logger, handler in mine:
        logger.addHandler(handler)
    try:
        yield
    finally:
        for logger, handler in mine:
            logger.removeHandler(handler)
