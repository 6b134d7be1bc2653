"""The Discord adapter's words and choices, each read from a view (no Discord needed)."""

from __future__ import annotations

from cogs.porta_nigra.adapter import PortaNigraAdapter
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState
from tests.rules.porta_nigra.pn_helpers import build, new, position, run
from tests.rules.porta_nigra.test_pn_scoring import last_turn_of_round

ADAPTER = PortaNigraAdapter()
NAMES = {"p1": "Zsolt", "p2": "Móni"}


def interim(bricks: tuple[int, ...]) -> PortaNigraState:
    """4 players at the intermediate scoring, p1 owning sections of these heights (x2)."""
    s = last_turn_of_round(4)
    for k, height in enumerate(bricks):
        build(s, f"PN-{k + 1}", 0, height)
    s, _ = run(s, "end")
    assert ENGINE.pending(s) == "p1" and s.phase == "interim"
    return s


def test_a_long_split_offers_a_typed_number_that_takes_both_steps() -> None:
    s = interim((8, 7))  # 15 bricks x 2 = 30 VP or sestertii
    view = ENGINE.view_model(s, "p1")
    question = ("How many VP? The rest are sestertii", 0, 30)
    assert ADAPTER.number_choice(view, ENGINE.legal_actions(s)) == question
    steps = ADAPTER.number_actions(view, 17)
    assert steps == ["tens:1", "vp:17"]
    after, _ = run(s, *steps)
    assert (after.players[0].vp, after.players[0].money) == (17, 20 + 13)
    # once the tens are chosen, the units fit one menu
    half, _ = run(s, "tens:1")
    assert ADAPTER.number_choice(ENGINE.view_model(half, "p1"), ENGINE.legal_actions(half)) is None


def test_a_short_split_and_other_steps_offer_no_typed_number() -> None:
    s = interim((5, 5))  # 20: vp:0..vp:20 fit one menu
    assert ADAPTER.number_choice(ENGINE.view_model(s, "p1"), ENGINE.legal_actions(s)) is None
    s = position()
    assert ADAPTER.number_choice(ENGINE.view_model(s, "p1"), ENGINE.legal_actions(s)) is None


def test_the_private_summary_holds_the_own_hand_and_deck() -> None:
    assert ADAPTER.private_summary(ENGINE.view_model(position(), "p1"), NAMES) == (
        "**Porta Nigra** — your hand, Zsolt:\n"
        "• **A1**: 2 actions from: buy a brick (any colour), buy a brick (any colour), "
        "take 5 sestertii, place a building section\n"
        "Left in your deck: 4 (A3, A5, A7, A8; order unknown)\n"
        "You: 6 VP, 12 sestertii, 0 torches, 2 influence, 4 Romans"
    )


def test_the_summary_asks_for_a_card_when_the_seat_must_play_one() -> None:
    s, _ = run(new(), "start:2")
    text = ADAPTER.private_summary(ENGINE.view_model(s, "p1"), NAMES)
    assert text.endswith("\n**It is your turn: choose the card to play below.**")
    assert "It is your turn" not in ADAPTER.private_summary(ENGINE.view_model(s, "p2"), NAMES)


def test_the_prompt_and_the_status_lines_from_the_public_view() -> None:
    view = ENGINE.view_model(position(), None)
    assert ADAPTER.prompt(view, NAMES) == (
        "**Zsolt**: choose the brick to buy.\n"
        "Card in play: **A2** (3 actions from: buy a brick (black), buy a brick (blue), "
        "place a building section, take an influence token)\n"
        "Round 1 of 3."
    )
    assert ADAPTER.status_lines(view, NAMES) == [
        "▶ **Zsolt**: 6 VP, 12 sestertii, 4 bricks, 4 Romans, 0 torches, 2 influence, "
        "1 card in hand",
        "**Móni**: 9 VP, 15 sestertii, 0 bricks, 3 Romans, 1 torch, 0 influence, 2 cards in hand",
    ]


def test_only_playing_a_card_is_a_private_choice() -> None:
    s, _ = run(new(), "start:2")
    assert ADAPTER.private_choice(ENGINE.view_model(s, None)) is True
    assert ADAPTER.private_choice(ENGINE.view_model(position(), None)) is False
    over = position()
    over.phase = "over"
    assert ADAPTER.private_choice(ENGINE.view_model(over, None)) is False
    assert ADAPTER.prompt(ENGINE.view_model(over, None), NAMES) == "The game is over."
