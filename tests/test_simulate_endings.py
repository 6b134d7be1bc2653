"""`tabula simulate` says how each game ended: by the rules, or stopped by a safety stop."""

from __future__ import annotations

import io

from bot import cli
from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from tests.rules.builders_antiquity.positions import finished


def simulate(*argv: str) -> list[str]:
    out = io.StringIO()
    assert cli.cmd_simulate(cli.build_parser().parse_args(["simulate", *argv]), out) == 0
    return out.getvalue().splitlines()


def test_random_builders_never_reach_17_vp_and_are_reported_as_stopped() -> None:
    lines = simulate("builders-antiquity", "--players", "2", "--games", "2", "--seed", "1")
    assert lines[0].endswith("; ABNORMAL END: stopped by the safety stop after round 42")
    assert lines[1].endswith("; ABNORMAL END: stopped by the safety stop after round 53")


def test_a_game_over_by_its_rules_says_so() -> None:
    assert cli.how_it_ended(E, finished()) == "ended by the rules after round 3"
    stalled = finished()
    stalled.stalled = True
    assert cli.how_it_ended(E, stalled) == "ABNORMAL END: stopped by the safety stop after round 3"
    (line,) = simulate("aqua-romana", "--players", "2", "--games", "1")[:1]
    assert line.endswith("; ended by the rules")
    assert data.STALL_ROUNDS == 30
