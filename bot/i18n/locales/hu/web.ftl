## The table's page on the web (bot/web)

web-to-move = következik
web-time-runs-out = ⏳ Az idő lejár: { $when }.
web-last-moves = Az utolsó lépések
web-table-ended = Ez az asztal véget ért.
web-live = ● Élő: az oldal követi a lépéseket.
web-not-live = Az oldal már nem követi az asztalt: töltsd újra a legutóbbi lépésért.
web-not-found-title = Nincs ilyen asztal
web-not-found = Ezen a címen nincs asztal. Nyisd meg újra a Discordban a táblája alatti 🌐 gombbal.
web-table-button = 🌐 Asztal
web-play-in-browser = Játék a böngészőben
web-links-spectator = Az asztal oldala követi a lépéseket; bárki nézheti.
web-links-player = A „Játék a böngészőben” a saját oldaladat nyitja meg ennél az asztalnál: a kezedet és a választásaidat. 12 órán át a nevedben lép: ne add tovább.
web-link-refused-title = Ez a link már nem működik
web-link-refused = Ez a link itt már nem a te nevedben lép (lejárt, vagy már nem a tiéd a hely). Kérj újat a Discordban az asztal táblája alatti 🌐 gombbal.
web-your-turn = Te következel
web-choose = Melyiket?
web-too-fast = Túl sok kattintás egyszerre: várj egy kicsit.
web-bad-request = Az oldal olyat küldött, amit az asztal nem ért: töltsd újra.
