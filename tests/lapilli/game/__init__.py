"""Terni Lapilli, the rules side: a fourth game added by its manifest alone (the tests register
it; nothing outside ``tests/lapilli/`` names it). Plain Python on ``rules``: no Discord, no
images (those are in ``tests/lapilli/cog``, which the manifest names)."""

from __future__ import annotations

from rules.manifest import GameManifest
from tests.lapilli.game.engine import (
    EMPTY,
    MOVE_LIMIT,
    SIDES,
    LapilliEngine,
    LapilliState,
    LapilliView,
    winning_moves,
)
from tests.lapilli.game.glossary import PREFIX, glossary_keys

ENGINE = LapilliEngine()
MANIFEST = GameManifest(
    engine=ENGINE,
    evaluator="tests.lapilli.game.evaluation",
    extension="tests.lapilli.cog.cog",
    words=PREFIX,
    glossary=glossary_keys,
)

__all__ = [
    "EMPTY",
    "ENGINE",
    "MANIFEST",
    "MOVE_LIMIT",
    "SIDES",
    "LapilliEngine",
    "LapilliState",
    "LapilliView",
    "winning_moves",
]
