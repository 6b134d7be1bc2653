"""The Builders: Antiquity's glossary: every catalogue key its data derive (a building's id, a
colour's name, an action's verb...), so a card added to ``data`` is a key the catalogue tests
ask every language for (in its extension's ``locales/<language>/game-builders.ftl``, in the
terms of the official rulebook). The manifest hands it to the catalogue tests.
"""

from __future__ import annotations

from rules.builders_antiquity import actions, data
from rules.words import COUNTED, slug

# Action verbs that are steps of another action, not actions of the rulebook.
_STEPS = frozenset({actions.Verb.SITE, actions.Verb.TOOL, actions.Verb.WORKER})


def glossary_keys() -> frozenset[str]:
    p = "builders"
    keys = {f"{p}-title", *(f"{p}-{c}" for c in (*COUNTED, "actions"))}
    keys |= {f"{p}-resource-{r}" for r in data.RESOURCES}
    keys |= {f"{p}-resource-count-{r}" for r in data.RESOURCES}
    keys |= {f"{p}-building-{b.id}" for b in data.BUILDINGS}
    keys |= {f"{p}-worker-{slug(w.kind)}" for w in data.WORKERS}
    keys |= {f"{p}-tool-{t.id}" for t in data.TOOLS}
    keys |= {f"{p}-university-{u.id}" for u in data.UNIVERSITIES}
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
    keys |= {f"{p}-action-{verb.value}" for verb in actions.Verb if verb not in _STEPS}
    keys |= {f"{p}-phase-{phase}" for phase in ("turn", "final-scoring")}
    keys |= {f"{p}-{word}" for word in ("investment", "start-player", "bank", "crew")}
    return frozenset(keys)
