"""How every backend stores queued effects and jobs: the payload as JSON, times as UTC text.

Both are worked out before any transaction, so an effect JSON cannot hold is refused (a
``TypeError``, a bug in the caller) before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime

from storage.models import Effect, JobSpec

__all__ = ["encoded", "encoded_jobs", "stamp", "utc"]


def encoded(effects: Sequence[Effect]) -> list[tuple[str, str]]:
    """(kind, payload as JSON) per effect, in order."""
    return [(effect.kind, json.dumps(effect.payload, sort_keys=True)) for effect in effects]


def encoded_jobs(jobs: Sequence[JobSpec] | None) -> list[tuple[str, datetime, str]] | None:
    """(kind, due time in UTC, payload as JSON) per job, in order; None stays None (the
    table's jobs are left as they are)."""
    if jobs is None:
        return None
    return [(job.kind, utc(job.due_at), json.dumps(job.payload, sort_keys=True)) for job in jobs]


def utc(at: datetime) -> datetime:
    """``at`` in UTC; a naive time is refused, as it would be read in the host's zone."""
    if at.tzinfo is None:
        raise ValueError(f"a due time must say its time zone (got {at.isoformat()})")
    return at.astimezone(UTC)


def stamp(at: datetime) -> str:
    """``at`` as stored: fixed-width UTC text, so that comparing the text compares the times."""
    return utc(at).isoformat(timespec="microseconds")
