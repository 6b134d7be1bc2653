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

## /tabula help: $command is a game's command group, $players how many play it; the commands' names as the reader's
## Discord shows them

tabula-help-intro = **Tabula** hosts Roman builder board games in this server.
tabula-help-game = **{ $game }** ({ $players }): `/{ $command }`
tabula-help-game-commands = Each game's commands (e.g. `/{ $command }`):
tabula-help-that-game = that game
tabula-help-play = Players click the buttons under the board message; everyone else in the channel can watch. Each table has a time per turn: reminders come by DM, and at the limit the computer moves for you. `/tabula { cmd-tabula-language-name }` chooses the language Tabula answers you in.

# the language a person reads (/tabula language) and a table speaks (issue 21)
tabula-language-set = From now on Tabula answers you in { $language }.
tabula-language-cleared = Tabula answers you in your Discord's language again.
