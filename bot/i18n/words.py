"""Words the Discord layer puts into its sentences as arguments: a game's title, a command
group's name, the clock's choices, the computer players' levels and the languages, each as a
``Text``."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n.catalogue import default_catalogue
from bot.i18n.glossary import prefixes, title_key
from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.text import Text, say

# Literal keys, so the catalogue tests see each one used.
LIMIT_KEYS: dict[int | None, str] = {
    None: "table-limit-none",
    10: "table-limit-10",
    60: "table-limit-60",
    720: "table-limit-720",
    1440: "table-limit-1440",
    4320: "table-limit-4320",
}
AT_TIMEOUT_KEYS = {"play": "table-timeout-play", "take": "table-timeout-take"}
LEVEL_KEYS = {
    "easy": ("table-level-easy", "table-level-easy-about"),
    "normal": ("table-level-normal", "table-level-normal-about"),
    "hard": ("table-level-hard", "table-level-hard-about"),
    "random": ("table-level-random", "table-level-random-about"),
}

LANGUAGE_KEYS = {ENGLISH: "language-en-US", HUNGARIAN: "language-hu", SPANISH: "language-es-ES"}


def game_title(game_id: str, name: str) -> str:
    """A game's title; a game without a glossary (the tests' toy game) keeps its engine's
    ``name``."""
    return Text(title_key(game_id)) if game_id in prefixes() else name


def command_group(command: str) -> str:
    """A game's command group as the reader's Discord shows it (``/builders``)."""
    key = f"cmd-{command}-name"
    return Text(key) if key in default_catalogue().keys(ENGLISH) else command


def limit_text(minutes: int | None) -> str:
    key = LIMIT_KEYS.get(minutes)
    return Text(key) if key is not None else Text("table-limit-minutes", minutes=minutes or 0)


def at_timeout_text(choice: str) -> str:
    return Text(AT_TIMEOUT_KEYS["take" if choice == "take" else "play"])


def level_text(level: str) -> str:
    """A computer level's name; a level Tabula no longer offers, as stored."""
    keys = LEVEL_KEYS.get(level)
    return Text(keys[0]) if keys is not None else level


def level_about(level: str) -> str:
    keys = LEVEL_KEYS.get(level)
    return Text(keys[1]) if keys is not None else ""


def language_text(language: str) -> str:
    """A language's name (``"hu"`` -> Hungarian, magyar, húngaro); the pseudo-locale, being
    English in disguise, is named English."""
    return Text(LANGUAGE_KEYS.get(language, LANGUAGE_KEYS[ENGLISH]))


def players_text(low: int, high: int) -> str:
    """How many players a game or a table takes: "2 players" when that is one number, else
    "2–4 players"."""
    if low == high:
        return Text("players-exactly", count=low)
    return Text("players-between", min=low, max=high)


def joined(items: Sequence[str], locale: str | None) -> str:
    """``["A", "B", "C"]`` -> "A, B and C" in the reader's language."""
    if len(items) < 2:
        return "".join(items)
    return say(locale, "words-and", first=", ".join(items[:-1]), last=items[-1])
