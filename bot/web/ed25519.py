"""Ed25519 signatures (RFC 8032), in plain Python: Discord signs what its Activity proxy
forwards with the application's key (``bot.web.discord_proxy``), and the project has no
cryptography package. Verifying takes a few milliseconds: the caller remembers what it has
verified and bounds how often it verifies. ``public_key`` and ``sign`` make signatures for the
tests. Only public values are handled here (a test's seed is no secret): no care is taken
against timing."""

from __future__ import annotations

import hashlib

__all__ = ["public_key", "sign", "verify"]

Point = tuple[int, int, int, int]  # extended coordinates (X, Y, Z, T), x = X/Z, y = Y/Z

P = 2**255 - 19
# the order of the base point
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
NEUTRAL: Point = (0, 1, 1, 0)


def _add(a: Point, b: Point) -> Point:
    ea = (a[1] - a[0]) * (b[1] - b[0]) % P
    eb = (a[1] + a[0]) * (b[1] + b[0]) % P
    c = 2 * a[3] * b[3] * D % P
    d = 2 * a[2] * b[2] % P
    e, f, g, h = eb - ea, d - c, d + c, eb + ea
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _times(scalar: int, point: Point) -> Point:
    result = NEUTRAL
    while scalar > 0:
        if scalar & 1:
            result = _add(result, point)
        point = _add(point, point)
        scalar >>= 1
    return result


def _same(a: Point, b: Point) -> bool:
    return (a[0] * b[2] - b[0] * a[2]) % P == 0 and (a[1] * b[2] - b[1] * a[2]) % P == 0


def _x(y: int, sign: int) -> int | None:
    """The x of the point with this y and x's sign (its low bit); None if there is none."""
    if y >= P:
        return None
    x2 = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P != 0:
        x = x * SQRT_M1 % P
    if (x * x - x2) % P != 0:
        return None
    if (x & 1) != sign:
        x = P - x
    return x


def _decoded(encoded: bytes) -> Point | None:
    y = int.from_bytes(encoded, "little")
    sign, y = y >> 255, y & ((1 << 255) - 1)
    x = _x(y, sign)
    return None if x is None else (x, y, 1, x * y % P)


def _encoded(point: Point) -> bytes:
    z = pow(point[2], P - 2, P)
    x, y = point[0] * z % P, point[1] * z % P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


_BY = 4 * pow(5, P - 2, P) % P
_BX = _x(_BY, 0)
assert _BX is not None
BASE: Point = (_BX, _BY, 1, _BX * _BY % P)


def _hashed(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little") % L


def verify(key: bytes, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is the signature of ``message`` by the holder of ``key`` (32
    bytes)."""
    if len(key) != 32 or len(signature) != 64:
        return False
    a = _decoded(key)
    r = _decoded(signature[:32])
    s = int.from_bytes(signature[32:], "little")
    if a is None or r is None or s >= L:
        return False
    h = _hashed(signature[:32], key, message)
    return _same(_times(s, BASE), _add(r, _times(h, a)))


def _expanded(seed: bytes) -> tuple[int, bytes]:
    digest = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(digest[:32], "little")
    scalar &= (1 << 254) - 8
    scalar |= 1 << 254
    return scalar, digest[32:]


def public_key(seed: bytes) -> bytes:
    """The public key of a 32-byte seed (RFC 8032's "secret key")."""
    return _encoded(_times(_expanded(seed)[0], BASE))


def sign(seed: bytes, message: bytes) -> bytes:
    scalar, prefix = _expanded(seed)
    key = _encoded(_times(scalar, BASE))
    r = _hashed(prefix, message)
    encoded_r = _encoded(_times(r, BASE))
    s = (r + _hashed(encoded_r, key, message) * scalar) % L
    return encoded_r + s.to_bytes(32, "little")
