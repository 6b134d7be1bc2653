# Terni Lapilli (tests/lapilli): todas las palabras del juego en español, con las mismas claves
# y argumentos que en-US/lapilli.ftl. $point, $start, $to: un punto del tablero, con la letra
# de la columna y el número de la fila (a1 arriba a la izquierda, c3 abajo a la derecha).

## El glosario (tests/lapilli/game/glossary.py)

lapilli-title = Terni Lapilli
lapilli-piece-white = blancas
lapilli-piece-black = negras

## El grupo de comandos

cmd-lapilli-name = lapilli

## Los botones

lapilli-place = Colocar en { $point }
lapilli-move = Mover { $start } → { $to }

## El registro de la partida: lo que sigue al nombre del jugador, o una frase entera

lapilli-ev-placed = colocó una pieza en { $point }
lapilli-ev-moved = movió una pieza de { $start } a { $to }
lapilli-ev-wins = hizo tres en raya ({ $line }) y gana
lapilli-ev-draw = Nadie hizo tres en raya en { $moves } jugadas: la partida termina en tablas.

## Por qué se rechaza una jugada

lapilli-illegal-over = La partida ha terminado.
lapilli-illegal-occupied = { $point } no está libre.
lapilli-illegal-not-yours = No tienes ninguna pieza en { $point }.
lapilli-illegal-not-adjacent = { $to } no está junto a { $start }: una pieza solo se desliza a un punto vecino.
lapilli-illegal-place-first = Aún te quedan piezas por colocar: coloca una antes de deslizar.
lapilli-illegal-all-placed = Todas tus piezas están en el tablero: desliza una.
lapilli-illegal-unknown = «{ $action }» no es una jugada de Terni Lapilli.

## El mensaje del tablero

lapilli-status = { $mark }{ $player } ({ $side }): { $left ->
    [0] todas sus piezas en el tablero
    [one] 1 pieza por colocar
   *[other] { $left } piezas por colocar
}
lapilli-prompt-place = Le toca a { $player } ({ $side }): coloca una pieza en un punto libre.
lapilli-prompt-move = Le toca a { $player } ({ $side }): desliza una pieza a un punto vecino libre.
lapilli-summary = Juegas con { $side }. { $left ->
    [0] Todas tus piezas están en el tablero.
    [one] Te queda 1 pieza por colocar.
   *[other] Te quedan { $left } piezas por colocar.
} Jugada { $move } de { $limit }.

## La imagen

lapilli-image-player = { $player }: { $side }
lapilli-image-move = Jugada { $move } de { $limit }
lapilli-image-wins = Gana { $player }
lapilli-image-draw = Tablas tras { $moves } jugadas

## /lapilli reglas

lapilli-rules =
    {""}**Terni Lapilli** — las «tres piedrecitas» de los romanos, para dos jugadores.
    El tablero tiene nueve puntos, de a1 (arriba a la izquierda) a c3 (abajo a la derecha), unidos por líneas horizontales, verticales y diagonales. Cada jugador tiene tres piezas: empiezan las blancas y después juegan las negras.
    {""}**Colocar**: por turnos, pon una de tus piezas en un punto libre.
    {""}**Deslizar**: cuando las seis piezas están en el tablero, cada jugada desliza una de tus piezas por una línea hasta un punto vecino libre.
    {""}**Ganar**: tres de tus piezas en una fila, una columna o una diagonal ganan al instante. Tras { $moves } jugadas en total sin tres en raya, la partida termina en tablas.
