"""Porta Nigra (Kramer & Kiesling, 2015) for 2-4 players."""

from rules.manifest import GameManifest
from rules.porta_nigra.engine import PortaNigraEngine

ENGINE = PortaNigraEngine()
MANIFEST = GameManifest(
    engine=ENGINE, evaluator="rules.ai.eval_porta", extension="cogs.porta_nigra.cog"
)

__all__ = ["ENGINE", "MANIFEST", "PortaNigraEngine"]
