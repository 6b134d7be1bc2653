## The table's page on the web (bot/web)

web-to-move = le toca
web-time-runs-out = ⏳ El tiempo se acaba: { $when }.
web-last-moves = Últimos movimientos
web-table-ended = Esta mesa ha terminado.
web-live = ● En directo: la página sigue cada movimiento.
web-not-live = La página ya no sigue la mesa: recárgala para ver el último movimiento.
web-not-found-title = No existe esa mesa
web-not-found = No hay ninguna mesa en esta dirección. Ábrela de nuevo con el botón «Abrir la mesa» bajo su tablero en Discord.
