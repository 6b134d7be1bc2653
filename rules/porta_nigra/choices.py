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

# Options whose values grow with the game (points, seats): enough for many games at once.
_BOUNDED = 4096


def _cost_text(n: int) -> str:
    return f"{n} sestertius" if n == 1 else f"{n} sestertii"


def _bq(q: int) -> str:
    return next(b for b, qq in d.BUILDING_QUARTER.items() if qq == q)


def _move_text(src: int, dst: int) -> str:
    move = d.move_cost(src, dst)
    return f" (move {move}: pay {move})" if move else ""


def icon_text(icon: str) -> str:
    if icon.startswith("buy:"):
        kind = icon[4:]
        colour = "any colour" if kind == "any" else d.COLOUR_NAME[d.LETTER.index(kind)]
        return f"Buy a brick ({colour})"
    if icon.startswith("coins:"):
        return f"Take {icon[6:]} sestertii"
    return {
        "build": "Place a building section",
        "influence": "Take an influence token",
        "torch": "Take a torch token",
    }[icon]


@cache  # every card played says it in its event
def card_text(card_id: str) -> str:
    card = d.ACTION_CARDS[card_id]
    icons = ", ".join(icon_text(i).lower() for i in card.icons)
    return f"{card.torches} actions from: {icons}"


def icon_label(icon: str) -> str:
    """An icon on a button: what it earns is said as earning."""
    if icon.startswith("coins:"):
        return f"Earn {icon[6:]} sestertii"
    return icon_text(icon)


# An icon as few words as a card's label needs: a card shows up to five icons, and "Play card
# A4: 3 of: ..." must fit a Discord button (80 characters) whole.
_SHORT_ICONS = {"build": "build", "influence": "influence", "torch": "torch"}


def _short_icon(icon: str) -> str:
    if icon.startswith("buy:"):
        kind = icon[4:]
        return ("any" if kind == "any" else d.COLOUR_NAME[d.LETTER.index(kind)]) + " brick"
    if icon.startswith("coins:"):
        return f"earn {icon[6:]}"
    return _SHORT_ICONS[icon]


def card_label(card_id: str) -> str:
    """A card as the option that plays it: "3 of: white brick, any brick, build, torch, earn 4"."""
    card = d.ACTION_CARDS[card_id]
    return f"{card.torches} of: " + ", ".join(_short_icon(i) for i in card.icons)


def honor_label(honor_id: str) -> str:
    card = d.HONOR_CARDS[honor_id]
    return f"Honor {honor_id}: {d.honor_effect(card)} (pay {card.cost} influence)"


def site_label(site: d.Site) -> str:
    """A site as the option that builds on it, its VP said as earned."""
    colour = d.COLOUR_NAME[site.colour]
    if site.building == "PN":
        return f"Porta Nigra site {site.id} ({colour}, 3-8 bricks)"
    name = d.BUILDING_NAME[site.building]
    return f"{name} site {site.id} with {site.need} {colour} (earn {site.vp} VP)"


def card_name(card: str) -> str:
    building, _, kind = card.partition(":")
    if kind.startswith("H"):
        return f"{d.BUILDING_NAME[building]} (substitute {kind})"
    return f"{d.BUILDING_NAME[building]} {d.COLOUR_NAME[d.LETTER.index(kind)]}"


def site_text(site: d.Site, height: int = 0) -> str:
    colour = d.COLOUR_NAME[site.colour]
    if site.building == "PN":
        if height:
            return f"Porta Nigra site {site.id} with {height} {colour} bricks"
        return f"Porta Nigra site {site.id} ({colour}, 3-8 bricks)"
    n = height or site.need
    return f"{d.BUILDING_NAME[site.building]} site {site.id} with {n} {colour} ({site.vp} VP)"


def _composition_text(colour: int, height: int, whites: int) -> str:
    name = d.COLOUR_NAME[colour]
    if whites == 0:
        return f"Use {height} {name} bricks"
    if whites == height:
        return f"Use {whites} white bricks for {name}"
    return f"Use {height - whites} {name} and {whites} white"


# ----- the options, each made once ----------------------------------------------------------


@cache
def start_action(q: int) -> Action:
    return Action(
        act.start(q),
        f"Place your master builder in the {d.BUILDING_NAME[_bq(q)]} quarter "
        f"({d.COLOUR_NAME[d.QUARTER_SHOP[q]]} shop)",
    )


@cache
def play_action(card: str) -> Action:
    return Action(act.play(card), f"Play card {card}: {card_label(card)}")


@cache
def icon_action(index: int, icon: str, torch: bool) -> Action:
    """Carry out ``icon``, the card's ``index``-th; ``torch``: it takes a torch token."""
    return Action(act.icon(index), icon_label(icon) + (" (uses a torch token)" if torch else ""))


COIN_CARD_ACTION: Final = Action(act.COIN_CARD, "Give up one card action to earn 1 sestertius")
COIN_TORCH_ACTION: Final = Action(act.COIN_TORCH, "Return a torch token to earn 1 sestertius")
HONOR_ACTION: Final = Action(act.HONOR, "Buy an honor card with influence")
ROMAN_ACTION: Final = Action(act.ROMAN, f"Pay {d.ROMAN_INFLUENCE} influence for 1 Roman")
XBUILD_ACTION: Final = Action(
    act.XBUILD, f"Pay {d.EXTRA_BUILD_INFLUENCE} influence to place a section"
)
END_ACTION: Final = Action(act.END, "End your turn")


@cache
def shop_action(colour: int, move: int) -> Action:
    price = d.PRICE[colour]
    return Action(
        act.shop(colour),
        f"Buy a {d.COLOUR_NAME[colour]} brick: pay {move + price}"
        + (f" ({price} + {move} to move there)" if move else ""),
    )


@cache
def building_action(building: str, builder: int) -> Action:
    """Build in ``building``, the master builder being in quarter ``builder``."""
    return Action(
        act.building(building),
        f"Build in the {d.BUILDING_NAME[building]}"
        + _move_text(builder, d.BUILDING_QUARTER[building]),
    )


@cache
def site_action(site_id: str) -> Action:
    return Action(act.site(site_id), f"Build on {site_label(d.SITES[site_id])}")


@cache
def height_action(height: int, colour: int) -> Action:
    return Action(
        act.height(height), f"Build {height} bricks high (earn {height * d.VALUE[colour]} VP)"
    )


@cache
def white_action(colour: int, height: int, whites: int) -> Action:
    return Action(act.white(whites), _composition_text(colour, height, whites))


@cache
def honor_action(honor_id: str) -> Action:
    return Action(act.honor_card(honor_id), honor_label(honor_id))


@cache
def topper_action(site_id: str, height: int) -> Action:
    return Action(act.top(site_id), f"Add a brick to your section on {site_id} (height {height})")


@cache
def wallbrick_action(colour: int) -> Action:
    return Action(act.brick(colour), f"Take a {d.COLOUR_NAME[colour]} brick (City Wall)")


@lru_cache(maxsize=_BOUNDED)
def vp_action(vp: int, total: int) -> Action:
    return Action(act.vp(vp), f"Earn {vp} VP and {_cost_text(total - vp)}")


@lru_cache(maxsize=_BOUNDED)
def tens_action(tens: int, total: int) -> Action:
    return Action(
        act.tens(tens),
        f"Earn {tens * 10}-{min(total, tens * 10 + 9)} VP (the rest of {total} as sestertii)",
    )


@lru_cache(maxsize=_BOUNDED)
def first_action(seat: str, next_round: int) -> Action:
    return Action(act.first(seat), f"{seat} starts round {next_round}")
