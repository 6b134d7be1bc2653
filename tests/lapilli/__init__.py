"""Terni Lapilli: a fourth game, added by two folders (``game/``, the rules; ``cog/``, its
Discord side) and one registry line (``registry.register(MANIFEST)`` in the tests)."""
