"""``bench/processes.py`` at its smallest: one table on each shard's guild, played for a few
seconds by one process over PostgreSQL, two processes over PostgreSQL, and one over SQLite;
every click is answered and each process's figures count its own shard's table."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from storage.postgres_cluster import server_binaries
from tests.needs import missing

ROOT = Path(__file__).resolve().parents[2]


def run_lines(out: str, title: str) -> str:
    """What the bench printed about its run of the mode ``title``."""
    start = out.index(f"=== run 1 of 1: {title} ===")
    return out[start : out.index("\n\n", start)]


def test_one_process_two_processes_and_sqlite_play_the_same_load() -> None:
    if server_binaries() is None:
        missing("PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)")
    done = subprocess.run(
        [sys.executable, "bench/processes.py", "--tables", "2", "--seconds", "3", "--repeats", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = done.stdout
    assert done.returncode == 0, f"{out}\n{done.stderr}"
    assert out.startswith(
        "2 tables of The Builders (1 users and 1 computer seat each), users clicking at once, "
        "3 s per run, 1 runs of each mode"
    )
    rates = {}
    for key, title, shards in (
        ("one", "one process, shards 0-1, PostgreSQL", ["0-1"]),
        ("two", "two processes, shards 0 | 1, PostgreSQL", ["0", "1"]),
        ("sqlite", "one process, shards 0-1, SQLite", ["0-1"]),
    ):
        lines = run_lines(out, title)
        assert "2 tables, half on each shard's guild" in lines
        actions = re.search(r"(\d+) actions in ([\d.]+) s: ([\d.]+) actions/s", lines)
        assert actions is not None, lines
        assert int(actions[1]) > 0
        assert float(actions[2]) == pytest.approx(3.0, abs=0.5)  # the window, not the stragglers
        rates[key] = float(actions[3])
        # each process counts the actions of its own shards' tables: together, all of them
        own = re.findall(
            r"bot process of shards (\S+) +CPU +[\d.]+ s, +[\d.]+ ms per action "
            r"of its (\d+) actions",
            lines,
        )
        assert [s for s, _ in own] == shards
        assert sum(int(n) for _, n in own) == int(actions[1])
        assert all(int(n) > 0 for _, n in own), lines
        assert ("PostgreSQL" in lines.split("CPU per action:")[1]) == (key != "sqlite")
        assert "(never acknowledged: 0); broken Discord rules and unknown routes: 0" in lines
        if len(shards) == 1:
            # one process alone never takes a board back under its users: a click that failed
            # is a user stuck (as on a question left unanswered), not a race
            assert "clicks the users saw fail: 0 (" in lines, lines
        # counted, not asserted away: two processes can race on one table's board
        assert re.search(r"board edits back to an older version of their table: \d+$", lines, re.M)
    ratio = re.search(r"two processes / one: ([\d.]+)x the actions per second", out)
    assert ratio is not None, out
    assert float(ratio[1]) == pytest.approx(rates["two"] / rates["one"], rel=0.02)
    assert "clicks never acknowledged, broken Discord rules and unknown routes 0" in out
    assert re.search(
        r"board edits back to an older version, by mode: one \d+, two \d+, sqlite \d+", out
    )
