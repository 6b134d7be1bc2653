# Aqua Romana en las imágenes: las palabras del tablero completo y de la imagen del turno
# (cogs/aqua_romana/board.py, turn.py). Los nombres de las casillas (A1, P12), los números, las
# letras de los obreros (R, Y, G, B) y las de los maestros de obras (C, S, B, D, J) no cambian.

## Las dos imágenes

aqua-images-game-over = Fin de la partida
aqua-images-to-play = Turno de { $name }
aqua-images-to-place = por colocar: { $builders }
aqua-images-no-builder = ninguno
aqua-images-bonus = (bonificación +{ $bonus })

## El tablero completo

aqua-images-podiums = Podios
# En las cuatro casillas que traen la curva impresa en el tablero.
aqua-images-printed = impresa
aqua-images-scores = Puntuación
aqua-images-final-scores = Puntuación final
aqua-images-winner = { $name }  (gana)
aqua-images-open = { $count ->
    [one] { $count } abierto
   *[other] { $count } abiertos
}
aqua-images-turns-without-tile = Turnos seguidos sin loseta: { $count }
aqua-images-reserve-builders = Maestros de obras de reserva
aqua-images-tiles-left = Losetas restantes
aqua-images-builders = Maestros de obras
aqua-images-board-legend =
    Obreros: R = cuadrado rojo, Y = círculo amarillo,
    G = triángulo verde, B = rombo azul;
    R2 es el obrero { $workman }. La flecha señala
    la casilla donde irá su próxima loseta.

## La imagen del turno: la decisión pendiente, tras «Turno de …:»

aqua-images-step-over = abajo, la puntuación final; los podios están en el tablero completo.
# (the table's page, which shows the podiums)
aqua-images-step-over-page = los podios de abajo muestran dónde puntuó cada obrero.
aqua-images-step-set-builder = coloca el maestro de obras { $kind ->
    [C] de curva
    [S] de recta
    [B] de puente
    [D] de doble curva
   *[J] comodín
} en el lado { $side ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} del camino: una casilla resaltada, P{ $first }–P{ $last }
aqua-images-step-builder = { $workman } en { $square } construye en { $end }: elige un maestro de obras en su línea de visión (resaltado)
aqua-images-step-tile = { $workman } construye en { $end } con el maestro de obras { $kind ->
    [C] de curva
    [S] de recta
    [B] de puente
    [D] de doble curva
   *[J] comodín
} de P{ $place }
aqua-images-step-fountain-square = loseta extra de la fuente ({ $tile }): elige su casilla en la columna { $column }
aqua-images-step-fountain-tile = loseta extra de la fuente ({ $tile }) en { $square }: elige cómo se coloca
aqua-images-step-help = ninguno de tus obreros puede construir: amplía el acueducto de otro jugador (extremos resaltados)

## La imagen del turno: una fila por jugador y la reserva

# Los colores de un jugador son los de sus obreros en el tablero: «Ana (rojo y amarillo): 3 puntos».
aqua-images-row-points = { $name } ({ $colours }): { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
# Lo mismo sin los colores, cuando las filas no tienen sitio.
aqua-images-row-points-plain = { $name }: { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
aqua-images-row-wins = gana
aqua-images-row-podiums = podios { $values }
aqua-images-reserve-list = Maestros de obras de reserva: { $builders }
