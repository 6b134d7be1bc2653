# A terminálos játék, `tabula play --lang …` (bot/cli.py). $seed egy szám, ahogy begépelték.

cli-play-start = { $game }, kezdőérték: { $seed }. Emberi játékosok: { $humans ->
    [0] nincsenek
   *[other] { $names }
}.
cli-play-how = Írd be egy lépés számát; Ctrl-D vagy Ctrl-C: kilépés.
cli-play-choose = { $seat }, válassz:
cli-play-number = Írj be egy számot 1 és { $count } között.
cli-play-left = A játék befejezetlen maradt. Viszlát!
cli-play-winners = { $count ->
    [one] Győztes: { $winners }
   *[other] Döntetlen: { $winners } közösen nyert
}

# Az első döntése után minden hely csak azt látja, ami az előző óta változott, a "?" pedig újra
# megmutatja az egész játékot (bot/cli_screen.py).
cli-play-changed = { $seat }, ez változott a legutóbbi köröd óta (az egész játékhoz írd be: ?):
cli-play-gone = Ami már nincs ott:
cli-play-unchanged = { $seat }, semmi sem változott a legutóbbi köröd óta (az egész játékhoz írd be: ?).
