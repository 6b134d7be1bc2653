"""Every game Tabula hosts, by its id."""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import Any

from rules.core import Engine

# game id -> the package that defines ENGINE. Adding a game is one line here; a game whose
# package is not in this checkout yet is simply not listed.
_GAMES: dict[str, str] = {
    "builders-antiquity": "rules.builders_antiquity",
    "aqua-romana": "rules.aqua_romana",
    "porta-nigra": "rules.porta_nigra",
}


def games() -> list[str]:
    """The ids of every game present, in a fixed order."""
    return [g for g, module in _GAMES.items() if _present(module)]


def _present(module: str) -> bool:
    # A folder without __init__.py (a namespace package) is not a game yet.
    spec = importlib.util.find_spec(module)
    return spec is not None and spec.origin is not None


@cache
def get(game_id: str) -> Engine[Any]:
    """The engine of ``game_id``; an unknown id raises KeyError naming the known ones."""
    if game_id not in games():
        raise KeyError(f"unknown game '{game_id}'; known games: {', '.join(games())}")
    engine: Engine[Any] = importlib.import_module(_GAMES[game_id]).ENGINE
    return engine
