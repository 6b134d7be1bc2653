# The Builders: Antiquity motorja és asztala: a választási lehetőségek (gombok, menük), az
# események, az elutasítások, a terminál asztalképe (rules/builders_antiquity), valamint a
# felszólítás, a játékosok sorai, az összegzés, a menük és a szabályok
# (cogs/builders_antiquity/adapter.py). A szavak a magyar szabálykönyvéi (game-builders.ftl).
# Számnév után egyes szám: „3 kő”. GyP: győzelmi pont. A kártyaneveket alanyesetben hagyjuk
# (birtokos szerkezettel: „a Fegyverraktár építése”), a névelőt ($card szerint) mi tesszük elé.

## Főnevek és rövid kifejezések

builders-w-nothing = semmi
builders-w-none = nincs
builders-w-you = Te
builders-w-slave = Rabszolga
builders-w-freed-slave = Szabad munkás
builders-w-list = { $list }
builders-w-semicolon = { $first }; { $rest }
builders-w-spaced-1 = { $a }
builders-w-spaced-2 = { $a } { $b }
builders-w-spaced-3 = { $a } { $b } { $c }
builders-w-spaced-4 = { $a } { $b } { $c } { $d }
builders-w-short = { $count } { $resource ->
    [stone] kő
    [wood] fa
    [architecture] épít.
   *[decoration] dísz.
}
builders-w-the-building = { $card ->
    [palace_of_assur] az
    [stall] az
    [fortress] az
    [archery_range] az
    [lighthouse_of_alexandria] az
    [watering_trough] az
    [machine_scaffolding] az
    [machine_hoist] az
   *[other] a
} { $building }
builders-w-the-tool = { $card ->
    [tool_brush] az
   *[other] a
} { $tool }
# Tárgyként („felbérelt egy Tanoncot”): tárgyesetben.
builders-w-a-member = { $sort ->
    [apprentice] egy Tanoncot
    [laborer] egy Segédmunkást
    [craftsman] egy Szakmunkást
    [master] egy Mestert
    [slave] egy rabszolgát
    [freed] egy szabad munkást
   *[other] egy gépet ({ $name })
}
builders-w-twin = { $name } #{ $number }
builders-w-cost = { $actions } akció{ $coins ->
    [0] {""}
   *[other] , ár: { $coins }
}

## Választási lehetőségek

builders-w-start = Építkezés: { $building } – jutalom { $coins }, { $vp } GyP ({ $cost })
builders-w-start-machine = Építkezés: { $building } – gép, termel: { $made }, { $vp } GyP ({ $cost })
builders-w-hire = Felbérlés: { $worker } – { $made }, bér { $wage } ({ $cost })
builders-w-free = Rabszolga felszabadítása: { $made } ({ $cost })
builders-w-send = Munkába állítás: { $member } ({ $made }, bér { $wage })
builders-w-take-money = Pénz felvétele: { $money } ({ $cost })
builders-w-buy-slave = Rabszolga vásárlása: { $made } ({ $cost })
builders-w-buy-tool = Szerszám vásárlása: { $card ->
   *[other] { $tool }
} – +{ $made } ({ $cost })
builders-w-loan = Kölcsön felvétele: most { $gain }, a végén { $repay } vissza ({ $cost })
builders-w-educate = Munkás taníttatása: { $made } ({ $cost })
builders-w-site = { $building }: még kell { $needs } ({ $cost })
builders-w-tool = { $card ->
   *[other] { $tool }
} szerszámmal (+{ $made })
builders-w-no-tool = Szerszám nélkül
builders-w-worker = { $member } ({ $made })

## Események (elöl a játékos neve)

builders-ev-paying = { $said } ({ $coins } sestertiust fizetett az extra akciókért)
builders-ev-took-money = pénzt vett fel: { $money }
builders-ev-started = megkezdte { $building } építését
builders-ev-hired = felbérelt { $worker }
builders-ev-freed = felszabadított egy rabszolgát
builders-ev-bought-slave = vett egy rabszolgát { $cost } sestertiusért
builders-ev-bought-tool = megvette { $tool } szerszámot { $cost } sestertiusért
builders-ev-loan = felvett egy { $gain } sestertiusos kölcsönt
builders-ev-sent = munkába állított { $worker } { $building } építkezésén ({ $actions } akció, bér: { $wage })
builders-ev-sent-tool = munkába állított { $worker } { $tool } szerszámmal { $building } építkezésén ({ $actions } akció, bér: { $wage })
builders-ev-finished = befejezte { $building } építését: { $coins } sestertius és { $vp } GyP
builders-ev-finished-machine = befejezte { $building } építését: { $vp } GyP és egy új gép
builders-ev-educated = { $cost } sestertiusért taníttatott { $worker } (egyetem: { $made })
builders-ev-ended = befejezte a körét
builders-ev-reached = elérte a { $vp } győzelmi pontot: ez az utolsó forduló
builders-ev-stalled = { $rounds } fordulón át senki sem fejezett be épületet: az asztal nem haladhat tovább, ezért a játékot itt leállítjuk (biztonsági leállítás, nem a szabálykönyv szerinti vége { $vp } győzelmi pontnál).

## Elutasítások

builders-no-action-first = Előbb válassz egy akciót.
builders-no-invested = Ebben a körben már befektettél (körönként egyszer lehet).
builders-no-unknown-card = Nincs „{ $card }” nevű { $kind ->
    [building] épület
   *[worker] munkás
}.
builders-no-not-on-offer = { $kind ->
    [building] Ez az épület
   *[worker] Ez a munkás
} nincs a kínálatban.
builders-no-slave-sold = Ez a rabszolga nem vásárolható meg.
builders-no-tool-sold = Ez a szerszám nem vásárolható meg.
builders-no-loans = Nincs több felvehető kölcsön.
builders-no-university = Ez az egyetemkártya már nem elérhető.
builders-no-educable = Nincs olyan munkába állítható munkásod, akit taníttathatnál.
builders-no-such-slave = Nincs ilyen rabszolgád.
builders-no-slave-busy = Csak olyan rabszolga szabadítható fel, amely éppen nem dolgozik építkezésen.
builders-no-such-worker = Nincs ilyen munkásod.
builders-no-busy = Ez a kártya ({ $member }) már { $building } építkezésén dolgozik, amíg az el nem készül.
builders-no-sites = Nincs építés alatt álló épületed: előbb kezdj meg egy építkezést.
builders-no-unknown-action = A(z) „{ $action }” nem akció a The Builders játékban.
builders-no-tool-kind = { $kind ->
    [machine] Gép
   *[slave] Rabszolga
} nem használhat szerszámot.
builders-no-building-first = Előbb az épületet válaszd ki, utána a szerszámot.
builders-no-choose-building = Válaszd ki, melyik építkezésen dolgozzon ez a kártya: { $member }.
builders-no-not-your-site = Ez nem a te építés alatt álló épületed.
builders-no-choose-tool = Válaszd ki, milyen szerszámmal menjen a munkás, vagy hogy szerszám nélkül.
builders-no-own-tool = Nincs ilyen szerszámod.
builders-no-tool-in-use = Ezt a szerszámot már egy másik építkezésen használják.
builders-no-choose-worker = Válaszd ki, melyik munkásodat taníttatod.
builders-no-educate-slave = Rabszolgát nem lehet taníttatni: előbb szabadítsd fel.
builders-no-educate-machine = Gépet nem lehet taníttatni.
builders-no-educated = Ezt a munkást már taníttattad (munkásonként csak egyszer lehet).
builders-no-educate-busy = Ez a kártya ({ $member }) { $building } építkezésén dolgozik; csak éppen nem dolgozó munkás taníttatható.
builders-no-money = Nincs elég sestertiusod: ehhez { $need } kell ({ $parts }), neked pedig { $have } van.
builders-no-price = { $money } { $what ->
    [slave] a rabszolgáért
    [tool] a szerszámért
    [university] az egyetemért
   *[wage] a bérre
}
builders-no-extra = { $money } { $extra } extra akcióért (ingyen akció maradt: { $left })

## Az asztal szövegként (a terminál; a játékos sorai a privát összegzésben)

builders-d-over = { $game }: vége a játéknak ({ $round }. forduló).
builders-d-stalled = Biztonsági leállítás: { $rounds } fordulón át semmi sem készült el.
builders-d-turn = { $game }: { $round }. forduló, { $seat } következik ({ $actions } ingyen akció, { $invested ->
    [yes] a befektetés megvolt
   *[no] befektetés még lehetséges
})
builders-d-last-round = Valaki elérte a { $vp } győzelmi pontot: ez az utolsó forduló.
builders-d-buildings = Kínált épületek (még { $count } a pakliban):
builders-d-buildings-top = Kínált épületek (még { $count } a pakliban, a tetején { $building } látható):
builders-d-building = {"  "}{ $building }: kell { $needs }; { $coins } sestertius, { $vp } GyP
builders-d-machine = {"  "}{ $building }: kell { $needs }; gép, termel: { $made }, { $vp } GyP
builders-d-workers = Felbérelhető munkások (még { $count } a pakliban):
builders-d-worker = {"  "}{ $worker }: { $made }; bér { $wage }
builders-d-investments = Befektetések: { $slaves } rabszolga, szerszámok: { $tools }, { $loans } kölcsön, egyetemek: { $universities }
builders-d-player = { $who }{ $start ->
    [yes] {" "}(kezdőjátékos)
   *[no] {""}
}: { $money }, { $vp } GyP
builders-d-player-more = { $who }{ $start ->
    [yes] {" "}(kezdőjátékos)
   *[no] {""}
}: { $money }, { $vp } GyP; { $more }
builders-d-tools = szerszámok: { $list }
builders-d-loans = { $count } kölcsön
builders-d-site = {"  "}épül: { $building }, még kell { $missing }
builders-d-site-crew = {"  "}épül: { $building }, még kell { $missing } (rajta dolgozik: { $crew })
builders-d-with-tool = { $member } ({ $card ->
   *[other] { $tool }
} szerszámmal)
builders-d-available = {"  "}munkába állítható: { $members }
builders-d-idle = { $member } ({ $made }, bér { $wage })
builders-d-finished = {"  "}elkészült: { $list }

## Az asztalnál (cogs/builders_antiquity/adapter.py)

builders-ui-group-start = Építkezés megkezdése…
builders-ui-group-hire = Munkás felbérlése…
builders-ui-group-invest = A kör befektetése…
builders-ui-group-send = Munkás munkába állítása egy épületednél…
builders-ui-group-free = Rabszolga felszabadítása…
builders-ui-group-site = Válaszd ki az épületet…
builders-ui-ask-site = válaszd ki, melyik épületen dolgozzon a munkás.
builders-ui-ask-tool = válassz szerszámot a munkásnak, vagy küldd szerszám nélkül.
builders-ui-ask-educate = válaszd ki, melyik munkást taníttatod.
builders-ui-confirm-money = { $gain } felvétele, de a plusz { $extra ->
    [one] lépésért
   *[other] { $extra } lépésért
} { $pay } fizetendő: { $way ->
    [less] { $change } a veszteséged.
    [more] csak { $change } a nyereséged.
   *[same] semmit sem nyersz vele.
} Felveszed a pénzt?
builders-ui-confirm-start = Elkezded ezt: { $building }? Helyette új épületet húzunk a kínálatba, és ezt a visszavonás nem csinálja vissza.
builders-ui-prompt-step = **{ $player }**: { $ask }
builders-ui-prompt = **{ $player }** következik: { $actions ->
    [0] nincs több ingyen akció
   *[other] még { $actions } ingyen akció
}, { $invested ->
    [yes] a befektetés megvolt
   *[no] befektetés még lehetséges
}.{ $last ->
    [yes] {" "}**Utolsó forduló!**
   *[no] {""}
}
builders-ui-status = { $mark }**{ $player }**{ $start ->
    [yes] {" "}(kezdőjátékos)
   *[no] {""}
}: { $vp } GyP, { $money } sestertius, { $sites } épület épül, { $crew } kártya a csapatban
builders-ui-summary = **The Builders: Antiquity** — az összegzésed, { $player }:

## A szabályok összefoglalója és a képek jelmagyarázata (/builders rules)

builders-ui-rules =
    {""}**The Builders: Antiquity** — gyűjtsd a legtöbb győzelmi pontot, főleg elkészült épületekből. A 17 győzelmi pont csak a játék végét jelzi: a legmagasabb végső pontszám nyer, így aki elsőként éri el a 17-et, még veszíthet.
    A körödben **3 ingyen akciód** van; minden extra akció **5 sestertiusba** kerül.
    • **Építkezés megkezdése** (1 akció): válassz egyet a felfordított öt épület közül.
    • **Munkás felbérlése** (1 akció, pénzbe nem kerül).
    • **Munkás munkába állítása** valamelyik félkész épületednél: minden alkalommal fizesd ki a bérét. Ez 1 akcióba kerül; ha ugyanabban a körben ugyanoda egy 2. munkást is állítasz, az 2 akció, a 3. pedig 3. Az épület akkor készül el, amikor a rajta dolgozó munkások minden szükséges erőforrást megtermelnek: megkapod a sestertiusait és a győzelmi pontjait, a munkások (és a szerszámaik) pedig visszatérnek hozzád. Addig nem hagyhatják el az épületet.
    • A **gépeket** úgy kell felépíteni, mint az épületeket (győzelmi pontot érnek, sestertiust nem), utána bér nélkül dolgoznak neked.
    • **Befektetés** körönként egyszer (1 akció): rabszolga (7; nincs bére, nem használhat szerszámot, a végén −1 GyP, ha nem szabadítod fel), szerszám (2; +1 erőforrás a munkásnak, aki viszi, végleg a tiéd), kölcsön (most 10, a végén 15 vissza, különben −2 GyP) vagy egyetem (7; egy éppen nem dolgozó munkásod 3-at termel egy erőforrásból).
    • **Pénz felvétele**: 1 akció → 1, 2 akció → 3, 3 akció → 6 sestertius.
    • **Rabszolga felszabadítása**, ha nem dolgozik épületen: 1 akció (a végén: 5 sestertius).
    Ha valakinek a köre végén legalább 17 győzelmi pontja van épületekből és gépekből, a forduló még véget ér, így mindenki ugyanannyi kört játszik. A végén a rabszolgákat felszabadítjuk és a kölcsönöket visszafizetjük, ameddig a pénz futja. Pontszám: GyP − 1 rabszolgánként − 2 vissza nem fizetett kölcsönönként + 0,1 sestertiusonként. Döntetlen esetén minden döntetlenben álló játékos győz.

builders-ui-legend =
    {""}**A The Builders táblájának és gombjainak olvasása**
    • **K F É D** (a gombokon **kő fa épít. dísz.**): kő, fa, építészet, díszítés.
    • Az érme sestertius; **GyP** győzelmi pont. **„ár: 5”**: ennyibe kerül a választás; **„jutalom 14”**: ennyit hoz.
    • Építés alatt álló épület: erőforrásonként **„1/3”**, eddig megtermelt / szükséges; a rajta dolgozók mellett az, amit termelnek (**„Tanonc K1 É1 D3”**), **„+Ecset”** a magukkal vitt szerszám; **„következő munkás: 2 akció”**: ennyibe kerül ebben a körben a következő munkás munkába állítása oda.
    • **„bér: 4”**: ennyit fizetsz, valahányszor a munkást munkába állítod; a rabszolgánál **„nincs bér”**.
    • **„Szakmunkás #5”**, **„#6”**: két egyformán nyomtatott Szakmunkás-kártya, a számuk különbözteti meg őket.
    • **GÉP**: olyan épület, amely elkészülte után a munkásaid közé áll; **„termel D3”**: amit termel.
    • A kör képe: **„K2”** 2 követ igényel vagy termel; a saját épületeden **„kell K2”**: még 2 kő hiányzik; **„Tanonc +2”**: még kettő azon az épületen; **„sest.”** sestertius; az utolsó, szürke épület a felfordított pakli teteje: látható, de nem választható.
