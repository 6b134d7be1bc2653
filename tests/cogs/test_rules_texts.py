"""The rules summaries say what shared/rules/<game>.md says, and each game's legend explains
every abbreviation its images and buttons use (issue 17, item 7)."""

from __future__ import annotations

import pytest

from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.porta_nigra.adapter import PortaNigraAdapter
from rules.porta_nigra import data as pn

Adapter = type[BuildersAdapter] | type[AquaRomanaAdapter] | type[PortaNigraAdapter]
ADAPTERS: list[Adapter] = [BuildersAdapter, AquaRomanaAdapter, PortaNigraAdapter]
# One Discord message holds 2000 characters: the rules and the legend are sent as two.
MESSAGE = 2000


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_the_rules_and_the_legend_each_fit_one_message(adapter: Adapter) -> None:
    assert 0 < len(adapter.rules_text) <= MESSAGE
    assert 0 < len(adapter.rules_legend) <= MESSAGE


def test_porta_nigra_rounds_and_intermediate_scoring_follow_the_round_track() -> None:
    rules = PortaNigraAdapter.rules_text
    # §1 round track: 2 players play 3 rounds (scored after rounds 1 and 2, bricks ×1), 3-4
    # players 2 rounds (scored after round 1, bricks ×2).
    assert (pn.ROUNDS[2], pn.ROUNDS[3], pn.ROUNDS[4]) == ((3, 1), (2, 2), (2, 2))
    assert "**3 rounds with 2 players, 2 rounds with 3-4**" in rules
    assert "three rounds" not in rules
    assert (
        "after round 1 (and round 2 with 2 players), each player counts the bricks of their "
        "sections on the board, ×2 with 3-4 players (×1 with 2), and splits that number freely "
        "between VP and sestertii" in " ".join(rules.split())
    )
    assert "bricks in their supply" not in rules


def test_builders_rules_follow_the_action_table() -> None:
    rules = " ".join(BuildersAdapter.rules_text.split())
    assert "a 2nd worker sent to the same building in one turn costs 2, a 3rd 3" in rules
    assert "1 action → 1, 2 actions → 3, 3 actions → 6" in rules
    assert "Free a slave** not on a building: 1 action (at the end: 5 sestertii)" in rules


@pytest.mark.parametrize(
    ("adapter", "shown"),
    [
        # what the board images and the buttons print, each explained by the legend
        (
            PortaNigraAdapter,
            [
                "K B R Y W",
                '"3 K"',
                '"3-8 K"',
                '"1/brick"',
                '"×3"',
                '"1B"',
                '"12/6"',
                '"Majority 20/10 VP"',
                '"Levels 3:4/2 4:6/3',
                "BA AM CW PN",
                '"56* −42"',
                '"42* −30"',
                '"30* 4 bld"',
                '"PN +1 brick"',
                '"BA card"',
                "I II III",
            ],
        ),
        (
            BuildersAdapter,
            [
                "S W A D",
                "stone wood arch deco",
                '"pay 5"',
                '"earn 14"',
                '"1/3"',
                '"+Brush"',
                '"Craftsman #5"',
                "MACHINE",
                '"makes D3"',
                '"next send:',
            ],
        ),
        (
            AquaRomanaAdapter,
            [
                "P0–P37",
                "**C** curve",
                "**S** straight",
                "**B** bridge",
                "**D** double curve",
                "**J**",
                "**R2**",
                "**x2**",
                '"printed"',
                '"3 open"',
                '"to place: bridge"',
            ],
        ),
    ],
)
def test_the_legend_explains_every_abbreviation(adapter: Adapter, shown: list[str]) -> None:
    legend = " ".join(adapter.rules_legend.split())
    missing = [token for token in shown if token not in legend]
    assert missing == []
