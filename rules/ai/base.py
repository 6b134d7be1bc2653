"""The one interface every computer player implements."""

from __future__ import annotations

import random
from typing import Any, Protocol

from rules.core import Action, Engine


class Agent(Protocol):
    """Chooses one of ``engine.legal_actions(state)`` for ``seat``.

    All randomness comes from ``rng``, so an agent is deterministic for a given generator.
    """

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action: ...
