# A Discord-réteg saját válaszai (bot/router.py és a kezelők): privát üzenetek, a megszakítás
# kérdése, helykérés a házigazdától. $table az asztal száma, $game a játék címe, $name egy
# ember neve. Gombfelirat legfeljebb 80 karakter; ablak címe és mezőfelirata 45.

## Hibák

answer-could-not-save = Nem sikerült menteni: semmi sem változott. Próbáld újra egy kicsit később.
answer-went-wrong = Valami hiba történt; az asztal nem változott (hivatkozás: { $ref }).
answer-bad-option = „{ $value }” nem olyan érték, amelyet ez a parancs elfogad; semmi sem változott.
answer-bad-option-named = A(z) „{ $option }” opció nem fogadja el ezt: „{ $value }”; semmi sem változott.

## Beírt számok

answer-no-number = Most nincs beírandó szám.
answer-number-label = Egész szám { $low } és { $high } között
answer-use-newest-board = A tábla azóta változott: a legújabb táblaüzenetet használd.
answer-type-number = Írj be egy egész számot { $low } és { $high } között.

## Parancsok játék közben

answer-undone = Az utolsó lépésedet visszavontuk.
answer-abort-yes = Játék megszakítása
answer-abort-no = Játsszunk tovább
answer-abort-question = Megszakítod a(z) #{ $table } asztalt ({ $game })? Nem lehet folytatni.
answer-game-goes-on = A játék folytatódik.
answer-confirm = Megerősítés
answer-cancel = Mégse
answer-cancelled = Visszavonva: nem történt lépés.
answer-game-aborted = A játékot megszakítottuk.

## Hol folyik az új asztal

answer-no-thread = Nem tudtam itt szálat nyitni, ezért ez az asztal ebben a csatornában játszik.
answer-in-a-thread = Ez az asztal itt, ebben a szálban játszik.
answer-no-thread-permission = Itt nem nyithatok szálat (Nyilvános szálak létrehozása és Üzenetküldés szálakban), ezért ez az asztal ebben a csatornában játszik.

## Helyek

answer-seat-to-person = Helyet ember kaphat; gépi játékost az asztal indítása előtt lehet leültetni.
answer-let-in = { $name } beengedése
answer-refuse = Elutasítás
answer-join-request = { $host }, { $name } szeretné átvenni { $seat } helyét (most a gép játssza) a(z) #{ $table } asztalnál.
answer-host-asked = Megkérdeztük a házigazdát; hamarosan választ kapsz az asztaltól.
answer-host-kept-seat = A házigazda egyelőre megtartotta a helyet; { $name } nem kapott helyet.
answer-takes-seat = { $name } átveszi a helyet.

## Privát üzenetek és emlékeztetők

answer-seat-released = A helyed a(z) #{ $table } asztalnál ({ $game }) már nem a tiéd: valaki más ül rajta.
answer-dms-closed = { $player }, nem tudok neked privát üzenetet küldeni, ezért az összefoglalód itt marad; magadnak ezzel a paranccsal nézheted meg: `/{ $command } { cmd-game-hand-name }`. A játék folytatódik.
answer-hand-in-dm = A kezed a privát üzeneteid között van, a kártya kijátszásának gombjaival: { $url }

## Előzmények és visszajátszás

answer-log = A(z) #{ $table } asztal naplója: { $moves } lépés.
answer-no-finished-game = Ebben a csatornában még nem ért véget { $game }-játszma.
answer-not-finished-here = A(z) #{ $table } asztal nem befejezett { $game }-játszma ezen a szerveren.
answer-replay-too-large = A(z) #{ $table } asztalnak túl sok köre van egy 10 MB alatti visszajátszáshoz.
answer-replay = { $game } visszajátszása, #{ $table } asztal: { $frames } kör.
answer-reminder = Te következel itt: { $place } — { $game }, #{ $table } asztal. Az idő lejár: { $when }.
answer-reminder-board = A tábla: { $url }
answer-reminder-ping = { $player }, a köröd vár rád a(z) #{ $table } asztalnál: az idő lejár: { $when }.
