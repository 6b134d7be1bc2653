"""Turns: a player's actions, undo, abort, and the computer players' moves."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from bot.adapter import GameAdapter, named
from bot.i18n.text import Text
from bot.i18n.words import game_title
from bot.service.clock import time_out, turn_jobs
from bot.service.context import ServiceContext
from bot.service.offers import folded_step, offers, steps_of, verb
from bot.service.outcomes import (
    BOARD,
    Aborted,
    Announce,
    Ask,
    Caller,
    EditBoard,
    EditClicked,
    Effect,
    Played,
    PostBoard,
    Refusal,
    RunAi,
    StripBoard,
    StripClicked,
    SyncPrivate,
    Turn,
    UndoneTurn,
    stored,
)
from bot.service.refusals import refusal_text
from bot.service.replays import Replays
from bot.service.tables import Tables
from bot.table_settings import TableSettings
from rules.core import Event, IllegalAction, derived_rng
from storage.errors import Refused, StaleVersion
from storage.models import LoadedTable, Shown, Table, TableSnapshot, TableStatus, Undone

# How a computer player chooses: (game id, level, state, seat, generator) -> action id.
Think = Callable[[str, str, Any, str, random.Random], Awaitable[str]]


class Turns:
    def __init__(self, ctx: ServiceContext, tables: Tables, replays: Replays) -> None:
        self.ctx = ctx
        self.tables = tables
        self.replays = replays

    async def turn(
        self, caller: Caller, table_id: int, version: int, loaded: LoadedTable | None = None
    ) -> Turn | Refusal:
        """Whether it is ``caller``'s decision on the table as drawn at ``version`` (``loaded``:
        the table as the caller read it already)."""
        if loaded is None:
            try:
                loaded = await self.ctx.repo.tables.load(table_id)
            except Refused:
                return Refusal(Text("table-button-invalid"))
        table = loaded.table
        misplaced = self.tables.misplaced(caller, table)
        if misplaced is not None:
            return misplaced
        if table.status is not TableStatus.ACTIVE:
            return Refusal(Text("table-game-over"))
        seat = table.seat_of(caller.user_id)
        if seat is None or seat.id != loaded.pending:
            names = await self.ctx.names.seat_names(table)
            whose = names.get(loaded.pending or "") or Text("table-nobody")
            if seat is None:
                return Refusal(Text("table-not-playing-whose-turn", who=whose))
            return Refusal(Text("table-whose-turn", who=whose))
        if version != loaded.version:
            return Refusal(Text("table-moved-on"), loaded)
        return Turn(loaded, seat.id)

    async def play(
        self,
        caller: Caller,
        table_id: int,
        version: int,
        action_ids: list[str],
        clicked_board: bool = False,
        confirmed: bool = False,
        snapshot: TableSnapshot | None = None,
    ) -> Played | Refusal | Ask:
        """Apply the caller's ``action_ids`` in turn (one click, or the steps of a typed number)
        to the table as it stood at ``version``. ``clicked_board``: the click came from the
        table's current board message (not a DM or a private panel). A click on a choice the
        game asks about first is played only ``confirmed``; before that it is asked.
        ``snapshot``: the table as the click read it (one read for all it needs first); if
        another move came after that read, storage's compare-and-swap refuses this one as
        stale, as a click on an older board."""
        async with self.ctx.lock(table_id):
            loaded_first = None if snapshot is None else snapshot.loaded
            turn = await self.turn(caller, table_id, version, loaded_first)
            if isinstance(turn, Refusal):
                return turn
            loaded = turn.loaded
            game = self.ctx.game(loaded.table)
            engine = game.engine
            if not confirmed and len(action_ids) == 1 and game.asks_first:
                question = self._question(loaded, turn.seat, steps_of(action_ids)[0])
                if question is not None:
                    return Ask(table_id, version, action_ids[0], question)
            steps = []
            state = loaded.state
            try:
                # a choice the board offered with the decision folded into it is its steps
                for action_id in steps_of(action_ids):
                    if engine.pending(state) != turn.seat:
                        return Refusal(Text("table-turn-ended-before"))
                    state, step_events = engine.apply_id(state, action_id)
                    steps.append((action_id, state, step_events))
            except IllegalAction as illegal:
                # an engine names seats by their ids; the player reads names
                return Refusal(named(illegal.reason, await self.ctx.names.seat_names(loaded.table)))
            if TableSettings.of(loaded.table).auto:
                state = self._forced_steps(game, state, turn.seat, steps)
            # What Discord must show is decided before anything is stored, so that it is
            # stored with the last step, in the same transaction.
            pending = engine.pending(state)
            outcome = engine.result(state)
            finished = outcome is not None
            turn_goes_on = pending == loaded.pending and not finished
            effects: tuple[Effect, ...]
            public = None
            if turn_goes_on and clicked_board:
                public = engine.view_model(state, None)
                private = game.private_choice(public) or game.private_choice(
                    self.replays.public_view(loaded)
                )
                # the clicked board is edited through its interaction; the stored board effect
                # finds it done, or redraws the board if that edit never happened
                effects = (EditClicked(table_id), EditBoard(table_id))
                # the DM's buttons come or go with a private choice
                effects += (SyncPrivate(table_id),) if private else ()
            elif turn_goes_on:
                effects = (StripClicked(), EditBoard(table_id), SyncPrivate(table_id))
            elif clicked_board:
                # the clicked board keeps no buttons and no ping: the next one pings
                effects = (
                    StripClicked(seat=turn.seat),
                    PostBoard(table_id),
                    SyncPrivate(table_id),
                    RunAi(table_id),
                )
            else:
                # clicked in a DM or a private panel: the board in the channel is stripped too
                effects = (
                    StripClicked(),
                    StripBoard(table_id, turn.seat),
                    PostBoard(table_id),
                    SyncPrivate(table_id),
                    RunAi(table_id),
                )
            next_deadlines = turn_jobs(loaded.table, pending, self.ctx.clock())
            events: list[Event] = []
            shown = self._shown(table_id)
            try:
                for i, (action_id, step_state, step_events) in enumerate(steps):
                    last = i == len(steps) - 1
                    recorded = await self.ctx.repo.tables.record_action(
                        table_id,
                        version,
                        turn.seat,
                        action_id,
                        step_state,
                        step_events,
                        effects=stored(effects) if last else (),
                        # a turn that passes brings the next turn's deadlines
                        jobs=None if turn_goes_on or not last else next_deadlines,
                        # computed above: storage need not ask the engine again
                        result=outcome if last else ...,
                        shown=shown if i == 0 else (),
                        # what delivers more than the board needs the table's messages
                        with_messages=last and any(e.kind != BOARD for e in stored(effects)),
                    )
                    self.replays.recorded(
                        table_id,
                        version,
                        recorded.seq,
                        recorded.version,
                        step_state,
                        step_events,
                        state_before=loaded.state if i == 0 else None,
                    )
                    version = recorded.version
                    events.extend(step_events)
            except StaleVersion:
                self._not_shown(table_id, shown, steps_done=version != loaded.version)
                stale = await self.ctx.repo.tables.load(table_id)
                return Refusal(Text("table-moved-on"), stale)
            except Refused as refusal:
                self._not_shown(table_id, shown, steps_done=version != loaded.version)
                return Refusal(refusal_text(refusal))
            if snapshot is not None:
                # the board drawn next says the turn's time-out: the one the move stored, or
                # (within a turn) the one the snapshot read
                stored_jobs = snapshot.jobs if turn_goes_on else next_deadlines
                self.ctx.deadlines_known[table_id] = (version, time_out(stored_jobs))
            new = await self._after(loaded.table, version, state, finished, recorded.turn_since)
            if new.state is state:
                self.replays.known_result(new, outcome)
                if public is not None:
                    self.replays.known_view(new, None, public)
            return Played(new, tuple(events), effects, recorded)

    def _shown(self, table_id: int) -> tuple[Shown, ...]:
        """The board shown but not yet written, to write with the table's next action."""
        shown = self.ctx.boards_shown.pop(table_id, None)
        return () if shown is None else (shown,)

    def _not_shown(self, table_id: int, shown: tuple[Shown, ...], steps_done: bool) -> None:
        """The action that was to write ``shown`` was not stored: it waits for the next one,
        unless a board was shown since (or a step stored it)."""
        if shown and not steps_done:
            self.ctx.boards_shown.setdefault(table_id, shown[0])

    def _question(self, loaded: LoadedTable, seat: str, action_id: str) -> str | None:
        """What the game asks before ``action_id`` is played (None: nothing; an illegal
        action is refused when it is applied)."""
        game = self.ctx.game(loaded.table)
        legal = game.engine.legal_actions(loaded.state)
        action = next((a for a in legal if a.id == action_id), None)
        if action is None:
            return None
        return game.confirm(self.replays.view(loaded, seat), action)

    @staticmethod
    def _forced_steps(
        game: GameAdapter[Any],
        state: Any,
        seat: str,
        steps: list[tuple[str, Any, list[Event]]],
    ) -> Any:
        """Every step after the player's click that leaves them a single choice is taken for
        them, as a follow-up of that click (``steps`` gets them: the log records them like any
        step, so a replay matches). Never the first decision of a turn: a click of the same
        seat leads here, so the turn's news reached them on their board first. A lone step
        that reveals something (a card drawn) while the turn goes on is left for a click:
        taken, it would keep them from undoing the click before it. A single legal action
        that leads to a folded decision is a choice of as many options as that decision's."""
        engine = game.engine
        while engine.pending(state) == seat:
            offered = offers(game, state)
            if len(offered) != 1:
                break
            after, taken = state, []
            for step in steps_of([offered[0].id]):
                after, events = engine.apply_id(after, step)
                taken.append((step, after, events))
            revealed = any(event.reveals for _, _, events in taken for event in events)
            if engine.pending(after) == seat and revealed:
                break
            state = after
            steps.extend(taken)
        return state

    async def _after(
        self, table: Table, version: int, state: Any, finished: bool, turn_since: datetime
    ) -> LoadedTable:
        if finished:
            return await self.ctx.repo.tables.load(table.id)  # its status and result changed too
        pending = self.ctx.game(table).engine.pending(state)
        return LoadedTable(table, version, state, pending, turn_since)

    async def undo(self, caller: Caller, game_id: str) -> UndoneTurn | Refusal:
        here = await self.tables.table_here(game_id, caller)
        if isinstance(here, Refusal):
            return here
        table_id = here.table.id
        async with self.ctx.lock(table_id):
            loaded = await self.ctx.repo.tables.load(table_id)
            seat = loaded.table.seat_of(caller.user_id)
            if seat is None or seat.id != loaded.pending:
                return Refusal(Text("table-undo-own-turn"))
            effects = (EditBoard(table_id), SyncPrivate(table_id))
            try:
                undone = await self.ctx.repo.tables.undo(
                    table_id, loaded.version, seat.id, effects=stored(effects)
                )
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
            # A step the bot took for the player (their single choice) goes back with the
            # click that led to it, and so does a decision folded into that click: undo lands
            # where the player last had a real choice on their board.
            game = self.ctx.game(loaded.table)
            auto = TableSettings.of(loaded.table).auto
            while undone.pending == seat.id:
                taken = auto and len(offers(game, undone.state)) == 1
                if not taken and not await self._folded(table_id, game, undone):
                    break
                try:
                    undone = await self.ctx.repo.tables.undo(
                        table_id, undone.version, seat.id, effects=stored(effects)
                    )
                except Refused:
                    break  # the turn's first decision: nothing of theirs before it
            self.replays.forget_recent(table_id)
            restored = LoadedTable(
                loaded.table, undone.version, undone.state, undone.pending, undone.turn_since
            )
            return UndoneTurn(restored, effects)

    async def _folded(self, table_id: int, game: GameAdapter[Any], undone: Undone) -> bool:
        """Whether the step just undone was played with the click before it, as one choice
        (the log is read only for a step a fold may hold)."""
        if not any(verb(undone.action_id) in folded for folded in game.folds.values()):
            return False
        log = await self.ctx.repo.tables.action_log(table_id)
        return (
            bool(log)
            and log[-1].seat == undone.seat
            and folded_step(game, log[-1].action_id, undone.action_id)
        )

    # ----- abort -----------------------------------------------------------------------------

    @staticmethod
    def may_abort(caller: Caller, table: Table) -> bool:
        return caller.user_id == table.host_id or caller.may_manage

    async def abort_request(self, caller: Caller, game_id: str) -> Table | Refusal:
        """The open table an abort confirmation may be asked for."""
        game = self.ctx.games[game_id]
        channel = caller.channel_id
        table = (
            await self.ctx.repo.tables.table_in_channel(channel) if channel is not None else None
        )
        if table is None or table.game_id != game_id:
            return Refusal(Text("table-no-game-here", game=game_title(game_id, game.engine.name)))
        if not self.may_abort(caller, table):
            host = await self.ctx.names.user_name(table.host_id)
            return Refusal(Text("table-abort-host-or-manager", host=host))
        return table

    async def abort(self, caller: Caller, table_id: int) -> Aborted | Refusal:
        async with self.ctx.lock(table_id):
            try:
                table = await self.ctx.repo.tables.get_table(table_id)
                misplaced = self.tables.misplaced(caller, table, in_server=True)
                if misplaced is not None:
                    return misplaced
                if not self.may_abort(caller, table):
                    return Refusal(Text("table-abort-host-only"))
                engine = self.ctx.game(table).engine
                title = game_title(table.game_id, engine.name)
                text = Text("table-aborted-by", table=str(table.id), game=title, name=caller.name)
                effects = (
                    StripBoard(table_id),
                    Announce(table.channel_id, text),
                    SyncPrivate(table_id),
                )
                table = await self.ctx.repo.lobby.abort(
                    table_id, effects=stored(effects, self.tables.language(table))
                )
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
        return Aborted(table, effects)

    async def channel_gone(self, channel_id: int) -> list[Table]:
        """The channel (or thread) was deleted: its open tables end as abandoned."""
        ended = []
        for table in await self.ctx.repo.tables.list_open_tables():
            if table.channel_id != channel_id:
                continue
            async with self.ctx.lock(table.id):
                try:
                    ended.append(
                        await self.ctx.repo.lobby.abandon(table.id, "its channel was deleted")
                    )
                except Refused:
                    continue  # ended meanwhile
        return ended

    # ----- computer players ------------------------------------------------------------------

    async def ai_turn(self, table_id: int, think: Think) -> Played | None:
        """If a computer seat is to move, it plays its whole turn (the table then shows it in
        one new board message); None when there is nothing for a computer to do."""
        async with self.ctx.lock(table_id):
            loaded = await self.ctx.repo.tables.load(table_id)
            if loaded.table.status is not TableStatus.ACTIVE or loaded.pending is None:
                return None
            seat_id = loaded.pending
            seat = next((s for s in loaded.table.seats if s.id == seat_id), None)
            if seat is None or seat.ai_level is None:
                return None
            # the board of the computer's turn takes its last form, then the next one comes
            effects = (
                StripBoard(table_id, seat_id),
                PostBoard(table_id),
                SyncPrivate(table_id),
                RunAi(table_id),
            )
            return await self.computer_turn(loaded, seat.ai_level, think, effects)

    async def computer_turn(
        self, loaded: LoadedTable, level: str, think: Think, effects: tuple[Effect, ...]
    ) -> Played:
        """The computer, at ``level``, plays the rest of the pending seat's turn (the table's
        lock is held); ``effects`` are stored with its last move, and the next turn's
        deadlines too."""
        table, seat_id = loaded.table, str(loaded.pending)
        engine = self.ctx.game(table).engine
        state, version = loaded.state, loaded.version
        events: list[Event] = []
        finished = False
        while engine.pending(state) == seat_id:
            rng = derived_rng(table.seed, "ai", version)
            action_id = await think(table.game_id, level, state, seat_id, rng)
            state, new_events = engine.apply_id(state, action_id)
            # the turn's effects go with its last move (a restart resumes a turn cut short)
            last = engine.pending(state) != seat_id
            recorded = await self.ctx.repo.tables.record_action(
                table.id,
                version,
                seat_id,
                action_id,
                state,
                new_events,
                effects=stored(effects, self.tables.language(table)) if last else (),
                jobs=turn_jobs(table, engine.pending(state), self.ctx.clock()) if last else None,
            )
            self.replays.recorded(
                table.id, version, recorded.seq, recorded.version, state, new_events
            )
            version, finished = recorded.version, recorded.finished
            events.extend(new_events)
        new = await self._after(table, version, state, finished, recorded.turn_since)
        return Played(new, tuple(events), effects)

    def ai_to_move(self, loaded: LoadedTable) -> bool:
        seat = next((s for s in loaded.table.seats if s.id == loaded.pending), None)
        return loaded.table.status is TableStatus.ACTIVE and seat is not None and seat.is_ai
