"""`tabula sandbox --port 0 --no-browser` as a user runs it: a process that prints its URL,
serves the page, and stops cleanly on Ctrl-C (SIGINT), with no warning on the way; and a
database file another process holds, refused in the sandbox's own words."""

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
SANDBOX = (sys.executable, "-m", "bot.cli", "sandbox", "--port", "0", "--no-browser")


async def test_sandbox_prints_its_url_serves_the_page_and_stops_on_sigint(tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        *SANDBOX,
        "--database",
        str(tmp_path / "sandbox.sqlite3"),
        cwd=tmp_path,  # no .env of the repository's
        env=_env(),
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
    # the bot never uses voice: discord.py's "voice will NOT be supported" is not said
    assert [line for line in errors.splitlines() if " WARNING " in line] == []
    assert (tmp_path / "sandbox.sqlite3").exists(), "the sandbox keeps its tables in its own file"


async def test_a_database_file_another_process_holds_is_refused_naming_the_option(
    tmp_path: Path,
) -> None:
    database = tmp_path / "sandbox.sqlite3"
    other_process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        HOLDER,
        str(database),
        cwd=tmp_path,
        env=_env(),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert other_process.stdout is not None and other_process.stdin is not None
        held = await asyncio.wait_for(other_process.stdout.readline(), START_TIMEOUT)
        assert held == b"held\n"
        done = await asyncio.create_subprocess_exec(
            *SANDBOX,
            "--database",
            str(database),
            cwd=tmp_path,
            env=_env(),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, errors = await asyncio.wait_for(done.communicate(), START_TIMEOUT)
    finally:
        if other_process.stdin is not None:
            other_process.stdin.close()
        await asyncio.wait_for(other_process.wait(), STOP_TIMEOUT)
    assert done.returncode == 2
    assert out == b""
    assert errors.decode() == (
        f"Another Tabula process is using sandbox.sqlite3 ({database}): stop it first, or give "
        "this sandbox another file with --database. One SQLite file serves one process.\n"
    )


# Holds the file given until its standard input closes.
HOLDER = """
import sys
from storage.sqlite_lock import FileLock

hold = FileLock.take(sys.argv[1])
print("held", flush=True)
sys.stdin.read()
hold.release()
"""


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPOSITORY), "PYTHONUNBUFFERED": "1"}


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return str(answer.read().decode())
