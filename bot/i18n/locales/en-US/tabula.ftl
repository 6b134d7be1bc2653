# /tabula's answers (cogs/tabula.py). $settings is the sentence of table-settings.

tabula-settings-changed = This server's new tables now have: { $settings }
tabula-settings-shown = New tables here have: { $settings }
tabula-no-tables = You sit at no table in this server.
# One line of /tabula games. $since and $until are Discord timestamps, or "none".
tabula-games-lobby = • **{ $game }** #{ $table } in { $where }: waiting in the lobby
tabula-games-line = • **{ $game }** #{ $table } in { $where }: { $mine ->
    [yes] **your turn**
   *[no] { $who }'s turn
}{ $since ->
    [none] {""}
   *[other] {" "}since { $since }
}{ $until ->
    [none] {""}
   *[other] , time runs out { $until }
}
