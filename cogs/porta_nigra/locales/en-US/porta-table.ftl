# Porta Nigra at the table (cogs/porta_nigra/adapter.py): the prompt, the players' lines, the
# private summary and the menus.

porta-ui-private-button = Play a card (your hand opens privately)
porta-ui-group-play = Play a card…
porta-ui-group-icon = Use an action of the card…
porta-ui-group-hon = Choose an honor card…
porta-ui-group-site = Choose the site…
porta-ui-group-shop = Buy a brick…
porta-ui-group-brick = Take a brick…
porta-ui-group-top = Build on a Porta Nigra section…
porta-ui-group-tens = Choose the tens of VP…
porta-ui-group-vp = Choose the VP…
porta-ui-number = How many VP? The rest are sestertii
porta-ui-over = The game is over.

porta-ui-ask-builder = place your master builder for the first time.
porta-ui-ask-card = play a card from your hand (privately).
porta-ui-ask-action = use an action of the card in play, or end your turn.
porta-ui-ask-honor = choose an honor card.
porta-ui-ask-building = choose the building to build in.
porta-ui-ask-site = choose the building site.
porta-ui-ask-height = choose how high to build.
porta-ui-ask-whites = choose which bricks to use.
porta-ui-ask-shop = choose the brick to buy.
porta-ui-ask-topper = choose the Porta Nigra section to build on.
porta-ui-ask-wallbrick = choose the colour of the City Wall reward brick.
porta-ui-ask-interim = split your brick score between sestertii and VP.
porta-ui-ask-start-player = choose who starts the next round.
porta-ui-ask-other = choose.
porta-ui-prompt = **{ $player }**: { $ask }
    Round { $round } of { $rounds }.
porta-ui-prompt-card = **{ $player }**: { $ask }
    Card in play: **{ $card }** ({ $text })
    Round { $round } of { $rounds }.

porta-ui-status = { $mark }**{ $player }**: { $vp } VP, { $money } sestertii, { $bricks ->
    [one] { $bricks } brick
   *[other] { $bricks } bricks
}, { $romans ->
    [one] { $romans } Roman
   *[other] { $romans } Romans
}, { $torches ->
    [one] { $torches } torch
   *[other] { $torches } torches
}, { $influence } influence, { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand

porta-ui-hand = **Porta Nigra** — your hand, { $player }:
porta-ui-hand-card = • **{ $card }**: { $text }
porta-ui-hand-empty = • (no cards in hand)
porta-ui-deck = Left in your deck: { $count } ({ $count ->
    [0] none
   *[other] { $cards }
}; order unknown)
porta-ui-you = You: { $vp } VP, { $money } sestertii, { $torches ->
    [one] { $torches } torch
   *[other] { $torches } torches
}, { $influence } influence, { $romans ->
    [one] { $romans } Roman
   *[other] { $romans } Romans
}
porta-ui-your-turn = **It is your turn: choose the card to play below.**
