# A The Builders képeire rajzolt szavak (cogs/builders_antiquity): a teljes tábla és a kör
# képe. A jelvények nagybetűsek; a kártyák nevei a game-builders.ftl-ből jönnek.
# GyP: győzelmi pont. Számnév után a főnév egyes számban áll.

## Jelek

# Az erőforrások egybetűs jele a korongjukon („K3”: 3 kő).
builders-img-letter-stone = K
builders-img-letter-wood = F
builders-img-letter-architecture = É
builders-img-letter-decoration = D
builders-img-vp-mark = GyP
builders-img-vp = { $vp } GyP
builders-img-ses = { $amount } sest.
builders-img-legend-sestertii = sestertius
builders-img-legend-stone = Kő
builders-img-legend-wood = Fa
builders-img-legend-vp = győzelmi pont
builders-img-legend-architecture = Építészet
builders-img-legend-decoration = Díszítés
# A gép neve „(gép)” nélkül: a színe és a jelvénye mutatja.
builders-img-machine-saw = Fűrész
builders-img-slave = Rabszolga
builders-img-freed-slave = Szabad munkás

## A kör és a fejléc

builders-img-last-round = UTOLSÓ FORDULÓ
builders-img-game-over = VÉGE A JÁTÉKNAK
builders-img-board-ended = Véget ért a játék, { $round } forduló után: lent a végső pontszámok.
builders-img-end-hint = { $vp } GyP elérésekor ez lesz az utolsó forduló
builders-img-board-who = { $round }. forduló  ·  { $player } következik
builders-img-board-no-free-action = nincs több ingyen akció (minden további { $cost } sestertius)
builders-img-turn-who = { $round }. forduló · { $player } következik
builders-img-turn-who-plain = { $player } következik
builders-img-turn-over = The Builders: vége a játéknak ({ $round }. forduló)
builders-img-turn-over-stalled = The Builders: vége a játéknak (biztonsági leállítás)
builders-img-actions-left = még { $count } ingyen akció
builders-img-no-free-action = nincs több ingyen akció (további: { $cost } sest.)
builders-img-investment-made = a befektetés megvolt
builders-img-investment-open = befektetés még lehetséges
# $sort: melyik kártyát küldöd (munkásfajta, slave, freed vagy a gép azonosítója).
builders-img-step-site = munkába állítod { $sort ->
    [machine_saw] a gépet
    [machine_architects_table] a gépet
    [machine_scaffolding] a gépet
    [machine_hoist] a gépet
   *[other] a munkást
}: { $worker } – melyik épületnél?
builders-img-step-tool = munkába állítod { $sort ->
    [machine_saw] a gépet
    [machine_architects_table] a gépet
    [machine_scaffolding] a gépet
    [machine_hoist] a gépet
   *[other] a munkást
}: { $worker } → { $building } – melyik szerszámmal?
builders-img-step-educate = kiválasztod, ki tanul az egyetemen ({ $resource })

## A kínálat

builders-img-buildings-for-sale = Választható épületek
builders-img-workers-for-hire = Bérelhető munkások
builders-img-more-in-deck = még { $count } a pakliban
builders-img-more-in-pile = még { $count } a húzópakliban, felül: { $building }
builders-img-deck-empty = üres a pakli
builders-img-pile-empty = üres a húzópakli
builders-img-turn-pile-top = az utolsó, szürkén: a húzópakli teteje ({ $count } lap)
builders-img-turn-no-buildings = Választható épületek: elfogytak, üres a húzópakli
builders-img-turn-no-workers = Bérelhető munkások: elfogytak, üres a pakli
builders-img-needs = kell
builders-img-makes = termel
builders-img-machine = GÉP
builders-img-wage = bér: { $wage }
builders-img-no-wage = nincs bér

## Befektetések

builders-img-investments = Befektetések
builders-img-one-per-turn = körönként egy: 1 akció és az ára
builders-img-turn-invested = Befektetés: ebben a körben megtörtént (körönként egy)
builders-img-left = (még { $count })
builders-img-none-left = elfogyott
builders-img-slaves = Rabszolgák
builders-img-slave-title = Rabszolga
builders-img-slave-terms = nincs bér, −1 GyP
builders-img-tools = Szerszámok
builders-img-tool-title = Szerszám
builders-img-tool-terms = +1, megmarad
builders-img-loans-title = Kölcsönök
builders-img-loan-title = Kölcsön
builders-img-loan-terms = most { $gain }, a végén { $repay } vissza, különben −{ $vp } GyP
builders-img-turn-loan-terms = most { $gain }, vissza { $repay }, különben −{ $vp } GyP (még { $count })
builders-img-universities = Egyetemek
builders-img-university-title = Egyetem
builders-img-university-terms = a munkás termelése { $value }

## A játékosok

builders-img-to-play = KÖVETKEZIK
builders-img-start-player = KEZDŐJÁTÉKOS
builders-img-start-player-fact = kezdőjátékos
builders-img-loans-badge = { $count } KÖLCSÖN
builders-img-loans = { $count } kölcsön
builders-img-under-construction = ÉPÍTÉS ALATT
builders-img-nothing-yet = még semmi
builders-img-available-crew = MUNKÁBA ÁLLÍTHATÓ MUNKÁSOK
builders-img-everyone-busy = mindenki épületen dolgozik
builders-img-finished = MEGÉPÜLT ÉPÜLETEK
builders-img-none-yet = még egy sincs
builders-img-tool-on = { $building } építésén
builders-img-tool-free = szabad
builders-img-tools-owned = szerszámok:
builders-img-next-send = következő munkás: { $count } akció
builders-img-no-crew = még nincs rajta munkás
builders-img-uni = UNI
builders-img-nothing-under-way = Nincs félkész épület
# A kód utána írja: „: ” és a kör képéről lemaradt épületek nevei, ha elférnek.
builders-img-more-under-way = és még { $count } félkész épület (lásd a teljes táblát)
builders-img-all-under-way = { $count } félkész épület (lásd a teljes táblát)
builders-img-available = Munkába állítható:
builders-img-available-nobody = Munkába állítható: senki, mindenki épületen dolgozik
builders-img-crew = { $count } munkás
builders-img-built = { $count } kész
builders-img-under-way = { $count } félkész

## Végső pontozás

builders-img-board-winners = Végső pontszámok: { $count ->
    [one] { $last } nyert
   *[other] { $others } és { $last } osztoznak a győzelmen
}
builders-img-turn-winners = { $count ->
    [one] { $last } nyert
   *[other] { $others } és { $last } osztoznak a győzelmen
}
builders-img-winner = GYŐZTES
builders-img-score = { $score } pont
builders-img-score-value = { $score }
builders-img-result-vp = = { $vp } GyP
builders-img-result-slaves = − { $count } ({ $count } megtartott rabszolga)
builders-img-result-loans = − { $penalty } ({ $count } vissza nem fizetett kölcsön)
builders-img-result-coins = + { $score } ({ $count } sestertius maradt)
builders-img-paid-freed = (a végén: { $freed } rabszolga felszabadítva)
builders-img-paid-repaid = (a végén: { $repaid } kölcsön visszafizetve)
builders-img-paid-both = (a végén: { $freed } rabszolga felszabadítva, { $repaid } kölcsön visszafizetve)
builders-img-turn-score = { $score } = { $vp } GyP
builders-img-turn-slaves = − { $penalty } (rabszolgák)
builders-img-turn-loans = − { $penalty } (kölcsönök)
builders-img-turn-coins = + { $score } ({ $amount } sest.)
