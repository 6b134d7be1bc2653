"""A player's own page through a real bot against the local Discord: the link the board's 🌐
button gives a seated player acts only for them, at their table, until it expires and while
they hold their seat; an action from it is the same click as on Discord's board (the same
refusals in the same words, the Discord board follows, the spectators' stream hears of it)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import unescape
from pathlib import Path
from typing import Any

import aiohttp

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.web.links import PlayerLinks, TableLinks
from bot.web.server import CSP
from tests.discord.bot_helpers import (
    board_messages,
    builders_policy,
    settle,
    start_table,
)
from tests.discord.harness import run_client
from tests.web.helpers import SECRET, Events, base, browser, web_factory, web_links


def token_of(url: str) -> str:
    return url.rsplit("/", 1)[1]


def offered_ids(html: str) -> list[str]:
    """The choices a player's page offers to tap, as their ids."""
    return [
        i for found in re.findall(r'data-actions="([^"]*)"', html) for i in unescape(found).split()
    ]


async def act(
    session: aiohttp.ClientSession,
    bot: TabulaBot,
    token: str,
    body: Mapping[str, Any],
    origin: str | None = None,
) -> tuple[int, dict[str, Any]]:
    headers = {"Origin": base(bot) if origin is None else origin}
    async with session.post(f"{base(bot)}/p/{token}/act", json=body, headers=headers) as answer:
        return answer.status, await answer.json()


async def own_links(fake: FakeDiscord, actors: list[Actor]) -> dict[int, str]:
    board = board_messages(fake, "general")[-1]
    found = {}
    for actor in actors:
        own, _ = await web_links(fake, actor, board)
        found[actor.id] = own
    return found


async def test_a_players_link_acts_only_for_them_at_their_table(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        side = fake.add_channel("side")
        _, other = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False, channel=side
        )
        assert other.id != table.id
        mine = await own_links(fake, [alice, bob])
        loaded = await bot.repo.tables.load(table.id)
        pending = loaded.pending
        actor = alice if str(alice.id) == pending else bob
        waiting = bob if actor is alice else alice
        ours = PlayerLinks(SECRET.encode(), base(bot))
        theirs = PlayerLinks(b"another secret, another server", base(bot))
        expired = PlayerLinks(SECRET.encode(), base(bot), seconds=-1)
        good = ours.token(table.id, actor.id)
        table_id, user, expires, mac = good.split("-", 3)
        forged = [
            "nothing",
            f"{table.id}-{actor.id}",  # unsigned
            theirs.token(table.id, actor.id),  # another secret
            expired.token(table.id, actor.id),  # expired
            f"{table_id}-{user}-{int(expires) + 3600}-{mac}",  # its expiry pushed back
            f"{table_id}-{waiting.id}-{expires}-{mac}",  # another user's, the same MAC
            ours.token(table.id, fake.user("Carol").id),  # signed, but Carol holds no seat
            ours.token(999999, actor.id),  # no such table
            TableLinks(SECRET.encode(), base(bot)).token(table.id),  # the table page's token
            "0" + good,  # the same number written otherwise
        ]
        async with browser() as session:
            for token in forged:
                async with session.get(f"{base(bot)}/p/{token}") as answer:
                    assert answer.status == 403, token
                    assert answer.headers["Content-Security-Policy"] == CSP
                    assert "This link no longer works" in await answer.text()
                status, said = await act(session, bot, token, {"version": 1, "action": "end"})
                assert status == 403, token
                assert said["error"].startswith("This link does not act for you here")
            # a link of one table does nothing at the other; the real one still opens
            other_own = ours.token(other.id, actor.id)
            assert other_own != good
            status, said = await act(
                session, bot, other_own, {"version": loaded.version, "action": "end"}
            )
            assert (await bot.repo.tables.load(table.id)).version == loaded.version
            async with session.get(mine[actor.id]) as answer:
                assert answer.status == 200
                assert answer.headers["Cache-Control"] == "no-store"
                html = await answer.text()
            assert "Your turn" in html
            assert offered_ids(html)
            # the waiting player's page offers nothing; an action from it is refused as a
            # click on the board would be, in the same words
            async with session.get(mine[waiting.id]) as answer:
                waiting_html = await answer.text()
            assert offered_ids(waiting_html) == []
            assert "Your turn" not in waiting_html
            status, said = await act(
                session,
                bot,
                token_of(mine[waiting.id]),
                {"version": loaded.version, "action": offered_ids(html)[0]},
            )
            assert status == 409
            assert said == {"error": f"It is {actor.name}'s turn."}
            # not from another site, not as a form, not malformed
            pick = builders_policy(loaded.state, sorted(offered_ids(html)))
            body = {"version": loaded.version, "action": pick}
            status, said = await act(session, bot, good, body, origin="http://evil.example")
            assert status == 403
            status, said = await act(session, bot, good, body, origin="")
            assert status == 403
            url = f"{base(bot)}/p/{good}/act"
            async with session.post(url, data=b"x=1", headers={"Origin": base(bot)}) as answer:
                assert answer.status == 415
            for bad in ({"version": "1", "action": pick}, {"version": loaded.version}, [1]):
                status, said = await act(session, bot, good, bad)  # type: ignore[arg-type]
                assert status == 400
            assert (await bot.repo.tables.load(table.id)).version == loaded.version
            # the GET-only pages stay so
            async with session.post(f"{base(bot)}/p/{good}", data=b"x") as answer:
                assert answer.status == 405


async def test_an_action_from_the_page_moves_the_discord_board_and_the_stream(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        mine = await own_links(fake, [alice, bob])
        first = await bot.repo.tables.load(table.id)
        actor = alice if str(alice.id) == first.pending else bob
        spectator = TableLinks(SECRET.encode(), base(bot)).page(table.id)
        before = board_messages(fake, "general")[-1]
        footer = before.embeds[0]["footer"]["text"]
        async with browser() as session, session.get(spectator + "/events") as stream:
            events = Events(stream)
            assert await events.next() == ("version", str(first.version))
            async with session.get(mine[actor.id]) as answer:
                html = await answer.text()
            pick = builders_policy(first.state, sorted(offered_ids(html)))
            body = {"version": first.version, "action": pick}
            status, said = await act(session, bot, token_of(mine[actor.id]), body)
            assert status == 200
            if "ask" in said:
                # a choice the game asks about first: asked as on Discord, nothing played yet
                assert (await bot.repo.tables.load(table.id)).version == first.version
                assert said["ask"].endswith("undo cannot take that back.")
                body = {**body, "confirmed": True}
                status, said = await act(session, bot, token_of(mine[actor.id]), body)
                assert status == 200
            now = await bot.repo.tables.load(table.id)
            assert said == {"ok": True, "version": now.version}
            assert now.version > first.version
            log = await bot.repo.tables.action_log(table.id)
            assert log[0].action_id == pick.split("+")[0] and log[0].seat == str(actor.id)
            # the Discord board follows (through the outbox, as after a click in a DM)
            await settle(bot)
            board = board_messages(fake, "general")[-1]
            assert board.embeds[0]["footer"]["text"] != footer
            assert f"Move {now.version}" in board.embeds[0]["footer"]["text"]
            # the spectators' page hears of the new version
            seen = int((await events.next())[1])
            while seen < now.version:
                seen = int((await events.next())[1])
            assert seen == now.version
            # the same action again, at the version it was drawn at: refused as Discord says
            status, said = await act(session, bot, token_of(mine[actor.id]), body)
            assert status == 409
            pending = await bot.repo.tables.load(table.id)
            if pending.pending == str(actor.id):
                assert said == {
                    "error": "The board has moved on; this is where the game stands now."
                }
            else:
                who = alice.name if pending.pending == str(alice.id) else bob.name
                assert said == {"error": f"It is {who}'s turn."}
            assert (await bot.repo.tables.load(table.id)).version == now.version


async def test_a_resigned_or_replaced_players_link_no_longer_acts(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob, dan = fake.user("Alice"), fake.user("Bob"), fake.user("Dan")
    eve = fake.user("Eve")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob, dan], seats=3, random_order=False
        )
        mine = await own_links(fake, [alice, bob, dan])
        async with browser() as session:
            for url in mine.values():
                async with session.get(url) as answer:
                    assert answer.status == 200
            handed = await fake.reply(await alice.slash("builders replace", player=dan, to=eve))
            assert handed.content == "The seat is Eve's now."
            resigned = await fake.reply(await bob.slash("builders resign"))
            assert resigned.content == "You resigned."
            await settle(bot)
            for gone in (dan, bob):
                async with session.get(mine[gone.id]) as answer:
                    assert answer.status == 403
                loaded = await bot.repo.tables.load(table.id)
                status, _ = await act(
                    session,
                    bot,
                    token_of(mine[gone.id]),
                    {"version": loaded.version, "action": "end"},
                )
                assert status == 403
            async with session.get(mine[alice.id]) as answer:
                assert answer.status == 200
            # Eve's own link comes from the same button
            [eves, _] = await web_links(fake, eve, board_messages(fake, "general")[-1])
            assert token_of(eves).startswith(f"{table.id}-{eve.id}-")
            async with session.get(eves) as answer:
                assert answer.status == 200


async def test_inside_the_activity_the_page_acts_from_discords_proxy_origin(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    # In a Discord Activity the page is served through https://<application>.discordsays.com,
    # so its actions come from there; only with the Activity on, and from that application.
    alice, bob = fake.user("Alice"), fake.user("Bob")
    proxy = f"https://{fake.application_id}.discordsays.com"
    factory = web_factory(
        tmp_path / "t.sqlite3",
        discord_client_id=str(fake.application_id),
        discord_client_secret=fake.oauth.client_secret,
    )
    async with run_client(fake, factory) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        mine = await own_links(fake, [alice, bob])
        first = await bot.repo.tables.load(table.id)
        actor = alice if str(alice.id) == first.pending else bob
        async with browser() as session:
            async with session.get(mine[actor.id]) as answer:
                html = await answer.text()
            pick = builders_policy(first.state, sorted(offered_ids(html)))
            body = {"version": first.version, "action": pick, "confirmed": True}
            token = token_of(mine[actor.id])
            another = "https://12345.discordsays.com"
            assert (await act(session, bot, token, body, origin=another))[0] == 403
            assert (await bot.repo.tables.load(table.id)).version == first.version
            status, said = await act(session, bot, token, body, origin=proxy)
            assert status == 200 and said["ok"] is True
            assert (await bot.repo.tables.load(table.id)).version > first.version
