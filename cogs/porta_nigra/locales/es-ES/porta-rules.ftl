# El resumen de las reglas de Porta Nigra y la leyenda de sus imágenes (/portanigra rules);
# las abreviaturas aparecen tal como se ven en las imágenes.

porta-ui-rules =
    {""}**Porta Nigra** — construye la Tréveris romana: **3 rondas con 2 jugadores, 2 rondas con 3-4**.
    En tu turno, **juega una carta** de tu mano (en tu MD o con el botón privado «Juega una carta») y usa tantos iconos como antorchas muestra, cada uno una vez (una ficha de antorcha da uno más):
    • **compra un ladrillo** en la tienda del barrio donde está tu maestro de obras; solo avanza en el sentido de las agujas del reloj, 1 sestercio por frontera cruzada (la tienda blanca está en todos los barrios);
    • **construye** un elemento en un sitio libre con exactamente los ladrillos que pide (el blanco sustituye a cualquier color) y uno de tus romanos encima: ganas los PV del sitio, tomas la carta de construcción correspondiente si está a la vista, y cada 3.er ladrillo tuyo en ese edificio te da la recompensa de su maestro de obras;
    • **toma sestercios**, una **ficha de antorcha** o una **ficha de influencia**.
    Puedes renunciar a una acción (o devolver una ficha de antorcha) por 1 sestercio. Con influencia compras una **carta de honor** por turno, romanos (1 cada uno) y construcciones extra (2).
    {""}**Puntuación intermedia**: tras la ronda 1 (y la 2 con 2 jugadores), cada jugador cuenta los ladrillos de sus elementos en el tablero, ×2 con 3-4 jugadores (×1 con 2), y reparte ese número libremente entre PV y sestercios. Después, el jugador con menos PV elige quién empieza la siguiente ronda.
    La partida también termina antes cuando se agotan la reserva y el mercado de ladrillos o alguien coloca su 15.º elemento: ese jugador gana 5 PV y los demás juegan un turno más.
    {""}**Puntuación final**: series de cartas de construcción (1-4 edificios distintos: 2/6/12/20 PV), cartas de puntuación final, 1 PV por cada romano, antorcha, ficha de influencia, ladrillo sobrante y 3 sestercios, y luego las mayorías: cada fila de la Basílica y del Anfiteatro, la Muralla y cada nivel 3-8 de la Porta Nigra. Gana quien tenga más PV; los empates comparten la victoria.

porta-ui-legend =
    {""}**Leer las imágenes de Porta Nigra**
    • **N Az R Am B**: ladrillos negros, azules, rojos, amarillos, blancos. **«3 N»** en un sitio: pide justo 3 negros; **«3-8 N»**: sitio de la Porta Nigra de 3 a 8 negros, **«1/ladrillo»** PV por ladrillo.
    • **«×3»** junto a una tienda: sus ladrillos. **«1Az»** en un sitio construido: su elemento, 1 azul de alto, con el número de su dueño; debajo, sus PV.
    • **«12/6»** junto a una fila, **«Mayoría 20/10 PV»**: PV por más / segundos más ladrillos ahí.
    • **«Niveles 3:4/2 4:6/3 …»**: en cada nivel 3-8 de la Porta Nigra, PV por más / segundos más elementos de al menos esa altura.
    • **«cada 3 ladrillos: …»**: recompensa del maestro de obras del edificio.
    • **BA AN MU PN**: Basílica, Anfiteatro, Muralla, Porta Nigra (cartas y barrios).
    • Cartas de honor: en el círculo, su coste en influencia. **«4 PV ahora»**; **«+2 romanos»**, **«+6 sestercios»**, **«+2 antorchas»**: se toman ya; **«+1 elemento»**: construcción extra ahora; **«PN +1 ladrillo»**: un ladrillo sobre tu elemento de la Porta Nigra; **«carta BA»**: vale por carta de la Basílica; **«30* 4 edif.»**: 30 PV al final por 4 cartas de construcción distintas; **«42* −30»**, **«56* −42»**: 42 o 56 PV al final por tu carta de 30 o 42 PV.
    • **I II III**: las rondas; resaltada, la actual.
    • **J1 J2 J3 J4** (y discos): los jugadores por orden de turno. **«ir aquí: 2 sest.»**: lo que paga el maestro de obras por ir ahí en sentido horario (flechas). **«recompensa a 3/6/9»**: ladrillos de cada jugador en ese edificio. **«lidera»**, **«mayorías»**: quién tiene cada mayoría (**«J1=J2»**: empate; **«–»**: nadie).
    • Imagen del chat: sitio libre: número, ladrillos que pide (cifra y bloque de su color), PV; en su color si quien juega puede construir ahí. Construido: disco del dueño, altura. Tabla: **sest.** sestercios, **ant.** antorchas, **infl.** influencia, **rom.** romanos; **construidos (3/6/9)**: ladrillos por edificio (recompensas a 3, 6, 9); ficha de honor: cartas iguales, efecto, (coste).
