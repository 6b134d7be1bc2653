"""The table service: lobby, start, play, undo, abort and AI turns, with no Discord in it.

It takes commands (who, which table, which action, which version) and answers typed outcomes
(:mod:`bot.service.outcomes`): what changed, and the effects Discord must show for it. The
Discord side (``bot.router``, ``bot.delivery``) only turns those into messages.
"""

from bot.service.outcomes import Caller
from bot.service.service import TableService

__all__ = ["Caller", "TableService"]
