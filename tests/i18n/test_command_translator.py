"""The slash commands in Hungarian and Spanish, checked on the payloads a sync sends Discord."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

from discord import Locale, app_commands

from bot.i18n.catalogue import default_catalogue
from bot.i18n.command_translator import CommandTranslator
from bot.i18n.languages import ENGLISH
from tests.i18n.command_tree import command_tree, game_groups, top_level

TRANSLATED = {"hu", "es-ES", "es-419"}
# discord.py's option types of subcommands and subcommand groups, which hold options of their own
NESTING = {1, 2}


def valid_name(name: str) -> bool:
    """Discord's rule for chat command and option names, ^[-_\\p{L}\\p{N}…]{1,32}$ with every
    letter in its lowercase form (Devanagari and Thai marks left out: Tabula has none)."""
    return (
        1 <= len(name) <= 32
        and name == name.lower()
        and all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
    )


class WithEnglish(CommandTranslator):
    """Also answers en-US, so a payload shows what the English catalogue says."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is Locale.american_english:
            lookup = self.lookup(context)
            return None if lookup is None else self.render(ENGLISH, lookup)
        return await super().translate(string, locale, context)


async def payloads(translator_class: type[CommandTranslator] = CommandTranslator) -> list[Any]:
    async with command_tree() as bot:
        translator = translator_class(default_catalogue(), game_groups(bot))
        await bot.tree.set_translator(translator)
        return [await c.get_translated_payload(bot.tree, translator) for c in top_level(bot)]


def nodes(options: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, group and option below ``options``, with its path."""
    for option in options:
        where = f"{path} {option['name']}".strip()
        yield where, option
        if option.get("type", 1) in NESTING:
            yield from nodes(option.get("options", []), where)


def choices(payload: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    for where, node in nodes(payload):
        for choice in node.get("choices", []):
            yield where, choice


def children(node: dict[str, Any]) -> list[dict[str, Any]]:
    return list(node.get("options", [])) if node.get("type", 1) in NESTING else []


async def test_every_command_option_and_choice_has_hungarian_and_spanish() -> None:
    payload = await payloads()
    assert len(list(nodes(payload))) > 100  # the real tree: three games and /tabula
    for where, node in nodes(payload):
        assert set(node.get("name_localizations", {})) == TRANSLATED, where
        assert set(node.get("description_localizations", {})) == TRANSLATED, where
    for where, choice in choices(payload):
        assert set(choice.get("name_localizations", {})) == TRANSLATED, (where, choice["name"])


async def test_localised_names_and_descriptions_obey_discords_rules() -> None:
    payload = await payloads()
    for where, node in nodes(payload):
        for locale, name in node["name_localizations"].items():
            assert valid_name(name), (where, locale, name)
        for locale, text in node["description_localizations"].items():
            assert 1 <= len(text) <= 100, (where, locale, text)
    for where, choice in choices(payload):
        for locale, name in choice["name_localizations"].items():
            assert 1 <= len(name) <= 100, (where, locale, name)


async def test_localised_names_are_unique_within_their_parent() -> None:
    payload = await payloads()
    siblings = [payload] + [children(node) for _, node in nodes(payload)]
    for group in siblings:
        for locale in TRANSLATED:
            names = [node["name_localizations"][locale] for node in group]
            assert len(names) == len(set(names)), (locale, sorted(names))
        for node in group:
            for locale in TRANSLATED:
                choice_names = [c["name_localizations"][locale] for c in node.get("choices", [])]
                assert len(choice_names) == len(set(choice_names)), (locale, choice_names)


async def test_the_english_catalogue_says_what_the_code_says() -> None:
    payload = await payloads(WithEnglish)
    for where, node in nodes(payload):
        assert node["name_localizations"]["en-US"] == node["name"], where
        assert node["description_localizations"]["en-US"] == node["description"], where
    for where, choice in choices(payload):
        assert choice["name_localizations"]["en-US"] == choice["name"], where


async def test_what_a_hungarian_and_a_spanish_player_see() -> None:
    by_path = dict(nodes(await payloads()))
    builders = by_path["builders"]
    assert builders["name_localizations"] == {
        "hu": "építők",
        "es-ES": "constructores",
        "es-419": "constructores",
    }
    new = by_path["builders new"]
    assert new["name_localizations"]["hu"] == "új"
    assert new["description_localizations"]["hu"] == (
        "Új asztal nyitása ebben a csatornában: The Builders: Antiquity"
    )
    assert new["description_localizations"]["es-ES"] == (
        "Abre una mesa de Los Constructores: Antigüedad en este canal"
    )
    assert by_path["portanigra rules"]["description_localizations"]["es-419"] == (
        "Un breve resumen de las reglas de Porta Nigra"
    )
    seats = by_path["aquaromana new seats"]
    assert seats["name_localizations"]["hu"] == "játékosok"
    assert seats["description_localizations"]["hu"] == "Hány játékos ül az asztalnál (2-4)"
    turn = {c["value"]: c["name_localizations"] for c in by_path["tabula settings turn"]["choices"]}
    assert turn[10] == {"hu": "10 perc", "es-ES": "10 minutos", "es-419": "10 minutos"}
    assert turn[0]["hu"] == "Nincs időkorlát"
    games = {c["value"]: c["name_localizations"] for c in by_path["tabula stats game"]["choices"]}
    assert games["builders-antiquity"]["es-ES"] == "Los Constructores: Antigüedad"
    assert games["porta-nigra"]["hu"] == "Porta Nigra"


async def test_other_locales_get_the_english_the_code_registers() -> None:
    translator = CommandTranslator(default_catalogue(), {"builders": "builders-antiquity"})
    group = app_commands.Group(name="builders", description="Play The Builders: Antiquity")
    context: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.group_description, group
    )
    string = app_commands.locale_str("Play The Builders: Antiquity")
    for locale in (Locale.american_english, Locale.british_english, Locale.french):
        assert await translator.translate(string, locale, context) is None
    assert await translator.translate(string, Locale.hungarian, context) == (
        "Játék ebben a csatornában: The Builders: Antiquity"
    )
    other: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.other, None
    )
    assert await translator.translate(string, Locale.hungarian, other) is None
