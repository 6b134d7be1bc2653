"""Slash command names and descriptions in Hungarian and Spanish, for discord.py's sync.

Keys come from where discord.py says a string sits (the translation context), so the command
modules keep their English strings and need no key of their own:

- a command, group or option: ``cmd-<path>-name`` and ``cmd-<path>-desc``, the path being its
  qualified name with spaces as dashes (``cmd-tabula-notify-reminders-desc``);
- below a game's group (``/builders``, ``/portanigra`` …) the path starts with ``game`` instead,
  one key for all games, and the message gets the game's title as ``$game``; only the group's
  own name keeps the real path (``cmd-builders-name``), each game having a name of its own;
- an option with a range gets ``$min`` and ``$max``;
- a choice: ``cmd-choice-<its English name as a slug>`` (``cmd-choice-10-minutes``), and a
  choice whose value is a game id is that game's title.

English is what the code says, so Discord gets no English localisation from here; the
catalogue tests check that the English catalogue says the same.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n.catalogue import Arg, Catalogue, MissingKey
from bot.i18n.glossary import prefixes, title_key
from bot.i18n.languages import HUNGARIAN, SPANISH

GAME = "game"
_NAMES = frozenset({Where.command_name, Where.group_name, Where.parameter_name})
# The Discord locales the commands are translated for, and the catalogue each reads.
COMMAND_LOCALES: dict[Locale, str] = {
    Locale.hungarian: HUNGARIAN,
    Locale.spain_spanish: SPANISH,
    Locale.latin_american_spanish: SPANISH,
}


@dataclass(frozen=True)
class Lookup:
    """A catalogue key, its arguments, and the game whose title goes in as ``$game``."""

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)
    game_id: str | None = None


class CommandTranslator(app_commands.Translator):
    def __init__(self, catalogue: Catalogue, game_groups: Mapping[str, str]) -> None:
        """``game_groups``: the name of each game's command group -> that game's id."""
        self.catalogue = catalogue
        self.game_groups = dict(game_groups)
        self._game_ids = frozenset(prefixes())

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = COMMAND_LOCALES.get(locale)
        if language is None:
            return None  # Discord shows the English the command was written with
        lookup = self.lookup(context)
        if lookup is None:
            return None
        if lookup.game_id is not None and lookup.game_id not in self._game_ids:
            return None  # a game with no words in the catalogues (the tests' toy) stays English
        try:
            return self.render(language, lookup)
        except MissingKey:
            # likewise its title among a menu's choices and its group's name; the catalogue
            # tests hold the shipped games and commands to every key
            return None

    def render(self, language: str, lookup: Lookup) -> str:
        args = dict(lookup.args)
        if lookup.game_id is not None:
            args["game"] = self.catalogue.text(language, title_key(lookup.game_id))
        return self.catalogue.text(language, lookup.key, **args)

    def lookup(self, context: app_commands.TranslationContextTypes) -> Lookup | None:
        """The key and arguments of the string at ``context``; None for a place Tabula does
        not translate (context menus, ``other``)."""
        data: Any = context.data
        is_name = context.location in _NAMES
        if context.location is Where.choice_name and isinstance(data, app_commands.Choice):
            return self._choice(data)
        if isinstance(data, app_commands.Parameter):
            args: dict[str, Arg] = {}
            for bound, value in (("min", data.min_value), ("max", data.max_value)):
                if isinstance(value, int | float):
                    args[bound] = value
            return self._node(f"{data.command.qualified_name} {data.name}", is_name, args)
        if isinstance(data, app_commands.Command | app_commands.Group):
            return self._node(data.qualified_name, is_name, {})
        return None

    def key_of(self, qualified_name: str, is_name: bool) -> Lookup:
        """The lookup of a command's or group's name (``is_name``) or description, as the sync
        derives it: ``/tabula help`` lists the commands by the same words Discord shows."""
        return self._node(qualified_name, is_name, {})

    def _node(self, qualified_name: str, is_name: bool, args: Mapping[str, Arg]) -> Lookup:
        parts = qualified_name.split()
        game_id = self.game_groups.get(parts[0])
        if game_id is not None and not (is_name and len(parts) == 1):
            parts[0] = GAME
        else:
            game_id = None
        suffix = "name" if is_name else "desc"
        return Lookup(f"cmd-{'-'.join(parts)}-{suffix}", args, game_id)

    def _choice(self, choice: app_commands.Choice[Any]) -> Lookup | None:
        if isinstance(choice.value, str) and choice.value in self._game_ids:
            return Lookup(title_key(choice.value))
        return Lookup(f"cmd-choice-{choice_slug(choice.name)}")


def choice_slug(name: str) -> str:
    """ "The computer plays that turn" -> "the-computer-plays-that-turn"."""
    return "-".join(re.findall(r"[a-z0-9]+", name.lower()))


class _Recorder(app_commands.Translator):
    """Notes the lookup of every string discord.py asks a translation for."""

    def __init__(self, translator: CommandTranslator) -> None:
        self.translator = translator
        self.lookups: list[Lookup] = []

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is Locale.hungarian:  # one locale is enough: the keys are the same for all
            lookup = self.translator.lookup(context)
            if lookup is not None:
                self.lookups.append(lookup)
        return None


async def tree_lookups(
    translator: CommandTranslator, tree: app_commands.CommandTree[Any]
) -> list[Lookup]:
    """The lookup of every string of ``tree``'s global commands, walked as a sync walks them."""
    recorder = _Recorder(translator)
    for command in tree.get_commands():
        await command.get_translated_payload(tree, recorder)
    return recorder.lookups
