"""Interaction responses as Discord handles them: the callback (types 4, 5, 6, 7, 8, 9 with
the JSON body discord.py >= 2.5 reads), the 3 s / once-only / 15 min rules, webhook
followups and `@original`.

A deferred callback (5 "thinking", 6 "update later") carries no message: its body is at
most `flags` (for 5 only EPHEMERAL, docs: Interaction Callback Data Structure). The
placeholder of a 5 is a message with the LOADING flag and no content; `GET @original`
returns it as such, and the first followup or `PATCH @original` fills it in.
"""

from __future__ import annotations

from aiohttp import web

from bot.localdiscord import limits, permissions
from bot.localdiscord.faults import FaultInjector
from bot.localdiscord.messages import MessageStore
from bot.localdiscord.permissions import MISSING_PERMISSIONS
from bot.localdiscord.state import (
    COMPONENT,
    EPHEMERAL,
    LOADING,
    MODAL_SUBMIT,
    SLASH_COMMAND,
    Interaction,
    Json,
    Message,
)
from bot.localdiscord.wire import (
    API,
    Reject,
    UploadedFile,
    check_payload,
    error,
    id_param,
    json_response,
    read_body,
)
from bot.localdiscord.world import World

# What makes a message: a deferred callback (5 or 6) may carry none of it.
DEFERRED_BODY_KEYS = ("content", "embeds", "components", "attachments", "poll", "tts")


class InteractionApi:
    def __init__(self, world: World, store: MessageStore, faults: FaultInjector) -> None:
        self.world = world
        self.store = store
        self.faults = faults

    def add_routes(self, app: web.Application) -> None:
        r, a = app.router, API
        r.add_post(a + "/interactions/{interaction_id}/{token}/callback", self._callback)
        r.add_post(a + "/webhooks/{app_id}/{token}", self._post_followup)
        for method in ("GET", "PATCH", "DELETE"):
            r.add_route(
                method, a + "/webhooks/{app_id}/{token}/messages/{message_id}", self._message
            )

    async def _callback(self, request: web.Request) -> web.Response:
        it = self.world.interactions.get(id_param(request, "interaction_id"))
        payload, files = await read_body(request)
        if it is None or it.token != request.match_info["token"]:
            self.world.violate(10062, "Unknown interaction", "callback for an unknown interaction")
            return error(404, 10062, "Unknown interaction")
        kind = int(payload.get("type", 0))
        if it.expired:
            raise self._refuse(request, (404, 10062, "Unknown interaction"), "token expired")
        self._check_channel(request, it)
        self._check_acknowledgeable(it, kind)
        if kind in (5, 6):
            self._check_deferred_body(it, kind, payload.get("data") or {}, files)
        if kind in (4, 7):
            self._check_everyone_may(request, it, payload.get("data") or {}, files)
        if kind in (6, 7) and it.message is not None and it.message.deleted:
            raise self._refuse(request, (404, 10008, "Unknown Message"), "message deleted")
        message = self._respond(it, kind, payload.get("data") or {}, files)
        it.ack_type = kind
        it.acked_at = self.world.clock()
        self.world.touch()
        return json_response(self._callback_body(it, kind, message))

    def _refuse(self, request: web.Request, answer: tuple[int, int, str], why: str) -> Reject:
        status, code, message = answer
        return self.faults.refuse(f"{request.method} {request.path_qs}", status, code, message, why)

    def _check_channel(self, request: web.Request, it: Interaction) -> None:
        """A deleted channel takes its interactions' messages with it (the fake's choice
        of answer: Discord's Unknown Channel)."""
        if self.world.channel_of_interaction(it) is None:
            raise self._refuse(request, (404, 10003, "Unknown Channel"), "channel deleted")

    def _check_everyone_may(
        self, request: web.Request, it: Interaction, payload: Json, files: list[UploadedFile]
    ) -> None:
        """Files and embeds of interaction messages follow @everyone (permissions.py)."""
        missing = permissions.missing_for_response(
            it.channel, self.world.parent_of(it.channel), payload, files
        )
        if missing is not None:
            raise self._refuse(request, MISSING_PERMISSIONS, f"{missing} denied to @everyone")

    def _check_acknowledgeable(self, it: Interaction, kind: int) -> None:
        """Discord's two timing rules for the first response: once only, within 3 s."""
        if it.acknowledged:
            it.errors.append("40060")
            self.world.violate(
                40060,
                "Interaction has already been acknowledged",
                f"{it.summary}: callback type {kind} after type {it.ack_type}",
            )
            raise Reject(error(400, 40060, "Interaction has already been acknowledged."))
        waited = self.world.clock() - it.created_at
        if waited > self.world.ack_deadline:
            it.errors.append("10062")
            self.world.violate(
                10062,
                "Unknown interaction",
                f"{it.summary}: acknowledged after {waited:.2f}s"
                f" (limit {self.world.ack_deadline}s)",
            )
            raise Reject(error(404, 10062, "Unknown interaction"))

    def _check_deferred_body(
        self, it: Interaction, kind: int, data: Json, files: list[UploadedFile]
    ) -> None:
        problems = [key for key in DEFERRED_BODY_KEYS if data.get(key)]
        if files:
            problems.append(f"{len(files)} files")
        stray_flags = int(data.get("flags") or 0) & ~(EPHEMERAL if kind == 5 else 0)
        if stray_flags:
            problems.append(f"flags {stray_flags} (a deferred response may only set EPHEMERAL)")
        if problems:
            self.world.violate(
                50035,
                "Invalid Form Body",
                f"deferred callback type {kind} for {it.summary} carries a message body: "
                + ", ".join(problems)
                + "; send it with PATCH @original",
            )
            raise Reject(error(400, 50035, "Invalid Form Body"))

    def _respond(
        self, it: Interaction, kind: int, data: Json, files: list[UploadedFile]
    ) -> Message | None:
        """Apply callback `kind` to the fake's state; the message it created or updated."""
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        on_message = it.message is not None and it.type in (COMPONENT, MODAL_SUBMIT)
        message_type = 20 if it.type == SLASH_COMMAND else 19
        if kind in (4, 5):
            if kind == 4:
                check_payload(
                    self.world.violate, data, files, f"response to {it.summary}", new=True
                )
            it.response_message = self.store.create_message(
                it.channel,
                data if kind == 4 else {"flags": data.get("flags")},
                files if kind == 4 else [],
                visible_to=it.user.id if ephemeral else None,
                interaction_id=it.id,
                message_type=message_type,
                extra_flags=LOADING if kind == 5 else 0,
                via_interaction=True,
            )
            it.deferred_followup_pending = kind == 5
            return it.response_message
        if kind == 6 and on_message:
            return None
        if kind == 7 and on_message:
            assert it.message is not None
            check_payload(self.world.violate, data, files, f"update for {it.summary}", new=False)
            self.store.edit_message(it.message, data, files, via_interaction=True)
            return it.message
        if kind == 9 and it.type != MODAL_SUBMIT:
            problems = limits.check_modal(data)
            if problems:
                self.world.violate(
                    50035, "Invalid Form Body", f"modal for {it.summary}: {problems}"
                )
                raise Reject(error(400, 50035, "Invalid Form Body"))
            it.modal = data
            return None
        if kind == 8:
            return None
        self.world.violate(
            50035, "Invalid interaction response type", f"type {kind} for {it.summary}"
        )
        raise Reject(error(400, 50035, "Invalid Form Body"))

    @staticmethod
    def _callback_body(it: Interaction, kind: int, message: Message | None) -> Json:
        """The `with_response=1` body discord.py >= 2.5 parses (a 204 breaks it)."""
        summary: Json = {"id": str(it.id), "type": it.type}
        body: Json = {"interaction": summary}
        if message is not None:
            summary["response_message_id"] = str(message.id)
            summary["response_message_loading"] = message.loading
            summary["response_message_ephemeral"] = message.ephemeral
            body["resource"] = {"type": kind, "message": message.payload()}
        elif kind != 6:
            body["resource"] = {"type": kind}
        return body

    def _webhook_interaction(self, request: web.Request) -> Interaction:
        it = self.world.interactions_by_token.get(request.match_info["token"])
        if request.match_info["app_id"] != str(self.world.application_id) or it is None:
            raise Reject(error(404, 10015, "Unknown Webhook"))
        if it.expired:
            raise self._refuse(request, (401, 50027, "Invalid Webhook Token"), "token expired")
        self._check_channel(request, it)
        if not it.acknowledged:
            self.world.violate(
                10015, "Unknown Webhook", f"{it.summary}: followup before acknowledging"
            )
            raise Reject(error(404, 10015, "Unknown Webhook"))
        if self.world.clock() - it.created_at > self.world.followup_window:
            self.world.violate(
                50027, "Invalid Webhook Token", f"{it.summary}: used after the 15 minute window"
            )
            raise Reject(error(401, 50027, "Invalid Webhook Token"))
        return it

    async def _post_followup(self, request: web.Request) -> web.Response:
        it = self._webhook_interaction(request)
        payload, files = await read_body(request)
        self._check_everyone_may(request, it, payload, files)
        ephemeral = bool(int(payload.get("flags") or 0) & EPHEMERAL)
        original = it.response_message
        if it.deferred_followup_pending and original is not None and not original.deleted:
            # After a "thinking" defer, Discord's first followup fills in that message.
            it.deferred_followup_pending = False
            check_payload(self.world.violate, payload, files, f"followup to {it.summary}", new=True)
            self.store.edit_message(original, payload, files, via_interaction=True)
            message = original
        else:
            check_payload(self.world.violate, payload, files, f"followup to {it.summary}", new=True)
            message = self.store.create_message(
                it.channel,
                payload,
                files,
                visible_to=it.user.id if ephemeral else None,
                interaction_id=it.id,
                message_type=19,
                via_interaction=True,
            )
            it.followups.append(message)
        if request.query.get("wait", "false").lower() in ("true", "1"):
            return json_response(message.payload())
        return web.Response(status=204)

    def _check_filled_in(
        self, message: Message, payload: Json, files: list[UploadedFile], where: str
    ) -> None:
        """The "thinking" placeholder has no body: the edit that fills it in must bring one."""
        body = {key: payload.get(key) for key in ("content", "embeds", "components")}
        attachments = payload.get("attachments")
        kept = len(attachments) if attachments is not None else len(message.attachments)
        if limits.is_empty(body, max(kept, len(files))):
            self.world.violate(50006, "Cannot send an empty message", f"{where}: still empty")
            raise Reject(error(400, 50006, "Cannot send an empty message"))

    async def _message(self, request: web.Request) -> web.Response:
        it = self._webhook_interaction(request)
        message_id = request.match_info["message_id"]
        message: Message | None
        if message_id == "@original":
            message = it.response_message if it.ack_type in (4, 5) else it.message
        else:
            message = next((m for m in it.messages() if str(m.id) == message_id), None)
            if message is None and it.message is not None and str(it.message.id) == message_id:
                message = it.message
        if message is None or message.deleted:
            return error(404, 10008, "Unknown Message")
        if request.method == "GET":
            return json_response(message.payload())
        if request.method == "DELETE":
            message.deleted = True
            self.world.touch()
            return web.Response(status=204)
        payload, files = await read_body(request)
        self._check_everyone_may(request, it, payload, files)
        where = f"edit of the response to {it.summary}"
        check_payload(self.world.violate, payload, files, where, new=False)
        if message.loading:
            self._check_filled_in(message, payload, files, where)
        self.store.limit_old_message_edit(message, f"{request.method} {request.path_qs}")
        self.store.edit_message(message, payload, files, via_interaction=True)
        if message is it.response_message:
            it.deferred_followup_pending = False
        return json_response(message.payload())
