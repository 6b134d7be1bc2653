"""Sending a member to work (§9: its wage, and n actions for the n-th member sent to one
building this turn) and finishing a building (§10): checked after every dispatch, it pays its
coins, frees its crew and tools, and a machine joins the crew."""

from __future__ import annotations

from rules.builders_antiquity import data
from rules.builders_antiquity import events as said
from rules.builders_antiquity.cards import member_wage, missing, site_progress
from rules.builders_antiquity.costs import pay_actions
from rules.builders_antiquity.state import BuildersState, Member, Player
from rules.core import Event


def send(
    state: BuildersState, player: Player, member: Member, site: str, tool: str | None
) -> list[Event]:
    """Send ``member`` (the player's own copy: see own_member) to ``site`` with ``tool``."""
    state.step = None
    actions = state.sent.get(site, 0) + 1
    wage = member_wage(member)
    extra = pay_actions(state, player, actions)
    player.coins -= wage
    state.sent[site] = actions
    member.site = site
    member.tool = tool
    sent = said.sent(member.kind, member.card, member.freed, site, tool, actions, wage)
    events = [Event(said.paying(sent, extra), player.seat)]
    need = data.BUILDING_BY_ID[site].cost
    if all(n <= 0 for n in missing(need, site_progress(player, site))):
        state.progress_round = state.round
        events.append(_complete(player, site))
    return events


def _complete(player: Player, site: str) -> Event:
    card = data.BUILDING_BY_ID[site]
    crew = player.crew
    for i, m in enumerate(crew):
        if m.site == site:
            # A copy: the states before this one share the member (see successor_state).
            crew[i] = Member(card=m.card, kind=m.kind, freed=m.freed, university=m.university)
    player.sites.remove(site)
    player.coins += card.coins
    if card.is_machine:
        player.crew.append(Member(card=site, kind="machine"))
    else:
        player.completed.append(site)
    return Event(said.finished(site), player.seat)
