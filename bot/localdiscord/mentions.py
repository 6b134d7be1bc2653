"""Who a message the bot sends or edits would ping, by Discord's `allowed_mentions` rules
(resources/message, Allowed Mentions Object), and which of those pings nobody asked for.

A ping is asked for only when `allowed_mentions.users` lists that user. Everything else that
would ping is unsafe: @everyone/@here, a role, or a user let through by `parse: ["users"]`
(or by a missing `allowed_mentions`), since a name or text a player typed could carry it.
Permissions are not considered: a guild may give the bot Mention Everyone at any time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.localdiscord import limits
from bot.localdiscord.state import Json

MENTION = re.compile(r"<@!?(?P<user>\d+)>|<@&(?P<role>\d+)>|@(?P<everyone>everyone|here)\b")
# Defaults when a request has no allowed_mentions (documented, per context).
REGULAR_DEFAULT: Json = {"parse": ["users", "roles", "everyone"]}
INTERACTION_DEFAULT: Json = {"parse": ["users"]}


@dataclass
class MentionRecord:
    """One message the bot sent or edited, with the allowed_mentions it came with."""

    message_id: int
    action: str  # "send" or "edit"
    where: str  # "#general", "DM with Bob", "response to Alice: /x"
    text: str  # the text Discord parses for mentions
    allowed_mentions: Json | None  # as sent; None when the request had none
    problems: list[str]

    def __str__(self) -> str:
        return f"{self.action} of message {self.message_id} in {self.where}: " + "; ".join(
            self.problems
        )


def mention_text(payload: Json, flags: int) -> str:
    """The text whose mentions ping: the content, or with components v2 the text displays."""
    if flags & limits.COMPONENTS_V2:
        found: list[str] = []

        def walk(nodes: list[Json]) -> None:
            for node in nodes:
                if node.get("type") == 10:
                    found.append(str(node.get("content", "")))
                walk(node.get("components", []))
                if isinstance(node.get("accessory"), dict):
                    walk([node["accessory"]])

        walk(list(payload.get("components") or []))
        return "\n".join(found)
    return str(payload.get("content") or "")


def unsafe_pings(text: str, allowed: Json | None, *, via_interaction: bool) -> list[str]:
    """The pings in `text` that `allowed` (or the context's default) lets through unasked."""
    effective = (
        allowed
        if allowed is not None
        else (INTERACTION_DEFAULT if via_interaction else REGULAR_DEFAULT)
    )
    parse = set(effective.get("parse") or [])
    listed_users = {str(u) for u in effective.get("users") or []}
    listed_roles = {str(r) for r in effective.get("roles") or []}
    source = "no allowed_mentions" if allowed is None else f"allowed_mentions {allowed}"
    problems: list[str] = []
    for match in MENTION.finditer(text):
        token = match.group(0)
        if match["everyone"] and "everyone" in parse:
            problems.append(f"{token} would ping ({source})")
        elif match["role"] and ("roles" in parse or match["role"] in listed_roles):
            problems.append(f"{token} would ping a role ({source})")
        elif match["user"] and "users" in parse and match["user"] not in listed_users:
            problems.append(f"{token} would ping a user it does not list ({source})")
    return list(dict.fromkeys(problems))
