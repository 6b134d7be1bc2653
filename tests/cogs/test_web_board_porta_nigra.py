"""Porta Nigra's web board (issue 37, cogs/porta_nigra/web_board.py): the reader's view as an
<svg> that parses, whose things play exactly the offered choices that are things on the board,
read and tapped on a 360-px phone, that shows no hidden card to a spectator and rings what the
last move changed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache

import pytest

from bot.adapter import Offer, with_names
from bot.i18n.languages import LANGUAGES
from bot.i18n.text import localized
from bot.service.offers import offers
from cogs.pen import text_width
from cogs.porta_nigra import ADAPTER
from cogs.porta_nigra.web_board import WIDTH
from rules.play import random_history
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState

SVG = "{http://www.w3.org/2000/svg}"
PHONE = 360
NAMES = {"1000": "Aurelia", "1001": "Brutus", "1002": "Cornelia", "1003": "Decimus"}
# The offered choices that are things on the board, so an element carries each: a quarter
# (first placement, building to build in), a shop, a site (to build on, or to top one's own
# Porta Nigra section), an icon of the card in play, a card of the hand (the seat's own view
# only: a spectator has no hand), an honor card, a reward brick's colour, a player (the next
# start player). Not things, left to the page's buttons: coin:card, coin:torch, honor, roman,
# xbuild, end, height, white, tens, vp.
THINGS = frozenset({"start", "bld", "shop", "site", "top", "icon", "play", "hon", "brick", "first"})
SEEDS = {2: 3, 3: 1, 4: 2}


@cache
def history(players: int) -> list[PortaNigraState]:
    return random_history(ENGINE, players, SEEDS[players])


def moments(players: int) -> list[int]:
    """The start, the middle and the end of a game, and the first state of each decision."""
    states = history(players)
    firsts = {s.phase: k for k, s in reversed(list(enumerate(states)))}
    return sorted({0, len(states) // 2, len(states) - 1, *firsts.values()})


def offered(state: PortaNigraState, locale: str) -> list[Offer]:
    """The choices as the board's buttons label them (bot/board_message.py)."""
    return [
        Offer(a.id, with_names(localized(ADAPTER.action_label(a, NAMES), locale), NAMES))
        for a in offers(ADAPTER, state)
    ]


def board(
    state: PortaNigraState,
    seat: str | None,
    locale: str = "en-US",
    marked: frozenset[str] = frozenset(),
) -> tuple[ET.Element, list[Offer]]:
    """The parsed SVG of ``seat``'s view (None: a spectator's), offering the choices to the
    seat to move and to a spectator (whose page asks the seat to move: the markup is the
    same)."""
    choices = offered(state, locale) if seat in (None, ENGINE.pending(state)) else []
    markup = ADAPTER.web_board(ENGINE.view_model(state, seat), NAMES, locale, choices, marked)
    assert markup is not None
    return ET.fromstring(markup), choices


def carried(root: ET.Element) -> list[str]:
    return [
        action
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "act"
        for action in g.get("data-actions", "").split()
    ]


def verb(action_id: str) -> str:
    return action_id.partition(":")[0]


@pytest.mark.parametrize("locale", sorted(LANGUAGES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_board_thing_offered_is_clickable_and_nothing_else(players: int, locale: str) -> None:
    seen: set[str] = set()
    for k in moments(players):
        state = history(players)[k]
        pending = ENGINE.pending(state)
        for seat in {None, pending, state.seats[-1]}:
            root, choices = board(state, seat, locale)
            assert root.tag == f"{SVG}svg"
            ids = carried(root)
            assert len(ids) == len(set(ids)), "one element a choice"
            assert set(ids) <= {c.id for c in choices}
            # a spectator has no hand: its cards are played from the seat's own view
            things = THINGS - {"play"} if seat is None else THINGS
            expected = {c.id for c in choices if verb(c.id) in things}
            if seat in (None, pending):
                assert set(ids) == expected, (state.phase, seat)
                seen |= {verb(i) for i in ids}
            else:
                assert ids == []
            # each clickable's labels are its choices', in the reader's language
            labels = {c.id: c.label for c in choices}
            for g in root.iter(f"{SVG}g"):
                if g.get("class") == "act":
                    said = [labels[i] for i in g.get("data-actions", "").split()]
                    assert g.get("data-labels", "").split("\u241e") == said
    # the games met every kind of thing but the rare ones
    assert seen >= {"start", "bld", "shop", "site", "icon", "play", "hon", "first"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_text_and_things_to_tap_are_big_enough_on_a_phone(players: int) -> None:
    scale = PHONE / WIDTH
    for locale in sorted(LANGUAGES):
        for k in moments(players):
            state = history(players)[k]
            for seat in (None, ENGINE.pending(state) or state.seats[0]):
                root, _ = board(state, seat, locale)
                assert root.get("viewBox", "").startswith(f"0 0 {WIDTH} ")
                for t in root.iter(f"{SVG}text"):
                    size = float(t.get("font-size", "0"))
                    assert size * scale >= 14, (t.text, size)
                    # and inside the board: a start-anchored text ends before its right edge
                    style = "bold" if t.get("font-weight") == "bold" else "regular"
                    width = text_width(t.text or "", int(size), style)
                    x = float(t.get("x", "0"))
                    anchor = t.get("text-anchor")
                    if anchor is None:
                        assert x + width <= WIDTH, (locale, t.text)
                    elif anchor == "end":
                        assert x - width >= 0, (locale, t.text)
                for g in root.iter(f"{SVG}g"):
                    if g.get("class") != "act":
                        continue
                    area = g.find(f"{SVG}rect")
                    assert area is not None
                    w, h = float(area.get("width", "0")), float(area.get("height", "0"))
                    assert min(w, h) * scale >= 32, (g.get("data-actions"), w, h)


def cards(root: ET.Element, owner: int) -> set[str]:
    return {
        g.get("data-card", "")
        for g in root.iter(f"{SVG}g")
        if g.get("data-card") and g.get("data-owner") == str(owner)
    }


def all_text(root: ET.Element) -> str:
    return " ".join(t.text or "" for t in root.iter(f"{SVG}text"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_public_board_shows_no_hand_and_no_deck(players: int) -> None:
    for k in moments(players):
        state = history(players)[k]
        public, _ = board(state, None)
        assert "your hand" not in all_text(public)
        assert "order unknown" not in all_text(public)
        for i, seat in enumerate(state.seats):
            own, _ = board(state, seat)
            player = state.players[i]
            hidden = set(player.hand) | set(player.deck)
            assert cards(own, i) >= hidden
            assert not cards(public, i) & hidden, (state.phase, seat)
            # the public board's cards of a player: only the card in play, while it is
            in_play = state.phase not in ("card", "interim", "start_player", "over")
            shown = i == state.current and in_play and state.turn.card
            played = {state.turn.card} if shown else set()
            assert cards(public, i) == played
            assert f"{NAMES[seat]} — your hand" in all_text(own)


def test_the_hand_plays_its_cards_and_the_card_in_play_its_icons() -> None:
    state = next(s for s in history(3) if s.phase == "card" and s.round == 1)
    seat = state.seats[state.current]
    own, _ = board(state, seat)
    hand = state.players[state.current].hand
    plays = {
        g.get("data-card"): g.get("data-actions")
        for g in own.iter(f"{SVG}g")
        if g.get("class") == "act"
    }
    assert plays == {card: f"play:{card}" for card in hand}
    public, _ = board(state, None)
    assert carried(public) == []
    after, _ = ENGINE.apply_id(state, f"play:{hand[0]}")
    root, choices = board(after, None)
    icons = {
        g.get("data-icon"): g.get("data-actions")
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "act" and g.get("data-icon") is not None
    }
    assert icons == {c.id.split(":")[1]: c.id for c in choices if verb(c.id) == "icon"}
    assert icons


def test_the_first_placement_is_a_quarter_and_a_site_its_square() -> None:
    state = history(2)[0]
    assert state.phase == "builder"
    root, _ = board(state, None)
    quarters = {
        g.get("data-building"): g.get("data-actions")
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "act"
    }
    assert quarters == {"BA": "start:0", "AM": "start:1", "PN": "start:2", "CW": "start:3"}
    sites = next(s for s in history(2) if s.phase == "site")
    root, choices = board(sites, None)
    by_site = {
        g.get("data-site"): g.get("data-actions")
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "act"
    }
    assert by_site == {c.id.split(":")[1]: c.id for c in choices}


def marks(root: ET.Element) -> set[str]:
    return {g.get("data-marked", "") for g in root.iter(f"{SVG}g") if g.get("data-marked")}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_what_the_last_move_changed_is_ringed(players: int) -> None:
    states = history(players)
    met: set[str] = set()
    for k in range(1, len(states)):
        before, after = (ENGINE.view_model(s, None) for s in states[k - 1 : k + 1])
        changed = ADAPTER.changes(before, after)
        if not changed and k % 20:
            continue
        root, _ = board(states[k], None, marked=changed)
        # the honor display is not shown once the game is over
        shown = {m for m in changed if not (m.startswith("honor:") and after.phase == "over")}
        assert marks(root) == shown
        met |= {m.partition(":")[0] for m in shown}
    assert met >= {"site", "builder", "took", "honor"}
    assert marks(board(states[0], None)[0]) == set()


def first_of(root: ET.Element, attribute: str) -> int:
    """Where the first element carrying ``attribute`` comes in the document."""
    return next(k for k, e in enumerate(root.iter()) if e.get(attribute) is not None)


def test_the_decision_comes_first_on_a_phone() -> None:
    # choosing an honor card: the honor cards right under the header, before the buildings
    state = next(s for s in history(4) if s.phase == "honor")
    root, _ = board(state, None)
    assert first_of(root, "data-honor") < first_of(root, "data-site")
    # choosing a card: the mover's hand before the buildings; another seat's hand after them
    state = next(s for s in history(3) if s.phase == "card" and s.round == 1)
    mover, other = state.seats[state.current], state.seats[state.current - 1]
    root, _ = board(state, mover)
    assert first_of(root, "data-card") < first_of(root, "data-site")
    root, _ = board(state, other)
    assert first_of(root, "data-card") > first_of(root, "data-site")
    # naming the next start player: the players first
    state = next(s for s in history(2) if s.phase == "start_player")
    root, _ = board(state, None)
    assert first_of(root, "data-player") < first_of(root, "data-site")
