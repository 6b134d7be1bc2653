# Terni Lapilli (tests/lapilli): a játék minden szava magyarul, ugyanazokkal a kulcsokkal és
# argumentumokkal, mint az en-US/lapilli.ftl-ben. $point, $start, $to: a tábla egy pontja
# oszlopbetűvel és sorszámmal (a1 a bal felső, c3 a jobb alsó). A változók nem kapnak ragot.

## A szójegyzék (tests/lapilli/game/glossary.py)

lapilli-title = Terni Lapilli
lapilli-piece-white = világos
lapilli-piece-black = sötét

## A parancscsoport

cmd-lapilli-name = lapilli

## A gombok

lapilli-place = Lerakás: { $point }
lapilli-move = Lépés: { $start } → { $to }

## A játszma naplója: a játékos neve után álló mondatrész, vagy egész mondat

lapilli-ev-placed = letett egy bábut ide: { $point }
lapilli-ev-moved = áttolt egy bábut: { $start } → { $to }
lapilli-ev-wins = kirakta a hármas sort ({ $line }), és nyert
lapilli-ev-draw = { $moves } lépés után sincs hármas sor: a játszma döntetlen.

## Miért nem szabályos egy lépés

lapilli-illegal-over = A játszma véget ért.
lapilli-illegal-occupied = Ez a pont nem üres: { $point }.
lapilli-illegal-not-yours = Ezen a ponton nincs saját bábud: { $point }.
lapilli-illegal-not-adjacent = Ez a két pont nem szomszédos: { $start } → { $to }. Egy bábu csak szomszédos pontra tolható.
lapilli-illegal-place-first = Még van letennivaló bábud: előbb azt tedd le, csak utána tolhatsz.
lapilli-illegal-all-placed = Minden bábud a táblán van: tolj el egyet.
lapilli-illegal-unknown = „{ $action }” nem lépés a Terni Lapilliben.

## A táblaüzenet

lapilli-status = { $mark }{ $player } ({ $side }): { $left ->
    [0] minden bábuja a táblán
   *[other] még { $left } bábut kell letennie
}
lapilli-prompt-place = { $player } ({ $side }) következik: tegyen le egy bábut egy üres pontra.
lapilli-prompt-move = { $player } ({ $side }) következik: toljon el egy bábut egy szomszédos üres pontra.
lapilli-summary = Te a { $side } bábukkal játszol. { $left ->
    [0] Minden bábud a táblán van.
   *[other] Még { $left } bábut kell letenned.
} Lépés: { $move }/{ $limit }.

## A kép

lapilli-image-player = { $player }: { $side }
lapilli-image-move = Lépés: { $move }/{ $limit }
lapilli-image-wins = { $player } nyert
lapilli-image-draw = Döntetlen { $moves } lépés után

## /lapilli szabályok

lapilli-rules =
    {""}**Terni Lapilli** — a rómaiak „három kavics” játéka, két játékosnak.
    A táblán kilenc pont van, a1-től (bal felső) c3-ig (jobb alsó); vízszintes, függőleges és átlós vonalak kötik össze őket. Mindkét játékosnak három bábuja van: a világos kezd, a sötét a második.
    {""}**Lerakás:** felváltva tegyétek le egy-egy bábutokat egy üres pontra.
    {""}**Tolás:** ha mind a hat bábu a táblán van, a soron következő játékos egy saját bábuját egy vonal mentén a szomszédos üres pontra tolja.
    {""}**Győzelem:** aki három bábuját egy sorba, oszlopba vagy átlóba állítja, azonnal nyer. Ha összesen { $moves } lépés után sincs hármas sor, a játszma döntetlen.
