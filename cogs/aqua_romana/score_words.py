"""Aqua Romana's final score in sentences (the end of the board message): the podiums the
seat's workmen stand on and the bonus of the highest ones."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n.text import say
from bot.i18n.words import joined


def final_score(details: Mapping[str, Any], locale: str) -> str:
    # a workman on no podium has 0 and says nothing
    podiums = [int(p) for p in details.get("podiums", ()) if p]
    return say(
        locale,
        "aqua-score",
        count=len(podiums),
        podiums=joined([str(p) for p in podiums], locale),
        bonus=int(details.get("bonus", 0)),
    )
