"""The options of the pending decision, phase by phase: what the rules allow the player now."""

from __future__ import annotations

from typing import assert_never

from rules.core import Action
from rules.porta_nigra import data as d
from rules.porta_nigra.building import (
    can_build,
    interim_amount,
    sites,
    topper_sites,
    white_options,
)
from rules.porta_nigra.choices import (
    COIN_CARD_ACTION,
    COIN_TORCH_ACTION,
    END_ACTION,
    HONOR_ACTION,
    ROMAN_ACTION,
    XBUILD_ACTION,
    building_action,
    first_action,
    height_action,
    honor_action,
    icon_action,
    play_action,
    shop_action,
    site_action,
    start_action,
    tens_action,
    topper_action,
    vp_action,
    wallbrick_action,
    white_action,
)
from rules.porta_nigra.honors import any_honor, honor_options
from rules.porta_nigra.market import can_buy, shops
from rules.porta_nigra.state import Player, PortaNigraState

# Interim splits longer than this are chosen in two steps (tens, then units).
MAX_OPTIONS = 25


def legal_actions(s: PortaNigraState) -> list[Action]:
    if s.phase == "over":
        return []
    p = s.players[s.current]
    t = s.turn
    match s.phase:
        case "builder":
            return [start_action(q) for q in range(4)]
        case "card":
            return [play_action(c) for c in dict.fromkeys(p.hand)]
        case "action":
            return _action_options(s)
        case "shop":
            icon = d.ACTION_CARDS[t.card].icons[t.icon]
            return [shop_action(c, move) for c, move in shops(s, p, icon)]
        case "building":
            buildings = dict.fromkeys(site.building for site, _ in sites(s, p))
            return [building_action(b, p.builder) for b in buildings]
        case "site":
            return [site_action(site.id) for site, _ in sites(s, p, t.building)]
        case "height":
            colour = d.SITES[t.site].colour
            have = p.bricks[colour] + (p.bricks[d.W] if colour != d.W else 0)
            return [height_action(h, colour) for h in range(d.PN_MIN, min(d.PN_MAX, have) + 1)]
        case "whites":
            colour = d.SITES[t.site].colour
            return [white_action(colour, t.height, w) for w in white_options(p, colour, t.height)]
        case "honor":
            return [honor_action(h) for h in dict.fromkeys(honor_options(s, p))]
        case "topper":
            return [topper_action(sid, h) for sid, h in topper_sites(s, s.current)]
        case "wallbrick":
            return [wallbrick_action(c) for c in d.COLOURS]
        case "interim":
            total = interim_amount(s, s.current)
            if total + 1 <= MAX_OPTIONS or t.tens >= 0:
                low = max(t.tens, 0) * 10
                high = total if t.tens < 0 else min(total, low + 9)
                return [vp_action(v, total) for v in range(low, high + 1)]
            return [tens_action(k, total) for k in range(total // 10 + 1)]
        case "start_player":
            return [first_action(seat, s.round + 1) for seat in s.seats]
    assert_never(s.phase)


def _action_options(s: PortaNigraState) -> list[Action]:
    p = s.players[s.current]
    t = s.turn
    card = d.ACTION_CARDS[t.card]
    out: list[Action] = []
    if t.allowed > 0 or p.torches > 0:
        torch = t.allowed <= 0
        seen: set[str] = set()
        for i, icon in enumerate(card.icons):
            if i in t.used or icon in seen:
                continue
            seen.add(icon)
            if _icon_possible(s, p, icon):
                out.append(icon_action(i, icon, torch))
    if t.allowed > 0:
        out.append(COIN_CARD_ACTION)
    if p.torches > 0:
        out.append(COIN_TORCH_ACTION)
    if not t.honor_bought and any_honor(s, p):
        out.append(HONOR_ACTION)
    if p.influence >= d.ROMAN_INFLUENCE and p.romans_supply > 0:
        out.append(ROMAN_ACTION)
    if p.influence >= d.EXTRA_BUILD_INFLUENCE and can_build(s, p):
        out.append(XBUILD_ACTION)
    out.append(END_ACTION)
    return out


def anything_to_do(s: PortaNigraState) -> bool:
    """Whether the action step offers more than ending the turn: _action_options, asked
    only whether it lists more than END."""
    p = s.players[s.current]
    t = s.turn
    if t.allowed > 0 or p.torches > 0:
        return True  # a card action or a torch can at least be turned into a coin
    return (
        (not t.honor_bought and any_honor(s, p))
        or (p.influence >= d.ROMAN_INFLUENCE and p.romans_supply > 0)
        or (p.influence >= d.EXTRA_BUILD_INFLUENCE and can_build(s, p))
    )


def _icon_possible(s: PortaNigraState, p: Player, icon: str) -> bool:
    if icon.startswith("buy:"):
        return can_buy(s, p, icon)
    if icon == "build":
        return can_build(s, p)
    return True
