"""The web page's SVG markup (cogs/svg.py): well-formed XML, every text escaped once, and a
clickable thing carrying the ids and labels of exactly the choices it plays."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from bot.adapter import Offer
from cogs.svg import choices_by, clickable, colour, document, element, text

SVG = "{http://www.w3.org/2000/svg}"


def test_a_board_with_a_clickable_square_parses_and_escapes_its_words() -> None:
    offers = [
        Offer("lay:C3:curve+close:red1", "Curve at C3; close red1 <5 long>"),
        Offer("lay:C3:curve", "Curve at C3 & keep it open"),
        Offer("lay:D4:straight", "Straight at D4"),
    ]
    square = element("rect", x=10, y=10, width=40, height=40, fill=colour((200, 30, 5)))
    markup = document(
        100,
        60,
        clickable(square, choices_by(offers, "lay:C3:"), data_square="C3")
        + text(50, 55, 'Alice "the <Bold>"', 14, text_anchor="middle"),
        "The board & its squares",
    )
    root = ET.fromstring(markup)
    assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 100 60"
    assert root.get("aria-label") == "The board & its squares"
    group = root.find(f"{SVG}g")
    assert group is not None
    assert group.get("data-actions") == "lay:C3:curve+close:red1 lay:C3:curve"
    assert group.get("data-labels", "").split("\u241e") == [
        "Curve at C3; close red1 <5 long>",
        "Curve at C3 & keep it open",
    ]
    assert group.get("role") == "button" and group.get("tabindex") == "0"
    assert group.get("data-square") == "C3" and group.get("class") == "act"
    rect = group.find(f"{SVG}rect")
    assert rect is not None and rect.get("fill") == "#c81e05"
    label = root.find(f"{SVG}text")
    assert label is not None and label.text == 'Alice "the <Bold>"'
    assert label.get("font-size") == "14" and label.get("text-anchor") == "middle"


def test_a_thing_that_plays_nothing_is_left_as_it_is() -> None:
    square = element("rect", x=1, y=2, width=3, height=4)
    assert clickable(square, []) == square == '<rect x="1" y="2" width="3" height="4"/>'
