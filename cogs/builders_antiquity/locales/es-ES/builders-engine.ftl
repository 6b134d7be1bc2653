# El motor y la mesa de Los Constructores: Antigüedad: las opciones (botones, menús), los
# sucesos, los rechazos, la mesa en texto del terminal (rules/builders_antiquity), y el aviso de
# turno, las líneas de los jugadores, el resumen, los menús y las reglas
# (cogs/builders_antiquity/adapter.py). Los términos, los de game-builders.ftl. PV: puntos de
# victoria. El artículo de cada carta (el, la, los) se elige por su id ($card).

## Nombres y expresiones breves

builders-w-nothing = nada
builders-w-none = ninguna
builders-w-you = Tú
builders-w-slave = Esclavo
builders-w-freed-slave = Esclavo liberado
builders-w-list = { $list }
builders-w-semicolon = { $first }; { $rest }
builders-w-spaced-1 = { $a }
builders-w-spaced-2 = { $a } { $b }
builders-w-spaced-3 = { $a } { $b } { $c }
builders-w-spaced-4 = { $a } { $b } { $c } { $d }
builders-w-short = { $count } { $resource ->
    [stone] pie.
    [wood] mad.
    [architecture] arq.
   *[decoration] dec.
}
builders-w-the-building = { $card ->
    [armory] la
    [house] la
    [tower_of_babel] la
    [quarry] la
    [noble_house] la
    [fortress] la
    [pyramid] la
    [sphinx] la
    [school_of_philosophy] la
    [rural_house] la
    [urban_house] la
    [machine_saw] la
    [machine_architects_table] la
    [hanging_gardens] los
   *[other] el
} { $building }
builders-w-the-tool = { $card ->
    [tool_saw] la
    [tool_square] la
   *[other] el
} { $tool }
# Como complemento directo («contrató a un Aprendiz»): las máquinas, con su artículo.
builders-w-a-member = { $sort ->
    [machine_saw] la
    [machine_architects_table] la
    [machine_scaffolding] el
    [machine_hoist] el
   *[other] a un
} { $name }
builders-w-twin = { $name } #{ $number }
builders-w-cost = { $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
}{ $coins ->
    [0] {""}
   *[other] , pagas { $coins }
}

## Opciones

builders-w-start = Empezar: { $building } – cobras { $coins }, { $vp } PV ({ $cost })
builders-w-start-machine = Empezar: { $building } – máquina de { $made }, { $vp } PV ({ $cost })
builders-w-hire = Contratar { $worker }: { $made }, sueldo { $wage } ({ $cost })
builders-w-free = Liberar al esclavo que produce { $made } ({ $cost })
builders-w-send = Poner a trabajar: { $member } ({ $made }, sueldo { $wage })
builders-w-take-money = Cobrar { $money } ({ $cost })
builders-w-buy-slave = Comprar un esclavo: { $made } ({ $cost })
builders-w-buy-tool = Comprar { $card ->
    [tool_saw] la
    [tool_square] la
   *[other] el
} { $tool }: +{ $made } ({ $cost })
builders-w-loan = Pedir un préstamo: cobras { $gain }, devuelves { $repay } al final ({ $cost })
builders-w-educate = Formar a un obrero: { $made } ({ $cost })
builders-w-site = { $building }: faltan { $needs } ({ $cost })
builders-w-tool = Con { $card ->
    [tool_saw] la
    [tool_square] la
   *[other] el
} { $tool } (+{ $made })
builders-w-no-tool = Sin herramienta
builders-w-worker = { $member } ({ $made })

## Sucesos (delante, el nombre del jugador)

builders-ev-paying = { $said } (pagando { $coins } sestercios por acciones extra)
builders-ev-took-money = cobró { $money }
builders-ev-started = empezó a construir { $building }
builders-ev-hired = contrató { $worker }
builders-ev-freed = liberó a un esclavo
builders-ev-bought-slave = compró un esclavo por { $cost } sestercios
builders-ev-bought-tool = compró { $tool } por { $cost } sestercios
builders-ev-loan = pidió un préstamo de { $gain } sestercios
builders-ev-sent = puso a trabajar { $worker } en { $building } ({ $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
}, sueldo { $wage })
builders-ev-sent-tool = puso a trabajar { $worker } con { $tool } en { $building } ({ $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
}, sueldo { $wage })
builders-ev-finished = terminó { $building }: { $coins } sestercios y { $vp } PV
builders-ev-finished-machine = terminó { $building }: { $vp } PV y una máquina nueva
builders-ev-educated = formó { $worker } para producir { $made } por { $cost } sestercios
builders-ev-ended = terminó su turno
builders-ev-reached = llegó a { $vp } PV: esta ronda es la última
builders-ev-stalled = Nadie ha terminado un edificio en { $rounds } rondas: la mesa no puede avanzar, así que la partida se detiene aquí (una parada de seguridad, no el final del reglamento a los { $vp } PV).

## Rechazos

builders-no-action-first = Elige primero una acción.
builders-no-invested = Ya has hecho la inversión de este turno (una por turno).
builders-no-unknown-card = No existe { $kind ->
    [building] el edificio
   *[worker] el obrero
} «{ $card }».
builders-no-not-on-offer = { $kind ->
    [building] Ese edificio
   *[worker] Ese obrero
} no está en oferta.
builders-no-slave-sold = Ese esclavo no está a la venta.
builders-no-tool-sold = Esa herramienta no está a la venta.
builders-no-loans = No quedan préstamos.
builders-no-university = Esa carta de universidad no está disponible.
builders-no-educable = No tienes ningún obrero disponible al que se pueda formar.
builders-no-such-slave = No tienes ese esclavo.
builders-no-slave-busy = Solo se puede liberar a un esclavo que no esté trabajando en un edificio.
builders-no-such-worker = No tienes ese obrero.
builders-no-busy = Esa carta ({ $member }) ya está trabajando en { $building } hasta que se termine.
builders-no-sites = No tienes ningún edificio en construcción: empieza uno primero.
builders-no-unknown-action = «{ $action }» no es una acción de Los Constructores.
builders-no-tool-kind = { $kind ->
    [machine] Una máquina
   *[slave] Un esclavo
} no puede usar herramientas.
builders-no-building-first = Elige primero el edificio y después la herramienta.
builders-no-choose-building = Elige el edificio al que envías esta carta: { $member }.
builders-no-not-your-site = Ese no es uno de tus edificios en construcción.
builders-no-choose-tool = Elige la herramienta con la que va el obrero, o ninguna.
builders-no-own-tool = No tienes esa herramienta.
builders-no-tool-in-use = Esa herramienta ya se está usando en otro edificio.
builders-no-choose-worker = Elige el obrero al que vas a formar.
builders-no-educate-slave = A un esclavo no se le puede formar: libéralo primero.
builders-no-educate-machine = Una máquina no se puede formar.
builders-no-educated = Ese obrero ya ha recibido formación (una vez por obrero).
builders-no-educate-busy = Esa carta ({ $member }) está trabajando en { $building }; solo se puede formar a un obrero disponible.
builders-no-money = No tienes sestercios suficientes: necesitas { $need } ({ $parts }) y tienes { $have }.
builders-no-price = { $money } por { $what ->
    [slave] el esclavo
    [tool] la herramienta
    [university] la universidad
   *[wage] el sueldo
}
builders-no-extra = { $money } por { $extra ->
    [one] { $extra } acción extra
   *[other] { $extra } acciones extra
} ({ $left ->
    [one] te queda { $left } gratuita
   *[other] te quedan { $left } gratuitas
})

## La mesa en texto (el terminal; las líneas de un jugador en su resumen privado)

builders-d-over = { $game }: la partida ha terminado tras la ronda { $round }.
builders-d-stalled = Detenida por la parada de seguridad: no se terminó nada en { $rounds } rondas.
builders-d-turn = { $game }: ronda { $round }, juega { $seat } ({ $actions ->
    [one] { $actions } acción gratuita
   *[other] { $actions } acciones gratuitas
}, { $invested ->
    [yes] inversión hecha
   *[no] inversión pendiente
})
builders-d-last-round = Alguien tiene { $vp } PV: esta es la última ronda.
builders-d-buildings = Edificios en oferta (quedan { $count } en el mazo):
builders-d-buildings-top = Edificios en oferta (quedan { $count } en el mazo; encima, boca arriba, { $building }):
builders-d-building = {"  "}{ $building }: necesita { $needs }; { $coins } sestercios, { $vp } PV
builders-d-machine = {"  "}{ $building }: necesita { $needs }; máquina que produce { $made }, { $vp } PV
builders-d-workers = Obreros para contratar (quedan { $count } en el mazo):
builders-d-worker = {"  "}{ $worker }: { $made }; sueldo { $wage }
builders-d-investments = Inversiones: { $slaves ->
    [one] { $slaves } esclavo
   *[other] { $slaves } esclavos
}, herramientas: { $tools }, { $loans ->
    [one] { $loans } préstamo
   *[other] { $loans } préstamos
}, universidades: { $universities }
builders-d-player = { $who }{ $start ->
    [yes] {" "}(jugador inicial)
   *[no] {""}
}: { $money }, { $vp } PV
builders-d-player-more = { $who }{ $start ->
    [yes] {" "}(jugador inicial)
   *[no] {""}
}: { $money }, { $vp } PV; { $more }
builders-d-tools = herramientas: { $list }
builders-d-loans = { $count ->
    [one] { $count } préstamo
   *[other] { $count } préstamos
}
builders-d-site = {"  "}en construcción: { $building }, aún necesita { $missing }
builders-d-site-crew = {"  "}en construcción: { $building }, aún necesita { $missing } (trabajando: { $crew })
builders-d-with-tool = { $member } con { $card ->
    [tool_saw] la
    [tool_square] la
   *[other] el
} { $tool }
builders-d-available = {"  "}disponibles: { $members }
builders-d-idle = { $member } ({ $made }, sueldo { $wage })
builders-d-finished = {"  "}terminados: { $list }

## En la mesa (cogs/builders_antiquity/adapter.py)

builders-ui-group-start = Empezar un edificio…
builders-ui-group-hire = Contratar un obrero…
builders-ui-group-invest = Hacer la inversión de este turno…
builders-ui-group-send = Poner a trabajar a un obrero en uno de tus edificios…
builders-ui-group-free = Liberar a un esclavo…
builders-ui-group-site = Elige el edificio…
builders-ui-ask-site = elige el edificio al que envías al obrero.
builders-ui-ask-tool = elige una herramienta para el obrero, o ninguna.
builders-ui-ask-educate = elige el obrero al que vas a formar.
builders-ui-confirm-money = Cobrar { $gain } pagando { $pay } por { $extra ->
    [one] la acción extra
   *[other] las { $extra } acciones extra
}: { $way ->
    [less] acabas con { $change } menos que ahora.
    [more] acabas con solo { $change } más que ahora.
   *[same] acabas sin más dinero que ahora.
} ¿Cobrar el dinero?
builders-ui-confirm-start = ¿Empezar { $building }? Se roba un edificio nuevo para reponer la oferta, y deshacer no puede devolverlo.
builders-ui-prompt-step = **{ $player }**: { $ask }
builders-ui-prompt = Juega **{ $player }**: { $actions ->
    [0] no quedan acciones gratuitas
    [one] queda { $actions } acción gratuita
   *[other] quedan { $actions } acciones gratuitas
}, { $invested ->
    [yes] inversión hecha
   *[no] inversión pendiente
}.{ $last ->
    [yes] {" "}**¡Última ronda!**
   *[no] {""}
}
builders-ui-status = { $mark }**{ $player }**{ $start ->
    [yes] {" "}(jugador inicial)
   *[no] {""}
}: { $vp } PV, { $money ->
    [one] { $money } sestercio
   *[other] { $money } sestercios
}, { $sites } en construcción, { $crew } en el equipo
builders-ui-summary = **Los Constructores: Antigüedad** — tu resumen, { $player }:

## El resumen de las reglas y la leyenda de las imágenes (/builders rules)

builders-ui-rules =
    {""}**Los Constructores: Antigüedad** — consigue más puntos de victoria que nadie, sobre todo con edificios terminados. Los 17 PV solo terminan la partida: gana la puntuación final más alta, así que el primero en llegar a 17 puede perder.
    En tu turno tienes **3 acciones gratuitas**; cada acción extra cuesta **5 sestercios**.
    • **Empezar un edificio** (1 acción): toma uno de los cinco en oferta.
    • **Contratar un obrero** (1 acción, sin coste en dinero).
    • **Poner a trabajar a un obrero** en uno de tus edificios: paga su sueldo cada vez. Cuesta 1 acción; un 2.º obrero enviado al mismo edificio en el mismo turno cuesta 2, un 3.º, 3. Un edificio se termina cuando sus obreros cubren todos los recursos que necesita: cobras sus sestercios y sus PV, y los obreros (con sus herramientas) vuelven contigo. Antes de eso no pueden dejar el edificio.
    • Las **máquinas** se construyen como los edificios (PV, sin sestercios) y luego trabajan para ti sin sueldo.
    • **Invertir** una vez por turno (1 acción): un esclavo (7; sin sueldo ni herramienta, −1 PV al final si no lo liberas), una herramienta (2; +1 de un recurso para el obrero que la lleva, se queda contigo), un préstamo (cobras 10 ahora y devuelves 15 al final, o −2 PV) o una universidad (7; un obrero disponible produce 3 de un recurso).
    • **Tomar sestercios**: 1 acción → 1, 2 acciones → 3, 3 acciones → 6.
    • **Liberar a un esclavo** que no esté en un edificio: 1 acción (al final: 5 sestercios).
    Cuando alguien termina su turno con 17 PV de edificios y máquinas, se acaba la ronda para que todos hayan jugado los mismos turnos. Al final se liberan los esclavos y se devuelven los préstamos hasta donde llegue el dinero. Puntuación: PV − 1 por esclavo − 2 por préstamo sin devolver + 0,1 por sestercio. Los empates comparten la victoria.

builders-ui-legend =
    {""}**Cómo leer el tablero y los botones de Los Constructores**
    • **P M A D** (y en los botones **pie. mad. arq. dec.**): piedra, madera, arquitectura, decoración.
    • Una moneda son sestercios; **PV**, puntos de victoria. **«pagas 5»**: lo que te cuesta la opción; **«cobras 14»**: lo que te da.
    • Un edificio en construcción: **«1/3»** por recurso, producido hasta ahora / necesario; su equipo aparece con lo que produce cada uno (**«Aprendiz P1 A1 D3»**), **«+Pincel»** una herramienta que lleva; **«siguiente obrero: 2 acciones»**: lo que cuesta este turno el próximo obrero enviado allí.
    • **«sueldo 4»**: se paga cada vez que se envía a ese obrero; en un esclavo, **«sin sueldo»**.
    • **«Oficial #5»**, **«#6»**: dos cartas de Oficial impresas iguales, que se distinguen por su número.
    • **MÁQUINA**: un edificio que se une a tu equipo una vez terminado; **«produce D3»**: lo que produce.
    • La imagen del turno: **«P2»** necesita o produce 2 piedras; en un edificio tuyo, **«necesita P2»**: faltan 2 piedras; **«Aprendiz +2»**: dos más en ese edificio; **«ses.»** sestercios; el último edificio, en gris, es la carta de encima del mazo boca arriba: a la vista, no a la venta.
