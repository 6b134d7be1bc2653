# Slash commands: names and descriptions (bot/i18n/command_translator.py derives the keys).
# English is what the command modules say; Discord gets it from them, and the catalogue tests
# check that this file says exactly the same.
# Names: 1-32 lowercase letters, digits, "-" or "_". Descriptions: 1-100 characters.

## /tabula

cmd-tabula-name = tabula
cmd-tabula-desc = About Tabula
cmd-tabula-help-name = help
cmd-tabula-help-desc = The games and their commands
cmd-tabula-settings-name = settings
cmd-tabula-settings-desc = This server's defaults for new tables
cmd-tabula-settings-turn-name = turn
cmd-tabula-settings-turn-desc = Time per turn (moderators)
cmd-tabula-settings-at_timeout-name = at_timeout
cmd-tabula-settings-at_timeout-desc = What happens at a time-out (moderators)
cmd-tabula-settings-level-name = level
cmd-tabula-settings-level-desc = How well computer players play (moderators)
cmd-tabula-notify-name = notify
cmd-tabula-notify-desc = Turn reminders by DM on or off
cmd-tabula-notify-reminders-name = reminders
# The command gives this option no description, so discord.py sends "…".
cmd-tabula-notify-reminders-desc = On: by DM; off: one ping in the table's channel
cmd-tabula-games-name = games
cmd-tabula-games-desc = The tables you sit at in this server
cmd-tabula-stats-name = stats
cmd-tabula-stats-desc = A player's games, wins and rating in this server
cmd-tabula-stats-user-name = user
cmd-tabula-stats-user-desc = Whose (default: yours)
cmd-tabula-stats-game-name = game
cmd-tabula-stats-game-desc = One game (default: all)
cmd-tabula-leaderboard-name = leaderboard
cmd-tabula-leaderboard-desc = This server's best players
cmd-tabula-leaderboard-game-name = game
cmd-tabula-leaderboard-game-desc = One game (default: all)
cmd-tabula-leaderboard-page-name = page
cmd-tabula-leaderboard-page-desc = Which page (10 a page)
cmd-tabula-history-name = history
cmd-tabula-history-desc = This server's recent games
cmd-tabula-history-game-name = game
cmd-tabula-history-game-desc = One game (default: all)
cmd-tabula-history-user-name = user
cmd-tabula-history-user-desc = Only games with this player
cmd-tabula-export-name = export
cmd-tabula-export-desc = Your own games from every server, as a file

## Each game's group: $game is the game's title

cmd-builders-name = builders
cmd-aquaromana-name = aquaromana
cmd-portanigra-name = portanigra
cmd-game-desc = Play { $game } in this channel
cmd-game-new-name = new
cmd-game-new-desc = Open a table of { $game } in this channel
cmd-game-new-seats-name = seats
cmd-game-new-seats-desc = How many players ({ $min }-{ $max })
cmd-game-new-ai-name = ai
cmd-game-new-ai-desc = How many of the seats computer players take
cmd-game-new-random_order-name = random_order
cmd-game-new-random_order-desc = Shuffle the seat order when the game starts
cmd-game-new-level-name = level
cmd-game-new-level-desc = How well the computer players play (default: this server's setting)
cmd-game-new-turn-name = turn
cmd-game-new-turn-desc = How long each player may take for a turn (default: this server's setting)
cmd-game-new-at_timeout-name = at_timeout
cmd-game-new-at_timeout-desc = What happens when a player's time runs out (default: this server's)
cmd-game-new-auto_end-name = auto_end
cmd-game-new-auto_end-desc = Let the bot take a lone choice like 'End your turn' for you (default: on)
cmd-game-new-rated-name = rated
cmd-game-new-rated-desc = A rated game: no hints (default: off, a casual game)
cmd-game-board-name = board
cmd-game-board-desc = Show the board (only to you), now or after a move
cmd-game-board-move-name = move
cmd-game-board-move-desc = Show the board as it was after this move (0: as dealt)
cmd-game-board-table-name = table
cmd-game-board-table-desc = A table's number (default: the one in this channel)
cmd-game-log-name = log
cmd-game-log-desc = The whole game in words, as a file (only to you)
cmd-game-log-table-name = table
cmd-game-log-table-desc = A table's number (default: the one in this channel)
cmd-game-hand-name = hand
cmd-game-hand-desc = Show your private summary (only to you)
cmd-game-undo-name = undo
cmd-game-undo-desc = Take back your last action of this turn
cmd-game-abort-name = abort
cmd-game-abort-desc = End the game in this channel without a result
cmd-game-hint-name = hint
cmd-game-hint-desc = What a strong computer player would do now (casual games)
cmd-game-resign-name = resign
cmd-game-resign-desc = Give up: the computer plays your seat to the end
cmd-game-leave-name = leave
cmd-game-leave-desc = Step away: the computer plays your seat for now
cmd-game-join-name = join
cmd-game-join-desc = Take back your seat, or ask for a seat the computer plays
cmd-game-replace-name = replace
cmd-game-replace-desc = Hand a player's seat to someone else (host)
cmd-game-replace-player-name = player
cmd-game-replace-player-desc = Whose seat
cmd-game-replace-to-name = to
cmd-game-replace-to-desc = Who takes it
cmd-game-rules-name = rules
cmd-game-rules-desc = A short summary of the rules of { $game }
cmd-game-replay-name = replay
cmd-game-replay-desc = An animated replay of a finished game
cmd-game-replay-table-name = table
cmd-game-replay-table-desc = The table's number (default: the last game in this channel)

## Choices (a game choice is the game's title, from its glossary)

cmd-choice-no-limit = No limit
cmd-choice-10-minutes = 10 minutes
cmd-choice-1-hour = 1 hour
cmd-choice-12-hours = 12 hours
cmd-choice-24-hours = 24 hours
cmd-choice-3-days = 3 days
cmd-choice-the-computer-plays-that-turn = The computer plays that turn
cmd-choice-the-computer-takes-the-seat = The computer takes the seat
cmd-choice-easy = easy
cmd-choice-normal = normal
cmd-choice-hard = hard
cmd-choice-random = random
cmd-choice-on = on
cmd-choice-off = off

cmd-tabula-language-name = language
cmd-tabula-language-desc = The language Tabula answers you in
cmd-tabula-language-language-name = language
cmd-tabula-language-language-desc = Yours, or your Discord's
cmd-choice-my-discord-s-language = My Discord's language
cmd-choice-english = English
cmd-choice-magyar = Magyar
cmd-choice-espa-ol = Español
cmd-game-new-language-name = language
cmd-game-new-language-desc = The language of the table's messages (default: this server's)
