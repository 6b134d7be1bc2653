"""Aqua Romana's words (rules/aqua_romana, cogs/aqua_romana/adapter.py) through the catalogues:
the engine and the adapter write English, aqua-engine.ftl says the same in every language."""

from __future__ import annotations

import random

import pytest

from bot.i18n import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.catalogue import Arg, default_catalogue
from bot.i18n.text import localized
from bot.service.offers import STEP, offers
from cogs.aqua_romana.adapter import LEGEND, RULES, AquaRomanaAdapter
from rules.aqua_romana import ENGINE, choices
from rules.aqua_romana import events as ev
from rules.aqua_romana.data import square, tile_code
from rules.aqua_romana.state import AquaState
from rules.core import IllegalAction
from rules.words import Lines, Words
from tests.rules.aqua_romana.positions import play, position

ADAPTER = AquaRomanaAdapter()
NAMES = {"p1": "Ann", "p4": "Dora"}
VIEW = ENGINE.view_model(ENGINE.new_game(["p1", "p2"], 1), None)
# Ids refused at every step: each names a different reason in some phase.
REFUSED = (
    "keep",
    "at:P99",
    "setup:J:top",
    "setup:C:middle",
    "workman:red9",
    "builder:P1",
    "tile:Q1",
    "fcol:Z",
    "fsq:Z9",
    "close:blue1",
    "claim:C",
)
BUTTON, OPTION = 80, 100  # Discord's limits for a button's and a menu option's label


def _collect(value: object, seen: dict[tuple[str, str], Words]) -> None:
    if isinstance(value, Lines):
        for line in value.lines:
            _collect(line, seen)
    elif isinstance(value, tuple):
        for item in value:
            _collect(item, seen)
    elif isinstance(value, Words):
        seen.setdefault((value.key, str(value)), value)
        for arg in value.args.values():
            _collect(arg, seen)


def _random_game(seed: int) -> list[tuple[AquaState, list[str]]]:
    """Every state of a random game at 2-4 players, with the ids chosen."""
    rng = random.Random(seed)
    state = ENGINE.new_game(["p1", "p2", "p3", "p4"][: 2 + seed % 3], seed)
    states = []
    while ENGINE.pending(state) is not None:
        chosen = rng.choice(ENGINE.legal_actions(state))
        states.append((state, [chosen.id]))
        state, _ = ENGINE.apply(state, chosen)
    states.append((state, []))
    return states


@pytest.fixture(scope="module")
def said() -> dict[tuple[str, str], Words]:
    """Every Words an option, an event, a refusal, the adapter or the description said in
    random games, by key and English."""
    seen: dict[tuple[str, str], Words] = {}
    for seed in range(6):
        for state, chosen in _random_game(seed):
            view = ENGINE.view_model(state, None)
            _collect(ADAPTER.prompt(view, NAMES), seen)
            _collect(tuple(ADAPTER.status_lines(view, NAMES)), seen)
            _collect(ADAPTER.private_summary(ENGINE.view_model(state, state.seats[0]), NAMES), seen)
            _collect(ENGINE.describe(state, None), seen)
            for action in ENGINE.legal_actions(state) + offers(ADAPTER, state):
                _collect(action.label, seen)
                _collect(ADAPTER.action_label(action, NAMES), seen)
            for refused in REFUSED:
                if refused not in {a.id for a in ENGINE.legal_actions(state)}:
                    _collect(ENGINE.explain_illegal(state, refused), seen)
            if chosen:
                for event in ENGINE.apply(state, chosen[0])[1]:
                    _collect(event.text, seen)
    return seen


def _plain(words: Words) -> dict[str, Arg]:
    return {
        name: ", ".join(arg) if isinstance(arg, tuple) else arg for name, arg in words.args.items()
    }


def test_every_word_is_the_catalogues_english_and_said_in_every_language(
    said: dict[tuple[str, str], Words],
) -> None:
    aqua = [words for (key, _), words in said.items() if key.startswith("aqua-")]
    assert len({w.key for w in aqua}) > 90
    for words in aqua:
        assert default_catalogue().text(ENGLISH, words.key, **_plain(words)) == str(words)
        # every language has the key with these arguments: rendering raises otherwise
        assert localized(words, HUNGARIAN)
        assert localized(words, SPANISH)


def test_every_label_fits_discord_in_every_language() -> None:
    """The options as the board offers them (a tile with a voluntary close in one) too."""
    too_long = set()
    folded = 0
    for seed in range(6):
        for state, _ in _random_game(seed):
            offered = offers(ADAPTER, state)
            folded += sum(STEP in a.id for a in offered)
            for action in ENGINE.legal_actions(state) + offered:
                label = ADAPTER.action_label(action, NAMES)
                limit = OPTION if action.id.startswith("move:") else BUTTON
                for language in (ENGLISH, HUNGARIAN, SPANISH):
                    if len(said_here := localized(label, language)) > limit:
                        too_long.add(said_here)
    assert too_long == set()
    assert folded > 100


def test_options_in_hungarian_and_spanish() -> None:
    tile = choices.tile_action("D", 1, 2, 7, False).label
    assert str(tile) == "Double curve, water turns east (second curve west-north): 7 long, open"
    assert localized(tile, HUNGARIAN) == (
        "Dupla kanyar, a víz keletre fordul (2. kanyar: nyugat-észak): 7 hosszú, nyitott"
    )
    assert localized(tile, SPANISH) == (
        "Doble curva, el agua gira al este (2.ª curva: oeste-norte): 7 de largo, abierto"
    )
    extend = choices.workman_action("yellow2", 3, square("C4"), square("C5"), True).label
    assert localized(extend, HUNGARIAN) == (
        "Bővítsd sárga2 vízvezetékét (3 hosszú, itt: C4, következő mező: C5)"
    )
    assert (
        localized(extend, SPANISH)
        == "Amplía el acueducto de amarillo2 (3 de largo, en C4, hacia C5)"
    )
    joker = choices.builder_action("J", 14).label
    assert str(joker) == "Use the joker builder on P14 (right, beside row 4)"
    assert (
        localized(joker, HUNGARIAN) == "Használd a joker építőmestert a P14 mezőn (jobbra, sor: 4)"
    )
    assert localized(joker, SPANISH) == (
        "Usa el maestro de obras comodín de P14 (derecha, junto a la fila 4)"
    )
    assert localized(choices.KEEP_ACTION.label, SPANISH) == "No cerrar ningún acueducto"


def test_a_tile_and_a_voluntary_close_in_one_option_in_every_language() -> None:
    """The board offers a tile with the close after it (cogs/aqua_romana/folds.py): keeping
    every aqueduct open is the tile's own label; closing one says the tile's way and the
    aqueduct closed."""
    tile = choices.tile_action("D", 1, 2, 7, False)
    close = choices.close_action("yellow2", 7)
    extra = choices.fountain_tile_action("C", 0, square("D4"))
    said = {
        language: [
            localized(ADAPTER.fold_label(VIEW, lead, then), language)
            for lead, then in ((tile, close), (extra, close))
        ]
        for language in (ENGLISH, HUNGARIAN, SPANISH)
    }
    assert said == {
        ENGLISH: [
            "Double curve, water turns east; close yellow2 (7 long)",
            "Curve (north-east); close yellow2 (7 long)",
        ],
        HUNGARIAN: [
            "Dupla kanyar, a víz keletre fordul; zárd le: sárga2 (7 hosszú)",
            "Kanyar (észak-kelet); zárd le: sárga2 (7 hosszú)",
        ],
        SPANISH: [
            "Doble curva, el agua gira al este; cierra amarillo2 (7 de largo)",
            "Curva (norte-este); cierra amarillo2 (7 de largo)",
        ],
    }
    assert ADAPTER.fold_label(VIEW, tile, choices.KEEP_ACTION) == tile.label


def test_events_in_hungarian_and_spanish() -> None:
    laid = ev.laid(tile_code("S", 1), square("D4"), "red3")
    assert str(laid) == "laid a straight (east-west) on D4 for red3"
    assert localized(laid, HUNGARIAN) == (
        "lapot rakott le piros3 vízvezetékéhez, helye: D4 – egyenes (kelet-nyugat)"
    )
    assert localized(laid, SPANISH) == "colocó una loseta de recta (este-oeste) en D4 para rojo3"
    scored = ev.scores("blue3", 5, 5)
    assert localized(scored, HUNGARIAN) == (
        "5 pontot kap: kék3 (5 hosszú vízvezeték) az 5 pontos dobogóra áll"
    )
    assert localized(scored, SPANISH) == "puntúa 5: azul3 (acueducto de 5) sube al podio 5"
    stuck = ev.moved("C", 10, 12, stuck=True)
    assert str(stuck) == "could not build and moved the curve builder from P10 to P12"
    assert localized(stuck, SPANISH) == (
        "no pudo construir y avanzó el maestro de obras de curva de P10 a P12"
    )


def test_a_refusal_is_said_in_the_readers_language() -> None:
    start = ENGINE.new_game(["ann", "bob"], 3)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(start, "setup:J:top")
    reason = refused.value.reason
    assert str(reason) == "The joker starts in the reserve; it is not set up on the pathway."
    assert localized(reason, HUNGARIAN) == (
        "A joker építőmester a tartalékban kezdi a játékot, nem a körúton."
    )
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(start, "keep")
    assert localized(refused.value.reason, SPANISH) == (
        "Ahora le toca a ann: elegir un tipo de maestro de obras y un lado del camino donde "
        "colocarlo; «keep» no es una opción de este paso."
    )


def after_blue_scored() -> AquaState:
    """As in tests/rules/aqua_romana/test_adapter.py: blue3 (p4) closed at 2, p4 claims."""
    state = position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D", 26: "J"})
    return play(state, "workman:red3", "builder:P3", "tile:D0", "keep")


def test_the_table_words_in_spanish() -> None:
    state = after_blue_scored()
    view = ENGINE.view_model(state, None)
    assert localized(ADAPTER.prompt(view, NAMES), SPANISH) == (
        "**Dora**: se ha cerrado tu acueducto: toma un maestro de obras de la reserva (lo "
        "colocas antes de tu próximo turno)."
    )
    assert [localized(line, SPANISH) for line in ADAPTER.status_lines(view, NAMES)][::3] == [
        "**Ann** (rojo): 0 puntos · abiertos: rojo1 → B3, rojo2 → E3, rojo3 2 de largo → E5",
        "▶ **Dora** (azul): 2 puntos · abiertos: azul1 → E6, azul2 → B6",
    ]
    summary = ADAPTER.private_summary(ENGINE.view_model(state, "p4"), NAMES)
    assert localized(summary, SPANISH) == (
        "**Aqua Romana** — tu resumen, Dora (juegas con azul):\n"
        "Puntos hasta ahora: 2.\n"
        "• azul1: abierto, 0 de largo, en el depósito, hacia E6; ve: comodín P26\n"
        "• azul2: abierto, 0 de largo, en el depósito, hacia B6; ve: ningún maestro de obras\n"
        "• azul3: cerrado con 2 de largo, en el podio 2\n"
        "Te toca."
    )
    assert (
        localized(summary, HUNGARIAN).split("\n")[4]
        == "• kék3: lezárva 2 hosszan, a 2 pontos dobogón"
    )


def test_the_terminal_description_is_said_line_by_line() -> None:
    state = after_blue_scored()
    described = ENGINE.describe(state, None)
    assert isinstance(described, Lines)
    english, spanish = str(described).split("\n"), localized(described, SPANISH).split("\n")
    assert len(english) == len(spanish)
    assert english[0] == "Builders: C curve, S straight, B bridge, D double curve, J joker."
    assert spanish[0] == (
        "Maestros de obras: C curva, S recta, B puente, D doble curva, J comodín."
    )
    assert spanish[-1] == ("Le toca a p4 (turno de p1): tomar un maestro de obras de la reserva.")
    # the board's rows are drawn, not said: the same in every language
    assert spanish[1:12] == english[1:12]


def test_the_rules_and_their_legend_fit_a_discord_message_in_every_language() -> None:
    assert (str(ADAPTER.rules_text), str(ADAPTER.rules_legend)) == (RULES, LEGEND)
    for language in (HUNGARIAN, SPANISH):
        for text in (ADAPTER.rules_text, ADAPTER.rules_legend):
            said_here = localized(text, language)
            assert 0 < len(said_here) <= 2000
            assert said_here != str(text)
