"""Honor cards: which of those on display a player may buy now, and what buying one does."""

from __future__ import annotations

from collections.abc import Iterator

from rules.core import Event
from rules.porta_nigra import data as d
from rules.porta_nigra import events as said
from rules.porta_nigra.building import can_build, gain_romans, topper_sites
from rules.porta_nigra.events import Events
from rules.porta_nigra.state import Player, PortaNigraState


def honor_options(s: PortaNigraState, p: Player) -> list[str]:
    """Honor cards on display this player may buy now: affordable and carried out fully."""
    return list(_honors(s, p))


def any_honor(s: PortaNigraState, p: Player) -> bool:
    return next(_honors(s, p), None) is not None


def _honors(s: PortaNigraState, p: Player) -> Iterator[str]:
    # Lazily: whether there is any stops at the first.
    for h in s.honor_display:
        card = d.HONOR_CARDS[h]
        if p.influence < card.cost:
            continue
        if card.kind == "romans" and p.romans_supply == 0:
            continue
        if card.kind == "white" and s.supply == 0:
            continue
        if card.kind == "build" and not can_build(s, p):
            continue
        if card.kind == "topper" and (s.supply == 0 or not topper_sites(s, s.current)):
            continue
        if card.kind == "final" and not final_discard(p, card):
            continue
        yield h


def final_discard(p: Player, card: d.HonorCard) -> list[str]:
    """The cards this final scoring card would take away, or [] if the player lacks them."""
    if card.discard == "sets":
        chosen: dict[str, str] = {}
        for bc in p.building_cards:
            chosen.setdefault(bc.split(":")[0], bc)
        return list(chosen.values()) if len(chosen) == len(d.BUILDINGS) else []
    need = int(card.discard)
    for h in p.final_cards:
        if d.HONOR_CARDS[h].amount == need:
            return [h]
    return []


def take_honor(s: PortaNigraState, p: Player, h: str, ev: Events) -> None:
    """Buy honor card ``h`` and carry it out; a build or a topper card goes on to the step that
    chooses where (the phase says so), any other card is done."""
    card = d.HONOR_CARDS[h]
    t = s.turn
    p.influence -= card.cost
    s.honor_display = s.honor_display.copy()  # shared (see successor_state)
    s.honor_display.remove(h)
    t.honor_bought = True
    ev.append(Event(said.bought_honor(h), p.seat))
    match card.kind:
        case "vp":
            p.vp += card.amount
        case "money":
            p.money += card.amount
        case "torches":
            p.torches += card.amount
        case "romans":
            gain_romans(p, card.amount)
        case "white":
            p.bricks[d.W] += 1
            s.supply -= 1
        case "build":
            t.icon = -1
            s.phase = "building"
        case "topper":
            s.phase = "topper"
        case "sub":
            p.building_cards.append(f"{card.building}:{h}")
        case _:
            for gone in final_discard(p, card):
                if gone in p.final_cards:
                    p.final_cards.remove(gone)
                else:
                    p.building_cards.remove(gone)
            p.final_cards.append(h)
