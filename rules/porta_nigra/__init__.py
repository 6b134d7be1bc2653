"""Porta Nigra (Kramer & Kiesling, 2015) for 2-4 players."""

from rules.manifest import GameManifest
from rules.porta_nigra.engine import PortaNigraEngine
from rules.porta_nigra.glossary import glossary_keys

ENGINE = PortaNigraEngine()
MANIFEST = GameManifest(
    engine=ENGINE,
    evaluator="rules.porta_nigra.evaluation",
    extension="cogs.porta_nigra.cog",
    words="porta",
    glossary=glossary_keys,
)

__all__ = ["ENGINE", "MANIFEST", "PortaNigraEngine"]
