# The words drawn into The Builders' images (cogs/builders_antiquity): the full board and the
# turn image. Badges are written in capitals; card names come from game-builders.ftl.

## Symbols

# The resources' one-letter symbols on their chips ("S3": 3 stone).
builders-img-letter-stone = S
builders-img-letter-wood = W
builders-img-letter-architecture = A
builders-img-letter-decoration = D
builders-img-vp-mark = VP
builders-img-vp = { $vp } VP
builders-img-ses = { $amount } ses.
builders-img-legend-sestertii = sestertii
builders-img-legend-stone = Stone
builders-img-legend-wood = Wood
builders-img-legend-vp = victory points
builders-img-legend-architecture = Architecture
builders-img-legend-decoration = Decoration
# The machine named without "(machine)": its colour and badge say it.
builders-img-machine-saw = Saw
builders-img-slave = Slave
builders-img-freed-slave = Freed slave

## The turn and its header

builders-img-last-round = LAST ROUND
builders-img-game-over = GAME OVER
builders-img-board-ended = The game ended after round { $round }: the final scores are below.
builders-img-end-hint = a player reaching { $vp } VP makes the round the last one
builders-img-board-who = Round { $round }  ·  { $player } to play
builders-img-board-no-free-action = no free action left (more cost { $cost } sestertii each)
builders-img-turn-who = Round { $round } · { $player } to play
# The same without the round, where a long name leaves no room for it.
builders-img-turn-who-plain = { $player } to play
builders-img-turn-over = The Builders: game over after round { $round }
builders-img-turn-over-stalled = The Builders: game over after the safety stop
builders-img-actions-left = { $count ->
    [one] { $count } free action left
   *[other] { $count } free actions left
}
builders-img-no-free-action = no free action (more: { $cost } each)
builders-img-investment-made = investment made
builders-img-investment-open = investment open
# $sort: which card is sent (its worker kind, slave, freed or its machine's id), for articles.
builders-img-step-site = now sending { $sort ->
    [apprentice] an
    [machine_architects_table] an
   *[other] a
} { $worker }: to which building?
builders-img-step-tool = now sending { $sort ->
    [apprentice] an
    [machine_architects_table] an
   *[other] a
} { $worker } to the { $building }: with which tool?
builders-img-step-educate = now choosing who learns { $resource } at the university

## The market

builders-img-buildings-for-sale = Buildings for sale
builders-img-workers-for-hire = Workers for hire
builders-img-more-in-deck = { $count } more in the deck
builders-img-more-in-pile = { $count } more in the pile, the { $building } on top
builders-img-deck-empty = deck empty
builders-img-pile-empty = the pile is empty
builders-img-turn-pile-top = last, greyed: the top of the pile ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
builders-img-turn-no-buildings = Buildings for sale: none left, the pile is empty
builders-img-turn-no-workers = Workers for hire: none left, the deck is empty
builders-img-needs = needs
builders-img-makes = makes
builders-img-machine = MACHINE
builders-img-wage = wage { $wage }
builders-img-no-wage = no wage

## Investments

builders-img-investments = Investments
builders-img-one-per-turn = one per turn: 1 action and the price
builders-img-turn-invested = Investments: made this turn (one per turn)
builders-img-left = ({ $count } left)
builders-img-none-left = none left
builders-img-slaves = Slaves
builders-img-slave-title = Slave
builders-img-slave-terms = no wage, −1 VP
builders-img-tools = Tools
builders-img-tool-title = Tool
builders-img-tool-terms = +1, kept
builders-img-loans-title = Loans
builders-img-loan-title = Loan
builders-img-loan-terms = get { $gain } now; repay { $repay } at the end or −{ $vp } VP
builders-img-turn-loan-terms = get { $gain }, repay { $repay } or −{ $vp } VP ({ $count } left)
builders-img-universities = Universities
builders-img-university-title = University
builders-img-university-terms = worker makes { $value }

## The players

builders-img-to-play = TO PLAY
builders-img-start-player = START PLAYER
builders-img-start-player-fact = start player
builders-img-loans-badge = { $count ->
    [one] { $count } LOAN
   *[other] { $count } LOANS
}
builders-img-loans = { $count ->
    [one] { $count } loan
   *[other] { $count } loans
}
builders-img-under-construction = UNDER CONSTRUCTION
builders-img-nothing-yet = nothing yet
builders-img-available-crew = AVAILABLE CREW
builders-img-everyone-busy = everyone is on a building
builders-img-finished = FINISHED BUILDINGS
builders-img-none-yet = none yet
builders-img-tool-on = on the { $building }
builders-img-tool-free = free
builders-img-tools-owned = tools:
builders-img-next-send = next send: { $count ->
    [one] { $count } action
   *[other] { $count } actions
}
builders-img-no-crew = no crew yet
builders-img-uni = UNI
builders-img-nothing-under-way = No building under way
# The code adds ": " and the names of the buildings the turn image leaves out, if they fit.
builders-img-more-under-way = and { $count } more under way (the full board shows them)
builders-img-all-under-way = { $count ->
    [one] { $count } building
   *[other] { $count } buildings
} under way (the full board shows them)
builders-img-available = Available:
builders-img-available-nobody = Available: nobody, all are on buildings
builders-img-crew = crew { $count }
builders-img-built = { $count } built
builders-img-under-way = { $count } under way

## Final scores

builders-img-board-winners = Final scores: { $count ->
    [one] { $last } wins
   *[other] { $others } and { $last } share the victory
}
builders-img-turn-winners = { $count ->
    [one] { $last } wins
   *[other] { $others } and { $last } share the victory
}
builders-img-winner = WINNER
builders-img-score = score { $score }
builders-img-score-value = { $score }
builders-img-result-vp = = { $vp } VP
builders-img-result-slaves = − { $count } ({ $count ->
    [one] { $count } slave
   *[other] { $count } slaves
} kept)
builders-img-result-loans = − { $penalty } ({ $count ->
    [one] { $count } loan
   *[other] { $count } loans
} unpaid)
builders-img-result-coins = + { $score } ({ $count ->
    [one] { $count } sestertius
   *[other] { $count } sestertii
} left)
builders-img-paid-freed = (at the end: freed { $freed ->
    [one] { $freed } slave
   *[other] { $freed } slaves
})
builders-img-paid-repaid = (at the end: repaid { $repaid ->
    [one] { $repaid } loan
   *[other] { $repaid } loans
})
builders-img-paid-both = (at the end: freed { $freed ->
    [one] { $freed } slave
   *[other] { $freed } slaves
}, repaid { $repaid ->
    [one] { $repaid } loan
   *[other] { $repaid } loans
})
builders-img-turn-score = { $score } = { $vp } VP
builders-img-turn-slaves = − { $penalty } (slaves)
builders-img-turn-loans = − { $penalty } (loans)
builders-img-turn-coins = + { $score } ({ $amount } ses.)
