"""The fake's REST routes other than interaction responses: login, gateway discovery,
command sync (with command_rules.py), guild, channels, messages, threads, DMs and attachment
downloads; plus the middleware that records requests, answers unknown routes and applies
rate limits."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from aiohttp import web

from bot.localdiscord import permissions
from bot.localdiscord.command_rules import command_problems
from bot.localdiscord.faults import FaultInjector
from bot.localdiscord.messages import MessageStore
from bot.localdiscord.oauth import ME_ROUTE, TOKEN_ROUTE, OAuth
from bot.localdiscord.permissions import MISSING_ACCESS, MISSING_PERMISSIONS
from bot.localdiscord.rate_limits import BucketRule, Limited, is_interaction_route, rule_for
from bot.localdiscord.server_errors import ServerErrorRule, server_error_response
from bot.localdiscord.state import (
    DM_CHANNEL,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT_CHANNEL,
    Channel,
    Interaction,
    Json,
    Message,
    snowflake,
)
from bot.localdiscord.wire import (
    API,
    VIA,
    Reject,
    check_payload,
    error,
    id_param,
    json_response,
    read_body,
)
from bot.localdiscord.world import World

# Discord's command type of an Activity's entry point (PRIMARY_ENTRY_POINT), and its refusal.
ENTRY_POINT = 4
DROPPED = (
    "You cannot remove this app's Entry Point command in a bulk update operation. Please "
    "include the Entry Point command in your update request or delete it separately."
)


class RestApi:
    def __init__(
        self, world: World, store: MessageStore, faults: FaultInjector, oauth: OAuth
    ) -> None:
        self.world = world
        self.store = store
        self.faults = faults
        self.oauth = oauth

    def add_routes(self, app: web.Application) -> None:
        r = app.router
        get, post, put, patch, delete = r.add_get, r.add_post, r.add_put, r.add_patch, r.add_delete
        a = API
        get("/gateway", self.world.gateway.handle)
        get("/attachments/{channel_id}/{attachment_id}/{filename}", self._get_attachment)
        get(a + "/users/@me", self._get_me)
        post(a + "/users/@me/channels", self._create_dm)
        get(a + "/users/{user_id}", self._get_user)
        get(a + "/oauth2/applications/@me", self._get_application)
        get(a + "/gateway", self._get_gateway)
        get(a + "/gateway/bot", self._get_gateway_bot)
        put(a + "/applications/{app_id}/commands", self._put_commands)
        get(a + "/applications/{app_id}/commands", self._get_commands)
        put(a + "/applications/{app_id}/guilds/{guild_id}/commands", self._put_commands)
        get(a + "/applications/{app_id}/guilds/{guild_id}/commands", self._get_commands)
        get(a + "/guilds/{guild_id}", self._get_guild)
        get(a + "/guilds/{guild_id}/channels", self._get_guild_channels)
        get(a + "/guilds/{guild_id}/members/{user_id}", self._get_member)
        get(a + "/channels/{channel_id}", self._get_channel)
        get(a + "/channels/{channel_id}/messages", self._list_messages)
        post(a + "/channels/{channel_id}/messages", self._post_message)
        get(a + "/channels/{channel_id}/messages/{message_id}", self._get_message)
        patch(a + "/channels/{channel_id}/messages/{message_id}", self._patch_message)
        delete(a + "/channels/{channel_id}/messages/{message_id}", self._delete_message)
        post(a + "/channels/{channel_id}/threads", self._create_thread)
        post(a + "/channels/{channel_id}/messages/{message_id}/threads", self._create_thread)
        put(a + "/channels/{channel_id}/thread-members/{user_id}", self._thread_member)
        delete(a + "/channels/{channel_id}/thread-members/{user_id}", self._thread_member)

    @web.middleware
    async def middleware(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        line = f"{request.method} {request.path_qs}"
        self.world.requests.append(line)
        resource = request.match_info.route.resource
        template = resource.canonical if resource is not None else ""
        if resource is None or request.match_info.http_exception is not None:
            self.world.unknown_routes.append(line)
            self.world.touch()
            return error(404, 0, "404: Not Found")
        if not template.startswith(API):
            return await handler(request)
        route = template.removeprefix(API)
        authorization = request.headers.get("Authorization", "")
        if route == TOKEN_ROUTE:
            return await handler(request)  # the client's id and secret are its credentials
        if route == ME_ROUTE and authorization.startswith("Bearer "):
            return self.oauth.me(request)  # an Activity's user, not the bot
        is_webhook = is_interaction_route(route)
        if not is_webhook and not authorization.startswith("Bot "):
            return error(401, 0, "401: Unauthorized")
        rule = rule_for(request.method, route)
        params = dict(request.match_info)
        fault = self._server_error(request.method, route, params)
        if fault is not None and not fault.applied:
            return self._server_error_answer(line, fault)
        limited = self._take_rate_limit(line, request.method, route, rule, params)
        if limited is None and not is_webhook:
            limited = self.world.limiter.take_global(line)
        if limited is None:
            limited = self.world.limiter.take(line, rule, params)
        if limited is not None:
            return self._limited(line, limited)
        try:
            response = await handler(request)
        except Reject as reject:
            response = reject.response
        if fault is not None:  # applied: it took effect, and yet the answer is an error
            return self._server_error_answer(line, fault)
        if isinstance(response, web.Response) and "X-RateLimit-Limit" not in response.headers:
            response.headers.update(self.world.limiter.headers(rule, params))
        response.headers.setdefault("Via", VIA)
        return response

    def _server_error(
        self, method: str, route: str, params: dict[str, str]
    ) -> ServerErrorRule | None:
        channel_id = self._channel_id_of(params)
        for fault in self.world.server_error_rules:
            if fault.matches(method, route, channel_id):
                fault.answered += 1
                return fault
        return None

    def _server_error_answer(self, line: str, fault: ServerErrorRule) -> web.Response:
        applied = ", applied" if fault.applied else ""
        self.world.injected_faults.append(f"{line} -> {fault.status} (server error{applied})")
        self.world.touch()
        return server_error_response(fault.status)

    def _channel_id_of(self, params: dict[str, str]) -> int | None:
        """The channel a request is about: in its URL, or its interaction's."""
        if params.get("channel_id", "").isdigit():
            return int(params["channel_id"])
        it: Interaction | None = None
        if "interaction_id" in params and params["interaction_id"].isdigit():
            it = self.world.interactions.get(int(params["interaction_id"]))
        elif "token" in params:
            it = self.world.interactions_by_token.get(params["token"])
        return it.channel.id if it is not None else None

    def _limited(self, line: str, limited: Limited) -> web.Response:
        self.world.rate_limited.append(line)
        self.world.touch()
        return json_response(limited.body, limited.status, {**limited.headers, "Via": VIA})

    def _take_rate_limit(
        self, line: str, method: str, route: str, rule: BucketRule, params: dict[str, str]
    ) -> Limited | None:
        for injected in self.world.rate_limit_rules:
            if injected.method == method and injected.route == route and injected.times > 0:
                injected.times -= 1
                return self.world.limiter.inject(
                    line, rule, params, injected.retry_after, is_global=injected.is_global
                )
        return None

    def _channel_or_404(self, request: web.Request) -> Channel:
        """The channel of the URL, if it exists and the bot may see it."""
        channel_id = id_param(request, "channel_id")
        channel = self.world.channels.get(channel_id) or self.world.dm_by_channel_id(channel_id)
        if channel is None:
            if any(c.id == channel_id for c in self.world.deleted_channels):
                raise self._refuse(request, (404, 10003, "Unknown Channel"), "channel deleted")
            raise Reject(error(404, 10003, "Unknown Channel"))
        if "view_channel" in self._denied(channel):
            raise self._refuse(request, MISSING_ACCESS, "view_channel denied")
        return channel

    def _denied(self, channel: Channel) -> set[str]:
        return permissions.source(channel, self.world.parent_of(channel)).denied

    def _refuse(self, request: web.Request, answer: tuple[int, int, str], why: str) -> Reject:
        status, code, message = answer
        return self.faults.refuse(f"{request.method} {request.path_qs}", status, code, message, why)

    def _message_or_404(self, channel: Channel, message_id: str) -> Message:
        message = self.world.messages.get(int(message_id)) if message_id.isdigit() else None
        if message is None or message.deleted or message.channel_id != channel.id:
            raise Reject(error(404, 10008, "Unknown Message"))
        if message.visible_to is not None:  # ephemerals are reachable only via the webhook
            raise Reject(error(404, 10008, "Unknown Message"))
        return message

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(
            {**self.world.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0}
        )

    async def _get_user(self, request: web.Request) -> web.Response:
        user_id = id_param(request, "user_id")
        user = self.world.users.get(user_id) or (
            self.world.bot if user_id == self.world.bot.id else None
        )
        if user is None:
            return error(404, 10013, "Unknown User")
        return json_response(user.payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": str(self.world.application_id),
                "name": self.world.bot.name,
                "icon": None,
                "description": "fake application",
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "owner": {**self.world.bot.payload(), "bot": False, "username": "owner"},
                "flags": 0,
                "summary": "",
                "rpc_origins": [],
                "team": None,
            }
        )

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.world.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self.world.gateway_url,
                "shards": self.world.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    def _commands_key(self, request: web.Request) -> int | None:
        if request.match_info["app_id"] != str(self.world.application_id):
            raise Reject(error(404, 10002, "Unknown Application"))
        guild_id = request.match_info.get("guild_id")
        if guild_id is not None and self.world.guild_by_id(guild_id) is None:
            raise Reject(error(404, 10004, "Unknown Guild"))
        return int(guild_id) if guild_id is not None else None

    async def _put_commands(self, request: web.Request) -> web.Response:
        guild_id = self._commands_key(request)
        payload, _ = await read_body(request)
        commands = payload.get("_list", [])
        problems = [
            f"{c.get('name')!r}: {len(c.get('options') or [])} options (limit 25)"
            for c in commands
            if len(c.get("options") or []) > 25
        ]
        if len(commands) > 100:
            problems.append(f"{len(commands)} commands, the limit is 100")
        stored = [
            {
                **c,
                "id": str(c.get("id") or snowflake()),
                "application_id": str(self.world.application_id),
                "version": "1",
                "description": c.get("description", ""),
                **({"guild_id": str(guild_id)} if guild_id else {}),
            }
            for c in commands
        ]
        # A refused sync leaves the commands registered before it in place, as on Discord.
        problems = problems or command_problems(stored)
        if guild_id is None and not problems and self._drops_entry_point(stored):
            self.world.violate(50240, "Entry Point command removed", "command sync: " + DROPPED)
            return error(400, 50240, DROPPED)
        if problems:
            self.world.violate(50035, "Invalid Form Body", "command sync: " + "; ".join(problems))
            return error(400, 50035, "Invalid Form Body")
        if guild_id is None:
            self.world.global_commands = stored
        else:
            self.world.guild_commands[guild_id] = stored
        self.world.command_syncs += 1
        self.world.touch()
        return json_response(stored)

    def _drops_entry_point(self, stored: list[Json]) -> bool:
        """An application with Activities has an entry point command that a bulk overwrite
        must carry along (by its id), as Discord requires."""
        kept = {c.get("id") for c in stored if c.get("type") == ENTRY_POINT}
        return any(
            c.get("type") == ENTRY_POINT and c["id"] not in kept
            for c in self.world.global_commands or []
        )

    async def _get_commands(self, request: web.Request) -> web.Response:
        guild_id = self._commands_key(request)
        if guild_id is None:
            return json_response(self.world.global_commands or [])
        return json_response(self.world.guild_commands.get(guild_id, []))

    async def _get_guild(self, request: web.Request) -> web.Response:
        guild = self.world.guild_by_id(request.match_info["guild_id"])
        if guild is None:
            return error(404, 10004, "Unknown Guild")
        return json_response(guild.payload(self.world.bot))

    async def _get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self.world.guild_by_id(request.match_info["guild_id"])
        if guild is None:
            return error(404, 10004, "Unknown Guild")
        return json_response([c.payload() for c in guild.channels if not c.is_thread])

    async def _get_member(self, request: web.Request) -> web.Response:
        user = self.world.users.get(id_param(request, "user_id"))
        guild = self.world.guild_by_id(request.match_info["guild_id"])
        if guild is None or user is None or user not in guild.members:
            return error(404, 10007, "Unknown Member")
        return json_response(user.member_payload())

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel_or_404(request).payload())

    async def _list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel_or_404(request)
        limit = int(request.query.get("limit", "50"))
        if "read_message_history" in self._denied(channel):
            return json_response([])  # documented: no error, no messages
        before = int(request.query.get("before", "0") or 0)
        after = int(request.query.get("after", "0") or 0)
        found = [
            m
            for m in channel.live_messages()
            if m.visible_to is None and (not before or m.id < before) and m.id > after
        ]
        newest_first = sorted(found, key=lambda m: m.id, reverse=True)
        if after and not before:
            newest_first = sorted(found, key=lambda m: m.id)[:limit][::-1]
        return json_response([m.payload() for m in newest_first[:limit]])

    async def _post_message(self, request: web.Request) -> web.Response:
        channel = self._channel_or_404(request)
        payload, files = await read_body(request)
        if channel.type == DM_CHANNEL:
            assert channel.recipient is not None
            if not channel.recipient.dms_open:
                self.world.dm_refusals.append(channel.recipient.name)
                self.world.touch()
                return error(403, 50007, "Cannot send messages to this user")
        missing = permissions.missing_to_send(
            channel, self.world.parent_of(channel), payload, files
        )
        if missing is not None:
            raise self._refuse(request, MISSING_PERMISSIONS, f"{missing} denied")
        check_payload(
            self.world.violate,
            payload,
            files,
            f"message in {self.world.channel_label(channel)}",
            new=True,
        )
        before = self.store.sent_before(payload)
        if before is not None:
            return json_response(before.payload())
        message = self.store.create_message(channel, payload, files)
        self.store.remember_nonce(payload, message)
        return json_response(message.payload())

    async def _get_message(self, request: web.Request) -> web.Response:
        channel = self._channel_or_404(request)
        if "read_message_history" in self._denied(channel):
            raise self._refuse(request, MISSING_ACCESS, "read_message_history denied")
        return json_response(
            self._message_or_404(channel, request.match_info["message_id"]).payload()
        )

    async def _patch_message(self, request: web.Request) -> web.Response:
        channel = self._channel_or_404(request)
        message = self._message_or_404(channel, request.match_info["message_id"])
        if message.author is not self.world.bot:
            return error(403, 50005, "Cannot edit a message authored by another user")
        payload, files = await read_body(request)
        denied = self._denied(channel)
        if files and "attach_files" in denied:
            raise self._refuse(request, MISSING_PERMISSIONS, "attach_files denied")
        if payload.get("embeds") and "embed_links" in denied:
            # What Discord is reported to do (discord-api-docs issues 2601, 5648).
            payload = {**payload, "embeds": []}
            self.world.injected_faults.append(
                f"{request.method} {request.path_qs} -> 200, embeds dropped (embed_links denied)"
            )
        check_payload(
            self.world.violate, payload, files, f"edit of message {message.id}", new=False
        )
        self.store.limit_old_message_edit(message, f"{request.method} {request.path_qs}")
        self.store.edit_message(message, payload, files)
        return json_response(message.payload())

    async def _delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel_or_404(request)
        message = self._message_or_404(channel, request.match_info["message_id"])
        message.deleted = True
        self.world.touch()
        return web.Response(status=204)

    async def _create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel_or_404(request)
        if parent.type != TEXT_CHANNEL:
            return error(400, 50024, "Cannot execute action on this channel type")
        payload, _ = await read_body(request)
        message_id = request.match_info.get("message_id")
        if message_id is not None and "create_public_threads" in parent.denied:
            raise self._refuse(request, MISSING_PERMISSIONS, "create_public_threads denied")
        if message_id is not None:
            self._message_or_404(parent, message_id)
            kind = PUBLIC_THREAD
        else:
            kind = int(payload.get("type") or PRIVATE_THREAD)
        name = str(payload.get("name", ""))
        if not 1 <= len(name) <= 100:
            self.world.violate(
                50035, "Invalid Form Body", f"thread name {name!r}: 1 to 100 characters"
            )
            return error(400, 50035, "Invalid Form Body")
        thread = Channel(
            id=int(message_id) if message_id is not None else snowflake(),
            name=name,
            type=kind,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.world.bot.id,
            member_ids={self.world.bot.id},
        )
        self.world.channels[thread.id] = thread
        self.world.guild.channels.append(thread)
        data = {**thread.payload(), "newly_created": True}
        await self.world.gateway.dispatch("THREAD_CREATE", data, thread.guild_id)
        self.world.touch()
        return json_response(thread.payload(), 201)

    async def _thread_member(self, request: web.Request) -> web.Response:
        thread = self._channel_or_404(request)
        user_id = id_param(request, "user_id")
        if not thread.is_thread:
            return error(400, 50024, "Cannot execute action on this channel type")
        if user_id not in self.world.users and user_id != self.world.bot.id:
            return error(404, 10013, "Unknown User")
        if request.method == "PUT":
            thread.member_ids.add(user_id)
        else:
            thread.member_ids.discard(user_id)
        self.world.touch()
        return web.Response(status=204)

    async def _create_dm(self, request: web.Request) -> web.Response:
        payload, _ = await read_body(request)
        user = self.world.users.get(int(payload.get("recipient_id", 0)))
        if user is None:
            return error(404, 10013, "Unknown User")
        return json_response(self.world.dm_channel(user).payload())

    async def _get_attachment(self, request: web.Request) -> web.Response:
        attachment_id = id_param(request, "attachment_id")
        for message in self.world.messages.values():
            for a in message.attachments:
                if a.id == attachment_id:
                    return web.Response(body=a.data, content_type=a.content_type)
        return web.Response(status=404)
