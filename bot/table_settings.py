"""What a host asks for when opening a table, and what a table is set to, as typed models.

A table's settings are stored as JSON (``Table.options``, a dict: storage knows nothing of
them, and an engine reads its own keys there). They are parsed here when read and dumped back
when written, in the shape they have always been stored in: a database written before these
models loads as it is, every key it holds is kept (the engines' own too), and a setting is
written only once something sets it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from storage.models import Table

AtTimeout = Literal["play", "take"]


class LobbyOptions(BaseModel):
    """A ``/… new`` as the host gave it: None (and ``turn`` 0, no limit) where the server's
    settings decide. The service checks the values and refuses what it cannot open."""

    model_config = ConfigDict(frozen=True)

    seats: int
    ai: int = 0
    random_order: bool = True
    level: str | None = None
    turn: int | None = None  # minutes a turn may take; 0: no limit
    timeout: str | None = None  # at the limit, the computer "play"s the turn or "take"s the seat
    auto: bool = True
    rated: bool = False
    language: str | None = None


class TableSettings(BaseModel):
    """A table's settings. Read leniently, as the service always read the stored dict: a
    value of the wrong kind counts as the setting's default rather than failing the table."""

    model_config = ConfigDict(frozen=True, extra="allow")

    seats: int | None = None  # None: as many as the game takes
    random_order: bool = False
    ai_level: str = "normal"  # the level of a computer that takes a seat
    turn_minutes: int | None = None  # None: no limit
    at_timeout: AtTimeout = "play"
    auto: bool = True  # the bot takes every step left with a single choice after a click
    rated: bool = False  # a rated game gives no hints
    language: str | None = None  # of the table's public messages; None: its server's
    lobby_channel: int | None = None  # the lobby's channel when the game plays in a thread

    @classmethod
    def of(cls, table: Table) -> TableSettings:
        return cls.model_validate(table.options)

    def changed(self, **settings: Any) -> TableSettings:
        return self.model_validate(self.stored() | settings)

    def stored(self) -> dict[str, Any]:
        """The settings as storage keeps them: the keys set (read, or given), and no other."""
        return self.model_dump(exclude_unset=True)

    @field_validator("seats", "lobby_channel", mode="before")
    @classmethod
    def _whole(cls, value: Any) -> int | None:
        return value if isinstance(value, int) else None

    @field_validator("random_order", "auto", "rated", mode="before")
    @classmethod
    def _flag(cls, value: Any) -> bool:
        return bool(value)

    @field_validator("ai_level", mode="before")
    @classmethod
    def _level(cls, value: Any) -> str:
        return str(value or "normal")

    @field_validator("turn_minutes", mode="before")
    @classmethod
    def _minutes(cls, value: Any) -> int | None:
        return value if isinstance(value, int) and value > 0 else None

    @field_validator("at_timeout", mode="before")
    @classmethod
    def _at_timeout(cls, value: Any) -> AtTimeout:
        return "take" if value == "take" else "play"

    @field_validator("language", mode="before")
    @classmethod
    def _language(cls, value: Any) -> str | None:
        return value if isinstance(value, str) else None
