"""The Builders: Antiquity on Discord: words for its actions, its board and private summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from bot.adapter import GameAdapter
from cogs.builders_antiquity.board import render_board
from rules.builders_antiquity import ENGINE
from rules.builders_antiquity.cards import victory_points
from rules.builders_antiquity.state import BuildersState

RULES = """\
**The Builders: Antiquity** — be the first to 17 victory points from finished buildings.
On your turn you have **3 free actions**; each extra action costs **5 sestertii**.
• **Start a building** (1 action): take one of the five on offer.
• **Hire a worker** (1 action, no money).
• **Send a worker** to one of your buildings: pay its wage; the 1st worker sent to a building \
this turn costs 1 action, the 2nd 2 more, the 3rd 3 more. A building is finished when its \
workers cover every resource it needs: you get its sestertii and VP, and the workers come back.
• **Machines** are built like buildings, then work for you for free.
• **Invest** once per turn (1 action): a slave (7, works for no wage, −1 VP at the end unless \
freed), a tool (2, +1 of a resource for the worker carrying it), a loan (+10 now, repay 15 at \
the end or −2 VP), or a university (7, a worker makes 3 of a resource).
• **Take sestertii**: 1 action → 1, 2 actions → 3, 3 actions → 6.
• **Free a slave**: 1 action (or 5 sestertii at the end).
When someone ends a turn with 17 VP, the round is finished so everyone has had as many turns. \
Score: VP − 1 per slave − 2 per unpaid loan + 0.1 per sestertius. Ties share the win."""


class BuildersAdapter(GameAdapter):
    engine = ENGINE
    command = "builders"
    rules_text = RULES
    select_groups: ClassVar[Mapping[str, str]] = {
        "start": "Start a building…",
        "hire": "Hire a worker…",
        "buy-slave": "Make this turn's investment…",
        "buy-tool": "Make this turn's investment…",
        "loan": "Make this turn's investment…",
        "educate": "Make this turn's investment…",
        "send": "Send a worker to one of your buildings…",
        "free": "Free a slave…",
        "site": "Choose the building…",
    }

    def render_board(self, state: BuildersState, names: Mapping[str, str]) -> bytes:
        return render_board(state, names)

    def prompt(self, state: BuildersState, names: Mapping[str, str]) -> str:
        seat = ENGINE.pending(state)
        if seat is None:
            return "The game is over."
        who = f"**{names.get(seat, seat)}**"
        step = state.step
        if step is not None:
            asks = {
                "site": "choose the building to send the worker to.",
                "tool": "choose a tool for the worker, or none.",
                "educate": "choose the worker to educate.",
            }
            return f"{who}: {asks[step.kind]}"
        left = state.actions_left
        free = f"{left} free action{'s' if left != 1 else ''} left" if left else "no free action"
        invest = "investment made" if state.invested else "investment open"
        last = " **Last round!**" if state.end_triggered else ""
        return f"{who} to play: {free}, {invest}.{last}"

    def status_lines(self, state: BuildersState, names: Mapping[str, str]) -> list[str]:
        lines = []
        for i, p in enumerate(state.players):
            mark = "▶ " if i == state.current and not state.over else ""
            start = " (start player)" if i == state.start else ""
            lines.append(
                f"{mark}**{names.get(p.seat, p.seat)}**{start}: {victory_points(p)} VP, "
                f"{p.coins} sestertii, {len(p.sites)} under way, {len(p.crew)} in the crew"
            )
        return lines

    def private_summary(self, state: BuildersState, seat: str, names: Mapping[str, str]) -> str:
        player = next(p for p in state.players if p.seat == seat)
        lines = [f"**The Builders: Antiquity** — your summary, {names.get(seat, seat)}:"]
        body = ENGINE.describe_player(state, player)
        lines.append(body[0].replace(f"{seat}", "You", 1))
        lines.extend(body[1:])
        if ENGINE.pending(state) == seat:
            lines.append("It is your turn.")
        return "\n".join(lines)
