"""A slash command's payload as Discord's client builds it from the synced commands: the
subcommand path, each option typed and checked against its choices and range, and the users
and channels it names resolved.
"""

from __future__ import annotations

from typing import Any

from bot.localdiscord.actor_context import ActorContext
from bot.localdiscord.state import DM_CHANNEL, Channel, Json, User

OPTION_TYPES = {3: "string", 4: "integer", 5: "boolean", 6: "user", 7: "channel", 10: "number"}


class CommandPayloads:
    """Builds the payload of a slash command an actor runs."""

    def __init__(self, context: ActorContext) -> None:
        self.context = context

    def command_data(self, command: str, options: dict[str, Any], channel: Channel) -> Json:
        names = command.strip().lstrip("/").split()
        in_dm = channel.type == DM_CHANNEL
        candidates = [
            c
            for c in self.context.world.synced_commands(channel.guild_id)
            if c.get("name") == names[0] and c.get("type", 1) == 1
        ]
        if not candidates:
            synced = sorted(
                str(c.get("name")) for c in self.context.world.synced_commands(channel.guild_id)
            )
            raise AssertionError(f"/{names[0]} is not a synced command (synced: {synced})")
        top = candidates[0]
        if in_dm and top.get("guild_id"):
            raise AssertionError(f"/{names[0]} is a guild command; it cannot run in a DM")
        definition, path = top, []
        for name in names[1:]:
            sub = next(
                (
                    o
                    for o in definition.get("options", [])
                    if o.get("name") == name and o.get("type") in (1, 2)
                ),
                None,
            )
            if sub is None:
                raise AssertionError(f"/{command}: no subcommand {name!r}")
            definition = sub
            path.append(sub)
        if any(o.get("type") in (1, 2) for o in definition.get("options", [])):
            raise AssertionError(f"/{command} needs a subcommand")
        resolved: Json = {}
        leaf = [self._option(definition, name, value, resolved) for name, value in options.items()]
        given = {o["name"] for o in leaf}
        missing = [
            o["name"]
            for o in definition.get("options", [])
            if o.get("required") and o["name"] not in given
        ]
        if missing:
            raise AssertionError(f"/{command}: required options missing: {missing}")
        nested: list[Json] = leaf
        for sub in reversed(path):
            nested = [{"name": sub["name"], "type": sub["type"], "options": nested}]
        data: Json = {"id": top["id"], "name": top["name"], "type": 1, "options": nested}
        if top.get("guild_id"):
            data["guild_id"] = top["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _option(self, definition: Json, name: str, value: Any, resolved: Json) -> Json:
        spec = next(
            (
                o
                for o in definition.get("options", [])
                if o.get("name") in (name, name.replace("_", "-"))
            ),
            None,
        )
        if spec is None:
            known = [o.get("name") for o in definition.get("options", [])]
            raise AssertionError(f"option {name!r} does not exist (options: {known})")
        kind = int(spec["type"])
        raw: Any
        if kind == 6:
            # an Actor (it holds this builder, so actors.py is not imported here) or a User
            user = value if isinstance(value, User) else getattr(value, "user", None)
            assert isinstance(user, User), f"option {name!r} wants an actor or user"
            raw = str(user.id)
            resolved.setdefault("users", {})[raw] = user.payload()
            member = {k: v for k, v in user.member_payload().items() if k != "user"}
            resolved.setdefault("members", {})[raw] = member
        elif kind == 7:
            channel = self.context.channel(value)
            raw = str(channel.id)
            resolved.setdefault("channels", {})[raw] = {
                **channel.payload(),
                "permissions": "2248473465835073",
            }
        elif kind == 4:
            raw = int(value)
        elif kind == 10:
            raw = float(value)
        elif kind == 5:
            raw = bool(value)
        else:
            raw = str(value)
        choices = [c.get("value") for c in spec.get("choices") or []]
        if choices and raw not in choices:
            raise AssertionError(f"option {name!r}: {raw!r} is not one of the choices {choices}")
        low, high = spec.get("min_value"), spec.get("max_value")
        if kind in (4, 10) and (
            (low is not None and raw < low) or (high is not None and raw > high)
        ):
            raise AssertionError(f"option {name!r}: {raw!r} is outside {low}..{high}")
        return {"name": spec["name"], "type": kind, "value": raw}
