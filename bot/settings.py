"""Settings from the environment and a `.env` file (every one is listed in .env.example)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

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
    # The table pages (``bot.web``): WEB_URL is their public base URL (https://tabula.example,
    # what a reverse proxy serves), WEB_PORT the port the bot's own server listens on, at
    # WEB_BIND. Off unless both are set. WEB_SECRET signs the tables' addresses (a table's
    # number is small and counted: the address must not be guessable); it is required then.
    web_url: str | None = None
    web_port: int | None = Field(default=None, ge=0, le=65535)
    web_bind: str = "0.0.0.0"
    web_secret: SecretStr | None = None
    # Tabula as a Discord Activity (``bot.web.activity``), served by the same web server: the
    # application's OAuth2 client id and secret (developer portal, OAuth2). Off unless both are
    # set and the web server is on.
    discord_client_id: str | None = None
    discord_client_secret: SecretStr | None = None
    # The application's public key (developer portal, General Information; 64 hex digits):
    # with it, a request Discord's Activity proxy signed (its proxy authentication, turned on
    # for the application) counts against its user's rate limit rather than the proxy's
    # address, which all of an Activity's users share (``bot.web.discord_proxy``).
    discord_public_key: str | None = None
    # Origins besides Discord's that may frame the Activity, space-separated (the sandbox's
    # own page sets its own; a deployment needs none).
    activity_frame_origins: str = ""

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

    @field_validator("discord_client_id")
    @classmethod
    def _names_an_application(cls, client_id: str | None) -> str | None:
        if client_id is not None and not client_id.isdigit():
            raise ValueError(f"DISCORD_CLIENT_ID must be the application's id, not {client_id!r}")
        return client_id

    @field_validator("discord_public_key")
    @classmethod
    def _is_a_key(cls, key: str | None) -> str | None:
        if key is not None:
            try:
                ok = len(bytes.fromhex(key)) == 32
            except ValueError:
                ok = False
            if not ok:
                raise ValueError("DISCORD_PUBLIC_KEY must be the application's 64 hex digits")
        return key

    @field_validator("activity_frame_origins")
    @classmethod
    def _names_origins(cls, origins: str) -> str:
        for origin in origins.split():
            parsed = urlsplit(origin)
            if parsed.scheme not in ("http", "https") or not parsed.hostname or parsed.path:
                raise ValueError(f"ACTIVITY_FRAME_ORIGINS: {origin!r} is not an origin")
        return origins

    @field_validator("web_url")
    @classmethod
    def _names_a_site(cls, url: str | None) -> str | None:
        if url is not None:
            parsed = urlsplit(url)
            if parsed.scheme not in ("http", "https") or not parsed.hostname:
                raise ValueError(f"WEB_URL must be an http(s) URL with a host, not {url!r}")
            return url.rstrip("/")
        return url

    @model_validator(mode="after")
    def _shards_exist(self) -> Settings:
        check_shards(self.shards, self.shard_count)
        return self

    @model_validator(mode="after")
    def _web_is_signed(self) -> Settings:
        # refused at start-up: unsigned addresses would let anyone count through the tables
        if self.web_on and (self.web_secret is None or len(self.web_secret) < 16):
            raise ValueError("WEB_URL and WEB_PORT need WEB_SECRET (at least 16 characters)")
        return self

    @property
    def web_on(self) -> bool:
        """Whether the bot serves the table pages (``bot.web``)."""
        return self.web_url is not None and self.web_port is not None

    @property
    def activity_on(self) -> bool:
        """Whether the web server also serves the Discord Activity (``bot.web.activity``)."""
        return (
            self.web_on
            and self.discord_client_id is not None
            and self.discord_client_secret is not None
        )

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
