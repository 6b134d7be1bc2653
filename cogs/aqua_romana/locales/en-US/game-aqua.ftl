# Aqua Romana — the game's words (keys listed in bot/i18n/glossary.py).

aqua-title = Aqua Romana

## Amounts

aqua-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
aqua-tiles = { $count ->
    [one] { $count } aqueduct tile
   *[other] { $count } aqueduct tiles
}
aqua-squares = { $count ->
    [one] { $count } square
   *[other] { $count } squares
}

## Tiles and the builders that give them

aqua-tile-curve = curve
aqua-tile-straight = straight
aqua-tile-bridge = bridge
aqua-tile-double-curve = double curve
aqua-tile-joker = joker
aqua-builder-curve = curve builder
aqua-builder-straight = straight builder
aqua-builder-bridge = bridge builder
aqua-builder-double-curve = double curve builder
aqua-builder-joker = joker builder

## Colours, edges and the sides of the board

aqua-colour-red = red
aqua-colour-yellow = yellow
aqua-colour-green = green
aqua-colour-blue = blue
aqua-edge-north = north
aqua-edge-east = east
aqua-edge-south = south
aqua-edge-west = west
aqua-side-top = top
aqua-side-right = right
aqua-side-bottom = bottom
aqua-side-left = left

## Actions and phases

aqua-action-extend = Extend an aqueduct
aqua-action-close = Close an aqueduct
aqua-action-score = Score a closed aqueduct
aqua-action-claim = Take a builder from the reserve
aqua-action-keep = Keep the aqueduct open
aqua-phase-setup = Setup
aqua-phase-play = Play
aqua-phase-final-scoring = Final scoring

## Other words

aqua-aqueduct = aqueduct
aqua-tile = aqueduct tile
aqua-workman = workman
aqua-builder = builder
aqua-reservoir = reservoir
aqua-outlet = outlet
aqua-podium = podium
aqua-pathway = pathway
aqua-fountain = fountain
aqua-reserve = reserve
aqua-line-of-sight = line of sight
aqua-bonus = bonus

# the final score at the end of the board message (cogs/aqua_romana/score_words.py): $count
# workmen on podiums worth $podiums, and the bonus of the highest podiums
aqua-score = { $count ->
    [0] no workman on a podium
    [one] a workman on a podium worth { $podiums }
   *[other] { $count } workmen on podiums worth { $podiums }
}{ $bonus ->
    [0] {""}
    [one] , plus a bonus point
   *[other] , plus { $bonus } bonus points
}
