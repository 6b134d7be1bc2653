"""What players read: the terminal description and the reasons an action is illegal."""

from __future__ import annotations

from collections.abc import Sequence

from rules.porta_nigra import actions as act
from rules.porta_nigra import data as d
from rules.porta_nigra.building import topper_sites
from rules.porta_nigra.choices import _bq, card_name, card_text
from rules.porta_nigra.state import PortaNigraState
from rules.porta_nigra.view import FinalScore, PortaNigraView
from rules.words import Lines, Words


def _bricks(counts: Sequence[int]) -> str:
    return " ".join(f"{d.LETTER[c]}{n}" for c, n in enumerate(counts)) or "-"


def describe(v: PortaNigraView) -> Lines:
    """The game as text, as ``v.viewer`` sees it (the terminal player shows this): a line of
    ``Words`` each, so the terminal says it in its player's language (site codes and brick
    letters are no words of any language and stay as they are)."""
    seats = [p.seat for p in v.players]
    lines: list[str] = [
        Words(
            f"Porta Nigra - round {v.round} of {v.rounds}, phase: {v.phase}",
            "porta-d-head",
            round=v.round,
            rounds=v.rounds,
            phase=v.phase,
        )
    ]
    if v.early_end_by is not None:
        by = seats[v.early_end_by]
        lines.append(Words(f"Early end triggered by {by}.", "porta-d-early-end", seat=by))
    market = _bricks(v.market)
    lines.append(
        Words(
            f"Market: {market} (general supply {v.supply} bricks)",
            "porta-d-market",
            bricks=market,
            supply=v.supply,
        )
    )
    for q in range(4):
        b = _bq(q)
        here = ", ".join(p.seat for p in v.players if p.builder == q) or "-"
        built = []
        for site in d.SITES_BY_BUILDING[b]:
            sec = v.section(site.id)
            need = f"{site.need or '3-8'}{d.LETTER[site.colour]}"
            if sec:
                built.append(f"{site.id}={sec.height}{d.LETTER[site.colour]}@{seats[sec.owner]}")
            else:
                built.append(f"{site.id}:{need}" + (f"/{site.vp}" if site.vp else ""))
        shop = d.LETTER[d.QUARTER_SHOP[q]]
        lines.append(
            Words(
                f"Q{q + 1} {d.BUILDING_NAME[b]} (shop {shop}) builders: {here}",
                "porta-d-quarter",
                quarter=q + 1,
                name=Words(f"{d.BUILDING_NAME[b]} quarter", f"porta-quarter-{b}"),
                shop=shop,
                builders=here,
            )
        )
        lines.append("   " + " ".join(built))
    cards = tuple(card_name(c) for c in v.building_display)
    lines.append(
        Words(f"Building cards: {', '.join(cards)}", "porta-d-building-cards", cards=cards)
    )
    honors = tuple(_honor(h) for h in v.honor_display)
    lines.append(Words(f"Honor cards: {', '.join(honors)}", "porta-d-honor-cards", cards=honors))
    for i, p in enumerate(v.players):
        mark = "*" if i == v.current and v.phase != "over" else " "
        bricks = _bricks(p.bricks)
        lines.append(
            Words(
                f"{mark}{p.seat}: {p.vp} VP, {p.money} sestertii, {p.torches} torch, "
                f"{p.influence} influence, {p.romans} Romans ({p.romans_supply} in supply), "
                f"bricks {bricks}, hand {p.hand_size}, deck {p.deck_size}",
                "porta-d-player",
                mark=mark,
                seat=p.seat,
                vp=p.vp,
                money=p.money,
                torches=p.torches,
                influence=p.influence,
                romans=p.romans,
                supply=p.romans_supply,
                bricks=bricks,
                hand=p.hand_size,
                deck=p.deck_size,
            )
        )
        if p.building_cards or p.final_cards:
            lines.append(_cards(tuple(card_name(c) for c in p.building_cards), p.final_cards))
        if p.hand is not None and p.deck is not None:
            for c in p.hand:
                text = card_text(c)
                lines.append(Words(f"    hand {c}: {text}", "porta-d-hand", card=c, text=text))
            deck = ", ".join(p.deck)
            lines.append(
                Words(f"    deck: {deck or 'empty'}", "porta-d-deck", count=len(p.deck), cards=deck)
            )
    if v.turn.card:
        t = v.turn
        text = card_text(t.card)
        used = str(list(t.used))
        lines.append(
            Words(
                f"Card in play: {t.card} ({text}); used icons {used}, "
                f"{t.allowed} card action(s) left",
                "porta-d-card-in-play",
                card=t.card,
                text=text,
                used=used,
                allowed=t.allowed,
            )
        )
    for p in v.players:
        if p.final is not None:
            steps = tuple(_step(k, n) for k, n in _steps(p.final))
            lines.append(
                Words(
                    f"Final {p.seat}: {', '.join(steps)}", "porta-d-final", seat=p.seat, steps=steps
                )
            )
    return Lines(tuple(lines))


def _honor(h: str) -> Words:
    text = d.honor_text(d.HONOR_CARDS[h])
    return Words(f"{h} {text}", "porta-d-honor-card", card=h, text=text)


def _cards(building: tuple[Words, ...], final: Sequence[str]) -> Words:
    """A player's building cards, and their final scoring cards if any."""
    names = ", ".join(building)
    if not final:
        return Words(f"    cards: {names}", "porta-d-cards", cards=building)
    ids = ", ".join(final)
    return Words(
        f"    cards: {names} | final: {ids}", "porta-d-cards-final", cards=building, final=ids
    )


def _steps(f: FinalScore) -> list[tuple[str, int]]:
    """The final scoring in the order it is made."""
    return [
        ("before", f.before),
        ("building_cards", f.building_cards),
        ("final_cards", f.final_cards),
        ("play_area", f.play_area),
        ("majorities", f.majorities),
        *f.by_area,
        ("total", f.total),
    ]


# The final scoring's steps by the catalogues' words for a result's parts (scores.ftl).
_STEP_KEYS = {
    "before": "score-part-before",
    "building_cards": "score-part-building-cards",
    "final_cards": "score-part-final-cards",
    "play_area": "score-part-play-area",
    "majorities": "score-part-majorities",
    "total": "score-part-total",
}


def _step(name: str, vp: int) -> Words:
    if name in _STEP_KEYS:
        return Words(f"{name} {vp}", _STEP_KEYS[name], value=vp)
    area = name.removeprefix("majority ")
    return Words(f"{name} {vp}", "score-part-majority", area=area, value=vp)


GAME_OVER = Words("The game is over.", "porta-no-over")
_USED = Words("You have already used that icon this turn; each icon works once.", "porta-no-used")
_NO_ACTIONS = Words("You have no card actions and no torch tokens left.", "porta-no-actions")
_NO_ROMAN = Words(
    "You have no Roman in your play area to put on top of a building section.", "porta-no-roman"
)
_NO_BRICKS = Words(
    "You have no bricks for any empty site you can reach and pay the move to.", "porta-no-bricks"
)
_NO_SHOP = Words(
    "You cannot pay for the move and a brick in any shop that has bricks.", "porta-no-shop"
)
_HONOR_BOUGHT = Words(
    "You have already bought an honor card this turn (at most one per turn).",
    "porta-no-honor-bought",
)
_NO_TOPPER = Words(
    "You have no Porta Nigra section lower than 8 to add a brick to.", "porta-no-topper"
)
_NO_ROMANS_LEFT = Words(
    "None of your Romans are left in the general supply.", "porta-no-romans-left"
)


def explain_illegal(s: PortaNigraState, action_id: str) -> Words:
    """The precise reason ``action_id`` cannot be taken now, for a player."""
    if s.phase == "over":
        return GAME_OVER
    p = s.players[s.current]
    t = s.turn
    verb, arg = act.parse(action_id) or (None, "")
    card = d.ACTION_CARDS.get(t.card) if t.card else None
    if verb == "icon" and s.phase == "action" and card and arg.isdigit():
        i = int(arg)
        if i >= len(card.icons):
            return Words(f"Card {t.card} has no icon {i}.", "porta-no-icon", card=t.card, icon=i)
        icon = card.icons[i]
        if i in t.used:
            return _USED
        if t.allowed == 0 and p.torches == 0:
            return _NO_ACTIONS
        if icon == "build":
            if p.romans == 0:
                return _NO_ROMAN
            return _NO_BRICKS
        if icon.startswith("buy:"):
            kind = icon[4:]
            if kind != "any" and s.market[d.LETTER.index(kind)] > 0:
                return _shop_reason(s, d.LETTER.index(kind))
            return _NO_SHOP
    if verb == "shop" and s.phase == "shop" and len(arg) == 1 and arg in d.LETTER:
        return _shop_reason(s, d.LETTER.index(arg))
    if verb in ("honor", "hon"):
        if t.honor_bought:
            return _HONOR_BOUGHT
        if verb == "hon" and arg in d.HONOR_CARDS:
            card_h = d.HONOR_CARDS[arg]
            if arg not in s.honor_display:
                return Words(
                    f"Honor card {arg} is not on display.", "porta-no-honor-display", card=arg
                )
            if p.influence < card_h.cost:
                return Words(
                    f"Honor card {arg} costs {card_h.cost} influence; you have {p.influence}.",
                    "porta-no-honor-cost",
                    card=arg,
                    cost=card_h.cost,
                    have=p.influence,
                )
            if card_h.kind == "topper" and not topper_sites(s, s.current):
                return _NO_TOPPER
            return Words(
                f"You cannot carry out honor card {arg} now.", "porta-no-honor-now", card=arg
            )
    if verb == "roman" and s.phase == "action":
        if p.romans_supply == 0:
            return _NO_ROMANS_LEFT
        return Words(
            f"A Roman costs {d.ROMAN_INFLUENCE} influence; you have {p.influence}.",
            "porta-no-roman-cost",
            cost=d.ROMAN_INFLUENCE,
            have=p.influence,
        )
    if verb == "xbuild" and s.phase == "action":
        if p.influence < d.EXTRA_BUILD_INFLUENCE:
            return Words(
                f"An extra build costs {d.EXTRA_BUILD_INFLUENCE} influence; "
                f"you have {p.influence}.",
                "porta-no-xbuild-cost",
                cost=d.EXTRA_BUILD_INFLUENCE,
                have=p.influence,
            )
        if p.romans == 0:
            return _NO_ROMAN
        return _NO_BRICKS
    if verb == "site" and arg in d.SITES:
        if arg in s.sections:
            return Words(f"Site {arg} is already built on.", "porta-no-site-built", site=arg)
        return Words(f"You cannot build on site {arg} now.", "porta-no-site-now", site=arg)
    if verb == "play" and s.phase == "card" and arg not in p.hand:
        return Words(f"Card {arg} is not in your hand.", "porta-no-card", card=arg)
    return Words(
        f"'{action_id}' is not a legal action now (waiting for: {s.phase}).",
        "porta-no-action",
        action=action_id,
        phase=s.phase,
    )


def _shop_reason(s: PortaNigraState, c: int) -> Words:
    """Why the current player cannot buy a brick of colour ``c`` now."""
    p = s.players[s.current]
    if s.market[c] == 0:
        return Words(
            f"The {d.COLOUR_NAME[c]} shop is empty.", "porta-no-shop-empty", colour=d.COLOUR_NAME[c]
        )
    move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
    if p.money < move + d.PRICE[c]:
        back = 0 if c == d.W else (p.builder - d.SHOP_QUARTER[c]) % 4
        how = f"move {move} quarter(s) clockwise"
        never = 0 < back < move
        if never:
            how += " (the master builder never moves counter-clockwise)"
        return Words(
            f"You cannot pay {move} to {how} plus {d.PRICE[c]} for a "
            f"{d.COLOUR_NAME[c]} brick: you have {p.money} sestertii.",
            "porta-no-shop-money",
            move=move,
            backwards="yes" if never else "no",
            price=d.PRICE[c],
            colour=d.COLOUR_NAME[c],
            have=p.money,
        )
    return Words(
        f"This buy icon cannot buy a {d.COLOUR_NAME[c]} brick.",
        "porta-no-icon-colour",
        colour=d.COLOUR_NAME[c],
    )
