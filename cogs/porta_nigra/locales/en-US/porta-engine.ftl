# Porta Nigra's engine: its options (action labels) and its events (rules/porta_nigra). The
# English here is the engine's own English, word for word (tests/i18n/test_engine_words.py).
# $colour is a colour's name (black, blue, red, yellow, white; "any" in an icon), $building a
# building's id (BA, AM, CW, PN) where it is selected on, else its name.

## Icons and cards

porta-w-icon = { $icon ->
    [buy] Buy a brick ({ $colour ->
        [K] black
        [B] blue
        [R] red
        [Y] yellow
        [W] white
       *[any] any colour
    })
    [coins] Take { $amount } sestertii
    [build] Place a building section
    [influence] Take an influence token
   *[torch] Take a torch token
}
porta-w-icon-lower = { $icon ->
    [buy] buy a brick ({ $colour ->
        [K] black
        [B] blue
        [R] red
        [Y] yellow
        [W] white
       *[any] any colour
    })
    [coins] take { $amount } sestertii
    [build] place a building section
    [influence] take an influence token
   *[torch] take a torch token
}
porta-w-icon-short = { $icon ->
    [buy] { $colour ->
        [K] black
        [B] blue
        [R] red
        [Y] yellow
        [W] white
       *[any] any
    } brick
    [coins] earn { $amount }
    [build] build
    [influence] influence
   *[torch] torch
}
porta-w-icon-earn = Earn { $amount } sestertii
porta-w-card-text = { $count } actions from: { $icons }
porta-w-card-label = { $count } of: { $icons }
porta-w-card-name = { $building } { $colour }
porta-w-card-substitute = { $building } (substitute { $card })
porta-w-honor-effect = { $kind ->
    [vp] { $amount } VP now
    [money] take { $amount } sestertii
    [torches] take { $amount } torch tokens
    [romans] take { $amount } Romans
    [white] take 1 white brick
    [build] place 1 building section now
    [topper] add 1 brick to one of your Porta Nigra sections
    [sub] counts as { $building ->
        [AM] an Amphitheater
        [CW] a City Wall
        [PN] a Porta Nigra
       *[BA] a Basilica
    } building card
    [final-sets] { $amount } VP at the end; discard 4 different building cards
   *[final] { $amount } VP at the end; discard your { $discard }-VP card
}
porta-w-honor-text = { $effect } (cost { $cost } influence)
porta-w-honor-label = Honor { $card }: { $effect } (pay { $cost } influence)

## Sites

porta-w-site-pn = Porta Nigra site { $site } ({ $colour }, 3-8 bricks)
porta-w-site-pn-built = Porta Nigra site { $site } with { $count } { $colour } bricks
porta-w-site-label = { $building } site { $site } with { $count } { $colour } (earn { $vp } VP)
porta-w-site-text = { $building } site { $site } with { $count } { $colour } ({ $vp } VP)

## Options

porta-w-start = Place your master builder in the { $building ->
    [AM] Amphitheater
    [CW] City Wall
    [PN] Porta Nigra
   *[BA] Basilica
} quarter ({ $colour } shop)
porta-w-play = Play card { $card }: { $label }
porta-w-with-torch = { $label } (uses a torch token)
porta-w-coin-card = Give up one card action to earn 1 sestertius
porta-w-coin-torch = Return a torch token to earn 1 sestertius
porta-w-honor = Buy an honor card with influence
porta-w-roman = Pay { $cost } influence for 1 Roman
porta-w-xbuild = Pay { $cost } influence to place a section
porta-w-end = End your turn
porta-w-shop = Buy a { $colour } brick: pay { $total }{ $move ->
    [0] {""}
   *[other] {" "}({ $price } + { $move } to move there)
}
porta-w-building = Build in the { $building ->
    [AM] Amphitheater
    [CW] City Wall
    [PN] Porta Nigra
   *[BA] Basilica
}{ $move ->
    [0] {""}
   *[other] {" "}(move { $move }: pay { $move })
}
porta-w-site = Build on { $site }
porta-w-height = Build { $count } bricks high (earn { $vp } VP)
porta-w-use-bricks = { $whites ->
    [0] Use { $count } { $colour } bricks
   *[other] { $count ->
        [0] Use { $whites } white bricks for { $colour }
       *[other] Use { $count } { $colour } and { $whites } white
    }
}
porta-w-top = Add a brick to your section on { $site } (height { $height })
porta-w-wall-brick = Take a { $colour } brick (City Wall)
porta-w-vp = Earn { $vp } VP and { $money ->
    [one] { $money } sestertius
   *[other] { $money } sestertii
}
porta-w-tens = Earn { $low }-{ $high } VP (the rest of { $total } as sestertii)
porta-w-first = { $seat } starts round { $round }

## Events: a phrase whose subject is the player, or a whole sentence

porta-ev-start = placed the master builder in the { $building ->
    [AM] Amphitheater
    [CW] City Wall
    [PN] Porta Nigra
   *[BA] Basilica
} quarter
porta-ev-played = played card { $card }: { $text }
porta-ev-gave-up = gave up a card action for 1 sestertius
porta-ev-returned-torch = returned a torch token for 1 sestertius
porta-ev-paid-roman = paid { $cost } influence for a Roman
porta-ev-paid-build = paid { $cost } influence for a build
porta-ev-wall-brick = took a { $colour } brick (City Wall reward)
porta-ev-used-torch = used a torch token for an extra action
porta-ev-took-influence = took an influence token
porta-ev-took-torch = took a torch token
porta-ev-took-money = took { $amount } sestertii
porta-ev-moved = moved the master builder { $count } quarter(s) clockwise
porta-ev-bought = bought a { $colour } brick for { $price ->
    [one] { $price } sestertius
   *[other] { $price } sestertii
}
porta-ev-built = built { $site } for { $vp } VP
porta-ev-building-card = took the building card { $card }
porta-ev-reward = { $times } master builder reward(s) in the { $building ->
    [AM] Amphitheater
    [CW] City Wall
    [PN] Porta Nigra
   *[BA] Basilica
}: { $times ->
    [1] { $reward }
   *[other] { $times } x ({ $reward })
}{ $short ->
    [yes] {" "}(only { $romans } Roman(s) left)
   *[no] {""}
}
porta-ev-honor = bought honor card { $card }: { $text }
porta-ev-top = added a brick to the section on { $site } (now { $height })
porta-ev-nothing-left = has nothing left to do
porta-ev-early-end = { $why }: the game ends early; +{ $vp } VP, and everyone else has one more turn
porta-ev-fifteenth = placed a 15th building section
porta-ev-emptied = emptied the brick supply and the market
porta-ev-supply = Supply cards { $cards } refilled the brick market.
porta-ev-display = New cards on display: { $cards }.
porta-ev-drew = drew a card
porta-ev-interim = Round { $round } is over: intermediate scoring.
porta-ev-scored = scored { $total }: { $vp } VP and { $money ->
    [one] { $money } sestertius
   *[other] { $money } sestertii
}
porta-ev-first = chose { $seat } to start round { $round }
porta-ev-reshuffled = reshuffled the action deck and drew 2 cards
porta-ev-over = The game is over. The best score is { $vp } VP.

## Refusals: why an action cannot be taken now

porta-no-over = The game is over.
porta-no-icon = Card { $card } has no icon { $icon }.
porta-no-used = You have already used that icon this turn; each icon works once.
porta-no-actions = You have no card actions and no torch tokens left.
porta-no-roman = You have no Roman in your play area to put on top of a building section.
porta-no-bricks = You have no bricks for any empty site you can reach and pay the move to.
porta-no-shop = You cannot pay for the move and a brick in any shop that has bricks.
porta-no-honor-bought = You have already bought an honor card this turn (at most one per turn).
porta-no-honor-display = Honor card { $card } is not on display.
porta-no-honor-cost = Honor card { $card } costs { $cost } influence; you have { $have }.
porta-no-topper = You have no Porta Nigra section lower than 8 to add a brick to.
porta-no-honor-now = You cannot carry out honor card { $card } now.
porta-no-romans-left = None of your Romans are left in the general supply.
porta-no-roman-cost = A Roman costs { $cost } influence; you have { $have }.
porta-no-xbuild-cost = An extra build costs { $cost } influence; you have { $have }.
porta-no-site-built = Site { $site } is already built on.
porta-no-site-now = You cannot build on site { $site } now.
porta-no-card = Card { $card } is not in your hand.
porta-no-action = '{ $action }' is not a legal action now (waiting for: { $phase }).
porta-no-shop-empty = The { $colour } shop is empty.
porta-no-shop-money = You cannot pay { $move } to move { $move } quarter(s) clockwise{ $backwards ->
    [yes] {" "}(the master builder never moves counter-clockwise)
   *[no] {""}
} plus { $price } for a { $colour } brick: you have { $have } sestertii.
porta-no-icon-colour = This buy icon cannot buy a { $colour } brick.

## The terminal's board (tabula play): $phase is the engine's phase id, $bricks letters and
## counts (K1 B2 …), site codes stay as they are

porta-d-head = Porta Nigra - round { $round } of { $rounds }, phase: { $phase }
porta-d-early-end = Early end triggered by { $seat }.
porta-d-market = Market: { $bricks } (general supply { $supply } bricks)
porta-d-quarter = Q{ $quarter } { $name } (shop { $shop }) builders: { $builders }
porta-d-building-cards = Building cards: { $cards }
porta-d-honor-cards = Honor cards: { $cards }
porta-d-honor-card = { $card } { $text }
porta-d-player = { $mark }{ $seat }: { $vp } VP, { $money } sestertii, { $torches } torch, { $influence } influence, { $romans } Romans ({ $supply } in supply), bricks { $bricks }, hand { $hand }, deck { $deck }
porta-d-cards = {"    "}cards: { $cards }
porta-d-cards-final = {"    "}cards: { $cards } | final: { $final }
porta-d-hand = {"    "}hand { $card }: { $text }
porta-d-deck = {"    "}deck: { $count ->
    [0] empty
   *[other] { $cards }
}
porta-d-card-in-play = Card in play: { $card } ({ $text }); used icons { $used }, { $allowed } card action(s) left
porta-d-final = Final { $seat }: { $steps }
