# Aqua Romana a képeken: a teljes tábla és a körkép szavai (cogs/aqua_romana/board.py, turn.py),
# a magyar szabálykönyv kifejezéseivel. A mezők nevei (A1, P12), a számok, a munkások betűi
# (R, Y, G, B) és az építőmesterek betűi (C, S, B, D, J) minden nyelven ugyanazok. A változók
# elé nem kerül névelő és utánuk nem kerül rag, mert az a kiejtésüktől függne (a B3, az A1).

## Mindkét kép

aqua-images-game-over = Vége a játéknak
aqua-images-to-play = { $name } következik
aqua-images-to-place = elhelyezendő: { $builders }
aqua-images-no-builder = nincs
aqua-images-bonus = (bonusz +{ $bonus })

## A teljes tábla

aqua-images-podiums = Dobogók
# Azon a négy mezőn, amelyre a kanyar elő van nyomtatva.
aqua-images-printed = nyomtatott
aqua-images-scores = Pontszámok
aqua-images-final-scores = Végeredmény
aqua-images-winner = { $name }  (nyert)
aqua-images-open = { $count } nyitott
aqua-images-turns-without-tile = Egymás utáni lépések lap nélkül: { $count }
aqua-images-reserve-builders = Tartalék építőmesterek
aqua-images-tiles-left = Lapok a készletben
aqua-images-builders = Építőmesterek
aqua-images-board-legend =
    Munkások: R = piros négyzet, Y = sárga kör,
    G = zöld háromszög, B = kék rombusz;
    R2 a { $workman } munkás. A nyíl arra a mezőre
    mutat, ahová a következő lapja kerül.

## A körkép: az előtte álló döntés a „… következik:” után

aqua-images-step-over = lent a végeredmény; a dobogók a teljes táblán láthatók.
# (the table's page, which shows the podiums)
aqua-images-step-over-page = a lenti dobogókon látszik, hol szerzett pontot minden munkás.
aqua-images-step-set-builder = állítsd { $kind ->
    [C] az építőmestert kanyarral
    [S] az építőmestert egyenessel
    [B] az építőmestert híddal
    [D] az építőmestert dupla kanyarral
   *[J] a joker építőmestert
} a körút { $side ->
    [top] felső
    [right] jobb
    [bottom] alsó
   *[left] bal
} oldalára: egy kiemelt mezőre, P{ $first }–P{ $last }
aqua-images-step-builder = { $workman } ({ $square }) építési helye: { $end }; válassz a látóvonalában álló építőmesterek közül (kiemelve)
aqua-images-step-tile = { $workman } építési helye: { $end }; a P{ $place } mezőn álló építőmester { $kind ->
    [C] kanyart
    [S] egyenest
    [B] hidat
    [D] dupla kanyart
   *[J] bármilyen lapot
} ad
aqua-images-step-fountain-square = plusz lap a kút miatt ({ $tile }): válassz mezőt ebben az oszlopban: { $column }
aqua-images-step-fountain-tile = plusz lap a kút miatt ({ $tile }), helye: { $square }; válaszd ki, hogyan álljon
aqua-images-step-help = egyik munkásod sem tud építeni: bővítsd egy másik játékos vízvezetékét (kiemelt végek)

## A körkép: játékosonként egy sor, aztán a tartalék

# A játékos színei a munkásaié a táblán: „Anna (piros és sárga): 3 pont”.
aqua-images-row-points = { $name } ({ $colours }): { $count } pont
# Ugyanez a színek nélkül, ha a soroknak nincs elég hely.
aqua-images-row-points-plain = { $name }: { $count } pont
aqua-images-row-wins = nyert
aqua-images-row-podiums = dobogók: { $values }
aqua-images-reserve-list = Tartalék építőmesterek: { $builders }
