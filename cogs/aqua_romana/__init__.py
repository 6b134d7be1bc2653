"""Aqua Romana for Discord: the board image (board.py), the adapter and the /aquaromana cog."""
