"""The Builders: Antiquity as text, from a view: the terminal player's table and the lines of a
player's private summary."""

from __future__ import annotations

from rules.builders_antiquity import data
from rules.builders_antiquity.cards import member_name, resources_text, sestertii
from rules.builders_antiquity.data import RESOURCES
from rules.builders_antiquity.view import BuildersView, PlayerView


def describe(view: BuildersView, game: str) -> str:
    """The whole table: whose turn, the cards and investments on offer, then every player."""
    lines: list[str] = []
    if view.pending is None:
        lines.append(f"{game}: the game is over after round {view.round}.")
        if view.stalled:
            lines.append(
                f"Stopped by the safety stop: nothing was finished for {data.STALL_ROUNDS} rounds."
            )
    else:
        left = f"{view.actions_left} free action{'s' if view.actions_left != 1 else ''}"
        invest = "investment made" if view.invested else "investment open"
        lines.append(f"{game}: round {view.round}, {view.pending} to play ({left}, {invest})")
        if view.end_triggered:
            lines.append(f"Someone has {data.END_TRIGGER_VP} VP: this is the last round.")
    top = view.building_deck_top
    on_top = f", the {data.BUILDING_BY_ID[top].name} face up on top" if top else ""
    lines.append(f"Buildings on offer ({view.building_deck_size} more in the deck{on_top}):")
    for b in view.building_row:
        card = data.BUILDING_BY_ID[b]
        reward = (
            f"machine making {resources_text(card.produces)}"
            if card.produces
            else f"{card.coins} sestertii"
        )
        lines.append(f"  {card.name}: needs {resources_text(card.cost)}; {reward}, {card.vp} VP")
    lines.append(f"Workers for hire ({view.worker_deck_size} more in the deck):")
    for w in view.worker_row:
        worker = data.WORKER_BY_ID[w]
        lines.append(f"  {worker.kind}: {resources_text(worker.produces)}; wage {worker.wage}")
    offer = view.offer
    tools = ", ".join(data.TOOL_BY_ID[t].name for t in offer.tools) or "none"
    schools = ", ".join(RESOURCES[data.UNIVERSITY_BY_ID[u].resource] for u in offer.universities)
    lines.append(
        f"Investments: {len(offer.slaves)} slaves, tools: {tools}, {offer.loans} loans, "
        f"universities: {schools or 'none'}"
    )
    for p in view.players:
        lines.extend(player_lines(view, p))
    return "\n".join(lines)


def player_lines(view: BuildersView, p: PlayerView) -> list[str]:
    """One player's money, VP, buildings under way, crew and finished buildings; the first line
    starts with the seat."""
    marks = " (start player)" if p.seat == view.start_player else ""
    extras = []
    if p.tools:
        extras.append("tools: " + ", ".join(data.TOOL_BY_ID[t].name for t in p.tools))
    if p.loans:
        extras.append(f"{p.loans} loan{'s' if p.loans > 1 else ''}")
    lines = [
        f"{p.seat}{marks}: {sestertii(p.coins)}, {p.vp} VP"
        + (f"; {'; '.join(extras)}" if extras else "")
    ]
    for site in p.sites:
        card = data.BUILDING_BY_ID[site.card]
        crew = ", ".join(
            member_name(m) + (f" with the {data.TOOL_BY_ID[m.tool].name}" if m.tool else "")
            for m in p.on_site(site.card)
        )
        lines.append(
            f"  building {card.name}: still needs {resources_text(site.missing)}"
            + (f" (on it: {crew})" if crew else "")
        )
    idle = p.available
    if idle:
        lines.append(
            "  available: "
            + "; ".join(
                f"{member_name(m)} ({resources_text(m.produces)}, wage {m.wage})" for m in idle
            )
        )
    if p.completed:
        lines.append("  finished: " + ", ".join(data.BUILDING_BY_ID[b].name for b in p.completed))
    return lines
