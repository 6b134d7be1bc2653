"""The Builders: Antiquity on Discord: words for its actions, its board and private summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from bot.adapter import GameAdapter
from cogs.builders_antiquity.board import render_board
from rules.builders_antiquity import ENGINE
from rules.builders_antiquity.actions import Verb
from rules.builders_antiquity.state import StepKind
from rules.builders_antiquity.text import player_lines
from rules.builders_antiquity.view import BuildersView

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


# What the player to play is asked in the middle of an action.
STEP_PROMPTS: dict[StepKind, str] = {
    "site": "choose the building to send the worker to.",
    "tool": "choose a tool for the worker, or none.",
    "educate": "choose the worker to educate.",
}
INVEST = "Make this turn's investment…"


class BuildersAdapter(GameAdapter[BuildersView]):
    engine = ENGINE
    command = "builders"
    rules_text = RULES
    select_groups: ClassVar[Mapping[str, str]] = {
        Verb.START: "Start a building…",
        Verb.HIRE: "Hire a worker…",
        Verb.BUY_SLAVE: INVEST,
        Verb.BUY_TOOL: INVEST,
        Verb.LOAN: INVEST,
        Verb.EDUCATE: INVEST,
        Verb.SEND: "Send a worker to one of your buildings…",
        Verb.FREE: "Free a slave…",
        Verb.SITE: "Choose the building…",
    }

    def render_board(self, view: BuildersView, names: Mapping[str, str]) -> bytes:
        return render_board(view, names)

    def prompt(self, view: BuildersView, names: Mapping[str, str]) -> str:
        seat = view.pending
        if seat is None:
            return "The game is over."
        who = f"**{names.get(seat, seat)}**"
        if view.step is not None:
            return f"{who}: {STEP_PROMPTS[view.step.kind]}"
        left = view.actions_left
        free = f"{left} free action{'s' if left != 1 else ''} left" if left else "no free action"
        invest = "investment made" if view.invested else "investment open"
        last = " **Last round!**" if view.end_triggered else ""
        return f"{who} to play: {free}, {invest}.{last}"

    def status_lines(self, view: BuildersView, names: Mapping[str, str]) -> list[str]:
        lines = []
        for p in view.players:
            mark = "▶ " if p.seat == view.pending else ""
            start = " (start player)" if p.seat == view.start_player else ""
            lines.append(
                f"{mark}**{names.get(p.seat, p.seat)}**{start}: {p.vp} VP, "
                f"{p.coins} sestertii, {len(p.sites)} under way, {len(p.crew)} in the crew"
            )
        return lines

    def private_summary(self, view: BuildersView, names: Mapping[str, str]) -> str:
        seat = view.viewer
        if seat is None:
            raise ValueError("a private summary is read from a seat's own view")
        lines = [f"**The Builders: Antiquity** — your summary, {names.get(seat, seat)}:"]
        body = player_lines(view, view.player(seat))
        lines.append(body[0].replace(f"{seat}", "You", 1))
        lines.extend(body[1:])
        if view.pending == seat:
            lines.append("It is your turn.")
        return "\n".join(lines)
