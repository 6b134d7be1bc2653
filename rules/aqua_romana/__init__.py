"""Aqua Romana (Martin Schlegel, Queen Games 2005): build the longest aqueducts."""

from rules.aqua_romana.engine import AquaRomanaEngine

ENGINE = AquaRomanaEngine()

__all__ = ["ENGINE", "AquaRomanaEngine"]
