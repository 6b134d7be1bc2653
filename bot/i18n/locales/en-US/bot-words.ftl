# The bot's own words outside any message of the service: computer players' names and the
# menus that hold every action when they do not fit as buttons.

# A computer seat's name, for every reader of its table; $level is the stored level id (easy,
# normal, hard, random, or one Tabula no longer offers, said as stored).
bot-ai-name = AI { $number } ({ $level ->
    [easy] easy
    [normal] normal
    [hard] hard
    [random] random
   *[other] { $level }
})

# Someone Discord no longer knows (a deleted account), by their user id.
bot-unknown-player = Player { $id }

# A seat no person's name is given to (the terminal's, a simulated game's), by its number
# from 1; the rulebooks' word for a player.
bot-seat-name = Player { $number }

bot-choose-action = Choose an action
bot-choice-then = { $first } · { $then }
# A menu's page when the options take several menus of 25.
bot-menu-page = { $title } ({ $page }/{ $pages })

# The defaults of a game's Discord words, for a game that does not say its own.
bot-choose-privately = Choose privately
bot-player-chooses = { $player }, choose an action.

# Said once in a table's channel where the bot may not post its board.
bot-missing-permissions = I am missing a permission in this channel (I need to send messages, embed links, attach files and read the message history here), so the board cannot be shown. The game is saved: it goes on as soon as a moderator fixes it.
