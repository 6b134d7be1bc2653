"""What players read: the per-seat view, the terminal description and illegal-action reasons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.porta_nigra import data as d
from rules.porta_nigra.state import PortaNigraState

if TYPE_CHECKING:
    from rules.porta_nigra.engine import PortaNigraEngine


def view(engine: PortaNigraEngine, s: PortaNigraState, seat: str | None) -> dict[str, Any]:
    """Everything public, plus the hand and the deck contents (not order) of ``seat``."""
    players = []
    for p in s.players:
        entry: dict[str, Any] = {
            "seat": p.seat,
            "vp": p.vp,
            "sestertii": p.money,
            "torches": p.torches,
            "influence": p.influence,
            "romans": p.romans,
            "romans_in_supply": p.romans_supply,
            "bricks": dict(zip(d.LETTER, p.bricks, strict=True)),
            "hand_size": len(p.hand),
            "deck_size": len(p.deck),
            "discard": list(p.discard),
            "building_cards": list(p.building_cards),
            "final_cards": list(p.final_cards),
            "master_builder": p.builder,
            "sections": p.sections,
        }
        if p.seat == seat:
            entry["hand"] = list(p.hand)
            entry["deck"] = sorted(p.deck)
        players.append(entry)
    t = s.turn
    return {
        "game": engine.id,
        "round": s.round,
        "rounds": s.rounds,
        "phase": s.phase,
        "pending": engine.pending(s),
        "start_player": s.seats[s.start],
        "current": s.seats[s.current],
        "market": dict(zip(d.LETTER, s.market, strict=True)),
        "brick_supply": s.supply,
        "supply_cards_left": len(s.supply_deck),
        "supply_cards_used": list(s.supply_used),
        "building_display": list(s.building_display),
        "building_deck": len(s.building_deck),
        "honor_display": list(s.honor_display),
        "honor_deck": len(s.honor_deck),
        "sections": {
            sid: {"owner": s.seats[sec.owner], "height": sec.height, "whites": sec.whites}
            for sid, sec in sorted(s.sections.items())
        },
        "turn": {
            "card": t.card,
            "used": list(t.used),
            "card_actions_left": t.allowed,
            "honor_bought": t.honor_bought,
            "icon": t.icon,
            "building": t.building,
            "site": t.site,
            "height": t.height,
            "wall_bricks": t.wall_bricks,
            "tens": t.tens,
        },
        "interim_queue": [s.seats[i] for i in s.interim_queue],
        "early_end_by": s.seats[s.end_trigger] if s.end_trigger >= 0 else None,
        "final_turns_left": s.final_left,
        "players": players,
        "final": {k: dict(v) for k, v in s.final.items()},
    }


def _bricks(counts: list[int]) -> str:
    return " ".join(f"{d.LETTER[c]}{n}" for c, n in enumerate(counts)) or "-"


def describe(engine: PortaNigraEngine, s: PortaNigraState, seat: str | None) -> str:
    from rules.porta_nigra.engine import _bq, card_name, card_text

    lines = [f"Porta Nigra - round {s.round} of {s.rounds}, phase: {s.phase}"]
    if s.end_trigger >= 0:
        lines.append(f"Early end triggered by {s.seats[s.end_trigger]}.")
    lines.append(f"Market: {_bricks(s.market)} (general supply {s.supply} bricks)")
    for q in range(4):
        b = _bq(q)
        here = [p.seat for p in s.players if p.builder == q]
        built = []
        for site in d.SITES_BY_BUILDING[b]:
            sec = s.sections.get(site.id)
            need = f"{site.need or '3-8'}{d.LETTER[site.colour]}"
            if sec:
                built.append(f"{site.id}={sec.height}{d.LETTER[site.colour]}@{s.seats[sec.owner]}")
            else:
                built.append(f"{site.id}:{need}" + (f"/{site.vp}" if site.vp else ""))
        shop = d.LETTER[d.QUARTER_SHOP[q]]
        lines.append(
            f"Q{q + 1} {d.BUILDING_NAME[b]} (shop {shop}) builders: {', '.join(here) or '-'}"
        )
        lines.append("   " + " ".join(built))
    lines.append("Building cards: " + ", ".join(card_name(c) for c in s.building_display))
    lines.append(
        "Honor cards: "
        + ", ".join(f"{h} {d.honor_text(d.HONOR_CARDS[h])}" for h in s.honor_display)
    )
    for i, p in enumerate(s.players):
        mark = "*" if i == s.current and s.phase != "over" else " "
        lines.append(
            f"{mark}{p.seat}: {p.vp} VP, {p.money} sestertii, {p.torches} torch, "
            f"{p.influence} influence, {p.romans} Romans ({p.romans_supply} in supply), "
            f"bricks {_bricks(p.bricks)}, hand {len(p.hand)}, deck {len(p.deck)}"
        )
        if p.building_cards or p.final_cards:
            lines.append(
                "    cards: "
                + ", ".join(card_name(c) for c in p.building_cards)
                + (" | final: " + ", ".join(p.final_cards) if p.final_cards else "")
            )
        if p.seat == seat:
            for c in p.hand:
                lines.append(f"    hand {c}: {card_text(c)}")
            lines.append(f"    deck: {', '.join(sorted(p.deck)) or 'empty'}")
    if s.turn.card:
        t = s.turn
        lines.append(
            f"Card in play: {t.card} ({card_text(t.card)}); used icons {t.used}, "
            f"{t.allowed} card action(s) left"
        )
    if s.final:
        for seat_id, parts in s.final.items():
            lines.append(f"Final {seat_id}: " + ", ".join(f"{k} {v}" for k, v in parts.items()))
    return "\n".join(lines)


def explain_illegal(engine: PortaNigraEngine, s: PortaNigraState, action_id: str) -> str:
    """The precise reason ``action_id`` cannot be taken now, for a player."""
    from rules.porta_nigra.engine import _topper_sites

    if s.phase == "over":
        return "The game is over."
    p = s.players[s.current]
    t = s.turn
    kind, _, arg = action_id.partition(":")
    card = d.ACTION_CARDS.get(t.card) if t.card else None
    if kind == "icon" and s.phase == "action" and card and arg.isdigit():
        i = int(arg)
        if i >= len(card.icons):
            return f"Card {t.card} has no icon {i}."
        icon = card.icons[i]
        if i in t.used:
            return "You have already used that icon this turn; each icon works once."
        if t.allowed == 0 and p.torches == 0:
            return "You have no card actions and no torch tokens left."
        if icon == "build":
            if p.romans == 0:
                return "You have no Roman in your play area to put on top of a building section."
            return "You have no bricks for any empty site you can reach and pay the move to."
        if icon.startswith("buy:"):
            kind = icon[4:]
            if kind != "any" and s.market[d.LETTER.index(kind)] > 0:
                return _shop_reason(s, d.LETTER.index(kind))
            return "You cannot pay for the move and a brick in any shop that has bricks."
    if kind == "shop" and s.phase == "shop" and len(arg) == 1 and arg in d.LETTER:
        return _shop_reason(s, d.LETTER.index(arg))
    if kind in ("honor", "hon"):
        if t.honor_bought:
            return "You have already bought an honor card this turn (at most one per turn)."
        if kind == "hon" and arg in d.HONOR_CARDS:
            card_h = d.HONOR_CARDS[arg]
            if arg not in s.honor_display:
                return f"Honor card {arg} is not on display."
            if p.influence < card_h.cost:
                return f"Honor card {arg} costs {card_h.cost} influence; you have {p.influence}."
            if card_h.kind == "topper" and not _topper_sites(s, s.current):
                return "You have no Porta Nigra section lower than 8 to add a brick to."
            return f"You cannot carry out honor card {arg} now."
    if kind == "roman" and s.phase == "action":
        if p.romans_supply == 0:
            return "None of your Romans are left in the general supply."
        return f"A Roman costs {d.ROMAN_INFLUENCE} influence; you have {p.influence}."
    if kind == "xbuild" and s.phase == "action":
        if p.influence < d.EXTRA_BUILD_INFLUENCE:
            return (
                f"An extra build costs {d.EXTRA_BUILD_INFLUENCE} influence; you have {p.influence}."
            )
        if p.romans == 0:
            return "You have no Roman in your play area to put on top of a building section."
        return "You have no bricks for any empty site you can reach and pay the move to."
    if kind == "site" and arg in d.SITES:
        if arg in s.sections:
            return f"Site {arg} is already built on."
        return f"You cannot build on site {arg} now."
    if kind == "play" and s.phase == "card" and arg not in p.hand:
        return f"Card {arg} is not in your hand."
    return f"'{action_id}' is not a legal action now (waiting for: {s.phase})."


def _shop_reason(s: PortaNigraState, c: int) -> str:
    """Why the current player cannot buy a brick of colour ``c`` now."""
    p = s.players[s.current]
    if s.market[c] == 0:
        return f"The {d.COLOUR_NAME[c]} shop is empty."
    move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
    if p.money < move + d.PRICE[c]:
        back = 0 if c == d.W else (p.builder - d.SHOP_QUARTER[c]) % 4
        how = f"move {move} quarter(s) clockwise"
        if 0 < back < move:
            how += " (the master builder never moves counter-clockwise)"
        return (
            f"You cannot pay {move} to {how} plus {d.PRICE[c]} for a "
            f"{d.COLOUR_NAME[c]} brick: you have {p.money} sestertii."
        )
    return f"This buy icon cannot buy a {d.COLOUR_NAME[c]} brick."
