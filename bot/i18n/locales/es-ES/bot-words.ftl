# Las palabras propias del bot fuera de los mensajes del servicio: los nombres de los jugadores
# del ordenador y los menús que reúnen todas las acciones cuando no caben como botones.

# El nombre de un asiento del ordenador para todos los lectores de su mesa; $level es el nivel
# guardado (easy, normal, hard, random, o uno que Tabula ya no ofrece, tal como se guardó).
bot-ai-name = Ordenador { $number } ({ $level ->
    [easy] fácil
    [normal] normal
    [hard] difícil
    [random] aleatorio
   *[other] { $level }
})

# Alguien a quien Discord ya no conoce (una cuenta borrada), por su id de usuario.
bot-unknown-player = Jugador desconocido ({ $id })

# Un asiento sin nombre de persona (el del terminal, el de una partida simulada), por su
# número desde 1; la palabra de los reglamentos.
bot-seat-name = Jugador { $number }

bot-choose-action = Elige una acción
bot-choice-then = { $first } · { $then }
# La página de un menú cuando las opciones ocupan varios menús de 25.
bot-menu-page = { $title } ({ $page }/{ $pages })

# Los textos por defecto de un juego en Discord, si el juego no da los suyos.
bot-choose-privately = Elegir en privado
bot-player-chooses = { $player }, elige una acción.

# Se dice una vez en el canal de la mesa si el bot no puede publicar allí el tablero.
bot-missing-permissions = Me falta un permiso en este canal (necesito enviar mensajes, insertar enlaces, adjuntar archivos y leer el historial), así que no puedo mostrar el tablero. La partida está guardada: continúa en cuanto un moderador lo arregle.
