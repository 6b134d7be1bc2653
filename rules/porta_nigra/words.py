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


def majority_area(area: str, vp: int) -> Words:
    """A majority won at the final scoring, by the scoring's area id: "AM-B" (a building's
    row) -> "Amphitheater row B: 3", "PN-5" (a Porta Nigra level) -> "Porta Nigra at height 5
    or more: 4", "CW" -> "City Wall: 12"."""
    code, _, part = area.partition("-")
    name = building(code)
    if not part:
        return Words(f"{name}: {vp}", "porta-score-area", building=name, vp=vp)
    if part.isdigit():
        level = int(part)
        english = f"{name} at height {level} or more: {vp}"
        return Words(english, "porta-score-area-level", building=name, level=level, vp=vp)
    return Words(f"{name} row {part}: {vp}", "porta-score-area-row", building=name, row=part, vp=vp)
