# Porta Nigra: las opciones (botones y menús) y los sucesos que cuenta el motor
# (rules/porta_nigra), con las palabras del reglamento español (game-porta.ftl). PV: puntos
# de victoria.

## Iconos y cartas

porta-w-icon = { $icon ->
    [buy] Compra un ladrillo ({ $colour ->
        [K] negro
        [B] azul
        [R] rojo
        [Y] amarillo
        [W] blanco
       *[any] de cualquier color
    })
    [coins] Toma { $amount } sestercios
    [build] Coloca un elemento de construcción
    [influence] Toma una ficha de influencia
   *[torch] Toma una ficha de antorcha
}
porta-w-icon-lower = { $icon ->
    [buy] compra un ladrillo ({ $colour ->
        [K] negro
        [B] azul
        [R] rojo
        [Y] amarillo
        [W] blanco
       *[any] de cualquier color
    })
    [coins] toma { $amount } sestercios
    [build] coloca un elemento de construcción
    [influence] toma una ficha de influencia
   *[torch] toma una ficha de antorcha
}
porta-w-icon-short = { $icon ->
    [buy] ladrillo { $colour ->
        [K] negro
        [B] azul
        [R] rojo
        [Y] amarillo
        [W] blanco
       *[any] cualquiera
    }
    [coins] gana { $amount }
    [build] construir
    [influence] influencia
   *[torch] antorcha
}
porta-w-icon-earn = Gana { $amount } sestercios
porta-w-card-text = { $count } acciones entre: { $icons }
porta-w-card-label = { $count } de: { $icons }
porta-w-card-name = { $building } ({ $colour })
porta-w-card-substitute = { $building } (sustituto { $card })
porta-w-honor-effect = { $kind ->
    [vp] { $amount } PV ahora
    [money] toma { $amount } sestercios
    [torches] toma { $amount } fichas de antorcha
    [romans] toma { $amount } romanos
    [white] toma 1 ladrillo blanco
    [build] coloca ahora 1 elemento de construcción
    [topper] añade 1 ladrillo a uno de tus elementos de la Porta Nigra
    [sub] cuenta como carta de construcción { $building ->
        [AM] del Anfiteatro
        [CW] de la Muralla
        [PN] de la Porta Nigra
       *[BA] de la Basílica
    }
    [final-sets] { $amount } PV al final; descarta 4 cartas de construcción distintas
   *[final] { $amount } PV al final; descarta tu carta de { $discard } PV
}
porta-w-honor-text = { $effect } (cuesta { $cost } de influencia)
porta-w-honor-label = Honor { $card }: { $effect } (paga { $cost } de influencia)

## Sitios de construcción

porta-w-site-pn = sitio { $site } de la Porta Nigra ({ $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
}, 3-8 ladrillos)
porta-w-site-pn-built = sitio { $site } de la Porta Nigra con { $count ->
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
porta-w-site-label = { $building }: sitio { $site } con { $count ->
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
    } (gana { $vp } PV)
porta-w-site-text = { $building }: sitio { $site } con { $count ->
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
    } ({ $vp } PV)

## Opciones

porta-w-start = Coloca tu maestro de obras en { $building ->
    [AM] el barrio del Anfiteatro
    [CW] el barrio de la Muralla
    [PN] el barrio de la Porta Nigra
   *[BA] el barrio de la Basílica
} (tienda { $colour ->
    [black] negra
    [blue] azul
    [red] roja
    [yellow] amarilla
   *[white] blanca
})
porta-w-play = Juega la carta { $card }: { $label }
porta-w-with-torch = { $label } (usa una ficha de antorcha)
porta-w-coin-card = Renuncia a una acción de la carta para ganar 1 sestercio
porta-w-coin-torch = Devuelve una ficha de antorcha para ganar 1 sestercio
porta-w-honor = Compra una carta de honor con influencia
porta-w-roman = Paga { $cost } de influencia por 1 romano
porta-w-xbuild = Paga { $cost } de influencia para colocar un elemento
porta-w-end = Termina tu turno
porta-w-shop = Compra un ladrillo { $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
}: paga { $total }{ $move ->
    [0] {""}
   *[other] {" "}({ $price } + { $move } por moverte)
}
porta-w-building = Construye en { $building ->
    [AM] el Anfiteatro
    [CW] la Muralla
    [PN] la Porta Nigra
   *[BA] la Basílica
}{ $move ->
    [0] {""}
   *[other] {" "}(mueve { $move }: paga { $move })
}
porta-w-site = Construye en { $site }
porta-w-height = Construye { $count } ladrillos de alto (gana { $vp } PV)
porta-w-use-bricks = { $whites ->
    [0] Usa { $count ->
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
   *[other] { $count ->
        [0] Usa { $whites } ladrillos blancos como { $colour ->
            [black] negros
            [blue] azules
            [red] rojos
            [yellow] amarillos
           *[white] blancos
        }
       *[other] Usa { $count ->
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
        } y { $whites ->
                [one] { $whites } blanco
               *[other] { $whites } blancos
            }
    }
}
porta-w-top = Añade un ladrillo a tu elemento en { $site } (altura { $height })
porta-w-wall-brick = Toma un ladrillo { $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
} (Muralla)
porta-w-vp = Gana { $vp } PV y { $money ->
    [one] { $money } sestercio
   *[other] { $money } sestercios
}
porta-w-tens = Gana { $low }-{ $high } PV (el resto de { $total } en sestercios)
porta-w-first = { $seat } empieza la ronda { $round }

## Sucesos: una frase cuyo sujeto es el jugador, o una oración completa

porta-ev-start = colocó el maestro de obras en { $building ->
    [AM] el barrio del Anfiteatro
    [CW] el barrio de la Muralla
    [PN] el barrio de la Porta Nigra
   *[BA] el barrio de la Basílica
}
porta-ev-played = jugó la carta { $card }: { $text }
porta-ev-gave-up = renunció a una acción de la carta por 1 sestercio
porta-ev-returned-torch = devolvió una ficha de antorcha por 1 sestercio
porta-ev-paid-roman = pagó { $cost } de influencia por un romano
porta-ev-paid-build = pagó { $cost } de influencia por una construcción
porta-ev-wall-brick = tomó un ladrillo { $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
} (recompensa de la Muralla)
porta-ev-used-torch = usó una ficha de antorcha para una acción extra
porta-ev-took-influence = tomó una ficha de influencia
porta-ev-took-torch = tomó una ficha de antorcha
porta-ev-took-money = tomó { $amount } sestercios
porta-ev-moved = movió el maestro de obras { $count ->
    [one] { $count } barrio
   *[other] { $count } barrios
} en el sentido de las agujas del reloj
porta-ev-bought = compró un ladrillo { $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
} por { $price ->
    [one] { $price } sestercio
   *[other] { $price } sestercios
}
porta-ev-built = construyó { $site } por { $vp } PV
porta-ev-building-card = tomó la carta de construcción { $card }
porta-ev-reward = { $times ->
    [one] { $times } recompensa
   *[other] { $times } recompensas
} del maestro de obras en { $building ->
    [AM] el Anfiteatro
    [CW] la Muralla
    [PN] la Porta Nigra
   *[BA] la Basílica
}: { $times ->
    [1] { $reward }
   *[other] { $times } × ({ $reward })
}{ $short ->
    [yes] {" "}(solo quedaban { $romans } romanos)
   *[no] {""}
}
porta-ev-honor = compró la carta de honor { $card }: { $text }
porta-ev-top = añadió un ladrillo al elemento en { $site } (ahora { $height })
porta-ev-nothing-left = no tiene nada más que hacer
porta-ev-early-end = { $why }: la partida termina antes; +{ $vp } PV, y los demás juegan un turno más
porta-ev-fifteenth = colocó el decimoquinto elemento de construcción
porta-ev-emptied = vació la reserva de ladrillos y el mercado
porta-ev-supply = Las cartas de suministros { $cards } rellenaron el mercado de ladrillos.
porta-ev-display = Cartas nuevas a la vista: { $cards }.
porta-ev-drew = robó una carta
porta-ev-interim = Termina la ronda { $round }: puntuación intermedia.
porta-ev-scored = puntuó { $total }: { $vp } PV y { $money ->
    [one] { $money } sestercio
   *[other] { $money } sestercios
}
porta-ev-first = eligió a { $seat } para empezar la ronda { $round }
porta-ev-reshuffled = barajó su mazo de acciones y robó 2 cartas
porta-ev-over = La partida ha terminado. La mejor puntuación es de { $vp } PV.

## Rechazos: por qué una acción no se puede hacer ahora

porta-no-over = La partida ha terminado.
porta-no-icon = La carta { $card } no tiene icono { $icon }.
porta-no-used = Ya has usado ese icono este turno; cada icono funciona una vez.
porta-no-actions = No te quedan acciones de la carta ni fichas de antorcha.
porta-no-roman = No tienes ningún romano en tu área de juego para ponerlo sobre un elemento de construcción.
porta-no-bricks = No tienes ladrillos para ningún sitio libre al que puedas llegar pagando el movimiento.
porta-no-shop = No puedes pagar el movimiento y un ladrillo en ninguna tienda con ladrillos.
porta-no-honor-bought = Ya has comprado una carta de honor este turno (como máximo una por turno).
porta-no-honor-display = La carta de honor { $card } no está a la vista.
porta-no-honor-cost = La carta de honor { $card } cuesta { $cost } de influencia; tienes { $have }.
porta-no-topper = No tienes ningún elemento de la Porta Nigra de menos de 8 al que añadir un ladrillo.
porta-no-honor-now = Ahora no puedes usar la carta de honor { $card }.
porta-no-romans-left = No te queda ningún romano en la reserva general.
porta-no-roman-cost = Un romano cuesta { $cost } de influencia; tienes { $have }.
porta-no-xbuild-cost = Una construcción extra cuesta { $cost } de influencia; tienes { $have }.
porta-no-site-built = El sitio { $site } ya está construido.
porta-no-site-now = Ahora no puedes construir en el sitio { $site }.
porta-no-card = La carta { $card } no está en tu mano.
porta-no-action = «{ $action }» no es una acción válida ahora (se espera: { $phase ->
    [builder] colocar el maestro de obras
    [card] jugar una carta
    [action] acción
    [honor] carta de honor
    [building] edificio
    [site] sitio
    [height] altura
    [whites] ladrillos
    [shop] compra de ladrillo
    [topper] elemento de la Porta Nigra
    [wallbrick] ladrillo de la Muralla
    [interim] puntuación intermedia
    [start_player] jugador inicial
   *[over] fin
}).
porta-no-shop-empty = La tienda { $colour ->
    [black] negra
    [blue] azul
    [red] roja
    [yellow] amarilla
   *[white] blanca
} está vacía.
porta-no-shop-money = No puedes pagar { $move } por moverte { $move ->
    [one] { $move } barrio
   *[other] { $move } barrios
} en el sentido de las agujas del reloj{ $backwards ->
    [yes] {" "}(el maestro de obras nunca retrocede)
   *[no] {""}
} más { $price } por un ladrillo { $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
}: tienes { $have } sestercios.
porta-no-icon-colour = Este icono de compra no puede comprar un ladrillo { $colour ->
    [black] negro
    [blue] azul
    [red] rojo
    [yellow] amarillo
   *[white] blanco
}.

## El tablero del terminal (tabula play): $phase es el id de fase del motor, $bricks letras y
## cantidades (K1 B2 …); los códigos de los sitios no se traducen

porta-d-head = Porta Nigra - ronda { $round } de { $rounds }, fase: { $phase ->
    [builder] colocar el maestro de obras
    [card] jugar una carta
    [action] acciones
    [honor] elegir carta de honor
    [building] elegir edificio
    [site] elegir sitio
    [height] elegir altura
    [whites] elegir ladrillos
    [shop] compra de ladrillo
    [topper] elegir elemento de la Porta Nigra
    [wallbrick] ladrillo de la Muralla
    [interim] puntuación intermedia
    [start_player] elegir jugador inicial
   *[over] fin
}
porta-d-early-end = { $seat } ha provocado el final anticipado.
porta-d-market = Mercado: { $bricks } (reserva de ladrillos: { $supply })
porta-d-quarter = { $quarter }. { $name } (tienda { $shop }), maestros de obras: { $builders }
porta-d-building-cards = Cartas de construcción: { $cards }
porta-d-honor-cards = Cartas de honor: { $cards }
porta-d-honor-card = { $card } { $text }
porta-d-player = { $mark }{ $seat }: { $vp } PV, { $money ->
    [one] { $money } sestercio
   *[other] { $money } sestercios
}, { $torches ->
    [one] { $torches } antorcha
   *[other] { $torches } antorchas
}, { $influence } de influencia, { $romans ->
    [one] { $romans } romano
   *[other] { $romans } romanos
} ({ $supply } en la reserva), ladrillos { $bricks }, mano { $hand }, mazo { $deck }
porta-d-cards = {"    "}cartas: { $cards }
porta-d-cards-final = {"    "}cartas: { $cards } | puntuación final: { $final }
porta-d-hand = {"    "}en la mano { $card }: { $text }
porta-d-deck = {"    "}mazo: { $count ->
    [0] vacío
   *[other] { $cards }
}
porta-d-card-in-play = Carta jugada: { $card } ({ $text }); iconos usados { $used }, { $allowed ->
    [one] queda { $allowed } acción
   *[other] quedan { $allowed } acciones
} de la carta
porta-d-final = Puntuación final de { $seat }: { $steps }
