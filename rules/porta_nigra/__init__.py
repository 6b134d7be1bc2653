"""Porta Nigra (Kramer & Kiesling, 2015) for 2-4 players."""

from rules.porta_nigra.engine import PortaNigraEngine

ENGINE = PortaNigraEngine()

__all__ = ["ENGINE", "PortaNigraEngine"]
