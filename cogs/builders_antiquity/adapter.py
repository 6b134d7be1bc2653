"""The Builders: Antiquity on Discord: words for its actions, its board and private summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from bot.adapter import GameAdapter
from bot.i18n import Text
from bot.i18n.languages import ENGLISH
from cogs.builders_antiquity.board import render_board
from cogs.builders_antiquity.score_words import final_score
from cogs.builders_antiquity.turn import render_turn
from rules.builders_antiquity import ENGINE, data, words
from rules.builders_antiquity.actions import Verb, parse
from rules.builders_antiquity.state import StepKind
from rules.builders_antiquity.text import player_lines
from rules.builders_antiquity.view import BuildersView
from rules.core import Action
from rules.words import Lines

# Checked against shared/rules/builders_antiquity.md (§9 turn and actions, §10 scoring).
RULES = """\
**The Builders: Antiquity** — score the most victory points, mostly from finished buildings. \
17 VP only ends the game: the highest final score wins, so the first to 17 can lose.
On your turn you have **3 free actions**; each extra action costs **5 sestertii**.
• **Start a building** (1 action): take one of the five on offer.
• **Hire a worker** (1 action, no money).
• **Send a worker** to one of your buildings: pay its wage each time. Sending to a building \
costs 1 action; a 2nd worker sent to the same building in one turn costs 2, a 3rd 3. A building \
is finished when its workers cover every resource it needs: you earn its sestertii and VP, and \
the workers (and their tools) come back. Workers cannot leave a building before that.
• **Machines** are built like buildings (VP, no sestertii), then work for you with no wage.
• **Invest** once per turn (1 action): a slave (7; no wage, no tool, −1 VP at the end unless \
freed), a tool (2; +1 of a resource for the worker carrying it, kept for good), a loan (earn 10 \
now, repay 15 at the end or −2 VP), or a university (7; an idle worker makes 3 of a resource).
• **Take sestertii**: 1 action → 1, 2 actions → 3, 3 actions → 6.
• **Free a slave** not on a building: 1 action (at the end: 5 sestertii).
When someone ends a turn with 17 VP from buildings and machines, the round is finished so \
everyone has had as many turns. At the end, slaves are freed and loans repaid as far as money \
allows. Score: VP − 1 per slave − 2 per unpaid loan + 0.1 per sestertius. Ties share the win."""

# Sent after RULES, as a second message (with the other games' legends alike): what the board
# and the buttons abbreviate.
LEGEND = """\
**Reading The Builders board and buttons**
• **S W A D** (and on buttons **stone wood arch deco**): stone, wood, architecture, decoration.
• A coin is sestertii; **VP** victory points. **"pay 5"**: what the choice costs you; \
**"earn 14"**: what it brings.
• A building under way: **"1/3"** per resource, made so far / needed; its crew is listed with \
what each makes (**"Apprentice S1 A1 D3"**), **"+Brush"** a tool riding along; **"next send: \
2 actions"**: what the next worker sent there this turn costs.
• **"wage 4"**: paid each time that worker is sent; a slave has **no wage**.
• **"Craftsman #5"**, **"#6"**: two Craftsman cards printed alike, told apart by their number.
• **MACHINE**: a building that joins your crew once finished; **"makes D3"**: what it makes.
• The turn image: **"S2"** needs or makes 2 stone; on a building of yours, **"needs S2"**: 2 \
stone still to make; **"Apprentice +2"**: two more on that building; **"ses."** sestertii; the \
last building, greyed, is the top of the face-up pile: on show, not for sale."""

# What the player to play is asked in the middle of an action.
STEP_PROMPTS: dict[StepKind, str] = {
    "site": "builders-ui-ask-site",
    "tool": "builders-ui-ask-tool",
    "educate": "builders-ui-ask-educate",
}
INVEST = Text("builders-ui-group-invest")


def _yes(flag: bool) -> str:
    """A yes/no choice as the catalogue's selectors read it."""
    return "yes" if flag else "no"


class BuildersAdapter(GameAdapter[BuildersView]):
    engine = ENGINE
    command = "builders"
    # The catalogue's English is RULES and LEGEND word for word (tests/i18n).
    rules_text = Text("builders-ui-rules")
    rules_legend: ClassVar[str] = Text("builders-ui-legend")
    select_groups: ClassVar[Mapping[str, str]] = {
        Verb.START: Text("builders-ui-group-start"),
        Verb.HIRE: Text("builders-ui-group-hire"),
        Verb.BUY_SLAVE: INVEST,
        Verb.BUY_TOOL: INVEST,
        Verb.LOAN: INVEST,
        Verb.EDUCATE: INVEST,
        Verb.SEND: Text("builders-ui-group-send"),
        Verb.FREE: Text("builders-ui-group-free"),
        Verb.SITE: Text("builders-ui-group-site"),
    }

    def final_score(self, details: Mapping[str, Any], locale: str = ENGLISH) -> str:
        return final_score(details, locale)

    def render_board(
        self, view: BuildersView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes:
        return render_board(view, names, locale)

    def render_turn(
        self,
        view: BuildersView,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        marked: frozenset[str] = frozenset(),
    ) -> bytes:
        return render_turn(view, names, locale, marked)

    def changes(self, before: BuildersView, after: BuildersView) -> frozenset[str]:
        """The market's cards that came in since ``before`` (each took the place of a card
        taken: a building started, a worker hired), and every building under way that was
        started or had a worker sent to it since ("site:CARD"); the turn image rings them."""
        return frozenset(
            [f"building:{c}" for c in after.building_row if c not in before.building_row]
            + [f"worker:{c}" for c in after.worker_row if c not in before.worker_row]
            + [f"site:{c}" for c in _sites_changed(before, after)]
        )

    def prompt(self, view: BuildersView, names: Mapping[str, str]) -> str:
        seat = view.pending
        if seat is None:
            return Text("rules-game-over")
        player = names.get(seat, seat)
        if view.step is not None:
            return Text(
                "builders-ui-prompt-step", player=player, ask=Text(STEP_PROMPTS[view.step.kind])
            )
        return Text(
            "builders-ui-prompt",
            player=player,
            actions=view.actions_left,
            invested=_yes(view.invested),
            last=_yes(view.end_triggered),
        )

    def confirm(self, view: BuildersView, action: Action) -> str | None:
        """Money taken with bought actions can bring less than it costs; a building started
        while the pile has cards draws one, which undo cannot take back."""
        verb, arg = parse(action.id)
        if verb is Verb.TAKE_MONEY:
            spent = int(arg)
            extra = max(0, spent - view.actions_left)
            if not extra:
                return None
            gain, pay = data.TAKE_MONEY[spent], data.EXTRA_ACTION_COST * extra
            way = "less" if gain < pay else "more" if gain > pay else "same"
            return Text(
                "builders-ui-confirm-money",
                gain=words.sestertii(gain),
                pay=words.sestertii(pay),
                extra=extra,
                change=words.sestertii(abs(gain - pay)),
                way=way,
            )
        if verb is Verb.START and view.building_deck_size:
            return Text("builders-ui-confirm-start", building=words.building(arg))
        return None

    def status_lines(self, view: BuildersView, names: Mapping[str, str]) -> list[str]:
        return [
            Text(
                "builders-ui-status",
                mark="▶ " if p.seat == view.pending else "",
                player=names.get(p.seat, p.seat),
                start=_yes(p.seat == view.start_player),
                vp=p.vp,
                money=p.coins,
                sites=len(p.sites),
                crew=len(p.crew),
            )
            for p in view.players
        ]

    def private_summary(self, view: BuildersView, names: Mapping[str, str]) -> str:
        seat = view.viewer
        if seat is None:
            raise ValueError("a private summary is read from a seat's own view")
        lines: list[str] = [Text("builders-ui-summary", player=names.get(seat, seat))]
        # No "it is your turn" line: the board pings whoever is to move, and a line that came
        # and went with the turn made every player's DM change (an edit) at every turn's end.
        lines.extend(player_lines(view, view.player(seat), you=True))
        return Lines(tuple(lines))


def _sites_changed(before: BuildersView, after: BuildersView) -> list[str]:
    """The buildings under way that are new since ``before`` or have a crew member more."""
    changed = []
    for player in after.players:
        was = before.player(player.seat)
        started = {site.card for site in was.sites}
        for site in player.sites:
            crew = {m.card for m in player.on_site(site.card)}
            if site.card not in started or crew - {m.card for m in was.on_site(site.card)}:
                changed.append(site.card)
    return changed
