"""The engines' words (rules.words.Words) through the catalogues: the engine writes English,
the catalogues say the same in every language (issue 21, item 3)."""

from __future__ import annotations

import pickle
import random
from typing import TypeVar

import pytest

from bot.i18n import ENGLISH, HUNGARIAN, SPANISH
from bot.i18n.catalogue import Arg, default_catalogue
from bot.i18n.text import localized
from rules.core import Engine, IllegalAction
from rules.porta_nigra import ENGINE as PORTA
from rules.porta_nigra import choices
from rules.porta_nigra import data as d
from rules.words import Words

# The engine's sentences, whose English catalogue entry is its English word for word (the
# glossary's nouns inside them keep the rulebooks' own English).
SENTENCE_PREFIXES = ("porta-w-", "porta-ev-", "porta-no-")
S = TypeVar("S")


def said_in_games(engine: Engine[S], seeds: range) -> dict[tuple[str, str], Words]:
    """Every Words an option, an event or a nested argument said in random games, by key and
    English."""
    seen: dict[tuple[str, str], Words] = {}

    def collect(value: object) -> None:
        if isinstance(value, tuple):
            for item in value:
                collect(item)
        elif isinstance(value, Words):
            seen.setdefault((value.key, str(value)), value)
            for arg in value.args.values():
                collect(arg)

    for seed in seeds:
        rng = random.Random(seed)
        seats = ["ann", "bob", "cy"][: 2 + seed % 2]
        # random players can lock The Builders' crews for good: a simulation's guard ends it
        state = engine.new_game(seats, seed, engine.simulation_options)
        while engine.pending(state) is not None:
            actions = engine.legal_actions(state)
            for action in actions:
                collect(action.label)
            state, events = engine.apply(state, rng.choice(actions))
            for event in events:
                collect(event.text)
    return seen


def test_every_porta_nigra_option_and_event_is_words_said_alike_in_english() -> None:
    seen = said_in_games(PORTA, range(12))
    sentences = [w for (key, _), w in seen.items() if key.startswith(SENTENCE_PREFIXES)]
    assert len(sentences) > 300
    for words in sentences:
        assert default_catalogue().text(ENGLISH, words.key, **_plain(words)) == str(words)
        # and every language has the key with these arguments: rendering raises otherwise
        assert localized(words, HUNGARIAN)
        assert localized(words, SPANISH)


def _plain(words: Words) -> dict[str, Arg]:
    """The arguments as the English catalogue takes them: nested words as their English, a
    list as its items joined."""
    return {
        name: ", ".join(arg) if isinstance(arg, tuple) else arg for name, arg in words.args.items()
    }


def test_an_english_reader_gets_the_engines_own_english() -> None:
    label = choices.start_action(0).label
    assert (
        localized(label, ENGLISH) == "Place your master builder in the Basilica quarter (red shop)"
    )
    assert localized(label, "en-GB") == str(label)


def test_options_in_hungarian_and_spanish() -> None:
    assert (
        localized(choices.start_action(0).label, HUNGARIAN)
        == "Építőmestered lerakása: Bazilika-negyed (piros bolt)"
    )
    assert (
        localized(choices.start_action(0).label, SPANISH)
        == "Coloca tu maestro de obras en el barrio de la Basílica (tienda roja)"
    )
    white = choices.white_action(d.R, 3, 1).label
    assert str(white) == "Use 2 red and 1 white"
    assert localized(white, HUNGARIAN) == "2 piros és 1 fehér tégla"
    assert localized(white, SPANISH) == "Usa 2 ladrillos rojos y 1 blanco"
    assert localized(choices.vp_action(3, 4).label, SPANISH) == "Gana 3 PV y 1 sestercio"


def test_a_list_argument_is_said_item_by_item() -> None:
    played = choices.card_text("A1")
    assert str(played) == (
        "2 actions from: buy a brick (any colour), buy a brick (any colour), take 5 sestertii, "
        "place a building section"
    )
    assert localized(played, HUNGARIAN) == (
        "2 akció ezekből: 1 tégla vásárlása (tetszőleges szín), 1 tégla vásárlása "
        "(tetszőleges szín), 5 sestertius elvétele, 1 épületrész lerakása"
    )


def test_words_keep_their_key_through_pickling() -> None:
    label = choices.site_action("BA-A4").label
    assert isinstance(label, Words)
    again = pickle.loads(pickle.dumps(label))
    assert isinstance(again, Words)
    assert (again.key, str(again), localized(again, HUNGARIAN)) == (
        label.key,
        str(label),
        localized(label, HUNGARIAN),
    )


def test_a_refusal_is_said_in_the_readers_language() -> None:
    start = PORTA.new_game(["ann", "bob"], 1)
    with pytest.raises(IllegalAction) as refused:
        PORTA.apply(start, "site:BA-A4")
    reason = refused.value.reason
    assert str(reason) == "You cannot build on site BA-A4 now."
    assert localized(reason, HUNGARIAN) == "A(z) BA-A4 építőhelyre most nem építhetsz."
    assert localized(reason, SPANISH) == "Ahora no puedes construir en el sitio BA-A4."


def test_a_refused_id_names_the_awaited_step_in_the_readers_words() -> None:
    start = PORTA.new_game(["ann", "bob"], 1)
    with pytest.raises(IllegalAction) as refused:
        PORTA.apply(start, "play:Z9")
    reason = refused.value.reason
    assert str(reason) == "'play:Z9' is not a legal action now (waiting for: builder)."
    assert localized(reason, HUNGARIAN) == (
        "A(z) „play:Z9” most nem szabályos lépés (várt lépés: az építőmester lerakása)."
    )
