# Az üzenetek, amelyeket a Discord-réteg állít össze (bot/presenter.py): a tábla, a játékos
# saját összefoglalója, az asztal a játék előtt, gombjaik és menüik. $game a játék címe,
# $table az asztal száma, $where egy csatorna említése, $command a parancscsoport neve.
# Gombfelirat legfeljebb 80 karakter; menü helykitöltője 150; menüpont 100.

## A tábla

board-title = { $game } · #{ $table } asztal
board-your-turn = { $player }, te következel.
board-game-over = **Vége a játéknak.** Győztes: { $winners }
board-game-tied = **Vége a játéknak.** Döntetlen: { $winners } holtversenyben végzett az élen, fejenként { $score } ponttal; a szabályok nem döntik el a holtversenyt, így a győzelem közös.
board-time-runs-out = ⏳ Az idő lejár: { $when }.
board-last-moves = **Az utolsó lépések**
board-players = Játékosok
board-computer-plays = 🤖 { $name } — helyette a gép játszik
board-computer-since-round = 🤖 { $name } — a(z) { $number }. fordulótól helyette a gép játszik
board-computer-since-turn = 🤖 { $name } — a(z) { $number }. körtől helyette a gép játszik
board-footer = { $move }. lépés · /{ $command } { cmd-game-hand-name }: a saját összefoglalód
board-footer-past = { $move }. lépés ({ $moves } közül) · #{ $table } asztal
board-alt = { $game }, #{ $table } asztal, { $move }. lépés.
board-alt-after-turn = { $game }, #{ $table } asztal, { $who } köre után.
board-alt-last-move = Utolsó lépés: { $moves }.
board-turn-ended = **{ $who }**: { $moves }.
board-turn-ended-nothing = **{ $who }**: befejezte a körét.
board-type-number = Írd be a pontos számot…
board-rematch = Visszavágó
board-replay = Visszajátszás
board-full-board = Teljes tábla
board-open-table = Az asztal megnyitása

## A játékos saját összefoglalója

private-aborted = **Ezt az asztalt megszakították**; a játék eredmény nélkül ért véget.
private-game-over = **Vége a játéknak.** { $count ->
    [one] Győztes: { $winners }.
   *[other] Döntetlen: { $winners } közösen nyert.
}
private-game-over-scored = **Vége a játéknak.** { $count ->
    [one] Győztes: { $winners }.
   *[other] Döntetlen: { $winners } közösen nyert.
} A pontszámod: { $score }.
private-table-link = #{ $table } asztal: { $url }

## Az asztal a játék előtt

lobby-seat = { $number }. { $name }
lobby-seat-host = { $number }. { $name } (házigazda)
lobby-seat-open = { $number }. — szabad —
lobby-time-per-turn = Körönkénti idő
lobby-clock-none = nincs korlát
lobby-clock = { $limit }, utána { $timeout }
lobby-footer = { $players } kell · ülésrend: { $random ->
    [yes] véletlen
   *[no] ahogy leültek
} · a házigazda indítja a játékot
lobby-played-in = A játék itt lesz: { $where }.
lobby-started = A játék elkezdődött: lent a tábla.
lobby-abandoned = Ez az asztal véget ért: törölték a szálát.
lobby-expired = Senki sem indította el időben ezt az asztalt, ezért bezárult.
lobby-closed-by = Az asztalt { $name } zárta be.
lobby-over-in = **Vége a játéknak** itt: { $where }.
lobby-over-in-winner = **Vége a játéknak** itt: { $where }. { $count ->
    [one] Győztes: { $winners }.
   *[other] Döntetlen: { $winners } közösen nyert.
}
lobby-playing-in = A játék itt folyik: { $where }.
lobby-playing-in-to-move = A játék itt folyik: { $where }; { $name } következik.
lobby-add-computer = Gépi játékos hozzáadása…
lobby-join = Beszállok
lobby-leave = Kiszállok
lobby-start = Indítás
lobby-cancel = Mégse
lobby-clock-placeholder = Körönkénti idő: { $limit }
lobby-timeout-placeholder = Ha lejár az idő: { $timeout }
lobby-timeout-option = Ha lejár az idő, { $timeout }

# the language a person reads (/tabula language) and a table speaks (issue 21)
lobby-language-placeholder = Az asztal nyelve: { $language }
