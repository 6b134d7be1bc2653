"""Players at the table: a guild member who runs slash commands, clicks, selects, fills
modals and reads what Discord would show them.

Every action builds the interaction payload Discord would send, dispatches it over the
gateway and waits (real time, up to the ack deadline) for the bot's acknowledgement.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.localdiscord.state import (
    COMPONENT,
    DM_CHANNEL,
    MODAL_SUBMIT,
    SLASH_COMMAND,
    Channel,
    Guild,
    Interaction,
    Json,
    Message,
    User,
    snowflake,
)

if TYPE_CHECKING:
    from bot.localdiscord.server import FakeDiscord

ACK_GRACE = 0.5
OPTION_TYPES = {3: "string", 4: "integer", 5: "boolean", 6: "user", 7: "channel", 10: "number"}


class Actor:
    def __init__(self, fake: FakeDiscord, user: User) -> None:
        self.fake = fake
        self.user = user

    def __repr__(self) -> str:
        return f"@{self.user.name}"

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    def close_dms(self) -> None:
        """From now on the bot's DMs to this user fail with 403 / 50007."""
        self.user.dms_open = False

    def open_dms(self) -> None:
        self.user.dms_open = True

    # ------------------------------------------------------------------ reading

    def dm_channel(self) -> Channel:
        return self.fake.dm_channel(self.user)

    def dms(self) -> list[Message]:
        """Messages in this user's DM with the bot, oldest first."""
        channel = self.fake.dm_channels.get(self.user.id)
        return channel.live_messages() if channel is not None else []

    def visible_messages(self, channel: Channel | str | int | None = None) -> list[Message]:
        """What this user sees in `channel`: public messages plus her own ephemerals."""
        return self.fake.visible_messages(self.user, self._channel(channel))

    async def wait_for_dm(self, contains: str = "", *, timeout: float | None = None) -> Message:
        return await self.fake.wait_until(
            lambda: next((m for m in reversed(self.dms()) if contains in m.content), None),
            timeout=timeout,
            what=f"a DM to {self.name} containing {contains!r}",
        )

    async def wait_for_message(
        self,
        channel: Channel | str | int | None = None,
        contains: str = "",
        *,
        timeout: float | None = None,
    ) -> Message:
        """The newest message this user can see in `channel` whose text contains `contains`."""
        ch = self._channel(channel)
        return await self.fake.wait_until(
            lambda: next(
                (
                    m
                    for m in reversed(self.visible_messages(ch))
                    if not m.loading and contains in _all_text(m)
                ),
                None,
            ),
            timeout=timeout,
            what=f"a message visible to {self.name} in #{ch.name} containing {contains!r}",
        )

    # ------------------------------------------------------------------ acting

    async def slash(
        self,
        command: str,
        *,
        channel: Channel | str | int | None = None,
        expect_ack: bool = True,
        **options: Any,
    ) -> Interaction:
        """Run `/command` ("game sub" for a subcommand) with `options` as the client would."""
        ch = self._channel(channel)
        data = self._command_data(command, options, ch)
        summary = f"{self.name}: /{command}" + "".join(f" {k}={v!r}" for k, v in options.items())
        it = await self.fake.start_interaction(self.user, ch, SLASH_COMMAND, data, summary)
        return await self._acknowledged(it, expect_ack)

    async def click(
        self, message: Message | int, label_or_custom_id: str, *, expect_ack: bool = True
    ) -> Interaction:
        """Press the button with this custom_id (or else this exact label) on `message`."""
        msg = self._visible_message(message)
        buttons = [i for i in msg.items() if i.get("type") == 2]
        matches = [b for b in buttons if b.get("custom_id") == label_or_custom_id]
        matches = matches or [b for b in buttons if b.get("label") == label_or_custom_id]
        if len(matches) != 1:
            raise AssertionError(
                f"{self.name} looks for one button {label_or_custom_id!r} on message {msg.id} and "
                f"finds {len(matches)}:\n{self.fake._describe(msg)}"
            )
        button = matches[0]
        if button.get("disabled"):
            raise AssertionError(f"button {label_or_custom_id!r} is disabled; nobody can click it")
        if "custom_id" not in button:
            raise AssertionError(
                f"button {label_or_custom_id!r} is a link, it sends no interaction"
            )
        data = {"custom_id": button["custom_id"], "component_type": 2}
        summary = f"{self.name}: click {button.get('label') or button['custom_id']!r}"
        channel = self._channel_of(msg)
        it = await self.fake.start_interaction(self.user, channel, COMPONENT, data, summary, msg)
        return await self._acknowledged(it, expect_ack)

    async def select(
        self,
        message: Message | int,
        custom_id: str,
        values: list[str] | str,
        *,
        expect_ack: bool = True,
    ) -> Interaction:
        """Choose `values` in the select menu `custom_id` on `message`."""
        msg = self._visible_message(message)
        chosen = [values] if isinstance(values, str) else list(values)
        menu = next((i for i in msg.items() if i.get("custom_id") == custom_id), None)
        if menu is None or menu.get("type") == 2:
            raise AssertionError(f"no select menu {custom_id!r} on:\n{self.fake._describe(msg)}")
        if menu.get("disabled"):
            raise AssertionError(f"select menu {custom_id!r} is disabled")
        if menu.get("type") == 3:
            offered = [str(o.get("value")) for o in menu.get("options", [])]
            unknown = [v for v in chosen if v not in offered]
            if unknown:
                raise AssertionError(f"{unknown} are not options of {custom_id!r}: {offered}")
        low, high = menu.get("min_values", 1), menu.get("max_values", 1)
        if not low <= len(chosen) <= high:
            raise AssertionError(f"{custom_id!r} takes {low} to {high} values, not {len(chosen)}")
        data = {"custom_id": custom_id, "component_type": menu["type"], "values": chosen}
        summary = f"{self.name}: select {chosen} in {custom_id!r}"
        channel = self._channel_of(msg)
        it = await self.fake.start_interaction(self.user, channel, COMPONENT, data, summary, msg)
        return await self._acknowledged(it, expect_ack)

    def open_modal(self) -> tuple[Interaction, Json] | None:
        """The newest modal the bot opened for this user that is not yet submitted."""
        for it in reversed(list(self.fake.interactions.values())):
            if it.user is self.user and it.modal is not None and not it.modal.get("_submitted"):
                return it, it.modal
        return None

    async def submit_modal(self, values: dict[str, str], *, expect_ack: bool = True) -> Interaction:
        """Fill the open modal (keys: text input custom_id or label) and press Submit."""
        opened = self.open_modal()
        if opened is None:
            raise AssertionError(f"no modal is open for {self.name}")
        origin, modal = opened
        submitted = [_fill(node, values) for node in modal.get("components", [])]
        modal["_submitted"] = True
        data = {"custom_id": modal["custom_id"], "components": submitted}
        summary = f"{self.name}: submit modal {modal['custom_id']!r}"
        it = await self.fake.start_interaction(
            self.user, origin.channel, MODAL_SUBMIT, data, summary, origin.message
        )
        return await self._acknowledged(it, expect_ack)

    # ------------------------------------------------------------------ forged
    # What a modified client could send: Discord passes the ids and values on, so a bot
    # must check them itself. None of these look at what the message offers or what the
    # command declares.

    async def raw_component(
        self,
        message_or_channel: Message | Channel,
        custom_id: str,
        values: list[str] | None = None,
        *,
        guild: Guild | None = None,
        channel: Channel | None = None,
        expect_ack: bool = True,
    ) -> Interaction:
        """A click (a select when `values` is given) with any custom_id, on `message` (or,
        given a channel, on a bot message the fake makes up), from `channel` (default: the
        message's; a DM channel makes it a click from a DM) and claiming `guild`."""
        if isinstance(message_or_channel, Message):
            message = message_or_channel
        else:
            message = Message(
                id=snowflake(),
                channel_id=message_or_channel.id,
                author=self.fake.bot,
                content="(a message the bot never sent)",
                guild_id=message_or_channel.guild_id,
            )
        source = channel or (self._guild_channel(guild) if guild else self._channel_of(message))
        data: Json = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
        if values is not None:
            data["values"] = list(values)
        summary = f"{self.name}: forged {'select' if values is not None else 'click'} {custom_id!r}"
        it = await self.fake.start_interaction(
            self.user, source, COMPONENT, data, summary, message, guild=guild
        )
        return await self._acknowledged(it, expect_ack)

    async def raw_slash(
        self,
        name: str,
        options: list[Json] | None = None,
        *,
        channel: Channel | str | int | None = None,
        guild: Guild | None = None,
        expect_ack: bool = True,
    ) -> Interaction:
        """`/name` ("group sub" for a subcommand) with `options` exactly as given
        ({"name", "type", "value"}; values out of range, wrong types, unknown names all go
        through), under the synced command's id (a made-up one if none is synced)."""
        ch = self._guild_channel(guild) if guild and channel is None else self._channel(channel)
        names = name.strip().lstrip("/").split()
        synced = self.fake.synced_commands(ch.guild_id)
        top = next((c for c in synced if c.get("name") == names[0]), None)
        nested: list[Json] = [dict(o) for o in options or []]
        definition: Json = top or {}
        kinds: list[int] = []
        for sub in names[1:]:
            spec: Json = next(
                (o for o in definition.get("options", []) if o.get("name") == sub), {}
            )
            kinds.append(int(spec.get("type", 1)))
            definition = spec
        for sub, kind in reversed(list(zip(names[1:], kinds, strict=True))):
            nested = [{"name": sub, "type": kind, "options": nested}]
        data: Json = {
            "id": str(top["id"]) if top else str(snowflake()),
            "name": names[0],
            "type": 1,
            "options": nested,
        }
        resolved = self._resolve(options or [])
        if resolved:
            data["resolved"] = resolved
        summary = f"{self.name}: forged /{name} {options or []}"
        it = await self.fake.start_interaction(
            self.user, ch, SLASH_COMMAND, data, summary, guild=guild
        )
        return await self._acknowledged(it, expect_ack)

    async def raw_modal(
        self,
        custom_id: str,
        components: list[Json] | dict[str, str],
        *,
        channel: Channel | str | int | None = None,
        message: Message | None = None,
        expect_ack: bool = True,
    ) -> Interaction:
        """Submit a modal the bot may never have opened: `components` as the client sends
        them, or {text input custom_id: value} (no length or required checks)."""
        rows = (
            [
                {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
                for key, value in components.items()
            ]
            if isinstance(components, dict)
            else components
        )
        ch = self._channel_of(message) if message and channel is None else self._channel(channel)
        data = {"custom_id": custom_id, "components": rows}
        summary = f"{self.name}: forged modal {custom_id!r}"
        it = await self.fake.start_interaction(self.user, ch, MODAL_SUBMIT, data, summary, message)
        return await self._acknowledged(it, expect_ack)

    def _guild_channel(self, guild: Guild) -> Channel:
        return next(c for c in guild.channels if not c.is_thread)

    def _resolve(self, options: list[Json]) -> Json:
        """What Discord adds for user and channel options whose ids exist."""
        resolved: Json = {}
        for option in options:
            value = str(option.get("value"))
            user = self.fake.users.get(int(value)) if value.isdigit() else None
            channel = self.fake.channels.get(int(value)) if value.isdigit() else None
            if option.get("type") == 6 and user is not None:
                resolved.setdefault("users", {})[value] = user.payload()
                member = {k: v for k, v in user.member_payload().items() if k != "user"}
                resolved.setdefault("members", {})[value] = member
            elif option.get("type") == 7 and channel is not None:
                resolved.setdefault("channels", {})[value] = {
                    **channel.payload(),
                    "permissions": "2248473465835073",
                }
        return resolved

    # ------------------------------------------------------------------ helpers

    async def _acknowledged(self, it: Interaction, expect_ack: bool) -> Interaction:
        if not expect_ack:
            return it

        def settled() -> bool:
            # Past the deadline (on the fake's clock, plus a grace for a callback already
            # on its way) Discord would refuse the acknowledgement anyway.
            late = self.fake.clock() - it.created_at > self.fake.ack_deadline + ACK_GRACE
            return it.acknowledged or bool(it.errors) or late

        await self.fake.wait_until(settled, what=f"the bot to acknowledge {it.summary}")
        if not it.acknowledged and not it.errors:
            raise AssertionError(
                f"the bot never acknowledged {it.summary}\n{self.fake.transcript()}"
            )
        if not it.acknowledged:
            raise AssertionError(f"{it.summary} failed: {it.errors}\n" + self.fake.transcript())
        return it

    def _channel(self, channel: Channel | str | int | None) -> Channel:
        if isinstance(channel, Channel):
            return channel
        if channel is None:
            return next(c for c in self.fake.guild.channels if not c.is_thread)
        return self.fake.channel(channel)

    def _channel_of(self, message: Message) -> Channel:
        channel = self.fake.channels.get(message.channel_id)
        channel = channel or self.fake.dm_by_channel_id(message.channel_id)
        if channel is None:  # deleted since: the interaction still names it
            channel = next(c for c in self.fake.deleted_channels if c.id == message.channel_id)
        return channel

    def _visible_message(self, message: Message | int) -> Message:
        msg = message if isinstance(message, Message) else self.fake.messages[message]
        msg = self.fake.messages.get(msg.id, msg)
        channel = self._channel_of(msg)
        visible = self.fake.visible_messages(self.user, channel)
        if msg.deleted or not any(m is msg for m in visible):
            raise AssertionError(f"{self.name} cannot see message {msg.id}")
        return msg

    def _command_data(self, command: str, options: dict[str, Any], channel: Channel) -> Json:
        names = command.strip().lstrip("/").split()
        in_dm = channel.type == DM_CHANNEL
        candidates = [
            c
            for c in self.fake.synced_commands(channel.guild_id)
            if c.get("name") == names[0] and c.get("type", 1) == 1
        ]
        if not candidates:
            synced = sorted(str(c.get("name")) for c in self.fake.synced_commands(channel.guild_id))
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
            user = value.user if isinstance(value, Actor) else value
            assert isinstance(user, User), f"option {name!r} wants an actor or user"
            raw = str(user.id)
            resolved.setdefault("users", {})[raw] = user.payload()
            member = {k: v for k, v in user.member_payload().items() if k != "user"}
            resolved.setdefault("members", {})[raw] = member
        elif kind == 7:
            channel = self._channel(value)
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


def _fill(node: Json, values: dict[str, str]) -> Json:
    """The submitted form of one modal row or label, with the user's text."""
    if node.get("type") == 1:
        return {"type": 1, "components": [_fill(c, values) for c in node.get("components", [])]}
    if node.get("type") == 18:
        inner = dict(node["component"])
        inner.setdefault("_label", node.get("label"))
        return {"type": 18, "component": _fill(inner, values)}
    custom_id = node.get("custom_id")
    label = node.get("label") or node.get("_label")
    value = values.get(str(custom_id), values.get(str(label)))
    if node.get("type") == 4:
        if value is None:
            if node.get("required", True):
                raise AssertionError(f"text input {label or custom_id!r} is required")
            value = ""
        if (
            not int(node.get("min_length") or 0)
            <= len(value)
            <= int(node.get("max_length") or 4000)
        ):
            raise AssertionError(
                f"text input {label or custom_id!r}: length {len(value)} out of range"
            )
        return {"type": 4, "custom_id": custom_id, "value": value}
    return {"type": node.get("type"), "custom_id": custom_id, "values": [value] if value else []}


def _all_text(message: Message) -> str:
    parts = [message.content]
    for e in message.embeds:
        parts += [str(e.get("title", "")), str(e.get("description", ""))]
        parts += [f"{f.get('name')} {f.get('value')}" for f in e.get("fields", [])]
    return "\n".join(parts)
