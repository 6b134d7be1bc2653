"""What one ordinary click costs, end to end through the local Discord, so the click path cannot
grow back (issue 36): the repository's public methods called, the commits made (each one synced
to disk: ``synchronous=FULL``), and the engine's views, legal actions and results computed,
for one click of each game from the posted board to the new one."""

from __future__ import annotations

import asyncio
import hashlib
import inspect
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from rules import registry
from storage.repository import PARTS
from storage.sqlite import SqliteRepository
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    choices,
    choose,
    latest_board,
    question,
    settle,
    start_table,
    unasked_policy,
)
from tests.discord.harness import run_client


@dataclass(frozen=True)
class Limits:
    """What one click (an action the bot does not ask about first) may cost."""

    storage_calls: int
    # over the clicks played: a turn's end costs more than a click within it
    commits_per_action: float
    # how often the engine may compute one thing of one state in one click: a reader's view,
    # the legal actions, the result
    computed_per_version: dict[str, int]


# Issue 36's targets, which every click now meets, so that the path cannot grow back: a click
# within a turn makes 2 storage calls and 1 commit (one read of the table with its messages and
# jobs; its action, which also remembers the board the click before it showed and returns the
# table's pending effects and messages, so the outbox reads neither); a turn's end 3 calls and
# 2 commits (the new board, posted with a nonce, is remembered in the write that marks the
# effects done with the changed DMs), so 1.25 (The Builders) to 1.5 (Aqua Romana, a turn of two
# clicks) commits per action. The engine computes each view, the legal actions and the result
# of a state once per click.
LIMITS = Limits(3, 1.5, {"view": 1, "legal": 1, "result": 1})


def in_chore() -> bool:
    """Whether the call comes from a background chore (the outbox's, the scheduler's or the
    janitor's timed round), which may come at any time and is no click's cost."""
    task = asyncio.current_task()
    return task is not None and getattr(task.get_coro(), "__qualname__", "") == "Rounds._run"


@dataclass
class Costs:
    """What the watched calls cost since the last :meth:`clear`."""

    calls: Counter[str] = field(default_factory=Counter)
    commits: int = 0
    # (what, seat, the state's digest): how often the engine computed it
    computed: Counter[tuple[str, str | None, str]] = field(default_factory=Counter)

    def call(self, part: str, name: str) -> Callable[[], None]:
        """What counts one call of ``part.name``."""

        def counted() -> None:
            self.calls[f"{part}.{name}"] += 1

        return counted

    def clear(self) -> None:
        self.calls.clear()
        self.commits = 0
        self.computed.clear()

    def most_computed(self, what: str) -> int:
        """The most times the engine computed one ``what`` of one state for one reader."""
        return max((n for (kind, _, _), n in self.computed.items() if kind == what), default=0)

    def summary(self) -> str:
        per_kind = Counter(what for what, _, _ in self.computed.elements())
        return (
            f"storage calls {sum(self.calls.values())} {dict(self.calls)}, "
            f"commits {self.commits}, engine {dict(per_kind)}, "
            f"most per version {[(w, self.most_computed(w)) for w in ('view', 'legal', 'result')]}"
        )


def _wrap_async(real: Callable[..., Awaitable[Any]], on_call: Callable[[], None]) -> Any:
    async def call(*args: Any, **kwargs: Any) -> Any:
        if not in_chore():
            on_call()
        return await real(*args, **kwargs)

    return call


@contextmanager
def watched(repo: Any, game_id: str, costs: Costs, patch: pytest.MonkeyPatch) -> Iterator[None]:
    """Counts the repository's public calls, its commits and the engine's computations."""
    done: set[tuple[int, str]] = set()
    for part_name, interface in PARTS.items():
        part = getattr(repo, part_name)
        for name, member in vars(interface).items():
            if name.startswith("_") or not inspect.iscoroutinefunction(member):
                continue
            if (id(part), name) in done:
                continue
            done.add((id(part), name))
            patch.setattr(part, name, _wrap_async(getattr(part, name), costs.call(part_name, name)))
    assert isinstance(repo, SqliteRepository)
    connections = repo._db.connections

    def committed() -> None:
        costs.commits += 1

    # each write transaction ends in one COMMIT; a lone write is committed on its own
    patch.setattr(connections, "transaction", _wrap_async(connections.transaction, committed))
    patch.setattr(connections, "write", _wrap_async(connections.write, committed))

    engine = registry.get(game_id)

    def digest(state: Any) -> str:
        return hashlib.sha1(engine.dump(state).encode()).hexdigest()[:12]

    def counting(what: str, real: Callable[..., Any], with_seat: bool) -> Callable[..., Any]:
        def call(state: Any, *rest: Any) -> Any:
            if not in_chore():
                seat = rest[0] if with_seat else None
                costs.computed[(what, seat, digest(state))] += 1
            return real(state, *rest)

        return call

    patch.setattr(engine, "view_model", counting("view", engine.view_model, True))
    patch.setattr(engine, "_legal_actions", counting("legal", engine._legal_actions, False))
    patch.setattr(engine, "result", counting("result", engine.result, False))
    yield


def clickable(actor: Actor, channel: Any) -> Message:
    """The board the player to move clicks: in the channel, or their DM (Porta Nigra's hand)."""
    if any(choices(m) for m in actor.visible_messages(channel)):
        return latest_board(actor, channel)
    return [m for m in actor.dms() if not m.ephemeral and choices(m)][-1]


@dataclass
class Played:
    clicks: int = 0
    turn_ends: int = 0
    commits: int = 0
    # per click: storage calls, the most one thing was computed, and what
    costs: list[str] = field(default_factory=list)


async def play_clicks(
    fake: FakeDiscord,
    tmp_path: Path,
    game: str,
    people: list[Actor],
    policy: Callable[[Any, list[str]], str],
    turn_ends: int,
    monkeypatch: pytest.MonkeyPatch,
    limits: Limits,
    **options: Any,
) -> Played:
    """Plays ordinary clicks (none the bot asks about first) until ``turn_ends`` turns ended,
    counting each from the click to its new board, the outbox idle before it."""
    played = Played()
    costs = Costs()
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, game, people[0], people[1:], **options)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        while played.turn_ends < turn_ends:
            await settle(bot)
            loaded = await bot.repo.tables.load(table.id)
            assert loaded.pending is not None
            actor = actor_of(fake, people, loaded.pending)
            board = clickable(actor, channel)
            offered = choices(board)
            choice = offered[policy(loaded.state, list(offered))]
            costs.clear()
            with monkeypatch.context() as patch, watched(bot.repo, table.game_id, costs, patch):
                await choose(actor, board, choice)
                await settle(bot)
            assert question(actor, board) is None, "the policy chose a click the bot asks about"
            after = await bot.repo.tables.load(table.id)
            assert after.version > loaded.version
            played.clicks += 1
            played.turn_ends += after.pending != loaded.pending
            played.commits += costs.commits
            played.costs.append(costs.summary())
            turn = "turn end" if after.pending != loaded.pending else "within"
            where = f"{game} click {played.clicks} ({turn}): {costs.summary()}"
            print(where)
            assert sum(costs.calls.values()) <= limits.storage_calls, where
            # one read of the table, a click in Porta Nigra's DM too
            assert costs.calls["tables.snapshot"] + costs.calls["tables.load"] == 1, where
            for what, most in limits.computed_per_version.items():
                assert costs.most_computed(what) <= most, where
    return played


def first_policy(state: Any, offered: list[str]) -> str:
    """The first action offered: for the games whose ordinary moves the bot never asks about."""
    return offered[0]


def check_commits(played: Played, limits: Limits) -> None:
    per_action = played.commits / played.clicks
    print(f"{per_action:.2f} commits per action")
    assert per_action <= limits.commits_per_action, f"{per_action:.2f} commits per action"


async def test_a_builders_click_costs_at_most(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = [fake.user("Alice"), fake.user("Bob")]
    played = await play_clicks(
        fake, tmp_path, "builders", people, unasked_policy, 2, monkeypatch, LIMITS, seats=2
    )
    assert played.clicks > played.turn_ends  # clicks within a turn counted too
    check_commits(played, LIMITS)


async def test_an_aqua_romana_click_costs_at_most(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = [fake.user("Alice"), fake.user("Bob")]
    played = await play_clicks(
        fake, tmp_path, "aquaromana", people, first_policy, 2, monkeypatch, LIMITS, seats=2
    )
    check_commits(played, LIMITS)


async def test_a_porta_nigra_click_costs_at_most(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = [fake.user("Alice"), fake.user("Bob")]
    played = await play_clicks(
        fake, tmp_path, "portanigra", people, first_policy, 2, monkeypatch, LIMITS, seats=2
    )
    check_commits(played, LIMITS)


async def test_a_stop_after_a_clicks_board_edit_loses_nothing(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Within a turn the clicked board is remembered (its stored board effect settled) with
    the table's next action, not in a commit of its own: a stop before that action leaves the
    effect due, and the next process draws the same board once more, nothing lost."""
    people = [fake.user("Alice"), fake.user("Bob")]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", people[0], people[1:], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        versions = []
        for _ in range(2):
            await settle(bot)
            loaded = await bot.repo.tables.load(table.id)
            assert loaded.pending is not None
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
            await settle(bot)
            after = await bot.repo.tables.load(table.id)
            assert after.pending == loaded.pending, "the click ended the turn"
            versions.append((loaded.version, after.version))
            # the click's edit showed the new version; storage knows the board as the action
            # before this click wrote it, and its board effect as still due
            refs = await bot.repo.messages.messages(table.id)
            [ref] = [m for m in refs if m.purpose == "board"]
            assert (ref.message_id, ref.version) == (board.id, loaded.version)
            due = await bot.repo.outbox.pending_effects(table.id)
            assert [(i.kind, i.version) for i in due] == [("board", after.version)]
            assert latest_board(actor, channel).id == board.id
        # the second click's action wrote what the first one showed
        assert versions[1][0] == versions[0][1]
        shown = choices(latest_board(actor, channel))
        edits = len(fake.requests)
        restarted: TabulaBot = await running.restart()  # type: ignore[assignment]
        await settle(restarted)
        assert restarted.outbox is not None
        await restarted.outbox.flush(table.id)
        # the new process drew the board again, on the same message, as it was
        assert latest_board(actor, channel).id == board.id
        assert choices(latest_board(actor, channel)) == shown
        refs = await restarted.repo.messages.messages(table.id)
        [ref] = [m for m in refs if m.purpose == "board"]
        redrawn = f"PATCH /api/v10/channels/{ref.channel_id}/messages/{board.id}"
        assert fake.requests[edits:].count(redrawn) == 1, fake.requests[edits:]
        assert (ref.message_id, ref.version) == (board.id, after.version)
        assert await restarted.repo.outbox.pending_effects(table.id) == []
        # and the game goes on from it
        loaded = await restarted.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, people, loaded.pending)
        board = latest_board(actor, channel)
        offered = choices(board)
        await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
        await settle(restarted)
        assert (await restarted.repo.tables.load(table.id)).version > loaded.version


async def test_a_flush_between_a_clicks_action_and_its_own_makes_it_read_again(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A click's flush takes the effects and messages its action's transaction returned only
    if no flush took the table's effects since the click began: here the timed round's flush
    comes between them and posts the new board, so the click's flush reads the table's
    effects again, finds them done and posts nothing (the board once, not twice)."""
    people = [fake.user("Alice"), fake.user("Bob")]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", people[0], people[1:], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        assert bot.outbox is not None
        await settle(bot)
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, people, loaded.pending)
        board = latest_board(actor, fake.channels[table.channel_id])
        recorded, go = asyncio.Event(), asyncio.Event()
        real = bot.repo.tables.record_action
        reads: list[int] = []
        real_pending = bot.repo.outbox.pending_effects

        async def held(*args: Any, **kwargs: Any) -> Any:
            done = await real(*args, **kwargs)
            recorded.set()
            await go.wait()
            return done

        async def pending(table_id: int) -> Any:
            reads.append(table_id)
            return await real_pending(table_id)

        monkeypatch.setattr(bot.repo.tables, "record_action", held)
        monkeypatch.setattr(bot.repo.outbox, "pending_effects", pending)
        sends = f"POST /api/v10/channels/{table.channel_id}/messages"
        posted = fake.requests.count(sends)
        click = asyncio.create_task(actor.click(board, "End your turn"))
        await recorded.wait()
        await bot.outbox.flush(table.id)  # as the timed round would: it posts the new board
        assert fake.requests.count(sends) == posted + 1
        assert reads == [table.id]
        go.set()
        await click
        await settle(bot)
        # the click's flush read the table's effects again (the flush before took them)
        assert reads == [table.id, table.id]
        assert fake.requests.count(sends) == posted + 1, "the board posted once"
        assert await bot.repo.outbox.pending_effects(table.id) == []
        after = await bot.repo.tables.load(table.id)
        assert after.version == loaded.version + 1 and after.pending != loaded.pending
        assert latest_board(actor, fake.channels[table.channel_id]).id != board.id
