"""One description per game: everything the rest of Tabula needs to host it.

A game is a package under ``rules/`` that exports ``MANIFEST``, its extension under ``cogs/``
(which the manifest names), and one line in ``rules.registry``; every other list of games (the
AI's evaluators, the bot's cogs, catalogues and palettes, the CLI's renderers, the contract
tests) derives from the manifests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Engine


@dataclass(frozen=True)
class GameManifest:
    engine: Engine[Any]
    # The module of the computer players' evaluation of this game, imported on first use (it
    # registers itself with rules.ai.evaluation); None: the computer plays at random.
    evaluator: str | None = None
    # The discord.py extension that hosts the game at a table: a module (``cogs/<game>/cog.py``)
    # with its ``GroupCog``, ``setup(bot)`` and its front end ``ADAPTER`` (words, buttons,
    # images), in the game's package under ``cogs/`` with its catalogues and palettes. Named,
    # never imported, here: rules never import Pillow or Discord; only the bot's extension
    # loader (``bot.extensions``) reaches it. None: the game is played in the terminal only.
    extension: str | None = None
    # The prefix of the game's catalogue keys ("builders": "builders-title", ...), and every
    # glossary key its data derive (``rules/<game>/glossary.py``), which the catalogue tests
    # ask every language for. None: a game without a glossary (its engine's name is its title).
    words: str | None = None
    glossary: Callable[[], frozenset[str]] | None = None

    @property
    def id(self) -> str:
        return self.engine.id
