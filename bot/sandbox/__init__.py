"""`tabula sandbox`: the real bot against the local Discord (bot/localdiscord), played in a
web page that looks and works like a Discord channel, with no Discord account or token."""
