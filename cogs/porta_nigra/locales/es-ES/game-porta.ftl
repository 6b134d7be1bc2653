# Porta Nigra — las palabras del juego según el reglamento español (las claves, en
# bot/i18n/glossary.py). $colour es el nombre de un color (black, blue, red, yellow, white) y
# $building el de un edificio (BA, AM, CW, PN). El reglamento que tenemos llega hasta la compra
# de ladrillos: la Muralla y la puntuación siguen el vocabulario de esa primera mitad.

porta-title = Porta Nigra

## Cantidades

porta-sestertii = { $count ->
    [one] { $count } sestercio
   *[other] { $count } sestercios
}
porta-vp = { $count ->
    [one] { $count } punto de victoria
   *[other] { $count } puntos de victoria
}
porta-torches = { $count ->
    [one] { $count } ficha de antorcha
   *[other] { $count } fichas de antorcha
}
porta-influence = { $count ->
    [one] { $count } ficha de influencia
   *[other] { $count } fichas de influencia
}
porta-romans = { $count ->
    [one] { $count } romano
   *[other] { $count } romanos
}
porta-bricks = { $count ->
    [one] { $count } ladrillo
   *[other] { $count } ladrillos
}
porta-bricks-of-colour = { $count ->
    [one] { $count } ladrillo { $colour ->
        [black] negro
        [blue] azul
        [red] rojo
        [yellow] amarillo
       *[white] blanco
    }
   *[other] { $count } ladrillos { $colour ->
        [black] negros
        [blue] azules
        [red] rojos
        [yellow] amarillos
       *[white] blancos
    }
}

## Colores y tiendas

porta-colour-black = negro
porta-colour-blue = azul
porta-colour-red = rojo
porta-colour-yellow = amarillo
porta-colour-white = blanco
porta-shop-black = tienda negra
porta-shop-blue = tienda azul
porta-shop-red = tienda roja
porta-shop-yellow = tienda amarilla
porta-shop-white = tienda blanca

## Edificios, sus barrios y las recompensas del maestro de obras

porta-building-BA = Basílica
porta-building-AM = Anfiteatro
porta-building-CW = Muralla
porta-building-PN = Porta Nigra
porta-quarter-BA = barrio de la Basílica
porta-quarter-AM = barrio del Anfiteatro
porta-quarter-CW = barrio de la Muralla
porta-quarter-PN = barrio de la Porta Nigra
porta-reward-BA = 1 ficha de antorcha + 1 romano
porta-reward-AM = 5 sestercios + 1 romano
porta-reward-CW = 1 ladrillo del color que elijas
porta-reward-PN = 1 ficha de influencia + 2 romanos

## Cartas

porta-card-action = carta de acción
porta-card-building = carta de construcción
porta-card-honor = carta de honor
porta-card-supply = carta de suministros
porta-card-final-scoring = carta de puntuación final

## Iconos de acción (como los nombra el reglamento) y acciones de influencia

porta-icon-buy = Compra 1 ladrillo
porta-icon-build = Colocar 1 elemento de construcción
porta-icon-influence = Toma 1 ficha de influencia
porta-icon-torch = Toma 1 ficha de antorcha
porta-icon-coins = Tomar monedas
porta-action-coin-card = Moneda por antorcha: renuncias a una acción
porta-action-coin-torch = Moneda por antorcha: devuelves una ficha de antorcha
porta-action-honor = Comprar una carta de honor
porta-action-roman = Tomar un romano con influencia
porta-action-xbuild = Colocar un elemento de construcción extra con influencia

## Cartas de honor

porta-honor-vp = { $amount ->
    [one] { $amount } punto de victoria ahora
   *[other] { $amount } puntos de victoria ahora
}
porta-honor-money = Toma { $amount } sestercios
porta-honor-torches = Toma { $amount } fichas de antorcha
porta-honor-romans = Toma { $amount } romanos
porta-honor-white = Toma 1 ladrillo blanco
porta-honor-build = Coloca ahora 1 elemento de construcción
porta-honor-topper = Añade 1 ladrillo a uno de tus elementos de la Porta Nigra
porta-honor-sub = Cuenta como carta de construcción { $building ->
    [AM] del Anfiteatro
    [CW] de la Muralla
    [PN] de la Porta Nigra
   *[BA] de la Basílica
}
porta-honor-final = { $amount } puntos de victoria al final; descarta tu carta de { $discard } puntos
porta-honor-final-sets = { $amount } puntos de victoria al final; descarta 4 cartas de construcción distintas

## Fases y puntuación

porta-phase-refill = Fase de recarga
porta-phase-action = Fase de acción
porta-phase-interim = Puntuación intermedia
porta-phase-final = Puntuación final
porta-scoring-building-cards = Puntuación de cartas de construcción
porta-scoring-final-cards = Cartas de puntuación final
porta-scoring-player-area = Puntuación del área de juego
porta-scoring-majority = Puntuación de mayorías

## Otras palabras

porta-master-builder = maestro de obras
porta-brick-market = mercado de ladrillos
porta-site = sitio de construcción
porta-section = elemento de construcción
porta-row = fila
porta-level = nivel
porta-round = ronda
porta-start-player = jugador inicial

# the final score at the end of the board message (cogs/porta_nigra/score_words.py), joined
# by " + "; $areas lists the majorities won
porta-score-before = { $vp } PV durante la partida
porta-score-building-cards = { $vp } por las cartas de edificio
porta-score-final-cards = { $vp } por las cartas de puntuación final
porta-score-play-area = { $vp } por lo que quedó en la zona de juego
porta-score-majorities = { $vp } por mayorías ({ $areas })
porta-score-area = { $building }: { $vp }
porta-score-area-row = { $building }, fila { $row }: { $vp }
porta-score-area-level = { $building }, altura { $level } o más: { $vp }
