"""Which catalogue a reader gets: the languages Tabula speaks and the rules of issue 21.

Pure functions over locale strings: a person's own choice (``/tabula language``, kept in
``user_preferences``) and a table's language (its options) are passed in. Discord names
locales like ``en-US``, ``en-GB``, ``hu``, ``es-ES``, ``es-419`` (``str(interaction.locale)``).
"""

from __future__ import annotations

from functools import lru_cache

ENGLISH = "en-US"
HUNGARIAN = "hu"
SPANISH = "es-ES"
# Every string of English, wrapped and accented: a test sees at once any text that bypassed the
# catalogues. Never offered to players.
PSEUDO = "xx"

# The languages with catalogues of their own, in the order a menu offers them.
LANGUAGES: tuple[str, ...] = (ENGLISH, HUNGARIAN, SPANISH)
# Discord locales that read another one's catalogue.
ALIASES: dict[str, str] = {"en-GB": ENGLISH, "es-419": SPANISH}


# asked several times for every message of every click, about a handful of distinct locales
@lru_cache(maxsize=256)
def supported(locale: str | None) -> str | None:
    """The catalogue language for ``locale``, or None when Tabula does not speak it.

    Case does not matter, and a bare or other regional tag finds its language (``es``,
    ``es-MX`` -> ``es-ES``; ``hu-HU`` -> ``hu``), since an override may be stored in either form.
    """
    if not locale:
        return None
    wanted = locale.strip().replace("_", "-").lower()
    for language in (*LANGUAGES, PSEUDO):
        if wanted == language.lower():
            return language
    for alias, language in ALIASES.items():
        if wanted == alias.lower():
            return language
    primary = wanted.split("-")[0]
    return next((lang for lang in LANGUAGES if lang.split("-")[0].lower() == primary), None)


def private_language(override: str | None, user_locale: str | None) -> str:
    """Ephemerals, DMs and the hand: the user's own choice, else their Discord language."""
    return _first_supported(override, user_locale)


def public_language(table_language: str | None, server_locale: str | None) -> str:
    """A table's public messages and board images: the language chosen in its lobby, else the
    server's preferred language."""
    return _first_supported(table_language, server_locale)


def _first_supported(*candidates: str | None) -> str:
    # A candidate Tabula does not speak is passed over rather than ending the search: a server
    # whose preferred locale is German still gets the table's chosen Hungarian, and English last.
    for candidate in candidates:
        language = supported(candidate)
        if language is not None:
            return language
    return ENGLISH
