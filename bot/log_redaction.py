"""Interaction tokens kept out of the log (issue 34, point 10).

An interaction's token answers it, edits its messages and sends followups for 15 minutes: a
credential, like the bot token. discord.py never logs the bot token (it travels only in the
Authorization header and the IDENTIFY payload, neither logged), but at DEBUG it logs the
interaction tokens: in the URLs it calls (``/interactions/<id>/<token>/callback``,
``/webhooks/<application>/<token>/...``) and in every gateway event it receives
(INTERACTION_CREATE carries ``"token"``). ``install`` puts ``TokenRedaction`` on discord.py's
loggers (a logger's filter sees each record it makes before any handler does) and on the root
logger's handlers (what other libraries log, as ``tabula run`` configures them).
"""

from __future__ import annotations

import logging
import re

REDACTED = "[redacted]"

_TOKENS = (
    re.compile(r"(/interactions/\d+/)[^/\s'\"?#]+"),
    re.compile(r"(/webhooks/\d+/)[^/\s'\"?#]+"),
    re.compile(r"""(['"]token['"]\s*:\s*['"])[^'"]+"""),
)


def redact(text: str) -> str:
    for pattern in _TOKENS:
        text = pattern.sub(rf"\g<1>{REDACTED}", text)
    return text


class TokenRedaction(logging.Filter):
    """Rewrites a record whose message holds an interaction token; drops none."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        redacted = redact(message)
        if redacted != message:
            record.msg, record.args = redacted, ()
        return True


_FILTER = TokenRedaction()


def install() -> None:
    """On discord.py's loggers (every module's, once imported) and the root logger's handlers;
    idempotent."""
    import discord  # noqa: F401  (its modules create their loggers as they are imported)

    names = [
        n for n in logging.root.manager.loggerDict if n == "discord" or n.startswith("discord.")
    ]
    targets: list[logging.Filterer] = [logging.getLogger(n) for n in ["discord", *names]]
    targets += logging.root.handlers
    for target in targets:
        if _FILTER not in target.filters:
            target.addFilter(_FILTER)
