# Porta Nigra motorja: a választási lehetőségek (gombok, menük) és az események
# (rules/porta_nigra). A szavak a magyar szabálykönyvéi (game-porta.ftl). GyP: győzelmi pont.

## Akciójelek és kártyák

porta-w-icon = { $icon ->
    [buy] 1 tégla vásárlása ({ $colour ->
        [K] fekete
        [B] kék
        [R] piros
        [Y] sárga
        [W] fehér
       *[any] tetszőleges szín
    })
    [coins] { $amount } sestertius elvétele
    [build] 1 épületrész lerakása
    [influence] 1 befolyásjelző elvétele
   *[torch] 1 fáklyajelző elvétele
}
porta-w-icon-lower = { $icon ->
    [buy] 1 tégla vásárlása ({ $colour ->
        [K] fekete
        [B] kék
        [R] piros
        [Y] sárga
        [W] fehér
       *[any] tetszőleges szín
    })
    [coins] { $amount } sestertius elvétele
    [build] 1 épületrész lerakása
    [influence] 1 befolyásjelző elvétele
   *[torch] 1 fáklyajelző elvétele
}
porta-w-icon-short = { $icon ->
    [buy] { $colour ->
        [K] fekete
        [B] kék
        [R] piros
        [Y] sárga
        [W] fehér
       *[any] bármilyen
    } tégla
    [coins] +{ $amount } sestertius
    [build] építés
    [influence] befolyás
   *[torch] fáklya
}
porta-w-icon-earn = +{ $amount } sestertius
porta-w-card-text = { $count } akció ezekből: { $icons }
porta-w-card-label = { $count } ezekből: { $icons }
porta-w-card-name = { $building } ({ $colour })
porta-w-card-substitute = { $building } (helyettesítő: { $card })
porta-w-honor-effect = { $kind ->
    [vp] { $amount } GyP azonnal
    [money] { $amount } sestertius elvétele
    [torches] { $amount } fáklyajelző elvétele
    [romans] { $amount } római elvétele
    [white] 1 fehér tégla elvétele
    [build] 1 épületrész lerakása most
    [topper] 1 tégla az egyik Porta Nigra-épületrészed tetejére
    [sub] { $building ->
        [AM] Amfiteátrum
        [CW] Városfal
        [PN] Porta Nigra
       *[BA] Bazilika
    }-épületkártyának számít
    [final-sets] { $amount } GyP a végén; dobj el 4 különböző épületkártyát
   *[final] { $amount } GyP a végén; dobd el a { $discard } pontos kártyádat
}
porta-w-honor-text = { $effect } (ára { $cost } befolyásjelző)
porta-w-honor-label = { $card } becsületkártya: { $effect } ({ $cost } befolyásjelzőért)

## Építőhelyek

porta-w-site-pn = { $site } Porta Nigra-építőhely ({ $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
}, 3-8 tégla)
porta-w-site-pn-built = { $site } Porta Nigra-építőhely { $count } { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} téglával
porta-w-site-label = { $building }, { $site } építőhely: { $count } { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} tégla (+{ $vp } GyP)
porta-w-site-text = { $building }, { $site } építőhely: { $count } { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} tégla ({ $vp } GyP)

## Lehetőségek

porta-w-start = Építőmestered lerakása: { $building ->
    [AM] Amfiteátrum-negyed
    [CW] Városfal-negyed
    [PN] Porta Nigra-negyed
   *[BA] Bazilika-negyed
} ({ $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} bolt)
porta-w-play = { $card } kártya kijátszása: { $label }
porta-w-with-torch = { $label } (egy fáklyajelzőért)
porta-w-coin-card = Lemondasz egy kártyaakcióról 1 sestertiusért
porta-w-coin-torch = Visszaadsz egy fáklyajelzőt 1 sestertiusért
porta-w-honor = Becsületkártya vásárlása befolyásjelzőkért
porta-w-roman = 1 római { $cost } befolyásjelzőért
porta-w-xbuild = Épületrész lerakása { $cost } befolyásjelzőért
porta-w-end = Köröd vége
porta-w-shop = { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} tégla vásárlása: { $total } sestertius{ $move ->
    [0] {""}
   *[other] {" "}({ $price } + { $move } a lépésért)
}
porta-w-building = Építés: { $building ->
    [AM] Amfiteátrum
    [CW] Városfal
    [PN] Porta Nigra
   *[BA] Bazilika
}{ $move ->
    [0] {""}
   *[other] {" "}(lépés: { $move } sestertius)
}
porta-w-site = Építés: { $site }
porta-w-height = { $count } tégla magas épületrész (+{ $vp } GyP)
porta-w-use-bricks = { $whites ->
    [0] { $count } { $colour ->
        [black] fekete
        [blue] kék
        [red] piros
        [yellow] sárga
       *[white] fehér
    } tégla
   *[other] { $count ->
        [0] { $whites } fehér tégla a(z) { $colour ->
            [black] fekete
            [blue] kék
            [red] piros
            [yellow] sárga
           *[white] fehér
        } helyett
       *[other] { $count } { $colour ->
            [black] fekete
            [blue] kék
            [red] piros
            [yellow] sárga
           *[white] fehér
        } és { $whites } fehér tégla
    }
}
porta-w-top = Egy tégla a(z) { $site } épületrészedre (magasság: { $height })
porta-w-wall-brick = { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} tégla elvétele (Városfal)
porta-w-vp = { $vp } GyP és { $money } sestertius
porta-w-tens = { $low }-{ $high } GyP (a(z) { $total } többi része sestertiusban)
porta-w-first = { $seat } kezdi a(z) { $round }. fordulót

## Események: a játékos az alany, vagy egész mondat

porta-ev-start = lerakta az építőmesterét: { $building ->
    [AM] Amfiteátrum-negyed
    [CW] Városfal-negyed
    [PN] Porta Nigra-negyed
   *[BA] Bazilika-negyed
}
porta-ev-played = kijátszotta a(z) { $card } kártyát: { $text }
porta-ev-gave-up = lemondott egy kártyaakcióról 1 sestertiusért
porta-ev-returned-torch = visszaadott egy fáklyajelzőt 1 sestertiusért
porta-ev-paid-roman = { $cost } befolyásjelzőt fizetett egy rómaiért
porta-ev-paid-build = { $cost } befolyásjelzőt fizetett egy plusz épületrészért
porta-ev-wall-brick = elvett egy { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} téglát (Városfal-jutalom)
porta-ev-used-torch = egy fáklyajelzővel plusz akciót kapott
porta-ev-took-influence = elvett egy befolyásjelzőt
porta-ev-took-torch = elvett egy fáklyajelzőt
porta-ev-took-money = elvett { $amount } sestertiust
porta-ev-moved = { $count } negyednyit léptette az építőmesterét az óramutató járásával egyező irányban
porta-ev-bought = vett egy { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} téglát { $price } sestertiusért
porta-ev-built = épített: { $site }, { $vp } GyP
porta-ev-building-card = elvette az épületkártyát: { $card }
porta-ev-reward = { $times } építőmester-jutalom ({ $building ->
    [AM] Amfiteátrum
    [CW] Városfal
    [PN] Porta Nigra
   *[BA] Bazilika
}): { $times ->
    [1] { $reward }
   *[other] { $times } × ({ $reward })
}{ $short ->
    [yes] {" "}(csak { $romans } római maradt)
   *[no] {""}
}
porta-ev-honor = megvette a(z) { $card } becsületkártyát: { $text }
porta-ev-top = egy téglát tett a(z) { $site } épületrészre (most { $height } magas)
porta-ev-nothing-left = már nem tud mit tenni
porta-ev-early-end = { $why }: a játék korán véget ér; +{ $vp } GyP, és mindenki más még egy kört játszik
porta-ev-fifteenth = lerakta a 15. épületrészt
porta-ev-emptied = kiürítette a tégla-utánpótlást és a téglapiacot
porta-ev-supply = Utánpótláskártyák ({ $cards }) töltötték fel a téglapiacot.
porta-ev-display = Új kártyák a kínálatban: { $cards }.
porta-ev-drew = húzott egy kártyát
porta-ev-interim = Véget ért a(z) { $round }. forduló: közbenső értékelés.
porta-ev-scored = { $total } pontot ért el: { $vp } GyP és { $money } sestertius
porta-ev-first = { $seat } játékost választotta a(z) { $round }. forduló kezdőjátékosának
porta-ev-reshuffled = megkeverte az akciópakliját és húzott 2 kártyát
porta-ev-over = Vége a játéknak. A legjobb eredmény { $vp } GyP.

## Elutasítások: miért nem lehet most megtenni

porta-no-over = A játéknak vége.
porta-no-icon = A(z) { $card } kártyán nincs { $icon }. akciójel.
porta-no-used = Ezt az akciójelet ebben a körben már használtad; mindegyik csak egyszer működik.
porta-no-actions = Nincs több kártyaakciód és fáklyajelződ.
porta-no-roman = Nincs rómaid a játékosterületeden, akit egy épületrész tetejére tehetnél.
porta-no-bricks = Nincs téglád egyetlen olyan üres építőhelyhez sem, ahová eljutsz és a lépést ki tudod fizetni.
porta-no-shop = Egyik boltban sem tudod kifizetni a lépést és egy téglát.
porta-no-honor-bought = Ebben a körben már vettél becsületkártyát (körönként legfeljebb egyet).
porta-no-honor-display = A(z) { $card } becsületkártya nincs a kínálatban.
porta-no-honor-cost = A(z) { $card } becsületkártya ára { $cost } befolyásjelző; neked { $have } van.
porta-no-topper = Nincs 8-nál alacsonyabb Porta Nigra-épületrészed, amelyre téglát tehetnél.
porta-no-honor-now = A(z) { $card } becsületkártyát most nem tudod végrehajtani.
porta-no-romans-left = Egy rómaid sem maradt az általános készletben.
porta-no-roman-cost = Egy római ára { $cost } befolyásjelző; neked { $have } van.
porta-no-xbuild-cost = Egy plusz épületrész ára { $cost } befolyásjelző; neked { $have } van.
porta-no-site-built = A(z) { $site } építőhelyen már áll épületrész.
porta-no-site-now = A(z) { $site } építőhelyre most nem építhetsz.
porta-no-card = A(z) { $card } kártya nincs a kezedben.
porta-no-action = A(z) „{ $action }” most nem szabályos lépés (várt lépés: { $phase ->
    [builder] az építőmester lerakása
    [card] kártya kijátszása
    [action] akció
    [honor] becsületkártya
    [building] épület
    [site] építőhely
    [height] magasság
    [whites] téglák
    [shop] tégla vásárlása
    [topper] Porta Nigra-épületrész
    [wallbrick] Városfal-jutalomtégla
    [interim] közbenső értékelés
    [start_player] kezdőjátékos
   *[over] vége
}).
porta-no-shop-empty = A { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} bolt üres.
porta-no-shop-money = Nem tudsz fizetni { $move } sestertiust a { $move } negyednyi lépésért az óramutató járásával egyező irányban{ $backwards ->
    [yes] {" "}(az építőmester sosem lép visszafelé)
   *[no] {""}
} és { $price } sestertiust egy { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} tégláért: { $have } sestertiusod van.
porta-no-icon-colour = Ezzel a vásárlás-akciójellel nem vehetsz { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} téglát.

## A terminál táblája (tabula play): $phase a motor fázisazonosítója, $bricks betűk és
## darabszámok (K1 B2 …), az építőhelyek kódjai változatlanok

porta-d-head = Porta Nigra – { $round }. forduló ({ $rounds } közül), fázis: { $phase ->
    [builder] az építőmester lerakása
    [card] kártya kijátszása
    [action] akciók
    [honor] becsületkártya választása
    [building] épület választása
    [site] építőhely választása
    [height] magasság választása
    [whites] téglák választása
    [shop] téglavásárlás
    [topper] Porta Nigra-épületrész választása
    [wallbrick] Városfal-jutalomtégla
    [interim] közbenső értékelés
    [start_player] kezdőjátékos választása
   *[over] vége
}
porta-d-early-end = { $seat } kiváltotta a játék korai végét.
porta-d-market = Téglapiac: { $bricks } (tégla-utánpótlás: { $supply } tégla)
porta-d-quarter = { $quarter }. { $name } (bolt: { $shop }), építőmesterek: { $builders }
porta-d-building-cards = Épületkártyák: { $cards }
porta-d-honor-cards = Becsületkártyák: { $cards }
porta-d-honor-card = { $card } { $text }
porta-d-player = { $mark }{ $seat }: { $vp } GyP, { $money } sestertius, { $torches } fáklyajelző, { $influence } befolyásjelző, { $romans } római ({ $supply } a készletben), téglák: { $bricks }, kézben { $hand } kártya, pakliban { $deck }
porta-d-cards = {"    "}kártyák: { $cards }
porta-d-cards-final = {"    "}kártyák: { $cards } | végsőértékelés-kártyák: { $final }
porta-d-hand = {"    "}kézben { $card }: { $text }
porta-d-deck = {"    "}pakli: { $count ->
    [0] üres
   *[other] { $cards }
}
porta-d-card-in-play = Kijátszott kártya: { $card } ({ $text }); használt akciójelek: { $used }, hátralévő akciók: { $allowed }
porta-d-final = { $seat } végső értékelése: { $steps }
