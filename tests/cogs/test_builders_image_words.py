"""The words drawn into The Builders' images come from the catalogues (issue 21): in the
pseudo-locale every word of the board and of the turn image is a wrapped catalogue message, and
in Hungarian and Spanish, whose words are longer, the turn image stays readable in the chat and
neither image cuts, overlaps or loses a text."""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable, Iterator
from functools import cache, partial
from itertools import combinations
from typing import Any

import pytest
from PIL import Image

from bot.i18n.languages import ENGLISH, HUNGARIAN, PSEUDO, SPANISH
from bot.i18n.text import say
from cogs.builders_antiquity import board, market, panels, style
from cogs.builders_antiquity.board import render_board, step_text
from cogs.builders_antiquity.turn import WIDTH, render_turn
from cogs.builders_antiquity.turn_kit import SMALL
from cogs.builders_antiquity.turn_players import names_that_fit
from cogs.fonts import DrawnText, recording
from cogs.pen import text_width
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.view import BuildersView, MemberView
from rules.play import random_history
from tests.cogs.drawn_text import drawn_texts, untranslated
from tests.cogs.test_builders_board import BuilderAgent, play
from tests.cogs.test_readable import NAMES, moments, overlapping, problems

GAME = "builders-antiquity"


@cache
def views(players: int) -> dict[str, BuildersView]:
    """Public views of seeded whole games: the start, middle and end of a random game (those
    the readability checks read), the final scores of a game that builders play to its 17-VP
    end, and from either game the first moment of each kind that draws words of its own (each
    half-made action, the last round, a loan, an investment made)."""
    found = {when: ENGINE.view_model(s, None) for when, s in moments(GAME, players).items()}
    built = play(players, seed=players, agent=BuilderAgent())
    found["built end"] = ENGINE.view_model(built[-1], None)
    for state in [*built, *random_history(ENGINE, players, seed=100 + players)]:
        view = ENGINE.view_model(state, None)
        kinds = [f"step {view.step.kind}"] if view.step is not None else []
        if view.end_triggered and not view.over:
            kinds.append("last round")
        if any(p.loans for p in view.players):
            kinds.append("a loan")
        if view.invested:
            kinds.append("invested")
        for kind in kinds:
            found.setdefault(kind, view)
    return found


def names_of(view: BuildersView) -> dict[str, str]:
    return dict(zip(view.seats, NAMES, strict=False))


@pytest.fixture
def fresh_pictures() -> Iterator[None]:
    """Card faces and chips drawn afresh, so a recording sees the words cached pictures hold."""
    cached: list[Any] = [
        market.building_card,
        market.worker_card,
        panels.member_chip,
        style.resource_chip,
    ]
    for picture in cached:
        picture.cache_clear()
    yield
    for picture in cached:
        picture.cache_clear()


@pytest.mark.parametrize("players", [2, 4])
def test_every_word_in_the_images_comes_from_the_catalogues(
    players: int, monkeypatch: pytest.MonkeyPatch, fresh_pictures: None
) -> None:
    found = views(players)
    kinds = {"start", "middle", "end", "built end", "step site", "step tool", "step educate"}
    assert kinds | {"last round", "a loan", "invested"} <= set(found)
    for when, view in found.items():
        names = names_of(view)
        # the players' names, whole or cut short where a line is narrow
        allowed = [name[:end] for name in names.values() for end in range(2, len(name) + 1)]
        allowed.append(say(PSEUDO, "builders-title"))
        with drawn_texts(monkeypatch) as texts:
            render_board(view, names, PSEUDO)
            render_turn(view, names, PSEUDO)
        assert len(texts) > 40, when
        assert untranslated(texts, allowed) == [], when


def test_english_images_are_seen_word_by_word(
    monkeypatch: pytest.MonkeyPatch, fresh_pictures: None
) -> None:
    # The check above is no check if the recording misses words: in English it sees them all.
    view = views(2)["middle"]
    with drawn_texts(monkeypatch) as texts:
        render_board(view, names_of(view), ENGLISH)
    left = untranslated(texts, names_of(view).values())
    assert "Buildings for sale" in left and "Investments" in left
    assert "S" in texts  # a resource chip's letter, drawn into its cached picture


def layout_problems(drawn: list[DrawnText], size: tuple[int, int]) -> list[str]:
    """Texts of an image of ``size`` that leave it or overlap one another; texts of pasted
    pictures (cards, chips) are checked on their own picture."""
    found = []
    for text in drawn:
        left, top, right, bottom = text.box
        width, height = text.image
        if left < 0 or top < 0 or right > width or bottom > height:
            found.append(f"{text.text!r} leaves its {text.image} picture: {text.box}")
    on_image = [t for t in drawn if t.image == size]
    for a, b in combinations(on_image, 2):
        if overlapping(a, b):
            found.append(f"{a.text!r} {a.box} overlaps {b.text!r} {b.box}")
    return found


def cut(drawn: list[DrawnText], names: dict[str, str]) -> list[str]:
    """Texts cut short with an ellipsis, but for those cut inside a player's name (a long name
    is cut by design where its line is narrow)."""
    return [
        t.text
        for t in drawn
        if "…" in t.text and not any(cut_in_name(t.text, n) for n in names.values())
    ]


def cut_in_name(text: str, name: str) -> bool:
    kept = text.partition("…")[0].rstrip()
    return any(kept.endswith(name[:end]) for end in range(2, len(name) + 1))


@pytest.mark.parametrize("locale", [HUNGARIAN, SPANISH])
@pytest.mark.parametrize("players", [2, 4])
def test_hungarian_and_spanish_turn_images_are_readable_in_the_chat(
    locale: str, players: int
) -> None:
    for when, view in views(players).items():
        names = names_of(view)
        with recording() as drawn:
            png = render_turn(view, names, locale)
        size = Image.open(io.BytesIO(png)).size
        assert size[0] == WIDTH and size[1] <= size[0], (when, size)
        assert len(drawn) >= 5, when
        assert problems(drawn, size) == [], when
        assert cut(drawn, names) == [], when
        if view.pending is not None:
            assert any(names[view.pending] in t.text for t in drawn), when


@pytest.mark.parametrize("locale", [HUNGARIAN, SPANISH])
@pytest.mark.parametrize("players", [2, 4])
def test_hungarian_and_spanish_boards_cut_and_overlap_nothing(
    locale: str, players: int, fresh_pictures: None
) -> None:
    for when, view in views(players).items():
        names = names_of(view)
        with recording() as drawn:
            png = render_board(view, names, locale)
        size = Image.open(io.BytesIO(png)).size
        assert layout_problems(drawn, size) == [], when
        assert cut(drawn, names) == [], when


def crew_of_every_kind() -> list[MemberView]:
    """A crew member of every kind: each worker card, with and without a university, a slave,
    a freed slave and each machine."""
    members = [
        MemberView(w.id, "worker", False, university, None, None, w.produces, w.wage)
        for w in data.WORKERS
        for university in (None, "university_stone")
    ]
    slave = data.SLAVES[0]
    members.append(MemberView(slave.id, "slave", False, None, None, None, slave.produces, 0))
    freed_wage = data.FREED_SLAVE_WAGE
    members.append(
        MemberView(slave.id, "slave", True, None, None, None, slave.produces, freed_wage)
    )
    members += [
        MemberView(b.id, "machine", False, None, None, None, b.produces, 0)
        for b in data.BUILDINGS
        if b.produces is not None
    ]
    return members


@pytest.mark.parametrize("locale", [HUNGARIAN, SPANISH])
def test_every_card_face_and_crew_chip_holds_its_words_whole(locale: str) -> None:
    # The pictures the board pastes: drawn here one by one, each text checked on its picture.
    pictures: list[Callable[[], Image.Image]] = [
        *(partial(market.building_card.__wrapped__, b.id, locale) for b in data.BUILDINGS),
        *(partial(market.worker_card.__wrapped__, w.id, locale) for w in data.WORKERS),
        *(partial(panels.member_chip.__wrapped__, m, locale) for m in crew_of_every_kind()),
    ]
    for draw in pictures:
        with recording() as drawn:
            picture = draw()
        assert len(drawn) >= 2, draw
        assert layout_problems(drawn, picture.size) == [], draw
        assert [t.text for t in drawn if "…" in t.text] == [], draw


def test_the_half_made_action_is_said_in_the_readers_language() -> None:
    view = views(4)["step tool"]
    mover = view.to_play
    assert view.step is not None and view.step.site is not None and mover is not None
    member = next(m for m in mover.crew if m.card == view.step.card)
    assert (member.kind, member.card, view.step.site) == (
        "worker",
        "master_3",
        "machine_architects_table",
    )
    assert step_text(view) == "now sending a Master to the Architect's Table: with which tool?"
    assert step_text(view, HUNGARIAN) == (
        "munkába állítod a munkást: Mester → Tervezőasztal – melyik szerszámmal?"
    )
    assert step_text(view, SPANISH) == (
        "pones a trabajar al Maestro → Mesa de Arquitecto: ¿con qué herramienta?"
    )
    # a machine is sent as a thing, with its own article
    hoist = dataclasses.replace(member, card="machine_hoist", kind="machine")
    crew = tuple(hoist if m is member else m for m in mover.crew)
    players = tuple(
        dataclasses.replace(p, crew=crew) if p.seat == mover.seat else p for p in view.players
    )
    sent = dataclasses.replace(
        view, players=players, step=dataclasses.replace(view.step, card="machine_hoist")
    )
    assert step_text(sent).startswith("now sending a Hoist to the Architect's Table")
    assert step_text(sent, HUNGARIAN).startswith("munkába állítod a gépet: Emelőcsiga → ")
    assert step_text(sent, SPANISH).startswith("pones a trabajar el Polipasto → ")


def test_a_crew_too_long_for_its_line_is_counted_in_the_readers_language() -> None:
    crew = ["Tanonc", "Rabszolga", "Mester"]
    assert names_that_fit("", crew, 1000, HUNGARIAN) == "Tanonc, Rabszolga, Mester"
    assert names_that_fit("", crew, 10, HUNGARIAN) == ""
    assert names_that_fit("", crew, text_width("3 munkás", SMALL), HUNGARIAN) == "3 munkás"
    assert names_that_fit("", crew, text_width("3 obreros", SMALL), SPANISH) == "3 obreros"


def test_the_resource_letters_are_the_initials_of_the_readers_words() -> None:
    letters = {
        locale: "".join(say(locale, f"builders-img-letter-{r}") for r in data.RESOURCES)
        for locale in (ENGLISH, HUNGARIAN, SPANISH)
    }
    assert letters == {ENGLISH: "SWAD", HUNGARIAN: "KFÉD", SPANISH: "PMAD"}
    for locale, initials in letters.items():
        words = [say(locale, f"builders-img-legend-{r}") for r in data.RESOURCES]
        assert "".join(w[0] for w in words) == initials


def test_a_shared_victory_names_every_winner_in_one_sentence() -> None:
    view = views(2)["built end"]
    label = {"a": "Ana", "b": "Bea", "c": "Carla"}
    spanish = style.Pen(None, SPANISH)
    shared = dataclasses.replace(view, winners=("a", "b", "c"))
    alone = dataclasses.replace(view, winners=("b",))
    key = "builders-img-turn-winners"
    assert board.winners_text(spanish, key, shared, label) == (
        "Ana, Bea y Carla comparten la victoria"
    )
    assert board.winners_text(spanish, key, alone, label) == "Gana Bea"
    english = style.Pen(None, ENGLISH)
    assert board.winners_text(english, "builders-img-board-winners", alone, label) == (
        "Final scores: Bea wins"
    )
