"""A message value: a catalogue key and its arguments, rendered in its reader's language only
where it leaves for Discord.

The table service decides *what* to say and does not know who reads it in which language; the
Discord side knows the reader and renders. A ``Text`` is also the ``str`` of its English
rendering, so logs, the terminal and the service's own tests read it as they read English
before, and a place not yet taught to render still shows correct English. An argument may be a
``Text`` itself (a game's title, a time limit's label): it is rendered in the same language as
the sentence around it, so no translated fragments are glued together by the code.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TypeGuard, Union

from fluent.runtime.types import fluent_number

from bot.i18n.catalogue import Arg, default_catalogue
from bot.i18n.languages import ENGLISH, supported
from rules.words import Lines, WordArg, Words

TextArg = Union[Arg, "Text"]


class Text(str):
    key: str
    args: Mapping[str, TextArg]

    def __new__(cls, key: str, /, **args: TextArg) -> Text:
        self = super().__new__(cls, _format(ENGLISH, key, args))
        self.key, self.args = key, dict(args)
        return self

    def render(self, locale: str | None) -> str:
        """This message in the language ``locale`` reads."""
        return _format(locale, self.key, self.args)

    def __repr__(self) -> str:
        return f"Text({self.key!r}, {dict(self.args)!r})"

    def __reduce__(self) -> tuple[object, tuple[str, dict[str, TextArg]]]:
        # rebuilt from its key (as a plain str it would come back as its English read as a key)
        return _rebuild, (self.key, dict(self.args))


def _rebuild(key: str, args: dict[str, TextArg]) -> Text:
    return Text(key, **args)


def localized(value: str, locale: str | None) -> str:
    """``value`` for a reader of ``locale``: a ``Text`` or an engine's ``Words`` in their
    language; any other string (a player's name, a card's id) as it is."""
    if isinstance(value, Text):
        return value.render(locale)
    if isinstance(value, Lines):
        return "\n".join(localized(line, locale) for line in value.lines)
    if isinstance(value, Words):
        # The engine wrote its English itself, and English readers get exactly that.
        if (supported(locale) or ENGLISH) == ENGLISH:
            return str(value)
        return _format(locale, value.key, value.args)
    return value


def _format(locale: str | None, key: str, args: Mapping[str, TextArg | WordArg]) -> str:
    # the images' many words come plain already: no copy on their way to the remembered ones
    plain: Mapping[str, Arg] = (
        args if _plain_only(args) else {name: _plain(v, locale) for name, v in args.items()}
    )
    if _plain_only(plain):
        return _format_plain(locale, key, tuple(plain.items()))
    return default_catalogue().text(locale, key, **plain)


def _plain_only(args: Mapping[str, object]) -> TypeGuard[Mapping[str, str | int]]:
    """Whether every argument is exactly a str or an int: a ``Text`` or ``Words`` is said in
    its reader's language first, and a number() float carries a format of its own."""
    # a loop, not all() over a generator: asked for every word of every image and message
    for value in args.values():
        kind = type(value)
        if kind is not str and kind is not int:
            return False
    return True


@lru_cache(maxsize=16384)
def _format_plain(locale: str | None, key: str, args: tuple[tuple[str, Arg], ...]) -> str:
    # Formatting a message (its numbers above all) costs more than drawing its words, and an
    # image says hundreds, most of them the same from one turn to the next.
    return default_catalogue().text(locale, key, **dict(args))


def _plain(value: TextArg | WordArg, locale: str | None) -> Arg:
    if isinstance(value, str):
        return localized(value, locale)
    if isinstance(value, tuple):
        return ", ".join(localized(item, locale) for item in value)
    return value


def say(locale: str | None, key: str, /, **args: TextArg) -> str:
    """``key`` rendered at once for a reader of ``locale`` (where the reader is known)."""
    return _format(locale, key, args)


def number(value: float, decimals: int = 0, *, fixed: bool = False, percent: bool = False) -> float:
    """``value`` to be written the reader's way (``1,5`` in Hungarian and Spanish) with at most
    ``decimals`` fraction digits (exactly that many when ``fixed``), or as a percentage. The
    catalogue then writes a plain ``{ $x }``, which any argument can fill."""
    formatted = fluent_number(
        float(value),
        style="percent" if percent else "decimal",
        minimumFractionDigits=decimals if fixed else 0,
        maximumFractionDigits=decimals,
    )
    assert isinstance(formatted, float)  # a float stays a float, with its format attached
    return formatted


def written(value: float, locale: str | None, decimals: int = 2) -> str:
    """A number alone (a score) as a reader of ``locale`` writes it: ``13,9`` in Hungarian and
    Spanish, ``13.9`` in English, at most ``decimals`` fraction digits."""
    return say(locale, "stats-score", value=number(value, decimals))
