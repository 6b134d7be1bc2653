"""A table in the pseudo-locale from its lobby through the start and a first move to a refused
click: every word the Discord layer writes comes from the catalogues (wrapped in ⟦ ⟧ and
accented), so no English of ours reaches a message, a label or an alt text. The engines' own
words (prompts, action labels, events, summaries) stay English in this part of issue 21: they
are gathered from the game's adapter and allowed, by name, below."""

from __future__ import annotations

import itertools
import re
from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

import pytest

from bot.board_words import words
from bot.extensions import front_ends
from bot.i18n.languages import PSEUDO
from bot.i18n.text import localized
from bot.messages import Button, Message
from bot.names import NameBook
from bot.presenter import Presenter
from bot.service import Caller, TableService
from bot.service.outcomes import LobbyChanged, Played, Refusal, Started
from bot.table_settings import LobbyOptions
from rules import registry
from storage.memory import open_memory
from storage.models import LoadedTable
from tests.toy import MANIFEST

XAVER = Caller(300000000000000001, "Xaver", 10, 100, locale=PSEUDO, guild_locale=PSEUDO)
YOLA = Caller(300000000000000002, "Yola", 10, 100, locale=PSEUDO, guild_locale=PSEUDO)
WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
# mentions, channels and timestamps Discord renders itself; links
DISCORD_MARKUP = re.compile(r"<[@#]?[t:]?[^>]*>|https://\S+")


async def fake_png(table_id: int, render: Any, *args: Any) -> bytes | None:
    return b"\x89PNG"  # no picture drawn: only its alt text matters here


@pytest.fixture
def toy_game() -> Iterator[None]:
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.id)


@pytest.fixture
async def service(toy_game: None) -> AsyncIterator[TableService]:
    repo = await open_memory()
    names = NameBook()
    for caller in (XAVER, YOLA):
        names.remember(caller.user_id, caller.name)
    yield TableService(repo, front_ends(), names, itertools.count(7))
    await repo.close()


def texts(message: Message) -> list[str]:
    """Every string of a message a person reads."""
    found = [message.content or ""]
    if message.embed is not None:
        embed = message.embed
        found += [embed.title, embed.description, embed.footer or ""]
        found += [part for f in embed.fields for part in (f.name, f.value)]
    if message.image is not None:
        found.append(message.image.description or "")
    for component in message.components:
        if isinstance(component, Button):
            found.append(component.label)
        else:
            found.append(component.placeholder)
            found += [o.label for o in component.options]
            found += [o.description or "" for o in component.options]
    return [text for text in found if text]


def english_left(text: str, engine_words: Iterable[str]) -> list[str]:
    """The words of ``text`` that are neither the catalogues' (wrapped) nor the engine's."""
    rest = text
    for allowed in sorted(set(engine_words), key=len, reverse=True):
        rest = rest.replace(allowed, " ")
    while WRAPPED.search(rest):
        rest = WRAPPED.sub(" ", rest)
    return re.findall(r"[A-Za-z]{2,}", DISCORD_MARKUP.sub(" ", rest))


async def engine_words(service: TableService, loaded: LoadedTable) -> list[str]:
    """What the game's engine and adapter say about the table: English for now."""
    game = service.ctx.game(loaded.table)
    names = await service.ctx.names.seat_names(loaded.table)
    view = game.engine.view_model(loaded.state, None)
    said = [game.engine.name, *names.values(), game.prompt(view, names)]
    said += game.status_lines(view, names)
    said += [game.action_label(a, names) for a in game.engine.legal_actions(loaded.state)]
    said += words(await service.replays.recent(loaded), names)
    for seat in loaded.table.seat_ids:
        said.append(game.private_summary(game.engine.view_model(loaded.state, seat), names))
    return said


def check(message_texts: list[str], allowed: list[str]) -> dict[str, list[str]]:
    return {t: left for t in message_texts if (left := english_left(t, allowed))}


async def test_a_pseudo_locale_table_shows_no_english_of_its_own(service: TableService) -> None:
    presenter = Presenter(service, fake_png)
    opened = await service.lobby.open_lobby(
        XAVER, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    locale = service.tables.language(opened.table)
    assert locale == PSEUDO
    lobby = await presenter.lobbies.lobby(opened.table, locale=locale)
    # the toy game's title is its engine's name; the players' names are theirs
    assert check(texts(lobby), ["Pebbles", "Xaver", "Yola"]) == {}
    assert lobby.embed is not None and lobby.embed.description == (
        "⟦1. Xaver (hóšt)⟧\n⟦2. — ópéñ —⟧"
    )

    await service.lobby.lobby_action(YOLA, opened.table.id, "join")
    started = await service.lobby.lobby_action(XAVER, opened.table.id, "start")
    assert isinstance(started, Started)
    loaded = started.loaded
    seen = [
        *texts(await presenter.lobbies.lobby(loaded.table, loaded=loaded, locale=locale)),
        *texts(await presenter.boards.board(loaded, buttons=True, mention=True, locale=locale)),
        *texts(
            await presenter.privates.private(
                loaded, str(YOLA.user_id), with_actions=False, dm=True, locale=PSEUDO
            )
        ),
    ]
    assert check(seen, await engine_words(service, loaded)) == {}

    played = await service.turns.play(XAVER, loaded.table.id, loaded.version, ["take:2"])
    assert isinstance(played, Played)
    after = played.loaded
    board = await presenter.boards.board(after, buttons=True, mention=False, locale=locale)
    ended = await presenter.boards.turn_ended(after, str(XAVER.user_id), locale)
    allowed = await engine_words(service, after)
    assert check([*texts(board), *texts(ended)], allowed) == {}
    assert board.embed is not None and board.embed.footer == (
        "⟦Móvé 2 · /pebbles ⟦háñd⟧: ýóúr šúmmárý⟧"
    )

    # a click on the first board: refused, with the board as it stands
    stale = await service.turns.play(XAVER, loaded.table.id, loaded.version, ["take:1"])
    assert isinstance(stale, Refusal) and stale.board is not None
    refused = localized(stale.text, XAVER.locale)
    shown = await presenter.boards.board(stale.board, buttons=False, mention=False, locale=PSEUDO)
    assert refused == "⟦Thé bóárd háš móvéd óñ; thíš íš whéré thé gámé štáñdš ñów.⟧"
    assert check([refused, *texts(shown)], allowed) == {}
    # and one the turn's owner alone may make
    not_yours = await service.turns.play(YOLA, after.table.id, after.version, ["take:1"])
    assert isinstance(not_yours, Refusal)
    assert localized(not_yours.text, YOLA.locale) == "⟦Ít íš Xaver'š túrñ.⟧"


def test_the_check_finds_english_outside_the_catalogues() -> None:
    assert english_left("⟦Jóíñ⟧ Join", []) == ["Join"]
    assert english_left("⟦Ít íš Xaver'š túrñ.⟧ <@123> <t:99:R>", []) == []
    assert english_left("Take 2 pebbles", ["Take 2 pebbles"]) == []
