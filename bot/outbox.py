"""The effects stored with every action, delivered: boards posted and edited, DMs brought up to
date, lines in the channel, computer players set to move.

Storage keeps what Discord must show for an action in the same transaction as the action, so
nothing is lost when Discord fails or the process stops between the two. A table's pending
effects are delivered together, for the table as it stands now (so a board effect that
several actions queued draws one board), and marked done; what Discord refuses for a while
(5xx, 429, a missing permission) is tried again later with a growing pause, and at once on
``/… board`` or a click on its table; a deleted channel ends its tables. On start, on a slow
timer and on ``/… board`` the reconciler makes sure every table in play has a current board
message, whatever happened before.

Effects are leased by a process's name (:func:`holder`: its shards), so that a process that
starts again takes back at once what its earlier life held when it died, while another
process's leases are waited out.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import aiohttp
import discord

from bot import discord_out
from bot.delivery import Delivery
from bot.i18n.text import say
from bot.rounds import Rounds
from bot.service import TableService
from bot.service.outcomes import AI, ANNOUNCE, BOARD, DMS, RELEASE_DM, STRIP_BOARD
from bot.table_locks import TableLocks
from storage.errors import Refused, StorageUnavailable
from storage.models import (
    Effect,
    LoadedTable,
    MessageRef,
    OutboxItem,
    Recorded,
    Shown,
    TableStatus,
)
from storage.repository import Repository

log = logging.getLogger(__name__)

# A failed delivery is tried again after 2, 4, 8 ... seconds, at most every 10 minutes.
FIRST_PAUSE = 2.0
LONGEST_PAUSE = 600.0
# A missing permission waits for a moderator, who expects the game back within seconds of
# fixing it (without a command or a click, which try again at once): tried again after 2, 4, 8,
# then every 10 seconds. Each try is a 403, and Discord bans an address for an hour past 10,000
# of those in 10 minutes: 60 per stuck table leaves room for well over a hundred at once.
PERMISSION_PAUSE = 10.0
# How often the loop looks for effects that are due again, and the reconciler's round.
POLL = 5.0
RECONCILE_EVERY = 300.0
# How long a process holds the effects it took: if it dies meanwhile, another one delivers them
# after this long (the bot's LEASE_SECONDS); the same process started again takes them back at
# once.
LEASE = timedelta(seconds=30)
# How many failed strips of an old board hold its table's new board back (about a minute of
# retries); past that, the new board goes out without them.
STRIP_TRIES = 5
# Discord's codes for a channel that is gone, and for permissions the bot lacks.
UNKNOWN_CHANNEL = 10003
MISSING_ACCESS, MISSING_PERMISSIONS = 50001, 50013


@dataclass(frozen=True, slots=True)
class Known:
    """A table's effects not yet done and its messages, as an action's transaction left them,
    and the stamp of the last flush that took its effects before the clicks in hand began."""

    pending: tuple[OutboxItem, ...]
    messages: tuple[MessageRef, ...] | None
    since: int


@dataclass(frozen=True, slots=True)
class Change:
    """A change of a table about to be flushed: the table it left, the kinds of effects it
    queued, and (a click in hand) what its action's transaction knew."""

    loaded: LoadedTable
    queued: Sequence[str]
    known: Known | None = None


def current(
    items: Sequence[OutboxItem], loaded: LoadedTable | None, queued: Sequence[str]
) -> LoadedTable | None:
    """``loaded``, if it is the table as it stands: the effects due are exactly those its
    change queued, so no later change (nor one that keeps the version, as an abort does) has
    queued any; else None, and the table is read again."""
    if loaded is None or sorted(i.kind for i in items) != sorted(queued):
        return None
    return loaded if all(i.version == loaded.version for i in items) else None


def board_nonce(loaded: LoadedTable, group: Sequence[OutboxItem]) -> str:
    """The nonce a board posted for ``group`` (the table's board effects, shown at
    ``loaded.version``) is sent with (see :func:`bot.discord_out.nonce`). The effect's id makes
    a board posted anew on purpose (``/… board`` after a moderator deleted it) a new one."""
    return discord_out.nonce(loaded.table, "board", loaded.version, max(i.id for i in group))


def holder(shard_ids: Sequence[int] | None, shard_count: int | None) -> str:
    """The name a process leases effects by: its shards, which one process at a time holds over
    one database (the SQLite file lock, the shard lock on PostgreSQL). A process with the name
    of one that held leases is its next life, and that one is dead."""
    shards = "every shard" if shard_ids is None else "shards " + ",".join(map(str, shard_ids))
    return shards if shard_count is None else f"{shards} of {shard_count}"


class Outbox(Rounds):
    name = "outbox"

    def __init__(self, service: TableService, delivery: Delivery) -> None:
        super().__init__(POLL)
        self.service = service
        self.delivery = delivery
        self._locks = TableLocks()  # one flush of a table at a time
        self.lease = LEASE
        self.holder = holder(None, None)
        self._reconciled: float | None = None
        self._told_permissions: set[int] = set()
        # the newest change of each table about to be flushed (emptied by the flush)
        self._changed: dict[int, Change] = {}
        # tables whose click is being played and shown by its router, who flushes them next
        self._in_hand: Counter[int] = Counter()
        # when a flush last took each table's effects (a stamp of this process's), and what it
        # was when the clicks now in hand began: a click's own record of the table's effects
        # and messages is still what storage holds if no flush took any since (see changed)
        self._stamps = itertools.count(1)
        self._taken_at: dict[int, int] = {}
        self._hand_since: dict[int, int] = {}
        # tables whose flush was left to a click in hand (flushed when the last one is out)
        self._left: set[int] = set()
        # tables with effects this process set to be tried again later (see hurry)
        self._retrying: set[int] = set()
        self._timers: set[asyncio.TimerHandle] = set()
        # the pauses (tests shorten them)
        self.first_pause = FIRST_PAUSE
        self.longest_pause = LONGEST_PAUSE
        self.permission_pause = PERMISSION_PAUSE

    @property
    def repo(self) -> Repository:
        return self.service.ctx.repo

    def now(self) -> datetime:
        return self.service.ctx.clock()

    # ----- one table -------------------------------------------------------------------------

    def changed(
        self, loaded: LoadedTable, queued: Sequence[str], recorded: Recorded | None = None
    ) -> None:
        """A change left the table as ``loaded`` and queued effects of the kinds ``queued``:
        the next flush of the table may show it without reading it again. ``recorded``: the
        action that made it (a click in hand), with the table's effects and messages as its
        transaction left them: the flush reads neither if they are still so (no flush took
        the table's effects since the clicks in hand began; where another process delivers
        the table's effects, they are read)."""
        table_id = loaded.table.id
        since = self._hand_since.get(table_id)
        known = None
        if recorded is not None and recorded.version == loaded.version and since is not None:
            known = Known(recorded.pending, recorded.messages, since)
        self._changed[table_id] = Change(loaded, queued, known)

    @contextlib.asynccontextmanager
    async def in_hand(self, table_id: int) -> AsyncIterator[None]:
        """While a click on the table is played and its board edited through the click's
        interaction: the timed round leaves the table's effects to the router's own flush
        that follows, and so does the flush of an earlier click still under way. Taking them
        first, either would find the board not yet edited and draw and upload it once more
        (under load, often: a click's effect waits seconds for its edit). The last click out
        flushes what was left to it."""
        self._in_hand[table_id] += 1
        self._hand_since.setdefault(table_id, self._taken_at.get(table_id, 0))
        try:
            yield
        finally:
            self._in_hand[table_id] -= 1
            if not self._in_hand[table_id]:
                del self._in_hand[table_id]
                del self._hand_since[table_id]
                if table_id in self._left:
                    await self.flush(table_id)

    async def flush(self, table_id: int) -> None:
        """Deliver the table's effects that are due; what fails is kept for later. They are
        leased first, so that of several processes only one delivers them. While another
        click on the table is in hand (the caller's own counts one), it is left to it."""
        if self._in_hand[table_id] > 1:
            self._left.add(table_id)
            return
        self._left.discard(table_id)
        async with self._locks(table_id):
            change = self._changed.pop(table_id, None)
            loaded, queued = (None, ()) if change is None else (change.loaded, change.queued)
            known = self._known(change)
            if known is None:
                taken, refs = await self._take(table_id, loaded), None
            else:
                taken, refs = list(known.pending), known.messages
            # taken: a click that began before cannot know what this flush delivers
            self._taken_at[table_id] = next(self._stamps)
            # a board the click showed settles its effect, written with the next action: it
            # is not delivered, but it still counts as queued by the change that made
            # ``loaded`` (else a DM click, whose board effect is settled, read the table again)
            settled = self.service.ctx.settled
            items = [i for i in taken if not settled(i)]
            if items:
                async with self.delivery.showing(table_id):
                    await self._deliver(table_id, items, current(taken, loaded, queued), refs)

    def _known(self, change: Change | None) -> Known | None:
        """The change's own record of its table's effects and messages, if it is still what
        storage holds and all it needs: no flush took the table's effects since the clicks in
        hand began (each one delivers what it took and writes its messages before the next
        takes any), only this process delivers them, the effects are exactly those the change
        queued (none waits from before), and none is a computer's turn to lease."""
        if change is None or change.known is None or self.delivery.shares_tables:
            return None
        known = change.known
        table_id = change.loaded.table.id
        if self._taken_at.get(table_id, 0) != known.since:
            return None
        if current(known.pending, change.loaded, change.queued) is None:
            return None
        if any(i.kind == AI for i in known.pending) and self._ai_plays(change.loaded):
            return None
        return known

    async def _take(self, table_id: int, loaded: LoadedTable | None) -> list[OutboxItem]:
        """The table's effects that are due, for this process to deliver. Leased (a write, a
        synced commit) only where another process may take them meanwhile (it holds shards of
        the same database), or for the computer's turn, which keeps its effects leased until it
        has played: a process alone delivers them under the table's flush lock, and a stop
        leaves them due, delivered at its next start. Settled board effects are among them."""
        now = self.now()
        if not self.delivery.shares_tables:
            due = [i for i in await self.repo.outbox.pending_effects(table_id) if i.due_at <= now]
            if not any(i.kind == AI for i in due) or not self._ai_plays(loaded):
                return due
        return await self.repo.outbox.lease_effects(table_id, now, now + self.lease, self.holder)

    def _ai_plays(self, loaded: LoadedTable | None) -> bool:
        """Whether the computer's turn effects of the table (``loaded``, if known) may have a
        computer play: else they are done with the board and the DMs."""
        return loaded is None or self.service.turns.ai_to_move(loaded) or self.delivery.ai.busy()

    async def _deliver(
        self,
        table_id: int,
        items: Sequence[OutboxItem],
        loaded: LoadedTable | None = None,
        messages: Sequence[MessageRef] | None = None,
    ) -> None:
        """Deliver ``items`` for ``loaded`` (read now if None); ``messages``: the table's
        messages as storage holds them, if the caller knows them."""
        try:
            if loaded is None:
                loaded = await self.repo.tables.load(table_id)
        except Refused as refusal:  # a table whose saved game cannot be read
            log.error("table %s cannot be shown: %s", table_id, refusal.message)
            await self.repo.outbox.effect_done([i.id for i in items])
            return
        # group by group, so that what was delivered is never delivered twice: the lines in
        # the channel in order first, then the board, the DMs and the computer's turn side by
        # side (none waits for another's image and upload)
        groups = self._groups(items)
        ordered = [g for g in groups if g[0].kind in (ANNOUNCE, STRIP_BOARD, RELEASE_DM)]
        unstripped: list[OutboxItem] = []  # strips that failed now, and hold the board back
        for group in ordered:
            delivered = await self._deliver_group(loaded, group)
            if delivered is None:
                return
            if group[0].kind == STRIP_BOARD and not delivered and group[0].attempts < STRIP_TRIES:
                unstripped.append(group[0])
        others = [g for g in groups if g[0].kind not in (ANNOUNCE, STRIP_BOARD, RELEASE_DM, AI)]
        if unstripped or await self._strip_pending(table_id, items, others):
            # The old board's strip failed and comes again later: a new board posted now would
            # be the board by then, and lose its buttons to it. It waits for the strip, and is
            # due no sooner than it.
            after = max((self._pause(i) for i in unstripped), default=0.0)
            for group in [g for g in others if g[0].kind == BOARD]:
                waits = RuntimeError("it waits for the old board's strip")
                await self._later(group, waits, at_least=after)
            others = [g for g in others if g[0].kind != BOARD]
        # the board, the DMs and the computer's turn are shown again whole if they are shown
        # twice: they are marked done together, in one write
        done: list[int] = []
        # the computer's turn keeps its effects leased until it has played (bot.ai_runner);
        # with no computer to move (and none playing) they are done with the rest
        for group in groups:
            if group[0].kind != AI:
                continue
            if self._ai_plays(loaded):
                await self.delivery.ai.take(loaded, [i.id for i in group])
            else:
                done.extend(i.id for i in group)
        if messages is None:
            refs = await self._refs(table_id, others)
        else:
            refs = self.delivery.known_refs(table_id, messages)
        # the DMs sent or edited are remembered in the same write (a stop before it: the next
        # process edits them again, or sends one anew)
        shown: list[Shown] = []
        await asyncio.gather(*(self._deliver_group(loaded, g, done, refs, shown) for g in others))
        if done or shown:
            await self.repo.outbox.effect_done(done, shown=shown)
            self.delivery.written(shown)
        if loaded.table.status not in (TableStatus.ACTIVE, TableStatus.LOBBY):
            self._closed(table_id)

    async def _strip_pending(
        self, table_id: int, items: Sequence[OutboxItem], others: list[list[OutboxItem]]
    ) -> bool:
        """Whether a new board among ``others`` that waited for a strip before must wait on:
        the strip failed again, or is not due yet (another process may hold it). Only such a
        board asks storage; a strip that failed STRIP_TRIES times no longer holds it back (a
        board whose old one keeps its buttons beats no board)."""
        if not any(
            g[0].kind == BOARD and any(i.payload.get("new") and i.attempts for i in g)
            for g in others
        ):
            return False
        leased = {i.id for i in items}
        return any(
            i.kind == STRIP_BOARD and i.id not in leased and i.attempts < STRIP_TRIES
            for i in await self.repo.outbox.pending_effects(table_id)
        )

    def _closed(self, table_id: int) -> None:
        """A table ended: what this process kept of it goes (another process that showed it
        keeps its own bounded copies until they age out)."""
        self.service.replays.forget_recent(table_id)
        self.delivery.dms.forget(table_id)
        self.delivery.showings.forget(table_id)
        self._told_permissions.discard(table_id)
        self._changed.pop(table_id, None)
        self._retrying.discard(table_id)
        self._taken_at.pop(table_id, None)
        self.service.ctx.boards_shown.pop(table_id, None)

    async def _refs(
        self, table_id: int, groups: list[list[OutboxItem]]
    ) -> Sequence[MessageRef] | None:
        """The table's messages, read once for the board and the DMs together; None if there
        is no need or they cannot be read now (then each reads them, and fails, on its own)."""
        if sum(g[0].kind in (BOARD, DMS) for g in groups) < 2:
            return None
        try:
            return self.delivery.known_refs(table_id, await self.repo.messages.messages(table_id))
        except StorageUnavailable as error:
            log.warning("table %s: its messages could not be read: %s", table_id, error)
            return None

    async def _deliver_group(
        self,
        loaded: LoadedTable,
        group: list[OutboxItem],
        done: list[int] | None = None,
        refs: Sequence[MessageRef] | None = None,
        shown: list[Shown] | None = None,
    ) -> bool | None:
        """Deliver one group and mark it done (or add it to ``done``): True; or keep it for
        later: False; None when the table is gone with its channel (nothing more is delivered
        for it)."""
        try:
            await self._show(loaded, group, refs, shown)
        except discord.NotFound as error:
            if error.code == UNKNOWN_CHANNEL:
                await self._channel_gone(loaded)
                await self.repo.outbox.effect_done([i.id for i in group])
                return None
            await self._later(group, error)
        except discord.Forbidden as error:
            await self._forbidden(loaded, error)
            await self._later(group, error, at_most=self.permission_pause)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError) as error:
            await self._later(group, error)
        except Exception as error:  # a bug: kept, and tried again less and less often
            log.exception("table %s: delivering %s failed", loaded.table.id, group[0].kind)
            await self._later(group, error)
        else:
            if done is not None:
                done.extend(i.id for i in group)
            else:
                await self.repo.outbox.effect_done([i.id for i in group])
            return True
        return False

    @staticmethod
    def _groups(items: Sequence[OutboxItem]) -> list[list[OutboxItem]]:
        """Each announcement and board strip alone and in order, then the board, the DMs and
        the computer players' turn, each as one group (it shows the table as it stands)."""
        groups: list[list[OutboxItem]] = [
            [i] for i in items if i.kind in (ANNOUNCE, STRIP_BOARD, RELEASE_DM)
        ]
        for kind in (BOARD, DMS, AI):
            same = [i for i in items if i.kind == kind]
            if same:
                groups.append(same)
        known = (ANNOUNCE, STRIP_BOARD, RELEASE_DM, BOARD, DMS, AI)
        unknown = [i for i in items if i.kind not in known]
        if unknown:
            groups.append(unknown)
        return groups

    async def _show(
        self,
        loaded: LoadedTable,
        group: list[OutboxItem],
        refs: Sequence[MessageRef] | None,
        shown: list[Shown] | None = None,
    ) -> None:
        """Deliver one group; ``refs``: the table's messages, if read already; ``shown``: see
        :meth:`DmSync.sync`."""
        kind = group[0].kind
        if kind == ANNOUNCE:
            payload = group[0].payload
            await self.delivery.announce(int(payload["channel_id"]), str(payload["text"]))
        elif kind == STRIP_BOARD:
            seat = group[0].payload.get("seat")
            await self.delivery.strip_board(
                loaded, str(seat) if seat else None, queued_at=group[0].version
            )
        elif kind == RELEASE_DM:
            await self.delivery.dms.release(loaded.table, int(group[0].payload["user_id"]))
        elif kind == BOARD:
            await self._board(loaded, group, refs, shown)
        elif kind == DMS:
            await self.delivery.dms.sync(loaded, refs, shown, self._maybe_posted(group))
        else:
            log.error("table %s: an effect of unknown kind %r is dropped", loaded.table.id, kind)

    async def _board(
        self,
        loaded: LoadedTable,
        group: list[OutboxItem],
        refs: Sequence[MessageRef] | None,
        shown: list[Shown] | None = None,
    ) -> None:
        if refs is None:
            ref = await self.delivery.board_ref(loaded.table.id)
        else:
            ref = next((m for m in refs if m.purpose == "board"), None)
        drawn = ref.version if ref is not None and ref.version is not None else 0
        if drawn >= loaded.version:
            return  # drawn already (the clicked board was edited through its interaction)
        nonce = board_nonce(loaded, group)
        new = ref is None or any(i.payload.get("new") and i.version > drawn for i in group)
        if new:
            await self.delivery.post_board(loaded, shown, nonce, self._maybe_posted(group), ref)
            # a table that plays in its own thread keeps its lobby message in the channel
            # up to date: whose turn it is, and at the end the result
            await self.delivery.update_lobby(loaded, refs)
        else:
            await self.delivery.edit_board(loaded, ref, shown, nonce)

    def _maybe_posted(self, group: Sequence[OutboxItem]) -> bool:
        """Whether what ``group`` posts may have been posted longer ago than Discord keeps a
        nonce (a process stopped between the post and the write that remembers it): its effects
        are older than that, and any post of them came after them. It is looked for first."""
        return self.now() - min(i.created_at for i in group) > discord_out.NONCE_KEPT

    def _pause(
        self, item: OutboxItem, at_least: float = 0.0, at_most: float | None = None
    ) -> float:
        """Seconds until a failed ``item`` is tried again: twice as long after each failure."""
        # (bounded: a float overflows past some thousand failures)
        doubled: float = self.first_pause * 2 ** min(item.attempts, 30)
        longest = self.longest_pause if at_most is None else min(at_most, self.longest_pause)
        return min(longest, max(at_least, doubled))

    async def _later(
        self,
        group: list[OutboxItem],
        error: BaseException,
        at_least: float = 0.0,
        at_most: float | None = None,
    ) -> None:
        pauses = [self._pause(item, at_least, at_most) for item in group]
        for item, pause in zip(group, pauses, strict=True):
            due = self.now() + timedelta(seconds=pause)
            await self.repo.outbox.effect_later(
                item.id, due, f"{type(error).__name__}: {error}"[:500]
            )
        self._retrying.add(group[0].table_id)
        self._wake_in(min(pauses))
        log.warning(
            "table %s: %s not delivered (%s); trying again later",
            group[0].table_id,
            group[0].kind,
            error,
        )

    async def _forbidden(self, loaded: LoadedTable, error: discord.Forbidden) -> None:
        """The bot lacks a permission in the table's channel: the channel is told once (if it
        can be), and the operator's log says which table."""
        log.warning(
            "table %s: missing permissions in channel %s: %s",
            loaded.table.id,
            loaded.table.channel_id,
            error,
        )
        if loaded.table.id in self._told_permissions:
            return
        self._told_permissions.add(loaded.table.id)
        with contextlib.suppress(discord.HTTPException):
            await self.delivery.announce(
                loaded.table.channel_id,
                say(self.delivery.public(loaded.table), "bot-missing-permissions"),
            )

    async def _channel_gone(self, loaded: LoadedTable) -> None:
        if loaded.table.status in (TableStatus.ACTIVE, TableStatus.LOBBY):
            with contextlib.suppress(Refused):
                await self.repo.lobby.abandon(loaded.table.id, "its channel was deleted")
            log.warning(
                "table %s ended: its channel %s is gone", loaded.table.id, loaded.table.channel_id
            )

    # ----- every table -----------------------------------------------------------------------

    async def flush_due(self) -> None:
        """Deliver every table's due effects, tables side by side."""
        due = await self.repo.outbox.due_effects(self.now())
        settled = self.service.ctx.settled
        tables = sorted(
            {i.table_id for i in due if i.table_id not in self._in_hand and not settled(i)}
        )
        await asyncio.gather(*(self._flush_logged(t) for t in tables))

    async def _flush_logged(self, table_id: int) -> None:
        try:
            await self.flush(table_id)
        except Exception:
            log.exception("delivering the effects of table %s failed", table_id)

    async def reconcile(self) -> None:
        """Every table in play gets a board for its current version, if it lacks one (a post
        that failed before the effect was stored: an older database, or an operator's repair)."""
        for loaded in await self.service.tables.tables_in_play():
            table = loaded.table
            ref = await self.delivery.board_ref(table.id)
            pending = await self.repo.outbox.pending_effects(table.id)
            behind = ref is None or (ref.version or 0) < loaded.version
            if behind and not any(i.kind == BOARD for i in pending):
                await self.repo.outbox.queue_effects(table.id, [Effect(BOARD, {"new": True})])
                self._wake.set()

    def _wake_in(self, seconds: float) -> None:
        """A round when the soonest retry falls due, not up to a poll later (a short pause,
        such as a missing permission's, would otherwise be the poll's)."""
        if seconds >= self.every:
            return

        def woken() -> None:
            self._timers.discard(timer)
            self.kick()

        timer = asyncio.get_running_loop().call_later(seconds, woken)
        self._timers.add(timer)

    async def hurry(self, table_id: int, *, surely: bool = False) -> None:
        """Someone is at the table (a click, ``/… board``): what failed and waits to be tried
        again is tried now (a moderator may have given the permission back). Only for a table
        this process saw fail, unless ``surely`` (a click costs no write otherwise); effects
        another process holds are left to it."""
        if not surely and table_id not in self._retrying:
            return
        self._retrying.discard(table_id)
        if await self.repo.outbox.hurry_effects(table_id, self.now()):
            await self.flush(table_id)

    async def first(self) -> None:
        """What this process's earlier life held when it stopped is due now: it is dead (the
        file or shard lock lets one life at a time hold the name)."""
        taken = await self.repo.outbox.take_back(self.holder, self.now())
        if taken:
            log.info("took back %s effects leased before a restart (%s)", taken, self.holder)

    async def close(self) -> None:
        for timer in self._timers:
            timer.cancel()
        self._timers.clear()
        await super().close()

    async def check_board(self, loaded: LoadedTable) -> None:
        """``/… board``: what failed to be shown is tried again now, and the table's board
        message must still be there (a moderator may have deleted it); if not, a new one is
        posted."""
        await self.hurry(loaded.table.id, surely=True)
        ref = await self.delivery.board_ref(loaded.table.id)
        if ref is not None and await self.delivery.exists(ref):
            return
        await self.repo.outbox.queue_effects(loaded.table.id, [Effect(BOARD, {"new": True})])
        await self.delivery.forget_board(loaded.table.id)
        # what a click in hand knew of the table's effects and messages is old now
        self._taken_at[loaded.table.id] = next(self._stamps)
        await self.flush(loaded.table.id)

    async def round(self) -> None:
        now = asyncio.get_running_loop().time()
        if self._reconciled is None or now - self._reconciled >= RECONCILE_EVERY:
            await self.reconcile()
            self._reconciled = now
        await self.flush_due()
