"""The Builders: Antiquity (Frédéric Henry, Bombyx 2015), for 2 to 4 players."""

from rules.builders_antiquity.engine import BuildersEngine
from rules.builders_antiquity.glossary import glossary_keys
from rules.manifest import GameManifest

ENGINE = BuildersEngine()
MANIFEST = GameManifest(
    engine=ENGINE,
    evaluator="rules.builders_antiquity.evaluation",
    extension="cogs.builders_antiquity.cog",
    words="builders",
    glossary=glossary_keys,
)

__all__ = ["ENGINE", "MANIFEST", "BuildersEngine"]
