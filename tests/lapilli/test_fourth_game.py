"""A fourth game added by its two folders and one registry line: Terni Lapilli (tests/lapilli)
keeps the engine contract and its exact rules, speaks three languages from its own catalogue,
gets a computer player that sees a win and a loss one move ahead, and is played by the real bot
through the local Discord, while nothing outside tests/lapilli/ names it."""

from __future__ import annotations

import os
import random
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.bot import TabulaBot
from bot.i18n.catalogue import Catalogue, default_catalogue
from bot.i18n.command_translator import CommandTranslator, tree_lookups
from bot.i18n.glossary import glossary_keys, title_key
from bot.i18n.key_usage import literal_keys
from bot.i18n.languages import ENGLISH, HUNGARIAN, LANGUAGES, SPANISH
from bot.i18n.text import say
from bot.localdiscord.server import FakeDiscord
from rules import registry
from rules.ai.levels import choose_move
from rules.core import Event, IllegalAction, Result
from rules.words import Words
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle, start_table
from tests.discord.harness import run_client
from tests.i18n.command_tree import command_tree, game_groups
from tests.lapilli.game import ENGINE, MANIFEST, MOVE_LIMIT, LapilliState, winning_moves
from tests.rules import test_contract

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parents[1]
SEATS = ["white", "black"]
E, W, B = -1, 0, 1  # an empty point, a white piece, a black piece


@pytest.fixture
def lapilli() -> Iterator[str]:
    registry.register(MANIFEST)  # the one registry line
    yield MANIFEST.id
    registry.unregister(MANIFEST.id)


def play(*action_ids: str) -> tuple[LapilliState, list[Event]]:
    """A new game after ``action_ids``; the events of the last one."""
    state = ENGINE.new_game(SEATS, seed=1)
    events: list[Event] = []
    for action_id in action_ids:
        state, events = ENGINE.apply_id(state, action_id)
    return state, events


def position(board: list[int], turn: int, moves: int) -> LapilliState:
    return LapilliState(seats=list(SEATS), board=board, turn=turn, moves=moves)


def said(events: list[Event]) -> list[tuple[str, str | None]]:
    return [(str(e.text), e.seat) for e in events]


# ----- the engine --------------------------------------------------------------------------


def test_the_contract_holds_for_a_game_added_by_its_manifest(lapilli: str) -> None:
    assert registry.games()[-1] == lapilli
    test_contract.test_random_playouts_keep_the_contract(lapilli, 2)
    test_contract.test_running_game_has_no_result_and_sizes_are_checked(lapilli)
    test_contract.test_same_seed_same_game_and_seeds_differ(lapilli)


def test_three_placed_in_a_row_win_at_once() -> None:
    state, events = play("place:0", "place:3", "place:1", "place:4")
    assert [a.id for a in ENGINE.legal_actions(state)] == [
        "place:2",
        "place:5",
        "place:6",
        "place:7",
        "place:8",
    ]
    assert [a.label for a in ENGINE.legal_actions(state)][:2] == ["Place on c1", "Place on c2"]
    state, events = ENGINE.apply_id(state, "place:2")
    assert said(events) == [
        ("placed a piece on c1", "white"),
        ("has three in a row (a1–b1–c1) and wins", "white"),
    ]
    assert state.board == [W, W, W, B, B, E, E, E, E]
    assert (state.winner, state.line, state.moves) == ("white", [0, 1, 2], 5)
    assert ENGINE.pending(state) is None
    assert ENGINE.legal_actions(state) == []
    assert ENGINE.result(state) == Result({"white": 1.0, "black": 0.0}, ["white"])


def test_placing_ends_after_three_pieces_each_and_sliding_begins() -> None:
    state, _ = play("place:4", "place:0", "place:2", "place:6", "place:3", "place:5")
    assert state.board == [B, E, W, W, W, B, B, E, E]
    assert ENGINE.pending(state) == "white"
    # white's pieces on c1, a2 and b2 slide to their empty neighbours (b1, b3, c3)
    assert [a.id for a in ENGINE.legal_actions(state)] == [
        "move:2-1",
        "move:3-1",
        "move:3-7",
        "move:4-1",
        "move:4-7",
        "move:4-8",
    ]
    assert ENGINE.legal_actions(state)[0].label == "Move c1 → b1"


def test_a_slide_into_three_in_a_row_wins() -> None:
    state = position([W, W, E, B, B, W, E, E, B], turn=W, moves=6)
    after, events = ENGINE.apply_id(state, "move:5-2")
    assert said(events) == [
        ("moved a piece from c2 to c1", "white"),
        ("has three in a row (a1–b1–c1) and wins", "white"),
    ]
    assert after.board == [W, W, W, B, B, E, E, E, B]
    assert (after.winner, after.line, after.moves, ENGINE.pending(after)) == (
        "white",
        [0, 1, 2],
        7,
        None,
    )
    assert ENGINE.result(after) == Result({"white": 1.0, "black": 0.0}, ["white"])


@pytest.mark.parametrize(
    ("action_id", "english", "key", "args"),
    [
        ("move:0-3", "a2 is not empty.", "lapilli-illegal-occupied", {"point": "a2"}),
        (
            "move:1-7",
            "b3 is not next to b1: a piece slides to a neighbouring point.",
            "lapilli-illegal-not-adjacent",
            {"start": "b1", "to": "b3"},
        ),
        (
            "move:4-7",
            "There is no piece of yours on b2.",
            "lapilli-illegal-not-yours",
            {"point": "b2"},
        ),
        (
            "place:6",
            "All your pieces are on the board: slide one instead.",
            "lapilli-illegal-all-placed",
            {},
        ),
        (
            "jump:0-8",
            "'jump:0-8' is not a move of Terni Lapilli.",
            "lapilli-illegal-unknown",
            {"action": "jump:0-8"},
        ),
    ],
)
def test_an_illegal_slide_is_refused_and_changes_nothing(
    action_id: str, english: str, key: str, args: dict[str, str]
) -> None:
    state = position([W, W, E, B, B, W, E, E, B], turn=W, moves=6)
    before = ENGINE.dump(state)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply_id(state, action_id)
    reason = refused.value.reason
    assert isinstance(reason, Words)
    assert (str(reason), reason.key, dict(reason.args)) == (english, key, args)
    assert ENGINE.dump(state) == before


def test_an_illegal_placement_is_refused_and_changes_nothing() -> None:
    state, _ = play("place:4")
    before = ENGINE.dump(state)
    for action_id, english in [
        ("place:4", "b2 is not empty."),
        ("move:4-5", "You still have pieces to place: place one before you slide."),
    ]:
        with pytest.raises(IllegalAction) as refused:
            ENGINE.apply_id(state, action_id)
        assert refused.value.reason == english
        assert ENGINE.dump(state) == before
    over, _ = play("place:0", "place:3", "place:1", "place:4", "place:2")
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply_id(over, "place:8")
    assert refused.value.reason == "The game is over."


def test_the_game_is_drawn_after_the_move_limit() -> None:
    assert MOVE_LIMIT == 30 == ENGINE.max_steps
    opening = ["place:4", "place:0", "place:2", "place:6", "place:3", "place:5"]
    opening += ["move:2-1", "move:6-7"]
    # white shuttles a2 <-> a3, black c2 <-> c1: no row of three ever
    shuttle = ["move:3-6", "move:5-2", "move:6-3", "move:2-5"]
    actions = opening + (shuttle * 6)[: MOVE_LIMIT - len(opening)]
    state, _ = play(*actions[:-1])
    assert (state.moves, ENGINE.pending(state), ENGINE.result(state)) == (29, "black", None)
    state, events = ENGINE.apply_id(state, actions[-1])
    assert said(events) == [
        ("moved a piece from c2 to c1", "black"),
        ("No three in a row after 30 moves: the game is a draw.", None),
    ]
    assert (state.moves, state.drawn, state.winner, ENGINE.pending(state)) == (
        30,
        True,
        None,
        None,
    )
    assert ENGINE.legal_actions(state) == []
    assert ENGINE.result(state) == Result({"white": 0.5, "black": 0.5}, ["white", "black"])


def test_views_show_the_board_to_everyone() -> None:
    state, _ = play("place:4", "place:0", "place:2")
    view = ENGINE.view_model(state, "black")
    assert (view.viewer, view.pending, view.board, view.to_place, view.moves) == (
        "black",
        "black",
        (B, E, W, E, W, E, E, E, E),
        (1, 2),
        3,
    )
    assert ENGINE.view(state, None) == {**ENGINE.view(state, "black"), "viewer": None}
    assert ENGINE.determinize(state, "white", random.Random(1)) is state


# ----- the catalogue -----------------------------------------------------------------------


def lapilli_keys(catalogue: Catalogue, language: str) -> frozenset[str]:
    return frozenset(
        k for k in catalogue.keys(language) if k.startswith("lapilli-") or k == "cmd-lapilli-name"
    )


def test_every_key_in_every_language_with_the_same_variables(lapilli: str) -> None:
    catalogue = default_catalogue()
    english = lapilli_keys(catalogue, ENGLISH)
    # exactly the messages of the game's own file, read from its extension's package
    written = (HERE / "cog" / "locales" / ENGLISH / "lapilli.ftl").read_text(encoding="utf-8")
    assert english == set(re.findall(r"^([a-z][a-z-]*) =", written, re.MULTILINE))
    assert len(english) == 26
    for language in LANGUAGES:
        assert lapilli_keys(catalogue, language) == english, language
        for key in english:
            entry = catalogue.entry(language, key)
            assert entry.file == "lapilli.ftl"
            assert entry.variables == catalogue.entry(ENGLISH, key).variables, (language, key)
    assert MANIFEST.glossary is not None
    assert MANIFEST.glossary() == {
        "lapilli-title",
        "lapilli-piece-white",
        "lapilli-piece-black",
    }
    assert MANIFEST.glossary() <= glossary_keys() <= catalogue.keys(HUNGARIAN)
    assert title_key(lapilli) == "lapilli-title"
    assert [say(lang, "lapilli-piece-white") for lang in (ENGLISH, HUNGARIAN, SPANISH)] == [
        "white",
        "világos",
        "blancas",
    ]


async def test_every_key_is_used_and_every_key_asked_for_exists(lapilli: str) -> None:
    catalogue = default_catalogue()
    ours = lapilli_keys(catalogue, ENGLISH)
    async with command_tree() as bot:
        translator = CommandTranslator(catalogue, game_groups(bot))
        asked = {lookup.key for lookup in await tree_lookups(translator, bot.tree)}
    assert "cmd-lapilli-name" in asked
    assert asked <= catalogue.keys(ENGLISH)
    # named by the game's code (not by this test), or built from parts the glossary lists
    code = literal_keys([HERE / "game", HERE / "cog"], ours)
    assert "lapilli-piece-white" not in code
    assert sorted(ours - (asked | glossary_keys() | code)) == []


def test_the_engines_words_are_the_catalogues_in_every_language(lapilli: str) -> None:
    """Every label, event and refusal of many games: its English is the catalogue's English,
    and Hungarian and Spanish say it with the same arguments."""
    seen: dict[str, Words] = {}
    for seed in range(30):
        state = ENGINE.new_game(SEATS, seed)
        rng = random.Random(seed)
        while (seat := ENGINE.pending(state)) is not None:
            actions = ENGINE.legal_actions(state)
            for action in actions:
                assert isinstance(action.label, Words)
                seen[f"{action.label.key} {action.label}"] = action.label
            state, events = ENGINE.apply(state, rng.choice(actions))
            for event in events:
                assert isinstance(event.text, Words)
                seen[f"{event.text.key} {event.text}"] = event.text
            assert seat in SEATS
    sliding = position([W, W, E, B, B, W, E, E, B], turn=W, moves=6)
    placing, _ = play("place:4")
    refusals = [
        ENGINE.explain_illegal(sliding, a)
        for a in ("move:0-3", "move:1-7", "move:4-7", "place:6", "jump:0-8")
    ]
    refusals += [ENGINE.explain_illegal(placing, a) for a in ("place:4", "move:4-5")]
    refusals.append(ENGINE.explain_illegal(state, "place:0"))
    for refusal in refusals:
        assert isinstance(refusal, Words)
        seen[f"{refusal.key} {refusal}"] = refusal
    keys = {words.key for words in seen.values()}
    assert keys == {
        "lapilli-place",
        "lapilli-move",
        "lapilli-ev-placed",
        "lapilli-ev-moved",
        "lapilli-ev-wins",
        "lapilli-ev-draw",
        "lapilli-illegal-occupied",
        "lapilli-illegal-not-adjacent",
        "lapilli-illegal-not-yours",
        "lapilli-illegal-all-placed",
        "lapilli-illegal-unknown",
        "lapilli-illegal-place-first",
        "lapilli-illegal-over",
    }
    catalogue = default_catalogue()
    for words in seen.values():
        args: dict[str, Any] = dict(words.args)
        assert catalogue.text(ENGLISH, words.key, **args) == str(words)
        for language in (HUNGARIAN, SPANISH):
            assert catalogue.text(language, words.key, **args) != str(words)
    assert catalogue.text(HUNGARIAN, "lapilli-ev-moved", start="a1", to="b2") == (
        "áttolt egy bábut: a1 → b2"
    )
    assert catalogue.text(SPANISH, "lapilli-place", point="b2") == "Colocar en b2"


# ----- the computer players ----------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_the_normal_level_takes_a_win(lapilli: str, seed: int) -> None:
    # white wins by sliding c2 to c1, although that opens c2 to black's row a2-b2
    state = position([W, W, E, B, B, W, E, E, B], turn=W, moves=6)
    assert choose_move(lapilli, "normal", state, "white", random.Random(seed)) == "move:5-2"


@pytest.mark.parametrize("seed", range(4))
def test_the_normal_level_blocks_a_row_of_three(lapilli: str, seed: int) -> None:
    # white threatens c1 (a1, b1); black must place there
    state, _ = play("place:0", "place:4", "place:1")
    assert choose_move(lapilli, "normal", state, "black", random.Random(seed)) == "place:2"
    # sliding: black's b3 would slide to c2 and fill column c; only white's b1 gets there first
    sliding = position([W, W, B, W, E, E, E, B, B], turn=W, moves=6)
    assert len(ENGINE.legal_actions(sliding)) == 5
    assert choose_move(lapilli, "normal", sliding, "white", random.Random(seed)) == "move:1-5"


# ----- through the local Discord -----------------------------------------------------------

SHARED = [
    "new",
    "board",
    "log",
    "hand",
    "undo",
    "abort",
    "hint",
    "resign",
    "leave",
    "join",
    "replace",
    "rules",
    "replay",
]


async def test_alice_plays_it_against_the_computer_through_discord(
    lapilli: str, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice = fake.user("Alice")
    anna = fake.user("Anna", locale="hu")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([5]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        synced = {c["name"]: c for c in fake.global_commands or []}
        assert [o["name"] for o in synced["lapilli"]["options"]] == SHARED
        assert synced["lapilli"]["description_localizations"]["hu"] == (
            "Játék ebben a csatornában: Terni Lapilli"
        )
        # the lists of games the core derives from the manifests name it too
        stats = next(o for o in synced["tabula"]["options"] if o["name"] == "stats")
        game = next(o for o in stats["options"] if o["name"] == "game")
        assert game["choices"][-1]["name"] == "Terni Lapilli"
        assert game["choices"][-1]["value"] == lapilli
        helped = await fake.reply(await anna.slash("tabula help"))
        # a game of a fixed size says its one number; its commands are the games' shared ones
        lines = helped.content.splitlines()
        assert lines[5] == "**Terni Lapilli** (2 játékos): `/lapilli`"
        assert "`szabályok`: Rövid szabályösszefoglaló: az adott játék" in lines

        _, table = await start_table(
            fake, running, "lapilli", alice, [], seats=2, ai=1, level="normal", random_order=False
        )
        white, black = (seat.id for seat in table.seats)
        assert white == str(alice.id)
        clicks = 0
        while (loaded := await bot.repo.tables.load(table.id)).pending is not None:
            assert loaded.pending == white  # the computer answers every move at once
            board = latest_board(alice, "general")
            assert board.attachment("board.png").data.startswith(b"\x89PNG")
            offered = sorted(choices(board))
            assert offered == sorted(a.id for a in ENGINE.legal_actions(loaded.state))
            await alice.click(board, choices(board)[alices_move(loaded.state)].custom_id)
            await settle(bot)
            clicks += 1
        final = loaded.state
        result = ENGINE.result(final)
        assert result is not None
        assert clicks == (final.moves + 1) // 2
        names = {white: "Alice", black: say(ENGLISH, "bot-ai-name", number=1, level="normal")}
        last = [m for m in fake.channel_log("general") if m.embeds][-1]
        assert last.attachment("board.png").data.startswith(b"\x89PNG")
        assert last.content.startswith("**Game over.** ")
        description = last.embeds[0]["description"]
        if final.winner is not None:
            assert last.content.startswith(f"**Game over.** Winner: {names[final.winner]}\n")
            assert f"• {names[final.winner]} has three in a row ({_line(final.line)}) and wins" in (
                description
            )
        else:  # what these seeds and Alice's careful play come to
            # a draw is said as a tie, the rules leaving it shared
            assert last.content.startswith(
                f"**Game over.** A tie: Alice and {names[black]} share first place with "
            )
            assert "; the rules have no tie-break, so they share the win.\n" in last.content
            assert description.endswith("\n• No three in a row after 30 moves: the game is a draw.")
            assert (final.moves, clicks) == (30, 15)
        assert (await bot.repo.tables.replay(table.id)).matches
        # the picture is the game's own drawing of the final position
        from tests.lapilli.cog import ADAPTER  # imported once the game is registered

        view = ENGINE.view_model(final, None)
        assert last.attachment("board.png").data == ADAPTER.render_board(view, names, ENGLISH)
        if os.environ.get("LAPILLI_PICTURE"):
            Path(os.environ["LAPILLI_PICTURE"]).write_bytes(last.attachment("board.png").data)

        # a Hungarian onlooker's private board: the picture's words in Hungarian
        shown = await fake.reply(await anna.slash("lapilli board", table=table.id))
        assert shown.embeds[0]["title"] == f"Terni Lapilli · #{table.id} asztal"
        in_hungarian = shown.attachment("board.png").data
        assert in_hungarian == ADAPTER.render_board(view, names, HUNGARIAN)
        assert in_hungarian != last.attachment("board.png").data

        # a Hungarian reader's rules come from the game's own catalogue
        answer = await fake.reply(await anna.slash("lapilli rules"))
        assert answer.content == default_catalogue().text(HUNGARIAN, "lapilli-rules", moves=30)
        assert answer.content.startswith("**Terni Lapilli** — a rómaiak „három kavics” játéka")
        assert "Ha összesen 30 lépés után sincs hármas sor, a játszma döntetlen." in (
            answer.content
        )


def alices_move(state: LapilliState) -> str:
    """Alice takes a win, else a move that leaves the computer none, else the first move."""
    wins = winning_moves(ENGINE, state)
    if wins:
        return wins[0]
    actions = [a.id for a in ENGINE.legal_actions(state)]
    safe = [a for a in actions if not winning_moves(ENGINE, ENGINE.apply_id(state, a)[0])]
    return (safe or actions)[0]


def _line(points: list[int]) -> str:
    return "–".join(f"{'abc'[p % 3]}{p // 3 + 1}" for p in points)


# ----- nothing else names it ---------------------------------------------------------------


def test_no_code_outside_tests_lapilli_names_the_game() -> None:
    # (the README points to it as the example of a new game: words, not code)
    found = subprocess.run(
        ["git", "grep", "--untracked", "-il", "lapilli"],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stderr
    files = found.stdout.split()
    assert "tests/lapilli/test_fourth_game.py" in files
    assert [f for f in files if not f.startswith("tests/lapilli/") and f != "README.md"] == []
