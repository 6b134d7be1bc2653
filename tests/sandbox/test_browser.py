"""The sandbox's page in a real headless Chromium (Debian's `chromium`, driven by Playwright):
a game of The Builders opened from the command box, joined and played by clicking buttons
and select menus as several people, with each one's DMs in the DM pane and a spectator who
never sees anyone's private messages; and a whole game of Aqua Romana against a computer
player, clicked to its final scores.

`TABULA_SCREENSHOTS=folder` writes a screenshot of the page at each step there (a whole
game's, at its end, in a folder of its own). Without
chromium the test fails when CI is set (CI installs it) and is skipped otherwise."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import (
    BrowserContext,
    Page,
    Route,
    ViewportSize,
    async_playwright,
    expect,
)

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import COMPONENT, Interaction, Message, snowflake
from bot.sandbox.runner import Sandbox
from bot.sandbox.world import PEOPLE
from tests.discord.aqua_helpers import aqua_policy
from tests.discord.bot_helpers import (
    answer_button,
    board_to_play,
    builders_policy,
    choices,
    question,
    settle,
)
from tests.needs import missing

CHROMIUM = Path("/usr/bin/chromium")
# As root in a container: no sandbox, no GPU, and nothing that reaches past 127.0.0.1.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Playwright's waits (they end on the awaited change; the bound is for a busy machine)
PAGE_TIMEOUT_MS = 60_000
TURNS = 8
# The tests' rate-limit windows (as in tests/discord): a whole game in CI's time.
TEST_TIME = 0.05
# A whole game is a few hundred clicks; this bounds a game that would never end.
MOST_CLICKS = 600
# A phone's page, as Chromium's device toolbar shows an iPhone 12 to 15.
PHONE: ViewportSize = {"width": 390, "height": 844}
WIDE: ViewportSize = {"width": 1500, "height": 950}
# More tabs than the 6 connections a browser keeps open to one host.
TABS = 8


def _need_chromium() -> None:
    if CHROMIUM.exists():
        return
    missing(f"{CHROMIUM} is missing: apt-get install -y chromium")


class Screens:
    """Numbered screenshots of the page, when TABULA_SCREENSHOTS names a folder."""

    def __init__(self, page: Page, game: str = "") -> None:
        folder = os.environ.get("TABULA_SCREENSHOTS")
        # each game's screenshots in a folder of their own, numbered in order
        self.folder = Path(folder) / game if folder else None
        self.page = page
        self.count = 0

    async def take(self, step: str) -> None:
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count += 1
        await self.page.screenshot(path=self.folder / f"{self.count:02d}-{step}.png")


@pytest.fixture
async def browser(tmp_path: Path) -> AsyncIterator[BrowserContext]:
    _need_chromium()
    async with async_playwright() as playwright:
        context = await playwright.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"),  # a fresh user-data dir
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport=WIDE,
        )
        context.set_default_timeout(PAGE_TIMEOUT_MS)
        try:
            yield context
        finally:
            await context.close()


def message_on_page(page: Page, message: Message) -> str:
    return f'.message[data-message-id="{message.id}"]'


async def play_as(page: Page, name: str) -> None:
    await page.select_option("#user-switcher", name)
    await expect(page.locator("body")).to_have_attribute("data-me", name)


async def caught_up(page: Page, fake: FakeDiscord) -> None:
    """Until the page has drawn everything the local Discord holds now. A click made while
    the page still draws (a new message scrolls the list to the bottom) can land beside the
    button it aimed at, as a person's would; a person then clicks again, a test waits first."""
    await page.wait_for_function(
        "seen => Number(document.body.dataset.version) >= seen",
        arg=fake.version,
        timeout=PAGE_TIMEOUT_MS,
    )


async def acknowledged_after(fake: FakeDiscord, before: int) -> None:
    """Until the page's action reached the bot and the bot acknowledged it."""
    await fake.wait_until(
        lambda: (
            len(fake.interactions) > before and list(fake.interactions.values())[-1].acknowledged
        ),
        what="the page's action to be acknowledged",
    )


async def test_a_game_of_the_builders_played_in_the_page(
    sandbox: Sandbox, browser: BrowserContext
) -> None:
    fake, bot = sandbox.fake, sandbox.bot
    page = await browser.new_page()
    shots = Screens(page)
    await page.goto(sandbox.url + "?as=Alice")
    await expect(page.locator('#channels .channel[data-channel-name="general"]')).to_be_visible()
    await shots.take("empty-server")

    # /builders new from the command box: the box offers the synced commands
    await page.fill("#command", "/builders ne")
    suggestion = page.locator('#suggestions li[data-command="builders new"]')
    await expect(suggestion).to_be_visible()
    await shots.take("command-suggestions")
    await page.press("#command", "Enter")  # takes the suggestion, shows its options
    await expect(page.locator('#options [data-option="seats"]')).to_be_visible()
    await page.fill('#options [data-option="seats"]', "3")
    await page.press("#command", "Enter")
    lobby_on_page = page.locator("#messages .message", has=page.locator("text=Join"))
    await expect(lobby_on_page).to_have_count(1)
    lobby = next(m for m in fake.channel_log("general") if "Join" in m.button_labels())
    await shots.take("lobby")

    # a select menu in the lobby: the host sets the turn clock
    before = len(fake.interactions)
    await page.select_option(
        f'{message_on_page(page, lobby)} select[data-custom-id$=":clock"]', label="1 hour"
    )
    await acknowledged_after(fake, before)
    await expect(page.locator(message_on_page(page, lobby))).to_contain_text("1 hour")

    # two more people join, each in their own seat, and the host starts
    for name in ("Bob", "Carol"):
        await play_as(page, name)
        before = len(fake.interactions)
        await page.click(f'{message_on_page(page, lobby)} button:text-is("Join")')
        await acknowledged_after(fake, before)
        await expect(page.locator(message_on_page(page, lobby))).to_contain_text(name)
    await shots.take("lobby-full")
    await play_as(page, "Alice")
    await page.click(f'{message_on_page(page, lobby)} button:text-is("Start")')
    await settle(bot)
    thread = next(c for c in fake.channels.values() if c.parent_id == lobby.channel_id)
    await page.click(f'#channels .channel.thread[data-channel-id="{thread.id}"]')
    await expect(page.locator("#channel-name")).to_have_text(thread.name)
    await shots.take("first-board")

    # the board's image opens large on a click
    await page.click("#messages .message .embed-image >> nth=-1")
    await expect(page.locator("#lightbox")).to_be_visible()
    await shots.take("board-enlarged")
    await page.click("#lightbox")
    await expect(page.locator("#lightbox")).to_be_hidden()

    # several turns, each by whoever is to move, by clicking what the board offers
    table_id = await _table_of(bot, thread.id)
    kinds: set[str] = set()
    for turn in range(TURNS):
        loaded = await bot.repo.tables.load(table_id)
        assert loaded.pending is not None, "the game is still on"
        mover = fake.actors[int(loaded.pending)]
        await play_as(page, mover.name)
        board = await board_to_play(fake, mover, thread, loaded.version)
        offered = choices(board)
        wanted = offered[builders_policy(loaded.state, list(offered))]
        on_board = message_on_page(page, board)
        await caught_up(page, fake)
        before = len(fake.interactions)
        if wanted.select_value is None:
            await page.click(f'{on_board} button[data-custom-id="{wanted.custom_id}"]')
            kinds.add("button")
        else:
            menu = f'{on_board} select[data-custom-id="{wanted.custom_id}"]'
            await page.select_option(menu, wanted.select_value)
            kinds.add("select")
        await acknowledged_after(fake, before)
        await settle(bot)
        asked = question(mover, board)
        if asked is not None:  # a costly or irreversible choice: confirmed on the page
            await caught_up(page, fake)
            before = len(fake.interactions)
            confirm = answer_button(asked, confirm=True)
            await page.click(f'{message_on_page(page, asked)} button[data-custom-id="{confirm}"]')
            await acknowledged_after(fake, before)
            await settle(bot)
        assert (await bot.repo.tables.load(table_id)).version > loaded.version, (
            f"turn {turn} counted"
        )
        if turn in (0, TURNS - 1):
            await shots.take(f"turn-{turn + 1}-{mover.name}")
    assert kinds == {"button", "select"}, "the game was played with buttons and select menus"
    assert fake.rule_report() == "", fake.rule_report()

    # a player's own summary (their "hand") in the DM pane, and privately in the channel
    loaded = await bot.repo.tables.load(table_id)
    other = next(fake.actors[int(seat)] for seat in loaded.table.seat_ids if seat != loaded.pending)
    await play_as(page, other.name)
    own_dm = other.dms()[-1]
    await expect(page.locator(f"#dms {message_on_page(page, own_dm)}")).to_contain_text(
        f"your summary, {other.name}"
    )
    await page.fill("#command", "/builders hand")
    await page.press("#command", "Enter")
    await page.press("#command", "Enter")
    hand = await other.wait_for_message(thread, "your summary")
    assert hand.ephemeral
    await expect(page.locator(message_on_page(page, hand))).to_contain_text("Only you can see this")
    await shots.take(f"hand-of-{other.name}")

    # the spectator sees the boards, and nobody's DMs or private answers
    await play_as(page, "Spectator")
    await expect(page.locator("#dms")).to_contain_text("Spectator has no direct messages")
    await expect(page.locator("#dms .message")).to_have_count(0)
    public = fake.channel_log(thread)
    await expect(page.locator("#messages .message")).to_have_count(len(public))
    private_ids = {str(m.id) for m in fake.messages.values() if m.ephemeral} | {
        str(m.id) for ch in fake.dm_channels.values() for m in ch.messages
    }
    for channel_name in ("general", thread.name):
        await page.click(f'#channels .channel[data-channel-name="{channel_name}"]')
        await expect(page.locator("#channel-name")).to_have_text(channel_name)
        shown = await page.locator("[data-message-id]").evaluate_all(
            "nodes => nodes.map(n => n.dataset.messageId)"
        )
        assert shown and not private_ids & set(shown), "the spectator sees a private message"
        assert "your summary, " not in await page.locator("#app").inner_text()
    await shots.take("spectator")

    # a broken rule shows on the page at once
    fake.violate(50035, "Invalid Form Body", "components[0]: a made-up violation")
    await expect(page.locator("#warnings")).to_contain_text("Invalid Form Body")
    await shots.take("warning")
    fake.take_violations()

    # a modal the bot opened shows as a dialog; this one is made up, since the game's own
    # (Porta Nigra's "type a number") needs a game far along
    spectator = fake.user("Spectator")
    opened = Interaction(
        id=snowflake(),
        token="made-up",
        type=COMPONENT,
        user=spectator.user,
        channel=thread,
        created_at=fake.clock(),
        summary="Spectator: a made-up click",
        modal={
            "custom_id": "made-up",
            "title": "How many bricks?",
            "components": [
                {
                    "type": 18,
                    "label": "A whole number from 1 to 3",
                    "component": {"type": 4, "custom_id": "number", "style": 1},
                }
            ],
        },
    )
    fake.interactions[opened.id] = opened
    fake.touch()
    await expect(page.locator("#modal-title")).to_have_text("How many bricks?")
    await expect(page.locator("#modal-fields")).to_contain_text("A whole number from 1 to 3")
    await shots.take("modal")
    await page.click("#modal-cancel")
    await expect(page.locator("#modal")).to_be_hidden()
    await fake.wait_until(lambda: spectator.open_modal() is None, what="the modal dismissed")


async def test_a_click_on_a_channel_wins_over_an_answer_still_on_its_way(
    sandbox: Sandbox, browser: BrowserContext
) -> None:
    """The page asks for what it shows whenever the local Discord changes. A click on another
    channel while such a question is on its way must stand: the late answer, for the channel
    shown before, once put the page back there (a CI run clicked a game's thread and stayed
    in #general)."""
    fake = sandbox.fake
    other = fake.add_channel("second-table")
    page = await browser.new_page()
    await page.goto(sandbox.url + "?as=Alice")
    await expect(page.locator("#channel-name")).to_have_text("general")
    on_its_way: list[Route] = []
    asked = asyncio.Event()

    async def hold_the_first(route: Route) -> None:
        if asked.is_set():
            await route.continue_()
        else:
            on_its_way.append(route)
            asked.set()

    await page.route("**/api/state?*", hold_the_first)
    fake.touch()  # the page asks again, for #general
    await asyncio.wait_for(asked.wait(), PAGE_TIMEOUT_MS / 1000)
    await page.click(f'#channels .channel[data-channel-id="{other.id}"]')
    await on_its_way[0].continue_()
    await expect(page.locator("#channel-name")).to_have_text("second-table")
    await expect(page.locator(f'.channel.active[data-channel-id="{other.id}"]')).to_be_visible()


async def test_a_click_on_a_channel_wins_over_an_answer_whose_body_is_still_coming(
    sandbox: Sandbox, browser: BrowserContext
) -> None:
    """The same, when the click comes after the answer's headers and before its body: the
    body, read for the channel shown before, once set the page back there too."""
    fake = sandbox.fake
    other = fake.add_channel("second-table")
    page = await browser.new_page()
    await page.goto(sandbox.url + "?as=Alice")
    await expect(page.locator("#channel-name")).to_have_text("general")
    # the next answer's body is held until the test lets it go
    await page.evaluate(
        """() => {
            const read = Response.prototype.json;
            let release;
            const gate = new Promise((resolve) => { release = resolve; });
            window.releaseBody = release;
            window.bodyHeld = false;
            Response.prototype.json = async function () {
                if (!window.bodyHeld) { window.bodyHeld = true; await gate; }
                return read.call(this);
            };
        }"""
    )
    fake.touch()  # the page asks again, for #general
    await page.wait_for_function("window.bodyHeld", timeout=PAGE_TIMEOUT_MS)
    await page.click(f'#channels .channel[data-channel-id="{other.id}"]')
    await page.evaluate("window.releaseBody()")
    await expect(page.locator("#channel-name")).to_have_text("second-table")
    await expect(page.locator(f'.channel.active[data-channel-id="{other.id}"]')).to_be_visible()


async def _table_of(bot: TabulaBot, channel_id: int) -> int:
    table = await bot.repo.tables.table_in_channel(channel_id)
    assert table is not None, f"no table plays in channel {channel_id}"
    return table.id


async def test_a_whole_game_of_aqua_romana_against_the_computer_in_the_page(
    sandbox: Sandbox, browser: BrowserContext
) -> None:
    """Alice seats a Normal computer player from the lobby's menu and plays Aqua Romana to
    its end by clicking the page's buttons; the final scores show on the last board."""
    fake, bot = sandbox.fake, sandbox.bot
    fake.rate_limit_time_scale = TEST_TIME
    page = await browser.new_page()
    shots = Screens(page, "aqua-romana")
    await page.goto(sandbox.url + "?as=Alice")
    await page.fill("#command", "/aquaromana new")
    await page.press("#command", "Enter")
    await page.fill('#options [data-option="seats"]', "2")
    await page.press("#command", "Enter")
    await expect(page.locator("#messages .message", has=page.locator("text=Join"))).to_have_count(1)
    lobby = next(m for m in fake.channel_log("general") if "Join" in m.button_labels())
    on_lobby = message_on_page(page, lobby)
    before = len(fake.interactions)
    await page.select_option(f'{on_lobby} select[data-custom-id$=":ai"]', "normal")
    await acknowledged_after(fake, before)
    await expect(page.locator(on_lobby)).to_contain_text("AI 1 (normal)")
    await page.click(f'{on_lobby} button:text-is("Start")')
    await settle(bot)
    thread = next(c for c in fake.channels.values() if c.parent_id == lobby.channel_id)
    await page.click(f'#channels .channel.thread[data-channel-id="{thread.id}"]')
    await expect(page.locator("#channel-name")).to_have_text(thread.name)

    table_id = await _table_of(bot, thread.id)
    alice = fake.user("Alice")
    clicks = 0
    while (loaded := await bot.repo.tables.load(table_id)).pending is not None:
        assert loaded.pending == str(alice.id), "the computer has played its turn"
        assert clicks < MOST_CLICKS, "the game does not end"
        board = await board_to_play(fake, alice, thread, loaded.version)
        offered = choices(board)
        wanted = offered[aqua_policy(loaded.state, list(offered))]
        await caught_up(page, fake)
        before = len(fake.interactions)
        on_board = message_on_page(page, board)
        if wanted.select_value is None:
            await page.click(f'{on_board} button[data-custom-id="{wanted.custom_id}"]')
        else:  # more choices than a phone's buttons: a menu
            menu = f'{on_board} select[data-custom-id="{wanted.custom_id}"]'
            await page.select_option(menu, wanted.select_value)
        await acknowledged_after(fake, before)
        await settle(bot)
        clicks += 1

    result = await bot.router.service.tables.result(loaded)
    assert result is not None and loaded.table.status == "finished"
    names = await bot.router.service.ctx.names.seat_names(loaded.table)
    final = fake.channel_log(thread)[-1]
    winners = " & ".join(names[w] for w in result.winners)
    alone = len(result.winners) == 1
    over = f"**Game over.** Winner: {winners}" if alone else "**Game over.** A tie: "
    assert final.content.startswith(over), final.content
    on_final = page.locator(message_on_page(page, final))
    await expect(on_final).to_contain_text(
        f"Game over. Winner: {winners}" if alone else "Game over. A tie: "
    )
    for seat, score in result.scores.items():
        await expect(on_final).to_contain_text(f"{names[seat]}: {score:g}")
    await expect(page.locator("#warnings")).to_be_hidden()
    assert fake.rule_report() == "", fake.rule_report()
    # the list followed the game to its newest message, images and all: what to click next
    # was always in sight
    await expect(on_final.locator('button:text-is("Rematch")')).to_be_in_viewport()
    await shots.take("game-over")
    await page.click(f"{message_on_page(page, final)} .embed-image")
    await expect(page.locator("#lightbox")).to_be_visible()
    await shots.take("final-board-enlarged")
    assert clicks > 10


async def test_the_page_at_a_phones_width_gives_the_chat_the_width_and_folds_the_panes(
    sandbox: Sandbox, browser: BrowserContext
) -> None:
    """At 390 px the chat column takes the page (it was 0 px wide beside the fixed panes); the
    channel list and the DMs open over it from the chat's header and close again; a board's
    image, buttons and menus fit the width."""
    fake, bot = sandbox.fake, sandbox.bot
    fake.rate_limit_time_scale = TEST_TIME
    alice, bob = fake.user("Alice"), fake.user("Bob")
    lobby = await fake.reply(await alice.slash("builders new", seats=2))
    await bob.click(lobby, "Join")
    await alice.click(lobby, "Start")
    await settle(bot)
    thread = next(c for c in fake.channels.values() if c.parent_id == lobby.channel_id)
    loaded = await bot.repo.tables.load(await _table_of(bot, thread.id))
    board = await board_to_play(fake, alice, thread, loaded.version)
    assert alice.dms(), "Alice has her summary in a DM"

    page = await browser.new_page()
    await page.set_viewport_size(PHONE)
    shots = Screens(page, "phone")
    await page.goto(sandbox.url + "?as=Alice")
    await expect(page.locator("#channel-name")).to_have_text("general")
    chat = await page.locator("#chat").bounding_box()
    assert chat is not None and chat["width"] >= 0.95 * PHONE["width"], chat
    for pane in ("#servers", "#sidebar", "#dm-pane"):
        await expect(page.locator(pane)).to_be_hidden()
    await shots.take("general")

    # the channel list opens over the chat; a channel chosen there folds it again
    await page.click("#open-channels")
    await expect(page.locator("#sidebar")).to_be_visible()
    await expect(page.locator("#open-channels")).to_have_attribute("aria-expanded", "true")
    await _inside_the_page(page, "#sidebar")
    await shots.take("channels-open")
    await page.click(f'#channels .channel.thread[data-channel-id="{thread.id}"]')
    await expect(page.locator("#channel-name")).to_have_text(thread.name)
    await expect(page.locator("#sidebar")).to_be_hidden()
    await expect(page.locator("#open-channels")).to_have_attribute("aria-expanded", "false")

    # the board fits: its image, buttons and menus end inside the page, nothing scrolls sideways
    on_board = page.locator(message_on_page(page, board))
    await expect(on_board.locator(".embed-image")).to_be_visible()
    await page.wait_for_function(
        "() => [...document.querySelectorAll('#messages img')].every((i) => i.complete)"
    )
    await expect(on_board.locator(".btn, select").first).to_be_visible()
    await shots.take("board")
    overflowing = await page.locator(
        "#messages img, #messages .btn, #messages select, #messages .embed"
    ).evaluate_all(
        """(nodes, width) => nodes
            .map((n) => [n.className, n.getBoundingClientRect()])
            .filter(([, box]) => box.left < 0 || box.right > width)
            .map(([name, box]) => `${name}: ${box.left}..${box.right}`)""",
        PHONE["width"],
    )
    assert overflowing == []
    sideways = await page.locator("#messages").evaluate("box => box.scrollWidth - box.clientWidth")
    assert sideways == 0

    # the DMs open over the chat and close from their header, from the shade beside them, or
    # with Escape
    for close in ("#dm-pane .pane-close", "#backdrop", "Escape"):
        await page.click("#open-dms")
        await expect(page.locator("#dm-pane")).to_be_visible()
        await expect(page.locator("#dms .message")).to_have_count(len(alice.dms()))
        await _inside_the_page(page, "#dm-pane")
        if close == "Escape":
            await page.keyboard.press("Escape")
        else:  # the shade's left edge: the pane covers its right
            await page.click(close, position={"x": 10, "y": 10})
        await expect(page.locator("#dm-pane")).to_be_hidden()
        await expect(page.locator("#open-dms")).to_have_attribute("aria-expanded", "false")
    await shots.take("dms-closed")

    # the wide page is as it was: every pane beside the chat, no toggles
    await page.set_viewport_size(WIDE)
    for pane in ("#servers", "#sidebar", "#dm-pane"):
        await expect(page.locator(pane)).to_be_visible()
    for toggle in ("#open-channels", "#open-dms"):
        await expect(page.locator(toggle)).to_be_hidden()


async def _inside_the_page(page: Page, selector: str) -> None:
    box = await page.locator(selector).bounding_box()
    assert box is not None, selector
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (selector, box)
    assert box["width"] >= 0.7 * PHONE["width"], (selector, box)


async def test_eight_tabs_of_the_sandbox_all_follow_the_local_discord(
    sandbox: Sandbox, browser: BrowserContext
) -> None:
    """A browser keeps 6 connections open to one host: with an event stream per tab, the 6th
    tab froze. The tabs share one stream: each of 8 shows a new message, and when the tab that
    holds the stream closes, another takes it over."""
    fake = sandbox.fake
    fake.rate_limit_time_scale = TEST_TIME
    pages = [await browser.new_page() for _ in range(TABS)]
    for number, page in enumerate(pages):
        await page.goto(sandbox.url + f"?as={PEOPLE[number % len(PEOPLE)]}")
        await expect(page.locator("#channel-name")).to_have_text("general")

    alice, bob = fake.user("Alice"), fake.user("Bob")
    lobby = await fake.reply(await alice.slash("builders new", seats=2))
    for page in pages:
        await expect(page.locator(message_on_page(page, lobby))).to_contain_text("Join")

    leaders = [p for p in pages if await p.evaluate("document.body.dataset.streamLeader")]
    assert len(leaders) == 1, "one tab holds the stream"
    await leaders[0].close()
    rest = [p for p in pages if p is not leaders[0]]
    await bob.click(lobby, "Join")
    for page in rest:
        await expect(page.locator(message_on_page(page, lobby))).to_contain_text("Bob")
    leaders = [p for p in rest if await p.evaluate("document.body.dataset.streamLeader")]
    assert len(leaders) == 1, "another tab took the stream over"
