"""A whole seeded game in the pseudo-locale, through the real ``TableService`` and ``Presenter``
(no Discord): every reader reads ``PSEUDO``, so whatever a person would read that holds a word
outside a ⟦…⟧ message is English that escaped the catalogues.

``play_pseudo_game`` plays every seat as a person whose clicks are chosen by a seeded random
generator (or by the Normal computer) and gathers, by where it came from: the lobby, each board
message (content, embed, fields, buttons, menus, alt text), each private panel and DM, each
turn-ended message, the refusals of a click by the wrong player, of a stale board and of an
action that is not legal now, the number question, the final board and DMs, and the game log.
Images are not read (the words drawn into them are other tests' business): ``fake_png``
stands in for every renderer, which keeps a game fast.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from bot.extensions import front_ends
from bot.i18n.languages import PSEUDO
from bot.i18n.pseudo import CLOSE, OPEN
from bot.i18n.text import localized
from bot.messages import Button, Message
from bot.names import NameBook
from bot.presenter import Presenter
from bot.service import Caller, TableService
from bot.service.outcomes import Ask, LobbyChanged, Played, Refusal, Started
from bot.table_settings import LobbyOptions
from rules.ai.levels import choose_move
from storage.memory import open_memory
from storage.models import LoadedTable, TableStatus

GUILD, CHANNEL = 10, 100
# Four people whose names are no English words (they are allowed wherever they appear).
PEOPLE = (
    Caller(400000000000000001, "Xaver", GUILD, CHANNEL, locale=PSEUDO, guild_locale=PSEUDO),
    Caller(400000000000000002, "Yola", GUILD, CHANNEL, locale=PSEUDO, guild_locale=PSEUDO),
    Caller(400000000000000003, "Zsófi", GUILD, CHANNEL, locale=PSEUDO, guild_locale=PSEUDO),
    Caller(400000000000000004, "Wanda", GUILD, CHANNEL, locale=PSEUDO, guild_locale=PSEUDO),
)
# A wrapped message with nothing wrapped inside it (removed innermost first, so a message
# holding another one goes too).
_WRAPPED = re.compile(rf"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
# mentions, channels and timestamps Discord renders itself; links
_MARKUP = re.compile(rf"<[@#]?[t:]?[^>]*>|https://[^\s{OPEN}{CLOSE}]+")
# Two letters in a row: a word (numbers, single letters and punctuation are no language's).
_WORD = re.compile(r"[^\W\d_]{2,}")

Chooser = Literal["random", "normal"]


async def fake_png(table_id: int, render: Any, *args: Any) -> bytes | None:
    return b"\x89PNG"  # no picture drawn: only its alt text is read here


def english_left(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of ``text`` outside the catalogues' (wrapped) messages, but ``allowed`` ones
    (the players' names) and Discord's markup."""
    cut = text.endswith("…")  # read before the markup goes: a link may be what was cut
    rest = _MARKUP.sub(" ", text)
    if cut:
        # cut at a length limit (as every label may be): the messages it cut close there
        rest += CLOSE * (rest.count(OPEN) - rest.count(CLOSE))
    for word in sorted(set(allowed), key=len, reverse=True):
        rest = rest.replace(word, " ")
    while _WRAPPED.search(rest):
        rest = _WRAPPED.sub(" ", rest)
    return _WORD.findall(rest)


def message_texts(message: Message) -> Iterable[tuple[str, str]]:
    """(which part, text) for every string of a message a person reads."""
    if message.content:
        yield "content", message.content
    if message.embed is not None:
        embed = message.embed
        yield "embed title", embed.title
        yield "embed description", embed.description
        if embed.footer:
            yield "embed footer", embed.footer
        for part in embed.fields:
            yield "embed field", f"{part.name}\n{part.value}"
    if message.image is not None and message.image.description:
        yield "alt text", message.image.description
    for component in message.components:
        if isinstance(component, Button):
            yield "button", component.label
            continue
        yield "menu placeholder", component.placeholder
        for option in component.options:
            yield "menu option", option.label
            if option.description:
                yield "menu option", option.description


@dataclass
class PseudoGame:
    """What a whole game showed its readers: ``seen`` maps a place ("board button", "dm
    content", "refusal"…) to every text read there, each once. ``players``: the people
    seated (computers read nothing); ``names``: every seat's, as the table says them."""

    game_id: str
    players: int
    loaded: LoadedTable
    names: dict[str, str]
    actions: int
    seen: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def read(self, where: str, message: Message) -> None:
        for part, text in message_texts(message):
            self.seen[f"{where} {part}"].add(text)

    def english(self) -> dict[str, list[str]]:
        """Where English was left, and each text holding it with its English words first:
        ``{}`` when every word came from the catalogues."""
        names = list(self.names.values())
        found: dict[str, list[str]] = {}
        for where, texts in sorted(self.seen.items()):
            left = [
                f"{' '.join(words)} ← {text}"
                for text in sorted(texts)
                if (words := english_left(text, names))
            ]
            if left:
                found[where] = left
        return found


async def play_pseudo_game(
    game_id: str,
    players: int,
    seed: int,
    chooser: Chooser = "random",
    max_actions: int = 2000,
    computers: int = 0,
) -> PseudoGame:
    """A whole game of ``game_id``, table seed ``seed``: ``players`` people (1-4) reading the
    pseudo-locale, whose clicks ``chooser`` picks (a seeded random legal action, or the Normal
    computer's), and ``computers`` seats the Normal computer plays as at a real table; what
    the people read is in the returned ``PseudoGame``."""
    people = PEOPLE[:players]
    names = NameBook()
    for person in people:
        names.remember(person.user_id, person.name)
    repo = await open_memory()
    try:
        service = TableService(repo, front_ends(), names, iter([seed]))
        return await _play(service, game_id, people, computers, seed, chooser, max_actions)
    finally:
        await repo.close()


async def _play(
    service: TableService,
    game_id: str,
    people: tuple[Caller, ...],
    computers: int,
    seed: int,
    chooser: Chooser,
    max_actions: int,
) -> PseudoGame:
    presenter = Presenter(service, fake_png)
    host = people[0]
    seats = len(people) + computers
    opened = await service.lobby.open_lobby(
        host, game_id, LobbyOptions(seats=seats, ai=computers, random_order=False, level="normal")
    )
    assert isinstance(opened, LobbyChanged), opened
    table_id = opened.table.id
    if chooser != "normal":
        # Random clicks can lock The Builders' crews for good (the rulebook's game then never
        # ends): such a table takes a simulation's guard, as random simulations do.
        guard = service.ctx.game(opened.table).engine.simulation_options
        await service.ctx.repo.lobby.configure(table_id, {**opened.table.options, **guard})
    for guest in people[1:]:
        assert isinstance(await service.lobby.lobby_action(guest, table_id, "join"), LobbyChanged)
    lobby = await presenter.lobbies.lobby(opened.table, locale=PSEUDO)
    started = await service.lobby.lobby_action(host, table_id, "start")
    assert isinstance(started, Started), started
    loaded = started.loaded
    game = PseudoGame(
        game_id, len(people), loaded, await service.ctx.names.seat_names(loaded.table), 0
    )
    game.read("lobby", lobby)
    game.read("lobby", await presenter.lobbies.lobby(loaded.table, loaded=loaded, locale=PSEUDO))
    by_seat = {str(p.user_id): p for p in people}
    adapter = service.ctx.game(loaded.table)
    engine = adapter.engine
    rng = random.Random(seed)
    ever_legal: set[str] = set()
    await _read_dms(game, presenter, loaded)
    for step in itertools.count():
        if loaded.pending is None:
            break
        assert step < max_actions, f"{game_id} not over after {max_actions} actions"
        seat = loaded.pending
        game.read(
            "board", await presenter.boards.board(loaded, buttons=True, mention=True, locale=PSEUDO)
        )
        caller = by_seat.get(seat)
        if caller is None:
            moved = await service.turns.ai_turn(table_id, _think)
            assert moved is not None, f"no computer move at {loaded.version}"
            game.actions += 1
            game.read("turn ended", await presenter.boards.turn_ended(moved.loaded, seat, PSEUDO))
            await _read_dms(game, presenter, moved.loaded)
            loaded = moved.loaded
            continue
        public = engine.view_model(loaded.state, None)
        if adapter.private_choice(public):
            panel = await presenter.privates.private(loaded, seat, with_actions=True, locale=PSEUDO)
            game.read("private panel", panel)
        legal = engine.legal_actions(loaded.state)
        own = engine.view_model(loaded.state, seat)
        number = adapter.number_choice(own, legal)
        if number is not None:
            # the modal's title, in the reader's language as it must be shown (router.py's
            # open_number still shortens the question unrendered: the integrator renders it)
            game.seen["number question"].add(localized(number[0], PSEUDO))
        ever_legal.update(a.id for a in legal)
        await _refusals(game, service, presenter, loaded, by_seat, ever_legal, step)
        if chooser == "normal":
            action_id = choose_move(game_id, "normal", loaded.state, seat, rng)
        else:
            action_id = rng.choice(legal).id
        played = await service.turns.play(caller, table_id, loaded.version, [action_id], True)
        if isinstance(played, Ask):
            # a costly or irreversible choice is asked first, in the reader's language
            game.seen["confirm question"].add(localized(played.question, PSEUDO))
            played = await service.turns.play(
                caller, table_id, loaded.version, [action_id], True, confirmed=True
            )
        assert isinstance(played, Played), played
        after = played.loaded
        # the steps taken for the player (a single choice) count as the actions they are
        game.actions += after.version - loaded.version
        if after.pending != seat or after.table.status is not TableStatus.ACTIVE:
            game.read("turn ended", await presenter.boards.turn_ended(after, seat, PSEUDO))
            await _read_dms(game, presenter, after)
        loaded = after
    game.loaded = loaded
    game.read(
        "final board",
        await presenter.boards.board(loaded, buttons=True, mention=True, locale=PSEUDO),
    )
    await _read_dms(game, presenter, loaded, where="final dm")
    log = await service.history.game_log(host, game_id, table_id)
    assert not isinstance(log, Refusal), log
    game.seen["game log"].update(localized(line, PSEUDO) for line in log.lines if line)
    return game


async def _think(game_id: str, level: str, state: Any, seat: str, rng: random.Random) -> str:
    return choose_move(game_id, level, state, seat, rng)


async def _read_dms(
    game: PseudoGame, presenter: Presenter, loaded: LoadedTable, where: str = "dm"
) -> None:
    for seat in (s.id for s in loaded.table.seats if not s.is_ai):
        game.read(
            where,
            await presenter.privates.private(
                loaded, seat, with_actions=False, dm=True, locale=PSEUDO
            ),
        )


async def _refusals(
    game: PseudoGame,
    service: TableService,
    presenter: Presenter,
    loaded: LoadedTable,
    by_seat: dict[str, Caller],
    ever_legal: set[str],
    step: int,
) -> None:
    """Clicks that are refused (and change nothing): by a player whose turn it is not, on an
    old board (the first decision has none), and of an action legal earlier but not now."""
    mover = by_seat[str(loaded.pending)]
    legal_now = {a.id for a in service.ctx.game(loaded.table).engine.legal_actions(loaded.state)}
    tries: list[tuple[Caller, int, str]] = [
        (other, loaded.version, min(legal_now)) for other in by_seat.values() if other is not mover
    ][:1]
    if loaded.version > 1:
        tries.append((mover, loaded.version - 1, min(legal_now)))
    not_now = sorted(ever_legal - legal_now)
    if not_now:
        tries.append((mover, loaded.version, not_now[step % len(not_now)]))
    for caller, version, action_id in tries:
        refused = await service.turns.play(caller, loaded.table.id, version, [action_id], True)
        assert isinstance(refused, Refusal), (caller, version, action_id)
        game.seen["refusal"].add(localized(refused.text, PSEUDO))
        if refused.board is not None:
            shown = await presenter.boards.board(
                refused.board, buttons=False, mention=False, locale=PSEUDO
            )
            game.read("refusal board", shown)
