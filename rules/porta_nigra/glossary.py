"""Porta Nigra's glossary: every catalogue key its data derive (a building's id, a
colour's name, an action's verb...), so a card added to ``data`` is a key the catalogue tests
ask every language for (in its extension's ``locales/<language>/game-porta.ftl``, in the
terms of the official rulebook). The manifest hands it to the catalogue tests.
"""

from __future__ import annotations

from rules.porta_nigra import data
from rules.words import COUNTED


def glossary_keys() -> frozenset[str]:
    p = "porta"
    keys = {f"{p}-title", *(f"{p}-{c}" for c in (*COUNTED, "torches", "influence", "romans"))}
    keys |= {f"{p}-colour-{c}" for c in data.COLOUR_NAME}
    keys |= {f"{p}-shop-{c}" for c in data.COLOUR_NAME}
    keys |= {f"{p}-bricks", f"{p}-bricks-of-colour"}
    keys |= {f"{p}-building-{b}" for b in data.BUILDINGS}
    keys |= {f"{p}-quarter-{b}" for b in data.BUILDINGS}
    keys |= {f"{p}-reward-{b}" for b in data.REWARD}
    icons = {icon.partition(":")[0] for card in data.ACTION_CARDS.values() for icon in card.icons}
    keys |= {f"{p}-icon-{icon}" for icon in icons}
    keys |= {f"{p}-honor-{card.kind}" for card in data.HONOR_CARDS.values()}
    keys.add(f"{p}-honor-final-sets")  # the final card that discards 4 building cards
    keys |= {
        f"{p}-card-{kind}" for kind in ("action", "building", "honor", "supply", "final-scoring")
    }
    keys |= {f"{p}-action-{a}" for a in ("coin-card", "coin-torch", "roman", "xbuild", "honor")}
    keys |= {f"{p}-phase-{phase}" for phase in ("refill", "action", "interim", "final")}
    keys |= {
        f"{p}-scoring-{step}"
        for step in ("building-cards", "final-cards", "player-area", "majority")
    }
    keys |= {
        f"{p}-{word}"
        for word in (
            "master-builder",
            "brick-market",
            "site",
            "section",
            "row",
            "level",
            "round",
            "start-player",
        )
    }
    return frozenset(keys)
