"""``bench/bot_load.py --rate``: an offered load in clicks per second becomes the users' mean
pause before a click, and a run at that pace answers every click no faster than offered."""

from __future__ import annotations

import re

from tests.bench.bot_load_run import bot_load


def test_a_rate_paces_the_users_clicks() -> None:
    done = bot_load("--floor", "--tables", "2", "--clicks", "4", "--rate", "10")
    out = done.stdout
    assert done.returncode == 0, f"{out}\n{done.stderr}"
    # 2 tables at 10 clicks/s in all: each table's user pauses 0.2 s on average
    assert "offering about 10 clicks/s: a mean pause of 0.200 s a click" in out
    assert "8 clicks by users, 8 actions in all" in out
    assert "clicks not acknowledged or not answered: 0" in out
    reached = re.search(r"\(clicks/s ([\d.]+)\)", out)
    assert reached is not None, out
    # the pauses bound the pace from above; the bot's answers only slow it further
    assert 0 < float(reached[1]) <= 10 * 1.5


def test_a_rate_and_a_think_time_are_one_choice() -> None:
    done = bot_load("--floor", "--think", "1", "--rate", "10", timeout=60)
    assert done.returncode == 2
    assert "argument --rate: not allowed with argument --think" in done.stderr
