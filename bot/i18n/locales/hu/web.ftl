## The table's page on the web (bot/web)

web-to-move = következik
web-time-runs-out = ⏳ Az idő lejár: { $when }.
web-last-moves = Az utolsó lépések
web-table-ended = Ez az asztal véget ért.
web-live = ● Élő: az oldal követi a lépéseket.
web-not-live = Az oldal már nem követi az asztalt: töltsd újra a legutóbbi lépésért.
web-not-found-title = Nincs ilyen asztal
web-not-found = Ezen a címen nincs asztal. Nyisd meg újra a Discordban a táblája alatti „Az asztal megnyitása” gombbal.
