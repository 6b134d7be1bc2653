"""The fake gateway: HELLO, heartbeats, IDENTIFY -> READY + GUILD_CREATE, RESUME, dispatch.

Frames go out as text JSON: discord.py only decompresses binary frames, so the
`compress=` query it sends can be ignored.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from bot.localdiscord.state import Guild, User

Json = dict[str, Any]

GUILD_MEMBERS = 1 << 1
GUILD_PRESENCES = 1 << 8
MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT
HEARTBEAT_INTERVAL_MS = 41_250
HEARTBEAT_ACK_DELAY_S = 0.02
REPLAY_BUFFER = 200


@dataclass
class Session:
    """A gateway session; survives its websocket so that RESUME can pick it up."""

    id: str
    shard_id: int
    shard_count: int
    ws: web.WebSocketResponse | None = None
    intents: int = 0
    seq: int = 0
    sent: list[Json] = field(default_factory=list)  # recent dispatches, for replay on RESUME

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    def owns(self, guild_id: int | None) -> bool:
        if guild_id is None:  # DMs and other guild-less events go to shard 0
            return self.shard_id == 0
        return (guild_id >> 22) % self.shard_count == self.shard_id

    async def dispatch(self, event: str, data: Json) -> bool:
        """Send (or, while disconnected, only buffer for RESUME); True if it went out."""
        self.seq += 1
        frame = {"op": 0, "t": event, "s": self.seq, "d": data}
        self.sent = [*self.sent[-REPLAY_BUFFER:], frame]
        if self.ws is None or self.ws.closed:
            return False
        try:
            await self.ws.send_str(json.dumps(frame))
        except ConnectionError:  # the client is hanging up right now
            return False
        return True


class Gateway:
    def __init__(
        self,
        *,
        bot: Callable[[], User],
        guilds: Callable[[], list[Guild]],
        application_id: int,
        url: Callable[[], str],
        on_change: Callable[[], None],
    ) -> None:
        self._bot = bot
        self._guilds = guilds
        self._application_id = application_id
        self._url = url
        self._on_change = on_change
        self.sessions: dict[str, Session] = {}
        self.sockets: set[web.WebSocketResponse] = set()
        self.identifies = 0
        self.resumes = 0
        self.tokens: list[str] = []
        # The privileged intents switched on in the Developer Portal; asking for another
        # one closes the connection with 4014, as Discord does.
        self.enabled_privileged_intents = PRIVILEGED_INTENTS
        self._acks: set[asyncio.Task[None]] = set()

    def connected_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.connected]

    async def dispatch(self, event: str, data: Json, guild_id: int | None) -> int:
        """Send an event to every connected session that owns the guild; returns how many."""
        targets = [s for s in self.connected_sessions() if s.owns(guild_id)]
        return sum([await session.dispatch(event, data) for session in targets])

    async def _ack_heartbeat(self, ws: web.WebSocketResponse) -> None:
        # After a round trip, as from Discord: discord.py notes when it sent a heartbeat only
        # once the send has finished in its heartbeat thread, and an ACK handled before that
        # makes it warn "Can't keep up, ... 41.3s behind" (the whole interval).
        await asyncio.sleep(HEARTBEAT_ACK_DELAY_S)
        if not ws.closed:
            with contextlib.suppress(ConnectionError):
                await ws.send_json({"op": 11})

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.sockets.add(ws)
        session: Session | None = None
        try:
            await ws.send_json({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, d = frame.get("op"), frame.get("d")
                if op == 1:
                    ack = asyncio.create_task(self._ack_heartbeat(ws))
                    self._acks.add(ack)  # a task nobody refers to may be collected
                    ack.add_done_callback(self._acks.discard)
                elif op == 2:
                    session = await self._identify(ws, d)
                elif op == 6:
                    session = await self._resume(ws, d)
                elif op == 8:
                    await self._member_chunk(ws, session, d)
        finally:
            self.sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
            self._on_change()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, d: Json) -> Session | None:
        self.identifies += 1
        self.tokens.append(str(d.get("token")))
        intents = int(d.get("intents") or 0)
        if intents & PRIVILEGED_INTENTS & ~self.enabled_privileged_intents:
            await ws.close(code=4014, message=b"Disallowed intent(s).")
            return None
        shard_id, shard_count = d.get("shard") or [0, 1]
        session = Session(uuid.uuid4().hex, int(shard_id), int(shard_count), ws, intents)
        self.sessions[session.id] = session
        guilds = [g for g in self._guilds() if session.owns(g.id)]
        bot = self._bot()
        await session.dispatch(
            "READY",
            {
                "v": 10,
                "user": {**bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0},
                "session_id": session.id,
                "resume_gateway_url": self._url(),
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "application": {"id": str(self._application_id), "flags": 0},
                "shard": [session.shard_id, session.shard_count],
                "private_channels": [],
                "relationships": [],
                "presences": [],
            },
        )
        # Without GUILD_PRESENCES, GUILD_CREATE's members hold only the bot (docs, Guild
        # Create); GUILD_MEMBERS alone does not change that, it allows asking for chunks.
        member_list = bool(intents & GUILD_PRESENCES)
        for guild in guilds:
            await session.dispatch("GUILD_CREATE", guild.payload(bot, member_list=member_list))
        self._on_change()
        return session

    async def _resume(self, ws: web.WebSocketResponse, d: Json) -> Session | None:
        session = self.sessions.get(str(d.get("session_id")))
        if session is None:
            await ws.send_json({"op": 9, "d": False})
            return None
        self.resumes += 1
        if session.ws is not None and session.ws is not ws and not session.ws.closed:
            await session.ws.close()
        session.ws = ws
        missed = [f for f in session.sent if f["s"] > int(d.get("seq") or 0)]
        for frame in missed:
            await ws.send_str(json.dumps(frame))
        await session.dispatch("RESUMED", {})
        self._on_change()
        return session

    async def _member_chunk(
        self, ws: web.WebSocketResponse, session: Session | None, d: Json
    ) -> None:
        if session is None:
            return
        guild = next((g for g in self._guilds() if str(g.id) == str(d.get("guild_id"))), None)
        if guild is None:
            return
        everyone = [*guild.members, self._bot()]
        query, user_ids = d.get("query"), d.get("user_ids")
        if user_ids is not None:
            wanted = {str(u) for u in (user_ids if isinstance(user_ids, list) else [user_ids])}
            chosen = [m for m in everyone if str(m.id) in wanted][:100]
        elif query == "" and not session.intents & GUILD_MEMBERS:
            # The whole list needs GUILD_MEMBERS (docs, Request Guild Members); what
            # Discord answers otherwise is undocumented: here, no members.
            chosen = []
        else:
            limit = int(d.get("limit") or 0)
            chosen = [m for m in everyone if m.name.lower().startswith(str(query or "").lower())]
            if query:
                chosen = chosen[: min(limit or 100, 100)]
            elif limit:
                chosen = chosen[:limit]
        members = [m.member_payload() for m in chosen]
        await session.dispatch(
            "GUILD_MEMBERS_CHUNK",
            {
                "guild_id": str(guild.id),
                "members": members,
                "chunk_index": 0,
                "chunk_count": 1,
                "nonce": d.get("nonce"),
            },
        )

    async def ask_reconnect(self) -> None:
        """Send op 7 RECONNECT to every connected session; clients come back with RESUME."""
        for session in self.connected_sessions():
            assert session.ws is not None
            await session.ws.send_json({"op": 7, "d": None})

    async def close_all(self) -> None:
        for ws in list(self.sockets):
            await ws.close()
