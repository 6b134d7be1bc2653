"""A local Discord: an aiohttp server on 127.0.0.1 that an unmodified discord.py client
logs in to, keeping Discord's state and rules. The end-to-end tests and `tabula sandbox`
both run the bot against it (see tests/discord/README.md)."""
