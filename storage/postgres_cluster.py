"""A throwaway PostgreSQL server in a temporary directory, for the tests and the benchmark.

``initdb`` and ``pg_ctl`` from the machine's PostgreSQL (Debian: ``apt-get install
postgresql``; its binaries live in ``/usr/lib/postgresql/<version>/bin``, outside PATH) make a
cluster that listens on a unix socket in that directory only, so it never meets another server
on the machine and needs no port. PostgreSQL refuses to run as root: as root the server runs as
the ``postgres`` user, who owns the directory. Nothing is started as a service.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

__all__ = ["LocalCluster", "ServerMissing", "server_binaries"]

SUPERUSER = "postgres"


class ServerMissing(RuntimeError):
    """No PostgreSQL server binaries (initdb, pg_ctl) on this machine."""


def server_binaries() -> Path | None:
    """The directory holding initdb and pg_ctl: ``$PG_BIN``, else the newest Debian
    ``/usr/lib/postgresql/<version>/bin``, else PATH's; None when there is none."""
    chosen = os.environ.get("PG_BIN")
    if chosen:
        return Path(chosen) if (Path(chosen) / "initdb").exists() else None
    debian = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda path: int(path.parts[-3]) if path.parts[-3].isdigit() else 0,
    )
    if debian:
        return debian[-1].parent
    found = shutil.which("initdb")
    return Path(found).parent if found else None


@dataclass
class LocalCluster:
    """A running server; :meth:`stop` removes it with its directory."""

    directory: Path
    binaries: Path
    as_postgres: bool

    @classmethod
    def start(cls, *, durable: bool = False, parent: Path | None = None) -> LocalCluster:
        """Create and start a cluster in a new directory (in ``parent``, else the system's
        temporary one). Without ``durable`` nothing is synced to disk (fsync off): the fastest
        for tests, but a benchmark needs ``durable`` to time real commits."""
        binaries = server_binaries()
        if binaries is None:
            raise ServerMissing(
                "no PostgreSQL server found (initdb, pg_ctl): apt-get install postgresql, "
                "or set PG_BIN to the directory that holds them"
            )
        as_postgres = os.geteuid() == 0
        directory = Path(tempfile.mkdtemp(prefix="tabula-pg-", dir=parent)).absolute()
        if as_postgres:
            shutil.chown(directory, SUPERUSER, SUPERUSER)
        cluster = cls(directory, binaries, as_postgres)
        try:
            cluster._run(
                "initdb",
                "-D",
                str(cluster.data),
                "-U",
                SUPERUSER,
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                *([] if durable else ["--no-sync"]),
            )
            options = f"-k {directory} -c listen_addresses='' -c max_connections=200"
            if not durable:
                options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
            cluster._run(
                "pg_ctl",
                "-D",
                str(cluster.data),
                "-o",
                options,
                "-l",
                str(directory / "server.log"),
                "-w",
                "start",
            )
        except BaseException:
            shutil.rmtree(directory, ignore_errors=True)
            raise
        return cluster

    @property
    def data(self) -> Path:
        return self.directory / "data"

    def dsn(self, database: str = "postgres") -> str:
        """The URL of ``database`` on this server (its unix socket; no password)."""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.directory}"

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.directory, ignore_errors=True)

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.binaries / program), *args]
        if self.as_postgres:
            command = ["runuser", "-u", SUPERUSER, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            log = self.directory / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr}{tail}")
