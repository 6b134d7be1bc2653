"""A scripted player of Porta Nigra, written from the usual strategy advice, to measure the
computer levels against something better than random play.

The advice it follows:

- pick one site to aim for (most VP, plus a share of a majority it can still win and the
  building card on display for it, per sestertius still to spend on bricks) and buy the bricks
  it misses; build as soon as the bricks are in hand;
- contest the majorities it can win: a site in an area it leads, or trails by less than the
  site's bricks, counts a third of that area's first prize;
- play the card whose icons fit the plan (a build when it can build, the buys it needs) and use
  every action the card allows;
- spend influence on honor cards that score (final scoring cards, VP, a building card
  substitute that makes a bigger set, a white brick when one is missing), not on Romans unless
  none is left; an extra build only with influence to spare;
- at the interim scoring take VP, keeping sestertii up to a working purse; name itself to start.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core import Action, Engine
from rules.porta_nigra import data as d
from rules.porta_nigra.scoring import building_sets
from rules.porta_nigra.state import Player, PortaNigraState

# Sestertii kept back from an interim scoring for the next round's bricks.
PURSE = 12
# Bricks a Porta Nigra section is planned with (the engine lets it be 3-8 high).
PN_PLAN = 4
# Influence kept for honor cards before an extra build is paid with it.
KEEP_INFLUENCE = 2


def _have(p: Player, colour: int) -> int:
    """Bricks that can stand for ``colour``: its own, plus white ones."""
    return p.bricks[colour] + (p.bricks[d.W] if colour != d.W else 0)


def _need(site: d.Site) -> int:
    return site.need or PN_PLAN


def _area_bricks(s: PortaNigraState, site: d.Site) -> dict[int, int]:
    """Bricks per player in the majority area of ``site`` (Porta Nigra: sections of 3 or more)."""
    out: dict[int, int] = {}
    for sid, sec in s.sections.items():
        other = d.SITES[sid]
        if other.building == site.building and other.row == site.row:
            out[sec.owner] = out.get(sec.owner, 0) + (1 if site.building == "PN" else sec.height)
    return out


def _site_worth(s: PortaNigraState, me: int, site: d.Site) -> float:
    """VP the site brings: its own, a share of its area's majority, its building card."""
    vp = float(site.vp or PN_PLAN * d.VALUE[site.colour])
    counts = _area_bricks(s, site)
    mine = counts.get(me, 0) + (1 if site.building == "PN" else _need(site))
    best_other = max((v for i, v in counts.items() if i != me), default=0)
    if mine >= best_other:  # a majority it can win
        first = (
            d.PN_LEVEL_MAJORITY[PN_PLAN][0]
            if site.building == "PN"
            else d.MAJORITY[(site.building, site.row)][0]
        )
        vp += first / 3
    if site.gives_card and f"{site.building}:{d.LETTER[site.colour]}" in s.building_display:
        vp += 4
    return vp


def _missing_cost(s: PortaNigraState, p: Player, site: d.Site) -> float | None:
    """Sestertii still to spend on the site's bricks (None if the market cannot supply them)."""
    short = max(0, _need(site) - _have(p, site.colour))
    if short == 0:
        return 0.0
    if s.market[site.colour] + s.market[d.W] < short:
        return None
    return float(short * d.PRICE[site.colour] + 1)


def target(s: PortaNigraState, p: Player) -> d.Site | None:
    """The empty site to aim for: most VP per sestertius still to spend."""
    me = s.players.index(p)
    best, best_score = None, 0.0
    for site in d.SITES.values():
        if site.id in s.sections:
            continue
        cost = _missing_cost(s, p, site)
        if cost is None or cost > p.money + 5:
            continue
        score = _site_worth(s, me, site) / (1.0 + cost)
        if score > best_score:
            best, best_score = site, score
    return best


def honor_worth(s: PortaNigraState, p: Player, honor_id: str) -> float:
    """What an honor card is worth to this player now (0: not worth its influence)."""
    card = d.HONOR_CARDS[honor_id]
    match card.kind:
        case "final":
            return card.amount - (20.0 if card.discard == "sets" else 0.75 * int(card.discard))
        case "vp":
            return float(card.amount)
        case "sub":
            gained = building_sets([*p.building_cards, f"{card.building}:X"])
            return float(gained - building_sets(p.building_cards))
        case "white":
            aim = target(s, p)
            return 4.0 if aim is not None and _have(p, aim.colour) < _need(aim) else 0.0
        case "romans":
            return 4.0 if p.romans == 0 else 0.0
        case "topper":
            return 2.0
        case "build":
            return 3.0
    return 0.0  # sestertii and torches: not worth the influence


class PortaBaseline:
    name = "baseline"

    def choose(
        self, engine: Engine[Any], state: PortaNigraState, seat: str, rng: random.Random
    ) -> Action:
        legal = {a.id: a for a in engine.legal_actions(state)}
        choice = self._pick(state, list(legal))
        return legal[choice] if choice in legal else legal[rng.choice(sorted(legal))]

    def _pick(self, s: PortaNigraState, legal: list[str]) -> str:
        p = s.players[s.current]
        me = s.current
        aim = target(s, p)
        buildable = [
            d.SITES[i.partition(":")[2]] for i in legal if i.startswith("site:")
        ] or self._buildable_now(s, p)
        match s.phase:
            case "builder":
                # Start at the shop the market holds most bricks of.
                return max(legal, key=lambda i: s.market[d.QUARTER_SHOP[int(i[6:])]])
            case "card":
                return max(legal, key=lambda i: self._card_fit(s, p, i[5:], aim))
            case "action":
                return self._action(s, p, legal, aim)
            case "shop":
                return max(legal, key=lambda i: self._brick_fit(d.LETTER.index(i[5:]), aim))
            case "building":
                fits = [site for site in buildable if f"bld:{site.building}" in legal]
                if not fits:
                    return legal[0]
                best = max(fits, key=lambda site: _site_worth(s, me, site))
                return f"bld:{best.building}"
            case "site":
                return max(legal, key=lambda i: _site_worth(s, me, d.SITES[i[5:]]))
            case "height":
                return max(legal, key=lambda i: int(i[7:]))
            case "whites":
                return min(legal, key=lambda i: int(i[6:]))
            case "honor":
                return max(legal, key=lambda i: honor_worth(s, p, i[4:]))
            case "topper":
                return max(legal, key=lambda i: d.VALUE[d.SITES[i[4:]].colour])
            case "wallbrick":
                return f"brick:{d.LETTER[aim.colour if aim else d.W]}"
            case "interim" | "start_player":
                return self._between_rounds(s, p, legal)
        return legal[0]

    @staticmethod
    def _buildable_now(s: PortaNigraState, p: Player) -> list[d.Site]:
        return [
            site
            for site in d.SITES.values()
            if site.id not in s.sections
            and _have(p, site.colour) >= (site.need or d.PN_MIN)
            and (site.colour != d.W or p.bricks[d.W] >= site.need)
        ]

    @staticmethod
    def _brick_fit(colour: int, aim: d.Site | None) -> float:
        if aim is not None and colour == aim.colour:
            return 10.0
        return -d.PRICE[colour]  # otherwise the cheapest brick

    def _card_fit(self, s: PortaNigraState, p: Player, card_id: str, aim: d.Site | None) -> float:
        card = d.ACTION_CARDS[card_id]
        fit = 2.0 * card.torches
        if "build" in card.icons and self._buildable_now(s, p):
            fit += 5
        for icon in card.icons:
            if icon == "buy:any" or (aim is not None and icon == f"buy:{d.LETTER[aim.colour]}"):
                fit += 1.5
            if icon.startswith("coins:") and p.money < PURSE:
                fit += 1
        return fit

    def _action(self, s: PortaNigraState, p: Player, legal: list[str], aim: d.Site | None) -> str:
        icons = d.ACTION_CARDS[s.turn.card].icons
        by_icon = {icons[int(i[5:])]: i for i in legal if i.startswith("icon:")}
        offered = [h for h in s.honor_display if d.HONOR_CARDS[h].cost <= p.influence]
        if "honor" in legal and any(honor_worth(s, p, h) > 0 for h in offered):
            return "honor"
        if "build" in by_icon:
            return by_icon["build"]
        if aim is not None:
            for icon in (f"buy:{d.LETTER[aim.colour]}", "buy:any", "buy:W"):
                if icon in by_icon and s.market[aim.colour if icon != "buy:W" else d.W] > 0:
                    return by_icon[icon]
        if "xbuild" in legal and p.influence >= d.EXTRA_BUILD_INFLUENCE + KEEP_INFLUENCE:
            return "xbuild"
        if "roman" in legal and p.romans == 0:
            return "roman"
        for icon in ("influence", "coins:5", "coins:4", "coins:3", "torch"):
            if icon in by_icon:
                return by_icon[icon]
        buys = [i for icon, i in by_icon.items() if icon.startswith("buy:")]
        if buys and p.money >= PURSE:
            return buys[0]
        return "end"

    @staticmethod
    def _between_rounds(s: PortaNigraState, p: Player, legal: list[str]) -> str:
        if s.phase == "start_player":
            return f"first:{p.seat}"
        total = s.multiplier * sum(
            sec.height for sec in s.sections.values() if sec.owner == s.current
        )
        keep = max(0, min(total, PURSE - p.money))
        vp = total - keep
        want = f"vp:{vp}" if f"vp:{vp}" in legal else f"tens:{vp // 10}"
        return want if want in legal else legal[-1]
