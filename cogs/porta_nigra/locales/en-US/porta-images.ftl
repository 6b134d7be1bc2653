# The words drawn into Porta Nigra's images (cogs/porta_nigra): the full board, the chat's turn
# image and a player's hand. Space is short there, so many are abbreviations; the image legend
# (porta-ui-legend) explains them. $colour is a colour's name (black, blue, red, yellow, white),
# $building a building's id (BA, AM, CW, PN); $letter, $code and $player an abbreviation these
# messages made.

## Abbreviations

porta-img-letter = { $colour ->
    [black] K
    [blue] B
    [red] R
    [yellow] Y
   *[white] W
}
porta-img-code = { $building ->
    [AM] AM
    [CW] CW
    [PN] PN
   *[BA] BA
}
porta-img-player = P{ $number }
porta-img-vp = { $vp } VP
porta-img-vp-tight = { $vp }VP
porta-img-influence-mark = I

## Both images

porta-img-phase = { $phase ->
    [builder] place the master builder
    [card] play a card
    [action] choose an action
    [shop] choose a shop
    [building] choose a building
    [site] choose a site
    [height] choose the height
    [whites] choose the bricks
    [honor] choose an honor card
    [topper] choose a Porta Nigra section
    [wallbrick] choose a reward brick
    [interim] split the intermediate scoring
   *[start_player] name the next start player
}
porta-img-and = { $first } and { $second }
porta-img-shop = { $letter } shop
porta-img-goods = { $money } · { $torches } torch · { $influence } influence · { $romans } Romans
porta-img-bricks = bricks

## Honor cards: two lines on a board's tile, one on the turn image's chip

porta-img-honor-top = { $kind ->
    [vp] { $vp }
    [money] +{ $amount }
    [torches] +{ $amount }
    [romans] +{ $amount }
    [white] +1 { $letter }
    [build] Build
    [topper] { $code } +1
    [sub] { $code }
   *[final] { $amount }*
}
porta-img-honor-bottom = { $kind ->
    [vp] now
    [money] sestertii
    [torches] torches
    [romans] Romans
    [white] brick
    [build] 1 section
    [topper] brick
    [sub] card
    [final-sets] 4 bld
   *[final] −{ $discard }
}
porta-img-honor-chip = { $kind ->
    [vp] { $vp } now
    [money] +{ $amount } ses.
    [torches] +{ $amount } torches
    [romans] +{ $amount } Romans
    [white] +1 { $letter } brick
    [build] Build 1 section
    [topper] { $code } +1 brick
    [sub] { $code } card
    [final-sets] { $amount }* 4 bld
   *[final] { $amount }* −{ $discard }
}
porta-img-honor-cost = { $effect } ({ $cost })

## The full board

porta-img-board-round = round
porta-img-board-over = { $count ->
    [one] Game over — winner: { $winners } ({ $vp })
   *[other] Game over — a tie: { $winners } ({ $vp } each)
}
porta-img-board-card = card { $card }
porta-img-board-early = final turns (early end by { $name })
porta-img-board-supply = brick supply { $bricks } · supply cards { $cards }
porta-img-board-walk-rule = Master builders walk clockwise (the arrows): 1 sestertius a border
porta-img-board-quarter = Quarter { $number } · per 3 bricks: { $reward }
porta-img-board-walk-here = Walk here (sestertii): { $walks }
porta-img-board-per-brick = { $vp }/brick
porta-img-board-bricks-here = Bricks here (reward at 3/6/9): { $counts }
porta-img-board-levels = Levels { $levels }
porta-img-board-level-leads = Level leads: { $leads }
porta-img-board-wall-majority = Majority { $first }/{ $second } VP · leads { $players }
porta-img-board-row-leads = Majority leads: row { $rows }
porta-img-board-no-card-row = row { $row } gives no card
porta-img-board-building-cards = Building cards  (deck { $deck })
porta-img-board-honor-cards = Honor cards  (deck { $deck }; cost in influence)
porta-img-board-start-player = {" "}(start player)
porta-img-board-to-play = {"  "}◀ to play
porta-img-board-supply-romans = { $goods } ({ $supply } in supply)
porta-img-board-cards = building cards: { $cards }
porta-img-board-final-cards = {" "}· final: { $cards }
porta-img-board-info = hand { $hand } · deck { $deck } · sections { $sections } · played { $played }
porta-img-board-final = final: cards { $cards } + honor { $honor } + area { $area } + majorities { $majorities }

## The turn image

porta-img-turn-round = Round { $round } of { $rounds }
porta-img-turn-over = Game over: { $winners } { $count ->
    [one] wins
   *[other] share it
}
porta-img-turn-to-play = { $name } to play: { $doing }
porta-img-turn-doing = { $name }: { $doing }
porta-img-turn-split = brick score to split: { $score }
porta-img-turn-card = card { $card }: { $count } action(s) left
porta-img-turn-start-player = start player: { $name }
porta-img-turn-last-turns = last turns (ended by { $name })
porta-img-turn-stock = ×{ $count }, { $price } each
porta-img-turn-walk-rule = Walk clockwise { $way }, 1 ses. a border
porta-img-turn-heading = { $name } { $code }
porta-img-turn-first-placement = first placement: free
porta-img-turn-walk-here = walk here: { $cost } ses.
porta-img-turn-free = free
porta-img-turn-walk-cost = { $cost } ses.
porta-img-turn-builders-here = builders here:
porta-img-turn-here = here:
porta-img-turn-leads = leads:
porta-img-turn-vp-per-brick = VP per brick:
porta-img-turn-leads-at-level = leads at level:
porta-img-turn-players = Players
porta-img-turn-bricks-held = bricks held
porta-img-turn-built-in = built in (3/6/9)
porta-img-turn-column = { $column ->
    [vp] VP
    [money] ses.
    [torches] torch
    [influence] infl.
    [romans] Rom.
   *[cards] cards
}
porta-img-turn-honor-bought = Honor cards: one bought this turn (one a turn)
porta-img-turn-honor-none = Honor cards: none for { $influence } influence (cheapest { $cheapest })
porta-img-turn-honors = Honors you can buy (cost):
porta-img-turn-honors-more = and:
porta-img-turn-final-score = Final score
porta-img-turn-part = { $part ->
    [play] in play
    [cards] cards
    [honor] honor
    [goods] goods
   *[majorities] maj.
}

## A player's hand

porta-img-hand-title = { $name } — your hand
porta-img-hand-round = round { $round } of { $rounds } · { $vp }
porta-img-hand-in-play = In play
porta-img-hand-actions-left = { $count } card action(s) left; crossed icons are used
porta-img-hand-cards = In your hand ({ $count })
porta-img-hand-over = The game is over.
porta-img-hand-no-cards = No cards until the next round.
porta-img-hand-deck = Left in your deck ({ $count }, order unknown)
porta-img-hand-played = played this round: { $cards }
porta-img-hand-none = none
porta-img-hand-deck-empty = Your deck is empty.
porta-img-hand-few-players = 2-3 pl.
porta-img-hand-torches = { $count } actions
porta-img-hand-icon = { $icon ->
    [buy] Buy ({ $colour ->
        [K] black
        [B] blue
        [R] red
        [Y] yellow
        [W] white
       *[any] any colour
    })
    [coins] +{ $amount } sestertii
    [build] Build
    [influence] Influence
   *[torch] Torch
}
