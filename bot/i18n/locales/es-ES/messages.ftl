# Los mensajes que redacta la capa de Discord (bot/presenter.py): el tablero, el resumen privado
# de un jugador, la mesa antes de empezar y sus botones y menús. $game es el título de un juego,
# $table el número de una mesa, $where la mención de un canal, $command el grupo de comandos.
# Etiquetas de botón: 80 caracteres como mucho; marcador de menú 150; opción de menú 100.

## El tablero

board-title = { $game } · mesa n.º { $table }
board-your-turn = { $player }, es tu turno.
board-game-over = **Fin de la partida.** Ganador: { $winners }
board-game-tied = **Fin de la partida.** Empate: { $winners } comparten el primer puesto con { $score } { $score ->
    [one] punto
   *[other] puntos
} cada uno; las reglas no prevén desempate, así que comparten la victoria.
board-time-runs-out = ⏳ El tiempo se acaba { $when }.
board-last-moves = **Últimos movimientos**
board-players = Jugadores
board-computer-plays = 🤖 { $name }: su asiento lo juega el ordenador
board-computer-since-round = 🤖 { $name }: su asiento lo juega el ordenador desde la ronda { $number }
board-computer-since-turn = 🤖 { $name }: su asiento lo juega el ordenador desde el turno { $number }
board-footer = Movimiento { $move } · /{ $command } { cmd-game-hand-name }: tu resumen
board-footer-past = Movimiento { $move } de { $moves } · mesa n.º { $table }
board-alt = { $game }, mesa n.º { $table }, movimiento { $move }.
board-alt-after-turn = { $game }, mesa n.º { $table }, tras el turno de { $who }.
board-alt-last-move = Última jugada: { $moves }.
board-turn-ended = **{ $who }**: { $moves }.
board-turn-ended-nothing = **{ $who }**: terminó el turno.
board-type-number = Escribe un número exacto…
board-rematch = Revancha
board-replay = Repetición
board-full-board = Tablero completo
board-open-table = Abrir la mesa

## El resumen privado de un jugador

private-aborted = **Esta mesa se canceló**; la partida terminó sin resultado.
private-game-over = **Fin de la partida.** { $count ->
    [one] Ganador: { $winners }.
   *[other] Empate: { $winners } comparten la victoria.
}
private-game-over-scored = **Fin de la partida.** { $count ->
    [one] Ganador: { $winners }.
   *[other] Empate: { $winners } comparten la victoria.
} Tu puntuación: { $score }.
private-table-link = Mesa n.º { $table }: { $url }

## La mesa antes de empezar

lobby-seat = { $number }. { $name }
lobby-seat-host = { $number }. { $name } (anfitrión)
lobby-seat-open = { $number }. — libre —
lobby-time-per-turn = Tiempo por turno
lobby-clock-none = sin límite
lobby-clock = { $limit }; después, { $timeout }
lobby-footer = Hacen falta { $players } · orden de los asientos: { $random ->
    [yes] al azar
   *[no] según se sentaron
} · el anfitrión empieza la partida
lobby-played-in = La partida se jugará en { $where }.
lobby-started = La partida ha empezado: el tablero está debajo.
lobby-abandoned = Esta mesa terminó: se borró su hilo.
lobby-expired = Nadie empezó esta mesa a tiempo, así que se cerró.
lobby-closed-by = { $name } cerró la mesa.
lobby-over-in = **Fin de la partida** en { $where }.
lobby-over-in-winner = **Fin de la partida** en { $where }. { $count ->
    [one] Ganador: { $winners }.
   *[other] Empate: { $winners } comparten la victoria.
}
lobby-playing-in = La partida se está jugando en { $where }.
lobby-playing-in-to-move = La partida se está jugando en { $where }: le toca a { $name }.
lobby-add-computer = Añadir un jugador del ordenador…
lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar
lobby-cancel = Cancelar
lobby-clock-placeholder = Tiempo por turno: { $limit }
lobby-timeout-placeholder = Cuando se acaba el tiempo: { $timeout }
lobby-timeout-option = Cuando se acaba el tiempo, { $timeout }

# the language a person reads (/tabula language) and a table speaks (issue 21)
lobby-language-placeholder = Idioma de la mesa: { $language }
