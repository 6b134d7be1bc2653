"""Every game Tabula hosts, by its id, from the games' manifests (``rules.manifest``)."""

from __future__ import annotations

import importlib
from typing import Any

from rules.core import Engine
from rules.manifest import GameManifest

# The packages that export a MANIFEST, in the order games are listed. Adding a game is one line.
_PACKAGES = (
    "rules.builders_antiquity",
    "rules.aqua_romana",
    "rules.porta_nigra",
)
# Games added while running (a test's toy game), by id.
_ADDED: dict[str, GameManifest] = {}
# Counts the changes to the games hosted, so what is derived from them (the catalogues) can tell
# whether it is still current.
_CHANGES = [0]


def manifests() -> list[GameManifest]:
    """Every game's manifest, in a fixed order."""
    found: list[GameManifest] = [importlib.import_module(p).MANIFEST for p in _PACKAGES]
    return found + list(_ADDED.values())


def manifest(game_id: str) -> GameManifest:
    """The manifest of ``game_id``; an unknown id raises KeyError naming the known ones."""
    for candidate in manifests():
        if candidate.id == game_id:
            return candidate
    raise KeyError(f"unknown game '{game_id}'; known games: {', '.join(games())}")


def games() -> list[str]:
    """The ids of every game, in a fixed order."""
    return [m.id for m in manifests()]


def get(game_id: str) -> Engine[Any]:
    """The engine of ``game_id``; an unknown id raises KeyError naming the known ones."""
    return manifest(game_id).engine


def register(game: GameManifest) -> None:
    """Host one more game (one that is not in this checkout's list: a test's toy game)."""
    _ADDED[game.id] = game
    _CHANGES[0] += 1


def unregister(game_id: str) -> None:
    if _ADDED.pop(game_id, None) is not None:
        _CHANGES[0] += 1


def changes() -> int:
    """How many times the games hosted changed since the process started."""
    return _CHANGES[0]
