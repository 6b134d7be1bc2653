"""compose.yaml, checked without Docker: what each service runs, with which settings, in which
order, from which image; then the same commands it runs (`tabula migrate`, then one `tabula
run` per bot service, with that service's environment) against a throwaway PostgreSQL and the
fake Discord: each process comes up with its shard and answers a command in a guild of it."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import re
import shlex
import signal
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml  # type: ignore[import-untyped]
from setuptools import find_namespace_packages  # type: ignore[import-untyped]

from bot.cli import build_parser
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Guild
from bot.settings import Settings
from storage.postgres import open_postgres
from tests.shards.shard_process import run_command
from tests.shards.test_two_processes import guild_pair

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = yaml.safe_load((ROOT / "compose.yaml").read_text())
SERVICES: dict[str, dict[str, Any]] = COMPOSE["services"]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
SETTINGS = {name.upper() for name in Settings.model_fields}
# The Compose release that first reads each feature compose.yaml may use (Compose's release
# notes): the README must ask for the newest of those it uses.
COMPOSE_FEATURES = {
    "build.dockerfile_inline": (2, 17),
    "env_file.required": (2, 24),
    "depends_on.condition: service_completed_successfully": (2, 0),
}
WAIT = 120.0  # seconds for a process to come up or answer on a loaded machine


def command_of(service: dict[str, Any]) -> list[str]:
    command = service["command"]
    return shlex.split(command) if isinstance(command, str) else [str(w) for w in command]


def environment_of(service: dict[str, Any]) -> dict[str, str]:
    environment = service.get("environment") or {}
    if isinstance(environment, list):  # the KEY=value form
        environment = dict(item.split("=", 1) for item in environment)
    return {key: str(value) for key, value in environment.items()}


def tabula_services(verb: str) -> dict[str, dict[str, Any]]:
    return {
        name: service
        for name, service in SERVICES.items()
        if "command" in service and command_of(service)[:2] == ["tabula", verb]
    }


BOTS = tabula_services("run")


def use_environment(service: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The service's environment in place of this process's settings."""
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    for key, value in environment_of(service).items():
        monkeypatch.setenv(key, value)


def settings_of(service: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> Settings:
    """The settings a bot service's `tabula run` ends up with, as bot.cli.cmd_run makes them:
    its environment, with the command line's shards winning."""
    use_environment(service, monkeypatch)
    args = build_parser().parse_args(command_of(service)[1:])
    chosen = {"shard_ids": args.shards, "shard_count": args.shard_count}
    return Settings(_env_file=None, **{k: v for k, v in chosen.items() if v is not None})


def test_the_bot_services_hold_every_shard_once(monkeypatch: pytest.MonkeyPatch) -> None:
    assert sorted(BOTS) == ["bot-0", "bot-1"]
    held: list[int] = []
    counts = set()
    for service in BOTS.values():
        settings = settings_of(service, monkeypatch)
        assert settings.shards is not None, "a process of several must name its shards"
        held += settings.shards
        counts.add(settings.shard_count)
    assert counts == {2}, "every process sets the same SHARD_COUNT"
    assert sorted(held) == [0, 1]
    # shard 0's process alone syncs the slash commands
    syncing = [n for n, s in BOTS.items() if settings_of(s, monkeypatch).syncs_commands]
    assert syncing == ["bot-0"]


def test_the_bots_start_after_the_migration_which_waits_for_the_database() -> None:
    migrations = tabula_services("migrate")
    assert list(migrations) == ["migrate"]
    migrate = migrations["migrate"]
    assert command_of(migrate) == ["tabula", "migrate"]
    assert migrate["restart"] == "no", "a finished migration must not start again"
    assert migrate["depends_on"] == {"db": {"condition": "service_healthy"}}
    assert "healthcheck" in SERVICES["db"]
    for name, bot in BOTS.items():
        assert bot["depends_on"] == {"migrate": {"condition": "service_completed_successfully"}}, (
            name
        )


def test_the_tabula_services_use_real_settings_and_the_database_service(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    db = environment_of(SERVICES["db"])
    for name in [*BOTS, "migrate"]:
        environment = environment_of(SERVICES[name])
        assert set(environment) <= SETTINGS, f"{name}: {set(environment) - SETTINGS}"
        url = urlsplit(environment["DATABASE_URL"])
        assert (url.scheme, url.hostname, url.port) == ("postgresql", "db", 5432), name
        assert (url.username, url.password, url.path) == (
            db["POSTGRES_USER"],
            db["POSTGRES_PASSWORD"],
            f"/{db['POSTGRES_DB']}",
        ), name
        use_environment(SERVICES[name], monkeypatch)
        Settings(_env_file=None)  # every value is one the setting takes


def dockerfile() -> list[list[str]]:
    """The instructions of the image every Tabula service builds, as words."""
    images = {str(s["build"]["dockerfile_inline"]) for s in SERVICES.values() if "build" in s}
    assert len(images) == 1, "every Tabula service runs the same image"
    return [line.split() for line in images.pop().replace("\\\n", " ").splitlines() if line]


def test_the_image_copies_everything_the_package_is_built_from() -> None:
    steps = dockerfile()
    copied: set[str] = set()
    for step in steps:
        if step[0] == "COPY":
            *sources, target = step[1:]
            # a lone source is copied to its own name (a folder keeps its layout)
            assert target in ("./", sources[0]), step
            copied.update(sources)
    assert ["WORKDIR", "/app"] in steps
    assert steps[-1] == ["RUN", "pip", "install", "--no-cache-dir", "."]
    found = PYPROJECT["tool"]["setuptools"]["packages"]["find"]
    packages = find_namespace_packages(str(ROOT), include=found["include"])
    assert {"bot", "cogs", "rules", "storage"} <= set(packages)
    missing = {p for p in packages if p.split(".")[0] not in copied}
    assert not missing, f"pip install . would build a package without {sorted(missing)}"
    assert {"pyproject.toml", PYPROJECT["project"]["readme"]} <= copied
    for package in PYPROJECT["tool"]["setuptools"]["package-data"]:
        assert package in copied
    # the board images are drawn with the DejaVu fonts (README, "Running the bot")
    assert "fonts-dejavu-core" in [word for step in steps for word in step]


def readme_section() -> str:
    text = (ROOT / "README.md").read_text()
    start = text.index("**Several processes.**")
    return text[start : text.index("\n\n", start)]


def compose_features() -> set[str]:
    used = set()
    for service in SERVICES.values():
        if "dockerfile_inline" in service.get("build", {}):
            used.add("build.dockerfile_inline")
        for entry in service.get("env_file", []):
            if isinstance(entry, dict) and "required" in entry:
                used.add("env_file.required")
        for need in (service.get("depends_on") or {}).values():
            if need.get("condition") == "service_completed_successfully":
                used.add("depends_on.condition: service_completed_successfully")
    return used


def test_the_readme_names_what_compose_yaml_holds() -> None:
    section = readme_section()
    named = set(re.findall(r"`([A-Z][A-Z_]+)`", section))
    assert {"SHARD_IDS", "SHARD_COUNT", "DISCORD_TOKEN", "LEASE_SECONDS"} <= named
    assert named <= SETTINGS, named - SETTINGS
    for name in BOTS:
        assert f"`{name}`" in section
    version = re.search(r"Compose (\d+)\.(\d+) or later", section)
    assert version is not None, section
    needed = max(COMPOSE_FEATURES[feature] for feature in compose_features())
    assert (int(version[1]), int(version[2])) == needed


# ------------------------------------------------------------------ the commands, run


def service_environment(name: str, database_url: str) -> dict[str, str]:
    """A service's environment with the throwaway server in place of the `db` service, and the
    token .env would give."""
    environment = environment_of(SERVICES[name])
    environment["DATABASE_URL"] = database_url
    return {**environment, "DISCORD_TOKEN": "fake-token"}


def tabula_argv(name: str) -> list[str]:
    command = command_of(SERVICES[name])
    # the image's `tabula` is pyproject's script
    assert command[0] == "tabula" and PYPROJECT["project"]["scripts"]["tabula"] == "bot.cli:main"
    return command[1:]


def migrate(database_url: str, cwd: Path) -> str:
    """The migrate service's command, as a process of its own: what it printed."""
    environment = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    environment.update(service_environment("migrate", database_url))
    environment["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", *tabula_argv("migrate")],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def start_bot(name: str, database_url: str, fake: FakeDiscord, cwd: Path) -> Any:
    context = multiprocessing.get_context("spawn")
    environment = service_environment(name, database_url)
    process = context.Process(
        target=run_command,
        args=(tabula_argv(name), environment, fake.port, str(cwd)),
        name=name,
    )
    process.start()
    return process


async def stop(process: Any) -> int | None:
    """Ctrl-C, as `docker compose stop` asks (SIGINT here: discord.py closes on it)."""
    if process.is_alive():
        os.kill(process.pid, signal.SIGINT)
    await asyncio.to_thread(process.join, WAIT)
    if process.is_alive():
        process.kill()
        await asyncio.to_thread(process.join, 10)
    return int(process.exitcode) if process.exitcode is not None else None


async def table_opened(fake: FakeDiscord, guild: Guild, user_name: str) -> int:
    """A user of ``guild`` runs `/builders new` in one of its channels: the table's number
    from the lobby it is answered with."""
    channel = fake.add_channel(f"compose-{guild.id}", guild=guild)
    user = fake.user(user_name, guild=guild)
    lobby = await fake.reply(await user.slash("builders new", channel=channel), timeout=WAIT)
    number = re.search(r"table #(\d+)", lobby.embeds[0]["title"] if lobby.embeds else "")
    assert number is not None, fake.transcript()
    return int(number[1])


async def test_the_composed_commands_bring_up_a_process_per_shard(
    two_shards: FakeDiscord, shard_database: str, tmp_path: Path
) -> None:
    fake = two_shards
    first, second = guild_pair(fake)
    said = await asyncio.to_thread(migrate, shard_database, tmp_path)
    assert re.fullmatch(r"postgresql://.+: migrated from schema version 0 to \d+\.\n", said), said
    processes = [start_bot(name, shard_database, fake, tmp_path) for name in sorted(BOTS)]
    try:

        def shards_up() -> bool:
            connected = fake.gateway.connected_sessions()
            return sorted((s.shard_id, s.shard_count) for s in connected) == [(0, 2), (1, 2)]

        await fake.wait_until(shards_up, timeout=WAIT, what="a gateway session per shard")
        # each guild's command reaches its own shard's process only (the fake routes by
        # Discord's formula), and each writes the one database
        tables = {
            guild.id: await table_opened(fake, guild, f"Host {n}")
            for n, guild in enumerate((first, second))
        }
        await fake.wait_until(
            lambda: fake.command_syncs == 1, timeout=WAIT, what="shard 0 to sync the commands"
        )
    finally:
        # both at once, as `docker compose stop` stops its services
        codes = list(await asyncio.gather(*(stop(p) for p in processes)))
    assert codes == [0, 0]
    assert fake.command_syncs == 1, "only shard 0's process syncs the slash commands"
    repo = await open_postgres(shard_database, read_only=True)
    try:
        for guild_id, table_id in tables.items():
            assert (await repo.tables.get_table(table_id)).guild_id == guild_id
    finally:
        await repo.close()
