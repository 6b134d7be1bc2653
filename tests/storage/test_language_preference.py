"""A person's language (``/tabula language``): stored beside their reminders, on every backend."""

from __future__ import annotations

from storage.repository import Repository
from tests.storage.storage_helpers import OpenRepo


async def test_nobody_has_chosen_a_language_until_they_do(repo: Repository) -> None:
    assert await repo.settings.language(11) is None
    await repo.settings.set_language(11, "hu")
    assert (await repo.settings.language(11), await repo.settings.language(12)) == ("hu", None)


async def test_a_new_choice_replaces_the_old_and_none_clears_it(repo: Repository) -> None:
    await repo.settings.set_language(11, "hu")
    await repo.settings.set_language(11, "es-ES")
    assert await repo.settings.language(11) == "es-ES"
    await repo.settings.set_language(11, None)
    assert await repo.settings.language(11) is None
    # Clearing a choice never made is no error.
    await repo.settings.set_language(12, None)
    assert await repo.settings.language(12) is None


async def test_the_language_and_the_reminders_are_kept_apart(repo: Repository) -> None:
    # Choosing a language leaves reminders on (their default)...
    await repo.settings.set_language(11, "hu")
    assert await repo.settings.notify(11) is True
    # ...turning them off keeps the language...
    await repo.settings.set_notify(11, False)
    assert (await repo.settings.language(11), await repo.settings.notify(11)) == ("hu", False)
    # ...and changing the language keeps them off.
    await repo.settings.set_language(11, None)
    assert (await repo.settings.language(11), await repo.settings.notify(11)) == (None, False)
    # A person who only turned reminders off has no language.
    await repo.settings.set_notify(12, False)
    assert await repo.settings.language(12) is None


async def test_the_language_outlives_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    await repo.settings.set_language(11, "es-ES")
    await repo.close()
    again = await open_repo()
    assert await again.settings.language(11) == "es-ES"


async def test_every_chosen_language_is_listed_by_person(repo: Repository) -> None:
    assert await repo.settings.chosen_languages() == {}
    await repo.settings.set_language(11, "hu")
    await repo.settings.set_language(12, "es-ES")
    await repo.settings.set_language(13, "hu")
    await repo.settings.set_language(13, None)
    await repo.settings.set_notify(14, False)
    assert await repo.settings.chosen_languages() == {11: "hu", 12: "es-ES"}
