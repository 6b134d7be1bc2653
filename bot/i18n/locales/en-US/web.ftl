## The table's page on the web (bot/web)

web-to-move = to move
web-time-runs-out = ⏳ Time runs out at { $when }.
web-last-moves = Last moves
web-table-ended = This table has ended.
web-live = ● Live: the page follows every move.
web-not-live = The page no longer follows the table: reload it to see the latest move.
web-not-found-title = No such table
web-not-found = There is no table at this address. Open it again with the 🌐 button under its board in Discord.
web-table-button = 🌐 Table
web-play-in-browser = Play in the browser
web-links-spectator = The table's page follows every move; anyone may watch it.
web-links-player = “Play in the browser” opens your own page at this table: your hand, and your choices to tap. It acts for you for 12 hours: do not share it.
web-link-refused-title = This link no longer works
web-link-refused = This link does not act for you here any more (it expired, or you no longer hold the seat). Ask for a new one with the 🌐 button under the table's board in Discord.
web-your-turn = Your turn
web-choose = Which one?
web-too-fast = Too many clicks at once: wait a moment.
web-bad-request = The page sent something the table does not understand: reload it.
