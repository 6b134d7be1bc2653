"""What the table service answers: typed outcomes and the effects that follow them.

An outcome says what happened to the table; its ``effects`` say what the channel and the DMs
must show for it, in order. Effects name tables and versions, never Discord objects, so they
can be delivered (and, later, stored and retried) by the Discord side alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.i18n.text import localized
from rules.core import Event
from storage.models import Effect as StoredEffect
from storage.models import LoadedTable, Recorded, Table


@dataclass(frozen=True, slots=True)
class Caller:
    """Who asks, and from where: the user, their display name, the guild and channel of the
    interaction (no guild in a DM), and whether they may manage that channel. ``locale``: the
    language the caller reads (their Discord's, or their stored choice); ``guild_locale``: the
    server's preferred language, which a table opened there speaks in public."""

    user_id: int
    name: str
    guild_id: int | None = None
    channel_id: int | None = None
    may_manage: bool = False
    locale: str | None = None
    guild_locale: str | None = None


# ----- effects -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PostBoard:
    """A new board message for the table as it stands, pinging the player to move; the last
    board loses its buttons."""

    table_id: int


@dataclass(frozen=True, slots=True)
class EditBoard:
    """The table's board message, edited in place to the table as it stands."""

    table_id: int


@dataclass(frozen=True, slots=True)
class EditClicked:
    """The message that was clicked (the board) now shows the table as it stands."""

    table_id: int


@dataclass(frozen=True, slots=True)
class StripClicked:
    """The message that was clicked (an old board, a DM, a private panel) keeps no buttons.
    An old board (``seat``: whose turn it showed) keeps no ping either, and takes its last form:
    the table as the turn left it, and a line saying what the turn did."""

    seat: str | None = None


@dataclass(frozen=True, slots=True)
class StripBoard:
    """The table's board message keeps no buttons and no ping (a new board follows, or the
    game ended without a result). With ``seat``, whose turn it showed: the board takes its last
    form, the table as that turn left it and a line saying what the turn did."""

    table_id: int
    seat: str | None = None


@dataclass(frozen=True, slots=True)
class SyncPrivate:
    """Every player's DM shows their summary of the table as it stands."""

    table_id: int


@dataclass(frozen=True, slots=True)
class Announce:
    """A line in the table's channel that pings nobody."""

    channel_id: int
    text: str


@dataclass(frozen=True, slots=True)
class ReleaseDm:
    """The user's summary DM of the table says the seat is no longer theirs, without buttons."""

    table_id: int
    user_id: int


@dataclass(frozen=True, slots=True)
class RunAi:
    """A computer player is to move at this table."""

    table_id: int


Effect = (
    PostBoard
    | EditBoard
    | EditClicked
    | StripClicked
    | StripBoard
    | SyncPrivate
    | ReleaseDm
    | Announce
    | RunAi
)

# The kinds of stored effects (storage keeps them as opaque kinds with a JSON payload).
BOARD, DMS, STRIP_BOARD, ANNOUNCE, AI = "board", "dms", "strip-board", "announce", "ai"
RELEASE_DM = "release-dm"


def stored(effects: Sequence[Effect], language: str | None = None) -> list[StoredEffect]:
    """What storage keeps with the action, to be delivered even if Discord fails or the process
    dies first: every effect but those on the clicked message, whose interaction does not
    outlive a restart (the board effect beside them covers them). An announcement is kept in
    the table's ``language``, as its channel reads it."""
    kept = []
    for effect in effects:
        if isinstance(effect, PostBoard | EditBoard):
            kept.append(StoredEffect(BOARD, {"new": isinstance(effect, PostBoard)}))
        elif isinstance(effect, SyncPrivate):
            kept.append(StoredEffect(DMS, {}))
        elif isinstance(effect, StripBoard):
            kept.append(StoredEffect(STRIP_BOARD, {"seat": effect.seat} if effect.seat else {}))
        elif isinstance(effect, Announce):
            kept.append(
                StoredEffect(
                    ANNOUNCE,
                    {"channel_id": effect.channel_id, "text": localized(effect.text, language)},
                )
            )
        elif isinstance(effect, ReleaseDm):
            kept.append(StoredEffect(RELEASE_DM, {"user_id": effect.user_id}))
        elif isinstance(effect, RunAi):
            kept.append(StoredEffect(AI, {}))
    return kept


# ----- outcomes ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ask:
    """Nothing was played: the caller's choice costs more than it seems or cannot be taken
    back, and ``question`` asks them to confirm ``action_id`` on the table as drawn at
    ``version``."""

    table_id: int
    version: int
    action_id: str
    question: str


@dataclass(frozen=True, slots=True)
class Refusal:
    """Nothing the caller asked for changed; ``text`` tells them why. With ``board``, the table
    as it stands is shown to them too (they clicked an old board). ``closed``: lobbies that
    had expired and were closed on the way (their messages should say so)."""

    text: str
    board: LoadedTable | None = None
    closed: tuple[Table, ...] = ()


@dataclass(frozen=True, slots=True)
class LobbyChanged:
    """The lobby changed (or closed: ``closed_by`` names who closed it). ``closed``: other
    lobbies that had expired and were closed on the way."""

    table: Table
    closed_by: str | None = None
    closed: tuple[Table, ...] = ()


@dataclass(frozen=True, slots=True)
class Started:
    loaded: LoadedTable
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Played:
    """Actions were recorded: ``loaded`` is the table after them."""

    loaded: LoadedTable
    events: tuple[Event, ...]
    effects: tuple[Effect, ...]
    # the last action's record: the table's pending effects and messages as it left them
    recorded: Recorded | None = None


@dataclass(frozen=True, slots=True)
class UndoneTurn:
    loaded: LoadedTable
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Aborted:
    table: Table
    effects: tuple[Effect, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class Turn:
    """It is the caller's decision on the table as drawn at the version they clicked: what a
    private panel or a typed number may be opened on."""

    loaded: LoadedTable
    seat: str
