"""Tabula in English, Hungarian and Spanish (issue 21): catalogues, who reads which language,
and the slash commands' translations.

Adding a language: a folder ``locales/<Discord locale>/`` with the same ``.ftl`` files and keys
as ``locales/en-US/``, its code in ``languages.LANGUAGES``, and its Discord locale(s) in
``command_translator.COMMAND_LOCALES``; the tests in ``tests/i18n/`` then say what is missing.
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
    "default_catalogue",
    "private_language",
    "public_language",
    "supported",
]
