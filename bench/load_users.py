"""The simulated users of the load benchmarks (bench/bot_load.py, bench/processes.py): a
table's users open it, then each clicks a random offered action as soon as their board offers
one, acting only on what the fake Discord shows them and on a read-only look at the store."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from dataclasses import dataclass, field

import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
from load_discord import BenchDiscord

from bot.custom_ids import ActionId, ConfirmId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Interaction, Message
from storage.models import TableStatus
from storage.repository import Repository
from tests.discord.bot_helpers import Choice, answer_button, choices, question

# A user re-checks a table this often even when its channel did not change (a safety net).
RECHECK_S = 2.0
# How long a user waits for the bot to update the board they clicked on.
UPDATE_TIMEOUT_S = 60.0


async def changed(event: asyncio.Event, timeout: float) -> bool:
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(event.wait(), max(timeout, 0.0))
    return event.is_set()


@dataclass
class Table:
    channel: Channel
    users: list[Actor]
    table_id: int = 0
    clicks: int = 0
    failures: list[str] = field(default_factory=list)
    # seconds from sending a click to the fake holding its acknowledgement / the edited message
    seen_ack: list[float] = field(default_factory=list)
    seen_update: list[float] = field(default_factory=list)


def newest_board(channel: Channel) -> tuple[Message, dict[str, Choice]] | None:
    """The newest message in ``channel`` with action buttons or menus, and what it offers."""
    for message in reversed(channel.live_messages()):
        offered = choices(message)
        if offered:
            return message, offered
    return None


async def open_table(fake: FakeDiscord, table: Table, ai: int, floor: bool) -> None:
    host = table.users[0]
    it = await host.slash("builders new", channel=table.channel, seats=2, ai=ai)
    lobby = await fake.reply(it, timeout=30)
    if floor:
        return  # its answer is the first board
    for guest in table.users[1:]:
        await guest.click(lobby, "Join")
    await host.click(lobby, "Start")


async def play(
    fake: BenchDiscord,
    repo: Repository | None,
    table: Table,
    clicks: int,
    until: float,
    think: float,
    rng: random.Random,
) -> None:
    """``table``'s users click until done; without ``repo`` (the floor, which keeps no game)
    any of them may click each new board."""
    by_id = {str(u.id): u for u in table.users}
    last_version = -1
    # (board message, version) that the store showed not to be this users' turn: the bot shows
    # a new board (another message or version) when that changes, so no need to read it again
    checked: tuple[int, int] | None = None
    while table.clicks < clicks and time.perf_counter() < until:
        change = fake.change_in(table.channel)
        found = newest_board(table.channel)
        actor = None
        if found is None:
            # between taking the buttons off a board and showing the next, or the game is over
            if (
                repo
                and (await repo.tables.get_table(table.table_id)).status is not TableStatus.ACTIVE
            ):
                return
        else:
            message, offered = found
            version = int(next(iter(offered.values())).custom_id.split(":")[3])
            if repo is None:
                actor = rng.choice(table.users) if version != last_version else None
            elif version != last_version and (message.id, version) != checked:
                loaded = await repo.tables.load(table.table_id)
                if loaded.table.status is not TableStatus.ACTIVE:
                    return
                if loaded.version == version:
                    actor = by_id.get(loaded.pending or "")
                checked = (message.id, version)
        if actor is None:
            if not await changed(change, min(RECHECK_S, until - time.perf_counter())):
                # nothing moved for a while (a refused click leaves the board as it was)
                checked, last_version = None, -1
            continue
        if think:
            await asyncio.sleep(rng.uniform(0, 2 * think))
            if time.perf_counter() >= until:
                return
        choice = offered[rng.choice(sorted(offered))]
        sent = fake.clock()
        if choice.select_value is None:
            it = await actor.click(message, choice.custom_id, expect_ack=False)
        else:
            menu, value = choice.custom_id, choice.select_value
            it = await actor.select(message, menu, value, expect_ack=False)
        await board_updated(fake, it, table.channel, actor, parse(choice.custom_id))
        if not it.acknowledged or it.acked_at is None:
            table.failures.append(f"{it.summary}: {it.errors or 'no acknowledgement'}")
        elif message.edits <= it.message_edits_before:
            table.failures.append(f"{it.summary}: acknowledged, but the board was not updated")
        else:
            table.seen_ack.append(it.acked_at - sent)
            table.seen_update.append(fake.edited_at[message.id] - sent)
        last_version = version
        table.clicks += 1


async def board_updated(
    fake: BenchDiscord, it: Interaction, channel: Channel, actor: Actor, clicked: object
) -> None:
    """Until the message the click came from is edited (the new board, or no more buttons),
    the bot got an error, or it is clearly not going to happen. A costly or irreversible choice
    is asked about first, privately: the user confirms it, as a player would (unanswered, the
    board would not change and the user would wait out the whole timeout)."""
    message = it.message
    assert message is not None
    deadline = time.perf_counter() + UPDATE_TIMEOUT_S
    confirmed = False
    while message.edits <= it.message_edits_before and not it.errors:
        if time.perf_counter() > deadline:
            return
        change = fake.change_in(channel)  # taken before looking, so none slips by
        if not confirmed:
            asked = question(actor, message)
            if asked is not None and asks_about(asked, clicked):
                await actor.click(asked, answer_button(asked, confirm=True), expect_ack=False)
                confirmed = True
                continue
        # errors change no channel: the timeout is what notices them
        await changed(change, 1.0)


def asks_about(asked: Message, clicked: object) -> bool:
    """Whether the question ``asked`` is about the click ``clicked`` (its table and version),
    not a question left from an earlier one."""
    if not isinstance(clicked, ActionId):
        return False
    for item in asked.items():
        answer = parse(str(item.get("custom_id", "")))
        if isinstance(answer, ConfirmId):
            return (answer.table_id, answer.version) == (clicked.table_id, clicked.version)
    return False
