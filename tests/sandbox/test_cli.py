"""`tabula sandbox --port 0 --no-browser` as a user runs it: a process that prints its URL,
serves the page, and stops cleanly on Ctrl-C (SIGINT)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
import urllib.request
from pathlib import Path

# Starting means importing every game and warming its renderers on a busy machine.
START_TIMEOUT = 120.0
STOP_TIMEOUT = 30.0
REPOSITORY = Path(__file__).resolve().parents[2]


async def test_sandbox_prints_its_url_serves_the_page_and_stops_on_sigint(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPOSITORY), "PYTHONUNBUFFERED": "1"}
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.cli",
        "sandbox",
        "--port",
        "0",
        "--no-browser",
        "--database",
        str(tmp_path / "sandbox.sqlite3"),
        cwd=tmp_path,  # no .env of the repository's
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        assert process.stdout is not None and process.stderr is not None
        first = await asyncio.wait_for(process.stdout.readline(), START_TIMEOUT)
        found = re.fullmatch(
            r"Tabula sandbox: (http://127\.0\.0\.1:(\d+)/)  \(Ctrl-C stops it\)\n", first.decode()
        )
        assert found is not None, first
        assert int(found[2]) > 0, "--port 0 prints the port it got"
        page = await asyncio.to_thread(_get, found[1])
        assert "<title>Tabula sandbox</title>" in page
        state = await asyncio.to_thread(_get, found[1] + "api/state?as=Spectator")
        assert '"guild": "Tabula Sandbox"' in state

        process.send_signal(signal.SIGINT)
        code = await asyncio.wait_for(process.wait(), STOP_TIMEOUT)
        rest = (await process.stdout.read()).decode()
        errors = (await process.stderr.read()).decode()
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert code == 0, errors
    assert rest == "Tabula sandbox stopped.\n"
    assert "Traceback" not in errors and " ERROR " not in errors, errors
    assert (tmp_path / "sandbox.sqlite3").exists(), "the sandbox keeps its tables in its own file"


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return str(answer.read().decode())
