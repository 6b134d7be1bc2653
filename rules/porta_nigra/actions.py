"""Porta Nigra's action ids, built and read in one place.

An id is a verb, then for most verbs ``:`` and one argument (``play:A3``, ``shop:K``). The
engine lists and applies them and the Discord adapter builds the ids a typed number stands for,
both through these functions, so an id's shape is decided here only. Ids are stored in every
table's action log: an existing id never changes its meaning.
"""

from __future__ import annotations

from typing import Literal, get_args

from rules.porta_nigra import data as d

Verb = Literal[
    "start",  # start:<quarter 0-3>: the first placement of the master builder
    "play",  # play:<card>
    "icon",  # icon:<index of the icon on the card in play>
    "coin",  # coin:card (give up a card action) or coin:torch (return a torch token)
    "honor",  # go on to choose an honor card
    "roman",  # buy a Roman with influence
    "xbuild",  # an extra build with influence
    "end",  # end the turn
    "shop",  # shop:<colour letter>
    "bld",  # bld:<building>
    "site",  # site:<site id>
    "height",  # height:<bricks> (Porta Nigra sites)
    "white",  # white:<white bricks standing in>
    "hon",  # hon:<honor card>
    "top",  # top:<site id>: a brick on one's own Porta Nigra section
    "brick",  # brick:<colour letter>: a City Wall reward brick
    "tens",  # tens:<tens of VP>: the first half of a long interim split
    "vp",  # vp:<VP taken>: the interim split, the rest as sestertii
    "first",  # first:<seat>: who starts the next round
]
# Looking a string up here both checks it and gives it the Verb type.
_VERBS: dict[str, Verb] = {verb: verb for verb in get_args(Verb)}

COIN_CARD = "coin:card"
COIN_TORCH = "coin:torch"
HONOR = "honor"
ROMAN = "roman"
XBUILD = "xbuild"
END = "end"


def verb_of(action_id: str) -> str:
    """The verb of any id, known or not (what menus group by)."""
    return action_id.partition(":")[0]


def parse(action_id: str) -> tuple[Verb, str] | None:
    """(verb, argument) of an id of this game ("" when the verb takes none); None for an id
    whose verb this game does not have. Whether the argument is legal now is the engine's
    question."""
    word, _, arg = action_id.partition(":")
    verb = _VERBS.get(word)
    return None if verb is None else (verb, arg)


def start(quarter: int) -> str:
    return f"start:{quarter}"


def play(card: str) -> str:
    return f"play:{card}"


def icon(index: int) -> str:
    return f"icon:{index}"


def shop(colour: int) -> str:
    return f"shop:{d.LETTER[colour]}"


def building(building_id: str) -> str:
    return f"bld:{building_id}"


def site(site_id: str) -> str:
    return f"site:{site_id}"


def height(bricks: int) -> str:
    return f"height:{bricks}"


def white(whites: int) -> str:
    return f"white:{whites}"


def honor_card(honor_id: str) -> str:
    return f"hon:{honor_id}"


def top(site_id: str) -> str:
    return f"top:{site_id}"


def brick(colour: int) -> str:
    return f"brick:{d.LETTER[colour]}"


def tens(count: int) -> str:
    return f"tens:{count}"


def vp(points: int) -> str:
    return f"vp:{points}"


def first(seat: str) -> str:
    return f"first:{seat}"


def interim_split(points: int) -> list[str]:
    """The ids that take ``points`` VP of a long interim split: its tens, then the VP."""
    return [tens(points // 10), vp(points)]
