"""What a renderer writes into its image, caught where every word passes: Pillow's
``ImageDraw.text``. A test draws a board in the pseudo-locale inside ``drawn_texts()`` and checks
with ``untranslated`` that every word came from the catalogues (wrapped in ⟦ ⟧, accented)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PIL import ImageDraw

from bot.i18n.pseudo import CLOSE, OPEN

# A message with no message inside it (an argument may be a message: "⟦R1 is ⟦red⟧⟧"); it may
# run over several drawn lines.
_INNERMOST = re.compile(rf"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
# The start of a message the layout cut with an ellipsis at the end of a line.
_CUT = re.compile(rf"{OPEN}[^{OPEN}{CLOSE}]*…$", re.MULTILINE)
# Two letters in a row outside a wrapped message: a word. Coordinates (A1, P12), single letters
# (a workman's R) and numbers are no words of any language.
_WORD = re.compile(r"[^\W\d_]{2,}")


@contextmanager
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string drawn with ``ImageDraw.text`` inside the block, in drawing order."""
    found: list[str] = []
    original = ImageDraw.ImageDraw.text

    def recording(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kw: Any) -> None:
        found.append(str(text))
        original(self, xy, text, *args, **kw)

    with monkeypatch.context() as patch:
        patch.setattr(ImageDraw.ImageDraw, "text", recording)
        yield found


def outside_messages(texts: Iterable[str]) -> list[str]:
    """The lines of an image's texts with every message taken out, innermost first, so that
    what is left is what no catalogue said."""
    text = "\n".join(texts)
    while True:
        shorter = _CUT.sub("…", _INNERMOST.sub(" ", text))
        if shorter == text:
            return text.split("\n")
        text = shorter


def untranslated(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """What is left of the drawn strings, line by line, that holds a word neither from the
    catalogues (wrapped) nor one of ``allowed`` (the players' names, the game's title)."""
    allowed = sorted(set(allowed), key=len, reverse=True)
    left = []
    for line in outside_messages(texts):
        rest = line
        for word in allowed:
            rest = rest.replace(word, " ")
        if _WORD.search(rest):
            left.append(line)
    return left


def name_lines(names: Iterable[str]) -> list[str]:
    """The lines a name wrapped at its spaces may be drawn as: every run of its words."""
    runs = []
    for name in names:
        words = name.split()
        runs += [
            " ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)
        ]
    return runs
