"""Aqua Romana (Martin Schlegel, Queen Games 2005): build the longest aqueducts."""

from rules.aqua_romana.engine import AquaRomanaEngine
from rules.aqua_romana.glossary import glossary_keys
from rules.manifest import GameManifest

ENGINE = AquaRomanaEngine()
MANIFEST = GameManifest(
    engine=ENGINE,
    evaluator="rules.aqua_romana.evaluation",
    extension="cogs.aqua_romana.cog",
    words="aqua",
    glossary=glossary_keys,
)

__all__ = ["ENGINE", "MANIFEST", "AquaRomanaEngine"]
