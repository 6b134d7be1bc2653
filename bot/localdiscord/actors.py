"""Players at the table: a guild member who runs slash commands, clicks, selects, fills
modals and reads what Discord would show them.

Every action builds the interaction payload Discord would send, dispatches it over the
gateway and waits (real time, up to the ack deadline) for the bot's acknowledgement.

An `Actor` acts through its context (actor_context.py) and holds two builders:
command_payloads.py builds a slash command's payload, forged_input.py (`actor.forged`)
sends what a modified client could.
"""

from __future__ import annotations

from typing import Any

from bot.localdiscord.actor_context import ActorContext
from bot.localdiscord.command_payloads import CommandPayloads
from bot.localdiscord.forged_input import ForgedInput
from bot.localdiscord.state import (
    COMPONENT,
    MODAL_SUBMIT,
    SLASH_COMMAND,
    Channel,
    Interaction,
    Json,
    Message,
)


class Actor:
    def __init__(self, context: ActorContext) -> None:
        self.context = context
        self.user = context.user
        self.commands = CommandPayloads(context)
        self.forged = ForgedInput(context)

    def __repr__(self) -> str:
        return repr(self.context)

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
        return self.context.world.dm_channel(self.user)

    def dms(self) -> list[Message]:
        """Messages in this user's DM with the bot, oldest first."""
        channel = self.context.world.dm_channels.get(self.user.id)
        return channel.live_messages() if channel is not None else []

    def visible_messages(self, channel: Channel | str | int | None = None) -> list[Message]:
        """What this user sees in `channel`: public messages plus her own ephemerals."""
        return self.context.watcher.visible_messages(self.user, self.context.channel(channel))

    async def wait_for_dm(self, contains: str = "", *, timeout: float | None = None) -> Message:
        return await self.context.watcher.wait_until(
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
        ch = self.context.channel(channel)
        return await self.context.watcher.wait_until(
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
        ch = self.context.channel(channel)
        data = self.commands.command_data(command, options, ch)
        summary = f"{self.name}: /{command}" + "".join(f" {k}={v!r}" for k, v in options.items())
        it = await self.context.starter.start_interaction(
            self.user, ch, SLASH_COMMAND, data, summary
        )
        return await self.context.acknowledged(it, expect_ack)

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
                f"finds {len(matches)}:\n{self.context.watcher.describe(msg)}"
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
        channel = self.context.channel_of(msg)
        it = await self.context.starter.start_interaction(
            self.user, channel, COMPONENT, data, summary, msg
        )
        return await self.context.acknowledged(it, expect_ack)

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
            raise AssertionError(
                f"no select menu {custom_id!r} on:\n{self.context.watcher.describe(msg)}"
            )
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
        channel = self.context.channel_of(msg)
        it = await self.context.starter.start_interaction(
            self.user, channel, COMPONENT, data, summary, msg
        )
        return await self.context.acknowledged(it, expect_ack)

    def open_modal(self) -> tuple[Interaction, Json] | None:
        """The newest modal the bot opened for this user that is not yet submitted."""
        for it in reversed(list(self.context.world.interactions.values())):
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
        it = await self.context.starter.start_interaction(
            self.user, origin.channel, MODAL_SUBMIT, data, summary, origin.message
        )
        return await self.context.acknowledged(it, expect_ack)

    # ------------------------------------------------------------------ helpers

    def _visible_message(self, message: Message | int) -> Message:
        msg = message if isinstance(message, Message) else self.context.world.messages[message]
        msg = self.context.world.messages.get(msg.id, msg)
        channel = self.context.channel_of(msg)
        visible = self.context.watcher.visible_messages(self.user, channel)
        if msg.deleted or not any(m is msg for m in visible):
            raise AssertionError(f"{self.name} cannot see message {msg.id}")
        return msg


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
