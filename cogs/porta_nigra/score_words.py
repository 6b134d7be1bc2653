"""Porta Nigra's final score in sentences (the end of the board message): the VP of the game
and each step of the final scoring, the majorities by building and row or level."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n.text import localized, say
from bot.i18n.words import joined
from rules.porta_nigra.words import majority_area

MAJORITY = "majority "


def final_score(details: Mapping[str, Any], locale: str) -> str:
    areas = [
        localized(majority_area(key.removeprefix(MAJORITY), vp), locale)
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
