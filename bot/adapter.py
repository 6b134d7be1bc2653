"""What the shared table machinery needs to know about one game, beyond the engine contract.

A game cog is its slash command group (built by ``bot.commands``) plus one of these.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

from rules.core import Action, Engine


class GameAdapter(ABC):
    """Defaults that suit any game; a game overrides what it can say better."""

    engine: Engine[Any]
    command: str  # the slash command group, e.g. "builders"
    rules_text: str
    # action verb (the id up to the first ":") -> title of the select menu that gathers them;
    # verbs not listed become buttons.
    select_groups: ClassVar[Mapping[str, str]] = {}
    # verbs shown as grey buttons (e.g. "end"), the others are blue
    quiet_verbs: ClassVar[frozenset[str]] = frozenset({"end"})
    # The button under the board that opens a private choice (see private_choice).
    private_button_label: ClassVar[str] = "Choose privately"

    @abstractmethod
    def render_board(self, state: Any, names: Mapping[str, str]) -> bytes:
        """The board as a spectator sees it, PNG bytes."""

    def private_summary(self, state: Any, seat: str, names: Mapping[str, str]) -> str:
        """What only ``seat`` should read (sent by DM): by default the engine's text view."""
        return self.engine.describe(state, seat)

    def private_choice(self, state: Any) -> bool:
        """Whether the pending decision's options would show hidden information (the cards
        in a hand): then it is made from the player's DM or a private panel, never in the
        channel."""
        return False

    def number_choice(self, state: Any) -> tuple[str, int, int] | None:
        """When the pending decision is a number that may not fit one menu of 25 options:
        (the question, lowest, highest); the board then offers a modal to type it."""
        return None

    def number_actions(self, state: Any, number: int) -> list[str]:
        """The action ids that choose ``number`` (it may take several steps); asked only when
        number_choice offered a number."""
        raise TypeError(f"{type(self).__name__} offers no number to type")

    def private_draws(self, state: Any, seat: str) -> str | None:
        """A key that changes whenever ``seat`` draws cards: then the player gets a new DM
        (a new hand is worth a notification); otherwise their DM is edited. None: always edit."""
        return None

    def private_image(self, state: Any, seat: str, names: Mapping[str, str]) -> bytes | None:
        """A picture of what only ``seat`` sees (a hand), sent with the private summary."""
        return None

    def status_lines(self, state: Any, names: Mapping[str, str]) -> list[str]:
        """A line per player for the board message's embed."""
        return [names.get(seat, seat) for seat in self.engine.view(state, None).get("seats", [])]

    def prompt(self, state: Any, names: Mapping[str, str]) -> str:
        """What the pending player is asked to do now."""
        seat = self.engine.pending(state)
        return "" if seat is None else f"{names.get(seat, seat)}, choose an action."

    def action_label(self, action: Action, names: Mapping[str, str]) -> str:
        return with_names(action.label, names)


def with_names(text: str, names: Mapping[str, str]) -> str:
    """Engines speak of seats by their ids (Discord user ids here); players read names."""
    for seat, name in names.items():
        if seat in text:
            text = text.replace(seat, name)
    return text
