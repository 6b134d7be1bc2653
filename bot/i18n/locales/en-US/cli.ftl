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
