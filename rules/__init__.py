"""Pure game engines: the shared contract (`rules.core`), the registry and one package per game.

Nothing here imports discord, the bot, or storage.
"""
