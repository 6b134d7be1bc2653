"""Who reads which language: the rules of issue 21 as pure functions."""

from __future__ import annotations

import pytest

from bot.i18n.languages import private_language, public_language, supported


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("en-US", "en-US"),
        ("en-GB", "en-US"),
        ("hu", "hu"),
        ("HU-hu", "hu"),
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),
        ("es", "es-ES"),
        ("es_MX", "es-ES"),
        ("xx", "xx"),
        ("de", None),
        ("pt-BR", None),
        ("", None),
        (None, None),
    ],
)
def test_supported_maps_discord_locales_to_catalogues(
    locale: str | None, language: str | None
) -> None:
    assert supported(locale) == language


def test_private_messages_follow_the_override_then_the_discord_language() -> None:
    assert private_language("hu", "es-ES") == "hu"
    assert private_language(None, "es-419") == "es-ES"
    assert private_language(None, "en-GB") == "en-US"
    # an override Tabula cannot read is passed over, and English is the last resort
    assert private_language("fr", "hu") == "hu"
    assert private_language(None, "de") == "en-US"
    assert private_language(None, None) == "en-US"


def test_public_messages_follow_the_table_then_the_server() -> None:
    assert public_language("es-ES", "hu") == "es-ES"
    assert public_language(None, "hu") == "hu"
    assert public_language(None, "ja") == "en-US"
    assert public_language(None, None) == "en-US"
    assert public_language("xx", "hu") == "xx"
