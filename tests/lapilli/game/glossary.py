"""Terni Lapilli's glossary: the words its pictures and sentences build on (its title, the
two sides' pieces), which every language's catalogue must hold."""

from __future__ import annotations

from tests.lapilli.game.engine import SIDES

PREFIX = "lapilli"


def glossary_keys() -> frozenset[str]:
    keys = {f"{PREFIX}-title"}
    keys |= {f"{PREFIX}-piece-{side}" for side in SIDES}
    return frozenset(keys)
