# The messages the Discord layer draws up (bot/presenter.py): the board, a player's private
# summary, the lobby and their buttons and menus. $game is a game's title, $table a table's
# number (as text), $where a channel mention, $command a command group's name.
# Button labels: at most 80 characters; menu placeholders 150; menu options 100.

## The board

board-title = { $game } · table #{ $table }
board-your-turn = { $player }, it is your turn.
board-game-over = **Game over.** Winner: { $winners }
# several winners: a tie for first, which every game's rules leave shared (no tie-break)
board-game-tied = **Game over.** A tie: { $winners } share first place with { $score } { $score ->
    [one] point
   *[other] points
} each; the rules have no tie-break, so they share the win.
board-time-runs-out = ⏳ Time runs out { $when }.
board-last-moves = **Last moves**
board-players = Players
board-computer-plays = 🤖 { $name } — played by the computer
board-computer-since-round = 🤖 { $name } — played by the computer since round { $number }
board-computer-since-turn = 🤖 { $name } — played by the computer since turn { $number }
board-footer = Move { $move } · /{ $command } { cmd-game-hand-name }: your summary
board-footer-past = Move { $move } of { $moves } · table #{ $table }
board-alt = { $game }, table #{ $table }, move { $move }.
board-alt-after-turn = { $game }, table #{ $table }, after { $who }'s turn.
board-alt-last-move = Last move: { $moves }.
board-turn-ended = **{ $who }**: { $moves }.
board-turn-ended-nothing = **{ $who }**: ended the turn.
board-type-number = Type an exact number…
board-rematch = Rematch
board-replay = Replay
board-full-board = Full board
board-open-table = Open the table

## A player's private summary

private-aborted = **This table was aborted**; the game ended without a result.
private-game-over = **Game over.** { $count ->
    [one] Winner: { $winners }.
   *[other] A tie: { $winners } share the win.
}
private-game-over-scored = **Game over.** { $count ->
    [one] Winner: { $winners }.
   *[other] A tie: { $winners } share the win.
} You scored { $score }.
private-table-link = Table #{ $table }: { $url }

## The lobby

lobby-seat = { $number }. { $name }
lobby-seat-host = { $number }. { $name } (host)
lobby-seat-open = { $number }. — open —
lobby-time-per-turn = Time per turn
lobby-clock-none = no limit
lobby-clock = { $limit }, then { $timeout }
lobby-footer = Needs { $players } · seat order: { $random ->
    [yes] random
   *[no] as seated
} · the host starts the game
lobby-played-in = The game will be played in { $where }.
lobby-started = The game has started: the board is below.
lobby-abandoned = This table ended: its thread was deleted.
lobby-expired = Nobody started this table in time, so it closed.
lobby-closed-by = The table was closed by { $name }.
lobby-over-in = **Game over** in { $where }.
lobby-over-in-winner = **Game over** in { $where }. { $count ->
    [one] Winner: { $winners }.
   *[other] A tie: { $winners } share the win.
}
lobby-playing-in = The game is being played in { $where }.
lobby-playing-in-to-move = The game is being played in { $where }: { $name } to move.
lobby-add-computer = Add a computer player…
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-clock-placeholder = Time per turn: { $limit }
lobby-timeout-placeholder = At a time-out: { $timeout }
lobby-timeout-option = At a time-out { $timeout }

# the language a person reads (/tabula language) and a table speaks (issue 21)
lobby-language-placeholder = The table's language: { $language }
