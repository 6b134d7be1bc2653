"""What a test needs from the machine (a browser, a database server) and cannot install itself."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest


def missing(reason: str) -> NoReturn:
    """Stops a test whose machine lacks something: a failure under CI (``.ci/run`` installs
    it, so its absence there is a broken CI), a skip with ``reason`` on a developer's machine."""
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)
