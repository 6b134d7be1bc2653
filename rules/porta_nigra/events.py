"""What Porta Nigra's events say, as ``Words``: a phrase whose subject is the event's seat (the
front end puts the player's name first), or a whole sentence when no seat acts."""

from __future__ import annotations

from functools import cache

from rules.core import Event
from rules.porta_nigra import data as d
from rules.porta_nigra.choices import _bq, _cost_text, card_name, card_text, site_text
from rules.words import Words

Events = list[Event]

# The events said with the same words every time, made once.
GAVE_UP = Words("gave up a card action for 1 sestertius", "porta-ev-gave-up")
RETURNED = Words("returned a torch token for 1 sestertius", "porta-ev-returned-torch")
PAID_ROMAN = Words(
    f"paid {d.ROMAN_INFLUENCE} influence for a Roman", "porta-ev-paid-roman", cost=d.ROMAN_INFLUENCE
)
PAID_BUILD = Words(
    f"paid {d.EXTRA_BUILD_INFLUENCE} influence for a build",
    "porta-ev-paid-build",
    cost=d.EXTRA_BUILD_INFLUENCE,
)
USED_TORCH = Words("used a torch token for an extra action", "porta-ev-used-torch")
TOOK_INFLUENCE = Words("took an influence token", "porta-ev-took-influence")
TOOK_TORCH = Words("took a torch token", "porta-ev-took-torch")
NOTHING_LEFT = Words("has nothing left to do", "porta-ev-nothing-left")
FIFTEENTH = Words("placed a 15th building section", "porta-ev-fifteenth")
EMPTIED = Words("emptied the brick supply and the market", "porta-ev-emptied")
DREW = Words("drew a card", "porta-ev-drew")
RESHUFFLED = Words("reshuffled the action deck and drew 2 cards", "porta-ev-reshuffled")


# The events whose few values recur all game long, each made once.


@cache
def played(card: str) -> Words:
    text = card_text(card)
    return Words(f"played card {card}: {text}", "porta-ev-played", card=card, text=text)


@cache
def wall_brick(c: int) -> Words:
    name = d.COLOUR_NAME[c]
    return Words(f"took a {name} brick (City Wall reward)", "porta-ev-wall-brick", colour=name)


@cache
def moved(move: int) -> Words:
    return Words(
        f"moved the master builder {move} quarter(s) clockwise", "porta-ev-moved", count=move
    )


@cache
def bought(c: int) -> Words:
    name, price = d.COLOUR_NAME[c], d.PRICE[c]
    return Words(
        f"bought a {name} brick for {_cost_text(price)}",
        "porta-ev-bought",
        colour=name,
        price=price,
    )


# The rest, made when they happen.


def placed_builder(quarter: int) -> Words:
    return Words(
        f"placed the master builder in the {d.BUILDING_NAME[_bq(quarter)]} quarter",
        "porta-ev-start",
        building=_bq(quarter),
    )


def took_money(amount: int) -> Words:
    return Words(f"took {amount} sestertii", "porta-ev-took-money", amount=amount)


def built(site: d.Site, height: int, vp: int) -> Words:
    where = site_text(site, height)
    return Words(f"built {where} for {vp} VP", "porta-ev-built", site=where, vp=vp)


def took_building_card(card: str) -> Words:
    name = card_name(card)
    return Words(f"took the building card {name}", "porta-ev-building-card", card=name)


def rewarded(times: int, building: str, romans_due: int, romans_got: int) -> Words:
    """``times`` master builder rewards of ``building``; ``romans_got`` of the ``romans_due``
    Romans they give were left in the supply."""
    reward = d.REWARD_TEXT[building]
    text = f"{times} master builder reward(s) in the {d.BUILDING_NAME[building]}: "
    text += reward if times == 1 else f"{times} x ({reward})"
    short = romans_got < romans_due
    if short:
        text += f" (only {romans_got} Roman(s) left)"
    return Words(
        text,
        "porta-ev-reward",
        times=times,
        building=building,
        reward=reward,
        romans=romans_got,
        short="yes" if short else "no",
    )


def bought_honor(h: str) -> Words:
    said = d.honor_text(d.HONOR_CARDS[h])
    return Words(f"bought honor card {h}: {said}", "porta-ev-honor", card=h, text=said)


def topped(site_id: str, height: int) -> Words:
    return Words(
        f"added a brick to the section on {site_id} (now {height})",
        "porta-ev-top",
        site=site_id,
        height=height,
    )


def early_end(why: Words) -> Words:
    return Words(
        f"{why}: the game ends early; +{d.EARLY_END_BONUS} VP, and everyone else has one more turn",
        "porta-ev-early-end",
        why=why,
        vp=d.EARLY_END_BONUS,
    )


def supply_refilled(drawn: list[str]) -> Words:
    cards = ", ".join(drawn)
    return Words(f"Supply cards {cards} refilled the brick market.", "porta-ev-supply", cards=cards)


def new_on_display(drawn: list[str]) -> Words:
    cards = ", ".join(drawn)
    return Words(f"New cards on display: {cards}.", "porta-ev-display", cards=cards)


def round_over(round_: int) -> Words:
    return Words(f"Round {round_} is over: intermediate scoring.", "porta-ev-interim", round=round_)


def scored(total: int, vp: int) -> Words:
    return Words(
        f"scored {total}: {vp} VP and {_cost_text(total - vp)}",
        "porta-ev-scored",
        total=total,
        vp=vp,
        money=total - vp,
    )


def chose_first(seat: str, round_: int) -> Words:
    return Words(f"chose {seat} to start round {round_}", "porta-ev-first", seat=seat, round=round_)


def game_over(vp: int) -> Words:
    """The end, with the best score but no winner: who wins is the table's to say, since a seat
    that resigned (and was played on by the computer) never wins whatever it scored."""
    return Words(f"The game is over. The best score is {vp} VP.", "porta-ev-over", vp=vp)
