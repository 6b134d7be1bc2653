"""Storage's refusals in the reader's language: storage (another part, changing now) words
them in English; a refusal whose words are one of the catalogue's becomes that ``Text``, and
any other keeps its English, so a reworded refusal is never shown wrong, only untranslated."""

from __future__ import annotations

from functools import cache

from bot.i18n.text import Text
from storage.errors import Refused, TableNotFound

# The refusals storage words the same every time.
FIXED = (
    "storage-started",
    "storage-over",
    "storage-aborted",
    "storage-closed",
    "storage-not-in-lobby",
    "storage-have-seat",
    "storage-no-seat",
    "storage-seat-resigned",
    "storage-not-your-seat",
    "storage-you-resigned",
    "storage-hold-seat",
    "storage-not-your-turn",
    "storage-undo-own-turn",
    "storage-nothing-to-undo",
    "storage-undo-revealed",
    "storage-undo-own-actions",
    "storage-stale",
    "storage-quarantined",
)


@cache
def _by_english() -> dict[str, str]:
    return {Text(key): key for key in FIXED}


def refusal_text(refused: Refused) -> str:
    """What to tell the player: ``refused``'s message, as a ``Text`` where the catalogues
    have its words."""
    if isinstance(refused, TableNotFound):
        text = Text("storage-no-table", table=str(refused.table_id))
        return text if text == refused.message else refused.message
    key = _by_english().get(refused.message)
    return Text(key) if key is not None else refused.message
