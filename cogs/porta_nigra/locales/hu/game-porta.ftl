# Porta Nigra — a játék szavai a magyar szabálykönyv szerint (a kulcsokat a
# bot/i18n/glossary.py sorolja fel). $colour egy szín neve (black, blue, red, yellow, white),
# $building egy épület azonosítója (BA, AM, CW, PN). Számnév után egyes szám: „3 tégla”.

porta-title = Porta Nigra

## Mennyiségek

porta-sestertii = { $count } sestertius
porta-vp = { $count } győzelmi pont
porta-torches = { $count } fáklyajelző
porta-influence = { $count } befolyásjelző
porta-romans = { $count } római
porta-bricks = { $count } tégla
porta-bricks-of-colour = { $count } { $colour ->
    [black] fekete
    [blue] kék
    [red] piros
    [yellow] sárga
   *[white] fehér
} tégla

## Színek és boltok

porta-colour-black = fekete
porta-colour-blue = kék
porta-colour-red = piros
porta-colour-yellow = sárga
porta-colour-white = fehér
porta-shop-black = fekete bolt
porta-shop-blue = kék bolt
porta-shop-red = piros bolt
porta-shop-yellow = sárga bolt
porta-shop-white = fehér bolt

## Épületek, városrészeik és az építőmester-díjak

porta-building-BA = Bazilika
porta-building-AM = Amfiteátrum
porta-building-CW = Városfal
porta-building-PN = Porta Nigra
porta-quarter-BA = Bazilika-negyed
porta-quarter-AM = Amfiteátrum-negyed
porta-quarter-CW = Városfal-negyed
porta-quarter-PN = Porta Nigra-negyed
porta-reward-BA = 1 fáklyajelző + 1 római
porta-reward-AM = 5 sestertius + 1 római
porta-reward-CW = 1 tégla tetszőleges színben
porta-reward-PN = 1 befolyásjelző + 2 római

## Kártyák

porta-card-action = akciókártya
porta-card-building = épületkártya
porta-card-honor = becsületkártya
porta-card-supply = utánpótláskártya
porta-card-final-scoring = végsőértékelés-kártya

## Akciójelek és befolyásakciók

porta-icon-buy = 1 tégla vásárlása
porta-icon-build = 1 épületrész lerakása
porta-icon-influence = 1 befolyásjelző elvétele
porta-icon-torch = 1 fáklyajelző elvétele
porta-icon-coins = Érmék elvétele
porta-action-coin-card = Fáklyáért érmét: lemondasz egy akcióról
porta-action-coin-torch = Fáklyáért érmét: visszaadsz egy fáklyajelzőt
porta-action-honor = Becsületkártya vásárlása
porta-action-roman = Római elvétele befolyásért
porta-action-xbuild = Plusz épületrész lerakása befolyásért

## Becsületkártyák

porta-honor-vp = { $amount } győzelmi pont azonnal
porta-honor-money = { $amount } sestertius elvétele
porta-honor-torches = { $amount } fáklyajelző elvétele
porta-honor-romans = { $amount } római elvétele
porta-honor-white = 1 fehér tégla elvétele
porta-honor-build = 1 épületrész lerakása most
porta-honor-topper = 1 tégla az egyik Porta Nigra-épületrészed tetejére
porta-honor-sub = { $building ->
    [AM] Amfiteátrum
    [CW] Városfal
    [PN] Porta Nigra
   *[BA] Bazilika
}-épületkártyának számít
porta-honor-final = { $amount } győzelmi pont a végső értékeléskor; dobd el a { $discard } pontos kártyádat
porta-honor-final-sets = { $amount } győzelmi pont a végső értékeléskor; dobj el 4 különböző épületkártyát

## Fázisok és értékelés

porta-phase-refill = Újratöltésfázis
porta-phase-action = Akciófázis
porta-phase-interim = Közbenső értékelés
porta-phase-final = Végső értékelés
porta-scoring-building-cards = Épületkártya-értékelés
porta-scoring-final-cards = Végsőértékelés-kártyák
porta-scoring-player-area = Játékosterület-értékelés
porta-scoring-majority = Többségi értékelés

## Egyéb szavak

porta-master-builder = építőmester
porta-brick-market = téglapiac
porta-site = építőhely
porta-section = épületrész
porta-row = sor
porta-level = szint
porta-round = forduló
porta-start-player = kezdőjátékos

# the final score at the end of the board message (cogs/porta_nigra/score_words.py), joined
# by " + "; $areas lists the majorities won
porta-score-before = { $vp } GyP a játék során
porta-score-building-cards = { $vp } az épületkártyákért
porta-score-final-cards = { $vp } a végsőértékelés-kártyákért
porta-score-play-area = { $vp } a játéktéren maradtakért
porta-score-majorities = { $vp } a többségekért ({ $areas })
porta-score-area = { $building }: { $vp }
porta-score-area-row = { $building }, { $row } sor: { $vp }
porta-score-area-level = { $building }, legalább { $level } magasan: { $vp }
