"""Players that choose actions through the engine contract, for any game."""

from rules.ai.base import Agent
from rules.ai.random_agent import RandomAgent

__all__ = ["Agent", "RandomAgent"]
