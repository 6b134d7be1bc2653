# Las frases propias de Aqua Romana: sus opciones (botones, menús), eventos, rechazos y preguntas
# (rules/aqua_romana), las palabras de la mesa (cogs/aqua_romana/adapter.py) y la descripción
# del tablero en el terminal, con los términos de game-aqua.ftl.

## Sustantivos dentro de las frases

aqua-w-the-builder = { $kind ->
    [C] el maestro de obras de curva
    [S] el maestro de obras de recta
    [B] el maestro de obras de puente
    [D] el maestro de obras de doble curva
   *[J] el maestro de obras comodín
}
aqua-w-a-builder = { $kind ->
    [C] un maestro de obras de curva
    [S] un maestro de obras de recta
    [B] un maestro de obras de puente
    [D] un maestro de obras de doble curva
   *[J] un maestro de obras comodín
}
aqua-w-workman = { $colour }{ $number }
aqua-w-channel = { $start }-{ $to }
aqua-w-channels = { $first } + { $second }
aqua-w-tile = { $type } ({ $shape })
aqua-w-above = arriba, sobre la columna { $column }
aqua-w-below = abajo, bajo la columna { $column }
aqua-w-beside = { $side ->
    [right] derecha
   *[left] izquierda
}, junto a la fila { $row }

## Opciones

aqua-w-pick = { $verb ->
    [setup] Coloca
   *[place] Sitúa
} { $builder } en el lado { $side ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} del camino
aqua-w-at = Pon { $builder } en { $square } ({ $where })
aqua-w-use = Usa { $builder } de { $square } ({ $where })
aqua-w-move = Avanza { $builder } de { $square } ({ $where }) a { $to }
aqua-w-column = Loseta extra en la columna { $column }
aqua-w-square = Loseta extra en { $square }
aqua-w-lay = Coloca una loseta de { $tile } en { $square }
aqua-w-extend = Amplía el acueducto de { $workman } ({ $length } de largo, { $length ->
    [0] en el depósito
   *[other] en { $square }
}, hacia { $facing })
aqua-w-help = No tienes jugada propia: construye en el acueducto de { $workman } ({ $length } de largo)
aqua-w-water = { $kind ->
    [C] Curva
    [S] Recta
    [B] Puente
   *[D] Doble curva
}, el agua { $flow ->
    [on] sigue hacia el
   *[turns] gira al
} { $to ->
    [north] norte
    [east] este
    [south] sur
   *[west] oeste
}{ $kind ->
    [D] {" "}(2.ª curva: { $second })
   *[other] {""}
}
aqua-w-tile-option = { $water }: { $length } de largo, { $closed ->
    [yes] cerrado
   *[no] abierto
}
aqua-w-close = Cierra ya el acueducto de { $workman } ({ $length } de largo)
aqua-w-claim = Toma { $builder } de la reserva
aqua-w-keep = No cerrar ningún acueducto

## Eventos (tras el nombre del jugador, o frases completas)

aqua-ev-put = colocó { $builder } en { $square }
aqua-ev-moved = { $stuck ->
    [yes] no pudo construir y avanzó
   *[no] avanzó
} { $builder } de { $start } a { $to }
aqua-ev-fountain-tile = colocó la loseta de la fuente, una loseta de { $tile }, en { $square }
aqua-ev-laid = colocó una loseta de { $tile } en { $square } para { $workman }
aqua-ev-passed-fountain = El maestro de obras pasó por una fuente: se coloca una loseta extra.
aqua-ev-closed = cerró voluntariamente el acueducto de { $workman }
aqua-ev-closed-by-tile = El acueducto de { $workman } queda cerrado por la loseta de { $square }
aqua-ev-grew-closed = El acueducto de { $workman } llega a { $length } y queda cerrado
aqua-ev-grew = El acueducto de { $workman } llega a { $length } y ahora apunta a { $facing }
aqua-ev-scores = { $podium ->
    [0] puntúa 0: { $workman } (acueducto de { $length }) no encuentra podio libre
   *[other] puntúa { $podium }: { $workman } (acueducto de { $length }) sube al podio { $podium }
}
aqua-ev-took = tomó { $builder } de la reserva
aqua-ev-sits-out = no tiene obreros en el tablero y pasa el turno
aqua-ev-game-over = Fin de la partida: se puntúan los acueductos abiertos.
aqua-ev-bonus = recibe la bonificación de +{ $points } por { $workman }

## Lo que pide cada paso (dentro de una frase: «Ahora le toca a Ana: …»)

aqua-ask-setup = elegir un tipo de maestro de obras y un lado del camino donde colocarlo
aqua-ask-setup-square = elegir la casilla del camino para el maestro de obras
aqua-ask-place = colocar el maestro de obras de reserva que tomó
aqua-ask-place-square = elegir la casilla del camino para el maestro de obras de reserva
aqua-ask-workman = elegir el obrero cuyo acueducto amplía
aqua-ask-builder = elegir un maestro de obras en la línea de visión del obrero
aqua-ask-tile = elegir la loseta y su orientación
aqua-ask-move = nadie puede construir: elegir un maestro de obras para avanzarlo
aqua-ask-fountain-column = el maestro de obras pasó por una fuente: elegir la columna de la loseta extra
aqua-ask-fountain-square = elegir la casilla de la loseta extra
aqua-ask-fountain-tile = elegir la loseta extra y su orientación
aqua-ask-close = cerrar, si quiere, uno de sus acueductos abiertos
aqua-ask-claim = tomar un maestro de obras de la reserva

## Rechazos

aqua-no-over = La partida ha terminado.
aqua-no-step = Ahora le toca a { $seat }: { $ask }; «{ $action }» no es una opción de este paso.
aqua-no-type = «{ $kind }» no es un tipo de maestro de obras (C, S, B, D o J).
aqua-no-joker-setup = El maestro de obras comodín empieza en la reserva; no se coloca en el camino.
aqua-no-setup-done = Todos los maestros de obras de { $type } ya están en el camino.
aqua-no-held = No tienes ningún maestro de obras de { $type } tomado de la reserva.
aqua-no-side = «{ $side }» no es un lado del camino (top, right, bottom, left).
aqua-no-side-full = El lado { $side ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} del camino no tiene casillas libres.
aqua-no-pathway-square = «{ $arg }» no es una casilla del camino (de P0 a P37).
aqua-no-square-taken = En { $square } ya hay un maestro de obras de { $type }.
aqua-no-other-side = { $square } no está en el lado { $side ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} que elegiste.
aqua-no-workman = No hay ningún obrero llamado «{ $arg }».
aqua-no-closed = El acueducto de { $workman } ya está cerrado.
aqua-no-own-first = Debes ampliar uno de tus acueductos mientras alguno de ellos se pueda ampliar.
aqua-no-sight = No hay ningún maestro de obras en la línea de visión de { $workman }.
aqua-no-fit = Ninguna loseta de los maestros de obras que ve { $workman } encaja delante de él.
aqua-no-builder = No hay ningún maestro de obras en «{ $arg }».
aqua-no-not-seen = { $square } no está en la línea de visión de { $workman } (ve { $seen }).
aqua-no-builder-fit = Ninguna loseta del maestro de obras de { $square } encaja delante de { $workman }.
aqua-no-tile = «{ $arg }» no es una loseta con su orientación.
aqua-no-stock = No quedan losetas de { $type }.
aqua-no-offer = El maestro de obras de { $builder } solo da losetas de { $type }.
aqua-no-opening = En esa orientación la loseta no tiene abertura hacia { $workman }.
aqua-no-joins = Esa loseta uniría dos acueductos: ningún acueducto puede unir dos salidas.
aqua-no-tile-now = «{ $arg }» no es una loseta válida ahora.
aqua-no-column = «{ $arg }» no es una columna (de la A a la K).
aqua-no-column-room = La columna { $column } no tiene ninguna casilla donde pueda ir la loseta extra.
aqua-no-square = «{ $arg }» no es una casilla.
aqua-no-in-column = { $square } no está en la columna { $column }.
aqua-no-empty = { $square } no está vacía.
aqua-no-faced = El extremo de un acueducto apunta a { $square }: la loseta extra no puede ampliar ni tocar ningún acueducto.
aqua-no-extra-type = La loseta extra debe ser de { $type }.
aqua-no-yours = «{ $arg }» no es uno de tus obreros.
aqua-no-open = El acueducto de { $workman } no está abierto.
aqua-no-reserve = La reserva no tiene ningún maestro de obras de { $type }.
aqua-no-action = «{ $action }» no es una acción válida ahora.

## El tablero como texto (tabula play aqua-romana)

aqua-d-key = Maestros de obras: C curva, S recta, B puente, D doble curva, J comodín.
aqua-d-workmen = Obreros (acueductos abiertos; letra minúscula en el tablero = la casilla a la que apunta):
aqua-d-workman = {"  "}{ $workman }{ $pad } ({ $seat }) en { $square }, hacia { $facing }, { $length } de largo
aqua-d-podium = { $podium }: { $workmen }
aqua-d-then = { $first }; { $rest }
aqua-d-podiums = Podios: { $podiums }
aqua-d-none-taken = ninguno ocupado
aqua-d-empty = vacía
aqua-d-stock = { $type } { $count }
aqua-d-reserve = Reserva: { $reserve }   Losetas restantes: { $stock }
aqua-d-held-seat = { $seat }: { $types }
aqua-d-held = Por colocar antes de su turno: { $held }
aqua-d-scores = Puntuación: { $scores }
aqua-d-over = { $count ->
    [one] Fin de la partida. Gana { $winners }
   *[other] Fin de la partida. Empate: { $winners } comparten la victoria
}
aqua-d-to-play = Le toca a { $seat } (turno de { $current }): { $ask }.

## La mesa: botones, preguntas, líneas de los jugadores, el resumen privado

aqua-ui-over = La partida ha terminado.
aqua-ui-group-move = Nadie puede construir: avanza un maestro de obras…
aqua-ui-pick = { $kind ->
    [C] Curva
    [S] Recta
    [B] Puente
    [D] Doble curva
   *[J] Comodín
} · { $side ->
    [top] arriba
    [right] derecha
    [bottom] abajo
   *[left] izquierda
} ({ $squares })
aqua-ui-at = { $square } ({ $where })
aqua-ui-column = Columna { $column }
aqua-ui-square = Casilla { $square }
aqua-ui-types = { $types }
aqua-ui-colours = { $first }{ $joint ->
    [and] {" "}y{" "}
   *[slash] /
}{ $second }
aqua-ui-seen = { $type } { $square }
aqua-ui-sees = { $builders }
aqua-ui-no-builder = ningún maestro de obras
aqua-ui-a-tile = { $kind ->
    [C] una curva
    [S] una recta
    [B] un puente
   *[D] una doble curva
}
aqua-ui-any-tile = una loseta de cualquier tipo
aqua-ui-left = { $count } de { $type }
aqua-ui-ask-setup = **{ $player }**: coloca el maestro de obras { $number } de 12. Elige su tipo y el lado del camino (quedan: { $left }).
aqua-ui-ask-square = **{ $player }**: elige la casilla para { $builder } en el lado { $side ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} ({ $squares }, { $side ->
    [top] sobre las columnas
    [bottom] bajo las columnas
   *[other] junto a las filas
}).
aqua-ui-ask-place = **{ $player }**: antes de tu turno, coloca el maestro de obras de reserva que tomaste ({ $held }). Elige { $types ->
    [several] su tipo y el
   *[one] el
} lado del camino.
aqua-ui-ask-workman = **{ $player }**: elige el obrero cuyo acueducto amplías.
aqua-ui-ask-help = **{ $player }**: ninguno de tus obreros puede construir, así que debes ampliar el acueducto de otro jugador: elige el obrero.
aqua-ui-ask-builder = **{ $player }**: el acueducto de { $workman } mide { $length } y apunta a **{ $facing }** (marcada con un círculo). Elige el maestro de obras cuya loseta colocas allí (ve: { $sees }).
aqua-ui-ask-tile = **{ $player }**: con { $builder } de { $square }, coloca { $offer } en **{ $facing }** para { $workman }: elige hacia dónde lleva el agua (el norte está arriba).
aqua-ui-ask-move = **{ $player }**: ningún obrero del tablero puede construir. Elige un maestro de obras para avanzarlo a la siguiente casilla libre del camino (sin loseta de fuente por ello).
aqua-ui-fountain-column = elige su columna
aqua-ui-fountain-square = elige su casilla en la columna { $column } (marcada con un círculo)
aqua-ui-fountain-tile = elige cómo se coloca en **{ $square }** (marcada con un círculo)
aqua-ui-ask-fountain = **{ $player }**: el maestro de obras pasó por una fuente. Coloca una loseta extra, { $offer }, en una casilla a la que no apunte ningún extremo de acueducto: { $ask }.
aqua-ui-ask-close = **{ $player }**: en este turno no has cerrado ninguno de tus acueductos, así que puedes cerrar uno ahora (se puntúa en el acto y te da un maestro de obras de la reserva) o no cerrar ninguno.
aqua-ui-ask-claim = **{ $player }**: se ha cerrado tu acueducto: toma un maestro de obras de la reserva (lo colocas antes de tu próximo turno).
aqua-ui-ask-other = **{ $player }**, elige una acción.
aqua-ui-none = ninguno
aqua-ui-end = { $workman } { $length ->
    [0] {""}
   *[other] { $length } de largo{" "}
}→ { $facing }
aqua-ui-status = { $mark }**{ $player }** ({ $colours }): { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} · abiertos: { $open }{ $holds ->
    [yes] {" "}· por colocar: { $held }
   *[no] {""}
}
aqua-ui-summary = **Aqua Romana** — tu resumen, { $player } (juegas con { $colours }):
aqua-ui-points = Puntos hasta ahora: { $points }.
aqua-ui-open-line = { $workman }: abierto, { $length } de largo, { $length ->
    [0] en el depósito
   *[other] en { $square }
}, hacia { $facing }; ve: { $sees }
aqua-ui-bullet = • { $line }
aqua-ui-closed-line = • { $workman }: cerrado con { $length } de largo, { $scored ->
    [podium] en el podio { $podium }
    [none] sin podio (0 puntos)
   *[later] pendiente de puntuar
}
aqua-ui-to-place = Maestros de obras de reserva por colocar antes de tu turno: { $held }.
aqua-ui-your-move = Te toca.
# A tile and a voluntary close in one choice (cogs/aqua_romana/folds.py).
aqua-ui-water = { $kind ->
    [C] Curva
    [S] Recta
    [B] Puente
   *[D] Doble curva
}, el agua { $flow ->
    [on] sigue hacia el
   *[turns] gira al
} { $to ->
    [north] norte
    [east] este
    [south] sur
   *[west] oeste
}
aqua-ui-may-close = Ese mismo clic puede cerrar también uno de tus acueductos (puntúa enseguida y te da un constructor de la reserva): las opciones que dicen «cierra».
aqua-ui-lay-close = { $water }; cierra { $workman } ({ $length } de largo)
aqua-ui-extra-close = { $kind ->
    [C] Curva
    [S] Recta
    [B] Puente
   *[D] Doble curva
} ({ $shape }); cierra { $workman } ({ $length } de largo)

## El resumen de las reglas y la leyenda de las imágenes del tablero (/aquaromana rules)

aqua-ui-rules =
    {""}**Aqua Romana** — construye los acueductos más largos y sube a tus obreros a los podios más altos.
    El tablero tiene las casillas **A1–K8**; a su alrededor corre un camino de casillas **P0–P37** con una **fuente** en cada esquina. Los obreros de cada jugador (forma + letra: cuadrado rojo R, círculo amarillo Y, triángulo verde G, rombo azul B) empiezan en las salidas de su depósito.
    {""}**Preparación:** por turnos, los jugadores ponen los 12 maestros de obras (3 de curva, 3 de recta, 3 de puente, 3 de doble curva) en casillas del camino.
    {""}**Tu turno:**
    1. Coloca los maestros de obras de reserva que hayas tomado desde tu último turno.
    2. Elige uno de tus obreros que pueda construir. Mira a lo largo de su fila y su columna y ve hasta 4 maestros de obras; elige uno y coloca una loseta del tipo de ese maestro (el comodín: cualquier tipo) en la casilla a la que apunta el obrero (la flecha), girada para que el agua siga. Si puedes construir, debes hacerlo; si ninguno de tus obreros puede, construyes en el acueducto de otro jugador.
    3. El maestro de obras avanza en sentido horario hasta la siguiente casilla libre del camino. Si pasa por una fuente, colocas una loseta extra de su tipo en cualquier casilla a la que no apunte ningún extremo de acueducto.
    4. Un acueducto queda **cerrado** cuando su extremo apunta al borde del tablero, a una loseta sin abertura o a un depósito. Si en este turno no cerraste ninguno de los tuyos, puedes cerrar uno voluntariamente.
    5. Un acueducto cerrado puntúa su longitud (casillas recorridas): su obrero sube a ese podio, o al siguiente más bajo con sitio (los podios 3 y 7 admiten dos). Cada acueducto cerrado da a su dueño un maestro de obras de la reserva.
    Una loseta nunca puede unir dos salidas.
    {""}**Final:** tras una ronda entera sin losetas, o cuando no queda ningún obrero. Entonces se puntúan los acueductos abiertos, y los tres podios más altos ganan +4, +3 y +2. Gana quien tenga más puntos; los empatados comparten la victoria.

aqua-ui-legend =
    {""}**Cómo leer el tablero de Aqua Romana**
    • **A–K, 1–8**: las columnas y filas de las casillas; **P0–P37**: las casillas del camino, en el sentido de las agujas del reloj desde arriba a la izquierda; un círculo azul en una esquina es una **fuente**.
    • Maestros de obras en el camino: **C** curva, **S** recta, **B** puente, **D** doble curva, **J** (estrella) el comodín.
    • Obreros: **R** cuadrado rojo, **Y** círculo amarillo, **G** triángulo verde, **B** rombo azul; **R2** es el obrero 2 del rojo, y la flecha señala la casilla donde irá su próxima loseta. Una barra oscura en el extremo suelto de un acueducto: cerrado (por su dueño, el borde del tablero o una loseta), terminado.
    • Marcado en magenta: aquello de lo que trata la decisión (la casilla donde se construye; al elegir un maestro de obras, la casilla del propio obrero, desde la que mira a lo largo de su fila y su columna, y los maestros que ve).
    • **Podios 1–20**: un obrero ahí puntuó esos puntos; **x2**: los podios 3 y 7 admiten dos.
    • **«impresa»**: las curvas impresas en las cuatro esquinas del tablero.
    • Puntuación: **«3 abiertos»**: acueductos aún abiertos; **«por colocar: puente»**: un maestro de obras de reserva tomado, que se coloca al principio del siguiente turno de ese jugador. En la imagen para el chat, **rojo1→B3 (4)**: la próxima loseta de rojo1 va en B3 y su acueducto mide 4 por ahora (las filas de los jugadores cuyos obreros no nombra ningún botón lo escriben **R1→B3 (4)**, como su distintivo en el tablero); **podios 7+3**, al final: dónde están los obreros de ese jugador.
