"""Aqua Romana (Martin Schlegel, Queen Games 2005): build the longest aqueducts."""

from rules.aqua_romana.engine import AquaRomanaEngine
from rules.aqua_romana.glossary import glossary_keys
from rules.manifest import GameManifest

ENGINE = AquaRomanaEngine()
MANIFEST = GameManifest(
    engine=ENGINE,
    evaluator="rules.ai.eval_aqua",
    extension="cogs.aqua_romana.cog",
    words="aqua",
    glossary=glossary_keys,
)

__all__ = ["ENGINE", "MANIFEST", "AquaRomanaEngine"]
