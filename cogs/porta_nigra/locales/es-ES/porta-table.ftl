# Porta Nigra en la mesa (cogs/porta_nigra/adapter.py): lo que se pide al jugador, las líneas
# de los jugadores, el resumen privado y los menús.

porta-ui-private-button = Juega una carta (tu mano se abre en privado)
porta-ui-group-play = Juega una carta…
porta-ui-group-icon = Usa una acción de la carta…
porta-ui-group-hon = Elige una carta de honor…
porta-ui-group-site = Elige el sitio…
porta-ui-group-shop = Compra un ladrillo…
porta-ui-group-brick = Toma un ladrillo…
porta-ui-group-top = Construye sobre un elemento de la Porta Nigra…
porta-ui-group-tens = Elige las decenas de PV…
porta-ui-group-vp = Elige los PV…
porta-ui-number = ¿Cuántos PV? El resto son sestercios
porta-ui-over = La partida ha terminado.

porta-ui-ask-builder = coloca por primera vez tu maestro de obras.
porta-ui-ask-card = juega una carta de tu mano (en privado).
porta-ui-ask-action = usa una acción de la carta jugada, o termina tu turno.
porta-ui-ask-honor = elige una carta de honor.
porta-ui-ask-building = elige el edificio en el que construyes.
porta-ui-ask-site = elige el sitio de construcción.
porta-ui-ask-height = elige a qué altura construyes.
porta-ui-ask-whites = elige qué ladrillos usas.
porta-ui-ask-shop = elige el ladrillo que compras.
porta-ui-ask-topper = elige el elemento de la Porta Nigra sobre el que construyes.
porta-ui-ask-wallbrick = elige el color del ladrillo de recompensa de la Muralla.
porta-ui-ask-interim = reparte tu puntuación de ladrillos entre sestercios y PV.
porta-ui-ask-start-player = elige quién empieza la siguiente ronda.
porta-ui-ask-other = elige.
porta-ui-prompt = **{ $player }**: { $ask }
    Ronda { $round } de { $rounds }.
porta-ui-prompt-card = **{ $player }**: { $ask }
    Carta jugada: **{ $card }** ({ $text })
    Ronda { $round } de { $rounds }.

porta-ui-status = { $mark }**{ $player }**: { $vp } PV, { $money ->
    [one] { $money } sestercio
   *[other] { $money } sestercios
}, { $bricks ->
    [one] { $bricks } ladrillo
   *[other] { $bricks } ladrillos
}, { $romans ->
    [one] { $romans } romano
   *[other] { $romans } romanos
}, { $torches ->
    [one] { $torches } antorcha
   *[other] { $torches } antorchas
}, { $influence } de influencia, { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
} en la mano

porta-ui-hand = **Porta Nigra** — tu mano, { $player }:
porta-ui-hand-card = • **{ $card }**: { $text }
porta-ui-hand-empty = • (no tienes cartas en la mano)
porta-ui-deck = Quedan en tu mazo: { $count } ({ $count ->
    [0] ninguna
   *[other] { $cards }
}; en orden desconocido)
porta-ui-you = Tú: { $vp } PV, { $money ->
    [one] { $money } sestercio
   *[other] { $money } sestercios
}, { $torches ->
    [one] { $torches } antorcha
   *[other] { $torches } antorchas
}, { $influence } de influencia, { $romans ->
    [one] { $romans } romano
   *[other] { $romans } romanos
}
porta-ui-your-turn = **Es tu turno: elige abajo la carta que juegas.**
