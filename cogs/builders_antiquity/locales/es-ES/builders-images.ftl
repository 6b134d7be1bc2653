# Las palabras dibujadas en las imágenes de Los Constructores (cogs/builders_antiquity): el
# tablero completo y la imagen del turno. Las insignias van en mayúsculas; los nombres de las
# cartas vienen de game-builders.ftl. PV: puntos de victoria.

## Símbolos

# La letra de cada recurso en su ficha («P3»: 3 piedras).
builders-img-letter-stone = P
builders-img-letter-wood = M
builders-img-letter-architecture = A
builders-img-letter-decoration = D
builders-img-vp-mark = PV
builders-img-vp = { $vp } PV
builders-img-ses = { $amount } ses.
builders-img-legend-sestertii = sestercios
builders-img-legend-stone = Piedra
builders-img-legend-wood = Madera
builders-img-legend-vp = puntos de victoria
builders-img-legend-architecture = Arquitectura
builders-img-legend-decoration = Decoración
# La máquina sin «(máquina)»: ya lo dicen su color y su insignia.
builders-img-machine-saw = Sierra
builders-img-slave = Esclavo
builders-img-freed-slave = Esclavo liberado

## El turno y la cabecera

builders-img-last-round = ÚLTIMA RONDA
builders-img-game-over = FIN DE LA PARTIDA
builders-img-board-ended = La partida terminó tras la ronda { $round }: abajo, las puntuaciones finales.
builders-img-end-hint = quien llegue a { $vp } PV hará de esta ronda la última
builders-img-board-who = Ronda { $round }  ·  juega { $player }
builders-img-board-no-free-action = sin acciones gratuitas (cada una más cuesta { $cost } sestercios)
builders-img-turn-who = Ronda { $round } · juega { $player }
builders-img-turn-who-plain = Juega { $player }
builders-img-turn-over = Los Constructores: fin de la partida tras la ronda { $round }
builders-img-turn-over-stalled = Los Constructores: fin por la parada de seguridad
builders-img-actions-left = { $count ->
    [one] queda { $count } acción gratuita
   *[other] quedan { $count } acciones gratuitas
}
builders-img-no-free-action = sin acciones gratuitas (más: { $cost } cada una)
builders-img-investment-made = inversión hecha
builders-img-investment-open = inversión disponible
# $sort: qué carta se envía (tipo de obrero, slave, freed o el id de la máquina), por el artículo.
builders-img-step-site = pones a trabajar { $sort ->
    [machine_saw] la
    [machine_architects_table] la
    [machine_scaffolding] el
    [machine_hoist] el
   *[other] al
} { $worker }: ¿en qué edificio?
builders-img-step-tool = pones a trabajar { $sort ->
    [machine_saw] la
    [machine_architects_table] la
    [machine_scaffolding] el
    [machine_hoist] el
   *[other] al
} { $worker } → { $building }: ¿con qué herramienta?
builders-img-step-educate = eliges quién aprende { $resource } en la universidad

## El mercado

builders-img-buildings-for-sale = Edificios disponibles
builders-img-workers-for-hire = Obreros a contratar
builders-img-more-in-deck = { $count } más en el mazo
builders-img-more-in-pile = { $count } más en el mazo, { $building } encima
builders-img-deck-empty = mazo vacío
builders-img-pile-empty = el mazo está vacío
builders-img-turn-pile-top = en gris: la carta de arriba del mazo ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
builders-img-turn-no-buildings = Edificios disponibles: no quedan, el mazo está vacío
builders-img-turn-no-workers = Obreros a contratar: no quedan, el mazo está vacío
builders-img-needs = necesita
builders-img-makes = produce
builders-img-machine = MÁQUINA
builders-img-wage = sueldo { $wage }
builders-img-no-wage = sin sueldo

## Inversiones

builders-img-investments = Inversiones
builders-img-one-per-turn = una por turno: 1 acción y su precio
builders-img-turn-invested = Inversión: ya hecha este turno (una por turno)
builders-img-left = { $count ->
    [one] (queda { $count })
   *[other] (quedan { $count })
}
builders-img-none-left = no quedan
builders-img-slaves = Esclavos
builders-img-slave-title = Esclavo
builders-img-slave-terms = sin sueldo, −1 PV
builders-img-tools = Herramientas
builders-img-tool-title = Herramienta
builders-img-tool-terms = +1, se conserva
builders-img-loans-title = Préstamos
builders-img-loan-title = Préstamo
builders-img-loan-terms = recibes { $gain } ya; al final devuelves { $repay } o −{ $vp } PV
builders-img-turn-loan-terms = recibes { $gain }, devuelves { $repay } o −{ $vp } PV ({ $count ->
    [one] queda { $count }
   *[other] quedan { $count }
})
builders-img-universities = Universidades
builders-img-university-title = Universidad
builders-img-university-terms = el obrero produce { $value }

## Los jugadores

builders-img-to-play = SU TURNO
builders-img-start-player = JUGADOR INICIAL
builders-img-start-player-fact = jugador inicial
builders-img-loans-badge = { $count ->
    [one] { $count } PRÉSTAMO
   *[other] { $count } PRÉSTAMOS
}
builders-img-loans = { $count ->
    [one] { $count } préstamo
   *[other] { $count } préstamos
}
builders-img-under-construction = EN CONSTRUCCIÓN
builders-img-nothing-yet = nada todavía
builders-img-available-crew = OBREROS DISPONIBLES
builders-img-everyone-busy = todos están en un edificio
builders-img-finished = EDIFICIOS TERMINADOS
builders-img-none-yet = ninguno todavía
builders-img-tool-on = en { $building }
builders-img-tool-free = libre
builders-img-tools-owned = herramientas:
builders-img-next-send = siguiente obrero: { $count ->
    [one] { $count } acción
   *[other] { $count } acciones
}
builders-img-no-crew = sin obreros todavía
builders-img-uni = UNI
builders-img-nothing-under-way = Ningún edificio en construcción
# El código añade «: » y los nombres de los edificios que la imagen del turno deja fuera, si caben.
builders-img-more-under-way = y { $count } más en construcción (ver el tablero completo)
builders-img-all-under-way = { $count ->
    [one] { $count } edificio en construcción (ver el tablero completo)
   *[other] { $count } edificios en construcción (ver el tablero completo)
}
builders-img-available = Disponibles:
builders-img-available-nobody = Disponibles: nadie, todos están en edificios
builders-img-crew = { $count ->
    [one] { $count } obrero
   *[other] { $count } obreros
}
builders-img-built = { $count ->
    [one] { $count } construido
   *[other] { $count } construidos
}
builders-img-under-way = { $count } en obras

## Puntuación final

builders-img-board-winners = Puntuaciones finales: { $count ->
    [one] gana { $last }
   *[other] { $others } y { $last } comparten la victoria
}
builders-img-turn-winners = { $count ->
    [one] Gana { $last }
   *[other] { $others } y { $last } comparten la victoria
}
builders-img-winner = VICTORIA
builders-img-score = total { $score }
builders-img-score-value = { $score }
builders-img-result-vp = = { $vp } PV
builders-img-result-slaves = − { $count } ({ $count ->
    [one] { $count } esclavo conservado
   *[other] { $count } esclavos conservados
})
builders-img-result-loans = − { $penalty } ({ $count ->
    [one] { $count } préstamo sin devolver
   *[other] { $count } préstamos sin devolver
})
builders-img-result-coins = + { $score } ({ $count ->
    [one] queda { $count } sestercio
   *[other] quedan { $count } sestercios
})
builders-img-paid-freed = (al final: { $freed ->
    [one] { $freed } esclavo liberado
   *[other] { $freed } esclavos liberados
})
builders-img-paid-repaid = (al final: { $repaid ->
    [one] { $repaid } préstamo devuelto
   *[other] { $repaid } préstamos devueltos
})
builders-img-paid-both = (al final: { $freed ->
    [one] { $freed } esclavo liberado
   *[other] { $freed } esclavos liberados
}, { $repaid ->
    [one] { $repaid } préstamo devuelto
   *[other] { $repaid } préstamos devueltos
})
builders-img-turn-score = { $score } = { $vp } PV
builders-img-turn-slaves = − { $penalty } (esclavos)
builders-img-turn-loans = − { $penalty } (préstamos)
builders-img-turn-coins = + { $score } ({ $amount } ses.)
