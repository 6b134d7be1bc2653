"""The Builders' engine and table words through the catalogues (issue 21): the engine and the
adapter write English exactly as before, and the catalogues say the same in Hungarian and
Spanish with the rulebooks' terms."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.i18n import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.catalogue import default_catalogue
from bot.i18n.languages import LANGUAGES
from bot.i18n.text import localized
from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.adapter import LEGEND, RULES, BuildersAdapter
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity import actions as act
from rules.builders_antiquity import words as engine_words
from rules.builders_antiquity.state import BuildersState, Member
from rules.core import Action, IllegalAction
from rules.words import Lines, Words
from tests.i18n.test_engine_words import _plain, said_in_games

ADAPTER = BuildersAdapter()
NAMES = {"ann": "Zsolt", "bob": "Móni"}
# Ids no legal list holds at some point of a game: their refusals are collected too.
PROBES = (
    "start:pyramid",
    "start:nowhere",
    "hire:master_1",
    "hire:nobody",
    "buy-slave:slave_1",
    "buy-tool:tool_saw",
    "loan",
    "educate:university_wood",
    "free:slave_1",
    "send:apprentice_1",
    "send:slave_2",
    "take-money:3",
    "site:armory",
    "tool:tool_saw",
    "tool:none",
    "worker:apprentice_1",
    "worker:slave_1",
    "worker:machine_hoist",
    "dance",
)
# A key the engine's English is written from, word for word (the glossary's nouns inside keep
# the rulebook's English too).
SENTENCE_PREFIXES = ("builders-w-", "builders-ev-", "builders-no-", "builders-d-")


def refusals_in_games(seeds: range) -> dict[tuple[str, str], Words]:
    """The engine's reason for every probe it refuses, at every step of random games."""
    seen: dict[tuple[str, str], Words] = {}
    for seed in seeds:
        rng = random.Random(seed)
        seats = ["ann", "bob", "cy"][: 2 + seed % 2]
        state = ENGINE.new_game(seats, seed, ENGINE.simulation_options)  # random: a guard
        while ENGINE.pending(state) is not None:
            legal = ENGINE.legal_actions(state)
            ids = {a.id for a in legal}
            for probe in PROBES:
                if probe not in ids:
                    reason = ENGINE.explain_illegal(state, probe)
                    assert isinstance(reason, Words)
                    seen.setdefault((reason.key, str(reason)), reason)
            state, _ = ENGINE.apply(state, rng.choice(legal))
    return seen


def test_every_option_event_and_refusal_is_words_said_alike_in_english() -> None:
    seen = {**said_in_games(ENGINE, range(6)), **refusals_in_games(range(3))}
    sentences = [w for (key, _), w in seen.items() if key.startswith(SENTENCE_PREFIXES)]
    assert len(sentences) > 1000
    assert {w.key.split("-")[1] for w in sentences} == {"w", "ev", "no"}
    for words in sentences:
        assert default_catalogue().text(ENGLISH, words.key, **_plain(words)) == str(words)
        # and every language has the key with these arguments: rendering raises otherwise
        assert localized(words, HUNGARIAN)
        assert localized(words, SPANISH)


def test_options_in_hungarian_and_spanish() -> None:
    said = {
        act.start_action("lighthouse_of_alexandria", 5).label: (
            "Start Lighthouse of Alexandria: earn 14, 5 VP (1 action, pay 5)",
            "Építkezés: Alexandriai világítótorony – jutalom 14, 5 GyP (1 akció, ár: 5)",
            "Empezar: Faro de Alejandría – cobras 14, 5 PV (1 acción, pagas 5)",
        ),
        act.start_action("machine_hoist", 0).label: (
            "Start Hoist: machine making 3 stone, 2 VP (1 action)",
            "Építkezés: Emelőcsiga – gép, termel: 3 kő, 2 GyP (1 akció)",
            "Empezar: Polipasto – máquina de 3 pie., 2 PV (1 acción)",
        ),
        act.hire_action("craftsman_5", 0).label: (
            "Hire Craftsman #5: 1 stone 1 wood 1 arch 1 deco, wage 4 (1 action)",
            "Felbérlés: Szakmunkás #5 – 1 kő 1 fa 1 épít. 1 dísz., bér 4 (1 akció)",
            "Contratar Oficial #5: 1 pie. 1 mad. 1 arq. 1 dec., sueldo 4 (1 acción)",
        ),
        act.site_action("school_of_philosophy", (0, 2, 0, 3), 2, 10).label: (
            "School of Philosophy: needs 2 wood 3 deco (2 actions, pay 10)",
            "Filozófiai iskola: még kell 2 fa 3 dísz. (2 akció, ár: 10)",
            "Escuela de Filosofía: faltan 2 mad. 3 dec. (2 acciones, pagas 10)",
        ),
        act.buy_tool_action("tool_saw", 0).label: (
            "Buy the Saw: +1 wood (1 action, pay 2)",
            "Szerszám vásárlása: Fűrész – +1 fa (1 akció, ár: 2)",
            "Comprar la Sierra: +1 mad. (1 acción, pagas 2)",
        ),
        act.tool_action("tool_brush").label: (
            "With the Brush (+1 deco)",
            "Ecset szerszámmal (+1 dísz.)",
            "Con el Pincel (+1 dec.)",
        ),
        act.take_money_action(3, 0).label: (
            "Earn 6 sestertii (3 actions)",
            "Pénz felvétele: 6 sestertius (3 akció)",
            "Cobrar 6 sestercios (3 acciones)",
        ),
        act.END_ACTION.label: ("End your turn", "Köröd vége", "Terminar el turno"),
    }
    for label, languages in said.items():
        assert (str(label), localized(label, HUNGARIAN), localized(label, SPANISH)) == languages


def test_a_twin_named_first_by_an_english_picture_keeps_its_label_translated() -> None:
    """A bot whose first Builders' picture (in English) shows a twin for hire before any label
    names it: the picture's plain "Craftsman #5" is not the label's, which still says the
    worker in its reader's language (it said "Felbérlés: Craftsman #5" for as long as the
    process lived)."""
    # as in a fresh process: nothing the engine or a picture built before is remembered
    for module in (engine_words, act):
        for function in vars(module).values():
            if hasattr(function, "cache_clear"):
                function.cache_clear()
    assert nouns.hired("craftsman_5", ENGLISH) == "Craftsman #5"
    label = act.hire_action("craftsman_5", 0).label
    assert (str(label), localized(label, HUNGARIAN), localized(label, SPANISH)) == (
        "Hire Craftsman #5: 1 stone 1 wood 1 arch 1 deco, wage 4 (1 action)",
        "Felbérlés: Szakmunkás #5 – 1 kő 1 fa 1 épít. 1 dísz., bér 4 (1 akció)",
        "Contratar Oficial #5: 1 pie. 1 mad. 1 arq. 1 dec., sueldo 4 (1 acción)",
    )
    # and the pictures drawn after the label still name the twin in their own language
    hired = [nouns.hired("craftsman_5", locale) for locale in (ENGLISH, HUNGARIAN, SPANISH)]
    assert hired == ["Craftsman #5", "Szakmunkás #5", "Oficial #5"]


def test_an_english_reader_gets_the_engines_own_english() -> None:
    label = act.loan_action(0).label
    assert localized(label, ENGLISH) == "Take a loan: earn 10, repay 15 at the end (1 action)"
    assert localized(label, "en-GB") == str(label)


def a_first_turn() -> tuple[BuildersState, list[tuple[str, str, str]]]:
    """Seed 7: Zsolt (ann) starts the Market, finishes it with his Apprentice, buys the Brush,
    then pays for extra actions; the events as (English, Hungarian, Spanish)."""
    state = ENGINE.new_game(["ann", "bob"], 7)
    said = []
    moves = ("start:market", "send:apprentice_4", "site:market", "buy-tool:tool_brush")
    for move in (*moves, "take-money:1", "hire:laborer_4"):
        state, events = ENGINE.apply(state, move)
        said += [
            (str(e.text), localized(e.text, HUNGARIAN), localized(e.text, SPANISH)) for e in events
        ]
    return state, said


def test_events_in_hungarian_and_spanish() -> None:
    _, said = a_first_turn()
    assert said == [
        (
            "started the Market",
            "megkezdte a Piac építését",
            "empezó a construir el Mercado",
        ),
        (
            "sent an Apprentice to the Market (1 action, wage 2)",
            "munkába állított egy Tanoncot a Piac építkezésén (1 akció, bér: 2)",
            "puso a trabajar a un Aprendiz en el Mercado (1 acción, sueldo 2)",
        ),
        (
            "finished the Market: 10 sestertii and 0 VP",
            "befejezte a Piac építését: 10 sestertius és 0 GyP",
            "terminó el Mercado: 10 sestercios y 0 PV",
        ),
        (
            "bought the Brush for 2 sestertii",
            "megvette az Ecset szerszámot 2 sestertiusért",
            "compró el Pincel por 2 sestercios",
        ),
        (
            "took 1 sestertius (paying 5 sestertii for extra actions)",
            "pénzt vett fel: 1 sestertius (5 sestertiust fizetett az extra akciókért)",
            "cobró 1 sestercio (pagando 5 sestercios por acciones extra)",
        ),
        (
            "hired a Laborer (paying 5 sestertii for extra actions)",
            "felbérelt egy Segédmunkást (5 sestertiust fizetett az extra akciókért)",
            "contrató a un Peón (pagando 5 sestercios por acciones extra)",
        ),
    ]


def test_articles_follow_each_name() -> None:
    # Hungarian "az" before a vowel, Spanish by the name's gender and number
    state = ENGINE.new_game(["ann", "bob"], 7)
    state.building_row[:2] = ["fortress", "hanging_gardens"]  # dealt so, for the test
    for move, hungarian, spanish in (
        ("start:fortress", "megkezdte az Erőd építését", "empezó a construir la Fortaleza"),
        (
            "start:hanging_gardens",
            "megkezdte a Függőkertek építését",
            "empezó a construir los Jardines Colgantes",
        ),
    ):
        state, events = ENGINE.apply(state, move)
        assert (localized(events[0].text, HUNGARIAN), localized(events[0].text, SPANISH)) == (
            hungarian,
            spanish,
        )


def refusal(state: BuildersState, action_id: str) -> Words:
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, action_id)
    reason = refused.value.reason
    assert isinstance(reason, Words)
    return reason


def test_refusals_in_hungarian_and_spanish() -> None:
    state, _ = a_first_turn()
    said = {
        "hire:nobody": (
            "There is no worker 'nobody'.",
            "Nincs „nobody” nevű munkás.",
            "No existe el obrero «nobody».",
        ),
        "loan": (
            "You have already made this turn's investment (one per turn).",
            "Ebben a körben már befektettél (körönként egyszer lehet).",
            "Ya has hecho la inversión de este turno (una por turno).",
        ),
        "send:apprentice_4": (
            "You have no building under construction: start one first.",
            "Nincs építés alatt álló épületed: előbb kezdj meg egy építkezést.",
            "No tienes ningún edificio en construcción: empieza uno primero.",
        ),
        "take-money:3": (
            "Not enough sestertii: that needs 15 sestertii (15 sestertii for 3 extra actions "
            "(0 free left)), and you have 7 sestertii.",
            "Nincs elég sestertiusod: ehhez 15 sestertius kell (15 sestertius 3 extra akcióért "
            "(ingyen akció maradt: 0)), neked pedig 7 sestertius van.",
            "No tienes sestercios suficientes: necesitas 15 sestercios (15 sestercios por "
            "3 acciones extra (te quedan 0 gratuitas)) y tienes 7 sestercios.",
        ),
    }
    for action_id, languages in said.items():
        reason = refusal(state, action_id)
        assert (str(reason), localized(reason, HUNGARIAN), localized(reason, SPANISH)) == (
            languages
        )


def test_a_busy_worker_is_named_in_the_refusal() -> None:
    state = ENGINE.new_game(["ann", "bob"], 7)
    for move in ("start:lighthouse_of_alexandria", "send:apprentice_4"):
        state, _ = ENGINE.apply(state, move)
    state, _ = ENGINE.apply(state, "site:lighthouse_of_alexandria")
    reason = refusal(state, "send:apprentice_4")
    assert str(reason) == (
        "That Apprentice is already working on the Lighthouse of Alexandria until it is finished."
    )
    assert localized(reason, HUNGARIAN) == (
        "Ez a kártya (Tanonc) már az Alexandriai világítótorony építkezésén dolgozik, "
        "amíg az el nem készül."
    )
    assert localized(reason, SPANISH) == (
        "Esa carta (Aprendiz) ya está trabajando en el Faro de Alejandría hasta que se termine."
    )


def test_the_terminal_table_is_lines_said_in_the_readers_language() -> None:
    state, _ = a_first_turn()
    table = ENGINE.describe(state, None)
    assert isinstance(table, Lines)
    english = str(table).split("\n")
    hungarian = localized(table, HUNGARIAN).split("\n")
    spanish = localized(table, SPANISH).split("\n")
    assert len(english) == len(hungarian) == len(spanish)
    assert english[:2] == [
        "The Builders: Antiquity: round 1, ann to play (0 free actions, investment made)",
        "Buildings on offer (27 more in the deck, the Architect's Table face up on top):",
    ]
    assert hungarian[:3] == [
        "The Builders: Antiquity: 1. forduló, ann következik (0 ingyen akció, a befektetés "
        "megvolt)",
        "Kínált épületek (még 27 a pakliban, a tetején a Tervezőasztal látható):",
        "  Alexandriai világítótorony: kell 2 kő, 4 fa, 1 építészet, 3 díszítés; "
        "14 sestertius, 5 GyP",
    ]
    assert spanish[:2] == [
        "Los Constructores: Antigüedad: ronda 1, juega ann (0 acciones gratuitas, inversión hecha)",
        "Edificios en oferta (quedan 27 en el mazo; encima, boca arriba, la Mesa de Arquitecto):",
    ]
    assert "ann (kezdőjátékos): 7 sestertius, 0 GyP; szerszámok: Ecset" in hungarian


def test_the_table_prompt_lines_and_summary_in_each_language() -> None:
    state, _ = a_first_turn()
    view = ENGINE.view_model(state, None)
    prompt = ADAPTER.prompt(view, NAMES)
    assert (str(prompt), localized(prompt, HUNGARIAN), localized(prompt, SPANISH)) == (
        "**Zsolt** to play: no free action, investment made.",
        "**Zsolt** következik: nincs több ingyen akció, a befektetés megvolt.",
        "Juega **Zsolt**: no quedan acciones gratuitas, inversión hecha.",
    )
    line = ADAPTER.status_lines(view, NAMES)[0]
    assert str(line) == "▶ **Zsolt** (start player): 0 VP, 7 sestertii, 0 under way, 2 in the crew"
    assert localized(line, HUNGARIAN) == (
        "▶ **Zsolt** (kezdőjátékos): 0 GyP, 7 sestertius, 0 épület épül, 2 kártya a csapatban"
    )
    assert localized(line, SPANISH) == (
        "▶ **Zsolt** (jugador inicial): 0 PV, 7 sestercios, 0 en construcción, 2 en el equipo"
    )
    summary = ADAPTER.private_summary(ENGINE.view_model(state, "ann"), NAMES)
    assert isinstance(summary, Lines)
    assert str(summary).split("\n")[:2] == [
        "**The Builders: Antiquity** — your summary, Zsolt:",
        "You (start player): 7 sestertii, 0 VP; tools: Brush",
    ]
    assert localized(summary, HUNGARIAN).split("\n")[:2] == [
        "**The Builders: Antiquity** — az összegzésed, Zsolt:",
        "Te (kezdőjátékos): 7 sestertius, 0 GyP; szerszámok: Ecset",
    ]
    assert "turno" not in localized(summary, SPANISH)  # the board pings whoever is to move


def test_a_step_of_an_action_is_asked_in_the_readers_language() -> None:
    state = ENGINE.new_game(["ann", "bob"], 7)
    for move in ("start:market", "send:apprentice_4"):
        state, _ = ENGINE.apply(state, move)
    prompt = ADAPTER.prompt(ENGINE.view_model(state, None), NAMES)
    assert localized(prompt, HUNGARIAN) == (
        "**Zsolt**: válaszd ki, melyik épületen dolgozzon a munkás."
    )
    assert localized(ADAPTER.select_groups[act.Verb.SITE], SPANISH) == "Elige el edificio…"


def test_the_rules_and_their_legend_fit_a_discord_message_in_every_language() -> None:
    # the English catalogue holds the summary checked against the rulebook, word for word
    assert (str(ADAPTER.rules_text), str(ADAPTER.rules_legend)) == (RULES, LEGEND)
    for text in (ADAPTER.rules_text, ADAPTER.rules_legend):
        for language in LANGUAGES:
            assert 0 < len(localized(text, language)) <= 2000
    assert localized(ADAPTER.rules_text, HUNGARIAN).startswith(
        "**The Builders: Antiquity** — gyűjtsd a legtöbb győzelmi pontot, főleg elkészült "
        "épületekből. A 17 győzelmi pont csak a játék végét jelzi: a legmagasabb végső pontszám "
        "nyer, így aki elsőként éri el a 17-et, még veszíthet."
    )
    assert localized(ADAPTER.rules_legend, SPANISH).startswith(
        "**Cómo leer el tablero y los botones de Los Constructores**\n• **P M A D**"
    )


def every_label() -> list[Action]:
    """Every option the engine can offer, with the longest arguments each takes."""
    options = [act.END_ACTION, act.NO_TOOL_ACTION, act.loan_action(5)]
    for card in data.BUILDINGS:
        options += [act.start_action(card.id, 5)]
        for missing in itertools.product(*(range(n + 1) for n in card.cost)):
            for actions, coins in ((1, 5), (2, 10), (4, 25)):
                options.append(act.site_action(card.id, missing, actions, coins))
    for worker in data.WORKERS:
        options.append(act.hire_action(worker.id, 5))
        for university, tool in itertools.product(
            (None, *(u.id for u in data.UNIVERSITIES)), (None, *(t.id for t in data.TOOLS))
        ):
            options.append(act.send_action(worker.id, "worker", False, university, tool))
            crew = Member(card=worker.id, kind="worker", university=university, tool=tool)
            options.append(act.worker_action(crew))
    for slave in data.SLAVES:
        options += [act.free_action(slave.id, 5), act.buy_slave_action(slave.id, 5)]
    options += [act.buy_tool_action(t.id, 5) for t in data.TOOLS]
    options += [act.tool_action(t.id) for t in data.TOOLS]
    options += [act.educate_action(u.id, 5) for u in data.UNIVERSITIES]
    options += [act.take_money_action(spent, 15) for spent in data.TAKE_MONEY]
    return options


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_fits_a_button_whole_in_every_language(language: str) -> None:
    # a menu of one option is a button, so every label keeps to a button's 80 characters
    too_long = {
        text for action in every_label() if len(text := localized(action.label, language)) > 80
    }
    assert too_long == set()
