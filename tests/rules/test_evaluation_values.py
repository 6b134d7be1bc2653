"""The evaluations compute exactly what they computed when their values were frozen (made
faster, not different): every seat's value at seeded positions of every game, 2-4 players."""

from __future__ import annotations

import json
from multiprocessing import Pool
from typing import Any

import pytest

from tests.rules.evaluation_samples import FROZEN, sample_values

TOLERANCE = 1e-9  # the frozen values are rounded to 9 decimals


@pytest.fixture(scope="module")
def frozen() -> dict[str, list[list[Any]]]:
    values: dict[str, list[list[Any]]] = json.loads(FROZEN.read_text())
    return values


@pytest.fixture(scope="module")
def current() -> dict[str, list[list[Any]]]:
    with Pool(2) as pool:  # two processes (CI's cores) play the sampled games
        return sample_values(pool)


def test_the_samples_cover_every_game_and_player_count(frozen: dict[str, list[list[Any]]]) -> None:
    games = {key.split("/")[0] for key in frozen}
    assert games == {"aqua-romana", "builders-antiquity", "porta-nigra"}
    assert {key.split("/")[1] for key in frozen} == {"2", "3", "4"}
    assert sum(len(positions) for positions in frozen.values()) == 1558


def test_every_value_is_the_frozen_one(
    frozen: dict[str, list[list[Any]]], current: dict[str, list[list[Any]]]
) -> None:
    assert current.keys() == frozen.keys()
    for key, positions in frozen.items():
        now = current[key]
        assert [step for step, _ in now] == [step for step, _ in positions], key
        for (step, values), (_, before) in zip(now, positions, strict=True):
            assert values.keys() == before.keys(), (key, step)
            for seat, value in values.items():
                assert value == pytest.approx(before[seat], abs=TOLERANCE), (key, step, seat)
