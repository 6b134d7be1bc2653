# Perjeles parancsok: nevek és leírások. A kulcsokat a bot/i18n/command_translator.py képzi.
# Nevek: 1-32 kisbetű, számjegy, „-” vagy „_”. Leírások: 1-100 karakter.
# A játék címe ($game) nem kap ragot: a címek nem ragozhatók biztonságosan.

## /tabula

cmd-tabula-name = tabula
cmd-tabula-desc = A Tabuláról
cmd-tabula-help-name = súgó
cmd-tabula-help-desc = A játékok és a parancsaik
cmd-tabula-settings-name = beállítások
cmd-tabula-settings-desc = A szerver alapbeállításai az új asztalokhoz
cmd-tabula-settings-turn-name = gondolkodási_idő
cmd-tabula-settings-turn-desc = Egy körre jutó idő (moderátorok)
cmd-tabula-settings-at_timeout-name = időtúllépéskor
cmd-tabula-settings-at_timeout-desc = Mi történik, ha lejár az idő (moderátorok)
cmd-tabula-settings-level-name = szint
cmd-tabula-settings-level-desc = Milyen jól játszanak a gépi játékosok (moderátorok)
cmd-tabula-notify-name = értesítések
cmd-tabula-notify-desc = Köremlékeztetők privát üzenetben: be vagy ki
cmd-tabula-notify-reminders-name = emlékeztetők
cmd-tabula-notify-reminders-desc = Be: privát üzenetben; ki: egy említés az asztal csatornájában
cmd-tabula-games-name = asztalaim
cmd-tabula-games-desc = Az asztalok, amelyeknél ezen a szerveren ülsz
cmd-tabula-stats-name = statisztika
cmd-tabula-stats-desc = Egy játékos játszmái, győzelmei és értékszáma ezen a szerveren
cmd-tabula-stats-user-name = játékos
cmd-tabula-stats-user-desc = Kié (alapból a tiéd)
cmd-tabula-stats-game-name = játék
cmd-tabula-stats-game-desc = Egyetlen játék (alapból mind)
cmd-tabula-leaderboard-name = ranglista
cmd-tabula-leaderboard-desc = A szerver legjobb játékosai
cmd-tabula-leaderboard-game-name = játék
cmd-tabula-leaderboard-game-desc = Egyetlen játék (alapból mind)
cmd-tabula-leaderboard-page-name = oldal
cmd-tabula-leaderboard-page-desc = Melyik oldal (oldalanként 10)
cmd-tabula-history-name = előzmények
cmd-tabula-history-desc = A szerver legutóbbi játszmái
cmd-tabula-history-game-name = játék
cmd-tabula-history-game-desc = Egyetlen játék (alapból mind)
cmd-tabula-history-user-name = játékos
cmd-tabula-history-user-desc = Csak azok a játszmák, amelyekben ő is játszott
cmd-tabula-export-name = exportálás
cmd-tabula-export-desc = A saját játszmáid minden szerverről, egy fájlban

## A játékok parancscsoportjai: $game a játék címe

cmd-builders-name = építők
cmd-aquaromana-name = aquaromana
cmd-portanigra-name = portanigra
cmd-game-desc = Játék ebben a csatornában: { $game }
cmd-game-new-name = új
cmd-game-new-desc = Új asztal nyitása ebben a csatornában: { $game }
cmd-game-new-seats-name = játékosok
cmd-game-new-seats-desc = Hány játékos ül az asztalnál ({ $min }-{ $max })
cmd-game-new-ai-name = gépi_játékosok
cmd-game-new-ai-desc = A helyek közül hányat foglalnak el gépi játékosok
cmd-game-new-random_order-name = véletlen_sorrend
cmd-game-new-random_order-desc = A játék kezdetekor a helyek sorrendje véletlenszerű legyen
cmd-game-new-level-name = szint
cmd-game-new-level-desc = Milyen jól játszanak a gépi játékosok (alapból a szerver beállítása)
cmd-game-new-turn-name = gondolkodási_idő
cmd-game-new-turn-desc = Mennyi ideje van egy játékosnak egy körre (alapból a szerver beállítása)
cmd-game-new-at_timeout-name = időtúllépéskor
cmd-game-new-at_timeout-desc = Mi történik, ha egy játékos ideje lejár (alapból a szerver beállítása)
cmd-game-new-auto_end-name = automatikus_befejezés
cmd-game-new-auto_end-desc = Az egyetlen lehetőséget, pl. „Köröd vége”, a bot választja helyetted (alapból be)
cmd-game-new-rated-name = pontozott
cmd-game-new-rated-desc = Pontozott játszma: nincs tipp (alapból ki, baráti játszma)
cmd-game-board-name = tábla
cmd-game-board-desc = A tábla (csak neked), most vagy egy lépés után
cmd-game-board-move-name = lépés
cmd-game-board-move-desc = A tábla úgy, ahogy e lépés után állt (0: a kezdőállás)
cmd-game-board-table-name = asztal
cmd-game-board-table-desc = Egy asztal száma (alapból az ebben a csatornában levő)
cmd-game-log-name = napló
cmd-game-log-desc = Az egész játszma szövegesen, fájlban (csak neked)
cmd-game-log-table-name = asztal
cmd-game-log-table-desc = Egy asztal száma (alapból az ebben a csatornában levő)
cmd-game-hand-name = kéz
cmd-game-hand-desc = A saját összesítőd (csak neked)
cmd-game-undo-name = visszavonás
cmd-game-undo-desc = Visszavonja a köröd utolsó akcióját
cmd-game-abort-name = megszakítás
cmd-game-abort-desc = A csatorna játszmájának lezárása eredmény nélkül
cmd-game-hint-name = tipp
cmd-game-hint-desc = Mit lépne most egy erős gépi játékos (baráti játszmákban)
cmd-game-resign-name = feladás
cmd-game-resign-desc = Feladod: a helyedet a gép játssza végig
cmd-game-leave-name = kiszállás
cmd-game-leave-desc = Szünet: a helyedet egyelőre a gép játssza
cmd-game-join-name = beszállás
cmd-game-join-desc = Visszaveszed a helyed, vagy kérsz egy helyet, amelyet a gép játszik
cmd-game-replace-name = csere
cmd-game-replace-desc = Egy játékos helyének átadása másnak (házigazda)
cmd-game-replace-player-name = játékos
cmd-game-replace-player-desc = Kinek a helye
cmd-game-replace-to-name = új_játékos
cmd-game-replace-to-desc = Ki veszi át
cmd-game-rules-name = szabályok
cmd-game-rules-desc = Rövid szabályösszefoglaló: { $game }
cmd-game-replay-name = visszajátszás
cmd-game-replay-desc = Egy befejezett játszma animált visszajátszása
cmd-game-replay-table-name = asztal
cmd-game-replay-table-desc = Az asztal száma (alapból a csatorna legutóbbi játszmája)

## Választható értékek (a játékok címe a szójegyzékükből jön)

cmd-choice-no-limit = Nincs időkorlát
cmd-choice-10-minutes = 10 perc
cmd-choice-1-hour = 1 óra
cmd-choice-12-hours = 12 óra
cmd-choice-24-hours = 24 óra
cmd-choice-3-days = 3 nap
cmd-choice-the-computer-plays-that-turn = Azt a kört a gép játssza le
cmd-choice-the-computer-takes-the-seat = A gép átveszi a helyet
cmd-choice-easy = könnyű
cmd-choice-normal = közepes
cmd-choice-hard = nehéz
cmd-choice-random = véletlen
cmd-choice-on = be
cmd-choice-off = ki

cmd-tabula-language-name = nyelv
cmd-tabula-language-desc = A nyelv, amelyen a Tabula válaszol neked
cmd-tabula-language-language-name = nyelv
cmd-tabula-language-language-desc = A sajátod, vagy a Discordod nyelve
cmd-choice-my-discord-s-language = A Discordom nyelve
cmd-choice-english = English
cmd-choice-magyar = Magyar
cmd-choice-espa-ol = Español
cmd-game-new-language-name = nyelv
cmd-game-new-language-desc = Az asztal üzeneteinek nyelve (alapból a szerveré)
