"""What actions cost (§9): three free actions a turn, each one beyond them bought for 5
sestertii, and the n-th member sent to one building in a turn takes n actions."""

from __future__ import annotations

from rules.builders_antiquity import data
from rules.builders_antiquity.cards import member_wage
from rules.builders_antiquity.state import BuildersState, Member, Player


def extra_coins(state: BuildersState, actions: int) -> int:
    """Sestertii to pay for the extra actions needed on top of the free ones left."""
    return data.EXTRA_ACTION_COST * max(0, actions - state.actions_left)


def send_cost(state: BuildersState, member: Member, site: str) -> tuple[int, int]:
    """(actions, sestertii) to send ``member`` to ``site`` now: its wage, and the actions the
    n-th member sent to one building this turn takes."""
    actions = state.sent.get(site, 0) + 1
    return actions, member_wage(member) + extra_coins(state, actions)


def pay_actions(state: BuildersState, player: Player, spent: int) -> int:
    """Spend ``spent`` actions, buying the ones beyond the free ones; returns what the
    extra actions cost."""
    extra = extra_coins(state, spent)
    player.coins -= extra
    state.actions_left = max(0, state.actions_left - spent)
    return extra
