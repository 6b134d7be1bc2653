# What the table service says: refusals, confirmations and announcements (bot/service/).
# $game is a game's title, $name / $host / $who a person's display name, $command a slash
# command group's name in the reader's language, $table a table's number (as text).

## Where a click counts

table-elsewhere = This button belongs to a table somewhere else; nothing was changed.
table-button-invalid = This button is no longer valid.

## Opening a lobby

table-open-in-server = A table is opened in a server's channel.
table-player-range = { $game } takes { $min } to { $max } players.
table-ai-leaves-no-seat = { $ai } AI seats leave no seat for you at { $seats } seats.
table-no-ai-level = There is no AI level '{ $level }'.
table-turn-limits = The time per turn is one of: No limit, 10 minutes, 1 hour, 12 hours, 24 hours, 3 days.
table-at-timeout-choices = At a time-out the computer either plays the turn or takes the seat.
table-too-many-lobbies = You already host { $count } open lobbies in this server (at most { $most }): start or cancel one of them first.
table-rematch-finished-only = A rematch is for a finished game.
table-rematch-players-only = Only the players of this game can ask for a rematch.

## The lobby

table-lobby-expired = Nobody started this lobby in time, so it is closed: open a new table.
table-lobby-closed = This lobby is closed.
table-lobby-full = The table is full ({ $seats } seats).
table-host-only = Only the host, { $host }, can do that.

## Turns

table-no-game-here-start = There is no game of { $game } in this channel. Start one with `/{ $command } { cmd-game-new-name }`.
table-not-started = The game has not started yet: the lobby is open.
table-game-over = This game is over.
table-whose-turn = It is { $who }'s turn.
table-not-playing-whose-turn = You are not playing at this table. It is { $who }'s turn.
table-nobody = nobody
table-moved-on = The board has moved on; this is where the game stands now.
table-turn-ended-before = Your turn ended before that step.
table-undo-own-turn = You can undo only during your own turn.
table-no-game-here = There is no game of { $game } here.
table-abort-host-or-manager = Only the host, { $host }, or someone who can manage this channel can abort it.
table-abort-host-only = Only the host can abort this game.
table-aborted-by = Table #{ $table } ({ $game }) was aborted by { $name }.

## Seats

table-not-playing = You are not playing at this table.
table-resigned-already = You have resigned already.
table-you-resigned = You resigned.
table-resigned-announce = { $name } resigned: the computer plays their seat to the end.
table-conceded-announce = { $name } resigned: { $winner } wins.
table-computer-plays-already = The computer plays your seat already; `/{ $command } { cmd-game-join-name }` takes it back.
table-left-announce = { $name } left: the computer plays their seat until someone takes it with `/{ $command } { cmd-game-join-name }`.
table-computer-plays-now = The computer plays your seat now; `/{ $command } { cmd-game-join-name }` takes it back.
table-seat-resigned-yours = You resigned this seat: the computer plays it to the end.
table-seated-already = You hold a seat at this table already.
table-no-free-seat = No seat is free at this table: the players are all here.
table-seat-taken = That seat is not free any more.
table-back-announce = { $name } is back and plays their seat again.
table-takes-over-announce = { $name } takes over the seat of { $seat }.
table-seat-yours = The seat is yours.
table-host-decides = Only the host decides who takes a seat.
table-host-or-manager = Only the host, { $host }, or someone who can manage this channel can do that.
table-player-has-no-seat = That player has no seat at this table.
table-seat-was-resigned = That seat was resigned: the computer plays it to the end.
table-holds-seat-already = { $name } holds a seat at this table already.
table-handed-announce = { $name } handed the seat of { $old } to { $new }.
table-seat-now-of = The seat is { $name }'s now.

## Time-outs

table-timeout-takes-seat = { $who }'s time ran out: the computer takes the seat. `/{ $command } { cmd-game-join-name }` takes it back.
table-timeout-played = { $who }'s time ran out: the computer played the turn.

## Hints

table-hints-off-rated = Hints are off at this table: it was opened as a rated game.
table-hint-on-your-turn = A hint is for the player to move, on their turn.
table-no-hint-player = { $game } has no computer player strong enough to give hints.

## History

table-no-game-in-channel-name-one = There is no game of { $game } in this channel: name a table by its number (it is on its boards).
table-no-such-table = There is no table #{ $table } of { $game } here.
table-no-log-yet = This table has not started yet: there is no log.
table-not-started-yet = This table has not started yet.
table-move-range = Table #{ $table } has moves 0 to { $moves }.

## Server settings and reminders

table-settings-in-server = Settings belong to a server: use this command in one.
table-settings-moderators = Only a moderator (Manage Server) can change this server's settings.
table-settings = Time per turn: **{ $limit }**; at a time-out **{ $timeout }**; computer players: **{ $level }**.
table-notify-on = You get a DM when your turn is waiting and its time runs short.
table-notify-off = No more reminders by DM; a reminder pings you in the table's channel instead.

## The clock's and the computer players' words

# a list's last two joined (bot/i18n/words.py joined)
words-and = { $first } and { $last }

# how many players a game or a table takes (bot/i18n/words.py players_text)
players-exactly = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
players-between = { $min }–{ $max } players
table-limit-none = No limit
table-limit-10 = 10 minutes
table-limit-60 = 1 hour
table-limit-720 = 12 hours
table-limit-1440 = 24 hours
table-limit-4320 = 3 days
table-limit-minutes = { $minutes } min
table-timeout-play = the computer plays that turn
table-timeout-take = the computer takes the seat
table-level-easy = Easy
table-level-easy-about = plays sensibly but makes mistakes
table-level-normal = Normal
table-level-normal-about = weighs every option one step ahead
table-level-hard = Hard
table-level-hard-about = searches ahead; up to 1.5 s a move
table-level-random = Random
table-level-random-about = any legal move: for testing a table

## The hint: $action is the engine's label of the move (English for now), $why one of the
## reasons below, $gain victory points with one decimal

table-hint = **{ $action }** — { $why ->
    [only] it is the only choice.
    [search] the computer's search prefers it.
    [gain] it leaves you { $gain } VP better placed than your next best choice.
   *[even] the search prefers it; by a quick look it is as good as your other best choices.
}

## The game's log (/<game> log): $told is what the move did, in the engine's words; $round is
## the round's number, or "none" for a game without rounds

table-log-head = { $game } · table #{ $table } · { $players }
table-log-move = { $number }. ({ $round ->
    [none] {""}
   *[other] round { $round },{" "}
}{ $who }) { $told }
table-log-over = Game over. { $count ->
    [one] Winner: { $winners }.
   *[other] A tie: { $winners } share the win.
}

# the language a person reads (/tabula language) and a table speaks (issue 21)
language-en-US = English
language-hu = Hungarian
language-es-ES = Spanish
table-no-language = Tabula does not speak “{ $language }”: choose English, Hungarian or Spanish.
