# Storage's refusals, in the words storage/ writes them (bot/service/refusals.py matches them
# to these keys; one storage rewords is shown in its own English until these follow).

storage-no-table = There is no game table #{ $table }.
storage-started = The game has already started.
storage-over = This game is over.
storage-aborted = This table was aborted.
storage-closed = This table was closed.
storage-not-in-lobby = The table is not in the lobby.
storage-have-seat = You already have a seat at this table.
storage-no-seat = You do not have a seat at this table.
storage-seat-resigned = This seat was resigned: the computer plays it to the end.
storage-not-your-seat = Only the player in this seat can resign it.
storage-you-resigned = You resigned from this game: you cannot take another seat.
storage-hold-seat = You already hold a seat at this table.
storage-not-your-turn = It is not your turn.
storage-undo-own-turn = You can only undo during your own turn.
storage-nothing-to-undo = You have no action to undo in this turn.
storage-undo-revealed = Your last action revealed hidden information (a card was drawn or shown), so it cannot be undone.
storage-undo-own-actions = You can only undo your own actions within your turn.
storage-stale = The game has moved on since this was shown (another action came first); here is the current board.
storage-quarantined = This table's saved game cannot be read; an operator has been told.
