"""``bench/bot_load.py`` run as a person runs it, for the bench's own tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def bot_load(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``python bench/bot_load.py *args`` from the repository's root, its output captured."""
    return subprocess.run(
        [sys.executable, "bench/bot_load.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
