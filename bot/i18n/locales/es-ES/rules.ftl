# Los rechazos comunes de los motores (rules/core.py), si un juego no dice nada mejor.

rules-game-over = La partida ha terminado.
rules-not-legal = «{ $action }» no es una acción válida ahora.
