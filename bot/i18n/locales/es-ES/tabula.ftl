# Las respuestas de /tabula (cogs/tabula.py). $settings es la frase de table-settings.

tabula-settings-changed = Las mesas nuevas de este servidor tienen ahora: { $settings }
tabula-settings-shown = Las mesas nuevas de aquí tienen: { $settings }
tabula-no-tables = No juegas en ninguna mesa de este servidor.
# Una línea de /tabula mis_mesas. $since y $until son marcas de tiempo de Discord, o "none".
tabula-games-lobby = • **{ $game }** n.º { $table } en { $where }: esperando jugadores
tabula-games-line = • **{ $game }** n.º { $table } en { $where }: { $mine ->
    [yes] **te toca**
   *[no] le toca a { $who }
}{ $since ->
    [none] {""}
   *[other] {" "}desde { $since }
}{ $until ->
    [none] {""}
   *[other] , el tiempo se acaba { $until }
}

## /tabula ayuda: $command es el grupo de comandos de un juego; los nombres de los comandos,
## como los muestra el Discord del lector

tabula-help-intro = **Tabula** organiza juegos de mesa de constructores romanos en este servidor.
tabula-help-game = **{ $game }** ({ $players }): `/{ $command }`
tabula-help-game-commands = Comandos de cada juego (p. ej. `/{ $command }`):
tabula-help-that-game = ese juego
tabula-help-play = Los jugadores pulsan los botones bajo el tablero; el resto del canal puede mirar. Cada mesa tiene un tiempo por turno: los recordatorios llegan por mensaje directo y, al agotarse, el ordenador juega por ti. Con `/tabula { cmd-tabula-language-name }` eliges el idioma en que Tabula te responde.

# the language a person reads (/tabula language) and a table speaks (issue 21)
tabula-language-set = A partir de ahora, Tabula te responde en { $language }.
tabula-language-cleared = Tabula vuelve a responderte en el idioma de tu Discord.
