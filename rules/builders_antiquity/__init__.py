"""The Builders: Antiquity (Frédéric Henry, Bombyx 2015), for 2 to 4 players."""

from rules.builders_antiquity.engine import BuildersEngine

ENGINE = BuildersEngine()

__all__ = ["ENGINE", "BuildersEngine"]
