"""SVG markup for the table's web page (issue 37): the board drawn as elements a reader clicks,
from the same views the PNG images use.

A thing on the board that plays one of the offered choices is wrapped by ``clickable``: a
group carrying the choices' ids in ``data-actions`` (several when one spot offers several, as
an Aqua Romana tile laid with or without closing an aqueduct: the page then asks which). The
page's script plays them; the markup holds no script and no event handler (the page's
Content-Security-Policy allows none), and every text is escaped here, once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
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
