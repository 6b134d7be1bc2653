"""The table pages on the web, served by the bot's own aiohttp server (WEB_URL, WEB_PORT):
a live page per table for whoever watches, from the same public view and pictures as the
Discord board. ``links`` signs the addresses, ``table_page`` gathers what a page shows,
``page`` writes it as HTML, ``live`` tells open pages of new versions, ``limits`` bounds
what one address may ask, ``routes`` answers the requests and ``server`` runs it all."""
