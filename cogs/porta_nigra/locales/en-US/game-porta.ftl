# Porta Nigra — the game's words (keys listed in bot/i18n/glossary.py). $colour is a colour's
# name in rules/porta_nigra/data.py (black, blue, red, yellow, white); $building a building id
# (BA, AM, CW, PN).

porta-title = Porta Nigra

## Amounts

porta-sestertii = { $count ->
    [one] { $count } sestertius
   *[other] { $count } sestertii
}
porta-vp = { $count } VP
porta-torches = { $count ->
    [one] { $count } torch token
   *[other] { $count } torch tokens
}
porta-influence = { $count ->
    [one] { $count } influence token
   *[other] { $count } influence tokens
}
porta-romans = { $count ->
    [one] { $count } Roman
   *[other] { $count } Romans
}
porta-bricks = { $count ->
    [one] { $count } brick
   *[other] { $count } bricks
}
porta-bricks-of-colour = { $count ->
    [one] { $count } { $colour ->
        [black] black
        [blue] blue
        [red] red
        [yellow] yellow
       *[white] white
    } brick
   *[other] { $count } { $colour ->
        [black] black
        [blue] blue
        [red] red
        [yellow] yellow
       *[white] white
    } bricks
}

## Colours and shops

porta-colour-black = black
porta-colour-blue = blue
porta-colour-red = red
porta-colour-yellow = yellow
porta-colour-white = white
porta-shop-black = black shop
porta-shop-blue = blue shop
porta-shop-red = red shop
porta-shop-yellow = yellow shop
porta-shop-white = white shop

## Buildings, their quarters and master builder rewards

porta-building-BA = Basilica
porta-building-AM = Amphitheater
porta-building-CW = City Wall
porta-building-PN = Porta Nigra
porta-quarter-BA = Basilica quarter
porta-quarter-AM = Amphitheater quarter
porta-quarter-CW = City Wall quarter
porta-quarter-PN = Porta Nigra quarter
porta-reward-BA = 1 torch token + 1 Roman
porta-reward-AM = 5 sestertii + 1 Roman
porta-reward-CW = 1 brick of your choice
porta-reward-PN = 1 influence token + 2 Romans

## Cards

porta-card-action = action card
porta-card-building = building card
porta-card-honor = honor card
porta-card-supply = supply card
porta-card-final-scoring = final scoring card

## Action icons and influence actions

porta-icon-buy = Buy 1 brick
porta-icon-build = Place 1 building section
porta-icon-influence = Take 1 influence token
porta-icon-torch = Take 1 torch token
porta-icon-coins = Take coins
porta-action-coin-card = Coin for a torch: give up an action
porta-action-coin-torch = Coin for a torch: return a torch token
porta-action-honor = Buy an honor card
porta-action-roman = Take a Roman for influence
porta-action-xbuild = An extra building section for influence

## Honor cards

porta-honor-vp = { $amount } VP now
porta-honor-money = Take { $amount } sestertii
porta-honor-torches = Take { $amount } torch tokens
porta-honor-romans = Take { $amount } Romans
porta-honor-white = Take 1 white brick
porta-honor-build = Place 1 building section now
porta-honor-topper = Add 1 brick to one of your Porta Nigra sections
porta-honor-sub = Counts as { $building ->
    [AM] an Amphitheater
    [CW] a City Wall
    [PN] a Porta Nigra
   *[BA] a Basilica
} building card
porta-honor-final = { $amount } VP at the end; discard your { $discard }-VP card
porta-honor-final-sets = { $amount } VP at the end; discard 4 different building cards

## Phases and scoring

porta-phase-refill = Refill phase
porta-phase-action = Action phase
porta-phase-interim = Interim scoring
porta-phase-final = Final scoring
porta-scoring-building-cards = Building card scoring
porta-scoring-final-cards = Final scoring cards
porta-scoring-player-area = Player area scoring
porta-scoring-majority = Majority scoring

## Other words

porta-master-builder = master builder
porta-brick-market = brick market
porta-site = building site
porta-section = building section
porta-row = row
porta-level = level
porta-round = round
porta-start-player = start player

# the final score at the end of the board message (cogs/porta_nigra/score_words.py), joined
# by " + "; $areas lists the majorities won
porta-score-before = { $vp } VP during the game
porta-score-building-cards = { $vp } for building cards
porta-score-final-cards = { $vp } for final scoring cards
porta-score-play-area = { $vp } for what was left in the play area
porta-score-majorities = { $vp } for majorities ({ $areas })
porta-score-area = { $building }: { $vp }
porta-score-area-row = { $building } row { $row }: { $vp }
porta-score-area-level = { $building } at height { $level } or more: { $vp }
