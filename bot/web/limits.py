"""How much one client address may ask: a token bucket per address, modest (a page, its
picture and its stream, then a refresh per move, fit many times over) and bounded in memory."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

# Requests one address may make at once, and how many more per second after that.
BURST = 40.0
PER_SECOND = 2.0
# Addresses remembered at once; the least recently seen are forgotten first.
ADDRESSES = 10_000


class RateLimit:
    def __init__(
        self,
        burst: float = BURST,
        per_second: float = PER_SECOND,
        size: int = ADDRESSES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.per_second = per_second
        self.size = size
        self.clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allow(self, address: str) -> bool:
        """Whether ``address`` may make one more request now (it is counted)."""
        now = self.clock()
        tokens, then = self._buckets.pop(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.per_second)
        allowed = tokens >= 1.0
        self._buckets[address] = (tokens - 1.0 if allowed else tokens, now)
        while len(self._buckets) > self.size:
            self._buckets.popitem(last=False)
        return allowed
