"""The table at the start of a game (§8): the two rows dealt from their shuffled decks, an
apprentice and 10 sestertii for each player, the investment stacks open, a random start player."""

from __future__ import annotations

from rules.builders_antiquity import data
from rules.builders_antiquity.state import BuildersState, Member, Player
from rules.core import derived_rng


def new_state(seats: list[str], seed: int) -> BuildersState:
    rng = derived_rng(seed, "setup")
    buildings = [b.id for b in data.BUILDINGS]
    rng.shuffle(buildings)
    apprentices = list(data.APPRENTICES)
    rng.shuffle(apprentices)
    dealt = apprentices[: len(seats)]
    workers = [w.id for w in data.WORKERS if w.id not in dealt]
    rng.shuffle(workers)
    players = [
        Player(seat=seat, coins=data.STARTING_COINS, crew=[Member(card=a, kind="worker")])
        for seat, a in zip(seats, dealt, strict=True)
    ]
    start = rng.randrange(len(seats))
    return BuildersState(
        seed=seed,
        seats=list(seats),
        players=players,
        start=start,
        current=start,
        round=1,
        building_deck=buildings[data.ROW_SIZE :],
        building_row=buildings[: data.ROW_SIZE],
        worker_deck=workers[data.ROW_SIZE :],
        worker_row=workers[: data.ROW_SIZE],
        slaves=[s.id for s in data.SLAVES],
        tools=[t.id for t in data.TOOLS],
        loans=list(data.LOANS),
        universities=[u.id for u in data.UNIVERSITIES],
        actions_left=data.FREE_ACTIONS,
    )
