"""Porta Nigra (Kramer & Kiesling, 2015) for 2-4 players."""

from rules.porta_nigra.engine import PortaNigraEngine
from rules.manifest import GameManifest

ENGINE = PortaNigraEngine()
MANIFEST = GameManifest(engine=ENGINE, evaluator="rules.ai.eval_porta", ui="cogs.porta_nigra")

__all__ = ["ENGINE", "MANIFEST", "PortaNigraEngine"]
