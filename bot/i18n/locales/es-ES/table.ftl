# Lo que dice el servicio de mesas: rechazos, confirmaciones y anuncios (bot/service/).
# $game es el título de un juego, $name / $host / $who el nombre de una persona, $command el
# nombre del grupo de comandos en el idioma del lector, $table el número de una mesa.

## Dónde cuenta un clic

table-elsewhere = Este botón es de una mesa de otro sitio; no ha cambiado nada.
table-button-invalid = Este botón ya no es válido.

## Abrir una mesa

table-open-in-server = Las mesas se abren en un canal de un servidor.
table-player-range = { $game } se juega con { $min } a { $max } jugadores.
table-ai-leaves-no-seat = Con { $ai } asientos del ordenador no queda ningún asiento para ti entre { $seats }.
table-no-ai-level = No hay ningún nivel del ordenador «{ $level }».
table-turn-limits = El tiempo por turno es uno de estos: sin límite, 10 minutos, 1 hora, 12 horas, 24 horas, 3 días.
table-at-timeout-choices = Cuando se acaba el tiempo, el ordenador juega el turno o se queda con el asiento.
table-too-many-lobbies = Ya tienes { $count } mesas abiertas en este servidor (como mucho { $most }): empieza o cancela una de ellas primero.
table-rematch-finished-only = La revancha es para una partida terminada.
table-rematch-players-only = Solo los jugadores de esta partida pueden pedir la revancha.

## La mesa antes de empezar

table-lobby-expired = Nadie empezó esta mesa a tiempo, así que se ha cerrado: abre una nueva.
table-lobby-closed = Esta mesa está cerrada.
table-lobby-full = La mesa está llena ({ $seats } asientos).
table-host-only = Solo el anfitrión, { $host }, puede hacerlo.

## Turnos

table-no-game-here-start = No hay ninguna partida de { $game } en este canal. Empieza una con `/{ $command } { cmd-game-new-name }`.
table-not-started = La partida aún no ha empezado: la mesa espera jugadores.
table-game-over = Esta partida ha terminado.
table-whose-turn = Es el turno de { $who }.
table-not-playing-whose-turn = No juegas en esta mesa. Es el turno de { $who }.
table-nobody = nadie
table-moved-on = El tablero ha cambiado; así está ahora la partida.
table-turn-ended-before = Tu turno terminó antes de ese paso.
table-undo-own-turn = Solo puedes deshacer durante tu propio turno.
table-no-game-here = Aquí no hay ninguna partida de { $game }.
table-abort-host-or-manager = Solo el anfitrión, { $host }, o alguien que gestione este canal puede cancelarla.
table-abort-host-only = Solo el anfitrión puede cancelar esta partida.
table-aborted-by = { $name } ha cancelado la mesa n.º { $table } ({ $game }).

## Asientos

table-not-playing = No juegas en esta mesa.
table-resigned-already = Ya te has rendido.
table-you-resigned = Te has rendido.
table-resigned-announce = { $name } se ha rendido: el ordenador juega su asiento hasta el final.
table-conceded-announce = { $name } se ha rendido: gana { $winner }.
table-computer-plays-already = El ordenador ya juega tu asiento; `/{ $command } { cmd-game-join-name }` te lo devuelve.
table-left-announce = { $name } se ha ido: el ordenador juega su asiento hasta que alguien lo ocupe con `/{ $command } { cmd-game-join-name }`.
table-computer-plays-now = Ahora el ordenador juega tu asiento; `/{ $command } { cmd-game-join-name }` te lo devuelve.
table-seat-resigned-yours = Te rendiste en este asiento: el ordenador lo juega hasta el final.
table-seated-already = Ya tienes un asiento en esta mesa.
table-no-free-seat = No hay ningún asiento libre en esta mesa: están todos los jugadores.
table-seat-taken = Ese asiento ya no está libre.
table-back-announce = { $name } ha vuelto y juega de nuevo su asiento.
table-takes-over-announce = { $name } ocupa el asiento de { $seat }.
table-seat-yours = El asiento es tuyo.
table-host-decides = Solo el anfitrión decide quién ocupa un asiento.
table-host-or-manager = Solo el anfitrión, { $host }, o alguien que gestione este canal puede hacerlo.
table-player-has-no-seat = Ese jugador no tiene asiento en esta mesa.
table-seat-was-resigned = Ese asiento se rindió: el ordenador lo juega hasta el final.
table-holds-seat-already = { $name } ya tiene un asiento en esta mesa.
table-handed-announce = { $name } ha pasado el asiento de { $old } a { $new }.
table-seat-now-of = Ahora el asiento es de { $name }.

## Tiempo agotado

table-timeout-takes-seat = Se acabó el tiempo de { $who }: el ordenador se queda con el asiento. `/{ $command } { cmd-game-join-name }` se lo devuelve.
table-timeout-played = Se acabó el tiempo de { $who }: el ordenador ha jugado el turno.

## Pistas

table-hints-off-rated = En esta mesa no hay pistas: se abrió como partida puntuable.
table-hint-on-your-turn = Las pistas son para el jugador al que le toca, en su turno.
table-no-hint-player = { $game } no tiene un jugador del ordenador lo bastante fuerte para dar pistas.

## Historial

table-no-game-in-channel-name-one = No hay ninguna partida de { $game } en este canal: indica el número de la mesa (está en sus tableros).
table-no-such-table = Aquí no hay ninguna mesa n.º { $table } de { $game }.
table-no-log-yet = Esta mesa aún no ha empezado: no hay registro.
table-not-started-yet = Esta mesa aún no ha empezado.
table-move-range = La mesa n.º { $table } tiene los movimientos 0 a { $moves }.

## Ajustes del servidor y recordatorios

table-settings-in-server = Los ajustes son de un servidor: usa este comando en uno.
table-settings-moderators = Solo un moderador (Gestionar servidor) puede cambiar los ajustes de este servidor.
table-settings = Tiempo por turno: **{ $limit }**; cuando se acaba el tiempo, **{ $timeout }**; jugadores del ordenador: **{ $level }**.
table-notify-on = Recibirás un mensaje directo cuando tu turno te espere y se te acabe el tiempo.
table-notify-off = No más recordatorios por mensaje directo; en su lugar, un recordatorio te menciona en el canal de la mesa.

## Las palabras del reloj y de los jugadores del ordenador

# a list's last two joined (bot/i18n/words.py joined)
words-and = { $first } y { $last }

# how many players a game or a table takes (bot/i18n/words.py players_text)
players-exactly = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
players-between = { $min }–{ $max } jugadores
table-limit-none = Sin límite
table-limit-10 = 10 minutos
table-limit-60 = 1 hora
table-limit-720 = 12 horas
table-limit-1440 = 24 horas
table-limit-4320 = 3 días
table-limit-minutes = { $minutes } min
table-timeout-play = el ordenador juega ese turno
table-timeout-take = el ordenador se queda con el asiento
table-level-easy = Fácil
table-level-easy-about = juega con sensatez pero comete errores
table-level-normal = Normal
table-level-normal-about = sopesa cada opción un paso por delante
table-level-hard = Difícil
table-level-hard-about = calcula por delante; hasta 1,5 s por jugada
table-level-random = Aleatorio
table-level-random-about = cualquier jugada legal: para probar una mesa

## La pista: $action es el nombre del movimiento según el motor (de momento en inglés), $why
## el motivo, $gain puntos de victoria con un decimal

table-hint = **{ $action }** — { $why ->
    [only] es la única opción.
    [search] la búsqueda del ordenador la prefiere.
    [gain] te deja { $gain } PV mejor situado que tu siguiente mejor opción.
   *[even] la búsqueda la prefiere; a primera vista es tan buena como tus otras mejores opciones.
}

## El registro de la partida (/<juego> registro): $told es lo que hizo el movimiento, con las
## palabras del motor; $round el número de la ronda, o "none" en un juego sin rondas

table-log-head = { $game } · mesa n.º { $table } · { $players }
table-log-move = { $number }. ({ $round ->
    [none] {""}
   *[other] ronda { $round },{" "}
}{ $who }) { $told }
table-log-over = Fin de la partida. { $count ->
    [one] Ganador: { $winners }.
   *[other] Empate: { $winners } comparten la victoria.
}

# the language a person reads (/tabula language) and a table speaks (issue 21)
language-en-US = inglés
language-hu = húngaro
language-es-ES = español
table-no-language = Tabula no habla «{ $language }»: elige inglés, húngaro o español.
