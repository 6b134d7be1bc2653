"""The catalogues: complete and consistent in every language, English as the fallback, and
the Hungarian and Spanish grammar the plural and selector rules carry."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import glossary
from bot.i18n.catalogue import Catalogue, CatalogueError, MissingKey, default_catalogue
from bot.i18n.command_translator import CommandTranslator, tree_lookups
from bot.i18n.key_usage import code_roots, literal_keys
from bot.i18n.languages import ENGLISH, LANGUAGES, PSEUDO
from bot.i18n.pseudo import CLOSE, OPEN, accented
from rules import registry
from tests.i18n.command_tree import command_tree, game_groups

REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return default_catalogue()


def test_every_language_has_every_key_with_the_same_variables(catalogue: Catalogue) -> None:
    english = catalogue.keys(ENGLISH)
    for language in LANGUAGES:
        keys = catalogue.keys(language)
        assert sorted(english - keys) == [], f"missing in {language}"
        assert sorted(keys - english) == [], f"only in {language}"
        different = {
            key: (catalogue.entry(ENGLISH, key).variables, catalogue.entry(language, key).variables)
            for key in english
            if catalogue.entry(ENGLISH, key).variables != catalogue.entry(language, key).variables
        }
        assert different == {}, f"variables differ in {language}"
        files = {
            key
            for key in english
            if catalogue.entry(language, key).file != catalogue.entry(ENGLISH, key).file
        }
        assert files == set(), f"keys in another file in {language}"


async def test_every_key_is_used_and_every_used_key_exists(catalogue: Catalogue) -> None:
    async with command_tree() as bot:
        translator = CommandTranslator(catalogue, game_groups(bot))
        command_keys = {lookup.key for lookup in await tree_lookups(translator, bot.tree)}
    known = catalogue.keys(ENGLISH)
    derived = command_keys | glossary.glossary_keys()
    used = derived | literal_keys(code_roots(REPOSITORY), known)
    assert sorted(known - used) == [], "unused keys"
    assert sorted(derived - known) == [], "keys the code asks for that no catalogue has"


def test_each_game_keeps_its_words_in_its_own_file(catalogue: Catalogue) -> None:
    games = [m for m in registry.manifests() if m.glossary is not None]
    assert [m.words for m in games] == ["builders", "aqua", "porta"]
    for manifest in games:
        assert manifest.glossary is not None
        files = {catalogue.entry(ENGLISH, key).file for key in manifest.glossary()}
        assert files == {f"game-{manifest.words}.ftl"}


def test_an_unknown_locale_reads_english(catalogue: Catalogue) -> None:
    for locale in ("de", "en-GB", None, "pt-BR"):
        assert catalogue.text(locale, "porta-building-CW") == "City Wall"
    assert catalogue.text("es-419", "porta-building-CW") == "Muralla"
    assert catalogue.text("hu", "porta-building-CW") == "Városfal"


def test_a_missing_key_is_an_error_in_every_language(catalogue: Catalogue) -> None:
    for locale in ("hu", "de", "en-US"):
        with pytest.raises(MissingKey) as caught:
            catalogue.text(locale, "porta-building-XX")
        assert caught.value.key == "porta-building-XX"
    with pytest.raises(MissingKey):
        catalogue.text("hu", "porta-title.tooltip")


def test_a_missing_argument_is_an_error(catalogue: Catalogue) -> None:
    with pytest.raises(CatalogueError) as caught:
        catalogue.text("es-ES", "porta-sestertii")
    # both plural variants name the count, and each says so
    assert str(caught.value) == (
        "es-ES porta-sestertii: Unknown external: count; Unknown external: count"
    )


@pytest.mark.parametrize(
    ("locale", "count", "colour", "expected"),
    [
        # Hungarian keeps the noun singular after a numeral; Spanish makes noun and adjective
        # agree in number
        ("hu", 1, "black", "1 fekete tégla"),
        ("hu", 3, "black", "3 fekete tégla"),
        ("hu", 2, "white", "2 fehér tégla"),
        ("es-ES", 1, "yellow", "1 ladrillo amarillo"),
        ("es-ES", 4, "blue", "4 ladrillos azules"),
        ("en-US", 1, "red", "1 red brick"),
        ("en-US", 5, "red", "5 red bricks"),
    ],
)
def test_plural_and_colour_selectors(
    catalogue: Catalogue, locale: str, count: int, colour: str, expected: str
) -> None:
    assert catalogue.text(locale, "porta-bricks-of-colour", count=count, colour=colour) == expected


def test_a_building_selector_declines_each_name(catalogue: Catalogue) -> None:
    assert catalogue.text("hu", "porta-honor-sub", building="AM") == (
        "Amfiteátrum-épületkártyának számít"
    )
    assert catalogue.text("es-ES", "porta-honor-sub", building="CW") == (
        "Cuenta como carta de construcción de la Muralla"
    )
    assert catalogue.text("en-US", "porta-honor-sub", building="AM") == (
        "Counts as an Amphitheater building card"
    )
    assert catalogue.text("en-US", "porta-honor-sub", building="BA") == (
        "Counts as a Basilica building card"
    )


def test_numbers_are_written_the_readers_way(catalogue: Catalogue) -> None:
    assert catalogue.text("en-US", "porta-sestertii", count=1) == "1 sestertius"
    assert catalogue.text("en-US", "porta-sestertii", count=1500) == "1,500 sestertii"
    assert catalogue.text("hu", "porta-sestertii", count=1500) == "1\xa0500 sestertius"
    assert catalogue.text("es-ES", "porta-sestertii", count=1) == "1 sestercio"
    assert catalogue.text("es-ES", "aqua-points", count=12) == "12 puntos"


def test_the_pseudo_locale_wraps_and_accents_but_keeps_arguments(catalogue: Catalogue) -> None:
    assert catalogue.text(PSEUDO, "cmd-game-new-seats-desc", min=2, max=4) == (
        "⟦Hów máñý pláýérš (2-4)⟧"
    )
    assert catalogue.text(PSEUDO, "porta-bricks-of-colour", count=3, colour="white") == (
        "⟦3 whíté bríçkš⟧"
    )
    assert catalogue.text(PSEUDO, "board-footer", move=4, command="builders") == (
        "⟦Móvé 4 · /builders ⟦háñd⟧: ýóúr šúmmárý⟧"
    )
    # Every message, with arguments no accent can touch: the pseudo text is the English one,
    # accented and wrapped, so no argument was lost or altered and no word left untouched. A
    # message that names another (a command's name inside a sentence) has that one's
    # brackets inside its own.
    for key in sorted(catalogue.keys(ENGLISH)):
        args = {
            name: f"#{n}#" for n, name in enumerate(sorted(catalogue.entry(ENGLISH, key).variables))
        }
        english = catalogue.text(ENGLISH, key, **args)
        pseudo = catalogue.text(PSEUDO, key, **args)
        assert pseudo.startswith(OPEN) and pseudo.endswith(CLOSE), key
        assert pseudo[1:-1].replace(OPEN, "").replace(CLOSE, "") == accented(english), key
        for value in args.values():
            assert english.count(value) == catalogue.text(PSEUDO, key, **args).count(value)


def test_a_broken_catalogue_fails_to_load() -> None:
    with pytest.raises(CatalogueError) as caught:
        Catalogue({"en-US": {"x.ftl": "a = A\n"}, "hu": {"x.ftl": "a = { $n \n"}})
    assert str(caught.value) == "hu/x.ftl: Expected token: \"}\": 'a = { $n'"
    with pytest.raises(CatalogueError) as caught:
        Catalogue({"en-US": {"x.ftl": "a = A\n", "y.ftl": "a = B\n"}})
    assert str(caught.value) == "en-US: 'a' is in both x.ftl and y.ftl"


def test_glossary_keys_are_built_from_game_ids_and_data_ids(catalogue: Catalogue) -> None:
    assert glossary.key("porta-nigra", "building", "BA") == "porta-building-BA"
    assert glossary.title_key("aqua-romana") == "aqua-title"
    assert catalogue.text("hu", glossary.key("builders-antiquity", "tool", "tool_mallet")) == (
        "Kalapács"
    )
    assert catalogue.text("es-ES", glossary.key("aqua-romana", "tile", "double-curve")) == (
        "doble curva"
    )
