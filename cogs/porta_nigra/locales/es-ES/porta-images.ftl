# Las palabras que se dibujan en las imágenes de Porta Nigra (cogs/porta_nigra): el tablero
# completo, la imagen del turno en el chat y la mano de un jugador. Hay poco sitio, así que
# abundan las abreviaturas; la leyenda (porta-ui-legend) las explica. Letras de color: N negro,
# Az azul, R rojo, Am amarillo, B blanco; edificios: BA Basílica, AN Anfiteatro, MU Muralla,
# PN Porta Nigra; J1: jugador 1; PV: puntos de victoria. Las fichas de los sitios llevan
# espacios finos, para que una fila de cinco y quien la lidera quepan en un móvil.

## Abreviaturas

porta-img-letter = { $colour ->
    [black] N
    [blue] Az
    [red] R
    [yellow] Am
   *[white] B
}
porta-img-code = { $building ->
    [AM] AN
    [CW] MU
    [PN] PN
   *[BA] BA
}
porta-img-player = J{ $number }
porta-img-vp = { $vp } PV
porta-img-vp-tight = { $vp }PV
porta-img-influence-mark = I

## En las dos imágenes

porta-img-phase = { $phase ->
    [builder] coloca el maestro de obras
    [card] juega una carta
    [action] elige una acción
    [shop] elige una tienda
    [building] elige un edificio
    [site] elige un sitio
    [height] elige la altura
    [whites] elige los ladrillos
    [honor] elige una carta de honor
    [topper] elige un elemento de la Porta Nigra
    [wallbrick] elige un ladrillo de recompensa
    [interim] reparte sus puntos
   *[start_player] elige al próximo jugador inicial
}
porta-img-and = { $first } y { $second }
porta-img-shop = tienda { $letter }
porta-img-goods = { $money } · { $torches ->
    [one] { $torches } antorcha
   *[other] { $torches } antorchas
} · { $influence } influencia · { $romans ->
    [one] { $romans } romano
   *[other] { $romans } romanos
}
porta-img-bricks = ladrillos

## Cartas de honor: dos líneas en la loseta del tablero, una en la ficha de la imagen del turno

porta-img-honor-top = { $kind ->
    [vp] { $vp }
    [money] +{ $amount }
    [torches] +{ $amount }
    [romans] +{ $amount }
    [white] +1 { $letter }
    [build] +1
    [topper] { $code } +1
    [sub] { $code }
   *[final] { $amount }*
}
porta-img-honor-bottom = { $kind ->
    [vp] ahora
    [money] sestercios
    [torches] antorchas
    [romans] romanos
    [white] ladrillo
    [build] elemento
    [topper] ladrillo
    [sub] carta
    [final-sets] 4 edif.
   *[final] −{ $discard }
}
porta-img-honor-chip = { $kind ->
    [vp] { $vp } ahora
    [money] +{ $amount } sest.
    [torches] +{ $amount } antorchas
    [romans] +{ $amount } romanos
    [white] +1 ladrillo { $letter }
    [build] Construir 1 elemento
    [topper] { $code } +1 ladrillo
    [sub] carta { $code }
    [final-sets] { $amount }* 4 edif.
   *[final] { $amount }* −{ $discard }
}
porta-img-honor-cost = { $effect } ({ $cost })

## El tablero completo

porta-img-board-round = ronda
porta-img-board-over = { $count ->
    [one] Fin de la partida — gana: { $winners } ({ $vp })
   *[other] Fin de la partida — empate: { $winners } ({ $vp } cada uno)
}
porta-img-board-card = carta { $card }
porta-img-board-early = últimos turnos (final anticipado de { $name })
porta-img-board-supply = reserva de ladrillos { $bricks } · cartas de suministros { $cards }
porta-img-board-walk-rule = Los maestros de obras avanzan en sentido horario (las flechas): 1 sestercio por frontera
porta-img-board-quarter = Barrio { $number } · cada 3 ladrillos: { $reward }
porta-img-board-walk-here = Ir aquí (sestercios): { $walks }
porta-img-board-per-brick = { $vp }/ladrillo
porta-img-board-bricks-here = Ladrillos aquí (recompensa a 3/6/9): { $counts }
porta-img-board-levels = Niveles { $levels }
porta-img-board-level-leads = Mayorías por nivel: { $leads }
porta-img-board-wall-majority = Mayoría { $first }/{ $second } PV · va en cabeza { $players }
porta-img-board-row-leads = Mayorías por fila: { $rows }
porta-img-board-no-card-row = la fila { $row } no da carta
porta-img-board-building-cards = Cartas de construcción  (mazo { $deck })
porta-img-board-honor-cards = Cartas de honor  (mazo { $deck }; coste en influencia)
porta-img-board-start-player = {" "}(jugador inicial)
porta-img-board-to-play = {"  "}◀ juega
porta-img-board-supply-romans = { $goods } ({ $supply } en la reserva)
porta-img-board-cards = cartas de construcción: { $cards }
porta-img-board-final-cards = {" "}· finales: { $cards }
porta-img-board-info = mano { $hand } · mazo { $deck } · elementos { $sections } · jugadas { $played }
porta-img-board-final = final: cartas { $cards } + honor { $honor } + área { $area } + mayorías { $majorities }

## La imagen del turno

porta-img-turn-round = Ronda { $round } de { $rounds }
porta-img-turn-over = Fin de la partida: { $count ->
    [one] gana { $winners }
   *[other] { $winners } comparten la victoria
}
porta-img-turn-to-play = Turno de { $name }: { $doing }
porta-img-turn-doing = { $name }: { $doing }
porta-img-turn-split = puntos de ladrillo a repartir: { $score }
porta-img-turn-card = carta { $card }: { $count ->
    [one] queda { $count } acción
   *[other] quedan { $count } acciones
}
porta-img-turn-start-player = jugador inicial: { $name }
porta-img-turn-last-turns = últimos turnos (los provocó { $name })
porta-img-turn-stock = ×{ $count }, a { $price } c/u
porta-img-turn-walk-rule = Sentido horario { $way }, 1 sest./front.
porta-img-turn-heading = { $name } { $code }
porta-img-turn-first-placement = primera colocación: gratis
porta-img-turn-walk-here = ir aquí: { $cost } sest.
porta-img-turn-free = gratis
porta-img-turn-walk-cost = { $cost } sest.
porta-img-turn-builders-here = maestros aquí:
porta-img-turn-here = aquí:
porta-img-turn-leads = lidera:
porta-img-turn-vp-per-brick = PV por ladrillo:
porta-img-turn-leads-at-level = en cabeza por nivel:
porta-img-turn-players = Jugadores
porta-img-turn-bricks-held = ladrillos
porta-img-turn-built-in = construidos (3/6/9)
porta-img-turn-column = { $column ->
    [vp] PV
    [money] sest.
    [torches] ant.
    [influence] infl.
    [romans] rom.
   *[cards] cart.
}
porta-img-turn-honor-bought = Cartas de honor: ya compraste una este turno (una por turno)
porta-img-turn-honor-none = Cartas de honor: ninguna por { $influence } de influencia (la más barata: { $cheapest })
porta-img-turn-honors = Honores que puedes comprar (coste):
porta-img-turn-honors-more = y:
porta-img-turn-final-score = Puntuación final
porta-img-turn-part = { $part ->
    [play] en juego
    [cards] cartas
    [honor] honor
    [goods] bienes
   *[majorities] may.
}

## La mano de un jugador

porta-img-hand-title = { $name } — tu mano
porta-img-hand-round = ronda { $round } de { $rounds } · { $vp }
porta-img-hand-in-play = En juego
porta-img-hand-actions-left = { $count ->
    [one] te queda { $count } acción de carta; los iconos tachados ya se usaron
   *[other] te quedan { $count } acciones de carta; los iconos tachados ya se usaron
}
porta-img-hand-cards = En tu mano ({ $count })
porta-img-hand-over = La partida ha terminado.
porta-img-hand-no-cards = Sin cartas hasta la próxima ronda.
porta-img-hand-deck = Quedan en tu mazo ({ $count }, en orden desconocido)
porta-img-hand-played = jugadas esta ronda: { $cards }
porta-img-hand-none = ninguna
porta-img-hand-deck-empty = Tu mazo está vacío.
porta-img-hand-few-players = 2-3 jug.
porta-img-hand-torches = { $count ->
    [one] { $count } acción
   *[other] { $count } acciones
}
porta-img-hand-icon = { $icon ->
    [buy] Compra ({ $colour ->
        [K] negro
        [B] azul
        [R] rojo
        [Y] amarillo
        [W] blanco
       *[any] a elegir
    })
    [coins] +{ $amount } sestercios
    [build] Construir
    [influence] Influencia
   *[torch] Antorcha
}
