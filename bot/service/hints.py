"""A hint for the player to move: what a strong computer player would do now, and why, in one
line. It is worked out from what the player sees (the computer's determinised search never
looks at an opponent's hand), so a hint tells nothing the player does not know."""

from __future__ import annotations

from typing import Any

from bot.adapter import with_names
from bot.i18n.text import Text, number
from bot.i18n.words import game_title
from bot.service.context import ServiceContext
from bot.service.outcomes import Caller, Refusal
from bot.service.tables import Tables
from bot.service.turns import Think
from bot.table_settings import TableSettings
from rules import registry
from rules.ai.greedy import GreedyAgent
from rules.core import derived_rng

# What a hint asks: the hard level's move, judged by the game's evaluation.
HINT_LEVEL = "hard"


class Hints:
    def __init__(self, ctx: ServiceContext, tables: Tables) -> None:
        self.ctx = ctx
        self.tables = tables

    async def hint(
        self, caller: Caller, game_id: str, think: Think, level: str = HINT_LEVEL
    ) -> str | Refusal:
        here = await self.tables.table_here(game_id, caller)
        if isinstance(here, Refusal):
            return here
        table = here.table
        if TableSettings.of(table).rated:
            return Refusal(Text("table-hints-off-rated"))
        seat = table.seat_of(caller.user_id)
        if seat is None:
            return Refusal(Text("table-not-playing"))
        if seat.id != here.pending:
            return Refusal(Text("table-hint-on-your-turn"))
        engine = self.ctx.game(table).engine
        if registry.manifest(game_id).evaluator is None:
            return Refusal(Text("table-no-hint-player", game=game_title(game_id, engine.name)))
        # the same table, version and seat always get the same hint
        rng = derived_rng(table.seed, "hint", here.version, seat.id)
        chosen = await think(game_id, level, here.state, seat.id, rng)
        names = await self.ctx.names.seat_names(table)
        labels = {a.id: a.label for a in engine.legal_actions(here.state)}
        what = with_names(labels.get(chosen, chosen), names)
        why, gain = self._why(engine, here.state, seat.id, chosen, rng)
        return Text("table-hint", action=what, why=why, gain=number(gain, 1, fixed=True))

    @staticmethod
    def _why(engine: Any, state: Any, seat: str, chosen: str, rng: Any) -> tuple[str, float]:
        """Why the hint, as the catalogue's selector names it: the only choice, the search's
        preference, a gain in victory points over the next best choice (by the game's
        evaluation: its margin over the best opponent), or as good as the others."""
        if len(engine.legal_actions(state)) == 1:
            return "only", 0.0
        scores = GreedyAgent().scores(engine, state, seat, rng)
        mine = scores.get(chosen)
        others = [v for k, v in scores.items() if k != chosen]
        if mine is None or not others:
            return "search", 0.0
        gain = mine - max(others)
        if gain > 0.05:
            return "gain", round(gain, 1)
        return "even", 0.0
