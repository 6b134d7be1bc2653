"""The Builders: Antiquity for Discord: the board image."""
