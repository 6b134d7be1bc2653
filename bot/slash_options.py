"""A slash command's options checked against the command as the bot declared it, before the
command runs (issue 34, point 9).

Discord sends only what the command declares, so only a forged or outdated payload fails here.
discord.py passes an option's value on as it came: an integer option may arrive as the text
"2; DROP TABLE tables" and reach the service. Every option is checked here for its name and
its type, for every command. A value of the right type outside the offered choices is not: a
``Choice`` option is checked by discord.py (``TransformerError``), and the service refuses the
others in its own words ("There is no AI level 'evil'").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from discord import AppCommandOptionType, app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n.catalogue import MissingKey
from bot.i18n.command_translator import CommandTranslator
from bot.i18n.glossary import title_key
from bot.i18n.text import Text

_SNOWFLAKES = frozenset(
    {
        AppCommandOptionType.user,
        AppCommandOptionType.channel,
        AppCommandOptionType.role,
        AppCommandOptionType.mentionable,
        AppCommandOptionType.attachment,
    }
)


class BadOption(app_commands.AppCommandError):
    """An option the command does not declare, or of another type. ``option`` names it as
    its reader sees it (a ``Text``, rendered in their language)."""

    def __init__(self, option: str, value: object) -> None:
        super().__init__(f"option {str(option)!r}: {value!r}")
        self.option, self.value = option, value


def fits(kind: AppCommandOptionType, value: object) -> bool:
    """Whether ``value`` is what Discord sends for an option of ``kind``."""
    if kind is AppCommandOptionType.boolean:
        return isinstance(value, bool)
    if isinstance(value, bool):
        return False  # a bool is an int to Python, never to Discord
    if kind is AppCommandOptionType.integer:
        return isinstance(value, int)
    if kind is AppCommandOptionType.number:
        return isinstance(value, int | float)
    if kind is AppCommandOptionType.string:
        return isinstance(value, str)
    if kind in _SNOWFLAKES:
        return isinstance(value, str | int) and str(value).isdigit()
    return True  # subcommands are walked, not checked


def check(
    command: app_commands.Command[Any, ..., Any],
    options: Sequence[Mapping[str, Any]],
    translator: app_commands.Translator | None,
) -> None:
    """Raises ``BadOption`` for the first of ``options`` (the leaf options discord.py found
    for ``command``) that the command does not allow."""
    parameters = {p.display_name: p for p in command.parameters}
    for option in options:
        name, value = str(option.get("name")), option.get("value")
        parameter = parameters.get(name)
        if parameter is None:
            raise BadOption(name[:40], value)
        if option.get("type") != parameter.type.value or not fits(parameter.type, value):
            raise BadOption(option_name(parameter, translator), value)


def option_name(parameter: app_commands.Parameter, translator: object) -> str:
    """The option's name as its reader's Discord shows it: the catalogue's (a ``Text``), else
    the name the command declares."""
    if not isinstance(translator, CommandTranslator):
        return parameter.display_name
    lookup = translator.lookup(TranslationContext(Where.parameter_name, parameter))
    if lookup is None:
        return parameter.display_name
    try:
        args: dict[str, Any] = dict(lookup.args)
        if lookup.game_id is not None:
            args["game"] = Text(title_key(lookup.game_id))
        return Text(lookup.key, **args)
    except MissingKey:  # a game with no words in the catalogues (the tests' toy)
        return parameter.display_name
