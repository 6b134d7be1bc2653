# The engine contract's own refusals (rules/core.py), for a game that does not say better.

rules-game-over = The game is over.
rules-not-legal = '{ $action }' is not a legal action now.
