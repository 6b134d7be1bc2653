"""Porta Nigra's table words (cogs/porta_nigra/adapter.py) as messages: English as before,
and every reader's own language where they are rendered."""

from __future__ import annotations

from bot.i18n import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.text import localized
from cogs.porta_nigra.adapter import LEGEND, RULES, PortaNigraAdapter
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState

ADAPTER = PortaNigraAdapter()
NAMES = {"p1": "Zsolt", "p2": "Móni"}


def first_card_played() -> PortaNigraState:
    """Both builders placed and p1's first card in play: the action step."""
    s = ENGINE.new_game(["p1", "p2"], 7)
    while s.phase != "action":
        s, _ = ENGINE.apply(s, ENGINE.legal_actions(s)[0])
    return s


def test_the_prompt_names_the_card_in_play_in_each_language() -> None:
    s = first_card_played()
    view = ENGINE.view_model(s, None)
    prompt = ADAPTER.prompt(view, NAMES)
    player, card = NAMES[str(view.pending)], str(view.turn.card)
    assert str(prompt).startswith(
        f"**{player}**: use an action of the card in play, or end your turn.\n"
        f"Card in play: **{card}** ("
    )
    assert localized(prompt, HUNGARIAN).startswith(
        f"**{player}**: használd a kijátszott kártya egy akcióját, vagy fejezd be a köröd.\n"
        f"Kijátszott kártya: **{card}** ("
    )
    assert localized(prompt, HUNGARIAN).endswith("\n1. forduló (3 közül).")
    assert localized(prompt, SPANISH).endswith("\nRonda 1 de 3.")


def test_the_private_summary_is_said_line_by_line() -> None:
    s = first_card_played()
    seat = "p2" if s.seats[s.current] == "p1" else "p1"
    summary = ADAPTER.private_summary(ENGINE.view_model(s, seat), NAMES)
    english, hungarian = str(summary).split("\n"), localized(summary, HUNGARIAN).split("\n")
    assert localized(summary, ENGLISH) == str(summary)
    assert len(english) == len(hungarian)
    assert english[0] == f"**Porta Nigra** — your hand, {NAMES[seat]}:"
    assert hungarian[0] == f"**Porta Nigra** — a kezed, {NAMES[seat]}:"
    assert hungarian[-1].startswith("Te: 0 GyP, ")


def test_a_players_line_counts_in_the_readers_words() -> None:
    view = ENGINE.view_model(ENGINE.new_game(["p1", "p2"], 7), None)
    line = ADAPTER.status_lines(view, NAMES)[0]
    assert str(line) == (
        "▶ **Zsolt**: 0 VP, 20 sestertii, 0 bricks, 5 Romans, 1 torch, 0 influence, 2 cards in hand"
    )
    assert localized(line, HUNGARIAN) == (
        "▶ **Zsolt**: 0 GyP, 20 sestertius, 0 tégla, 5 római, 1 fáklyajelző, 0 befolyásjelző, "
        "2 kártya a kézben"
    )
    assert localized(line, SPANISH) == (
        "▶ **Zsolt**: 0 PV, 20 sestercios, 0 ladrillos, 5 romanos, 1 antorcha, 0 de influencia, "
        "2 cartas en la mano"
    )


def test_the_rules_and_their_legend_fit_a_discord_message_in_every_language() -> None:
    # the English catalogue holds the summary checked against the rulebook, word for word
    assert (str(ADAPTER.rules_text), str(ADAPTER.rules_legend)) == (RULES, LEGEND)
    # Hungarian and Spanish run longer than English; each is sent as one message
    for text in (ADAPTER.rules_text, ADAPTER.rules_legend):
        for language in (ENGLISH, HUNGARIAN, SPANISH):
            assert 0 < len(localized(text, language)) <= 2000
    assert localized(ADAPTER.rules_text, HUNGARIAN).startswith(
        "**Porta Nigra** — építsd fel a római Triert: **2 játékossal 3 forduló, 3-4 játékossal 2**."
    )
    assert localized(ADAPTER.rules_legend, SPANISH).startswith(
        "**Leer las imágenes de Porta Nigra**\n• **N Az R Am B**: ladrillos negros,"
    )
