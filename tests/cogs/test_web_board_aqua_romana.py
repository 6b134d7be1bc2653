"""Aqua Romana's web board (issue 37): for seeded random games of 2-4 players, at the start,
in the middle and at the end and at every kind of decision, in the three languages, the SVG
parses, plays only the offered choices, carries every choice that is a thing on the board
(the verbs of BOARD_VERBS: a pathway square, a workman, a column or square of the grid, a
tile, a builder token; "keep" is the page's button), reads at 360 px (text at least 12 px,
14 px as GameAdapter.web_board asks) and is tapped there (a clickable at least 32 px), hides
nothing a spectator may not see, and frames what the last move changed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

import pytest

from bot.adapter import Offer, with_names
from bot.i18n.text import localized, say
from bot.service.offers import offers
from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.aqua_romana.turn import player_line, step_text
from cogs.aqua_romana.web_board import BOARD_VERBS
from rules.aqua_romana import ENGINE
from rules.play import random_history

SVG = "{http://www.w3.org/2000/svg}"
ADAPTER = AquaRomanaAdapter()
LOCALES = ("en-US", "hu", "es-ES")
GAMES = ((2, 1), (3, 5), (4, 2), (4, 3))  # (players, seed): 4, 3 has builders moved on
PHONE = 360


@cache
def history(players: int, seed: int) -> list[Any]:
    return random_history(ENGINE, players, seed)


def names_of(state: Any) -> dict[str, str]:
    return dict(zip(state.seats, ("Ann", "Bob", "Cleo", "Dora"), strict=False))


def samples(players: int, seed: int) -> list[int]:
    """The start, the middle, the end, and the first state of every kind of decision."""
    states = history(players, seed)
    first: dict[str, int] = {}
    for k, state in enumerate(states):
        first.setdefault(state.phase, k)
    return sorted({0, len(states) // 2, len(states) - 1, *first.values()})


CASES = [
    pytest.param(players, seed, k, locale, id=f"{players}p-{seed}-{k}-{locale}")
    for players, seed in GAMES
    for k in samples(players, seed)
    for locale in LOCALES
]


def offered(state: Any, names: dict[str, str], locale: str) -> list[Offer]:
    """The choices as the board's buttons label them (bot/board_message.py's actions)."""
    return [
        Offer(a.id, with_names(localized(ADAPTER.action_label(a, names), locale), names))
        for a in offers(ADAPTER, state)
    ]


def marked_at(states: list[Any], k: int) -> frozenset[str]:
    if k == 0:
        return frozenset()
    return ADAPTER.changes(
        ENGINE.view_model(states[k - 1], None), ENGINE.view_model(states[k], None)
    )


def board(players: int, seed: int, k: int, locale: str) -> tuple[ET.Element, list[Offer]]:
    """The SVG of the deciding seat's own view with its choices, parsed, and as markup."""
    states = history(players, seed)
    state = states[k]
    names = names_of(state)
    seat = ENGINE.pending(state)
    choices = offered(state, names, locale) if seat is not None else []
    markup = ADAPTER.web_board(
        ENGINE.view_model(state, seat), names, locale, choices, marked_at(states, k)
    )
    assert markup is not None
    return ET.fromstring(markup), choices


def clickables(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == "act"]


def view_width(root: ET.Element) -> float:
    return float(root.get("viewBox", "").split()[2])


@pytest.mark.parametrize(("players", "seed", "k", "locale"), CASES)
def test_the_board_plays_the_offered_choices_on_its_things(
    players: int, seed: int, k: int, locale: str
) -> None:
    root, choices = board(players, seed, k, locale)
    assert root.tag == f"{SVG}svg"
    labels = {c.id: c.label for c in choices}
    carried: list[str] = []
    for group in clickables(root):
        ids = group.get("data-actions", "").split()
        assert ids and set(ids) <= set(labels)
        assert group.get("data-labels", "").split("\u241e") == [labels[i] for i in ids]
        carried += ids
    # each choice on one thing only
    assert len(carried) == len(set(carried))
    on_board = {c.id for c in choices if c.id.partition(":")[0] in BOARD_VERBS}
    assert set(carried) == on_board
    # what is no thing (close no aqueduct) is the page's button
    assert all(c.id.partition(":")[0] == "keep" for c in choices if c.id not in on_board)


@pytest.mark.parametrize(("players", "seed", "k", "locale"), CASES)
def test_it_reads_and_is_tapped_on_a_phone(players: int, seed: int, k: int, locale: str) -> None:
    root, _ = board(players, seed, k, locale)
    scale = PHONE / view_width(root)
    texts = list(root.iter(f"{SVG}text"))
    assert texts
    for t in texts:
        assert float(t.get("font-size", "0")) * scale >= 14, t.text
    for group in clickables(root):
        hit = next(r for r in group.iter(f"{SVG}rect") if r.get("class") == "hit")
        smaller = min(float(hit.get("width", "0")), float(hit.get("height", "0")))
        assert smaller * scale >= 32, group.get("data-actions")
    # nothing is drawn beyond the viewBox's width
    for r in root.iter(f"{SVG}rect"):
        assert float(r.get("x", "0")) + float(r.get("width", "0")) <= view_width(root)


@pytest.mark.parametrize(("players", "seed", "k", "locale"), CASES[:: len(LOCALES)])
def test_a_seat_sees_what_a_spectator_sees_and_a_spectator_plays_nothing(
    players: int, seed: int, k: int, locale: str
) -> None:
    """Aqua Romana hides nothing: no seat's SVG holds more than the public one (so the public
    one holds nothing of a seat's), and the public one offers no choice."""
    state = history(players, seed)[k]
    names = names_of(state)
    public = ADAPTER.web_board(ENGINE.view_model(state, None), names, locale)
    assert public is not None and "data-actions" not in public
    for seat in state.seats:
        assert ADAPTER.web_board(ENGINE.view_model(state, seat), names, locale) == public


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_last_move_is_framed(players: int, seed: int) -> None:
    states = history(players, seed)
    seen: set[str] = set()
    for k in range(1, len(states)):
        marked = marked_at(states, k)
        view = ENGINE.view_model(states[k], None)
        markup = ADAPTER.web_board(view, names_of(states[k]), "en-US", (), marked)
        assert markup is not None
        framed = [
            g.get("data-marked", "")
            for g in ET.fromstring(markup).iter(f"{SVG}g")
            if g.get("class") == "marked"
        ]
        assert sorted(framed) == sorted(marked)
        seen |= {name.partition(":")[0] for name in marked}
    # tiles laid, builders come, workmen scored
    assert seen == {"square", "pathway", "scored"}


@pytest.mark.parametrize(("players", "seed", "k", "locale"), CASES[:: len(LOCALES) * 2])
def test_it_says_the_turn_image_words(players: int, seed: int, k: int, locale: str) -> None:
    root, _ = board(players, seed, k, locale)
    state = history(players, seed)[k]
    names = names_of(state)
    view = ENGINE.view_model(state, None)
    words = " ".join(t.text or "" for t in root.iter(f"{SVG}text"))
    step = page_step(view, locale)
    assert " ".join(step.split()) in words
    for seat in state.seats:
        assert player_line(view, seat, names[seat], locale) in words


def page_step(view: Any, locale: str) -> str:
    """The turn image's words for the decision, but at the end: the page shows the podiums
    the turn image leaves to the full board."""
    if view.phase == "over":
        return say(locale, "aqua-images-step-over-page")
    return step_text(view, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_finished_game_points_at_the_podiums_the_page_shows(locale: str) -> None:
    states = history(2, 1)
    root, _ = board(2, 1, len(states) - 1, locale)
    assert ENGINE.view_model(states[-1], None).phase == "over"
    words = " ".join(t.text or "" for t in root.iter(f"{SVG}text"))
    assert say(locale, "aqua-images-game-over") in words
    assert " ".join(say(locale, "aqua-images-step-over-page").split()) in words
    assert say(locale, "aqua-images-step-over") not in words


def kinds(players: int, seed: int, phase: str) -> list[list[ET.Element]]:
    """The clickables of the SVG of every state of that phase in the game (English)."""
    states = history(players, seed)
    out = []
    for k, state in enumerate(states):
        if state.phase == phase:
            root, _ = board(players, seed, k, "en-US")
            out.append(clickables(root))
    return out


def test_a_builder_in_sight_is_tapped_on_his_pathway_square() -> None:
    for players, seed in GAMES:
        for groups in kinds(players, seed, "builder"):
            for group in groups:
                (choice,) = group.get("data-actions", "").split()
                assert choice == f"builder:{group.get('data-pathway')}"


def test_a_tile_carries_the_closes_that_may_follow_it() -> None:
    several = 0
    for players, seed in GAMES:
        for groups in kinds(players, seed, "tile"):
            for group in groups:
                ids = group.get("data-actions", "").split()
                tile = group.get("data-tile")
                assert {i.split("+")[0] for i in ids} == {f"tile:{tile}"}
                several += len(ids) > 1
    assert several


def test_a_workman_is_tapped_on_the_square_he_builds_on() -> None:
    for players, seed in GAMES:
        for groups in kinds(players, seed, "workman"):
            for group in groups:
                workmen = group.get("data-workmen", "").split()
                assert {i.partition(":")[2] for i in group.get("data-actions", "").split()} <= set(
                    workmen
                )


def test_setting_up_a_builder_offers_its_type_once_with_every_side() -> None:
    groups = kinds(2, 1, "setup")[0]
    assert [g.get("data-builder") for g in groups] == ["C", "S", "B", "D"]
    for group in groups:
        kind = group.get("data-builder")
        ids = group.get("data-actions", "").split()
        assert ids == [f"setup:{kind}:{side}" for side in ("top", "right", "bottom", "left")]
