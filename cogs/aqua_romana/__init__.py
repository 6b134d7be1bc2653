"""Aqua Romana for Discord: the board image (board.py); commands and views come later."""
