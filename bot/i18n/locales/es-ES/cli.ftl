# El juego en la terminal, `tabula play --lang …` (bot/cli.py). $seed es un número tal como se
# escribió.

cli-play-start = { $game }, semilla { $seed }. Humanos: { $humans ->
    [0] ninguno
   *[other] { $names }
}.
cli-play-how = Escribe el número de una acción; Ctrl-D o Ctrl-C para salir.
cli-play-choose = { $seat }, elige:
cli-play-number = Escribe un número del 1 al { $count }.
cli-play-left = Partida sin terminar. ¡Adiós!
cli-play-winners = { $count ->
    [one] Ganador: { $winners }
   *[other] Empate: { $winners } comparten la victoria
}

# Tras su primera decisión, cada asiento ve solo lo que cambió desde la anterior, y "?" muestra
# de nuevo toda la partida (bot/cli_screen.py).
cli-play-changed = { $seat }, esto cambió desde tu último turno (escribe ? para ver toda la partida):
cli-play-gone = Ya no está:
cli-play-unchanged = { $seat }, nada cambió desde tu último turno (escribe ? para ver toda la partida).
