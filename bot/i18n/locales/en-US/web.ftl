## The table's page on the web (bot/web)

web-to-move = to move
web-time-runs-out = ⏳ Time runs out at { $when }.
web-last-moves = Last moves
web-table-ended = This table has ended.
web-live = ● Live: the page follows every move.
web-not-live = The page no longer follows the table: reload it to see the latest move.
web-not-found-title = No such table
web-not-found = There is no table at this address. Open it again with the “Open the table” button under its board in Discord.
