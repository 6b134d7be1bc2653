# The Builders: Antiquity's engine and table: its options (action labels), events, refusals, the
# terminal's table (rules/builders_antiquity) and the adapter's prompt, lines, summary, menus and
# rules (cogs/builders_antiquity/adapter.py). The English here is the engine's own English, word
# for word (tests/i18n/test_builders_words.py). $card is a card's id where a language declines
# or genders by card; the names themselves come from game-builders.ftl.

## Nouns and small phrases

builders-w-nothing = nothing
builders-w-none = none
builders-w-you = You
builders-w-slave = Slave
builders-w-freed-slave = Freed slave
builders-w-list = { $list }
builders-w-semicolon = { $first }; { $rest }
builders-w-spaced-1 = { $a }
builders-w-spaced-2 = { $a } { $b }
builders-w-spaced-3 = { $a } { $b } { $c }
builders-w-spaced-4 = { $a } { $b } { $c } { $d }
builders-w-short = { $count } { $resource ->
    [stone] stone
    [wood] wood
    [architecture] arch
   *[decoration] deco
}
builders-w-the-building = { $card ->
   *[other] the
} { $building }
builders-w-the-tool = { $card ->
   *[other] the
} { $tool }
builders-w-a-member = { $sort ->
    [apprentice] an
    [machine_architects_table] an
   *[other] a
} { $name }
builders-w-twin = { $name } #{ $number }
builders-w-cost = { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}{ $coins ->
    [0] {""}
   *[other] , pay { $coins }
}

## Options

builders-w-start = Start { $building }: earn { $coins }, { $vp } VP ({ $cost })
builders-w-start-machine = Start { $building }: machine making { $made }, { $vp } VP ({ $cost })
builders-w-hire = Hire { $worker }: { $made }, wage { $wage } ({ $cost })
builders-w-free = Free the slave making { $made } ({ $cost })
builders-w-send = Send { $member } ({ $made }, wage { $wage })
builders-w-take-money = Earn { $money } ({ $cost })
builders-w-buy-slave = Buy a slave: { $made } ({ $cost })
builders-w-buy-tool = Buy { $card ->
   *[other] the
} { $tool }: +{ $made } ({ $cost })
builders-w-loan = Take a loan: earn { $gain }, repay { $repay } at the end ({ $cost })
builders-w-educate = Educate a worker: { $made } ({ $cost })
builders-w-site = { $building }: needs { $needs } ({ $cost })
builders-w-tool = With { $card ->
   *[other] the
} { $tool } (+{ $made })
builders-w-no-tool = Without a tool
builders-w-worker = { $member } ({ $made })

## Events (the player's name comes first)

builders-ev-paying = { $said } (paying { $coins } sestertii for extra actions)
builders-ev-took-money = took { $money }
builders-ev-started = started { $building }
builders-ev-hired = hired { $worker }
builders-ev-freed = freed a slave
builders-ev-bought-slave = bought a slave for { $cost } sestertii
builders-ev-bought-tool = bought { $tool } for { $cost } sestertii
builders-ev-loan = took a loan of { $gain } sestertii
builders-ev-sent = sent { $worker } to { $building } ({ $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, wage { $wage })
builders-ev-sent-tool = sent { $worker } with { $tool } to { $building } ({ $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, wage { $wage })
builders-ev-finished = finished { $building }: { $coins } sestertii and { $vp } VP
builders-ev-finished-machine = finished { $building }: { $vp } VP, a new machine
builders-ev-educated = educated { $worker } to make { $made } for { $cost } sestertii
builders-ev-ended = ended the turn
builders-ev-reached = reached { $vp } VP: this round is the last
builders-ev-stalled = Nobody has finished a building for { $rounds } rounds: the table cannot progress, so the game is stopped here (a safety stop, not the rulebook's end at { $vp } VP).

## Refusals

builders-no-action-first = Choose an action first.
builders-no-invested = You have already made this turn's investment (one per turn).
builders-no-unknown-card = There is no { $kind ->
    [building] building
   *[worker] worker
} '{ $card }'.
builders-no-not-on-offer = That { $kind ->
    [building] building
   *[worker] worker
} is not on offer.
builders-no-slave-sold = That slave is not for sale.
builders-no-tool-sold = That tool is not for sale.
builders-no-loans = There are no loans left.
builders-no-university = That university card is not available.
builders-no-educable = You have no available worker that can be educated.
builders-no-such-slave = You have no such slave.
builders-no-slave-busy = Only a slave that is not working on a building can be freed.
builders-no-such-worker = You have no such worker.
builders-no-busy = That { $member } is already working on { $building } until it is finished.
builders-no-sites = You have no building under construction: start one first.
builders-no-unknown-action = '{ $action }' is not an action of The Builders.
builders-no-tool-kind = { $kind ->
    [machine] A machine
   *[slave] A slave
} cannot use a tool.
builders-no-building-first = Choose the building first, then the tool.
builders-no-choose-building = Choose the building to send the { $member } to.
builders-no-not-your-site = That is not one of your buildings under construction.
builders-no-choose-tool = Choose the tool to send with the worker, or none.
builders-no-own-tool = You do not own that tool.
builders-no-tool-in-use = That tool is already in use on another building.
builders-no-choose-worker = Choose the worker to educate.
builders-no-educate-slave = A slave cannot be educated: free it first.
builders-no-educate-machine = A machine cannot be educated.
builders-no-educated = That worker has already been educated (once per worker).
builders-no-educate-busy = That { $member } is working on { $building }; only an available worker can be educated.
builders-no-money = Not enough sestertii: that needs { $need } ({ $parts }), and you have { $have }.
builders-no-price = { $money } for { $what ->
    [slave] a slave
    [tool] a tool
    [university] a university
   *[wage] the wage
}
builders-no-extra = { $money } for { $extra ->
    [one] { $extra } extra action
   *[other] { $extra } extra actions
} ({ $left } free left)

## The table as text (the terminal; a player's lines in the private summary)

builders-d-over = { $game }: the game is over after round { $round }.
builders-d-stalled = Stopped by the safety stop: nothing was finished for { $rounds } rounds.
builders-d-turn = { $game }: round { $round }, { $seat } to play ({ $actions ->
    [one] { $actions } free action
   *[other] { $actions } free actions
}, { $invested ->
    [yes] investment made
   *[no] investment open
})
builders-d-last-round = Someone has { $vp } VP: this is the last round.
builders-d-buildings = Buildings on offer ({ $count } more in the deck):
builders-d-buildings-top = Buildings on offer ({ $count } more in the deck, { $building } face up on top):
builders-d-building = {"  "}{ $building }: needs { $needs }; { $coins } sestertii, { $vp } VP
builders-d-machine = {"  "}{ $building }: needs { $needs }; machine making { $made }, { $vp } VP
builders-d-workers = Workers for hire ({ $count } more in the deck):
builders-d-worker = {"  "}{ $worker }: { $made }; wage { $wage }
builders-d-investments = Investments: { $slaves } slaves, tools: { $tools }, { $loans } loans, universities: { $universities }
builders-d-player = { $who }{ $start ->
    [yes] {" "}(start player)
   *[no] {""}
}: { $money }, { $vp } VP
builders-d-player-more = { $who }{ $start ->
    [yes] {" "}(start player)
   *[no] {""}
}: { $money }, { $vp } VP; { $more }
builders-d-tools = tools: { $list }
builders-d-loans = { $count ->
    [one] { $count } loan
   *[other] { $count } loans
}
builders-d-site = {"  "}building { $building }: still needs { $missing }
builders-d-site-crew = {"  "}building { $building }: still needs { $missing } (on it: { $crew })
builders-d-with-tool = { $member } with { $card ->
   *[other] the
} { $tool }
builders-d-available = {"  "}available: { $members }
builders-d-idle = { $member } ({ $made }, wage { $wage })
builders-d-finished = {"  "}finished: { $list }

## At the table (cogs/builders_antiquity/adapter.py)

builders-ui-group-start = Start a building…
builders-ui-group-hire = Hire a worker…
builders-ui-group-invest = Make this turn's investment…
builders-ui-group-send = Send a worker to one of your buildings…
builders-ui-group-free = Free a slave…
builders-ui-group-site = Choose the building…
builders-ui-ask-site = choose the building to send the worker to.
builders-ui-ask-tool = choose a tool for the worker, or none.
builders-ui-ask-educate = choose the worker to educate.
builders-ui-confirm-money = Earn { $gain }, paying { $pay } for { $extra ->
    [one] the extra action
   *[other] the { $extra } extra actions
}: { $way ->
    [less] you end up { $change } poorer than now.
    [more] you end up only { $change } richer than now.
   *[same] you end up no richer than now.
} Take the money?
builders-ui-confirm-start = Start { $building }? A new building is drawn to replace it on offer, and undo cannot take that back.
builders-ui-prompt-step = **{ $player }**: { $ask }
builders-ui-prompt = **{ $player }** to play: { $actions ->
    [0] no free action
    [one] { $actions } free action left
   *[other] { $actions } free actions left
}, { $invested ->
    [yes] investment made
   *[no] investment open
}.{ $last ->
    [yes] {" "}**Last round!**
   *[no] {""}
}
builders-ui-status = { $mark }**{ $player }**{ $start ->
    [yes] {" "}(start player)
   *[no] {""}
}: { $vp } VP, { $money } sestertii, { $sites } under way, { $crew } in the crew
builders-ui-summary = **The Builders: Antiquity** — your summary, { $player }:

## The rules summary and the legend of the images (/builders rules)

builders-ui-rules =
    {""}**The Builders: Antiquity** — score the most victory points, mostly from finished buildings. 17 VP only ends the game: the highest final score wins, so the first to 17 can lose.
    On your turn you have **3 free actions**; each extra action costs **5 sestertii**.
    • **Start a building** (1 action): take one of the five on offer.
    • **Hire a worker** (1 action, no money).
    • **Send a worker** to one of your buildings: pay its wage each time. Sending to a building costs 1 action; a 2nd worker sent to the same building in one turn costs 2, a 3rd 3. A building is finished when its workers cover every resource it needs: you earn its sestertii and VP, and the workers (and their tools) come back. Workers cannot leave a building before that.
    • **Machines** are built like buildings (VP, no sestertii), then work for you with no wage.
    • **Invest** once per turn (1 action): a slave (7; no wage, no tool, −1 VP at the end unless freed), a tool (2; +1 of a resource for the worker carrying it, kept for good), a loan (earn 10 now, repay 15 at the end or −2 VP), or a university (7; an idle worker makes 3 of a resource).
    • **Take sestertii**: 1 action → 1, 2 actions → 3, 3 actions → 6.
    • **Free a slave** not on a building: 1 action (at the end: 5 sestertii).
    When someone ends a turn with 17 VP from buildings and machines, the round is finished so everyone has had as many turns. At the end, slaves are freed and loans repaid as far as money allows. Score: VP − 1 per slave − 2 per unpaid loan + 0.1 per sestertius. Ties share the win.

builders-ui-legend =
    {""}**Reading The Builders board and buttons**
    • **S W A D** (and on buttons **stone wood arch deco**): stone, wood, architecture, decoration.
    • A coin is sestertii; **VP** victory points. **"pay 5"**: what the choice costs you; **"earn 14"**: what it brings.
    • A building under way: **"1/3"** per resource, made so far / needed; its crew is listed with what each makes (**"Apprentice S1 A1 D3"**), **"+Brush"** a tool riding along; **"next send: 2 actions"**: what the next worker sent there this turn costs.
    • **"wage 4"**: paid each time that worker is sent; a slave has **no wage**.
    • **"Craftsman #5"**, **"#6"**: two Craftsman cards printed alike, told apart by their number.
    • **MACHINE**: a building that joins your crew once finished; **"makes D3"**: what it makes.
    • The turn image: **"S2"** needs or makes 2 stone; on a building of yours, **"needs S2"**: 2 stone still to make; **"Apprentice +2"**: two more on that building; **"ses."** sestertii; the last building, greyed, is the top of the face-up pile: on show, not for sale.
