"""The Builders' web board (issue 37, cogs/builders_antiquity/web_board.py): for seeded random
games of 2 to 4 players, at their start, middle and end and at each kind of half-made action,
in every language, the SVG is well-formed; every element plays only offered choices, and every
offered choice that is a thing on the board is played by one; its text reads and its things are
tapped on a 360 px phone; it holds no card of the decks; the last move's changes are outlined.

The choices that are things on the board (``BOARD_VERBS``): a building to start, a worker to
hire, an investment to buy (a slave, a tool, a university, the loan), a crew member to send,
free or educate, a building under way to send to, an owned tool to take along. The others
(taking sestertii, ending the turn, going without a tool) are the page's buttons."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from bot.adapter import Offer, with_names
from bot.i18n.text import localized
from bot.service.offers import offers
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.builders_antiquity.style import GOLD
from cogs.builders_antiquity.web_board import BOARD_VERBS
from cogs.svg import colour
from rules.builders_antiquity import ENGINE
from rules.builders_antiquity.actions import NO_TOOL, Verb, parse
from rules.builders_antiquity.view import BuildersView
from rules.play import random_history

SVG = "{http://www.w3.org/2000/svg}"
ADAPTER = BuildersAdapter()
NAMES = {
    "1000": "Aurelia",
    "1001": "Brutus Maximilianus the Elder",
    "1002": "Cornelia",
    "1003": "Decimus",
}
LOCALES = ("en-US", "hu", "es-ES")
GAMES = ((2, 1), (3, 5), (4, 2))  # (players, seed)
PHONE = 360
SMALLEST_TEXT_PX = 14  # bot/adapter.py's web_board: text at least 14 px high at 360 px wide
SMALLEST_TAP_PX = 40  # as the page's buttons (tests/web/test_play_browser.py)


@cache
def history(players: int, seed: int) -> list[Any]:
    return random_history(ENGINE, players, seed)


def samples(players: int, seed: int) -> list[int]:
    """The states looked at: the start, the middle, the end, the first of each half-made
    action and the first few that follow a market's card taken."""
    states = history(players, seed)
    picked = {0, len(states) // 2, len(states) - 1}
    for kind in ("site", "tool", "educate"):
        steps = (i for i, s in enumerate(states) if s.step is not None and s.step.kind == kind)
        picked.add(next(steps, 0))
    marked = [i for i in range(1, len(states)) if marks(players, seed, i)]
    picked.update(marked[:4])
    return sorted(picked)


def marks(players: int, seed: int, i: int) -> frozenset[str]:
    if i == 0:
        return frozenset()
    states = history(players, seed)
    before, after = (ENGINE.view_model(s, None) for s in states[i - 1 : i + 1])
    return ADAPTER.changes(before, after)


def offered(state: Any, locale: str) -> list[Offer]:
    """The pending seat's choices labelled as bot/components.py labels the buttons."""
    return [
        Offer(a.id, with_names(localized(ADAPTER.action_label(a, NAMES), locale), NAMES))
        for a in offers(ADAPTER, state)
    ]


@dataclass(frozen=True)
class Board:
    """One SVG drawn for a test: what it was drawn from, and its parsed root."""

    view: BuildersView
    state: Any
    offers: list[Offer]
    marked: frozenset[str]
    root: ET.Element

    def clickables(self) -> list[ET.Element]:
        return [g for g in self.root.iter(f"{SVG}g") if g.get("class") == "act"]

    def carried(self) -> list[str]:
        return [i for g in self.clickables() for i in g.get("data-actions", "").split()]

    def cards(self) -> set[str]:
        """Every card the markup names: on a thing, or in a choice's id."""
        named = {e.get("data-card", "") for e in self.root.iter()} - {""}
        return named | {parse(i)[1] for i in self.carried()}

    @property
    def width(self) -> float:
        return float(self.root.get("viewBox", "").split()[2])


def draw(players: int, seed: int, i: int, locale: str, seat: bool) -> Board:
    state = history(players, seed)[i]
    pending = ENGINE.pending(state)
    view = ENGINE.view_model(state, pending if seat else None)
    choices = offered(state, locale) if seat and pending is not None else []
    marked = marks(players, seed, i)
    svg = ADAPTER.web_board(view, NAMES, locale, choices, marked)
    assert svg is not None
    return Board(view, state, choices, marked, ET.fromstring(svg))


def boards() -> Iterator[tuple[str, Board]]:
    for players, seed in GAMES:
        for i in samples(players, seed):
            for locale in LOCALES:
                for seat in (True, False):
                    who = "seat" if seat else "public"
                    yield (
                        f"{players}p seed {seed} state {i} {locale} {who}",
                        draw(players, seed, i, locale, seat),
                    )


@cache
def all_boards() -> list[tuple[str, Board]]:
    return list(boards())


def on_the_board(choice: str) -> bool:
    verb, arg = parse(choice)
    return verb in BOARD_VERBS and not (verb is Verb.TOOL and arg == NO_TOOL)


def test_the_samples_cover_every_kind_of_decision_and_mark() -> None:
    seen_steps = {b.view.step.kind for _, b in all_boards() if b.view.step is not None}
    assert seen_steps == {"site", "tool", "educate"}
    verbs = {parse(o.id)[0] for _, b in all_boards() for o in b.offers}
    assert verbs >= set(BOARD_VERBS) | {Verb.TAKE_MONEY, Verb.END}
    kinds = {m.partition(":")[0] for _, b in all_boards() for m in b.marked}
    assert kinds == {"building", "worker", "site"}
    assert any(b.view.over for _, b in all_boards())


def test_each_board_is_an_svg_whose_things_play_only_offered_choices() -> None:
    for name, board in all_boards():
        assert board.root.tag == f"{SVG}svg", name
        ids = [o.id for o in board.offers]
        carried = board.carried()
        assert set(carried) <= set(ids), name
        # each choice is played by one thing only: no two spots for one click
        assert len(carried) == len(set(carried)), name
        for g in board.clickables():
            actions = g.get("data-actions", "").split()
            labels = g.get("data-labels", "").split("\u241e")
            assert labels == [next(o.label for o in board.offers if o.id == a) for a in actions]


def test_every_offered_thing_on_the_board_is_carried_and_the_rest_are_not() -> None:
    for name, board in all_boards():
        carried = set(board.carried())
        for choice in board.offers:
            assert (choice.id in carried) == on_the_board(choice.id), (name, choice.id)


def test_every_text_reads_and_every_thing_is_tapped_on_a_phone() -> None:
    for name, board in all_boards():
        scale = PHONE / board.width
        assert 360 <= board.width <= 500, name
        for t in board.root.iter(f"{SVG}text"):
            assert float(t.get("font-size", "0")) * scale >= SMALLEST_TEXT_PX, (name, t.text)
            assert (t.text or "").strip(), name
        for g in board.clickables():
            # a thing's first shape after its title is its box: the whole thing
            box = next(iter(g.iter(f"{SVG}rect")))
            w, h = float(box.get("width", "0")), float(box.get("height", "0"))
            assert min(w, h) * scale >= SMALLEST_TAP_PX, (name, g.get("data-actions"))


def test_no_card_of_the_decks_is_in_any_board() -> None:
    """The game hides only the decks' order (the pile's top card lies face up): neither a
    spectator's board nor a seat's names a card still in a deck, and a seat's own board shows
    nothing the public one hides (this game deals no hand)."""
    for name, board in all_boards():
        state = board.state
        hidden = set(state.worker_deck) | set(state.building_deck[1:])
        assert not board.cards() & hidden, name


def test_a_seats_own_board_holds_no_card_the_public_one_lacks_but_its_own_panel() -> None:
    for players, seed in GAMES:
        for i in samples(players, seed):
            public = draw(players, seed, i, "en-US", seat=False)
            own = draw(players, seed, i, "en-US", seat=True)
            assert public.cards() <= own.cards() | {parse(o.id)[1] for o in own.offers}
            assert not public.carried()


def test_the_last_moves_changes_are_outlined_in_gold() -> None:
    checked = 0
    for name, board in all_boards():
        view = board.view
        shown = {
            m
            for m in board.marked
            if m.startswith("site:") or (view.step is None and not view.over)
        }
        outlined = {}
        for e in board.root.iter(f"{SVG}rect"):
            for mark in (e.get("data-marked") or "").split():
                outlined[mark] = e
        assert set(outlined) == shown, name
        for e in outlined.values():
            assert e.get("stroke") == colour(GOLD), name
        checked += len(shown)
    assert checked


def test_a_slave_that_may_be_sent_or_freed_carries_both_choices_on_one_box() -> None:
    for players, seed in GAMES:
        for state in history(players, seed):
            ids = {a.id for a in ENGINE.legal_actions(state)}
            both = [
                i.partition(":")[2]
                for i in ids
                if i.startswith("free:") and f"send:{i.partition(':')[2]}" in ids
            ]
            if not both:
                continue
            view = ENGINE.view_model(state, ENGINE.pending(state))
            svg = ADAPTER.web_board(view, NAMES, "en-US", offered(state, "en-US"))
            assert svg is not None
            root = ET.fromstring(svg)
            slave = both[0]
            box = next(g for g in root.iter(f"{SVG}g") if g.get("data-card") == slave)
            assert box.get("data-actions") == f"send:{slave} free:{slave}"
            assert box.get("aria-label", "").startswith("Send Slave (")
            return
    pytest.fail("no sampled game has a slave that may be sent or freed")


def test_the_start_of_a_game_in_words() -> None:
    state = history(3, 5)[0]
    view = ENGINE.view_model(state, ENGINE.pending(state))
    assert view.pending == "1002"  # seed 5 makes Cornelia the start player
    choices = offered(state, "en-US")
    svg = ADAPTER.web_board(view, NAMES, "en-US", choices)
    assert svg is not None
    root = ET.fromstring(svg)
    words = [t.text for t in root.iter(f"{SVG}text")]
    assert words[:5] == [
        "Round 1 · Cornelia to play",
        "0 VP",
        "10 ses.",
        "3 free actions left · investment open",
        "Buildings for sale",
    ]
    # the five buildings for sale start a building each; the pile's face-up top is greyed and
    # plays nothing
    buildings = [
        g for g in root.iter(f"{SVG}g") if (g.get("data-actions") or "").startswith("start:")
    ]
    assert [g.get("data-card") for g in buildings] == list(view.building_row)
    top = [g for g in root.iter(f"{SVG}g") if g.get("data-card") == view.building_deck_top]
    assert len(top) == 1 and top[0].get("data-actions") is None
    hires = [
        g.get("data-actions") for g in root.iter(f"{SVG}g") if g.get("data-card") in view.worker_row
    ]
    assert hires == [f"hire:{w}" for w in view.worker_row]
    # nothing is under way yet, so the apprentice plays nothing; the legend ends the board
    assert "No building under way" in words
    crew = [g for g in root.iter(f"{SVG}g") if g.get("data-card", "").startswith("apprentice")]
    assert len(crew) == 1 and crew[0].get("data-actions") is None
    assert words[-11:] == [
        "S",
        "Stone",
        "W",
        "Wood",
        "A",
        "Architecture",
        "D",
        "Decoration",
        "VP",
        "victory points",
        "sestertii",
    ]


def test_a_seat_waiting_for_its_turn_sees_its_own_buildings_and_crew_in_full() -> None:
    states = history(3, 5)
    state = states[len(states) // 2]
    waiting = next(s for s in state.seats if s != ENGINE.pending(state))
    own_view = ENGINE.view_model(state, waiting)
    player = own_view.player(waiting)
    assert player.crew
    own = ADAPTER.web_board(own_view, NAMES, "en-US")
    public = ADAPTER.web_board(ENGINE.view_model(state, None), NAMES, "en-US")
    assert own is not None and public is not None
    theirs = {m.card for m in player.available} | {s.card for s in player.sites}
    cards = {e.get("data-card") for e in ET.fromstring(own).iter()}
    assert theirs <= cards
    # the public board has them on one line, as the turn image does
    assert not theirs & {e.get("data-card") for e in ET.fromstring(public).iter()}
    assert NAMES[waiting] in [t.text for t in ET.fromstring(own).iter(f"{SVG}text")]
