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

## /tabula help: $command is a game's command group, the commands' names as the reader's
## Discord shows them

tabula-help-intro = **Tabula** hosts Roman builder board games in this server.
tabula-help-game = **{ $game }** ({ $min }-{ $max } players): `/{ $command } { cmd-game-new-name }` opens a table in this channel; then `{ cmd-game-board-name }`, `{ cmd-game-hand-name }`, `{ cmd-game-undo-name }`, `{ cmd-game-resign-name }`, `{ cmd-game-leave-name }`, `{ cmd-game-join-name }`, `{ cmd-game-replace-name }`, `{ cmd-game-abort-name }` and `{ cmd-game-rules-name }` under `/{ $command }`.
tabula-help-play = Players click the buttons under the board message; everyone else in the channel can watch. Your private summary comes by direct message. Each table has a time per turn: reminders come by DM (`/tabula { cmd-tabula-notify-name }`), and at the limit the computer moves for you. `/tabula { cmd-tabula-games-name }` lists your tables; moderators set the defaults with `/tabula { cmd-tabula-settings-name }`. `/tabula { cmd-tabula-stats-name }`, `{ cmd-tabula-leaderboard-name }` and `{ cmd-tabula-history-name }` tell how this server plays, `{ cmd-tabula-export-name }` sends you your games, and `/<game> { cmd-game-replay-name }` animates a finished game. `/tabula { cmd-tabula-language-name }` chooses the language Tabula answers you in.

# the language a person reads (/tabula language) and a table speaks (issue 21)
tabula-language-set = From now on Tabula answers you in { $language }.
tabula-language-cleared = Tabula answers you in your Discord's language again.
