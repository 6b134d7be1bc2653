"""The game's nouns as ``Words``: each is a glossary key (``bot/i18n/glossary.py`` derives them
from ``data``), so the sentences around them can be said in any language."""

from __future__ import annotations

from functools import cache

from rules.porta_nigra import data as d
from rules.words import Words


@cache
def colour(c: int) -> Words:
    name = d.COLOUR_NAME[c]
    return Words(name, f"porta-colour-{name}")


@cache
def building(b: str) -> Words:
    return Words(d.BUILDING_NAME[b], f"porta-building-{b}")
