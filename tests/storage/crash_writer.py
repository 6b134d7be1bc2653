"""A writer process for the crash test: plays seeded random games of one game into a database,
one table after another, printing the number of recorded actions after each one, until killed.

Usage: python crash_writer.py DATABASE_URL GAME_ID SEED (sqlite:///file or postgresql://...)
"""

from __future__ import annotations

import asyncio
import sys

from rules.core import derived_rng
from storage.database_url import open_repository
from tests.storage.storage_helpers import engines


async def main(url: str, game_id: str, seed: int) -> None:
    engine = engines(game_id)
    repo = await open_repository(url, engines=engines)
    rng = derived_rng(seed, "crash-writer")
    recorded = 0
    for game in range(1_000_000):
        table = await repo.lobby.create_table(
            guild_id=1, channel_id=1, game_id=game_id, host_id=1, seed=seed + game
        )
        for user in range(2, engine.max_players + 1):
            await repo.lobby.join(table.id, user)
        loaded = await repo.lobby.start(table.id)
        state, version = loaded.state, loaded.version
        while (seat := engine.pending(state)) is not None:
            action = rng.choice(engine.legal_actions(state))
            state, events = engine.apply(state, action)
            version = (
                await repo.tables.record_action(table.id, version, seat, action.id, state, events)
            ).version
            recorded += 1
            print(recorded, flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
