"""What a board says in words: the last moves, a final score's parts and a picture's
description."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.adapter import with_names
from bot.components import shorten
from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, number, say
from bot.i18n.words import joined
from rules.core import Event, Result


def words(events: list[Event], names: Mapping[str, str], locale: str = ENGLISH) -> list[str]:
    """Events as lines a player of ``locale`` reads, with names in place of seat ids (put in
    after the engine's words are rendered: a name in them would lose their key)."""
    return [
        with_names(
            f"{names.get(e.seat, e.seat)} {localized(e.text, locale)}"
            if e.seat
            else localized(e.text, locale),
            names,
        )
        for e in events
        if not e.routine
    ]


ALT_TEXT = 1024  # Discord's limit on an attachment's description


def alt_text(*parts: str) -> str:
    """Words for a picture: the lines given, without their Markdown, on one line."""
    plain = " ".join(
        " ".join(part.replace("**", "").replace("▶ ", "").replace("⏳ ", "").split())
        for part in parts
        if part
    )
    return shorten(plain, ALT_TEXT)


# The parts of the engines' result details that have words in the catalogues (scores.ftl).
SCORE_PARTS = {
    "before": "score-part-before",
    "building_cards": "score-part-building-cards",
    "final_cards": "score-part-final-cards",
    "play_area": "score-part-play-area",
    "majorities": "score-part-majorities",
    "total": "score-part-total",
    "podiums": "score-part-podiums",
    "bonus": "score-part-bonus",
    "vp": "score-part-vp",
    "slaves_freed": "score-part-slaves-freed",
    "slaves_kept": "score-part-slaves-kept",
    "loans_repaid": "score-part-loans-repaid",
    "loans_unpaid": "score-part-loans-unpaid",
    "coins_left": "score-part-coins-left",
    "score_tenths": "score-part-score-tenths",
}


def game_over(result: Result, names: Mapping[str, str], locale: str = ENGLISH) -> str:
    """The end of a game in a sentence: its winner, or a tie said as one. Every game's rules
    let a tie for first share the win (no tie-break), so several winners are always a tie."""
    winners = [names.get(w, w) for w in result.winners]
    if len(winners) < 2:
        # no winner at all when every seat resigned (storage.table_policy.table_result)
        return say(locale, "board-game-over", winners=winners[0] if winners else "—")
    score = number(result.scores[result.winners[0]], 1)
    return say(locale, "board-game-tied", winners=joined(winners, locale), score=score)


def breakdown(details: Mapping[str, Any], locale: str = ENGLISH) -> str:
    """A seat's final score in words for a reader of ``locale``, from the engine's result
    details; a part the catalogues do not know is written as the engine names it."""
    parts = []
    for key, value in details.items():
        if isinstance(value, list | tuple):
            value = "/".join(str(v) for v in value)
        elif isinstance(value, dict):
            continue
        amount = str(value)
        if key in SCORE_PARTS:
            parts.append(say(locale, SCORE_PARTS[key], value=amount))
        elif key.startswith("majority "):
            area = key.removeprefix("majority ")
            parts.append(say(locale, "score-part-majority", area=area, value=amount))
        else:
            parts.append(f"{key.replace('_', ' ')} {amount}")
    return ", ".join(parts)
