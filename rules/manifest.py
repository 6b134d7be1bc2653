"""One description per game: everything the rest of Tabula needs to host it.

A game is a package under ``rules/`` that exports ``MANIFEST``, and one line in
``rules.registry``; every other registry (the AI's evaluators, the bot's command groups and
images, the CLI's renderers, the contract tests) derives from the manifests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core import Engine


@dataclass(frozen=True)
class GameManifest:
    engine: Engine[Any]
    # The module of the computer players' evaluation of this game, imported on first use (it
    # registers itself with rules.ai.evaluation); None: the computer plays at random.
    evaluator: str | None = None
    # The module of the game's table front end (its ``ADAPTER``: words, buttons, images), which
    # only the bot and the CLI import (rules never import Pillow or Discord); None: the game
    # is played in the terminal only.
    ui: str | None = None

    @property
    def id(self) -> str:
        return self.engine.id
