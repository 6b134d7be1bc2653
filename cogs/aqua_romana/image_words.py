"""The game's words as Aqua Romana's images write them, in the language they are drawn in: a
tile type by the glossary's term, a workman as the buttons name him."""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import glossary
from bot.i18n.text import say
from rules.aqua_romana.data import TYPE_NAMES

GAME = "aqua-romana"


def tile_name(kind: str, locale: str) -> str:
    """A tile type (or the builder who offers it) by its letter: "double curve" for D."""
    return say(locale, glossary.key(GAME, "tile", glossary.slug(TYPE_NAMES[kind])))


def tile_names(kinds: Iterable[str], locale: str) -> str:
    """Several tile types, as a list: "curve, bridge"."""
    return ", ".join(tile_name(kind, locale) for kind in kinds)


def workman_name(name: str, colour: str, locale: str) -> str:
    """A workman's id in the reader's words: "red1" stays "red1" in English, the colour is said
    in the reader's language and the number kept."""
    number = name.removeprefix(colour)
    colour_word = say(locale, glossary.key(GAME, "colour", colour))
    return say(locale, "aqua-images-workman", colour=colour_word, number=number)
