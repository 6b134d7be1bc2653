"""Aqua Romana's glossary: every catalogue key its data derive (a building's id, a
colour's name, an action's verb...), so a card added to ``data`` is a key the catalogue tests
ask every language for (in its extension's ``locales/<language>/game-aqua.ftl``, in the
terms of the official rulebook). The manifest hands it to the catalogue tests.
"""

from __future__ import annotations

from rules.aqua_romana import data
from rules.words import slug


def glossary_keys() -> frozenset[str]:
    p = "aqua"
    keys = {f"{p}-title", f"{p}-points", f"{p}-tiles", f"{p}-squares"}
    keys |= {f"{p}-tile-{slug(name)}" for name in data.TYPE_NAMES.values()}
    keys |= {f"{p}-builder-{slug(name)}" for name in data.TYPE_NAMES.values()}
    keys |= {f"{p}-colour-{c}" for c in data.COLOURS}
    keys |= {f"{p}-edge-{e}" for e in data.EDGE_NAMES}
    keys |= {f"{p}-side-{side}" for side in data.SIDES}
    keys |= {f"{p}-action-{a}" for a in ("extend", "close", "score", "claim", "keep")}
    keys |= {f"{p}-phase-{phase}" for phase in ("setup", "play", "final-scoring")}
    keys |= {
        f"{p}-{word}"
        for word in (
            "aqueduct",
            "tile",
            "workman",
            "builder",
            "reservoir",
            "outlet",
            "podium",
            "pathway",
            "fountain",
            "reserve",
            "line-of-sight",
            "bonus",
        )
    }
    return frozenset(keys)
