## The table's page on the web (bot/web)

web-to-move = le toca
web-time-runs-out = ⏳ El tiempo se acaba: { $when }.
web-last-moves = Últimos movimientos
web-table-ended = Esta mesa ha terminado.
web-live = ● En directo: la página sigue cada movimiento.
web-not-live = La página ya no sigue la mesa: recárgala para ver el último movimiento.
web-not-found-title = No existe esa mesa
web-not-found = No hay ninguna mesa en esta dirección. Ábrela de nuevo con el botón 🌐 bajo su tablero en Discord.
web-table-button = 🌐 Mesa
web-play-in-browser = Jugar en el navegador
web-links-spectator = La página de la mesa sigue cada movimiento; cualquiera puede verla.
web-links-player = «Jugar en el navegador» abre tu propia página en esta mesa: tu mano y tus opciones para tocar. Actúa por ti durante 12 horas: no la compartas.
web-link-refused-title = Este enlace ya no funciona
web-link-refused = Este enlace ya no actúa por ti aquí (caducó o ya no ocupas el asiento). Pide uno nuevo con el botón 🌐 bajo el tablero de la mesa en Discord.
web-your-turn = Te toca
web-choose = ¿Cuál?
web-too-fast = Demasiados clics a la vez: espera un momento.
web-bad-request = La página envió algo que la mesa no entiende: recárgala.
