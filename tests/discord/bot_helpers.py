"""Driving the real Tabula bot through the fake Discord: a factory, and a test player that
chooses among the buttons and select menus the pending player can see."""

from __future__ import annotations

import asyncio
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.bot import TabulaBot, create_bot
from bot.custom_ids import ActionId, ConfirmId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from bot.settings import Settings
from rules.builders_antiquity import data as builders_data
from storage.models import Table
from tests.discord.harness import RunningClient


def bot_factory(
    database: Path, seeds: Iterator[int] | None = None, **settings: Any
) -> Callable[[], TabulaBot]:
    """Each call builds a new bot on the same database, as a restarted process would."""
    seed_source = seeds if seeds is not None else itertools.count(1)

    def make() -> TabulaBot:
        # tables play in place unless a test asks for threads (tests/discord/test_threads.py)
        settings.setdefault("table_threads", False)
        config = Settings(database_path=database, discord_token="fake-token", **settings)
        return create_bot(config, ai_delay=0.0, seeds=seed_source, guild_ready_timeout=0.05)

    return make


@dataclass(frozen=True)
class Choice:
    action_id: str
    custom_id: str
    select_value: str | None  # set for a select menu option


def choices(message: Message) -> dict[str, Choice]:
    """Every action a message offers, by action id."""
    found: dict[str, Choice] = {}
    for item in message.items():
        custom_id = str(item.get("custom_id", ""))
        parsed = parse(custom_id)
        if not isinstance(parsed, ActionId):
            continue
        if item.get("type") == 2 and parsed.action_id is not None:
            found[parsed.action_id] = Choice(parsed.action_id, custom_id, None)
        elif item.get("type") == 3:
            for option in item.get("options", []):
                value = str(option["value"])
                found[value] = Choice(value, custom_id, value)
    return found


def latest_board(actor: Actor, channel: Any) -> Message:
    """The newest message with action components that ``actor`` can see in ``channel``."""
    for message in reversed(actor.visible_messages(channel)):
        if choices(message):
            return message
    raise AssertionError(f"{actor.name} sees no board with actions")


async def choose(actor: Actor, message: Message, choice: Choice) -> None:
    if choice.select_value is None:
        await actor.click(message, choice.custom_id)
    else:
        await actor.select(message, choice.custom_id, choice.select_value)


async def board_to_play(fake: FakeDiscord, actor: Actor, channel: Any, version: int) -> Message:
    """The newest board ``actor`` sees in ``channel`` with actions for ``version``, once there
    is one: a turn's new board is posted by the outbox after the click that ended the turn was
    answered (``settle`` does not wait for it)."""

    def found() -> Message | None:
        for message in reversed(actor.visible_messages(channel)):
            for item in message.items():
                parsed = parse(str(item.get("custom_id", "")))
                if isinstance(parsed, ActionId) and parsed.version == version:
                    return message
        return None

    return await fake.wait_until(found, what=f"{actor.name}'s board at {version}")


async def settle(bot: TabulaBot) -> None:
    await asyncio.wait_for(bot.router.settled(), timeout=60)


def most_buttons(fake: FakeDiscord) -> int:
    """The most buttons any message the fake stores ever showed at once."""
    return max((m.most_buttons for m in fake.messages.values()), default=0)


def question(actor: Actor, where: Message) -> Message | None:
    """The newest question ``actor`` was asked (a costly or irreversible choice to confirm)
    beside ``where`` (the message they clicked) that still has its answers."""
    channel = actor.context.channel_of(where)
    for message in reversed(actor.visible_messages(channel)):
        if any(_answer(item) is not None for item in message.items()):
            return message
    return None


def _answer(item: dict[str, Any]) -> ConfirmId | None:
    parsed = parse(str(item.get("custom_id", "")))
    return parsed if isinstance(parsed, ConfirmId) else None


def answer_button(message: Message, confirm: bool) -> str:
    """The custom_id of a question's Confirm (or Cancel) button."""
    for item in message.items():
        answered = _answer(item)
        if answered is not None and (answered.action_id is not None) == confirm:
            return str(item["custom_id"])
    raise AssertionError(f"no {'Confirm' if confirm else 'Cancel'} on {message.content!r}")


async def play(bot: TabulaBot, actor: Actor, message: Message, choice: Choice) -> int:
    """``actor`` chooses ``choice`` on ``message`` and confirms it if the bot asks first;
    the clicks it took."""
    await choose(actor, message, choice)
    await settle(bot)
    asked = question(actor, message)
    if asked is None:
        return 1
    await actor.click(asked, answer_button(asked, confirm=True))
    await settle(bot)
    return 2


def builders_policy(state: Any, offered: list[str]) -> str:
    """A plain but purposeful player of The Builders, so a test game ends in ~15 rounds."""
    player = state.players[state.current]
    for prefix in ("site:", "worker:", "tool:"):
        picks = [i for i in offered if i.startswith(prefix) and i != "tool:none"]
        if picks:
            return picks[0]
    if "tool:none" in offered:
        return "tool:none"
    free = state.actions_left
    if free == 0:
        return "end"
    sends = [i for i in offered if i.startswith("send:")]
    if sends:
        return sends[0]
    starts = [i for i in offered if i.startswith("start:")]
    if starts and len(player.sites) < 2:

        def value(action_id: str) -> float:
            card = builders_data.BUILDING_BY_ID[action_id.removeprefix("start:")]
            return (card.vp + 2 * card.is_machine) / sum(card.cost)

        return max(starts, key=value)
    hires = [i for i in offered if i.startswith("hire:")]
    if hires and len(player.crew) < 6:
        return max(hires, key=lambda i: builders_data.WORKER_BY_ID[i.removeprefix("hire:")].wage)
    return f"take-money:{free}" if f"take-money:{free}" in offered else "end"


def unasked_policy(state: Any, offered: list[str]) -> str:
    """``builders_policy``, but never a choice the bot asks about first (a building started
    while the pile draws its successor): for the tests of what one click costs."""
    if state.building_deck:
        offered = [i for i in offered if not i.startswith("start:")]
    return builders_policy(state, offered)


def actor_of(fake: FakeDiscord, actors: list[Actor], seat: str) -> Actor:
    return next(a for a in actors if str(a.id) == seat)


@dataclass(frozen=True)
class MessageCounts:
    """What a game left in the local Discord: messages in channels and threads (what anyone
    there sees), ephemeral answers, and DMs, each message counted once however often edited."""

    channel: int
    ephemeral: int
    dms: int


def message_counts(fake: FakeDiscord) -> MessageCounts:
    public = [m for c in fake.channels.values() for m in c.live_messages()]
    direct = [m for c in fake.dm_channels.values() for m in c.live_messages()]
    return MessageCounts(
        channel=sum(not m.ephemeral for m in public),
        ephemeral=sum(m.ephemeral for m in public + direct),
        dms=sum(not m.ephemeral for m in direct),
    )


def board_messages(fake: FakeDiscord, channel: Any) -> list[Message]:
    """The messages of ``channel`` that show the table's picture (its board, live or ended)."""
    return [
        m
        for m in fake.channel_log(channel)
        if not m.ephemeral and any(a.filename == "board.png" for a in m.attachments)
    ]


def last_moves(board: Message, heading: str = "**Last moves**") -> list[str]:
    """The "last moves" lines of a board message (none when it has no such part)."""
    description = str(board.embeds[0].get("description", "")) if board.embeds else ""
    _, found, after = description.partition(heading + "\n")
    return [line for line in after.split("\n") if line.startswith("• ")] if found else []


def write_transcript(fake: FakeDiscord, directory: Path) -> Path:
    """Write every channel and DM as text, with each attached image saved beside it and named
    in the text where it appeared; return the text file."""
    directory.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    image = 0
    for channel in [*fake.channels.values(), *fake.dm_channels.values()]:
        messages = channel.live_messages()
        if not messages:
            continue
        lines.append(f"=== {fake.channel_label(channel)} ===")
        for message in messages:
            lines.append(fake.describe(message))
            for attachment in message.attachments:
                image += 1
                name = f"{image:04d}-{attachment.filename}"
                (directory / name).write_bytes(attachment.data)
                lines.append(f"    image saved as {name}")
        lines.append("")
    lines += ["=== what everyone did, in order ===", fake.transcript()]
    path = directory / "transcript.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


async def start_table(
    fake: FakeDiscord,
    running: RunningClient,
    command: str,
    host: Actor,
    guests: list[Actor],
    **options: Any,
) -> tuple[Message, Table]:
    """``host`` opens a lobby with ``/<command> new`` in #general, the guests join, the host
    starts; returns the lobby message and the table once the bot has settled."""
    # every message of a table pings nobody but the player it means to
    fake.require_allowed_mentions = True
    lobby = await fake.reply(await host.slash(f"{command} new", **options))
    for guest in guests:
        await guest.click(lobby, "Join")
    await host.click(lobby, "Start")
    bot: TabulaBot = running.client  # type: ignore[assignment]
    await settle(bot)
    # the lobby names its table ("… · table #N"), wherever the game plays (#general or a thread)
    found = re.search(r"table #(\d+)", lobby.embeds[0]["title"]) if lobby.embeds else None
    assert found is not None, f"no table started:\n{fake.transcript()}"
    table = await bot.repo.tables.get_table(int(found[1]))
    return lobby, table
