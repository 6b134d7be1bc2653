"""Tables whose stored form cannot be read are set apart, never allowed to stop the rest.

A corrupt row (seats or options that are not JSON), a game this Tabula no longer knows, or a
snapshot its engine refuses to load makes that one table raise
:class:`~storage.errors.TableQuarantined` (a refusal with a message for players) wherever it is
read, while every other table goes on; ``Repository.quarantined()`` lists them for the operator,
who may end one with ``abandon``. Each time one is met it is logged at ERROR (with its id and
why): that is how "an operator has been told".
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from rules.core import Engine
from storage.errors import TableQuarantined
from storage.table_policy import EngineLookup

__all__ = ["engine_of", "row_of", "state_of"]

T = TypeVar("T")

log = logging.getLogger(__name__)


def _quarantined(table_id: int, reason: str) -> TableQuarantined:
    log.error("table %s is quarantined: %s", table_id, reason)
    return TableQuarantined(table_id, reason)


def _described(error: Exception) -> str:
    lines = str(error).splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}".strip()


def row_of(table_id: int, parse: Callable[[], T]) -> T:
    """What ``parse`` makes of the table's stored row."""
    try:
        return parse()
    except Exception as error:
        raise _quarantined(table_id, f"its row cannot be read ({_described(error)})") from error


def engine_of(engines: EngineLookup, table_id: int, game_id: str) -> Engine[Any]:
    try:
        return engines(game_id)
    except KeyError:
        raise _quarantined(table_id, f"its game '{game_id}' is not known here") from None


def state_of(engines: EngineLookup, table_id: int, game_id: str, dumped: str) -> Any:
    """The stored snapshot, loaded by the table's engine."""
    engine = engine_of(engines, table_id, game_id)
    try:
        return engine.load(dumped)
    except Exception as error:
        reason = f"its engine cannot load the saved game ({_described(error)})"
        raise _quarantined(table_id, reason) from error
