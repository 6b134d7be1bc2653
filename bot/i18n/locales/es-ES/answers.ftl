# Las respuestas propias de la capa de Discord (bot/router.py y los gestores): notas privadas,
# la pregunta de cancelar, la petición de asiento al anfitrión. $table es el número de una mesa,
# $game el título de un juego, $name el nombre de una persona. Botones: 80 caracteres como
# mucho; título de ventana y etiqueta de campo: 45.

## Fallos

answer-could-not-save = No se pudo guardar: no ha cambiado nada. Vuelve a intentarlo dentro de un momento.
answer-went-wrong = Algo ha fallado; la mesa no ha cambiado (ref. { $ref }).
answer-bad-option = «{ $value }» no es un valor que acepte este comando; no ha cambiado nada.
answer-bad-option-named = La opción «{ $option }» no acepta «{ $value }»; no ha cambiado nada.

## Números escritos

answer-no-number = Ahora no hay ningún número que escribir.
answer-number-label = Un número entero de { $low } a { $high }
answer-use-newest-board = El tablero ha cambiado: usa el mensaje de tablero más reciente.
answer-type-number = Escribe un número entero de { $low } a { $high }.

## Comandos durante la partida

answer-undone = Se ha deshecho tu última acción.
answer-abort-yes = Cancelar la partida
answer-abort-no = Seguir jugando
answer-abort-question = ¿Cancelar la mesa n.º { $table } ({ $game })? No se podrá reanudar.
answer-game-goes-on = La partida continúa.
answer-confirm = Confirmar
answer-cancel = Cancelar
answer-cancelled = Cancelado: no se ha jugado nada.
answer-game-aborted = Se ha cancelado la partida.

## Dónde se juega una mesa nueva

answer-no-thread = No he podido abrir un hilo aquí, así que esta mesa se juega en este canal.
answer-in-a-thread = Esta mesa se juega aquí mismo, en este hilo.
answer-no-thread-permission = Aquí no puedo crear hilos (Crear hilos públicos y Enviar mensajes en hilos), así que esta mesa se juega en este canal.

## Asientos

answer-seat-to-person = Un asiento es para una persona; los jugadores del ordenador se sientan antes de empezar.
answer-let-in = Dejar entrar a { $name }
answer-refuse = Rechazar
answer-join-request = { $host }, { $name } pide ocupar el asiento de { $seat } (ahora lo juega el ordenador) en la mesa n.º { $table }.
answer-host-asked = Se lo hemos preguntado al anfitrión; pronto tendrás noticias de la mesa.
answer-host-kept-seat = Por ahora el anfitrión se queda con el asiento; { $name } no ha entrado.
answer-takes-seat = { $name } ocupa el asiento.

## Mensajes directos y recordatorios

answer-seat-released = Tu asiento en la mesa n.º { $table } ({ $game }) ya no es tuyo: ahora lo ocupa otra persona.
answer-dms-closed = { $player }, no puedo enviarte mensajes directos, así que tu resumen se queda aquí: usa `/{ $command } { cmd-game-hand-name }` para verlo en privado. La partida continúa.
answer-hand-in-dm = Tu mano está en tus mensajes directos, con los botones para jugar una carta: { $url }

## Historial y repeticiones

answer-log = El registro de la mesa n.º { $table }: { $moves } movimientos.
answer-no-finished-game = Todavía no ha terminado ninguna partida de { $game } en este canal.
answer-not-finished-here = La mesa n.º { $table } no es una partida terminada de { $game } en este servidor.
answer-replay-too-large = La mesa n.º { $table } tiene demasiados turnos para una repetición de menos de 10 MB.
answer-replay = Repetición de { $game }, mesa n.º { $table }: { $frames ->
    [one] { $frames } turno
   *[other] { $frames } turnos
}.
answer-reminder = Te toca en { $place } — { $game }, mesa n.º { $table }. El tiempo se acaba { $when }.
answer-reminder-board = El tablero: { $url }
answer-reminder-ping = { $player }, tu turno te espera en la mesa n.º { $table }: el tiempo se acaba { $when }.
