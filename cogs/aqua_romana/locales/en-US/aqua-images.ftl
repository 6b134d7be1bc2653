# Aqua Romana's images: the words the full board and the turn image draw
# (cogs/aqua_romana/board.py, turn.py). Square names (A1, P12), numbers, the workmen's letters
# (R, Y, G, B) and the builders' letters (C, S, B, D, J) stay as they are in every language.

## Both images

aqua-images-game-over = Game over
aqua-images-to-play = { $name } to play
aqua-images-to-place = to place: { $builders }
aqua-images-no-builder = empty
aqua-images-bonus = (bonus +{ $bonus })

## The full board

aqua-images-podiums = Podiums
# On the four squares whose curve is printed on the board.
aqua-images-printed = printed
aqua-images-scores = Scores
aqua-images-final-scores = Final scores
aqua-images-winner = { $name }  (wins)
aqua-images-open = { $count } open
aqua-images-turns-without-tile = Turns in a row without a tile: { $count }
aqua-images-reserve-builders = Reserve builders
aqua-images-tiles-left = Tiles left
aqua-images-builders = Builders
aqua-images-board-legend =
    Workmen: R = red square, Y = yellow circle,
    G = green triangle, B = blue diamond;
    R2 is the workman { $workman }. The arrow points
    to the square where his next tile goes.

## The turn image: the decision at hand, after "… to play:"

aqua-images-step-over = final scores below; the podiums are on the full board.
# (the table's page, which shows the podiums)
aqua-images-step-over-page = the podiums below show where each workman scored.
aqua-images-step-set-builder = set the { $kind ->
    [C] curve
    [S] straight
    [B] bridge
    [D] double curve
   *[J] joker
} builder on the { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} side: a ringed square, P{ $first }–P{ $last }
aqua-images-step-builder = { $workman } at { $square } builds on { $end }: choose a builder in his sight (ringed)
aqua-images-step-tile = { $workman } builds on { $end } with the { $kind ->
    [C] curve
    [S] straight
    [B] bridge
    [D] double curve
   *[J] joker
} on P{ $place }
aqua-images-step-fountain-square = fountain tile ({ $tile }): choose its square in column { $column }
aqua-images-step-fountain-tile = fountain tile ({ $tile }) on { $square }: choose how it lies
aqua-images-step-help = none of your workmen can build: extend another player's aqueduct (ringed ends)

## The turn image: a row per player, then the reserve

# A player's colours are his workmen's on the board: "Ann (red and yellow): 3 points".
aqua-images-row-points = { $name } ({ $colours }): { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# The same without the colours, where the rows lack room.
aqua-images-row-points-plain = { $name }: { $count ->
    [one] { $count } point
   *[other] { $count } points
}
aqua-images-row-wins = wins
aqua-images-row-podiums = podiums { $values }
aqua-images-reserve-list = Reserve builders: { $builders }
