"""What the shared table machinery needs to know about one game, beyond the engine contract.

A game's Discord side is its cog (a ``GroupCog``, ``cogs.game_cog``) plus one of these.
An adapter never sees a game's state: every method reads a *view* (``engine.view_model(state,
seat)``), the public one (seat None) for what the channel sees, a seat's own for what only
that player sees. Hidden information is stripped once, in the engine, and cannot leak here.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, is_dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from bot.i18n.languages import ENGLISH
from bot.i18n.text import Text
from rules.core import Action, Engine
from rules.words import Words


class TableView(Protocol):
    """What every game's view has: who it is for, and who must decide now."""

    @property
    def viewer(self) -> str | None: ...

    @property
    def pending(self) -> str | None: ...


V = TypeVar("V", bound=TableView)


@dataclass(frozen=True, slots=True)
class Offer:
    """A choice the reader may make now, as a board button offers it: its id (steps folded
    into one click joined by "+", ``bot.service.offers``) and its label in the reader's
    language."""

    id: str
    label: str


class GameAdapter(ABC, Generic[V]):
    """Defaults that suit any game; a game overrides what it can say better."""

    engine: Engine[Any]
    command: str  # the slash command group, e.g. "builders"
    rules_text: str
    # What every abbreviation in the game's images and buttons means (a second message after
    # the rules: each fits Discord's 2000 characters, the two together do not).
    rules_legend: ClassVar[str] = ""
    # action verb (the id up to the first ":") -> title of the select menu that gathers them;
    # verbs not listed become buttons.
    select_groups: ClassVar[Mapping[str, str]] = {}
    # verbs shown as grey buttons (e.g. "end"), the others are blue
    quiet_verbs: ClassVar[frozenset[str]] = frozenset({"end"})
    # Decisions folded into the click before them: the verb of that click -> the verbs of the
    # decision that follows it. The board offers such a click once per option of the decision
    # (bot/service/offers.py), so a real choice that always follows another costs no click of
    # its own (Aqua Romana: the tile, then whether to close an aqueduct).
    folds: ClassVar[Mapping[str, frozenset[str]]] = {}
    # The button under the board that opens a private choice (see private_choice).
    private_button_label: ClassVar[str] = Text("bot-choose-privately")

    @abstractmethod
    def render_board(self, view: V, names: Mapping[str, str], locale: str = ENGLISH) -> bytes:
        """The board as a spectator sees it (the public view), PNG bytes; its words in
        ``locale`` (the table's language)."""

    def render_turn(
        self,
        view: V,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        marked: frozenset[str] = frozenset(),
    ) -> bytes | None:
        """The image made for the chat for the decision at hand (PNG bytes, from the public
        view): at most 1200 px wide, no taller than wide, every text readable when Discord
        shows it 550 px wide (tests/cogs/test_readable.py); the things ``marked`` (what
        ``changes`` named) highlighted. None: the game has none yet, and the board message
        shows ``render_board``."""
        return None

    def web_board(
        self,
        view: V,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        offered: Sequence[Offer] = (),
        marked: frozenset[str] = frozenset(),
    ) -> str | None:
        """The board as an ``<svg>`` element for the table's web page (``cogs.svg``), from
        ``view``: the public one for a spectator, the seat's own for its player, who then sees
        their hand too. Each thing on the board that plays one of ``offered`` is
        ``cogs.svg.clickable``; the page offers as buttons the choices no element plays. The
        things ``marked`` highlighted as in ``render_turn``. Readable at 360 px wide (text at
        least 14 px high there). None: the page shows the board message's picture."""
        return None

    def changes(self, before: V, after: V) -> frozenset[str]:
        """What the last move changed, from the public view before it and after it: the names
        of the things ``render_turn`` highlights (the caller passes them back, as python-chess's
        ``lastmove``; a game that draws no highlight names none)."""
        return frozenset()

    @property
    def has_turn_image(self) -> bool:
        return type(self).render_turn is not GameAdapter.render_turn

    def private_summary(self, view: V, names: Mapping[str, str]) -> str:
        """What only ``view.viewer`` should read (sent by DM), from that seat's own view."""
        data = asdict(view) if is_dataclass(view) and not isinstance(view, type) else view
        return json.dumps(data, indent=2, ensure_ascii=False, default=str)

    def private_choice(self, view: V) -> bool:
        """Whether the pending decision's options would show hidden information (the cards
        in a hand): then it is made from the player's DM or a private panel, never in the
        channel. Asked with the public view."""
        return False

    def number_choice(self, view: V, actions: Sequence[Action]) -> tuple[str, int, int] | None:
        """When the pending decision is a number that may not fit one menu of 25 options:
        (the question, lowest, highest); the board then offers a modal to type it. Asked with
        the pending seat's view and its legal actions."""
        return None

    def number_actions(self, view: V, number: int) -> list[str]:
        """The action ids that choose ``number`` (it may take several steps); asked only when
        number_choice offered a number, with the same view."""
        raise TypeError(f"{type(self).__name__} offers no number to type")

    def confirm(self, view: V, action: Action) -> str | None:
        """A question to ask before ``action`` is played, for a choice that costs more than
        it seems or that undo cannot take back (it reveals a card): the player confirms or
        cancels it. None: it is played at once. Asked with the pending seat's own view."""
        return None

    @property
    def asks_first(self) -> bool:
        return type(self).confirm is not GameAdapter.confirm

    def private_image(
        self, view: V, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes | None:
        """A picture of what only ``view.viewer`` sees (a hand), sent with the summary; its
        words in ``locale`` (the reader's language)."""
        return None

    def status_lines(self, view: V, names: Mapping[str, str]) -> list[str]:
        """A line per player for the board message (from the public view)."""
        return []

    def prompt(self, view: V, names: Mapping[str, str]) -> str:
        """What the pending player is asked to do now (from the public view)."""
        seat = view.pending
        return "" if seat is None else Text("bot-player-chooses", player=names.get(seat, seat))

    def final_score(self, details: Mapping[str, Any], locale: str = ENGLISH) -> str | None:
        """How one seat's final score was made, in sentences for a reader of ``locale``, from
        the engine's result details for that seat. None: the board lists the parts as the
        engine names them (a game without words of its own)."""
        return None

    def fold_label(self, view: V, lead: Action, then: Action) -> str:
        """The words of ``lead`` followed by ``then`` as one choice (see ``folds``), from the
        public view of ``lead``'s decision; a game says it better in words of its own."""
        return Text("bot-choice-then", first=lead.label, then=then.label)

    def action_label(self, action: Action, names: Mapping[str, str]) -> str:
        """The button's words; the presenter renders them in the reader's language, then puts
        names in place of seat ids (doing that here would lose the words' key)."""
        return action.label


def with_names(text: str, names: Mapping[str, str]) -> str:
    """Engines speak of seats by their ids (Discord user ids here); players read names."""
    for seat, name in names.items():
        if seat in text:
            text = text.replace(seat, name)
    return text


def named(value: str, names: Mapping[str, str]) -> str:
    """``value`` with names in place of seat ids, keeping an engine's ``Words`` (or a
    ``Text``) a message the reader's language can still say: the ids are replaced in its
    arguments, not in one language's sentence."""
    if isinstance(value, Words):
        args = {k: _named_arg(v, names) for k, v in value.args.items()}
        return Words(with_names(str(value), names), value.key, **args)
    if isinstance(value, Text):
        return Text(value.key, **{k: _named_arg(v, names) for k, v in value.args.items()})
    return with_names(value, names)


def _named_arg(value: Any, names: Mapping[str, str]) -> Any:
    if isinstance(value, str):
        return named(value, names)
    if isinstance(value, tuple):
        return tuple(_named_arg(item, names) for item in value)
    return value
