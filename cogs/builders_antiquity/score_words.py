"""The Builders' final score in sentences (the end of the board message): the VP of finished
buildings and machines, then what slaves, loans and sestertii left add or take away (§10)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n.text import number, say
from bot.i18n.words import joined
from rules.builders_antiquity import data

# a sestertius left is a tenth of a point
COIN_POINTS = 0.1


def final_score(details: Mapping[str, Any], locale: str) -> str:
    parts = [say(locale, "builders-score-vp", vp=details.get("vp", 0))]
    kept, unpaid, coins = (details.get(k, 0) for k in ("slaves_kept", "loans_unpaid", "coins_left"))
    if kept:
        penalty = kept * data.SLAVE_PENALTY_VP
        parts.append(say(locale, "builders-score-slaves", count=kept, vp=penalty))
    if unpaid:
        penalty = unpaid * data.LOAN_PENALTY_VP
        parts.append(say(locale, "builders-score-loans", count=unpaid, vp=penalty))
    if coins:
        points = number(coins * COIN_POINTS, 1)
        parts.append(say(locale, "builders-score-coins", count=coins, vp=points))
    settled = [
        say(locale, key, count=details[part])
        for part, key in (
            ("slaves_freed", "builders-score-freed"),
            ("loans_repaid", "builders-score-repaid"),
        )
        if details.get(part)
    ]
    said = " ".join(parts)
    if settled:
        said += say(locale, "builders-score-settled", what=joined(settled, locale))
    return said
