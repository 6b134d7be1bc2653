"""Discord's rules for the slash commands a bot registers, localisations included: what the
fake refuses with 50035 Invalid Form Body, as Discord does.

Names (of commands, subcommand groups, subcommands and options) are 1-32 characters, each a
letter, a digit, ``-``, ``_`` or ``'`` (any script: ``játékosok``, ``dueño``), and lowercase
where the letter has a lowercase form; descriptions are 1-100 characters; a choice's name is
1-100 characters; a context menu command's name is any 1-32 characters. Each
``*_localizations`` map is keyed by a locale Discord knows and obeys the rule of the field it
translates.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

import discord

Json = dict[str, Any]

NAME_MAX = 32
DESCRIPTION_MAX = 100
CHOICE_NAME_MAX = 100
_NAME_PUNCTUATION = frozenset("-_'")
_LOCALES = frozenset(locale.value for locale in discord.Locale)
# Slash commands (type 1, the default), as against context menu commands.
_CHAT_INPUT = 1


def command_problems(commands: list[Json]) -> list[str]:
    """Every broken rule in a bulk overwrite of commands, as ``<where>: <what>``."""
    problems: list[str] = []
    for command in commands:
        where = f"command {command.get('name')!r}"
        if command.get("type", _CHAT_INPUT) == _CHAT_INPUT:
            problems += _named(command, where)
            problems += _described(command, where)
        else:
            problems += _menu_named(command, where)
        problems += _options(command.get("options") or [], where)
    return problems


def _options(options: list[Json], parent: str) -> Iterator[str]:
    for option in options:
        where = f"{parent} > {option.get('name')!r}"
        yield from _named(option, where)
        yield from _described(option, where)
        for choice in option.get("choices") or []:
            yield from _choice(choice, f"{where} > choice {choice.get('name')!r}")
        yield from _options(option.get("options") or [], where)


def _named(node: Json, where: str) -> Iterator[str]:
    for locale, name in _with_localizations(node, "name", where):
        why = name_problem(name)
        if why is not None:
            yield f"{where}: name{locale} {name!r} {why}"


def _menu_named(node: Json, where: str) -> Iterator[str]:
    # a context menu command (user or message) shows its name as written: any case, spaces
    for locale, name in _with_localizations(node, "name", where):
        if not 1 <= len(name) <= NAME_MAX:
            yield f"{where}: name{locale} has {len(name)} characters (1-32)"


def _described(node: Json, where: str) -> Iterator[str]:
    for locale, text in _with_localizations(node, "description", where):
        if not 1 <= len(text) <= DESCRIPTION_MAX:
            yield f"{where}: description{locale} has {len(text)} characters (1-100)"


def _choice(choice: Json, where: str) -> Iterator[str]:
    for locale, name in _with_localizations(choice, "name", where):
        if not 1 <= len(name) <= CHOICE_NAME_MAX:
            yield f"{where}: name{locale} has {len(name)} characters (1-100)"


def _with_localizations(node: Json, key: str, where: str) -> Iterator[tuple[str, str]]:
    """(``""`` or ``" [hu]"``, text) for the field and each of its translations; a locale
    Discord does not know is reported as an unreadable text (None never passes)."""
    yield "", str(node.get(key) or "")
    for locale, text in (node.get(f"{key}_localizations") or {}).items():
        if locale not in _LOCALES:
            yield f" [{locale}: not a Discord locale]", ""
        else:
            yield f" [{locale}]", str(text or "")


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a slash command or an option, or None when it can."""
    if not 1 <= len(name) <= NAME_MAX:
        return f"has {len(name)} characters (1-32)"
    for char in name:
        if char in _NAME_PUNCTUATION:
            continue
        if unicodedata.category(char)[0] not in "LN":
            return f"holds {char!r}, neither a letter, a digit, '-', '_' nor \"'\""
        if char.lower() != char:
            return f"holds the capital {char!r}"
    return None
