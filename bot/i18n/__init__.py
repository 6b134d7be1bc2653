"""Tabula in English, Hungarian and Spanish (issue 21): catalogues, who reads which language,
and the slash commands' translations.

Adding a language: a folder ``locales/<Discord locale>/`` with the same ``.ftl`` files and keys
as ``locales/en-US/``, its code in ``languages.LANGUAGES``, its Discord locale(s) in
``command_translator.COMMAND_LOCALES``, its name in ``words.LANGUAGE_KEYS`` (the lobby's menu)
and in ``cogs.choices.TABLE_LANGUAGE_CHOICES`` (``/tabula language`` and ``/… new``); the tests
in ``tests/i18n/`` then say what is missing.

The bot's own words travel as ``Text`` values (a key and its arguments) from the table service
to the Discord boundary (``bot/readers.py``), which renders them for their reader: private
answers in the reader's language, a table's public messages in the table's.
"""

from bot.i18n.catalogue import Catalogue, CatalogueError, MissingKey, default_catalogue
from bot.i18n.command_translator import CommandTranslator
from bot.i18n.languages import (
    ENGLISH,
    HUNGARIAN,
    LANGUAGES,
    PSEUDO,
    SPANISH,
    private_language,
    public_language,
    supported,
)
from bot.i18n.text import Text, localized, number, say

__all__ = [
    "ENGLISH",
    "HUNGARIAN",
    "LANGUAGES",
    "PSEUDO",
    "SPANISH",
    "Catalogue",
    "CatalogueError",
    "CommandTranslator",
    "MissingKey",
    "Text",
    "default_catalogue",
    "localized",
    "number",
    "private_language",
    "public_language",
    "say",
    "supported",
]
