# The Builders: Antiquity — the game's words (keys listed in bot/i18n/glossary.py).
# Card and building names are titles; resources and other nouns are written as they read
# inside a sentence.

builders-title = The Builders: Antiquity

## Amounts

builders-sestertii = { $count ->
    [one] { $count } sestertius
   *[other] { $count } sestertii
}
builders-vp = { $count } VP
builders-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}

## Resources

builders-resource-stone = stone
builders-resource-wood = wood
builders-resource-architecture = architecture
builders-resource-decoration = decoration
builders-resource-count-stone = { $count } stone
builders-resource-count-wood = { $count } wood
builders-resource-count-architecture = { $count } architecture
builders-resource-count-decoration = { $count } decoration

## Buildings and machines

builders-building-armory = Armory
builders-building-barracks = Barracks
builders-building-city_hall = City Hall
builders-building-hanging_gardens = Hanging Gardens
builders-building-house = House
builders-building-tower_of_babel = Tower of Babel
builders-building-ziggurat = Ziggurat
builders-building-trading_post = Trading Post
builders-building-market = Market
builders-building-palace_of_assur = Palace of Assur
builders-building-quarry = Quarry
builders-building-shipyard = Shipyard
builders-building-camel_stable = Camel Stable
builders-building-stall = Stall
builders-building-noble_house = Noble House
builders-building-fortress = Fortress
builders-building-port = Port
builders-building-pyramid = Pyramid
builders-building-sphinx = Sphinx
builders-building-archery_range = Archery Range
builders-building-colossus_of_rhodes = Colossus of Rhodes
builders-building-school_of_philosophy = School of Philosophy
builders-building-forum = Forum
builders-building-rural_house = Rural House
builders-building-urban_house = Urban House
builders-building-lighthouse_of_alexandria = Lighthouse of Alexandria
builders-building-temple = Temple
builders-building-theatre = Theatre
builders-building-watering_trough = Watering Trough
builders-building-machine_saw = Saw (machine)
builders-building-machine_architects_table = Architect's Table
builders-building-machine_scaffolding = Scaffolding
builders-building-machine_hoist = Hoist

## Workers, tools, universities

builders-worker-apprentice = Apprentice
builders-worker-laborer = Laborer
builders-worker-craftsman = Craftsman
builders-worker-master = Master
builders-tool-tool_mallet = Mallet
builders-tool-tool_saw = Saw
builders-tool-tool_square = Square
builders-tool-tool_brush = Brush
builders-university-university_stone = University (stone)
builders-university-university_wood = University (wood)
builders-university-university_architecture = University (architecture)
builders-university-university_decoration = University (decoration)

## Kinds of card

builders-card-building = building
builders-card-machine = machine
builders-card-worker = worker
builders-card-slave = slave
builders-card-freed-slave = freed slave
builders-card-tool = tool
builders-card-loan = loan
builders-card-university = university

## Actions and the turn

builders-action-start = Start a building
builders-action-hire = Hire a worker
builders-action-send = Send a worker to work
builders-action-take-money = Take sestertii
builders-action-buy-slave = Buy a slave
builders-action-buy-tool = Buy a tool
builders-action-loan = Take a loan
builders-action-educate = Educate a worker
builders-action-free = Free a slave
builders-action-end = End your turn
builders-investment = investment
builders-phase-turn = turn
builders-phase-final-scoring = final scoring
builders-start-player = start player
builders-bank = bank
builders-crew = crew

# the final score at the end of the board message (cogs/builders_antiquity/score_words.py):
# $vp is what a part adds or takes away; $count how many slaves, loans or sestertii
builders-score-vp = { $vp } VP for buildings and machines
builders-score-slaves = − { $vp } for { $count ->
    [one] a slave
   *[other] { $count } slaves
} not freed
builders-score-loans = − { $vp } for { $count ->
    [one] an unpaid loan
   *[other] { $count } unpaid loans
}
builders-score-coins = + { $vp } for { $count ->
    [one] a sestertius
   *[other] { $count } sestertii
} left
builders-score-freed = { $count ->
    [one] freed a slave
   *[other] freed { $count } slaves
}
builders-score-repaid = { $count ->
    [one] repaid a loan
   *[other] repaid { $count } loans
}
builders-score-settled = {" "}(at the end { $what })
