"""What the engines say, without a language: a catalogue key and its arguments.

The engines import nothing from ``bot`` (ARCHITECTURE.md), so they cannot render a catalogue
message themselves; a ``Words`` value is the ``str`` of its English (what logs, the terminal and
the rules tests read, exactly as before) and carries the key and arguments that ``bot.i18n``
renders in any other language. An argument may be ``Words`` itself (a colour, a building), said
in the same language as the sentence around it. Building one costs no more than the f-string it
replaces, so labels and events stay cheap on the engines' hot path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Union

# A tuple is a list said in the reader's language, item by item, joined by commas.
WordArg = Union[str, int, float, "Words", tuple["Words", ...]]


class Words(str):
    key: str
    args: Mapping[str, WordArg]

    def __new__(cls, english: str, key: str, /, **args: WordArg) -> Words:
        self = super().__new__(cls, english)
        self.key, self.args = key, args
        return self

    def __repr__(self) -> str:
        return f"Words({str(self)!r}, {self.key!r}, **{dict(self.args)!r})"

    def __reduce__(self) -> tuple[object, tuple[str, str, dict[str, WordArg]]]:
        # rebuilt with its key: unpickled as a plain str it would lose it
        return _rebuild, (str(self), self.key, dict(self.args))


def _rebuild(english: str, key: str, args: dict[str, WordArg]) -> Words:
    return Words(english, key, **args)


class Lines(str):
    """Messages one under another (a summary whose number of lines varies), each rendered in
    the reader's language; its ``str`` is their English."""

    lines: tuple[str, ...]

    def __new__(cls, lines: tuple[str, ...]) -> Lines:
        self = super().__new__(cls, "\n".join(lines))
        self.lines = lines
        return self

    def __reduce__(self) -> tuple[object, tuple[tuple[str, ...]]]:
        return Lines, (self.lines,)


# The glossary's counted amounts (a game's "<prefix>-sestertii", "<prefix>-vp"): each message
# takes $count and chooses its plural form.
COUNTED = ("sestertii", "vp")


def slug(name: str) -> str:
    """A data name as a catalogue key's part: "double curve" -> "double-curve"."""
    return "-".join(name.lower().replace("'", "").split())
