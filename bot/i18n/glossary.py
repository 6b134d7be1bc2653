"""The game words: each game's glossary keys, from its manifest.

Each game's catalogue file (``game-<prefix>.ftl``, in its extension's ``locales``) holds its
cards, buildings, resources, actions and phases in the terms of the official rulebooks. Each
game derives its keys from its engine's own ids (``rules/<game>/glossary.py``: a building's id,
a colour's name, an action's verb), so a card added to a data module is a key the catalogue
tests then ask every language for.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from rules import registry
from rules.words import slug


def prefixes() -> Mapping[str, str]:
    """Game id -> the prefix of its glossary keys (its manifest's ``words``), for every game
    that has a glossary (not a test's toy game). Asked for with every game title a message
    says: read from the manifests again only when the games hosted change."""
    return _prefixes(registry.changes())


@lru_cache(maxsize=4)
def _prefixes(changes: int) -> Mapping[str, str]:
    return MappingProxyType({m.id: m.words for m in registry.manifests() if m.words is not None})


def key(game_id: str, *parts: str) -> str:
    """A glossary key from a game id and the parts the lists below use:
    ``key("porta-nigra", "building", "BA")`` -> ``"porta-building-BA"``."""
    return "-".join((prefixes()[game_id], *parts))


def title_key(game_id: str) -> str:
    """The key of a game's title."""
    return key(game_id, "title")


def glossary_keys() -> frozenset[str]:
    """Every glossary key of every game (each from its manifest's ``glossary``)."""
    keys: frozenset[str] = frozenset()
    for manifest in registry.manifests():
        if manifest.glossary is not None:
            keys |= manifest.glossary()
    return keys


__all__ = ["glossary_keys", "key", "prefixes", "slug", "title_key"]
