"""SVG markup for the table's web page (issue 37): the board drawn as elements a reader clicks,
from the same views the PNG images use.

A thing on the board that plays one of the offered choices is wrapped by ``clickable``: a
group carrying the choices' ids in ``data-actions`` (several when one spot offers several, as
an Aqua Romana tile laid with or without closing an aqueduct: the page then asks which). The
page's script plays them; the markup holds no script and no event handler (the page's
Content-Security-Policy allows none), and every text is escaped here, once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from bot.adapter import Offer

Colour = tuple[int, int, int]
Attr = str | int | float


def colour(rgb: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def _attrs(attrs: Mapping[str, Attr | None]) -> str:
    # a trailing "_" lets a Python keyword name an attribute (class_), "_" inside means "-"
    return "".join(
        f' {name.rstrip("_").replace("_", "-")}="{escape(str(value), quote=True)}"'
        for name, value in attrs.items()
        if value is not None
    )


def element(tag: str, *children: str, **attrs: Attr | None) -> str:
    """``<tag attrs>children</tag>``; the children are markup already (escape text with
    ``text``)."""
    inner = "".join(children)
    return f"<{tag}{_attrs(attrs)}>{inner}</{tag}>" if inner else f"<{tag}{_attrs(attrs)}/>"


def text(x: float, y: float, words: str, size: float, **attrs: Attr | None) -> str:
    """A line of text whose baseline starts at (x, y) (``text_anchor="middle"`` centres it)."""
    return element("text", escape(words, quote=False), x=x, y=y, font_size=size, **attrs)


def inked(
    x: float,
    y: float,
    words: str,
    size: float,
    ink: Colour,
    bold: bool = False,
    anchor: str | None = None,
) -> str:
    """``text`` in ``ink``, bold or not, from (x, y) (``anchor``: "middle", "end")."""
    return text(
        x,
        y,
        words,
        size,
        fill=colour(ink),
        font_weight="bold" if bold else None,
        text_anchor=anchor,
    )


def title(words: str) -> str:
    """What a reader's pointer or screen reader says for the element it is the first child of."""
    return element("title", escape(words, quote=False))


def clickable(content: str, choices: Sequence[Offer], **attrs: Attr | None) -> str:
    """``content`` as a button of the page that plays one of ``choices`` (their ids in
    ``data-actions``, their labels for a screen reader and for the page's question when there
    are several). No choices: ``content`` as it is."""
    if not choices:
        return content
    label = " / ".join(choice.label for choice in choices)
    return element(
        "g",
        title(label),
        content,
        class_="act",
        role="button",
        tabindex=0,
        aria_label=label,
        data_actions=" ".join(choice.id for choice in choices),
        data_labels="\u241e".join(choice.label for choice in choices),
        **attrs,
    )


def thing(content: str, choices: Sequence[Offer], **attrs: Attr | None) -> str:
    """``content`` named by ``attrs`` (its card, site, ...): the page's button playing
    ``choices``, or, with none, a group that names it alike (a test or the page finds a thing
    by its name whether it plays now or not)."""
    return clickable(content, choices, **attrs) if choices else element("g", content, **attrs)


@dataclass(frozen=True)
class Piece:
    """Something ``w`` x ``h`` units drawn with its top left at (x, y)."""

    w: float
    h: float
    draw: Callable[[float, float], str]


def placed(markup: str, w: float, h: float) -> Piece:
    """``markup`` drawn at (0, 0), ``w`` x ``h``, as a piece moved where it goes."""
    return Piece(w, h, lambda x, y: element("g", markup, transform=f"translate({x} {y})"))


def flow(
    pieces: Iterable[Piece],
    left: float,
    right: float,
    top: float,
    gap: float = 6,
    line_gap: float = 4,
    align: float = 0.5,
) -> tuple[str, float]:
    """``pieces`` left to right from ``left``, ``gap`` apart, on a new line ``line_gap`` below
    where the next would cross ``right``; in its line's height a piece stands at ``align`` (0
    its top, 0.5 its middle). Returns the markup and the bottom."""
    out: list[str] = []
    line: list[tuple[float, Piece]] = []
    x, y = left, top

    def close() -> float:
        h = max(p.h for _, p in line)
        out.extend(p.draw(px, y + (h - p.h) * align if align else y) for px, p in line)
        return y + h

    for piece in pieces:
        if line and x + piece.w > right:
            y = close() + line_gap
            line, x = [], left
        line.append((x, piece))
        x += piece.w + gap
    bottom = close() if line else y
    return "".join(out), bottom


def choices_by(offered: Iterable[Offer], key: str) -> list[Offer]:
    """The offered choices whose id starts with ``key`` (e.g. every choice that lays a tile
    on one square, closing an aqueduct or not)."""
    return [choice for choice in offered if choice.id.startswith(key)]


def document(width: int, height: int, content: str, label: str) -> str:
    """The ``<svg>`` element: scales to its container's width (``viewBox``), ``label`` the
    board in words for a screen reader."""
    return element(
        "svg",
        title(label),
        content,
        xmlns="http://www.w3.org/2000/svg",
        viewBox=f"0 0 {width} {height}",
        width="100%",
        role="img",
        aria_label=label,
        font_family="DejaVu Sans, Verdana, sans-serif",
    )
