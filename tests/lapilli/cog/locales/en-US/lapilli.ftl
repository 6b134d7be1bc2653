# Terni Lapilli (tests/lapilli): every word the game says, in English. The same keys and
# arguments are in hu/lapilli.ftl and es-ES/lapilli.ftl. $point, $start, $to: a point of
# the board as a column letter and a row number (a1 is the top left, c3 the bottom right).

## The glossary (tests/lapilli/game/glossary.py)

lapilli-title = Terni Lapilli
lapilli-piece-white = white
lapilli-piece-black = black

## The command group

cmd-lapilli-name = lapilli

## The buttons

lapilli-place = Place on { $point }
lapilli-move = Move { $start } → { $to }

## The game log: a phrase after the player's name, or a whole sentence

lapilli-ev-placed = placed a piece on { $point }
lapilli-ev-moved = moved a piece from { $start } to { $to }
lapilli-ev-wins = has three in a row ({ $line }) and wins
lapilli-ev-draw = No three in a row after { $moves } moves: the game is a draw.

## Why a move is refused

lapilli-illegal-over = The game is over.
lapilli-illegal-occupied = { $point } is not empty.
lapilli-illegal-not-yours = There is no piece of yours on { $point }.
lapilli-illegal-not-adjacent = { $to } is not next to { $start }: a piece slides to a neighbouring point.
lapilli-illegal-place-first = You still have pieces to place: place one before you slide.
lapilli-illegal-all-placed = All your pieces are on the board: slide one instead.
lapilli-illegal-unknown = '{ $action }' is not a move of Terni Lapilli.

## The board message

lapilli-status = { $mark }{ $player } ({ $side }): { $left ->
    [0] all pieces on the board
    [one] 1 piece to place
   *[other] { $left } pieces to place
}
lapilli-prompt-place = { $player } ({ $side }) places a piece on an empty point.
lapilli-prompt-move = { $player } ({ $side }) slides a piece to a neighbouring empty point.
lapilli-summary = You play { $side }. { $left ->
    [0] All your pieces are on the board.
    [one] You have 1 piece to place.
   *[other] You have { $left } pieces to place.
} Move { $move } of { $limit }.

## The picture

lapilli-image-player = { $player }: { $side }
lapilli-image-move = Move { $move } of { $limit }
lapilli-image-wins = { $player } wins
lapilli-image-draw = Draw after { $moves } moves

## /lapilli rules

lapilli-rules =
    {""}**Terni Lapilli** — the Romans' "three pebbles", for two players.
    The board has nine points, a1 (top left) to c3 (bottom right), joined by lines sideways, up and down and diagonally. Each player has three pieces: white moves first, black second.
    {""}**Placing**: in turn, put one of your pieces on an empty point.
    {""}**Sliding**: once all six pieces are on the board, a move slides one of your pieces along a line to a neighbouring empty point.
    {""}**Winning**: three of your pieces in a row, a column or a diagonal win at once. After { $moves } moves in all without a row of three the game is a draw.
