# Porta Nigra az asztalnál (cogs/porta_nigra/adapter.py): a felszólítás, a játékosok sorai, a
# privát összegzés és a menük. Számnév után egyes szám: „3 tégla”.

porta-ui-private-button = Kártya kijátszása (a kezed privátban nyílik meg)
porta-ui-group-play = Kártya kijátszása…
porta-ui-group-icon = A kártya egy akciója…
porta-ui-group-hon = Becsületkártya választása…
porta-ui-group-site = Építőhely választása…
porta-ui-group-shop = Tégla vásárlása…
porta-ui-group-brick = Tégla elvétele…
porta-ui-group-top = Építés egy Porta Nigra-épületrészre…
porta-ui-group-tens = A győzelmi pontok tízesei…
porta-ui-group-vp = A győzelmi pontok…
porta-ui-number = Hány győzelmi pontot kérsz? A többi sestertius lesz
porta-ui-over = A játéknak vége.

porta-ui-ask-builder = tedd le először az építőmesteredet.
porta-ui-ask-card = játssz ki egy kártyát a kezedből (privátban).
porta-ui-ask-action = használd a kijátszott kártya egy akcióját, vagy fejezd be a köröd.
porta-ui-ask-honor = válassz becsületkártyát.
porta-ui-ask-building = válaszd ki, melyik épületben építesz.
porta-ui-ask-site = válaszd ki az építőhelyet.
porta-ui-ask-height = válaszd ki, milyen magasra építesz.
porta-ui-ask-whites = válaszd ki, mely téglákat használod.
porta-ui-ask-shop = válaszd ki, melyik téglát veszed meg.
porta-ui-ask-topper = válaszd ki a Porta Nigra-épületrészt, amelyre építesz.
porta-ui-ask-wallbrick = válaszd ki a Városfal-jutalomtégla színét.
porta-ui-ask-interim = oszd el a téglapontjaidat sestertius és győzelmi pont között.
porta-ui-ask-start-player = válaszd ki, ki kezdi a következő fordulót.
porta-ui-ask-other = válassz.
porta-ui-prompt = **{ $player }**: { $ask }
    { $round }. forduló ({ $rounds } közül).
porta-ui-prompt-card = **{ $player }**: { $ask }
    Kijátszott kártya: **{ $card }** ({ $text })
    { $round }. forduló ({ $rounds } közül).

porta-ui-status = { $mark }**{ $player }**: { $vp } GyP, { $money } sestertius, { $bricks } tégla, { $romans } római, { $torches } fáklyajelző, { $influence } befolyásjelző, { $hand } kártya a kézben

porta-ui-hand = **Porta Nigra** — a kezed, { $player }:
porta-ui-hand-card = • **{ $card }**: { $text }
porta-ui-hand-empty = • (nincs kártya a kezedben)
porta-ui-deck = A pakliban maradt: { $count } ({ $count ->
    [0] egy sem
   *[other] { $cards }
}; a sorrend ismeretlen)
porta-ui-you = Te: { $vp } GyP, { $money } sestertius, { $torches } fáklyajelző, { $influence } befolyásjelző, { $romans } római
porta-ui-your-turn = **Te következel: válaszd ki lent a kijátszandó kártyát.**
