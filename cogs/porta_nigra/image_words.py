"""The words Porta Nigra's images draw, in the language of their reader: the abbreviations every
image shares (brick letters, building codes, players' marks, VP), a player's goods and the honor
cards' short effects. The abbreviations and effects are said once per language and value: an image
draws hundreds of them."""

from __future__ import annotations

from functools import lru_cache

from bot.i18n.text import localized, say
from rules.porta_nigra import data as d
from rules.porta_nigra.engine import icon_text
from rules.porta_nigra.view import PlayerView
from rules.porta_nigra.words import building

_CACHED = 1024


@lru_cache(maxsize=_CACHED)
def letter(colour: int, locale: str) -> str:
    """A brick colour's letter (K B R Y W in English)."""
    return say(locale, "porta-img-letter", colour=d.COLOUR_NAME[colour])


@lru_cache(maxsize=_CACHED)
def code(building: str, locale: str) -> str:
    """A building's (and its quarter's) code: BA AM CW PN in English."""
    return say(locale, "porta-img-code", building=building)


@lru_cache(maxsize=_CACHED)
def building_name(b: str, locale: str) -> str:
    """A building's name (the glossary's)."""
    return localized(building(b), locale)


@lru_cache(maxsize=_CACHED)
def reward_text(b: str, locale: str) -> str:
    """What a building's master builder gives for every 3rd brick there."""
    return localized(d.REWARD_TEXT[b], locale)


@lru_cache(maxsize=_CACHED)
def icon_words(icon: str, locale: str) -> str:
    """An action card's icon as the engine says it."""
    return localized(icon_text(icon), locale)


@lru_cache(maxsize=_CACHED)
def player_mark(player: int, locale: str) -> str:
    """A player by their number in turn order: P1 in English."""
    return say(locale, "porta-img-player", number=player + 1)


@lru_cache(maxsize=_CACHED)
def vp(amount: int, locale: str, tight: bool = False) -> str:
    """An amount of VP ("4 VP"; ``tight``: "4VP", for a chip)."""
    return say(locale, "porta-img-vp-tight" if tight else "porta-img-vp", vp=amount)


@lru_cache(maxsize=_CACHED)
def phase_text(phase: str, locale: str) -> str:
    """What the player to move decides in ``phase``."""
    return say(locale, "porta-img-phase", phase=phase)


def money_text(n: int, locale: str) -> str:
    """An amount of sestertii (the Latin singular for one, in English)."""
    return say(locale, "porta-sestertii", count=n)


def goods_text(p: PlayerView, locale: str) -> str:
    """A player's sestertii, torches, influence and Romans on one line (the board's and the
    hand's)."""
    return say(
        locale,
        "porta-img-goods",
        money=money_text(p.money, locale),
        torches=p.torches,
        influence=p.influence,
        romans=p.romans,
    )


def site_code(site_id: str, locale: str) -> str:
    """A site's id with its building's code in ``locale``: "PN-3" (only the Porta Nigra's are
    drawn whole; the others' rows and numbers stand inside their building's panel)."""
    building, _, rest = site_id.partition("-")
    return f"{code(building, locale)}-{rest}"


def _honor_args(h: str, locale: str) -> dict[str, str | int]:
    card = d.HONOR_CARDS[h]
    kind = card.kind
    if kind == "final" and card.discard == "sets":
        kind = "final-sets"
    return {
        "kind": kind,
        "amount": card.amount,
        "vp": vp(card.amount, locale),
        "letter": letter(d.W, locale),
        "code": code(card.building if kind == "sub" else "PN", locale),
        "discard": card.discard,
    }


@lru_cache(maxsize=_CACHED)
def honor_lines(h: str, locale: str) -> tuple[str, str]:
    """An honor card's effect in two short lines (a board's tile): effect and detail."""
    args = _honor_args(h, locale)
    return say(locale, "porta-img-honor-top", **args), say(locale, "porta-img-honor-bottom", **args)


@lru_cache(maxsize=_CACHED)
def honor_effect(h: str, locale: str) -> str:
    """An honor card's effect on one line (a chip of the turn image)."""
    return say(locale, "porta-img-honor-chip", **_honor_args(h, locale))
