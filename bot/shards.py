"""Which gateway shards a process holds: ``0-3``, ``0,2,5`` or a mix (``0-1,4``)."""

from __future__ import annotations


def parse_shards(text: str) -> tuple[int, ...]:
    """The shard ids ``text`` names, ascending, each once. ValueError says what is wrong."""
    ids: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        first, dash, last = part.partition("-")
        try:
            low = int(first)
            high = int(last) if dash else low
        except ValueError:
            raise ValueError(f"{part!r} is not a shard id or a range like 0-3") from None
        if low < 0 or high < low:
            raise ValueError(f"{part!r} is not a shard id or a range like 0-3")
        ids.update(range(low, high + 1))
    return tuple(sorted(ids))


def check_shards(shard_ids: tuple[int, ...] | None, shard_count: int | None) -> None:
    """A process's shards must be some of the deployment's: ids need the count, and each id is
    below it."""
    if shard_ids is None:
        return
    if shard_count is None:
        raise ValueError("SHARD_IDS needs SHARD_COUNT (how many shards the whole bot runs)")
    beyond = [i for i in shard_ids if i >= shard_count]
    if beyond:
        raise ValueError(f"shard {beyond[0]} does not exist: SHARD_COUNT is {shard_count}")


def shares_tables(client: object) -> bool:
    """Whether other processes hold the rest of ``client``'s shards over the same database, and
    so may move its tables on or change what it knows of a person (their language) meanwhile."""
    ids, count = getattr(client, "shard_ids", None), getattr(client, "shard_count", None)
    return ids is not None and count is not None and len(ids) < count
