"""A whole game of Porta Nigra on Discord: the hand stays private (DM or a private panel).

Messages of this seeded game (issue 33; one message however often edited): the thread and the
channel 54 (the lobby, Carol's closed-DMs notice and one board per turn), 27 DMs before (a new
one with a picture at each draw: 13 for Alice, 14 for Bob) and 2 after (one each, edited);
in the thread, a private copy of the hand with its picture at each "Play a card" click: 11
for Alice and Bob before, none after (a line with a link to their DM instead; 16 for Carol,
whose DMs are closed, both times); last moves at most 6 lines (up to 15 before)."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

from bot import custom_ids
from bot.bot import TabulaBot
from bot.components import MAX_BUTTONS
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import COMPONENT, Message
from bot.service.replays import RECENT_MOVES
from rules.porta_nigra import ENGINE
from tests.discord.bot_helpers import (
    board_messages,
    bot_factory,
    choices,
    choose,
    last_moves,
    message_counts,
    most_buttons,
    settle,
    start_table,
    write_transcript,
)
from tests.discord.harness import run_client

RESTART_AFTER = 50  # clicks


def board_of(channel_log: list[Message]) -> Message:
    return next(m for m in reversed(channel_log) if m.items())


def latest_dm(actor: Actor) -> Message:
    return [m for m in actor.dms() if not m.ephemeral][-1]


def pick(rng: random.Random, offered: list[str]) -> str:
    # a random player that plays on instead of ending turns early, so the game moves
    useful = [a for a in offered if a not in ("end", "coin:card", "coin:torch")]
    return rng.choice(useful or offered)


async def test_three_players_play_porta_nigra_with_private_hands(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    carol = fake.user("Carol", dms_open=False)  # plays through the private panel
    dave = fake.user("Dave")  # watches
    people = {str(a.id): a for a in (alice, bob, carol)}
    channel = fake.channel("general")
    rng = random.Random(4)
    factory = bot_factory(tmp_path / "t.sqlite3", iter([8]), table_threads=True)
    async with run_client(fake, factory) as running:
        _, table = await start_table(fake, running, "portanigra", alice, [bob, carol], seats=3)
        # the game plays in the thread opened from the lobby; the channel keeps the lobby
        channel = fake.channels[table.channel_id]
        assert channel.parent_id == fake.channel("general").id
        bot: TabulaBot = running.client  # type: ignore[assignment]
        notices = [m for m in fake.channel_log(channel) if "cannot send you direct" in m.content]
        assert len(notices) == 1 and str(carol.id) in notices[0].content

        clicks = dm_plays = panel_plays = sent_to_dm = longest = 0
        refused_dm_click = False
        while True:
            bot = running.client  # type: ignore[assignment]
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            state = loaded.state
            actor = people[loaded.pending]
            log = fake.channel_log(channel)
            for message in log:  # the channel never offers the cards of a hand
                assert not any(a.startswith("play:") for a in choices(message))
                assert all(a.filename != "hand.png" for a in message.attachments)
            for seat, person in people.items():  # every open DM shows the current hand
                if person is carol:
                    continue
                hand = next(p.hand for p in state.players if p.seat == seat)
                shown = re.findall(r"• \*\*(\w+)\*\*:", latest_dm(person).content)
                assert shown == hand, f"{person.name}'s DM shows {shown}, holds {hand}"

            longest = max(longest, len(last_moves(board_of(log))))
            if state.phase == "card":
                if not refused_dm_click:
                    refused_dm_click = await _a_dm_click_out_of_turn_is_refused(
                        fake, bot, people, actor, loaded.version, table.id, state
                    )
                if actor is carol or clicks % 3 == 0:
                    board = board_of(log)
                    assert board.button_labels() == [
                        "Play a card (your hand opens privately)",
                        "Full board",
                    ]
                    await actor.click(board, "Play a card (your hand opens privately)")
                    await settle(bot)
                    panel = actor.visible_messages(channel)[-1]
                    assert panel.ephemeral and panel not in dave.visible_messages(channel)
                if actor is carol:
                    assert panel.attachment("hand.png").description, "a hand says its cards"
                    source = panel
                    panel_plays += 1
                else:
                    if clicks % 3 == 0:  # no copy of the hand in the thread: the DM has it
                        dm = latest_dm(actor)
                        assert panel.content == (
                            "Your hand is in your direct messages, with the buttons to play a "
                            f"card: https://discord.com/channels/@me/{dm.channel_id}/{dm.id}"
                        )
                        assert panel.attachments == [] and panel.items() == []
                        sent_to_dm += 1
                    source = latest_dm(actor)
                    dm_plays += 1
            else:
                source = board_of(log)
            offered = choices(source)
            assert offered, f"nothing to click for {actor.name} in phase {state.phase}"
            await choose(actor, source, offered[pick(rng, sorted(offered))])
            await settle(bot)
            clicks += 1
            if clicks == RESTART_AFTER:
                await running.restart()

        final = await bot.repo.tables.load(table.id)
        result = ENGINE.result(final.state)
        assert result is not None and final.table.status == "finished"
        assert (await bot.repo.tables.replay(table.id)).matches
        # no message ever showed more buttons than a phone shows without scrolling
        assert most_buttons(fake) <= MAX_BUTTONS

    if os.environ.get("TABULA_TRANSCRIPT"):
        write_transcript(fake, Path(os.environ["TABULA_TRANSCRIPT"]) / "porta-nigra")
    assert clicks > RESTART_AFTER and dm_plays and panel_plays and refused_dm_click
    assert sent_to_dm
    log = fake.channel_log(channel)
    assert dave.visible_messages(channel) == log
    boards = [m for m in log if any(a.filename == "board.png" for a in m.attachments)]
    actions = await bot_log(tmp_path, table.id)
    turns = len({(a.seat, i) for i, a in enumerate(actions)})
    assert len(boards) > 10 and turns
    # a spectator sees one board message per turn: the first one, then one per passed turn
    assert boards == board_messages(fake, channel)
    assert len(boards) == 1 + sum(1 for a in actions if a.pending_after != a.seat)
    assert longest == RECENT_MOVES, "the last moves are capped"
    # besides the boards: the lobby and the notice that Carol's DMs are closed
    counts = message_counts(fake)
    assert (counts.channel, counts.dms) == (len(boards) + 2, 2), counts
    # a copy of the hand in the thread only for the player whose DMs are closed
    for person in (alice, bob):
        seen = person.visible_messages(channel)
        assert not any(a.filename == "hand.png" for m in seen for a in m.attachments)
    # one DM per player per game, created once and edited since: its hand is the final one
    for seat, person in people.items():
        dms = [m for m in person.dms() if not m.ephemeral]
        if person is carol:
            assert dms == []
            continue
        assert len(dms) == 1 and dms[0].edits > 10, f"{person.name}: {len(dms)} DMs"
        hand = next(p.hand for p in final.state.players if p.seat == seat)
        assert re.findall(r"• \*\*(\w+)\*\*:", dms[0].content) == hand
        assert dms[0].attachment("hand.png").data.startswith(b"\x89PNG")
    last = boards[-1]
    names = {seat: person.name for seat, person in people.items()}
    shown = dict(re.findall(r"\*\*(.+?)\*\*: (-?[\d.]+)", last.embeds[0]["description"]))
    assert {seat: float(shown[names[seat]]) for seat in result.scores} == result.scores


async def _a_dm_click_out_of_turn_is_refused(
    fake: FakeDiscord,
    bot: TabulaBot,
    people: dict[str, Actor],
    pending: Actor,
    version: int,
    table_id: int,
    state: object,
) -> bool:
    """Someone who is not to play presses a card button in their DM: refused, nothing moves."""
    other = next(a for a in people.values() if a is not pending and a.dms())
    card = next(p.hand[0] for p in state.players if p.seat == str(other.id))  # type: ignore[attr-defined]
    dm = latest_dm(other)
    it = await fake.starter.start_interaction(
        other.user,
        other.dm_channel(),
        COMPONENT,
        {"custom_id": f"t:a:{table_id}:{version}:play:{card}", "component_type": 2},
        f"{other.name}: a card button in the DM, out of turn",
        dm,
    )
    await fake.wait_until(lambda: it.acknowledged, what="an answer")
    await settle(bot)
    answer = [m for m in other.dms() if m.ephemeral]
    assert answer and answer[-1].content == f"It is {pending.name}'s turn."
    assert (await bot.repo.tables.load(table_id)).version == version
    return True


async def bot_log(tmp_path: Path, table_id: int) -> list:  # type: ignore[type-arg]
    from storage.sqlite import open_sqlite

    repo = await open_sqlite(tmp_path / "t.sqlite3")
    try:
        return await repo.tables.action_log(table_id)
    finally:
        await repo.close()


async def test_a_large_brick_score_can_be_typed_in_a_modal(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    import aiosqlite

    from rules.porta_nigra.building import interim_amount
    from rules.porta_nigra.state import Section, Turn

    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = {str(alice.id): alice, str(bob.id): bob}
    database = tmp_path / "t.sqlite3"
    async with run_client(fake, bot_factory(database, iter([2]))) as running:
        _, table = await start_table(fake, running, "portanigra", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        # The position: the end of a round, the pending player has 32 bricks on the board.
        async with bot.router.service.ctx.lock(table.id):
            loaded = await bot.repo.tables.load(table.id)
            state = ENGINE.clone(loaded.state)
            i = state.seats.index(loaded.pending)
            state.sections = {f"PN-{k}": Section(i, 8) for k in (1, 2, 3, 4)}
            state.phase, state.current, state.turn, state.interim_queue = "interim", i, Turn(), [i]
            total = interim_amount(state, i)
            async with aiosqlite.connect(database) as db:
                await db.execute(
                    "UPDATE snapshots SET state = ? WHERE table_id = ?",
                    (ENGINE.dump(state), table.id),
                )
                await db.commit()
        await bot.router.desk.refresh(table.id)
        player = people[loaded.pending]
        board = board_of(fake.channel_log("general"))
        assert "Type an exact number…" in board.button_labels()
        assert sorted(choices(board)) == [f"tens:{k}" for k in range(total // 10 + 1)]

        await player.click(board, "Type an exact number…")
        await player.submit_modal({"number": str(total + 1)})
        await settle(bot)
        refusal = [m for m in player.visible_messages("general") if m.ephemeral][-1]
        assert refusal.content == f"Type a whole number from 0 to {total}."
        # what no Discord client sends, but anyone can: a superscript, 5000 digits
        submit = custom_ids.number_submit(table.id, (await bot.repo.tables.load(table.id)).version)
        for typed in ("²", "¹⁷", "9" * 5000):
            await player.forged.raw_modal(submit, {"number": typed}, message=board)
            await settle(bot)
            refusal = [m for m in player.visible_messages("general") if m.ephemeral][-1]
            assert refusal.content == f"Type a whole number from 0 to {total}."
        money = state.players[i].money
        await player.click(board, "Type an exact number…")
        await player.submit_modal({"number": "17"})
        await settle(bot)
        after = await bot.repo.tables.load(table.id)
        scored = after.state.players[i]
        assert (scored.vp, scored.money) == (17, money + total - 17)
        log = [a.action_id for a in await bot.repo.tables.action_log(table.id)]
        assert log[-2:] == ["tens:1", "vp:17"]
