"""Porta Nigra for Discord: board and hand images."""
