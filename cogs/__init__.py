"""Discord cogs, one package per game, with their images (which never import discord)."""
