"""The terminal text form of the board and the events' wording."""

from __future__ import annotations

from rules.aqua_romana import ENGINE


def test_describe_shows_the_board_builders_and_prompt() -> None:
    state = ENGINE.new_game(["ann", "bob"], seed=2)
    text = ENGINE.describe(state, "ann")
    lines = text.splitlines()
    assert lines[2] == "       A  B  C  D  E  F  G  H  I  J  K "
    # Row 3: red (C3-D3) and yellow (H3-I3) reservoirs, the outlets' squares marked.
    assert lines[5] == " .  3  ·  r [R][R] r  ·  y [Y][Y] y  ·  3  ."
    assert lines[3].startswith(" .  1  ┌─") and lines[3].rstrip().endswith("─┐  1  .")
    assert text.endswith(
        "ann to play (ann's turn): choose a builder type and a side of the pathway to set it up."
    )
    state, events = ENGINE.apply(state, "setup:C:top")
    state, events = ENGINE.apply(state, "at:P3")
    assert [(e.seat, e.text) for e in events] == [("ann", "put a curve builder on P3")]
    assert ENGINE.describe(state, None).splitlines()[1] == "       .  .  .  C  .  .  .  .  .  .  . "
