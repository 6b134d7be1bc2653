"""Playing in the sandbox through the page's own JSON API, as its JavaScript does: read what
one person is shown (`/api/state`), then click, pick from a menu or fill a modal there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import aiohttp

from bot.custom_ids import ActionId, PanelId, parse
from bot.localdiscord.state import Json

BUTTON, SELECT = 2, 3


@dataclass(frozen=True)
class Offer:
    """One thing a message offers: an action (by its action id) or the typed-number button."""

    message_id: str
    custom_id: str
    action_id: str
    select_value: str | None  # set for an option of a select menu


def components(message: Json) -> list[Json]:
    """The buttons and menus of a message, rows flattened."""
    found: list[Json] = []
    for row in message.get("components") or []:
        found.extend(row.get("components") or [row])
    return found


def offers(message: Json) -> list[Offer]:
    """Every enabled action a message offers, and its typed-number button (action id
    "number")."""
    found: list[Offer] = []
    for item in components(message):
        custom_id = str(item.get("custom_id", ""))
        parsed = parse(custom_id)
        if item.get("disabled"):
            continue
        if isinstance(parsed, PanelId) and parsed.kind == "number":
            found.append(Offer(message["id"], custom_id, "number", None))
        if not isinstance(parsed, ActionId):
            continue
        if item.get("type") == BUTTON and parsed.action_id is not None:
            found.append(Offer(message["id"], custom_id, parsed.action_id, None))
        elif item.get("type") == SELECT:
            for option in item.get("options") or []:
                value = str(option["value"])
                found.append(Offer(message["id"], custom_id, value, value))
    return found


def newest_offers(messages: list[Json]) -> list[Offer]:
    """What the newest message with something to do offers."""
    for message in reversed(messages):
        found = offers(message)
        if found:
            return found
    return []


class PageApi:
    """The page's calls, each as one person (`as`)."""

    def __init__(self, session: aiohttp.ClientSession, url: str) -> None:
        self.session = session
        self.url = url

    async def state(self, person: str, channel_id: str | None = None) -> Json:
        params = {"as": person, **({"channel": channel_id} if channel_id else {})}
        async with self.session.get(self.url + "api/state", params=params) as answer:
            assert answer.status == 200, await answer.text()
            shown: Json = await answer.json()
            return shown

    async def post(self, route: str, person: str, **body: Any) -> None:
        async with self.session.post(self.url + route, json={"as": person, **body}) as answer:
            reply = await answer.json()
            assert (answer.status, reply) == (200, {"ok": True}), f"{route} {body}: {reply}"

    async def slash(self, person: str, command: str, channel_id: str, **options: str) -> None:
        await self.post(
            "api/slash", person, command=command, channel_id=channel_id, options=options
        )

    async def click(self, person: str, message_id: str, custom_id: str) -> None:
        await self.post("api/click", person, message_id=message_id, custom_id=custom_id)

    async def select(self, person: str, message_id: str, custom_id: str, value: str) -> None:
        await self.post(
            "api/select", person, message_id=message_id, custom_id=custom_id, values=[value]
        )

    async def take(self, person: str, offer: Offer) -> None:
        if offer.select_value is None:
            await self.click(person, offer.message_id, offer.custom_id)
        else:
            await self.select(person, offer.message_id, offer.custom_id, offer.select_value)

    async def submit_modal(self, person: str, values: dict[str, str]) -> None:
        await self.post("api/modal", person, values=values)
