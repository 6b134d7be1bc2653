# Aqua Romana — las palabras del juego (las claves, en bot/i18n/glossary.py). No tenemos el
# reglamento español: los términos traducen los del reglamento húngaro; corríjanse aquí si la
# edición española dice otra cosa.

aqua-title = Aqua Romana

## Cantidades

aqua-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
aqua-tiles = { $count ->
    [one] { $count } loseta de acueducto
   *[other] { $count } losetas de acueducto
}
aqua-squares = { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}

## Losetas y los maestros de obras que las dan

aqua-tile-curve = curva
aqua-tile-straight = recta
aqua-tile-bridge = puente
aqua-tile-double-curve = doble curva
aqua-tile-joker = comodín
aqua-builder-curve = maestro de obras de curva
aqua-builder-straight = maestro de obras de recta
aqua-builder-bridge = maestro de obras de puente
aqua-builder-double-curve = maestro de obras de doble curva
aqua-builder-joker = maestro de obras comodín

## Colores, puntos cardinales y los lados del tablero

aqua-colour-red = rojo
aqua-colour-yellow = amarillo
aqua-colour-green = verde
aqua-colour-blue = azul
aqua-edge-north = norte
aqua-edge-east = este
aqua-edge-south = sur
aqua-edge-west = oeste
aqua-side-top = arriba
aqua-side-right = derecha
aqua-side-bottom = abajo
aqua-side-left = izquierda

## Acciones y fases

aqua-action-extend = Ampliar un acueducto
aqua-action-close = Cerrar un acueducto
aqua-action-score = Puntuar un acueducto cerrado
aqua-action-claim = Tomar un maestro de obras de la reserva
aqua-action-keep = Dejar el acueducto abierto
aqua-phase-setup = Preparación
aqua-phase-play = Desarrollo de la partida
aqua-phase-final-scoring = Puntuación final

## Otras palabras

aqua-aqueduct = acueducto
aqua-tile = loseta de acueducto
aqua-workman = obrero
aqua-builder = maestro de obras
aqua-reservoir = depósito
aqua-outlet = salida
aqua-podium = podio
aqua-pathway = camino
aqua-fountain = fuente
aqua-reserve = reserva
aqua-line-of-sight = línea de visión
aqua-bonus = bonificación

# the final score at the end of the board message (cogs/aqua_romana/score_words.py): $count
# workmen on podiums worth $podiums, and the bonus of the highest podiums
aqua-score = { $count ->
    [0] ningún obrero en un podio
    [one] un obrero en un podio de { $podiums } puntos
   *[other] { $count } obreros en podios de { $podiums } puntos
}{ $bonus ->
    [0] {""}
    [one] , más un punto de bonificación
   *[other] , más { $bonus } puntos de bonificación
}
