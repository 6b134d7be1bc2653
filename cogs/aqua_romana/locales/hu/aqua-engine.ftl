# Aqua Romana saját mondatai: a választási lehetőségek (gombok, menük), az események, az
# elutasítások és a kérdések (rules/aqua_romana), az asztal szavai (cogs/aqua_romana/adapter.py)
# és a tábla szöveges leírása a terminálban, a magyar szabálykönyv kifejezéseivel. A mezők neve
# (C3, P12) elé nem kerül névelő és utána nem kerül rag, mert az a kiejtésétől függne (a B3, az
# A1); a körút mezői mind P-vel kezdődnek, ezért elé „a” kerül.

## Főnevek a mondatokban

# Tárgyesetben: minden mondat a tárgyaként használja.
aqua-w-the-builder = { $kind ->
    [C] az építőmestert kanyarral
    [S] az építőmestert egyenessel
    [B] az építőmestert híddal
    [D] az építőmestert dupla kanyarral
   *[J] a joker építőmestert
}
aqua-w-a-builder = { $kind ->
    [C] egy építőmestert kanyarral
    [S] egy építőmestert egyenessel
    [B] egy építőmestert híddal
    [D] egy építőmestert dupla kanyarral
   *[J] egy joker építőmestert
}
aqua-w-workman = { $colour }{ $number }
aqua-w-channel = { $start }-{ $to }
aqua-w-channels = { $first } + { $second }
aqua-w-tile = { $type } ({ $shape })
aqua-w-above = felül, oszlop: { $column }
aqua-w-below = alul, oszlop: { $column }
aqua-w-beside = { $side ->
    [right] jobbra
   *[left] balra
}, sor: { $row }

## Választási lehetőségek

aqua-w-pick = { $verb ->
    [setup] Állíts fel
   *[place] Helyezz el
} { $builder } a körút { $side ->
    [top] felső
    [right] jobb
    [bottom] alsó
   *[left] bal
} oldalára
aqua-w-at = Állítsd { $builder } a { $square } mezőre ({ $where })
aqua-w-use = Használd { $builder } a { $square } mezőn ({ $where })
aqua-w-move = Léptesd tovább { $builder }: { $square } ({ $where }) → { $to }
aqua-w-column = Plusz lap ebbe az oszlopba: { $column }
aqua-w-square = Plusz lap erre a mezőre: { $square }
aqua-w-lay = Tedd le ide: { $square } – { $tile }
aqua-w-extend = Bővítsd { $workman } vízvezetékét ({ $length } hosszú, { $length ->
    [0] a víztárolónál
   *[other] itt: { $square }
}, következő mező: { $facing })
aqua-w-help = Nincs saját lépésed: építs { $workman } vízvezetékére ({ $length } hosszú)
aqua-w-water = { $kind ->
    [C] Kanyar
    [S] Egyenes
    [B] Híd
   *[D] Dupla kanyar
}, a víz { $to ->
    [north] északra
    [east] keletre
    [south] délre
   *[west] nyugatra
} { $flow ->
    [on] folyik tovább
   *[turns] fordul
}{ $kind ->
    [D] {" "}(2. kanyar: { $second })
   *[other] {""}
}
aqua-w-tile-option = { $water }: { $length } hosszú, { $closed ->
    [yes] lezárva
   *[no] nyitott
}
aqua-w-close = Zárd le most { $workman } vízvezetékét ({ $length } hosszú)
aqua-w-claim = Vedd el { $builder } a tartalékból
aqua-w-keep = Nem zárok le vízvezetéket

## Események (a játékos neve után, vagy teljes mondatok)

aqua-ev-put = felállított { $builder } a { $square } mezőre
aqua-ev-moved = { $stuck ->
    [yes] nem tudott építeni, ezért továbbléptette
   *[no] továbbléptette
} { $builder } a { $start } mezőről a { $to } mezőre
aqua-ev-fountain-tile = lerakta a kút miatti plusz lapot, helye: { $square } – { $tile }
aqua-ev-laid = lapot rakott le { $workman } vízvezetékéhez, helye: { $square } – { $tile }
aqua-ev-passed-fountain = Az építőmester elhaladt egy kút mellett: egy plusz lap kerül a táblára.
aqua-ev-closed = önként lezárta { $workman } vízvezetékét
aqua-ev-closed-by-tile = { $workman } vízvezetékét lezárta a lap, helye: { $square }
aqua-ev-grew-closed = { $workman } vízvezetéke { $length } hosszúra nőtt, és lezárult
aqua-ev-grew = { $workman } vízvezetéke { $length } hosszúra nőtt, következő mező: { $facing }
aqua-ev-scores = { $podium ->
    [0] 0 pontot kap: { $workman } ({ $length } hosszú vízvezeték) nem talál szabad dobogót
   *[other] { $podium } pontot kap: { $workman } ({ $length } hosszú vízvezeték) { $podium ->
        [1] az
        [5] az
       *[other] a
    } { $podium } pontos dobogóra áll
}
aqua-ev-took = elvette { $builder } a tartalékból
aqua-ev-sits-out = nem áll munkása a táblán, ezért kimarad ebből a körből
aqua-ev-game-over = Vége a játéknak: a nyitott vízvezetékek értékelése következik.
aqua-ev-bonus = +{ $points } bonusz pontot kap { $workman } után

## Mit kér az egyes lépés (mondatban: „Most Anna következik: …”)

aqua-ask-setup = egy építőmester-típus és a körút egy oldalának kiválasztása a felállításhoz
aqua-ask-setup-square = a körút mezőjének kiválasztása az építőmester számára
aqua-ask-place = az elvett tartalék építőmester elhelyezése
aqua-ask-place-square = a körút mezőjének kiválasztása a tartalék építőmester számára
aqua-ask-workman = a munkás kiválasztása, akinek a vízvezetékét bővíti
aqua-ask-builder = egy építőmester kiválasztása a munkás látóvonalában
aqua-ask-tile = a vízvezetéklap és az állásának kiválasztása
aqua-ask-move = senki sem tud építeni: egy építőmester továbbléptetése
aqua-ask-fountain-column = az építőmester elhaladt egy kút mellett: a plusz lap oszlopának kiválasztása
aqua-ask-fountain-square = a plusz lap mezőjének kiválasztása
aqua-ask-fountain-tile = a plusz lap és az állásának kiválasztása
aqua-ask-close = egy nyitott vízvezeték önkéntes lezárása (ha akarja)
aqua-ask-claim = egy építőmester elvétele a tartalékból

## Elutasítások

aqua-no-over = Vége a játéknak.
aqua-no-step = Most { $seat } következik: { $ask }; a(z) „{ $action }” nem ilyen választás.
aqua-no-type = A(z) „{ $kind }” nem építőmester-típus (C, S, B, D vagy J).
aqua-no-joker-setup = A joker építőmester a tartalékban kezdi a játékot, nem a körúton.
aqua-no-setup-done = Minden építőmester ({ $type }) a körúton áll már.
aqua-no-held = Nincs nálad a tartalékból elvett építőmester ({ $type }).
aqua-no-side = A(z) „{ $side }” nem a körút egyik oldala (top, right, bottom, left).
aqua-no-side-full = A körút { $side ->
    [top] felső
    [right] jobb
    [bottom] alsó
   *[left] bal
} oldalán nincs szabad mező.
aqua-no-pathway-square = A(z) „{ $arg }” nem a körút mezője (P0–P37).
aqua-no-square-taken = A { $square } mezőn már áll egy építőmester ({ $type }).
aqua-no-other-side = A { $square } mező nem a körút választott, { $side ->
    [top] felső
    [right] jobb
    [bottom] alsó
   *[left] bal
} oldalán van.
aqua-no-workman = Nincs „{ $arg }” nevű munkás.
aqua-no-closed = { $workman } vízvezetéke már le van zárva.
aqua-no-own-first = A saját vízvezetékeid egyikét kell bővítened, amíg valamelyik bővíthető.
aqua-no-sight = { $workman } látóvonalában nem áll építőmester.
aqua-no-fit = A munkás ({ $workman }) látóvonalában álló építőmesterek egyik lapja sem illeszthető elé.
aqua-no-builder = Nem áll építőmester itt: „{ $arg }”.
aqua-no-not-seen = A { $square } mező nincs { $workman } látóvonalában (ezeket látja: { $seen }).
aqua-no-builder-fit = A { $square } mezőn álló építőmester egyik lapja sem illeszthető { $workman } elé.
aqua-no-tile = A(z) „{ $arg }” nem vízvezetéklap és állás.
aqua-no-stock = Nem maradt több vízvezetéklap ebből: { $type }.
aqua-no-offer = Ez az építőmester ({ $builder }) csak ilyen lapot ad: { $type }.
aqua-no-opening = Ebben az állásban a lapnak nincs nyílása { $workman } felé.
aqua-no-joins = Ez a lap két vízvezetéket kötne össze: vízvezeték nem köthet össze két csatlakozást.
aqua-no-tile-now = A(z) „{ $arg }” most nem szabályos lap.
aqua-no-column = A(z) „{ $arg }” nem oszlop (A–K).
aqua-no-column-room = Ebben az oszlopban nincs mező, ahová a plusz lap kerülhet: { $column }.
aqua-no-square = A(z) „{ $arg }” nem mező.
aqua-no-in-column = A mező ({ $square }) nincs ebben az oszlopban: { $column }.
aqua-no-empty = A mező nem üres: { $square }.
aqua-no-faced = Egy vízvezeték vége erre a mezőre néz: { $square }; a plusz lap nem bővíthet vízvezetéket, és nem is érintkezhet vele.
aqua-no-extra-type = A plusz lapnak ilyennek kell lennie: { $type }.
aqua-no-yours = A(z) „{ $arg }” nem a te munkásod.
aqua-no-open = { $workman } vízvezetéke nincs nyitva.
aqua-no-reserve = A tartalékban nincs ilyen építőmester: { $type }.
aqua-no-action = A(z) „{ $action }” most nem szabályos lépés.

## A tábla szövegként (tabula play aqua-romana)

aqua-d-key = Építőmesterek: C kanyar, S egyenes, B híd, D dupla kanyar, J joker.
aqua-d-workmen = Munkások (nyitott vízvezetékek; kisbetű a táblán = a mező, amely felé néz):
aqua-d-workman = {"  "}{ $workman }{ $pad } ({ $seat }) itt: { $square }, következő mező: { $facing }, { $length } hosszú
aqua-d-podium = { $podium }: { $workmen }
aqua-d-then = { $first }; { $rest }
aqua-d-podiums = Dobogók: { $podiums }
aqua-d-none-taken = egy sem foglalt
aqua-d-empty = üres
aqua-d-stock = { $type } { $count }
aqua-d-reserve = Tartalék: { $reserve }   Maradék lapok: { $stock }
aqua-d-held-seat = { $seat }: { $types }
aqua-d-held = A következő lépésük előtt elhelyezendő: { $held }
aqua-d-scores = Pontszámok: { $scores }
aqua-d-over = { $count ->
    [one] Vége a játéknak. Győztes: { $winners }
   *[other] Vége a játéknak. Döntetlen: { $winners } közösen nyert
}
aqua-d-to-play = { $seat } következik ({ $current } köre): { $ask }.

## Az asztal: gombok, kérdések, a játékosok sorai, a személyes összefoglaló

aqua-ui-over = Vége a játéknak.
aqua-ui-group-move = Senki sem tud építeni: léptess tovább egy építőmestert…
aqua-ui-pick = { $kind ->
    [C] Kanyar
    [S] Egyenes
    [B] Híd
    [D] Dupla kanyar
   *[J] Joker
} · { $side ->
    [top] felül
    [right] jobbra
    [bottom] alul
   *[left] balra
} ({ $squares })
aqua-ui-at = { $square } ({ $where })
aqua-ui-column = Oszlop: { $column }
aqua-ui-square = Mező: { $square }
aqua-ui-types = { $types }
aqua-ui-colours = { $first }{ $joint ->
    [and] {" "}és{" "}
   *[slash] /
}{ $second }
aqua-ui-seen = { $type } { $square }
aqua-ui-sees = { $builders }
aqua-ui-no-builder = nincs építőmester
aqua-ui-a-tile = { $kind ->
    [C] egy kanyart
    [S] egy egyenest
    [B] egy hidat
   *[D] egy dupla kanyart
}
aqua-ui-any-tile = bármilyen lapot
aqua-ui-left = { $count } { $type }
aqua-ui-ask-setup = **{ $player }**: építőmester felállítása ({ $number }/12). Válaszd ki a típusát és a körút oldalát (hátralévő építőmesterek: { $left }).
aqua-ui-ask-square = **{ $player }**: válaszd ki, a körút { $side ->
    [top] felső
    [right] jobb
    [bottom] alsó
   *[left] bal
} oldalának melyik mezőjére állítod { $builder } ({ $squares }, { $side ->
    [top] az oszlopok fölött
    [bottom] az oszlopok alatt
   *[other] a sorok mellett
}).
aqua-ui-ask-place = **{ $player }**: a lépésed előtt helyezd el a tartalékból elvett építőmestert ({ $held }). Válaszd ki { $types ->
    [several] a típusát és a
   *[one] a
} körút oldalát.
aqua-ui-ask-workman = **{ $player }**: válaszd ki a munkást, akinek a vízvezetékét bővíted.
aqua-ui-ask-help = **{ $player }**: egyik munkásod sem tud építeni, ezért egy másik játékos vízvezetékét kell bővítened: válaszd ki a munkást.
aqua-ui-ask-builder = **{ $player }**: { $workman } vízvezetéke { $length } hosszú, következő mezője: **{ $facing }** (bekarikázva). Válaszd ki az építőmestert, akinek a lapját oda teszed (látóvonalában: { $sees }).
aqua-ui-ask-tile = **{ $player }**: { $builder } használva (a { $square } mezőn) tegyél le { $offer } ide: **{ $facing }**, { $workman } vízvezetékéhez. Válaszd ki, merre vezesse a vizet (fent van észak).
aqua-ui-ask-move = **{ $player }**: a táblán egyik munkás sem tud építeni. Válassz egy építőmestert, akit a körút következő szabad mezőjére léptetsz (ezért nem jár plusz lap a kút miatt).
aqua-ui-fountain-column = válaszd ki az oszlopát
aqua-ui-fountain-square = válaszd ki a mezőjét ebben az oszlopban: { $column } (bekarikázva)
aqua-ui-fountain-tile = válaszd ki, hogyan álljon; helye: **{ $square }** (bekarikázva)
aqua-ui-ask-fountain = **{ $player }**: az építőmester elhaladt egy kút mellett. Rakj le plusz lapként { $offer } egy olyan mezőre, amely felé egy vízvezeték vége sem néz: { $ask }.
aqua-ui-ask-close = **{ $player }**: ebben a körben egyik vízvezetékedet sem zártad le, ezért most lezárhatsz egyet (azonnal értékelik, és tartalék építőmestert kapsz érte), vagy egyet sem.
aqua-ui-ask-claim = **{ $player }**: lezárult egy vízvezetéked: vegyél el egy építőmestert a tartalékból (a következő lépésed előtt helyezed el).
aqua-ui-ask-other = **{ $player }**, válassz egy lépést.
aqua-ui-none = nincs
aqua-ui-end = { $workman } { $length ->
    [0] {""}
   *[other] { $length } hosszú{" "}
}→ { $facing }
aqua-ui-status = { $mark }**{ $player }** ({ $colours }): { $points } pont · nyitott: { $open }{ $holds ->
    [yes] {" "}· elhelyezendő: { $held }
   *[no] {""}
}
aqua-ui-summary = **Aqua Romana** — az összefoglalód, { $player } (te vagy: { $colours }):
aqua-ui-points = Eddigi pontjaid: { $points }.
aqua-ui-open-line = { $workman }: nyitott, { $length } hosszú, { $length ->
    [0] a víztárolónál
   *[other] itt: { $square }
}, következő mező: { $facing }; látóvonalában: { $sees }
aqua-ui-bullet = • { $line }
aqua-ui-closed-line = • { $workman }: lezárva { $length } hosszan, { $scored ->
    [podium] { $podium ->
        [1] az
        [5] az
       *[other] a
    } { $podium } pontos dobogón
    [none] nem jutott dobogóra (0 pont)
   *[later] értékelésre vár
}
aqua-ui-to-place = A lépésed előtt elhelyezendő tartalék építőmesterek: { $held }.
aqua-ui-your-move = Te következel.
# A tile and a voluntary close in one choice (cogs/aqua_romana/folds.py).
aqua-ui-water = { $kind ->
    [C] Kanyar
    [S] Egyenes
    [B] Híd
   *[D] Dupla kanyar
}, a víz { $to ->
    [north] északra
    [east] keletre
    [south] délre
   *[west] nyugatra
} { $flow ->
    [on] folyik tovább
   *[turns] fordul
}
aqua-ui-may-close = Ugyanezzel a kattintással le is zárhatod egy vízvezetékedet (azonnal pontot ér, és kapsz érte egy építőmestert a tartalékból): a „zárd le” szót tartalmazó lehetőségek.
aqua-ui-lay-close = { $water }; zárd le: { $workman } ({ $length } hosszú)
aqua-ui-extra-close = { $kind ->
    [C] Kanyar
    [S] Egyenes
    [B] Híd
   *[D] Dupla kanyar
} ({ $shape }); zárd le: { $workman } ({ $length } hosszú)

## A szabályok összefoglalója és a tábla képeinek jelmagyarázata (/aquaromana rules)

aqua-ui-rules =
    {""}**Aqua Romana** — építsd a leghosszabb vízvezetékeket, és állítsd munkásaidat a legmagasabb dobogókra.
    A tábla mezői **A1–K8**; körülötte fut a körút **P0–P37** mezőkkel, minden sarkában egy **kúttal**. Minden játékos munkásai (alak + betű: piros négyzet R, sárga kör Y, zöld háromszög G, kék rombusz B) a saját víztárolójuk csatlakozásainál kezdenek.
    {""}**Előkészítés:** a játékosok felváltva a körút mezőire állítják a 12 építőmestert (3 kanyarral, 3 egyenessel, 3 híddal, 3 dupla kanyarral).
    {""}**A lépésed:**
    1. Helyezd el a legutóbbi lépésed óta elvett tartalék építőmestereket.
    2. Válassz egy munkásodat, aki tud építeni. Végignéz a során és az oszlopán, és legfeljebb 4 építőmestert lát; válassz közülük egyet, és rakj le egy olyan típusú vízvezetéklapot, amilyet ő ad (a joker: bármilyet), arra a mezőre, amely felé a munkás néz (a nyíl), úgy forgatva, hogy a víz továbbfolyjon. Ha tudsz, építened kell; ha egyik munkásod sem tud, egy másik játékos vízvezetékére építesz.
    3. Az építőmester az óramutató járásával megegyezően a következő szabad mezőre lép. Ha elhalad egy kút mellett, rakj le egy plusz lapot az ő típusából bárhová, amely felé egy vízvezeték vége sem néz.
    4. Egy vízvezeték **lezárul**, ha a vége a tábla szélére, nyílás nélküli lapra vagy víztárolóra néz. Ha ebben a körben egyetlen saját vízvezetékedet sem zártad le, egyet önként lezárhatsz.
    5. A lezárt vízvezeték a hosszát éri (az érintett mezők számát): a munkása az ennyi pontos dobogóra áll, vagy az alatta lévő legközelebbi szabadra (a 3-as és a 7-es dobogón ketten férnek el). Minden lezárt vízvezetékért a tulajdonosa elvehet egy építőmestert a tartalékból.
    Egy lap soha nem köthet össze két csatlakozást.
    {""}**Vége:** ha egy teljes kör lap nélkül telik el, vagy ha nem marad munkás a táblán. Ekkor a nyitott vízvezetékeket is értékelik, és a három legmagasabb dobogó +4, +3, +2 pontot ér. A legtöbb pont nyer; holtversenyben a győzelem megosztott.

aqua-ui-legend =
    {""}**Az Aqua Romana tábla olvasása**
    • **A–K, 1–8**: a mezők oszlopai és sorai; **P0–P37**: a körút mezői, a bal felső saroktól az óramutató járásával megegyezően; a sarokban lévő kék kör egy **kút**.
    • Építőmesterek a körúton: **C** kanyar, **S** egyenes, **B** híd, **D** dupla kanyar, **J** (csillag) a joker.
    • Munkások: **R** piros négyzet, **Y** sárga kör, **G** zöld háromszög, **B** kék rombusz; **R2** a piros 2-es munkása, a nyíl arra a mezőre mutat, ahová a következő lapja kerül. Sötét vonal egy vízvezeték szabad végén: lezárva (a tulajdonosa, a tábla széle vagy egy lap által), kész.
    • Bíborral bekarikázva: amiről a döntés szól (a mező, ahová építenek; építőmester választásakor a munkás saját mezője, ahonnan a során és az oszlopán végignéz, és a látott építőmesterek).
    • **Dobogók 1–20**: az ott álló munkás ennyi pontot szerzett; **x2**: a 3-as és a 7-es dobogón ketten férnek el.
    • **„nyomtatott”**: a tábla négy sarkába nyomtatott kanyarok.
    • Pontszámok: **„3 nyitott”**: a még nyitott vízvezetékek; **„elhelyezendő: híd”**: elvett tartalék építőmester, amelyet a játékos a következő lépése elején helyez el. A csevegésbe készült képen **piros1→B3 (4)**: piros1 következő lapja a B3 mezőre kerül, a vízvezetéke eddig 4 hosszú (azoknak a játékosoknak a sorában, akiknek a munkásait egy gomb sem nevezi meg, **R1→B3 (4)** áll, mint a jelvénye a táblán); **dobogók: 7+3**, a végén: ahol a játékos munkásai állnak.
