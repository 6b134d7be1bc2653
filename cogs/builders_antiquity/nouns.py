"""The game's nouns as The Builders' images write them, in the reader's language: cards by the
glossary (game-builders.ftl), crew members, resources and their one-letter symbols.

The names come from the data ids, not from the engine's English strings, so an image needs no
English to find its words. Each is cached per language: a board names the same cards many times.
"""

from __future__ import annotations

from functools import cache

from bot.i18n.text import say
from rules.builders_antiquity import data
from rules.builders_antiquity.actions import crew_name
from rules.builders_antiquity.view import MemberView
from rules.words import slug

# The glossary names the machine "Saw (machine)" to tell it from the tool; an image marks a
# machine by its colour and badge, so it writes the short name.
_SHORT_NAMES = {"machine_saw": "builders-img-machine-saw"}
# The resource symbols: the initial of each resource's name in the reader's language.
_LETTERS = (
    "builders-img-letter-stone",
    "builders-img-letter-wood",
    "builders-img-letter-architecture",
    "builders-img-letter-decoration",
)


@cache
def building(card_id: str, locale: str) -> str:
    """A building's or a machine's name, without the "(machine)" its looks already say."""
    return say(locale, _SHORT_NAMES.get(card_id, f"builders-building-{card_id}"))


@cache
def building_full(card_id: str, locale: str) -> str:
    """A building's name as the glossary writes it (the machine Saw says it is one)."""
    return say(locale, f"builders-building-{card_id}")


@cache
def worker(card_id: str, locale: str) -> str:
    """A worker card's kind (Apprentice, Master…)."""
    return say(locale, f"builders-worker-{slug(data.WORKER_BY_ID[card_id].kind)}")


@cache
def tool(tool_id: str, locale: str) -> str:
    return say(locale, f"builders-tool-{tool_id}")


@cache
def letter(resource: int, locale: str) -> str:
    """The symbol of a resource on its chip (S W A D in English)."""
    return say(locale, _LETTERS[resource])


@cache
def resource(r: int, locale: str) -> str:
    """A resource's name as it reads inside a sentence ("stone")."""
    return say(locale, f"builders-resource-{data.RESOURCES[r]}")


def member(m: MemberView, locale: str) -> str:
    """A crew member's name: its worker kind, its machine, or a slave, freed or not."""
    if m.kind == "machine":
        return building(m.card, locale)
    if m.kind == "slave":
        return say(locale, "builders-img-freed-slave" if m.freed else "builders-img-slave")
    return worker(m.card, locale)


def sort(m: MemberView) -> str:
    """Which card a crew member is, for a language's articles and cases: its worker kind
    ("apprentice"), "slave" or "freed", or its machine's id."""
    if m.kind == "machine":
        return m.card
    if m.kind == "slave":
        return "freed" if m.freed else "slave"
    return data.WORKER_BY_ID[m.card].kind.lower()


def crew_member(m: MemberView, locale: str) -> str:
    """A crew member as the buttons name it: twins (two Craftsmen printed alike) numbered."""
    return crew_name(m.card, member(m, locale))


def hired(card_id: str, locale: str) -> str:
    """A worker card for hire as the buttons name it, twins numbered."""
    return crew_name(card_id, worker(card_id, locale))
