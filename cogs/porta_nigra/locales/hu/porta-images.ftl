# A Porta Nigra képeire írt szavak (cogs/porta_nigra): a teljes tábla, a csevegő körképe és a
# játékos keze. A képeken kevés a hely, ezért sok a rövidítés; a jelmagyarázat (porta-ui-legend)
# feloldja őket. Színbetűk: Fk fekete, K kék, P piros, S sárga, Fh fehér; épületkódok: BA
# Bazilika, AM Amfiteátrum, VF Városfal, PN Porta Nigra; J1: 1. játékos; GyP: győzelmi pont.
# Az építőhelyek korongjain keskeny szóközök állnak, hogy egy sor öt korongja és a sor vezetője
# elférjen a telefon szélességében.

## Rövidítések

porta-img-letter = { $colour ->
    [black] Fk
    [blue] K
    [red] P
    [yellow] S
   *[white] Fh
}
porta-img-code = { $building ->
    [AM] AM
    [CW] VF
    [PN] PN
   *[BA] BA
}
porta-img-player = J{ $number }
porta-img-vp = { $vp } GyP
porta-img-vp-tight = { $vp }GyP
porta-img-influence-mark = B

## Mindkét képen

porta-img-phase = { $phase ->
    [builder] lerakja az építőmestert
    [card] kijátszik egy kártyát
    [action] akciót választ
    [shop] boltot választ
    [building] épületet választ
    [site] építőhelyet választ
    [height] magasságot választ
    [whites] téglákat választ
    [honor] becsületkártyát választ
    [topper] Porta Nigra-épületrészt választ
    [wallbrick] jutalomtéglát választ
    [interim] felosztja a pontjait
   *[start_player] kijelöli a következő kezdőjátékost
}
porta-img-and = { $first } és { $second }
porta-img-shop = { $letter } bolt
porta-img-goods = { $money } · { $torches } fáklya · { $influence } befolyás · { $romans } római
porta-img-bricks = téglák

## Becsületkártyák: két sor a tábla lapkáján, egy a körkép korongján

porta-img-honor-top = { $kind ->
    [vp] { $vp }
    [money] +{ $amount }
    [torches] +{ $amount }
    [romans] +{ $amount }
    [white] +1 { $letter }
    [build] Építés
    [topper] { $code } +1
    [sub] { $code }
   *[final] { $amount }*
}
porta-img-honor-bottom = { $kind ->
    [vp] azonnal
    [money] sestertius
    [torches] fáklya
    [romans] római
    [white] tégla
    [build] 1 rész
    [topper] tégla
    [sub] kártya
    [final-sets] 4 épület
   *[final] −{ $discard }
}
porta-img-honor-chip = { $kind ->
    [vp] { $vp } azonnal
    [money] +{ $amount } sest.
    [torches] +{ $amount } fáklya
    [romans] +{ $amount } római
    [white] +1 { $letter } tégla
    [build] 1 épületrész
    [topper] { $code } +1 tégla
    [sub] { $code }-kártya
    [final-sets] { $amount }* 4 épület
   *[final] { $amount }* −{ $discard }
}
porta-img-honor-cost = { $effect } ({ $cost })

## A teljes tábla

porta-img-board-round = forduló
porta-img-board-over = { $count ->
    [one] Vége a játéknak — győztes: { $winners } ({ $vp })
   *[other] Vége a játéknak — döntetlen: { $winners } ({ $vp } fejenként)
}
porta-img-board-card = { $card } kártya
porta-img-board-early = utolsó körök (korai vég: { $name })
porta-img-board-supply = téglatalon: { $bricks } · utánpótláskártya: { $cards }
porta-img-board-walk-rule = Az építőmesterek óramutató szerint lépnek (a nyilak): határonként 1 sestertius
porta-img-board-quarter = { $number }. negyed · 3 téglánként: { $reward }
porta-img-board-walk-here = Ide lépés (sestertius): { $walks }
porta-img-board-per-brick = { $vp }/tégla
porta-img-board-bricks-here = Téglák itt (jutalom 3/6/9-nél): { $counts }
porta-img-board-levels = Szintek { $levels }
porta-img-board-level-leads = Szintek vezetői: { $leads }
porta-img-board-wall-majority = Többség { $first }/{ $second } GyP · vezet: { $players }
porta-img-board-row-leads = Sorok vezetői: { $rows }
porta-img-board-no-card-row = a { $row } sor nem ad kártyát
porta-img-board-building-cards = Épületkártyák  (pakli: { $deck })
porta-img-board-honor-cards = Becsületkártyák  (pakli: { $deck }; ár befolyásban)
porta-img-board-start-player = {" "}(kezdőjátékos)
porta-img-board-to-play = {"  "}◀ jön
porta-img-board-supply-romans = { $goods } (készletben: { $supply })
porta-img-board-cards = épületkártyák: { $cards }
porta-img-board-final-cards = {" "}· végső: { $cards }
porta-img-board-info = kéz { $hand } · pakli { $deck } · épületrész { $sections } · kijátszva: { $played }
porta-img-board-final = végső: kártyák { $cards } + becsület { $honor } + terület { $area } + többségek { $majorities }

## A körkép

porta-img-turn-round = { $round }. forduló a { $rounds ->
    [2] 2-ből
   *[other] { $rounds }-ból
}
porta-img-turn-over = Vége a játéknak: { $count ->
    [one] { $winners } nyert
   *[other] { $winners } osztoznak a győzelmen
}
porta-img-turn-to-play = { $name } jön: { $doing }
porta-img-turn-doing = { $name }: { $doing }
porta-img-turn-split = felosztandó téglapont: { $score }
porta-img-turn-card = { $card } kártya: még { $count } akció
porta-img-turn-start-player = kezdőjátékos: { $name }
porta-img-turn-last-turns = utolsó körök (lezárta: { $name })
porta-img-turn-stock = ×{ $count }, { $price }/db
porta-img-turn-walk-rule = Óramutató szerint { $way }, 1 sest./határ
porta-img-turn-heading = { $name } { $code }
porta-img-turn-first-placement = első lerakás: ingyen
porta-img-turn-walk-here = ide lépés: { $cost } sest.
porta-img-turn-free = ingyen
porta-img-turn-walk-cost = { $cost } sest.
porta-img-turn-builders-here = építőmesterek itt:
porta-img-turn-here = itt:
porta-img-turn-leads = élen:
porta-img-turn-vp-per-brick = GyP téglánként:
porta-img-turn-leads-at-level = szintenként vezet:
porta-img-turn-players = Játékosok
porta-img-turn-bricks-held = téglák
porta-img-turn-built-in = beépítve (3/6/9)
porta-img-turn-column = { $column ->
    [vp] GyP
    [money] sest.
    [torches] fákl.
    [influence] bef.
    [romans] róm.
   *[cards] kárt.
}
porta-img-turn-honor-bought = Becsületkártya: ebben a körben már vettél (körönként egy)
porta-img-turn-honor-none = Becsületkártya: { $influence } befolyásért egy sem (a legolcsóbb: { $cheapest })
porta-img-turn-honors = Megvehető becsületkártyák (ár):
porta-img-turn-honors-more = és még:
porta-img-turn-final-score = Végeredmény
porta-img-turn-part = { $part ->
    [play] játékban
    [cards] kártyák
    [honor] becsület
    [goods] javak
   *[majorities] több.
}

## A játékos keze

porta-img-hand-title = { $name } — a kezed
porta-img-hand-round = { $round }. forduló a { $rounds ->
    [2] 2-ből
   *[other] { $rounds }-ból
} · { $vp }
porta-img-hand-in-play = Kijátszva
porta-img-hand-actions-left = még { $count } kártyaakció; az áthúzott jeleket már használtad
porta-img-hand-cards = A kezedben ({ $count })
porta-img-hand-over = Vége a játéknak.
porta-img-hand-no-cards = A következő fordulóig nincs kártyád.
porta-img-hand-deck = A paklidban ({ $count }, ismeretlen sorrendben)
porta-img-hand-played = ebben a fordulóban kijátszva: { $cards }
porta-img-hand-none = semmi
porta-img-hand-deck-empty = A paklid üres.
porta-img-hand-few-players = 2-3 játékos
porta-img-hand-torches = { $count } akció
porta-img-hand-icon = { $icon ->
    [buy] Vétel ({ $colour ->
        [K] fekete
        [B] kék
        [R] piros
        [Y] sárga
        [W] fehér
       *[any] bármely
    })
    [coins] +{ $amount } sestertius
    [build] Építés
    [influence] Befolyás
   *[torch] Fáklya
}
