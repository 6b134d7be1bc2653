"""Whole games of each title in the sandbox, played through the page's JSON API (what its
JavaScript calls): one person against computer seats (Normal), and two people who take turns
at one page with the user switcher. Each player clicks only what the page shows them (buttons
and menus under the board, Porta Nigra's hand in the DM pane, the modal for a typed number)
until the final scores are shown; the spectator never sees a hand and the bot breaks no rule
of Discord's on the way."""

from __future__ import annotations

import io
import itertools
import random
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import aiosqlite
import pytest
from PIL import Image

from bot.bot import TabulaBot
from bot.custom_ids import ConfirmId, parse
from bot.localdiscord.state import Json
from bot.sandbox.runner import Sandbox
from rules.porta_nigra import ENGINE
from rules.porta_nigra.building import interim_amount
from rules.porta_nigra.state import Section, Turn
from storage.models import LoadedTable
from tests.discord.aqua_helpers import aqua_policy
from tests.discord.bot_helpers import builders_policy, settle
from tests.sandbox.conftest import new_sandbox
from tests.sandbox.page_api import Offer, PageApi, components, newest_offers

# The tests' rate-limit windows, as in tests/discord: the bot waits as it would on Discord,
# only 20 times faster.
TEST_TIME = 0.05
# A whole game is a few hundred clicks; this bounds a game that would never end.
MOST_CLICKS = 600
SPECTATOR = "Spectator"

Policy = Callable[[Any, list[str]], str]


def porta_nigra_policy(seed: int) -> Policy:
    """A random player that plays on instead of ending turns early, so the game moves."""
    rng = random.Random(seed)

    def pick(state: Any, offered: list[str]) -> str:
        useful = [a for a in offered if a not in ("end", "coin:card", "coin:torch")]
        return rng.choice(sorted(useful or offered))

    return pick


@dataclass
class Played:
    """What a whole game went through, for the test's assertions."""

    clicks: int = 0
    kinds: set[str] = field(default_factory=set)
    movers: set[str] = field(default_factory=set)


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    # a seed for each table, a rematch's too
    running = new_sandbox(tmp_path / "sandbox.sqlite3", seeds=itertools.count(5))
    running.fake.rate_limit_time_scale = TEST_TIME
    async with running:
        yield running


@pytest.fixture
async def page(sandbox: Sandbox) -> AsyncIterator[PageApi]:
    async with aiohttp.ClientSession() as session:
        yield PageApi(session, sandbox.url)


async def open_table(
    sandbox: Sandbox, page: PageApi, command: str, people: list[str], computers: int
) -> tuple[str, str]:
    """The first person opens a lobby in #general, seats `computers` Normal computer players
    from its menu, the others join, and the host starts: (lobby message id, thread id)."""
    general = str(sandbox.fake.channel("general").id)
    host = people[0]
    await page.slash(host, f"/{command} new", general, seats=str(len(people) + computers))
    await settle(sandbox.bot)
    lobby = next(m for m in (await page.state(host, general))["messages"] if m["components"])
    custom = {c["label"] if c["type"] == 2 else c["custom_id"]: c for c in _items(lobby)}
    ai_menu = next(c for key, c in custom.items() if key.endswith(":ai"))
    for _ in range(computers):
        await page.select(host, lobby["id"], ai_menu["custom_id"], "normal")
    for guest in people[1:]:
        await page.click(guest, lobby["id"], custom["Join"]["custom_id"])
    await page.click(host, lobby["id"], custom["Start"]["custom_id"])
    await settle(sandbox.bot)
    shown = await page.state(host, general)
    thread = next(c for c in shown["channels"] if c["parent"] == general)
    return lobby["id"], thread["id"]


def _items(message: Json) -> list[Json]:
    return [c for row in message["components"] for c in row["components"]]


async def play_to_the_end(
    sandbox: Sandbox, page: PageApi, thread: str, policy: Policy
) -> tuple[LoadedTable, Played]:
    """Whoever is to move clicks what their page offers, chosen by `policy`, until the game
    is over; after every move the spectator's page is checked for private things."""
    bot = sandbox.bot
    table = await bot.repo.tables.table_in_channel(int(thread))
    assert table is not None, "a table plays in the thread"
    played = Played()
    while True:
        loaded = await bot.repo.tables.load(table.id)
        if loaded.pending is None:
            return loaded, played
        assert played.clicks < MOST_CLICKS, "the game does not end"
        mover = sandbox.fake.actors[int(loaded.pending)].name
        shown = await page.state(mover, thread)
        assert shown["modal"] is None
        # Porta Nigra's board offers no card: the mover's hand is in their DM pane
        offered = newest_offers(shown["messages"])
        if not offered:
            offered = newest_offers([m for m in shown["dms"] if not m["ephemeral"]])
            played.kinds.add("dm")
        assert offered, f"{mover} is shown nothing to do in {loaded.state!r:.200}"
        await take(page, mover, offered, policy(loaded.state, _ids(offered)), played)
        await settle(bot)
        await confirm_if_asked(sandbox, page, mover, thread)
        assert (await bot.repo.tables.load(table.id)).version > loaded.version, "the move counted"
        played.clicks += 1
        played.movers.add(mover)
        await spectator_sees_no_hand(page, thread)


async def confirm_if_asked(sandbox: Sandbox, page: PageApi, mover: str, thread: str) -> None:
    """A costly or irreversible choice is asked about first, privately: confirmed here."""
    for message in reversed((await page.state(mover, thread))["messages"]):
        # a link button (the table's page) has no custom_id
        answers = [
            c for c in components(message) if isinstance(parse(c.get("custom_id", "")), ConfirmId)
        ]
        confirm = [c for c in answers if c["label"] == "Confirm"]
        if confirm:
            assert message["ephemeral"], "only the mover sees the question"
            await page.click(mover, message["id"], confirm[0]["custom_id"])
            await settle(sandbox.bot)
            return


def _ids(offered: list[Offer]) -> list[str]:
    return [o.action_id for o in offered if o.action_id != "number"]


async def take(
    page: PageApi, mover: str, offered: list[Offer], wanted: str, played: Played
) -> None:
    typed = next((o for o in offered if o.action_id == "number"), None)
    if typed is not None:
        # a number too large for one menu: typed in the modal the button opens
        await page.click(mover, typed.message_id, typed.custom_id)
        modal = (await page.state(mover))["modal"]
        assert modal is not None, "the button opened a modal"
        field = modal["components"][0]["component"]
        await page.submit_modal(mover, {field["custom_id"]: field["placeholder"]})
        played.kinds.add("modal")
        return
    offer = next(o for o in offered if o.action_id == wanted)
    await page.take(mover, offer)
    played.kinds.add("button" if offer.select_value is None else "select")


async def spectator_sees_no_hand(page: PageApi, channel: str | None) -> None:
    """`channel` as the spectator's page shows it (None: #general) holds nothing private."""
    shown = await page.state(SPECTATOR, channel)
    assert shown["dms"] == [] and shown["modal"] is None
    for message in shown["messages"]:
        assert not message["ephemeral"], f"the spectator sees {message['content']!r}"
        assert all(a["filename"] != "hand.png" for a in message["attachments"])
        assert not any(o.action_id.startswith("play:") for o in newest_offers([message]))


async def the_result_is_shown(
    sandbox: Sandbox, page: PageApi, loaded: LoadedTable, thread: str, lobby: str
) -> None:
    """The final board, as the spectator's page shows it, against the engine's result: the
    winners, then each seat's score from the highest; the lobby in #general says it too."""
    bot: TabulaBot = sandbox.bot
    result = await bot.router.service.tables.result(loaded)
    assert result is not None and loaded.table.status == "finished"
    names = await bot.router.service.ctx.names.seat_names(loaded.table)
    shown = await page.state(SPECTATOR, thread)
    final = next(m for m in reversed(shown["messages"]) if m["embeds"])
    winners = " & ".join(names[w] for w in result.winners)
    heading = f"**Game over.** Winner: {winners}\n" if len(result.winners) == 1 else ""
    # a tie is said as one
    assert final["content"].startswith(heading or "**Game over.** A tie: ")
    lines = final["embeds"][0]["description"].split("\n")
    scores = [re.match(r"\*\*(.+?)\*\*: (-?[\d.]+)", line) for line in lines[: len(names)]]
    ranked = sorted(result.scores, key=lambda s: -result.scores[s])
    assert [(m[1], float(m[2])) for m in scores if m] == [
        (names[s], result.scores[s]) for s in ranked
    ]
    await the_image_keeps_its_room(page, final["embeds"][0]["image"])
    in_general = await page.state(SPECTATOR)
    lobby_now = next(m for m in in_general["messages"] if m["id"] == lobby)
    # a tie has no one winner to name there
    alone = f" Winner: {winners}." if len(result.winners) == 1 else ""
    assert lobby_now["content"] == f"**Game over** in <#{thread}>.{alone}"
    await spectator_sees_no_hand(page, None)
    assert in_general["warnings"] == [] and in_general["bot_errors"] == [], in_general


# each title, its player, and what the page had them use: Aqua Romana offers buttons (and a
# menu beyond 10 choices), Porta Nigra's hand is played from the DM pane
async def the_image_keeps_its_room(page: PageApi, image: Json) -> None:
    """An image's size comes with its message, as on Discord, and is the image's own."""
    async with page.session.get(page.url + image["url"].lstrip("/")) as got:
        assert got.status == 200
        data = await got.read()
    with Image.open(io.BytesIO(data)) as drawn:
        assert (image["width"], image["height"]) == drawn.size


GAMES = [
    pytest.param("builders", lambda: builders_policy, {"button", "select"}, id="the-builders"),
    pytest.param("aquaromana", lambda: aqua_policy, {"button", "select"}, id="aqua-romana"),
    pytest.param(
        "portanigra", lambda: porta_nigra_policy(4), {"button", "select", "dm"}, id="porta-nigra"
    ),
]


@pytest.mark.parametrize(("command", "make_policy", "used"), GAMES)
async def test_one_person_plays_a_whole_game_against_the_computer(
    sandbox: Sandbox,
    page: PageApi,
    command: str,
    make_policy: Callable[[], Policy],
    used: set[str],
) -> None:
    lobby, thread = await open_table(sandbox, page, command, ["Alice"], computers=1)
    loaded, played = await play_to_the_end(sandbox, page, thread, make_policy())
    await the_result_is_shown(sandbox, page, loaded, thread, lobby)
    assert played.movers == {"Alice"} and played.kinds == used
    assert played.clicks > 20, "a whole game, not a lucky early end"


async def test_two_people_take_turns_at_one_page(sandbox: Sandbox, page: PageApi) -> None:
    lobby, thread = await open_table(sandbox, page, "builders", ["Alice", "Bob"], computers=1)
    loaded, played = await play_to_the_end(sandbox, page, thread, builders_policy)
    await the_result_is_shown(sandbox, page, loaded, thread, lobby)
    assert played.movers == {"Alice", "Bob"} and played.kinds == {"button", "select"}


async def test_a_number_too_large_for_a_menu_is_typed_in_the_modal(
    sandbox: Sandbox, page: PageApi
) -> None:
    """Porta Nigra asks how many of a player's bricks become points at a round's end; past
    a menu's 25 options the board offers a button that opens a modal to type it in."""
    _, thread = await open_table(sandbox, page, "portanigra", ["Alice", "Bob"], computers=0)
    bot = sandbox.bot
    table = await bot.repo.tables.table_in_channel(int(thread))
    assert table is not None
    # the position: a round's end, the player to move has 32 bricks on the board
    async with bot.router.service.ctx.lock(table.id):
        loaded = await bot.repo.tables.load(table.id)
        pending = loaded.pending
        assert pending is not None
        state = ENGINE.clone(loaded.state)
        i = state.seats.index(pending)
        state.sections = {f"PN-{k}": Section(i, 8) for k in (1, 2, 3, 4)}
        state.phase, state.current, state.turn, state.interim_queue = "interim", i, Turn(), [i]
        total = interim_amount(state, i)
        async with aiosqlite.connect(sandbox.settings.database_path) as db:
            await db.execute(
                "UPDATE snapshots SET state = ? WHERE table_id = ?",
                (ENGINE.dump(state), table.id),
            )
            await db.commit()
    await bot.router.desk.refresh(table.id)
    await settle(bot)
    mover = sandbox.fake.actors[int(pending)].name
    offered = newest_offers((await page.state(mover, thread))["messages"])
    assert sorted(o.action_id for o in offered) == sorted(
        ["number", *(f"tens:{k}" for k in range(total // 10 + 1))]
    )

    played = Played()
    await take(page, mover, offered, "number", played)
    await settle(bot)
    assert played.kinds == {"modal"}
    scored = (await bot.repo.tables.load(table.id)).state.players[i]
    assert (scored.vp, scored.money) == (total, state.players[i].money)
    assert (await page.state(mover))["modal"] is None, "the modal closed on its submission"
    await spectator_sees_no_hand(page, thread)
