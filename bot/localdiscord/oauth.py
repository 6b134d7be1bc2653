"""OAuth2 as Discord answers it for an Activity: the authorization codes the Discord client
hands the Activity (``commands.authorize``; the sandbox's stand-in of the client asks
:meth:`OAuth.issue_code`), ``POST /api/v10/oauth2/token`` exchanging one for an access token
(the ``authorization_code`` grant), and ``GET /api/v10/users/@me`` for a bearer token.

Errors are Discord's: the token endpoint answers RFC 6749's ``{"error", "error_description"}``
(400 ``invalid_grant`` for a code that is unknown, used, expired or another application's,
401 ``invalid_client`` for a wrong client id or secret), ``/users/@me`` with a bad token a
401 ``{"message": "401: Unauthorized", "code": 0}``.
"""

from __future__ import annotations

import base64
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from aiohttp import web

from bot.localdiscord.state import Json, User
from bot.localdiscord.wire import API, error, json_response
from bot.localdiscord.world import World

TOKEN_ROUTE = "/oauth2/token"
ME_ROUTE = "/users/@me"
# Discord's codes live for ten minutes, its access tokens for a week.
CODE_SECONDS = 10 * 60.0
TOKEN_SECONDS = 7 * 24 * 3600


@dataclass
class Grant:
    """What a code or a token stands for."""

    user: User
    client_id: str
    scopes: tuple[str, ...]
    expires: float  # on the world's clock


def oauth_error(status: int, name: str, description: str) -> web.Response:
    return json_response({"error": name, "error_description": description}, status)


class OAuth:
    def __init__(self, world: World) -> None:
        self.world = world
        self.client_secret = secrets.token_urlsafe(24)
        self._codes: dict[str, Grant] = {}
        self._tokens: dict[str, Grant] = {}
        # every exchange, as a test reads it: "invalid_grant", "ok <user name>"
        self.exchanges: list[str] = []

    def issue_code(self, user: User, client_id: str, scopes: tuple[str, ...]) -> str:
        """The code the Discord client gives an Activity that asked to be authorized."""
        code = secrets.token_urlsafe(20)
        self._codes[code] = Grant(user, client_id, scopes, self.world.clock() + CODE_SECONDS)
        return code

    def grant_of(self, access_token: str) -> Grant | None:
        """Whom a bearer token acts for, while it is valid."""
        grant = self._tokens.get(access_token)
        return grant if grant is not None and grant.expires > self.world.clock() else None

    def authenticated(self, access_token: str) -> Json | None:
        """What the Discord client answers an Activity's AUTHENTICATE with, for a valid token."""
        grant = self.grant_of(access_token)
        if grant is None:
            return None
        expires = datetime.now(UTC) + timedelta(seconds=grant.expires - self.world.clock())
        return {
            "access_token": access_token,
            "user": grant.user.payload(),
            "scopes": list(grant.scopes),
            "expires": expires.isoformat(),
            "application": {
                "id": str(self.world.application_id),
                "name": self.world.bot.name,
                "description": "",
                "icon": None,
            },
        }

    def add_routes(self, app: web.Application) -> None:
        app.router.add_post(API + TOKEN_ROUTE, self._token)

    async def _token(self, request: web.Request) -> web.Response:
        if request.content_type != "application/x-www-form-urlencoded":
            return oauth_error(400, "invalid_request", "Expected form-encoded body.")
        form = await request.post()
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        client_id, secret = _client(request, fields)
        if client_id != str(self.world.application_id) or secret != self.client_secret:
            self.exchanges.append("invalid_client")
            return oauth_error(401, "invalid_client", "Invalid client credentials.")
        if fields.get("grant_type") != "authorization_code":
            self.exchanges.append("unsupported_grant_type")
            return oauth_error(400, "unsupported_grant_type", "Unsupported grant type.")
        code = fields.get("code", "")
        grant = self._codes.pop(code, None)  # a code is good for one exchange only
        if grant is None or grant.client_id != client_id or grant.expires <= self.world.clock():
            self.exchanges.append("invalid_grant")
            return oauth_error(400, "invalid_grant", 'Invalid "code" in request.')
        token = secrets.token_urlsafe(24)
        self._tokens[token] = Grant(
            grant.user, client_id, grant.scopes, self.world.clock() + TOKEN_SECONDS
        )
        self.exchanges.append(f"ok {grant.user.name}")
        self.world.touch()
        return json_response(
            {
                "access_token": token,
                "token_type": "Bearer",
                "expires_in": TOKEN_SECONDS,
                "refresh_token": secrets.token_urlsafe(24),
                "scope": " ".join(grant.scopes),
            }
        )

    def me(self, request: web.Request) -> web.Response:
        """``GET /users/@me`` with ``Authorization: Bearer <token>``."""
        token = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        grant = self.grant_of(token)
        if grant is None:
            return error(401, 0, "401: Unauthorized")
        if "identify" not in grant.scopes:
            return error(403, 50001, "Missing Access")
        return json_response({**grant.user.payload(), "locale": grant.user.locale})


def _client(request: web.Request, fields: dict[str, str]) -> tuple[str, str]:
    """The client's id and secret: HTTP Basic, or in the body (Discord takes either)."""
    header = request.headers.get("Authorization", "")
    if header.startswith("Basic "):
        try:
            decoded = base64.b64decode(header.removeprefix("Basic ")).decode()
        except ValueError:
            return "", ""
        client_id, _, secret = decoded.partition(":")
        return client_id, secret
    return fields.get("client_id", ""), fields.get("client_secret", "")
