"""The custom_id of every component the bot sends, and its strict parser.

A custom_id says everything a click needs, so a button keeps working after a restart with no
view registered for it (the bot routes clicks in ``on_interaction``):

    t:a:<table>:<version>:<action id>   an action button of a board drawn at <version>
    t:s:<table>:<version>:<n>           an action select menu (the action id is the value)
    t:h:<table>:<version>               opens the pending player's private choice (a hand)
    t:n:<table>:<version>               opens a modal to type an exact number
    t:m:<table>:<version>               that modal, submitted
    t:l:<table>:<verb>                  a lobby button or menu (join, leave, ai, start, cancel,
                                        clock, timeout, language), and the Rematch and Replay
                                        buttons
                                        under a finished game's board
    t:x:<table>:<verb>                  the abort confirmation (yes, no)
    t:q:<table>:<seat>:<user>:<y|n>     the host's answer to a user who asks for a free seat
    t:f:<table>                         shows the full board privately (beside a turn image)
    t:w:<table>                         answers privately with the table's web page and, for a
                                        seated player, their own page to play from
    t:c:<table>:<version>:<action id>   confirms an action that asked first (costly or
                                        irreversible), for the board drawn at <version>
    t:k:<table>:<version>               cancels it

Discord caps a custom_id at 100 characters; action ids are at most 60.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "t:"
MAX_LENGTH = 100
LOBBY_VERBS = (
    "join",
    "leave",
    "ai",
    "start",
    "cancel",
    "rematch",
    "replay",
    "clock",
    "timeout",
    "language",
)
ABORT_VERBS = ("yes", "no")

_ACTION = re.compile(r"t:a:(\d{1,18}):(\d{1,9}):([\x21-\x7e]{1,60})")
_SELECT = re.compile(r"t:s:(\d{1,18}):(\d{1,9}):(\d{1,2})")
_PANEL = re.compile(r"t:([hnm]):(\d{1,18}):(\d{1,9})")
_PANEL_KINDS = {"h": "panel", "n": "number", "m": "number-submit"}
_LOBBY = re.compile(rf"t:l:(\d{{1,18}}):({'|'.join(LOBBY_VERBS)})")
_FULL_BOARD = re.compile(r"t:f:(\d{1,18})")
_WEB = re.compile(r"t:w:(\d{1,18})")
_CONFIRM = re.compile(r"t:c:(\d{1,18}):(\d{1,9}):([\x21-\x7e]{1,60})")
_CANCEL = re.compile(r"t:k:(\d{1,18}):(\d{1,9})")
_SEAT_REQUEST = re.compile(r"t:q:(\d{1,18}):(\d{1,20}):(\d{1,20}):([yn])")
_ABORT = re.compile(rf"t:x:(\d{{1,18}}):({'|'.join(ABORT_VERBS)})")


@dataclass(frozen=True, slots=True)
class ActionId:
    table_id: int
    version: int
    action_id: str | None  # None for a select menu: the chosen value is the action id


@dataclass(frozen=True, slots=True)
class PanelId:
    """A button (or modal) tied to one version of a table: the private panel ("panel"), the
    typed-number button ("number") and its modal ("number-submit")."""

    kind: str
    table_id: int
    version: int


@dataclass(frozen=True, slots=True)
class ConfirmId:
    """The answer to an action that asked first: play ``action_id`` (None: cancel it)."""

    table_id: int
    version: int
    action_id: str | None


@dataclass(frozen=True, slots=True)
class FullBoardId:
    table_id: int


@dataclass(frozen=True, slots=True)
class WebId:
    table_id: int


@dataclass(frozen=True, slots=True)
class SeatRequestId:
    """The host's answer (``yes``) to ``user_id`` asking for the free seat ``seat``."""

    table_id: int
    seat: str
    user_id: int
    yes: bool


@dataclass(frozen=True, slots=True)
class VerbId:
    kind: str  # "lobby" or "abort"
    table_id: int
    verb: str


def action_button(table_id: int, version: int, action_id: str) -> str:
    return _checked(f"t:a:{table_id}:{version}:{action_id}")


def action_select(table_id: int, version: int, index: int) -> str:
    return _checked(f"t:s:{table_id}:{version}:{index}")


def confirm(table_id: int, version: int, action_id: str) -> str:
    return _checked(f"t:c:{table_id}:{version}:{action_id}")


def cancel(table_id: int, version: int) -> str:
    return _checked(f"t:k:{table_id}:{version}")


def panel(table_id: int, version: int) -> str:
    return _checked(f"t:h:{table_id}:{version}")


def number(table_id: int, version: int) -> str:
    return _checked(f"t:n:{table_id}:{version}")


def number_submit(table_id: int, version: int) -> str:
    return _checked(f"t:m:{table_id}:{version}")


def lobby(table_id: int, verb: str) -> str:
    assert verb in LOBBY_VERBS
    return _checked(f"t:l:{table_id}:{verb}")


def abort(table_id: int, verb: str) -> str:
    assert verb in ABORT_VERBS
    return _checked(f"t:x:{table_id}:{verb}")


def full_board(table_id: int) -> str:
    return _checked(f"t:f:{table_id}")


def web(table_id: int) -> str:
    return _checked(f"t:w:{table_id}")


def seat_request(table_id: int, seat: str, user_id: int, yes: bool) -> str:
    assert seat.isdigit()
    return _checked(f"t:q:{table_id}:{seat}:{user_id}:{'y' if yes else 'n'}")


def parse(
    custom_id: str,
) -> ActionId | PanelId | VerbId | SeatRequestId | FullBoardId | WebId | ConfirmId | None:
    """The meaning of a custom_id, or None when it is not one the bot could have sent."""
    if len(custom_id) > MAX_LENGTH:
        return None
    if m := _ACTION.fullmatch(custom_id):
        return ActionId(int(m[1]), int(m[2]), m[3])
    if m := _SELECT.fullmatch(custom_id):
        return ActionId(int(m[1]), int(m[2]), None)
    if m := _PANEL.fullmatch(custom_id):
        return PanelId(_PANEL_KINDS[m[1]], int(m[2]), int(m[3]))
    if m := _LOBBY.fullmatch(custom_id):
        return VerbId("lobby", int(m[1]), m[2])
    if m := _FULL_BOARD.fullmatch(custom_id):
        return FullBoardId(int(m[1]))
    if m := _WEB.fullmatch(custom_id):
        return WebId(int(m[1]))
    if m := _SEAT_REQUEST.fullmatch(custom_id):
        return SeatRequestId(int(m[1]), m[2], int(m[3]), m[4] == "y")
    if m := _ABORT.fullmatch(custom_id):
        return VerbId("abort", int(m[1]), m[2])
    if m := _CONFIRM.fullmatch(custom_id):
        return ConfirmId(int(m[1]), int(m[2]), m[3])
    if m := _CANCEL.fullmatch(custom_id):
        return ConfirmId(int(m[1]), int(m[2]), None)
    return None


def _checked(custom_id: str) -> str:
    if len(custom_id) > MAX_LENGTH:
        raise ValueError(f"custom_id over {MAX_LENGTH} characters: {custom_id!r}")
    return custom_id
