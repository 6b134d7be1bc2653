"""The shape of the code, checked: no import circle, each layer imports only what lies below it,
every game is an extension with its cog, and no class is a chain of our own classes.

The layers, bottom up: ``rules`` (the games, pure) and ``storage``; the core ``bot`` and the
code every cog shares (``cogs/*.py``: the game cog, the drawing kit, /tabula); then each game's
package under ``cogs/``, which nothing below it imports (the core reaches it by the name its
manifest gives, through ``bot.extensions``).
"""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Iterator

import pytest

from bot.extensions import extensions
from cogs.game_cog import GameCog
from rules import registry
from tests.architecture.imports import PACKAGES, ROOT, circles, externals, graph, modules, reached

EDGES = graph()
# the packages under cogs/ that hold one game each, from the manifests
GAMES = sorted(name.rpartition(".")[0] for name in extensions() if name.startswith("cogs."))


def game_of(module: str) -> str | None:
    return next((g for g in GAMES if module == g or module.startswith(f"{g}.")), None)


def offending(sources: Iterator[str], allowed: object) -> list[str]:
    return sorted(
        f"{source} -> {target}"
        for source in sources
        for target in EDGES[source]
        if not allowed(source, target)  # type: ignore[operator]
    )


def test_there_is_no_import_circle() -> None:
    assert circles(EDGES) == []


def test_the_graph_sees_every_package_and_its_imports() -> None:
    # a check that can fail: the reader finds the modules and the edges it should
    assert {m.split(".")[0] for m in EDGES} == set(PACKAGES)
    assert "bot.front_desk" in EDGES["bot.router"]
    assert "rules.core" in EDGES["rules.builders_antiquity.engine"]
    assert GAMES == ["cogs.aqua_romana", "cogs.builders_antiquity", "cogs.porta_nigra"]


def outside(packages: tuple[str, ...], forbidden: set[str]) -> dict[str, set[str]]:
    """The modules of ``packages`` that reach, through ours, one of ``forbidden``."""
    paths = modules()
    found: dict[str, set[str]] = {}
    for start in (m for m in EDGES if m.startswith(packages)):
        hits = {m for m in reached(EDGES, start) if externals(paths[m]) & forbidden}
        if hits:
            found[start] = hits
    return found


def test_the_engines_and_storage_reach_neither_discord_nor_pillow() -> None:
    assert outside(("rules",), {"discord", "PIL", "aiosqlite", "asyncpg"}) == {}
    assert outside(("storage",), {"discord", "PIL"}) == {}


def test_the_table_service_reaches_no_discord() -> None:
    # it takes commands and answers outcomes; only the router and the presenter speak Discord
    assert outside(("bot.service",), {"discord"}) == {}
    assert outside(("bot.router",), {"discord"}) != {}  # the check sees discord where it is


def test_rules_import_only_rules() -> None:
    rules = (m for m in EDGES if m.startswith("rules"))
    assert offending(rules, lambda _s, t: t.startswith("rules")) == []


def test_storage_imports_neither_the_bot_nor_the_cogs() -> None:
    storage = (m for m in EDGES if m.startswith("storage"))
    assert offending(storage, lambda _s, t: t.startswith(("rules", "storage"))) == []


def test_shared_code_imports_no_game() -> None:
    shared = (m for m in EDGES if m.startswith(("bot", "cogs")) and game_of(m) is None)
    assert offending(shared, lambda _s, t: game_of(t) is None) == []


def test_a_game_imports_no_other_game() -> None:
    games = (m for m in EDGES if game_of(m) is not None)
    assert offending(games, lambda s, t: game_of(t) in (None, game_of(s))) == []


@pytest.mark.parametrize("game_id", [m.id for m in registry.manifests() if m.extension])
def test_every_game_is_an_extension_with_its_group_cog(game_id: str) -> None:
    extension = registry.manifest(game_id).extension
    assert extension is not None
    module = importlib.import_module(extension)
    assert inspect.iscoroutinefunction(module.setup)
    cogs = [
        c
        for c in vars(module).values()
        if inspect.isclass(c) and issubclass(c, GameCog) and c is not GameCog
    ]
    assert len(cogs) == 1
    assert cogs[0].__cog_group_name__ == module.ADAPTER.command
    assert module.ADAPTER.engine.id == game_id


def our_classes() -> Iterator[type]:
    for name in EDGES:
        if name.startswith("bot.sandbox.browser"):
            continue
        module = importlib.import_module(name)
        for value in vars(module).values():
            if inspect.isclass(value) and value.__module__ == name:
                yield value


def ours(cls: type) -> bool:
    return cls.__module__.split(".")[0] in PACKAGES


def test_no_class_is_assembled_from_more_than_two_of_our_classes() -> None:
    chains = {
        f"{cls.__module__}.{cls.__qualname__}": [
            base.__qualname__ for base in cls.__mro__[1:] if ours(base)
        ]
        for cls in our_classes()
    }
    assert {name: bases for name, bases in chains.items() if len(bases) > 2} == {}


def test_no_command_wraps_its_own_error_handling() -> None:
    # the command tree's on_error and the router's boundary are the only ones
    wrapped = [
        str(path.relative_to(ROOT))
        for package in ("bot", "cogs")
        for path in (ROOT / package).rglob("*.py")
        if re.search(r"\bguarded\(", path.read_text(encoding="utf-8"))
    ]
    assert wrapped == []
