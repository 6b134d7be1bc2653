"""``bench/bot_load.py --floor`` end to end: the bare discord.py bot answers every click of the
bench's users through the fake Discord, with Tabula's board image, and the bench counts it."""

from __future__ import annotations

import re

from tests.bench.bot_load_run import bot_load


def test_the_floor_answers_every_click_with_a_board() -> None:
    done = bot_load("--floor", "--tables", "2", "--clicks", "3")
    out = done.stdout
    assert done.returncode == 0, f"{out}\n{done.stderr}"
    # Tabula's board halfway through a table's run: 3 clicks and as many AI moves
    board = re.search(r"the floor's board: Tabula's after 3 moves, a ([\d.]+) KB PNG", out)
    assert board is not None, out
    # 2 tables x 3 clicks, each answered (one user per table: --ai 1)
    assert "6 clicks by users, 6 actions in all" in out
    assert "clicks not acknowledged or not answered: 0" in out
    assert "fake Discord: 0 broken rules / unknown routes / errors the bot logged" in out
    # every answer carries the board image, and nothing else is sent
    sent = re.search(r"images the bot sent: 6 \(1\.00 per action\), ([\d.]+) KB on average", out)
    assert sent is not None, out
    assert sent[1] == board[1]
    # a click costs the floor two requests: the deferred acknowledgement, the edited board
    assert "HTTP requests to the fake: 2.00 per action" in out
    assert "1.00  POST /api/v10/interactions/{id}/{id}/callback?with_response=1" in out
    assert "1.00  PATCH /api/v10/webhooks/{id}/{id}/messages/@original" in out
    assert re.search(r"bot process +\d+\.\d ms", out), out
    assert "the bot's process exited with code 0" in out


def test_the_fair_floor_commits_a_row_and_draws_a_fresh_image_per_click() -> None:
    done = bot_load("--fair-floor", "--tables", "2", "--clicks", "3")
    out = done.stdout
    assert done.returncode == 0, f"{out}\n{done.stderr}"
    assert "6 clicks by users, 6 actions in all" in out
    assert "clicks not acknowledged or not answered: 0" in out
    assert "fake Discord: 0 broken rules / unknown routes / errors the bot logged" in out
    # one durable row per click, read back from the file after the bot's process ended
    assert "rows the fair floor committed: 6 (1.00 per click)" in out
    # one image per click, each drawn anew: every table's 3 boards show 3 states of its game,
    # and no two tables play the same game
    sent = re.search(r"images the bot sent: 6 \(1\.00 per action\), [\d.]+ KB on average", out)
    assert sent is not None, out
    assert "KB on average, 6 different" in out
    # answered as the bare floor answers: the deferred acknowledgement, the edited board
    assert "HTTP requests to the fake: 2.00 per action" in out
    assert "1.00  POST /api/v10/interactions/{id}/{id}/callback?with_response=1" in out
    assert "1.00  PATCH /api/v10/webhooks/{id}/{id}/messages/@original" in out
    # the drawing is done in the bot's threads, the row written by SQLite's
    assert re.search(r"by thread: SQLite \(aiosqlite\) +\d+\.\d ms, drawing and AI threads", out)
    assert "the bot's process exited with code 0" in out
