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

# A wrapped message, or its start when the layout cut it with an ellipsis.
_WRAPPED = re.compile(rf"{OPEN}[^{OPEN}{CLOSE}]*(?:{CLOSE}|…$)")
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


def untranslated(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """The drawn strings that hold a word that is neither the catalogues' (wrapped) nor one of
    ``allowed`` (the players' names, the game's title)."""
    allowed = sorted(set(allowed), key=len, reverse=True)
    left = []
    for text in texts:
        rest = _WRAPPED.sub(" ", text)
        for word in allowed:
            rest = rest.replace(word, " ")
        if _WORD.search(rest):
            left.append(text)
    return left
