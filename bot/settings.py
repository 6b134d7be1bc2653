"""Settings from the environment and a `.env` file (every one is listed in .env.example)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

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
    # so a busy bot with spare cores answers faster with 1-2 (bench/bot.py).
    render_processes: int = 0
    # An unstarted lobby closes after this many hours (it would block its channel forever).
    lobby_hours: float = Field(default=24.0, gt=0)
    # How many open lobbies one person may host in one server.
    lobbies_per_host: int = Field(default=3, ge=1)
    # Each table plays in a thread opened from its lobby message (a channel then hosts any
    # number of tables); off: every table plays in the channel where it was opened.
    table_threads: bool = True

    @field_validator("database_url")
    @classmethod
    def _names_a_database(cls, url: str | None) -> str | None:
        # Refused at start-up, with what is wrong, rather than at the first click.
        if url is not None:
            parse_database_url(url)
        return url

    @property
    def repository_url(self) -> str:
        """The database the bot opens: DATABASE_URL, else the SQLite file DATABASE_PATH."""
        return self.database_url or sqlite_url(self.database_path)
