"""The game's nouns and small phrases as ``Words``, so the sentences around them (labels,
events, refusals, the table's text) can be said in any language.

A noun's key is its glossary key (``bot/i18n/glossary.py`` derives them from ``data``); a phrase
that a language builds differently (an article, a count with its plural) has a key of its own in
``builders-engine.ftl``. Each is made once (cached): labels and events reuse them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.builders_antiquity import data
from rules.builders_antiquity.data import RESOURCES, Resources
from rules.builders_antiquity.state import MemberKind
from rules.words import Words

NOTHING = Words("nothing", "builders-w-nothing")
NONE = Words("none", "builders-w-none")
YOU = Words("You", "builders-w-you")

# The resources as labels write them: short enough that the longest label of a decision
# (Lighthouse of Alexandria, every resource, extra actions) fits a Discord button whole. The
# rules text (cogs/builders_antiquity) explains "arch" and "deco".
SHORT = ("stone", "wood", "arch", "deco")
# short_resources with 1 to 4 parts: the parts one after another, spaced.
_SPACED = (
    "builders-w-spaced-1",
    "builders-w-spaced-2",
    "builders-w-spaced-3",
    "builders-w-spaced-4",
)
_PART_NAMES = ("a", "b", "c", "d")


@cache
def building(card: str) -> Words:
    return Words(data.BUILDING_BY_ID[card].name, f"builders-building-{card}")


@cache
def the_building(card: str) -> Words:
    """ "the Armory": each language puts its own article (and gender) before the name."""
    return Words(
        f"the {data.BUILDING_BY_ID[card].name}",
        "builders-w-the-building",
        card=card,
        building=building(card),
    )


@cache
def tool(card: str) -> Words:
    return Words(data.TOOL_BY_ID[card].name, f"builders-tool-{card}")


@cache
def the_tool(card: str) -> Words:
    return Words(
        f"the {data.TOOL_BY_ID[card].name}", "builders-w-the-tool", card=card, tool=tool(card)
    )


@cache
def worker(kind: str) -> Words:
    """A worker card's kind ("Apprentice")."""
    return Words(kind, f"builders-worker-{kind.lower()}")


@cache
def resource(r: int) -> Words:
    name = RESOURCES[r]
    return Words(name, f"builders-resource-{name}")


@cache
def resource_count(r: int, count: int) -> Words:
    """ "3 architecture": a resource's full name with its count."""
    name = RESOURCES[r]
    return Words(f"{count} {name}", f"builders-resource-count-{name}", count=count)


@cache
def short(r: int, count: int) -> Words:
    """ "3 arch": a resource as labels write it."""
    return Words(f"{count} {SHORT[r]}", "builders-w-short", resource=RESOURCES[r], count=count)


@cache
def short_resources(values: Resources) -> Words:
    """What a card makes or a building needs, as a label writes it: "1 stone 2 arch"."""
    parts = [short(r, n) for r, n in enumerate(values) if n]
    if not parts:
        return NOTHING
    return Words(
        " ".join(parts),
        _SPACED[len(parts) - 1],
        **dict(zip(_PART_NAMES, parts, strict=False)),
    )


@cache
def resources_text(values: Resources) -> Words:
    """What a card makes or a building needs, in full: "1 stone, 2 architecture"."""
    parts = tuple(resource_count(r, n) for r, n in enumerate(values) if n)
    if not parts:
        return NOTHING
    return Words(", ".join(parts), "builders-w-list", list=parts)


@cache
def sestertii(n: int) -> Words:
    return Words(f"{n} sestertius" if n == 1 else f"{n} sestertii", "builders-sestertii", count=n)


@cache
def member_name(kind: MemberKind, card: str, freed: bool) -> Words:
    """A crew card's name: its worker kind, "Slave", "Freed slave", or its machine's name."""
    if kind == "machine":
        return building(card)
    if kind == "slave":
        return FREED_SLAVE if freed else SLAVE
    return worker(data.WORKER_BY_ID[card].kind)


SLAVE = Words("Slave", "builders-w-slave")
FREED_SLAVE = Words("Freed slave", "builders-w-freed-slave")


@cache
def a_member(kind: MemberKind, card: str, freed: bool) -> Words:
    """A crew card with its indefinite article, as the object of a sentence ("hired an
    Apprentice"): ``sort`` tells the languages which card it is (their articles and cases
    differ by card)."""
    name = member_name(kind, card, freed)
    if kind == "machine":
        sort = card
    elif kind == "slave":
        sort = "freed" if freed else "slave"
    else:
        sort = data.WORKER_BY_ID[card].kind.lower()
    english = f"an {name}" if name[0] in "AEIOU" else f"a {name}"
    return Words(english, "builders-w-a-member", sort=sort, name=name)


def twin(name: str, number: int) -> Words:
    """A crew card printed alike with another, told apart by its number ("Craftsman #5").

    ``name`` is the engine's ``Words`` (a label's, said in its reader's language later) or an
    image's name already in its reader's language, a plain ``str``. Only the engine's are
    cached, by their key too: a ``Words`` equals and hashes as its English, so one cache for
    both would hand the labels an English picture's plain "Craftsman", said in English in every
    language for as long as the process lives."""
    if isinstance(name, Words):
        return _twin(name.key, name, number)
    return Words(f"{name} #{number}", "builders-w-twin", name=name, number=number)


@cache
def _twin(key: str, name: Words, number: int) -> Words:
    return Words(f"{name} #{number}", "builders-w-twin", name=name, number=number)


def semicolons(items: Sequence[str]) -> str:
    """``items`` one after another, "; " between them, each said in the reader's language."""
    if len(items) == 1:
        return items[0]
    rest = semicolons(items[1:])
    return Words(f"{items[0]}; {rest}", "builders-w-semicolon", first=items[0], rest=rest)
