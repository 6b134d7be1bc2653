"""Playing a table in Hungarian or Spanish through the fake Discord: the lobby driven by its
translated labels, the commands' registered translations, and which English words still reach
the players (the engines' and adapters' words, converted later)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterable
from typing import Any

from bot.bot import TabulaBot
from bot.custom_ids import VerbId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Json, Message
from storage.models import Table
from tests.discord.bot_helpers import settle
from tests.discord.harness import RunningClient

# Words no Hungarian or Spanish sentence of the bot uses, but English ones do: a sentence with
# two of them, or a label (a button, a menu's option) with one, is counted as English. ("a",
# "is", "has", "no" are Hungarian or Spanish words too.)
_ENGLISH_WORDS = """
    the your you of to and with for from into this that their his her its takes gets plays
    pays buys places draws builds ends end turn card cards brick bricks points round coins
    worth wins won each every one two three more left player players board tile tiles builder
    builders aqueduct workman score scores buy take place build play use move lay choose keep
    close pass section token torch influence honor curve straight bridge
"""
_ENGLISH = frozenset(_ENGLISH_WORDS.split())
_WORDS = re.compile(r"[^\W\d_]+")
# Short texts, where one English word is telling.
_LABELS = frozenset({"button", "menu option", "menu placeholder"})


def table_of(lobby: Message) -> int:
    """The table a lobby message belongs to, from its buttons (not from its words)."""
    for item in lobby.items():
        parsed = parse(str(item.get("custom_id", "")))
        if isinstance(parsed, VerbId) and parsed.kind == "lobby":
            return parsed.table_id
    raise AssertionError(f"not a lobby: {lobby.content!r}")


async def open_table(
    fake: FakeDiscord,
    running: RunningClient,
    command: str,
    host: Actor,
    guests: list[Actor],
    join: str,
    start: str,
    **options: Any,
) -> tuple[Message, Table]:
    """``host`` opens a lobby with ``/<command> new``, the guests press ``join`` and the host
    ``start`` (the buttons' labels in the table's language)."""
    fake.require_allowed_mentions = True
    lobby = await fake.reply(await host.slash(f"{command} new", **options))
    for guest in guests:
        await guest.click(lobby, join)
    table_id = table_of(lobby)  # a started lobby has no buttons left
    await host.click(lobby, start)
    bot: TabulaBot = running.client  # type: ignore[assignment]
    await settle(bot)
    return lobby, await bot.repo.tables.get_table(table_id)


def command(fake: FakeDiscord, *path: str) -> Json:
    """A registered command, or an option or subcommand below it, by its English names."""
    node: Json = next(c for c in fake.synced_commands() if c["name"] == path[0])
    for name in path[1:]:
        node = next(o for o in node.get("options", []) if o["name"] == name)
    return node


def texts_by_source(message: Message) -> Iterable[tuple[str, str]]:
    """(where in the message, text) for everything a person reads in it but the images."""
    if message.content:
        yield "content", message.content
    for embed in message.embeds:
        for key in ("title", "description"):
            if embed.get(key):
                yield f"embed {key}", str(embed[key])
        for embed_field in embed.get("fields", []):
            yield "embed field", f"{embed_field.get('name')}: {embed_field.get('value')}"
        if embed.get("footer"):
            yield "embed footer", str(embed["footer"].get("text", ""))
    for item in message.items():
        if item.get("label"):
            yield "button", str(item["label"])
        if item.get("placeholder"):
            yield "menu placeholder", str(item["placeholder"])
        for option in item.get("options", []):
            yield "menu option", f"{option.get('label')} — {option.get('description') or ''}"
    for attachment in message.attachments:
        if attachment.description:
            yield "image description", attachment.description


def english_left(fake: FakeDiscord, seen: Iterable[tuple[str, str]] = ()) -> dict[str, list[str]]:
    """The lines still in English that people can read, by where they sit, each once: what
    the catalogues do not reach yet. Messages are read as they are at the end; ``seen`` adds
    texts read earlier (``texts_by_source`` of a board before it was edited: its buttons)."""
    every = [
        (source, text)
        for channel in [*fake.channels.values(), *fake.dm_channels.values()]
        for message in channel.live_messages()
        for source, text in texts_by_source(message)
    ]
    return english_lines([*every, *seen])


def english_lines(
    texts: Iterable[tuple[str, str]],
    short: Collection[str] = _LABELS,
    theirs: Collection[str] = (),
) -> dict[str, list[str]]:
    """The lines of ``texts`` ((where, text) pairs) that read as English, by where they sit,
    each once: a line with two English words, or one where the texts are ``short`` ones.
    ``theirs``: English words the language reading them has too ("honor" in Spanish)."""
    english = _ENGLISH - frozenset(theirs)
    found: dict[str, set[str]] = defaultdict(set)
    for source, text in texts:
        for line in text.splitlines():
            # whole words, accented letters in them: "látható" holds no "that"
            words = set(_WORDS.findall(line.lower()))
            if len(words & english) >= (1 if source in short else 2):
                found[source].add(line.strip())
    return {source: sorted(lines) for source, lines in sorted(found.items())}


def english_report(left: dict[str, list[str]]) -> str:
    out = []
    for source, lines in left.items():
        out.append(f"--- {source}: {len(lines)} lines")
        out += [f"    {line}" for line in lines]
    return "\n".join(out)
