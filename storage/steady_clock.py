"""The process's clock: the system's, except that it never goes back.

Every time the bot stamps (a turn's start, a row's update) or counts from (a turn's deadlines)
comes from here. When the system clock steps back (a bad NTP server, a VM restored, an operator
setting it), a deadline counted from it would lie in the past once the clock is corrected, and
the player would be timed out at once. So once the system clock reads earlier than this clock
already said (plus the time elapsed since, by the monotonic clock, which no step moves), it is
bridged: this clock goes on from where it was, and a WARNING says so, once per jump, until the
system clock catches up. A process that starts while the clock is behind learns the floor from
the database (:meth:`SteadyClock.not_before`: the turns' stored starts).

A step forward is followed: a process cannot tell it from time that passed while it slept.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta

__all__ = ["SteadyClock", "not_before", "now", "using"]

log = logging.getLogger(__name__)

# A system clock this much behind is a step back; less is the slewing NTP does all the time.
TOLERANCE = timedelta(seconds=2)


def _system_time() -> datetime:
    return datetime.now(UTC)


class SteadyClock:
    """The system clock (``wall``), bridged over its steps back by ``monotonic``."""

    def __init__(
        self,
        wall: Callable[[], datetime] = _system_time,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._wall = wall
        self._monotonic = monotonic
        # the last time taken from the system clock (or a floor), and the monotonic time then
        self._last: datetime | None = None
        self._at = 0.0
        self._behind = False  # the jump being bridged was told already

    def __call__(self) -> datetime:
        wall, at = self._wall(), self._monotonic()
        if self._last is not None:
            steady = self._last + timedelta(seconds=at - self._at)
            if wall < steady - TOLERANCE:
                self._told(steady - wall)
                return steady
        if self._behind:
            log.info("the system clock caught up: its time is used again")
        self._behind = False
        self._last, self._at = wall, at
        return wall

    def not_before(self, moment: datetime) -> None:
        """``moment`` was stamped already (by this process or an earlier one): from now on this
        clock says no earlier."""
        current = self()
        if moment > current + TOLERANCE:
            self._told(moment - current)
            self._last, self._at = moment, self._monotonic()

    def _told(self, behind: timedelta) -> None:
        if not self._behind:
            self._behind = True
            log.warning(
                "the system clock went back %s: times go on from where they were until it "
                "catches up (a deadline counted from it would be due too soon)",
                behind,
            )


_clock = SteadyClock()


def now() -> datetime:
    """The time now, by the process's clock (UTC, aware)."""
    return _clock()


def not_before(moment: datetime) -> None:
    """The process's clock says no earlier than ``moment`` from now on."""
    _clock.not_before(moment)


@contextmanager
def using(clock: SteadyClock) -> Iterator[SteadyClock]:
    """``clock`` as the process's clock in the block (a test's system clock to step)."""
    global _clock
    before, _clock = _clock, clock
    try:
        yield clock
    finally:
        _clock = before
