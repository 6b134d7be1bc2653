"""The options of every Porta Nigra decision: what each reads as, and its action made once.

An option's id and label depend on a few values only (a card, a site, a colour and the walk
there), and the same options recur all game long and in every game, so each action is built
once and then reused (actions are frozen): writing the labels anew for every state was most of
the time spent listing legal actions.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Final

from rules.core import Action
from rules.porta_nigra import actions as act
from rules.porta_nigra import data as d
from rules.porta_nigra.words import building as bw
from rules.porta_nigra.words import colour as cw
from rules.words import Words

# Options whose values grow with the game (points, seats): enough for many games at once.
_BOUNDED = 4096


def _cost_text(n: int) -> Words:
    return Words(f"{n} sestertius" if n == 1 else f"{n} sestertii", "porta-sestertii", count=n)


def _bq(q: int) -> str:
    return next(b for b, qq in d.BUILDING_QUARTER.items() if qq == q)


def _move_text(src: int, dst: int) -> int:
    return d.move_cost(src, dst)


_ICON_TEXT = {
    "build": "Place a building section",
    "influence": "Take an influence token",
    "torch": "Take a torch token",
}


@cache
def icon_text(icon: str, lower: bool = False) -> Words:
    """An icon as a sentence (``lower``: inside one, as a card's list of icons says it)."""
    key = "porta-w-icon-lower" if lower else "porta-w-icon"
    if icon.startswith("buy:"):
        kind = icon[4:]
        colour = "any colour" if kind == "any" else d.COLOUR_NAME[d.LETTER.index(kind)]
        english = f"Buy a brick ({colour})"
        return Words(english.lower() if lower else english, key, icon="buy", colour=kind)
    if icon.startswith("coins:"):
        english = f"Take {icon[6:]} sestertii"
        amount = int(icon[6:])
        return Words(english.lower() if lower else english, key, icon="coins", amount=amount)
    english = _ICON_TEXT[icon]
    return Words(english.lower() if lower else english, key, icon=icon)


@cache  # every card played says it in its event
def card_text(card_id: str) -> Words:
    card = d.ACTION_CARDS[card_id]
    icons = tuple(icon_text(i, lower=True) for i in card.icons)
    return Words(
        f"{card.torches} actions from: {', '.join(icons)}",
        "porta-w-card-text",
        count=card.torches,
        icons=icons,
    )


def icon_label(icon: str) -> Words:
    """An icon on a button: what it earns is said as earning."""
    if icon.startswith("coins:"):
        return Words(f"Earn {icon[6:]} sestertii", "porta-w-icon-earn", amount=int(icon[6:]))
    return icon_text(icon)


# An icon as few words as a card's label needs: a card shows up to five icons, and "Play card
# A4: 3 of: ..." must fit a Discord button (80 characters) whole.
_SHORT_ICONS = {"build": "build", "influence": "influence", "torch": "torch"}


def _short_icon(icon: str) -> Words:
    key = "porta-w-icon-short"
    if icon.startswith("buy:"):
        kind = icon[4:]
        english = ("any" if kind == "any" else d.COLOUR_NAME[d.LETTER.index(kind)]) + " brick"
        return Words(english, key, icon="buy", colour=kind)
    if icon.startswith("coins:"):
        return Words(f"earn {icon[6:]}", key, icon="coins", amount=int(icon[6:]))
    return Words(_SHORT_ICONS[icon], key, icon=icon)


def card_label(card_id: str) -> Words:
    """A card as the option that plays it: "3 of: white brick, any brick, build, torch, earn 4"."""
    card = d.ACTION_CARDS[card_id]
    icons = tuple(_short_icon(i) for i in card.icons)
    return Words(
        f"{card.torches} of: " + ", ".join(icons),
        "porta-w-card-label",
        count=card.torches,
        icons=icons,
    )


def honor_label(honor_id: str) -> Words:
    card = d.HONOR_CARDS[honor_id]
    return Words(
        f"Honor {honor_id}: {d.honor_effect(card)} (pay {card.cost} influence)",
        "porta-w-honor-label",
        card=honor_id,
        effect=d.honor_effect(card),
        cost=card.cost,
    )


def site_label(site: d.Site) -> Words:
    """A site as the option that builds on it, its VP said as earned."""
    colour = d.COLOUR_NAME[site.colour]
    if site.building == "PN":
        return Words(
            f"Porta Nigra site {site.id} ({colour}, 3-8 bricks)",
            "porta-w-site-pn",
            site=site.id,
            colour=colour,
        )
    name = d.BUILDING_NAME[site.building]
    return Words(
        f"{name} site {site.id} with {site.need} {colour} (earn {site.vp} VP)",
        "porta-w-site-label",
        building=bw(site.building),
        site=site.id,
        count=site.need,
        colour=colour,
        vp=site.vp,
    )


def card_name(card: str) -> Words:
    building, _, kind = card.partition(":")
    if kind.startswith("H"):
        return Words(
            f"{d.BUILDING_NAME[building]} (substitute {kind})",
            "porta-w-card-substitute",
            building=bw(building),
            card=kind,
        )
    return Words(
        f"{d.BUILDING_NAME[building]} {d.COLOUR_NAME[d.LETTER.index(kind)]}",
        "porta-w-card-name",
        building=bw(building),
        colour=cw(d.LETTER.index(kind)),
    )


def site_text(site: d.Site, height: int = 0) -> Words:
    colour = d.COLOUR_NAME[site.colour]
    if site.building == "PN":
        if height:
            return Words(
                f"Porta Nigra site {site.id} with {height} {colour} bricks",
                "porta-w-site-pn-built",
                site=site.id,
                count=height,
                colour=colour,
            )
        return site_label(site)
    n = height or site.need
    return Words(
        f"{d.BUILDING_NAME[site.building]} site {site.id} with {n} {colour} ({site.vp} VP)",
        "porta-w-site-text",
        building=bw(site.building),
        site=site.id,
        count=n,
        colour=colour,
        vp=site.vp,
    )


def _composition_text(colour: int, height: int, whites: int) -> Words:
    name = d.COLOUR_NAME[colour]
    if whites == 0:
        english = f"Use {height} {name} bricks"
    elif whites == height:
        english = f"Use {whites} white bricks for {name}"
    else:
        english = f"Use {height - whites} {name} and {whites} white"
    return Words(english, "porta-w-use-bricks", count=height - whites, whites=whites, colour=name)


# ----- the options, each made once ----------------------------------------------------------


@cache
def start_action(q: int) -> Action:
    b = _bq(q)
    colour = d.COLOUR_NAME[d.QUARTER_SHOP[q]]
    return Action(
        act.start(q),
        Words(
            f"Place your master builder in the {d.BUILDING_NAME[b]} quarter ({colour} shop)",
            "porta-w-start",
            building=b,
            colour=colour,
        ),
    )


@cache
def play_action(card: str) -> Action:
    label = card_label(card)
    return Action(
        act.play(card), Words(f"Play card {card}: {label}", "porta-w-play", card=card, label=label)
    )


@cache
def icon_action(index: int, icon: str, torch: bool) -> Action:
    """Carry out ``icon``, the card's ``index``-th; ``torch``: it takes a torch token."""
    label = icon_label(icon)
    if not torch:
        return Action(act.icon(index), label)
    return Action(
        act.icon(index), Words(f"{label} (uses a torch token)", "porta-w-with-torch", label=label)
    )


COIN_CARD_ACTION: Final = Action(
    act.COIN_CARD, Words("Give up one card action to earn 1 sestertius", "porta-w-coin-card")
)
COIN_TORCH_ACTION: Final = Action(
    act.COIN_TORCH, Words("Return a torch token to earn 1 sestertius", "porta-w-coin-torch")
)
HONOR_ACTION: Final = Action(act.HONOR, Words("Buy an honor card with influence", "porta-w-honor"))
ROMAN_ACTION: Final = Action(
    act.ROMAN,
    Words(
        f"Pay {d.ROMAN_INFLUENCE} influence for 1 Roman",
        "porta-w-roman",
        cost=d.ROMAN_INFLUENCE,
    ),
)
XBUILD_ACTION: Final = Action(
    act.XBUILD,
    Words(
        f"Pay {d.EXTRA_BUILD_INFLUENCE} influence to place a section",
        "porta-w-xbuild",
        cost=d.EXTRA_BUILD_INFLUENCE,
    ),
)
END_ACTION: Final = Action(act.END, Words("End your turn", "porta-w-end"))


@cache
def shop_action(colour: int, move: int) -> Action:
    price = d.PRICE[colour]
    name = d.COLOUR_NAME[colour]
    return Action(
        act.shop(colour),
        Words(
            f"Buy a {name} brick: pay {move + price}"
            + (f" ({price} + {move} to move there)" if move else ""),
            "porta-w-shop",
            colour=name,
            total=move + price,
            price=price,
            move=move,
        ),
    )


@cache
def building_action(building: str, builder: int) -> Action:
    """Build in ``building``, the master builder being in quarter ``builder``."""
    move = _move_text(builder, d.BUILDING_QUARTER[building])
    return Action(
        act.building(building),
        Words(
            f"Build in the {d.BUILDING_NAME[building]}"
            + (f" (move {move}: pay {move})" if move else ""),
            "porta-w-building",
            building=building,
            move=move,
        ),
    )


@cache
def site_action(site_id: str) -> Action:
    label = site_label(d.SITES[site_id])
    return Action(act.site(site_id), Words(f"Build on {label}", "porta-w-site", site=label))


@cache
def height_action(height: int, colour: int) -> Action:
    vp = height * d.VALUE[colour]
    return Action(
        act.height(height),
        Words(f"Build {height} bricks high (earn {vp} VP)", "porta-w-height", count=height, vp=vp),
    )


@cache
def white_action(colour: int, height: int, whites: int) -> Action:
    return Action(act.white(whites), _composition_text(colour, height, whites))


@cache
def honor_action(honor_id: str) -> Action:
    return Action(act.honor_card(honor_id), honor_label(honor_id))


@cache
def topper_action(site_id: str, height: int) -> Action:
    return Action(
        act.top(site_id),
        Words(
            f"Add a brick to your section on {site_id} (height {height})",
            "porta-w-top",
            site=site_id,
            height=height,
        ),
    )


@cache
def wallbrick_action(colour: int) -> Action:
    name = d.COLOUR_NAME[colour]
    return Action(
        act.brick(colour),
        Words(f"Take a {name} brick (City Wall)", "porta-w-wall-brick", colour=name),
    )


@lru_cache(maxsize=_BOUNDED)
def vp_action(vp: int, total: int) -> Action:
    money = total - vp
    return Action(
        act.vp(vp), Words(f"Earn {vp} VP and {_cost_text(money)}", "porta-w-vp", vp=vp, money=money)
    )


@lru_cache(maxsize=_BOUNDED)
def tens_action(tens: int, total: int) -> Action:
    low, high = tens * 10, min(total, tens * 10 + 9)
    return Action(
        act.tens(tens),
        Words(
            f"Earn {low}-{high} VP (the rest of {total} as sestertii)",
            "porta-w-tens",
            low=low,
            high=high,
            total=total,
        ),
    )


@lru_cache(maxsize=_BOUNDED)
def first_action(seat: str, next_round: int) -> Action:
    return Action(
        act.first(seat),
        Words(f"{seat} starts round {next_round}", "porta-w-first", seat=seat, round=next_round),
    )
