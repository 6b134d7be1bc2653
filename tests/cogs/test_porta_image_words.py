"""The words drawn into Porta Nigra's images come from the catalogues (issue 21): in the
pseudo-locale every word of the board, the turn image and a hand is a wrapped catalogue message;
in Hungarian and Spanish, whose words are longer, the turn image stays readable in the chat and
no image cuts a word short, overlaps two texts or loses one off its edge."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache, partial
from itertools import combinations

import pytest
from PIL import Image

from bot.i18n.languages import ENGLISH, HUNGARIAN, PSEUDO, SPANISH
from bot.i18n.text import say
from cogs.fonts import DrawnText, recording
from cogs.pen import Pen
from cogs.porta_nigra.board import draw_board
from cogs.porta_nigra.hand import draw_hand
from cogs.porta_nigra.turn import draw_turn
from cogs.porta_nigra.turn_pieces import WIDTH
from cogs.porta_nigra.turn_players import affordable_honors, honors
from rules.play import random_history
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState, Section
from rules.porta_nigra.view import PortaNigraView
from tests.cogs.drawn_text import drawn_texts, name_lines, untranslated
from tests.cogs.test_readable import NAMES, moments, overlapping, problems

GAME = "porta-nigra"
# Rounds are numbered I, II, III on the board: numbers, in every language.
ROMAN = ["II", "III"]


@cache
def states(players: int) -> dict[str, PortaNigraState]:
    """The start, middle and end of a seeded game (those of the readability checks), then the
    first state of every phase of it: each phase has its own words; and the last master
    builder's placement, where the others stand in the quarters' headings beside the words
    "first placement: free"."""
    found = dict(moments(GAME, players))
    history = random_history(ENGINE, players, seed=100 + players)
    for state in history:
        found.setdefault(f"phase {state.phase}", state)
    found["last placement"] = [s for s in history if s.phase == "builder"][-1]
    return found


def names_of(state: PortaNigraState) -> dict[str, str]:
    return dict(zip(state.seats, NAMES, strict=False))


def pictures(state: PortaNigraState, locale: str) -> list[tuple[str, Callable[[], Image.Image]]]:
    """What draws the board and the turn image of ``state``, and the hands of the first seat
    and of the player to move (whose card in play it shows)."""
    names = names_of(state)
    public = ENGINE.view_model(state, None)
    found: list[tuple[str, Callable[[], Image.Image]]] = [
        ("board", partial(draw_board, public, names, locale)),
        ("turn", partial(draw_turn, public, names, locale)),
    ]
    for seat in dict.fromkeys((state.seats[0], state.seats[public.current])):
        own = ENGINE.view_model(state, seat)
        found.append((f"hand {seat}", partial(draw_hand, own, names, locale)))
    return found


@pytest.mark.parametrize("players", [2, 4])
def test_every_word_in_the_images_comes_from_the_catalogues(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = states(players)
    phases = {"builder", "card", "action", "shop", "site", "interim", "start_player", "over"}
    assert {f"phase {p}" for p in phases} <= set(found)
    for when, state in found.items():
        # the players' names, whole, wrapped over lines, or cut short where a line is narrow
        names = names_of(state).values()
        cut = [n[:end] for n in names for end in range(2, len(n) + 1)]
        allowed = [*cut, *name_lines(names)]
        with drawn_texts(monkeypatch) as texts:
            for _, draw in pictures(state, PSEUDO):
                draw()
        assert len(texts) > 200, when
        assert untranslated(texts, [*allowed, "Porta Nigra", *ROMAN]) == [], when


def test_english_images_are_seen_word_by_word(monkeypatch: pytest.MonkeyPatch) -> None:
    # The check above is no check if the recording misses words: in English it sees them all.
    state = states(2)["middle"]
    with drawn_texts(monkeypatch) as texts:
        for _, draw in pictures(state, ENGLISH):
            draw()
    left = untranslated(texts, [*names_of(state).values(), "Porta Nigra", *ROMAN])
    assert {"PORTA NIGRA", "round", "Players", "W shop", "VP", "bricks"} <= set(left)


def layout_problems(drawn: list[DrawnText], size: tuple[int, int]) -> list[str]:
    """Texts that leave an image of ``size`` or overlap one another (the full board and a hand
    are seen at their own size, not in the chat's width)."""
    found = []
    for text in drawn:
        left, top, right, bottom = text.box
        if left < 0 or top < 0 or right > size[0] or bottom > size[1]:
            found.append(f"{text.text!r} leaves the image: {text.box}")
    for a, b in combinations(drawn, 2):
        if overlapping(a, b):
            found.append(f"{a.text!r} {a.box} overlaps {b.text!r} {b.box}")
    return found


def card_lists(locale: str) -> tuple[str, ...]:
    """The first words of the lines that list the cards played: a long list is cut there in
    every language."""
    info = say(locale, "porta-img-board-info", hand=0, deck=0, sections=0, played="")
    played = say(locale, "porta-img-hand-played", cards="")
    return info.split()[0], played.split()[0]


def cut(drawn: list[DrawnText], names: dict[str, str], locale: str) -> list[str]:
    """Texts cut short with an ellipsis, but for those with a player's name in them (a long
    name is cut by design) and the lists of cards played."""
    return [
        t.text
        for t in drawn
        if "…" in t.text
        and not any(t.text.startswith(n[:3]) or n in t.text for n in names.values())
        and not t.text.startswith(card_lists(locale))
    ]


@pytest.mark.parametrize("locale", [HUNGARIAN, SPANISH])
@pytest.mark.parametrize("players", [2, 4])
def test_hungarian_and_spanish_images_fit(locale: str, players: int) -> None:
    for when, state in states(players).items():
        names = names_of(state)
        for kind, draw in pictures(state, locale):
            with recording() as mine:
                image = draw()
            assert len(mine) >= 20, (when, kind)
            if kind == "turn":
                assert image.width == WIDTH and image.height <= WIDTH, (when, image.size)
                assert problems(mine, image.size) == [], (when, kind)
            else:
                assert layout_problems(mine, image.size) == [], (when, kind)
            assert cut(mine, names, locale) == [], (when, kind)


def built_view() -> PortaNigraView:
    """A 3-player game at its first card, player 2's section 2 black bricks high on the
    Basilica's B1 and the master builders in the first three quarters."""
    state = next(s for s in random_history(ENGINE, 3, seed=1) if s.phase == "card")
    state = ENGINE.clone(state)
    state.sections = {"BA-B1": Section(1, 2)}
    for player, quarter in zip(state.players, (2, 1, 0), strict=True):
        player.builder = quarter
    return ENGINE.view_model(state, None)


@pytest.mark.parametrize(
    ("locale", "free", "owned", "walk", "shop"),
    [
        # a free site's VP (its bricks' colour is a block, issue 33)
        (ENGLISH, "9VP", "B1", "walk here: 2 ses.", "W shop"),
        (HUNGARIAN, "9GyP", "B1", "ide lépés: 2 sest.", "Fh bolt"),
        (SPANISH, "9PV", "B1", "ir aquí: 2 sest.", "tienda B"),
    ],
)
def test_the_turn_images_abbreviations_are_the_readers(
    locale: str, free: str, owned: str, walk: str, shop: str
) -> None:
    with recording() as drawn:
        draw_turn(built_view(), {}, locale)
    texts = [t.text for t in drawn]
    assert {free, owned, walk, shop} <= set(texts)


@pytest.mark.parametrize("locale", [ENGLISH, HUNGARIAN, SPANISH])
def test_a_quarter_crowded_with_master_builders_keeps_its_heading_readable(locale: str) -> None:
    """Three master builders in one quarter while the fourth player places his: the heading
    says only "free" where "first placement: free" would run under their discs."""
    start = random_history(ENGINE, 4, seed=104)[0]
    first = say(locale, "porta-img-turn-first-placement")
    free = say(locale, "porta-img-turn-free")
    shortened = []
    for quarter in range(4):
        state = ENGINE.clone(start)
        for k, player in enumerate(state.players):
            player.builder = quarter if k else -1
        state.current = 0
        with recording() as drawn:
            image = draw_turn(ENGINE.view_model(state, None), names_of(state), locale)
        assert problems(drawn, image.size) == [], quarter
        texts = [t.text for t in drawn]
        assert texts.count(first) + texts.count(free) == 4, quarter
        if free in texts:
            shortened.append(quarter)
    # English: only the Amphitheater's heading (quarter 2), its longest; every Spanish one
    assert shortened == {ENGLISH: [1], HUNGARIAN: [], SPANISH: [0, 1, 2, 3]}[locale]


@pytest.mark.parametrize(
    ("locale", "one", "tie"),
    [
        (ENGLISH, "Game over — winner: Ann", "Game over — a tie: Ann, Bob"),
        (SPANISH, "Fin de la partida — gana: Ann", "Fin de la partida — empate: Ann, Bob"),
        (HUNGARIAN, "Vége a játéknak — győztes: Ann", "Vége a játéknak — döntetlen: Ann, Bob"),
    ],
)
def test_the_final_board_says_a_tie_as_a_tie(locale: str, one: str, tie: str) -> None:
    last = random_history(ENGINE, 2, seed=7)[-1]
    view = ENGINE.view_model(last, None)
    assert view.phase == "over"
    names = {last.seats[0]: "Ann", last.seats[1]: "Bob"}
    for winners, expected in ((last.seats[:1], one), (tuple(last.seats), tie)):
        with recording() as drawn:
            draw_board(replace(view, winners=tuple(winners)), names, locale)
        status = [t.text for t in drawn if t.text.startswith(expected)]
        assert len(status) == 1, [t.text for t in drawn]


@pytest.mark.parametrize("shown", [0, 1])
def test_the_honor_line_says_and_only_after_a_chip(shown: int) -> None:
    # with no chip drawn (a crowded image) the line read "Honors you can buy (cost): and: H15"
    state = next(
        s
        for s in random_history(ENGINE, 2, seed=5)
        if s.phase != "over"
        and len(affordable_honors(s.honor_display, s.players[s.current].influence)) > 1
    )
    view = ENGINE.view_model(state, None)
    with recording() as drawn:
        honors(Pen(Image.new("RGB", (WIDTH, 400))), 0, view, shown, ENGLISH)
    texts = [t.text for t in drawn]
    assert texts[0] == "Honors you can buy (cost):"
    assert ("and:" in texts) == (shown > 0)
    assert len(texts) > 1 + shown  # the cards not shown as chips are still named
