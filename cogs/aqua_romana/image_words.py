"""The game's words as Aqua Romana's images write them, in the language they are drawn in: a
tile type and a workman as the engine says them (its ``Words``), so the pictures and the buttons
name them alike."""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n.text import localized
from bot.i18n.words import joined
from rules.aqua_romana import words
from rules.aqua_romana.data import TYPE_NAMES


def tile_name(kind: str, locale: str) -> str:
    """A tile type (or the builder who offers it) by its letter: "double curve" for D."""
    return localized(TYPE_NAMES[kind], locale)


def tile_names(kinds: Iterable[str], locale: str) -> str:
    """Several tile types, as a list: "curve, bridge"."""
    return ", ".join(tile_name(kind, locale) for kind in kinds)


def workman_name(name: str, locale: str) -> str:
    """A workman's id as the buttons say it: "red1" in English, "rojo1" in Spanish."""
    return localized(words.workman(name), locale)


def colour_names(colours: Iterable[str], locale: str) -> str:
    """A player's colours, as a list: "red and yellow"."""
    return joined([localized(words.colour(c), locale) for c in colours], locale)
