# Amit az asztalszolgálat mond: elutasítások, visszaigazolások, bejelentések (bot/service/).
# $game a játék címe, $name / $host / $who egy ember neve, $command a perjeles parancs
# csoportjának neve az olvasó nyelvén, $table az asztal száma. Tegező forma, mint a szabálykönyv.

## Hol számít egy kattintás

table-elsewhere = Ez a gomb egy máshol levő asztalhoz tartozik; semmi sem változott.
table-button-invalid = Ez a gomb már nem érvényes.

## Asztal nyitása

table-open-in-server = Asztalt egy szerver csatornájában lehet nyitni.
table-player-range = A(z) { $game } játékot { $min }–{ $max } játékos játszhatja.
table-ai-leaves-no-seat = { $seats } helyből { $ai } gépi játékos mellett neked nem marad hely.
table-no-ai-level = Nincs „{ $level }” nevű gépi szint.
table-turn-limits = A körönkénti idő ezek egyike: nincs korlát, 10 perc, 1 óra, 12 óra, 24 óra, 3 nap.
table-at-timeout-choices = Ha lejár az idő, a gép vagy lejátssza a kört, vagy átveszi a helyet.
table-too-many-lobbies = Már { $count } nyitott asztalod van ezen a szerveren (legfeljebb { $most } lehet): előbb indítsd el vagy zárd be valamelyiket.
table-rematch-finished-only = Visszavágót csak befejezett játszma után kérhetsz.
table-rematch-players-only = Visszavágót csak a játszma játékosai kérhetnek.

## Az asztal a játék előtt

table-lobby-expired = Senki sem indította el időben ezt az asztalt, ezért bezárult: nyiss egy újat.
table-lobby-closed = Ez az asztal bezárult.
table-lobby-full = Az asztal megtelt ({ $seats } hely).
table-host-only = Ezt csak a házigazda, { $host } teheti meg.

## Körök

table-no-game-here-start = Ebben a csatornában nincs { $game }-játszma. Indíts egyet: `/{ $command } { cmd-game-new-name }`.
table-not-started = A játék még nem kezdődött el: az asztal még várja a játékosokat.
table-game-over = Ennek a játszmának vége.
table-whose-turn = { $who } következik.
table-not-playing-whose-turn = Nem játszol ennél az asztalnál. { $who } következik.
table-nobody = senki
table-moved-on = A tábla azóta változott; most így áll a játék.
table-turn-ended-before = A köröd véget ért, mielőtt ehhez a lépéshez értél volna.
table-undo-own-turn = Csak a saját körödben vonhatsz vissza.
table-no-game-here = Itt nincs { $game }-játszma.
table-abort-host-or-manager = Csak a házigazda, { $host }, vagy a csatorna kezelője szakíthatja meg.
table-abort-host-only = Ezt a játszmát csak a házigazda szakíthatja meg.
table-aborted-by = A(z) #{ $table } asztalt ({ $game }) { $name } megszakította.

## Helyek

table-not-playing = Nem játszol ennél az asztalnál.
table-resigned-already = Már feladtad.
table-you-resigned = Feladtad.
table-resigned-announce = { $name } feladta: a helyét a gép játssza végig.
table-conceded-announce = { $name } feladta: { $winner } nyert.
table-computer-plays-already = A helyedet már a gép játssza; ezzel a paranccsal veheted vissza: `/{ $command } { cmd-game-join-name }`.
table-left-announce = { $name } kiszállt: a helyét a gép játssza, amíg valaki át nem veszi ezzel a paranccsal: `/{ $command } { cmd-game-join-name }`.
table-computer-plays-now = Mostantól a gép játssza a helyedet; ezzel a paranccsal veheted vissza: `/{ $command } { cmd-game-join-name }`.
table-seat-resigned-yours = Feladtad ezt a helyet: a gép játssza végig.
table-seated-already = Már van helyed ennél az asztalnál.
table-no-free-seat = Ennél az asztalnál nincs szabad hely: minden játékos itt van.
table-seat-taken = Ez a hely már nem szabad.
table-back-announce = { $name } visszatért, és újra a saját helyén játszik.
table-takes-over-announce = { $name } átveszi { $seat } helyét.
table-seat-yours = A hely a tiéd.
table-host-decides = Csak a házigazda dönti el, ki kap helyet.
table-host-or-manager = Ezt csak a házigazda, { $host }, vagy a csatorna kezelője teheti meg.
table-player-has-no-seat = Ennek a játékosnak nincs helye ennél az asztalnál.
table-seat-was-resigned = Ezt a helyet feladták: a gép játssza végig.
table-holds-seat-already = { $name } már ül ennél az asztalnál.
table-handed-announce = { $name } átadta { $old } helyét neki: { $new }.
table-seat-now-of = A hely mostantól { $name } helye.

## Lejárt idő

table-timeout-takes-seat = { $who } ideje lejárt: a gép átveszi a helyét. Ezzel a paranccsal veheti vissza: `/{ $command } { cmd-game-join-name }`.
table-timeout-played = { $who } ideje lejárt: a gép lejátszotta a kört.

## Tippek

table-hints-off-rated = Ennél az asztalnál nincs tipp: pontozott játszmaként nyílt meg.
table-hint-on-your-turn = Tippet a soron levő játékos kaphat, a saját körében.
table-no-hint-player = A(z) { $game } játékhoz nincs elég erős gépi játékos, amely tippet adhatna.

## Előzmények

table-no-game-in-channel-name-one = Ebben a csatornában nincs { $game }-játszma: add meg az asztal számát (rajta van a tábláin).
table-no-such-table = Itt nincs #{ $table } számú { $game }-asztal.
table-no-log-yet = Ez az asztal még nem indult el: nincs napló.
table-not-started-yet = Ez az asztal még nem indult el.
table-move-range = A(z) #{ $table } asztal lépései: 0–{ $moves }.

## Szerverbeállítások és emlékeztetők

table-settings-in-server = A beállítások egy szerverhez tartoznak: egy szerveren használd ezt a parancsot.
table-settings-moderators = A szerver beállításait csak moderátor (Szerver kezelése) módosíthatja.
table-settings = Körönkénti idő: **{ $limit }**; ha lejár az idő, **{ $timeout }**; gépi játékosok: **{ $level }**.
table-notify-on = Privát üzenetet kapsz, amikor a köröd vár rád, és fogy az időd.
table-notify-off = Nincs több emlékeztető privát üzenetben; helyette az asztal csatornájában említünk meg.

## Az óra és a gépi játékosok szavai

# a list's last two joined (bot/i18n/words.py joined)
words-and = { $first } és { $last }

# how many players a game or a table takes (bot/i18n/words.py players_text)
players-exactly = { $count } játékos
players-between = { $min }–{ $max } játékos
table-limit-none = Nincs korlát
table-limit-10 = 10 perc
table-limit-60 = 1 óra
table-limit-720 = 12 óra
table-limit-1440 = 24 óra
table-limit-4320 = 3 nap
table-limit-minutes = { $minutes } perc
table-timeout-play = a gép lejátssza a kört
table-timeout-take = a gép átveszi a helyet
table-level-easy = Könnyű
table-level-easy-about = értelmesen játszik, de hibázik
table-level-normal = Közepes
table-level-normal-about = minden lehetőséget egy lépésre előre mérlegel
table-level-hard = Nehéz
table-level-hard-about = előre számol; lépésenként legfeljebb 1,5 mp
table-level-random = Véletlen
table-level-random-about = bármely szabályos lépés: asztalok kipróbálásához

## A tipp: $action a lépés neve a motor szavaival (egyelőre angolul), $why az ok, $gain
## győzelmi pont egy tizedesjeggyel

table-hint = **{ $action }** — { $why ->
    [only] ez az egyetlen lehetőség.
    [search] a gép keresése ezt választja.
    [gain] { $gain } győzelmi ponttal jobb helyzetbe hoz, mint a következő legjobb lehetőséged.
   *[even] a keresés ezt választja; első ránézésre ugyanolyan jó, mint a többi legjobb lehetőséged.
}

## A játszma naplója (/<játék> napló): $told a lépés a motor szavaival, $round a forduló
## száma, vagy "none" fordulók nélküli játékban

table-log-head = { $game } · #{ $table } asztal · { $players }
table-log-move = { $number }. ({ $round ->
    [none] {""}
   *[other] { $round }. forduló,{" "}
}{ $who }) { $told }
table-log-over = Vége a játéknak. { $count ->
    [one] Győztes: { $winners }.
   *[other] Döntetlen: { $winners } közösen nyert.
}

# the language a person reads (/tabula language) and a table speaks (issue 21)
language-en-US = angol
language-hu = magyar
language-es-ES = spanyol
table-no-language = A Tabula nem beszél „{ $language }” nyelven: válassz angolt, magyart vagy spanyolt.
