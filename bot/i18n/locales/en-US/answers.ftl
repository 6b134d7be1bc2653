# The Discord layer's own answers (bot/router.py and the handlers): private notes, the abort
# question, a join request to the host. $table is a table's number (as text), $game a game's
# title, $name a person's name. Button labels: at most 80 characters; modal titles and field
# labels 45.

## Faults

answer-could-not-save = Could not save: nothing changed. Please try again in a moment.
answer-went-wrong = Something went wrong; the table is unchanged (ref { $ref }).
answer-bad-option = “{ $value }” is not a value this command takes; nothing changed.
answer-bad-option-named = The option “{ $option }” does not take “{ $value }”; nothing changed.

## Typed numbers

answer-no-number = There is no number to type now.
answer-number-label = A whole number from { $low } to { $high }
answer-use-newest-board = The board has moved on: use the newest board message.
answer-type-number = Type a whole number from { $low } to { $high }.

## Commands during a game

answer-undone = Your last action was taken back.
answer-abort-yes = Abort the game
answer-abort-no = Keep playing
answer-abort-question = Abort table #{ $table } ({ $game })? It cannot be resumed.
answer-game-goes-on = The game goes on.
answer-confirm = Confirm
answer-cancel = Cancel
answer-cancelled = Cancelled: nothing was played.
answer-game-aborted = The game was aborted.

## Where a new table plays

answer-no-thread = I could not open a thread here, so this table plays in this channel.
answer-in-a-thread = This table plays right here in this thread.
answer-no-thread-permission = I may not create threads here (Create Public Threads and Send Messages in Threads), so this table plays in this channel.

## Seats

answer-seat-to-person = A seat goes to a person; computer players are seated in the lobby.
answer-let-in = Let { $name } in
answer-refuse = Refuse
answer-join-request = { $host }, { $name } asks to take the seat of { $seat } (the computer plays it now) at table #{ $table }.
answer-host-asked = The host has been asked; you hear from the table soon.
answer-host-kept-seat = The host kept the seat for now; { $name } was not let in.
answer-takes-seat = { $name } takes the seat.

## Direct messages and reminders

answer-seat-released = Your seat at table #{ $table } ({ $game }) is no longer yours: someone else holds it.
answer-dms-closed = { $player }, I cannot send you direct messages, so your summary stays here: use `/{ $command } { cmd-game-hand-name }` to see it privately. The game goes on.
answer-hand-in-dm = Your hand is in your direct messages, with the buttons to play a card: { $url }

## History and replays

answer-log = The log of table #{ $table }: { $moves } moves.
answer-no-finished-game = No game of { $game } has finished in this channel yet.
answer-not-finished-here = Table #{ $table } is not a finished game of { $game } in this server.
answer-replay-too-large = Table #{ $table } has too many turns for a replay under 10 MB.
answer-replay = Replay of { $game }, table #{ $table }: { $frames ->
    [one] { $frames } turn
   *[other] { $frames } turns
}.
answer-reminder = Your turn in { $place } — { $game }, table #{ $table }. The time runs out { $when }.
answer-reminder-board = The board: { $url }
answer-reminder-ping = { $player }, your turn is waiting at table #{ $table }: the time runs out { $when }.
