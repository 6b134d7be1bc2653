"""The rules of The Builders: Antiquity (shared/rules/builders_antiquity.md §8–§11).

A turn is a series of decisions of the current player; each action either completes at once or
opens a short follow-up step (send: worker → building → tool; educate: university → worker), so
that no list of choices is long. A follow-up step always has a choice, so it cannot strand a
player; a misclick is taken back with undo, since these steps reveal nothing.
"""

from __future__ import annotations

import random
from typing import Any

from rules.builders_antiquity import data
from rules.builders_antiquity.actions import (
    END_ACTION,
    buy_slave_action,
    buy_tool_action,
    cost_note,
    educate_action,
    free_action,
    hire_action,
    loan_action,
    send_action,
    start_action,
    take_money_action,
)
from rules.builders_antiquity.cards import (
    article,
    can_carry_tool,
    member_name,
    member_production,
    member_wage,
    resources_text,
    sestertii,
    settle,
    site_progress,
    victory_points,
)
from rules.builders_antiquity.data import RESOURCES, Resources
from rules.builders_antiquity.illegal import explain
from rules.builders_antiquity.state import BuildersState, Member, Player, Step, clone_state
from rules.core import Action, Engine, Event, Result, derived_rng


class BuildersEngine(Engine[BuildersState]):
    id = "builders-antiquity"
    name = "The Builders: Antiquity"
    min_players = 2
    max_players = 4
    state_type = BuildersState
    # 4 players × MAX_ROUNDS turns; a turn is bounded by its coins (extra actions cost 5 each).
    max_steps = 4 * data.MAX_ROUNDS * 200

    # ----- setup ------------------------------------------------------------------------------

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> BuildersState:
        rng = derived_rng(seed, "setup")
        buildings = [b.id for b in data.BUILDINGS]
        rng.shuffle(buildings)
        apprentices = list(data.APPRENTICES)
        rng.shuffle(apprentices)
        dealt = apprentices[: len(seats)]
        workers = [w.id for w in data.WORKERS if w.id not in dealt]
        rng.shuffle(workers)
        players = [
            Player(seat=seat, coins=data.STARTING_COINS, crew=[Member(card=a, kind="worker")])
            for seat, a in zip(seats, dealt, strict=True)
        ]
        start = rng.randrange(len(seats))
        return BuildersState(
            seed=seed,
            seats=list(seats),
            players=players,
            start=start,
            current=start,
            round=1,
            building_deck=buildings[data.ROW_SIZE :],
            building_row=buildings[: data.ROW_SIZE],
            worker_deck=workers[data.ROW_SIZE :],
            worker_row=workers[: data.ROW_SIZE],
            slaves=[s.id for s in data.SLAVES],
            tools=[t.id for t in data.TOOLS],
            loans=list(data.LOANS),
            universities=[u.id for u in data.UNIVERSITIES],
            actions_left=data.FREE_ACTIONS,
        )

    # ----- who decides, and what they may do ----------------------------------------------------

    def pending(self, state: BuildersState) -> str | None:
        return None if state.over else state.seats[state.current]

    @staticmethod
    def _extra_coins(state: BuildersState, actions: int) -> int:
        """Sestertii to pay for the extra actions needed on top of the free ones left."""
        return data.EXTRA_ACTION_COST * max(0, actions - state.actions_left)

    @staticmethod
    def _cost_note(actions: int, coins: int) -> str:
        return cost_note(actions, coins)

    def _send_cost(self, state: BuildersState, member: Member, site: str) -> tuple[int, int]:
        """(actions, sestertii) to send ``member`` to ``site`` now: the n-th member sent to one
        building in a turn costs n actions (§9)."""
        actions = state.sent.get(site, 0) + 1
        return actions, member_wage(member) + self._extra_coins(state, actions)

    def _affordable_sites(self, state: BuildersState, player: Player, member: Member) -> list[str]:
        return [
            site for site in player.sites if self._send_cost(state, member, site)[1] <= player.coins
        ]

    def _legal_actions(self, state: BuildersState) -> list[Action]:
        if state.over:
            return []
        player = state.players[state.current]
        if state.step is not None:
            return self._step_actions(state, player, state.step)
        coins = player.coins
        one = self._extra_coins(state, 1)
        actions: list[Action] = []
        if one <= coins:
            actions.extend(start_action(b, one) for b in state.building_row)
            actions.extend(hire_action(w, one) for w in state.worker_row)
            for m in player.crew:
                if m.kind == "slave" and not m.freed and m.site is None:
                    actions.append(free_action(m.card, one))
            if not state.invested:
                actions.extend(self._investment_actions(state, player, one))
        if player.sites:
            # A member may be sent when its wage plus the extra actions of the cheapest building
            # (the one fewest were sent to this turn) is affordable: _affordable_sites' test,
            # done once for every member.
            fewest = min(state.sent.get(site, 0) for site in player.sites)
            cheapest = self._extra_coins(state, fewest + 1)
            for m in player.crew:
                if m.site is None and member_wage(m) + cheapest <= coins:
                    actions.append(send_action(m.card, m.kind, m.freed, m.university, m.tool))
        for spent in data.TAKE_MONEY:
            extra = self._extra_coins(state, spent)
            if extra <= coins:
                actions.append(take_money_action(spent, extra))
        actions.append(END_ACTION)
        return actions

    def _investment_actions(self, state: BuildersState, player: Player, one: int) -> list[Action]:
        actions: list[Action] = []
        if data.SLAVE_COST + one <= player.coins:
            actions.extend(buy_slave_action(s, one) for s in state.slaves)
        if data.TOOL_COST + one <= player.coins:
            actions.extend(buy_tool_action(t, one) for t in state.tools)
        if state.loans:
            actions.append(loan_action(one))
        if data.UNIVERSITY_COST + one <= player.coins and any(
            self._educable(m) for m in player.crew
        ):
            actions.extend(educate_action(u, one) for u in state.universities)
        return actions

    @staticmethod
    def _educable(member: Member) -> bool:
        return member.site is None and member.university is None and can_carry_tool(member)

    def _step_actions(self, state: BuildersState, player: Player, step: Step) -> list[Action]:
        actions: list[Action] = []
        if step.kind == "site":
            member = self._member(player, step.card)
            for site in self._affordable_sites(state, player, member):
                card = data.BUILDING_BY_ID[site]
                spent, coins = self._send_cost(state, member, site)
                missing = self._missing(player, site)
                actions.append(
                    Action(
                        f"site:{site}",
                        f"{card.name}: needs {resources_text(missing)} "
                        f"({self._cost_note(spent, coins)})",
                    )
                )
        elif step.kind == "tool":
            for t in player.tools:
                if not any(m.tool == t for m in player.crew):
                    tool = data.TOOL_BY_ID[t]
                    actions.append(
                        Action(f"tool:{t}", f"With the {tool.name} (+1 {RESOURCES[tool.resource]})")
                    )
            actions.append(Action("tool:none", "Without a tool"))
        else:
            for m in player.crew:
                if self._educable(m):
                    actions.append(
                        Action(
                            f"worker:{m.card}",
                            f"{member_name(m)} ({resources_text(member_production(m))})",
                        )
                    )
        return actions

    @staticmethod
    def _member(player: Player, card: str) -> Member:
        return next(m for m in player.crew if m.card == card)

    @staticmethod
    def _missing(player: Player, site: str) -> Resources:
        need = data.BUILDING_BY_ID[site].cost
        have = site_progress(player, site)
        m = [max(0, need[r] - have[r]) for r in range(4)]
        return (m[0], m[1], m[2], m[3])

    # ----- applying an action ---------------------------------------------------------------

    def _apply(self, state: BuildersState, action: Action) -> list[Event]:
        player = state.players[state.current]
        seat = player.seat
        verb, _, arg = action.id.partition(":")
        if verb == "end":
            return self._end_turn(state)
        if verb == "take-money":
            spent = int(arg)
            extra = self._pay_actions(state, player, spent)
            player.coins += data.TAKE_MONEY[spent]
            return [Event(f"took {sestertii(data.TAKE_MONEY[spent])}{extra}", seat)]
        if verb == "send":
            state.step = Step(kind="site", card=arg)
            return []
        if verb == "site":
            assert state.step is not None
            member = self._member(player, state.step.card)
            free_tools = [t for t in player.tools if not any(m.tool == t for m in player.crew)]
            if can_carry_tool(member) and free_tools:
                state.step = Step(kind="tool", card=member.card, site=arg)
                return []
            return self._send(state, player, member, arg, None)
        if verb == "tool":
            assert state.step is not None and state.step.site is not None
            member = self._member(player, state.step.card)
            return self._send(
                state, player, member, state.step.site, None if arg == "none" else arg
            )
        if verb == "educate":
            state.step = Step(kind="educate", card=arg)
            return []
        if verb == "worker":
            assert state.step is not None
            return self._educate(state, player, self._member(player, arg), state.step.card)
        extra = self._pay_actions(state, player, 1)
        if verb == "start":
            state.building_row.remove(arg)
            player.sites.append(arg)
            revealed = self._refill(state.building_row, state.building_deck)
            name = data.BUILDING_BY_ID[arg].name
            return [Event(f"started the {name}{extra}", seat, reveals=revealed)]
        if verb == "hire":
            state.worker_row.remove(arg)
            player.crew.append(Member(card=arg, kind="worker"))
            revealed = self._refill(state.worker_row, state.worker_deck)
            return [
                Event(
                    f"hired {article(data.WORKER_BY_ID[arg].kind)}{extra}", seat, reveals=revealed
                )
            ]
        if verb == "free":
            self._member(player, arg).freed = True
            return [Event(f"freed a slave{extra}", seat)]
        state.invested = True
        if verb == "buy-slave":
            state.slaves.remove(arg)
            player.coins -= data.SLAVE_COST
            player.crew.append(Member(card=arg, kind="slave"))
            return [Event(f"bought a slave for {data.SLAVE_COST} sestertii{extra}", seat)]
        if verb == "buy-tool":
            state.tools.remove(arg)
            player.coins -= data.TOOL_COST
            player.tools.append(arg)
            name = data.TOOL_BY_ID[arg].name
            return [Event(f"bought the {name} for {data.TOOL_COST} sestertii{extra}", seat)]
        if verb == "loan":
            player.loans.append(state.loans.pop(0))
            player.coins += data.LOAN_GAIN
            return [Event(f"took a loan of {data.LOAN_GAIN} sestertii{extra}", seat)]
        raise AssertionError(f"unhandled action {action.id}")

    def _pay_actions(self, state: BuildersState, player: Player, spent: int) -> str:
        """Spend ``spent`` actions, buying the ones beyond the free ones; says what was bought."""
        extra_coins = self._extra_coins(state, spent)
        player.coins -= extra_coins
        state.actions_left = max(0, state.actions_left - spent)
        if not extra_coins:
            return ""
        return f" (paying {extra_coins} sestertii for extra actions)"

    @staticmethod
    def _refill(row: list[str], deck: list[str]) -> bool:
        # STAND-IN (spec §11.16): an empty deck leaves the row one card short.
        if deck:
            row.append(deck.pop(0))
            return True
        return False

    def _send(
        self, state: BuildersState, player: Player, member: Member, site: str, tool: str | None
    ) -> list[Event]:
        state.step = None
        actions = state.sent.get(site, 0) + 1
        wage = member_wage(member)
        extra = self._pay_actions(state, player, actions)
        player.coins -= wage
        state.sent[site] = actions
        member.site = site
        member.tool = tool
        name = data.BUILDING_BY_ID[site].name
        with_tool = f" with the {data.TOOL_BY_ID[tool].name}" if tool else ""
        events = [
            Event(
                f"sent {article(member_name(member))}{with_tool} to the {name} "
                f"({actions} action{'s' if actions > 1 else ''}, wage {wage}){extra}",
                player.seat,
            )
        ]
        if all(n <= 0 for n in self._missing(player, site)):
            events.append(self._complete(player, site))
        return events

    @staticmethod
    def _complete(player: Player, site: str) -> Event:
        card = data.BUILDING_BY_ID[site]
        for m in player.crew:
            if m.site == site:
                m.site = None
                m.tool = None
        player.sites.remove(site)
        player.coins += card.coins
        if card.is_machine:
            player.crew.append(Member(card=site, kind="machine"))
            return Event(f"finished the {card.name}: {card.vp} VP, a new machine", player.seat)
        player.completed.append(site)
        return Event(
            f"finished the {card.name}: {card.coins} sestertii and {card.vp} VP", player.seat
        )

    def _educate(
        self, state: BuildersState, player: Player, member: Member, university: str
    ) -> list[Event]:
        state.step = None
        extra = self._pay_actions(state, player, 1)
        state.invested = True
        state.universities.remove(university)
        player.coins -= data.UNIVERSITY_COST
        member.university = university
        what = RESOURCES[data.UNIVERSITY_BY_ID[university].resource]
        return [
            Event(
                f"educated {article(member_name(member))} to make {data.UNIVERSITY_VALUE} {what} "
                f"for {data.UNIVERSITY_COST} sestertii{extra}",
                player.seat,
            )
        ]

    def _end_turn(self, state: BuildersState) -> list[Event]:
        player = state.players[state.current]
        events = [Event("ended the turn", player.seat)]
        if not state.end_triggered and victory_points(player) >= data.END_TRIGGER_VP:
            state.end_triggered = True
            events.append(
                Event(f"reached {data.END_TRIGGER_VP} VP: this round is the last", player.seat)
            )
        n = len(state.seats)
        last_of_round = state.current == (state.start - 1) % n
        if last_of_round and (state.end_triggered or state.round >= data.MAX_ROUNDS):
            state.over = True
            events.append(Event("The game is over."))
            return events
        state.current = (state.current + 1) % n
        if last_of_round:
            state.round += 1
        state.actions_left = data.FREE_ACTIONS
        state.invested = False
        state.sent = {}
        return events

    # ----- what players see ----------------------------------------------------------------

    def result(self, state: BuildersState) -> Result | None:
        if not state.over:
            return None
        details = {p.seat: settle(p) for p in state.players}
        tenths = {seat: d["score_tenths"] for seat, d in details.items()}
        top = max(tenths.values())
        return Result(
            scores={seat: t / 10 for seat, t in tenths.items()},
            winners=[seat for seat in state.seats if tenths[seat] == top],
            details=details,
        )

    def view(self, state: BuildersState, seat: str | None) -> dict[str, Any]:
        # Everything but the order of the two decks is public, money included (STAND-IN §11.17).
        return {
            "game": self.id,
            "seats": list(state.seats),
            "start_player": state.seats[state.start],
            "current": self.pending(state),
            "round": state.round,
            "actions_left": state.actions_left,
            "invested": state.invested,
            "sent_this_turn": dict(state.sent),
            "step": None
            if state.step is None
            else {"kind": state.step.kind, "card": state.step.card, "site": state.step.site},
            "building_row": list(state.building_row),
            "building_deck_size": len(state.building_deck),
            "worker_row": list(state.worker_row),
            "worker_deck_size": len(state.worker_deck),
            "offer": {
                "slaves": list(state.slaves),
                "tools": list(state.tools),
                "loans": len(state.loans),
                "universities": list(state.universities),
            },
            "players": [self._player_view(p) for p in state.players],
            "end_triggered": state.end_triggered,
            "over": state.over,
        }

    @staticmethod
    def _player_view(player: Player) -> dict[str, Any]:
        return {
            "seat": player.seat,
            "coins": player.coins,
            "vp": victory_points(player),
            "crew": [
                {
                    "card": m.card,
                    "kind": m.kind,
                    "freed": m.freed,
                    "university": m.university,
                    "site": m.site,
                    "tool": m.tool,
                    "produces": list(member_production(m)),
                    "wage": member_wage(m),
                }
                for m in player.crew
            ],
            "sites": [
                {"card": s, "progress": list(site_progress(player, s))} for s in player.sites
            ],
            "completed": list(player.completed),
            "tools": list(player.tools),
            "loans": len(player.loans),
        }

    def describe(self, state: BuildersState, seat: str | None) -> str:
        lines: list[str] = []
        if state.over:
            lines.append(f"{self.name}: the game is over after round {state.round}.")
        else:
            who = state.seats[state.current]
            left = f"{state.actions_left} free action{'s' if state.actions_left != 1 else ''}"
            invest = "investment made" if state.invested else "investment open"
            lines.append(f"{self.name}: round {state.round}, {who} to play ({left}, {invest})")
            if state.end_triggered:
                lines.append(f"Someone has {data.END_TRIGGER_VP} VP: this is the last round.")
        lines.append(f"Buildings on offer ({len(state.building_deck)} more in the deck):")
        for b in state.building_row:
            card = data.BUILDING_BY_ID[b]
            reward = (
                f"machine making {resources_text(card.produces)}"
                if card.produces
                else f"{card.coins} sestertii"
            )
            lines.append(
                f"  {card.name}: needs {resources_text(card.cost)}; {reward}, {card.vp} VP"
            )
        lines.append(f"Workers for hire ({len(state.worker_deck)} more in the deck):")
        for w in state.worker_row:
            worker = data.WORKER_BY_ID[w]
            lines.append(f"  {worker.kind}: {resources_text(worker.produces)}; wage {worker.wage}")
        tools = ", ".join(data.TOOL_BY_ID[t].name for t in state.tools) or "none"
        schools = ", ".join(
            RESOURCES[data.UNIVERSITY_BY_ID[u].resource] for u in state.universities
        )
        lines.append(
            f"Investments: {len(state.slaves)} slaves, tools: {tools}, {len(state.loans)} loans, "
            f"universities: {schools or 'none'}"
        )
        for p in state.players:
            lines.extend(self.describe_player(state, p))
        return "\n".join(lines)

    def describe_player(self, state: BuildersState, p: Player) -> list[str]:
        """One player's money, VP, buildings under way, crew and finished buildings."""
        marks = " (start player)" if p.seat == state.seats[state.start] else ""
        extras = []
        if p.tools:
            extras.append("tools: " + ", ".join(data.TOOL_BY_ID[t].name for t in p.tools))
        if p.loans:
            extras.append(f"{len(p.loans)} loan{'s' if len(p.loans) > 1 else ''}")
        lines = [
            f"{p.seat}{marks}: {sestertii(p.coins)}, {victory_points(p)} VP"
            + (f"; {'; '.join(extras)}" if extras else "")
        ]
        for site in p.sites:
            card = data.BUILDING_BY_ID[site]
            crew = ", ".join(
                member_name(m) + (f" with the {data.TOOL_BY_ID[m.tool].name}" if m.tool else "")
                for m in p.crew
                if m.site == site
            )
            lines.append(
                f"  building {card.name}: still needs {resources_text(self._missing(p, site))}"
                + (f" (on it: {crew})" if crew else "")
            )
        idle = [m for m in p.crew if m.site is None]
        if idle:
            lines.append(
                "  available: "
                + "; ".join(
                    f"{member_name(m)} ({resources_text(member_production(m))}, "
                    f"wage {member_wage(m)})"
                    for m in idle
                )
            )
        if p.completed:
            lines.append(
                "  finished: " + ", ".join(data.BUILDING_BY_ID[b].name for b in p.completed)
            )
        return lines

    def explain_illegal(self, state: BuildersState, action_id: str) -> str:
        return explain(state, action_id)

    def determinize(
        self, state: BuildersState, seat: str | None, rng: random.Random
    ) -> BuildersState:
        copy = self.clone(state)
        # Sorted first, so the result depends on the rng alone, never on the true order.
        for deck in (copy.building_deck, copy.worker_deck):
            deck.sort()
            rng.shuffle(deck)
        return copy

    def clone(self, state: BuildersState) -> BuildersState:
        return clone_state(state)
