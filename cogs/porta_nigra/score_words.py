"""Porta Nigra's final score in sentences (the end of the board message): the VP of the game
and each step of the final scoring, the majorities by building and row or level."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n.text import Text, say
from bot.i18n.words import joined

MAJORITY = "majority "


def area_words(area: str, vp: int, locale: str) -> str:
    """ "AM-B" -> "Amphitheater row B: 3"; "PN-5" -> "Porta Nigra at height 5 or more: 4";
    "CW" -> "City Wall: 6"."""
    building, _, part = area.partition("-")
    name = Text(f"porta-building-{building}")
    if not part:
        return say(locale, "porta-score-area", building=name, vp=vp)
    if part.isdigit():
        return say(locale, "porta-score-area-level", building=name, level=int(part), vp=vp)
    return say(locale, "porta-score-area-row", building=name, row=part, vp=vp)


def final_score(details: Mapping[str, Any], locale: str) -> str:
    areas = [
        area_words(key.removeprefix(MAJORITY), vp, locale)
        for key, vp in details.items()
        if key.startswith(MAJORITY) and vp
    ]
    parts = [say(locale, "porta-score-before", vp=details.get("before", 0))]
    steps = (
        ("building_cards", "porta-score-building-cards"),
        ("final_cards", "porta-score-final-cards"),
        ("play_area", "porta-score-play-area"),
    )
    parts += [say(locale, key, vp=details[part]) for part, key in steps if details.get(part)]
    if details.get("majorities"):
        won = joined(areas, locale)
        parts.append(say(locale, "porta-score-majorities", vp=details["majorities"], areas=won))
    return " + ".join(parts)
