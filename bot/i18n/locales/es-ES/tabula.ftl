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
