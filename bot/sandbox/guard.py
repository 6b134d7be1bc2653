"""Only the sandbox's own page may use its server.

Any web page the person has open can make their browser send requests to 127.0.0.1: a form's
plain-text POST goes out without asking anyone, and a name of the attacker's that resolves to
127.0.0.1 (DNS rebinding) even lets that page read the answers. So every request must name this
server in `Host` (a rebound name is still the attacker's), and a request that changes something
must come from this server's own page (`Origin`, which browsers send on every POST; a client
without one, such as curl, is no web page) and carry JSON, which another page cannot send here
without a CORS preflight that this server never grants.
"""

from __future__ import annotations

import logging

from aiohttp import hdrs, web
from aiohttp.typedefs import Handler, Middleware

log = logging.getLogger(__name__)

# the names a browser on this machine reaches 127.0.0.1 by, besides the address bound
LOCAL_NAMES = ("127.0.0.1", "localhost")
JSON = "application/json"
# what a browser sends without the page changing anything
READING = frozenset({hdrs.METH_GET, hdrs.METH_HEAD})


def only_own_page(bind_host: str) -> Middleware:
    """Refuses, with the reason in a JSON body, a request for another `Host` (403), a
    state-changing one from another `Origin` (403) or with a body that is not JSON (415)."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        hosts = served_hosts(bind_host, _served_port(request))
        host = request.headers.get(hdrs.HOST, "")
        if host.lower() not in hosts:
            return _refuse(request, 403, f"this server answers only for {_either(hosts)}")
        if request.method in READING:
            return await handler(request)
        origin = request.headers.get(hdrs.ORIGIN)
        if origin is not None and origin.lower() not in {f"http://{h}" for h in hosts}:
            return _refuse(request, 403, "only the sandbox's own page may act here")
        if request.content_type != JSON:
            return _refuse(request, 415, f"the body must be JSON (Content-Type: {JSON})")
        return await handler(request)

    return guard


def served_hosts(bind_host: str, port: int | None) -> list[str]:
    """What `Host` says for this server, as a browser writes it (lower case)."""
    if port is None:
        return []
    names = dict.fromkeys(n.lower() for n in (*LOCAL_NAMES, bind_host))
    bracketed = [f"[{n}]" if ":" in n else n for n in names]
    # a browser leaves out the scheme's default port
    return [f"{n}:{port}" for n in bracketed] + (bracketed if port == 80 else [])


def _served_port(request: web.Request) -> int | None:
    # the socket's own port: the server may have asked for any free one (port 0)
    sockname = request.transport.get_extra_info("sockname") if request.transport else None
    return int(sockname[1]) if isinstance(sockname, tuple) and len(sockname) >= 2 else None


def _either(hosts: list[str]) -> str:
    return " or ".join(hosts) if hosts else "the address it serves"


def _refuse(request: web.Request, status: int, reason: str) -> web.StreamResponse:
    log.warning(
        "sandbox: refused %s %s (Host %r, Origin %r, Content-Type %r): %s",
        request.method,
        request.path,
        request.headers.get(hdrs.HOST),
        request.headers.get(hdrs.ORIGIN),
        request.headers.get(hdrs.CONTENT_TYPE),
        reason,
    )
    return web.json_response({"error": reason}, status=status)
