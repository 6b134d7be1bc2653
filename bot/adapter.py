"""What the shared table machinery needs to know about one game, beyond the engine contract.

A game cog is its slash command group (built by ``bot.commands``) plus one of these.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rules.core import Action, Engine


class GameAdapter:
    """Defaults that suit any game; a game overrides what it can say better."""

    engine: Engine[Any]
    command: str  # the slash command group, e.g. "builders"
    rules_text: str
    # action verb (the id up to the first ":") -> title of the select menu that gathers them;
    # verbs not listed become buttons.
    select_groups: ClassVar[Mapping[str, str]] = {}
    # verbs shown as grey buttons (e.g. "end"), the others are blue
    quiet_verbs: ClassVar[frozenset[str]] = frozenset({"end"})

    def render_board(self, state: Any, names: Mapping[str, str]) -> bytes:
        raise NotImplementedError

    def private_summary(self, state: Any, seat: str, names: Mapping[str, str]) -> str:
        """What only ``seat`` should read (sent by DM): by default the engine's text view."""
        return self.engine.describe(state, seat)

    def status_lines(self, state: Any, names: Mapping[str, str]) -> list[str]:
        """A line per player for the board message's embed."""
        return [names.get(seat, seat) for seat in self.engine.view(state, None).get("seats", [])]

    def prompt(self, state: Any, names: Mapping[str, str]) -> str:
        """What the pending player is asked to do now."""
        seat = self.engine.pending(state)
        return "" if seat is None else f"{names.get(seat, seat)}, choose an action."

    def action_label(self, action: Action, names: Mapping[str, str]) -> str:
        return action.label
