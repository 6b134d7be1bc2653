"""The seats of a game played in the terminal (``tabula play``, ``simulate``, ``render``,
``replay --game``): their ids, their names for a reader, and the computer players in them."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import ENGLISH, say
from rules.ai import AGENTS, Agent


def seat_names(n: int) -> list[str]:
    """The seats' ids: the same in every language, so a seed plays the same game in each (the
    engines shuffle a seat's deck by its id); people read :func:`default_names`."""
    return [f"Player {i}" for i in range(1, n + 1)]


def default_names(seats: Sequence[str], lang: str = ENGLISH) -> dict[str, str]:
    """Seat id -> its name for a reader of ``lang``, for seats no person's name is given to."""
    return {seat: say(lang, "bot-seat-name", number=n) for n, seat in enumerate(seats, 1)}


def make_agents(spec: str | None, seats: Sequence[str]) -> dict[str, Agent]:
    names = spec.split(",") if spec else ["random"] * len(seats)
    if len(names) != len(seats):
        raise SystemExit(f"--agents names {len(names)} agents for {len(seats)} seats")
    unknown = [n for n in names if n not in AGENTS]
    if unknown:
        raise SystemExit(f"unknown agent {unknown[0]!r}; known agents: {', '.join(AGENTS)}")
    return {seat: AGENTS[name]() for seat, name in zip(seats, names, strict=True)}
