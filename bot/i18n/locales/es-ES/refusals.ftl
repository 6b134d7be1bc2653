# Los rechazos del almacenamiento (bot/service/refusals.py los empareja con estas claves).

storage-no-table = No hay ninguna mesa n.º { $table }.
storage-started = La partida ya ha empezado.
storage-over = Esta partida ha terminado.
storage-aborted = Esta mesa se canceló.
storage-closed = Esta mesa se cerró.
storage-not-in-lobby = La mesa ya no espera jugadores.
storage-have-seat = Ya tienes un asiento en esta mesa.
storage-no-seat = No tienes asiento en esta mesa.
storage-seat-resigned = Este asiento se rindió: el ordenador lo juega hasta el final.
storage-not-your-seat = Solo quien ocupa este asiento puede rendirlo.
storage-you-resigned = Te rendiste en esta partida: no puedes ocupar otro asiento.
storage-hold-seat = Ya ocupas un asiento en esta mesa.
storage-not-your-turn = No es tu turno.
storage-undo-own-turn = Solo puedes deshacer durante tu propio turno.
storage-nothing-to-undo = No tienes ninguna acción que deshacer en este turno.
storage-undo-revealed = Tu última acción reveló información oculta (se robó o se mostró una carta), así que no se puede deshacer.
storage-undo-own-actions = Solo puedes deshacer tus propias acciones dentro de tu turno.
storage-stale = La partida ha avanzado desde que se mostró esto (otra acción llegó antes); aquí está el tablero actual.
storage-quarantined = La partida guardada de esta mesa no se puede leer; se ha avisado a un operador.
