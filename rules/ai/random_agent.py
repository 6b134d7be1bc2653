"""The baseline player: a uniformly random legal action."""

from __future__ import annotations

import random
from typing import Any

from rules.core import Action, Engine


class RandomAgent:
    name = "random"

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        return rng.choice(engine.legal_actions(state))
