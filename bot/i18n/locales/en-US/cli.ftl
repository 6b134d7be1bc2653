# The terminal player, `tabula play --lang …` (bot/cli.py). $seed is a number as typed.

cli-play-start = { $game }, seed { $seed }. Humans: { $humans ->
    [0] none
   *[other] { $names }
}.
cli-play-how = Type the number of an action; Ctrl-D or Ctrl-C quits.
cli-play-choose = { $seat }, choose:
cli-play-number = Please type a number from 1 to { $count }.
cli-play-left = Game left unfinished. Goodbye.
cli-play-winners = { $count ->
    [one] Winner: { $winners }
   *[other] A tie: { $winners } share the win
}

# After a seat's first decision it sees only what changed since its last one, and "?" shows
# the whole game again (bot/cli_screen.py).
cli-play-changed = { $seat }, changed since your last turn (type ? to see the whole game):
cli-play-gone = No longer there:
cli-play-unchanged = { $seat }, nothing changed since your last turn (type ? to see the whole game).
