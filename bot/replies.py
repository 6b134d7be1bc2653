"""Answering an interaction: privately, in time, and reading what a modal submitted."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

import discord

from bot import discord_out
from bot.components import shorten

CONTENT = 2000
# Digits people may type in a number field: ASCII only ("²" and "١" pass str.isdigit, and int()
# takes the second).
DIGITS = frozenset("0123456789")

# Seconds a handler may work before its interaction is acknowledged ahead of the answer
# (Discord allows 3): a busy database must not cost a click or a command its answer.
ACK_BUDGET = 1.5
T = TypeVar("T")


async def in_time(
    interaction: discord.Interaction, work: Awaitable[T], defer: Callable[[], Awaitable[Any]]
) -> T:
    """``work``'s result; when it takes longer than ACK_BUDGET, ``defer`` acknowledges the
    interaction meanwhile (the answer then edits the original response or follows up)."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=ACK_BUDGET)
    if not done and not interaction.response.is_done():
        await defer()
    return await task


def submitted_text(data: Mapping[str, Any], custom_id: str) -> str:
    """The text typed into the modal field ``custom_id`` (in a Label or an action row)."""
    for node in data.get("components", []):
        inner = [node["component"]] if "component" in node else node.get("components", [])
        for component in inner:
            if component.get("custom_id") == custom_id:
                return str(component.get("value", "")).strip()
    return ""


async def tell(interaction: discord.Interaction, text: str, **extra: Any) -> None:
    """A private answer: the response, or after an acknowledgement a followup."""
    text = shorten(text, CONTENT)
    if interaction.response.is_done():
        await interaction.followup.send(
            text, ephemeral=True, allowed_mentions=discord_out.NO_PINGS, **extra
        )
    else:
        await interaction.response.send_message(
            text, ephemeral=True, allowed_mentions=discord_out.NO_PINGS, **extra
        )


def whole_number(typed: str, low: int, high: int) -> int | None:
    """What a person typed as a whole number from ``low`` to ``high``, or None. Only ASCII
    digits count, and never more of them than ``high`` has (no 5000-digit conversions)."""
    typed = typed.strip()
    if not typed or not set(typed) <= DIGITS or len(typed) > len(str(high)):
        return None
    number = int(typed)
    return number if low <= number <= high else None
