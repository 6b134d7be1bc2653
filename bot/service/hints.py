"""A hint for the player to move: what a strong computer player would do now, and why, in one
line. It is worked out from what the player sees (the computer's determinised search never
looks at an opponent's hand), so a hint tells nothing the player does not know."""

from __future__ import annotations

from typing import Any

from bot.adapter import with_names
from bot.service.history import HistoryCommands
from bot.service.outcomes import Caller, Refusal
from bot.service.turns import Think
from rules import registry
from rules.ai.greedy import GreedyAgent
from rules.core import derived_rng

# What a hint asks: the hard level's move, judged by the game's evaluation.
HINT_LEVEL = "hard"


class HintCommands(HistoryCommands):
    async def hint(
        self, caller: Caller, game_id: str, think: Think, level: str = HINT_LEVEL
    ) -> str | Refusal:
        here = await self.table_here(game_id, caller.channel_id)
        if isinstance(here, Refusal):
            return here
        table = here.table
        if table.options.get("rated"):
            return Refusal("Hints are off at this table: it was opened as a rated game.")
        seat = table.seat_of(caller.user_id)
        if seat is None:
            return Refusal("You are not playing at this table.")
        if seat.id != here.pending:
            return Refusal("A hint is for the player to move, on their turn.")
        engine = self.game(table).engine
        if registry.manifest(game_id).evaluator is None:
            return Refusal(f"{engine.name} has no computer player strong enough to give hints.")
        # the same table, version and seat always get the same hint
        rng = derived_rng(table.seed, "hint", here.version, seat.id)
        chosen = await think(game_id, level, here.state, seat.id, rng)
        names = await self.names.seat_names(table)
        labels = {a.id: a.label for a in engine.legal_actions(here.state)}
        what = with_names(labels.get(chosen, chosen), names)
        return f"**{what}** — {self._why(engine, here.state, seat.id, chosen, rng)}"

    @staticmethod
    def _why(engine: Any, state: Any, seat: str, chosen: str, rng: Any) -> str:
        """In words, how much better the hint is than the next best choice, by the game's
        evaluation (its margin over the best opponent, in victory points)."""
        if len(engine.legal_actions(state)) == 1:
            return "it is the only choice."
        scores = GreedyAgent().scores(engine, state, seat, rng)
        mine = scores.get(chosen)
        others = [v for k, v in scores.items() if k != chosen]
        if mine is None or not others:
            return "the computer's search prefers it."
        gain = mine - max(others)
        if gain > 0.05:
            return f"it leaves you {gain:.1f} VP better placed than your next best choice."
        return "the search prefers it; by a quick look it is as good as your other best choices."
