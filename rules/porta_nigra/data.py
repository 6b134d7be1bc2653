"""Porta Nigra component data, from shared/rules/porta_nigra.md.

Every figure that no source confirms is a STAND-IN (marked as such below), kept here so that it
can be corrected in one place. Colours are indices 0-4 in value order: black, blue, red, yellow,
white. A brick's price and its value (Porta Nigra VP, tie-break rank) are both index + 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.words import Words

# ----- colours -------------------------------------------------------------------------------

K, B, R, Y, W = range(5)
COLOURS = (K, B, R, Y, W)
LETTER = "KBRYW"
COLOUR_NAME = ("black", "blue", "red", "yellow", "white")
PRICE = (1, 2, 3, 4, 5)  # confirmed, HU p.5
VALUE = (1, 2, 3, 4, 5)  # confirmed, HU p.6 and p.9

# ----- components and start values (confirmed, HU setup) ------------------------------------

TOTAL_BRICKS = 90
ROMANS_PER_COLOUR = 15
START_ROMANS = 5
START_MONEY = 20
START_TORCHES = 1
HAND_SIZE = 2
BUILDING_DISPLAY = 6
HONOR_DISPLAY = 14
REFILL_BELOW = 7  # market below 7 bricks -> refill
REFILL_TO = 14  # ... until it holds at least 14
EARLY_END_BONUS = 5
SECTIONS_FOR_EARLY_END = ROMANS_PER_COLOUR  # the 15th section ends the game

# players -> (rounds, interim multiplier); confirmed HU p.3 and p.8
ROUNDS = {2: (3, 1), 3: (2, 2), 4: (2, 2)}

# Influence actions. Extra build: 2 influence (confirmed). Romans: the caption says 2 influence
# per Roman but the worked example (HU p.7) buys 2 Romans for 2 influence; the spec follows the
# example: STAND-IN 1 influence per Roman.
EXTRA_BUILD_INFLUENCE = 2
ROMAN_INFLUENCE = 1

# ----- action cards --------------------------------------------------------------------------
# Icons: "buy:K|B|R|Y|W|any", "build", "influence", "torch", "coins:3|4|5".
# STAND-IN faces except A1's icons (photo caption); A8 is the one 2/3-player card.


@dataclass(frozen=True)
class ActionCard:
    id: str
    icons: tuple[str, ...]
    torches: int
    two_three_only: bool = False


ACTION_CARDS: dict[str, ActionCard] = {
    c.id: c
    for c in (
        ActionCard("A1", ("buy:any", "buy:any", "coins:5", "build"), 2),
        ActionCard("A2", ("buy:K", "buy:B", "build", "influence"), 3),
        ActionCard("A3", ("buy:R", "buy:Y", "build", "coins:3"), 2),
        ActionCard("A4", ("buy:W", "buy:any", "build", "torch", "coins:4"), 3),
        ActionCard("A5", ("buy:K", "buy:R", "influence", "torch"), 2),
        ActionCard("A6", ("buy:B", "buy:Y", "build", "influence", "coins:4"), 3),
        ActionCard("A7", ("buy:any", "build", "coins:3"), 2),
        ActionCard("A8", ("buy:any", "buy:W", "build", "influence", "coins:5"), 3, True),
    )
}


def action_deck(players: int) -> list[str]:
    """The card ids of one player's deck: all 8, without the 2/3-player card at 4 players."""
    return [c.id for c in ACTION_CARDS.values() if players < 4 or not c.two_three_only]


# ----- supply cards: shops that get +1 brick. S1 confirmed (HU p.3), S2-S10 STAND-IN ---------

SUPPLY_CARDS: dict[str, tuple[int, ...]] = {
    "S1": (B, R, Y, W),
    "S2": (K, B, R),
    "S3": (K, R, Y),
    "S4": (K, B, Y),
    "S5": (K, B, R, Y),
    "S6": (K, B, W),
    "S7": (K, R, Y, W),
    "S8": (B, R, Y),
    "S9": (K, B, R, Y),
    "S10": (K, Y, W),
}

# ----- board ---------------------------------------------------------------------------------
# Quarters clockwise: red, yellow, black (confirmed order), blue (inferred). Which building
# stands in which quarter is a STAND-IN. The white shop belongs to every quarter.

QUARTER_SHOP = (R, Y, K, B)
BUILDINGS = ("BA", "AM", "PN", "CW")
BUILDING_NAME = {"BA": "Basilica", "AM": "Amphitheater", "PN": "Porta Nigra", "CW": "City Wall"}
BUILDING_QUARTER = {"BA": 0, "AM": 1, "PN": 2, "CW": 3}
SHOP_QUARTER = {QUARTER_SHOP[q]: q for q in range(4)}

PN_MIN, PN_MAX = 3, 8


def move_cost(src: int, dst: int) -> int:
    """Sestertii to walk the master builder clockwise from quarter src to dst."""
    return (dst - src) % 4


@dataclass(frozen=True)
class Site:
    id: str  # e.g. "BA-A4", "AM-C1", "CW-10", "PN-7"
    building: str
    row: str  # majority area: "A"/"B"/"C" for Basilica/Amphitheater, "" otherwise
    colour: int
    need: int  # exact bricks; 0 on Porta Nigra (3-8 chosen by the builder)
    vp: int  # 0 on Porta Nigra (height x colour value)

    @property
    def gives_card(self) -> bool:
        return not (self.building == "AM" and self.row == "C")  # confirmed, HU p.10


def _vp(need: int, colour: int) -> int:
    # STAND-IN formula bricks x value + 1, which fits the one confirmed site (2 yellow = 9).
    return need * VALUE[colour] + 1


def _sites() -> list[Site]:
    sites: list[Site] = []
    # Basilica: A2 2B, A4 2Y = 9 VP, A5 4W, B3 2R confirmed/inferred; the rest STAND-IN.
    basilica = {
        "A": ((3, K), (2, B), (2, R), (2, Y), (4, W)),
        "B": ((2, K), (3, B), (2, R), (3, Y), (1, W)),
    }
    for row, specs in basilica.items():
        for n, (need, col) in enumerate(specs, 1):
            sites.append(Site(f"BA-{row}{n}", "BA", row, col, need, _vp(need, col)))
    # Amphitheater: row A 3 bricks, B 2, C 1 of each colour (3R, 3Y in row A confirmed).
    for row, need in (("A", 3), ("B", 2), ("C", 1)):
        for col in COLOURS:
            sites.append(Site(f"AM-{row}{col + 1}", "AM", row, col, need, _vp(need, col)))
    # City Wall: all STAND-IN.
    wall = ((2, K), (3, K), (2, B), (3, B), (2, R), (3, R), (1, Y), (2, Y), (1, W), (2, W))
    for n, (need, col) in enumerate(wall, 1):
        sites.append(Site(f"CW-{n}", "CW", "", col, need, _vp(need, col)))
    # Porta Nigra: one colour per site; the colour list is a STAND-IN (a yellow site confirmed).
    for n, col in enumerate((K, K, B, B, R, R, Y, Y, W), 1):
        sites.append(Site(f"PN-{n}", "PN", "", col, 0, 0))
    return sites


SITES: dict[str, Site] = {s.id: s for s in _sites()}
SITES_BY_BUILDING: dict[str, tuple[Site, ...]] = {
    b: tuple(s for s in SITES.values() if s.building == b) for b in BUILDINGS
}

# Master builder rewards per 3 bricks in a building (confirmed, HU p.10-11):
# (torches, sestertii, influence, romans, free bricks). The City Wall brick's colour is the
# player's choice (STAND-IN: bricks are grey and the rule names no colour).
REWARD: dict[str, tuple[int, int, int, int, int]] = {
    "BA": (1, 0, 0, 1, 0),
    "AM": (0, 5, 0, 1, 0),
    "CW": (0, 0, 0, 0, 1),
    "PN": (0, 0, 1, 2, 0),
}
REWARD_TEXT = {
    "BA": Words("1 torch + 1 Roman", "porta-reward-BA"),
    "AM": Words("5 sestertii + 1 Roman", "porta-reward-AM"),
    "CW": Words("1 brick of your choice", "porta-reward-CW"),
    "PN": Words("1 influence + 2 Romans", "porta-reward-PN"),
}

# ----- majorities: area -> (1st, 2nd) -----------------------------------------------------
# Basilica rows, Amphitheater row A, City Wall confirmed; Amphitheater B/C and all Porta Nigra
# levels STAND-IN. Areas are (building, row); Porta Nigra is scored per level.
MAJORITY: dict[tuple[str, str], tuple[int, int]] = {
    ("BA", "A"): (12, 6),
    ("BA", "B"): (12, 6),
    ("AM", "A"): (15, 5),
    ("AM", "B"): (9, 3),
    ("AM", "C"): (6, 2),
    ("CW", ""): (20, 10),
}
PN_LEVEL_MAJORITY: dict[int, tuple[int, int]] = {
    3: (4, 2),
    4: (6, 3),
    5: (8, 4),
    6: (10, 5),
    7: (12, 6),
    8: (14, 7),
}

# ----- building cards: one per building and colour (inferred: 20 = 4 x 5) --------------------

BUILDING_CARDS = tuple(f"{b}:{LETTER[c]}" for b in BUILDINGS for c in COLOURS)
SET_SCORE = (0, 2, 6, 12, 20)  # confirmed HU p.9: a group of 1/2/3/4 different buildings

# ----- honor cards (STAND-IN deck; kinds and the confirmed costs per the spec) ---------------
# kinds: vp (VP now), money, torches, romans, white (white brick), build (extra build now),
# topper (brick on one of your Porta Nigra sections), sub (building card substitute, `building`
# names it), final (VP at final scoring; `discard` is "sets" for 4 different building cards or
# the id prefix of the final card it replaces).


@dataclass(frozen=True)
class HonorCard:
    id: str
    cost: int  # influence
    kind: str
    amount: int = 0
    building: str = ""
    discard: str = ""


def _honor() -> list[HonorCard]:
    cards: list[HonorCard] = []

    def add(n: int, cost: int, kind: str, amount: int = 0, **kw: str) -> None:
        for _ in range(n):
            cards.append(HonorCard(f"H{len(cards) + 1:02d}", cost, kind, amount, **kw))

    add(3, 1, "vp", 4)
    add(3, 2, "vp", 9)
    add(2, 3, "vp", 14)
    add(2, 1, "money", 6)
    add(2, 1, "torches", 2)
    add(2, 1, "romans", 2)
    add(2, 1, "white", 1)
    add(1, 1, "build")
    add(2, 1, "topper")  # effect confirmed
    for b in BUILDINGS:  # cost and kind confirmed
        add(1, 2, "sub", building=b)
    add(2, 2, "final", 30, discard="sets")  # cost confirmed
    add(2, 2, "final", 42, discard="30")
    add(1, 3, "final", 56, discard="42")
    return cards


HONOR_CARDS: dict[str, HonorCard] = {h.id: h for h in _honor()}


def honor_text(card: HonorCard) -> Words:
    """What a player reads: cost and effect."""
    effect = honor_effect(card)
    return Words(
        f"{effect} (cost {card.cost} influence)",
        "porta-w-honor-text",
        effect=effect,
        cost=card.cost,
    )


def honor_effect(card: HonorCard) -> Words:
    """What the card does, without its cost: a label says the cost as paid."""
    return Words(
        _honor_effect(card),
        "porta-w-honor-effect",
        kind=card.kind if card.kind != "final" or card.discard != "sets" else "final-sets",
        amount=card.amount,
        building=card.building,
        discard=card.discard,
    )


def _honor_effect(card: HonorCard) -> str:
    """What the card does, without its cost: a label says the cost as paid."""
    match card.kind:
        case "vp":
            effect = f"{card.amount} VP now"
        case "money":
            effect = f"take {card.amount} sestertii"
        case "torches":
            effect = f"take {card.amount} torch tokens"
        case "romans":
            effect = f"take {card.amount} Romans"
        case "white":
            effect = "take 1 white brick"
        case "build":
            effect = "place 1 building section now"
        case "topper":
            effect = "add 1 brick to one of your Porta Nigra sections"
        case "sub":
            name = BUILDING_NAME[card.building]
            effect = f"counts as {'an' if name[0] in 'AEIOU' else 'a'} {name} building card"
        case _:
            if card.discard == "sets":
                effect = f"{card.amount} VP at the end; discard 4 different building cards"
            else:
                effect = f"{card.amount} VP at the end; discard your {card.discard}-VP card"
    return effect


def _validate() -> None:
    assert len(ACTION_CARDS) == 8 and sum(c.two_three_only for c in ACTION_CARDS.values()) == 1
    for card in ACTION_CARDS.values():
        assert 3 <= len(card.icons) <= 5 and 2 <= card.torches <= 3 < len(card.icons) + 1
        assert len(set(card.icons)) == len(card.icons) or card.icons.count("buy:any") == 2
    assert len(SUPPLY_CARDS) == 10
    assert len(SITES) == 44 and len(BUILDING_CARDS) == 20 and len(HONOR_CARDS) == 28
    assert SITES["BA-A4"].vp == 9 and SITES["BA-A4"].colour == Y
    assert sorted(QUARTER_SHOP) == [K, B, R, Y]


_validate()
