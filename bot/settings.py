"""Settings from the environment and a `.env` file (every one is listed in .env.example)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.shards import check_shards, parse_shards
from storage.database_url import parse_database_url, sqlite_url


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    # The bot token from the Discord developer portal; never logged (SecretStr hides it).
    discord_token: SecretStr | None = None
    # Where every table, action and result is kept: sqlite:///path/to/file.sqlite3 (the
    # default: DATABASE_PATH) or postgresql://user:password@host:port/name for a deployment of
    # several processes. When set it wins over DATABASE_PATH.
    database_url: str | None = None
    # The SQLite file, when DATABASE_URL is not set.
    database_path: Path = Path("./tabula.sqlite3")
    # When set, slash commands are synced to this one guild at once (global sync takes up to
    # an hour to reach every server).
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Board images are drawn in this many worker processes, and the AI seats think in as many
    # more; 0 does both in threads of the bot's own process. Drawing is most of a click's work,
    # so a busy bot with spare cores answers faster with 1-2 (bench/bot_load.py).
    render_processes: int = 0
    # An unstarted lobby closes after this many hours (it would block its channel forever).
    lobby_hours: float = Field(default=24.0, gt=0)
    # How many open lobbies one person may host in one server.
    lobbies_per_host: int = Field(default=3, ge=1)
    # Each table plays in a thread opened from its lobby message (a channel then hosts any
    # number of tables); off: every table plays in the channel where it was opened.
    table_threads: bool = True
    # The gateway shards this process holds (``0-3``, ``0,2``), of SHARD_COUNT in the whole
    # deployment; unset: every shard (all of SHARD_COUNT, else as many as Discord advises).
    # Several processes over one PostgreSQL database each hold some shards.
    shard_ids: str | None = None
    shard_count: int | None = Field(default=None, ge=1)
    # Seconds a process holds a delivery or a computer player's turn it took from the database;
    # if the process dies meanwhile, another one takes it over after that long (the process of
    # the same shards, started again, takes its deliveries back at once).
    lease_seconds: float = Field(default=30.0, gt=0)

    @field_validator("database_url")
    @classmethod
    def _names_a_database(cls, url: str | None) -> str | None:
        # Refused at start-up, with what is wrong, rather than at the first click.
        if url is not None:
            parse_database_url(url)
        return url

    @field_validator("shard_ids")
    @classmethod
    def _names_shards(cls, text: str | None) -> str | None:
        if text is not None:
            parse_shards(text)
        return text

    @model_validator(mode="after")
    def _shards_exist(self) -> Settings:
        check_shards(self.shards, self.shard_count)
        return self

    @property
    def shards(self) -> tuple[int, ...] | None:
        """The shard ids this process holds; None: every shard."""
        return parse_shards(self.shard_ids) if self.shard_ids is not None else None

    @property
    def syncs_commands(self) -> bool:
        """Only the process holding shard 0 syncs the slash commands: a sync replaces the
        application's commands everywhere at once, so one process is enough, and several
        doing it at every start would race on the same rate limit. Every deployment has
        exactly one shard 0."""
        shards = self.shards
        return shards is None or 0 in shards

    @property
    def repository_url(self) -> str:
        """The database the bot opens: DATABASE_URL, else the SQLite file DATABASE_PATH."""
        return self.database_url or sqlite_url(self.database_path)
