"""The game words: which glossary keys each game has, listed from its data modules' names.

Each game's catalogue file (``game-<prefix>.ftl``) holds its cards, buildings, resources,
actions and phases in the terms of the official rulebooks. The keys are derived here from the
engines' own ids (a building's id, a colour's name, an action's verb), so a card added to a
data module is a key the catalogue tests then ask every language for.
"""

from __future__ import annotations

from rules.aqua_romana import data as aqua
from rules.builders_antiquity import actions as builders_actions
from rules.builders_antiquity import data as builders
from rules.porta_nigra import data as porta

# game id -> the prefix of its glossary keys and the name of its catalogue file.
PREFIXES: dict[str, str] = {
    "builders-antiquity": "builders",
    "aqua-romana": "aqua",
    "porta-nigra": "porta",
}

# Counted amounts: each message takes $count and chooses its plural form.
_COUNTED = ("sestertii", "vp")
# Builders action verbs that are steps of another action, not actions of the rulebook.
_BUILDERS_STEPS = frozenset(
    {builders_actions.Verb.SITE, builders_actions.Verb.TOOL, builders_actions.Verb.WORKER}
)


def key(game_id: str, *parts: str) -> str:
    """A glossary key from a game id and the parts the lists below use:
    ``key("porta-nigra", "building", "BA")`` -> ``"porta-building-BA"``."""
    return "-".join((PREFIXES[game_id], *parts))


def title_key(game_id: str) -> str:
    """The key of a game's title."""
    return key(game_id, "title")


def slug(name: str) -> str:
    """A data name as a key part: "double curve" -> "double-curve"."""
    return "-".join(name.lower().replace("'", "").split())


def builders_keys() -> frozenset[str]:
    p = "builders"
    keys = {f"{p}-title", *(f"{p}-{c}" for c in (*_COUNTED, "actions"))}
    keys |= {f"{p}-resource-{r}" for r in builders.RESOURCES}
    keys |= {f"{p}-resource-count-{r}" for r in builders.RESOURCES}
    keys |= {f"{p}-building-{b.id}" for b in builders.BUILDINGS}
    keys |= {f"{p}-worker-{slug(w.kind)}" for w in builders.WORKERS}
    keys |= {f"{p}-tool-{t.id}" for t in builders.TOOLS}
    keys |= {f"{p}-university-{u.id}" for u in builders.UNIVERSITIES}
    keys |= {
        f"{p}-card-{kind}"
        for kind in (
            "building",
            "machine",
            "worker",
            "slave",
            "freed-slave",
            "tool",
            "loan",
            "university",
        )
    }
    keys |= {
        f"{p}-action-{verb.value}" for verb in builders_actions.Verb if verb not in _BUILDERS_STEPS
    }
    keys |= {f"{p}-phase-{phase}" for phase in ("turn", "final-scoring")}
    keys |= {f"{p}-{word}" for word in ("investment", "start-player", "bank", "crew")}
    return frozenset(keys)


def porta_keys() -> frozenset[str]:
    p = "porta"
    keys = {f"{p}-title", *(f"{p}-{c}" for c in (*_COUNTED, "torches", "influence", "romans"))}
    keys |= {f"{p}-colour-{c}" for c in porta.COLOUR_NAME}
    keys |= {f"{p}-shop-{c}" for c in porta.COLOUR_NAME}
    keys |= {f"{p}-bricks", f"{p}-bricks-of-colour"}
    keys |= {f"{p}-building-{b}" for b in porta.BUILDINGS}
    keys |= {f"{p}-quarter-{b}" for b in porta.BUILDINGS}
    keys |= {f"{p}-reward-{b}" for b in porta.REWARD}
    icons = {icon.partition(":")[0] for card in porta.ACTION_CARDS.values() for icon in card.icons}
    keys |= {f"{p}-icon-{icon}" for icon in icons}
    keys |= {f"{p}-honor-{card.kind}" for card in porta.HONOR_CARDS.values()}
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


def aqua_keys() -> frozenset[str]:
    p = "aqua"
    keys = {f"{p}-title", f"{p}-points", f"{p}-tiles", f"{p}-squares"}
    keys |= {f"{p}-tile-{slug(name)}" for name in aqua.TYPE_NAMES.values()}
    keys |= {f"{p}-builder-{slug(name)}" for name in aqua.TYPE_NAMES.values()}
    keys |= {f"{p}-colour-{c}" for c in aqua.COLOURS}
    keys |= {f"{p}-edge-{e}" for e in aqua.EDGE_NAMES}
    keys |= {f"{p}-side-{side}" for side in aqua.SIDES}
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


def glossary_keys() -> frozenset[str]:
    """Every glossary key of every game."""
    return builders_keys() | porta_keys() | aqua_keys()
