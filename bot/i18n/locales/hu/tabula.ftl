# A /tabula válaszai (cogs/tabula.py). $settings a table-settings mondata.

tabula-settings-changed = A szerver új asztalainak beállításai mostantól: { $settings }
tabula-settings-shown = Az új asztalok beállításai itt: { $settings }
tabula-no-tables = Ezen a szerveren egyik asztalnál sem ülsz.
# A /tabula asztalaim egy sora. $since és $until Discord-időbélyeg, vagy "none".
tabula-games-lobby = • **{ $game }** #{ $table }, { $where }: játékosokra vár
tabula-games-line = • **{ $game }** #{ $table }, { $where }: { $mine ->
    [yes] **te következel**
   *[no] { $who } következik
}{ $since ->
    [none] {""}
   *[other] {" "}({ $since } óta)
}{ $until ->
    [none] {""}
   *[other] , az idő lejár: { $until }
}

## /tabula súgó: $command egy játék parancscsoportja; a parancsok neve, ahogy az olvasó
## Discordja mutatja

tabula-help-intro = A **Tabula** római építős társasjátékokat vezet ezen a szerveren.
tabula-help-game = **{ $game }** ({ $min }-{ $max } játékos): új asztal ebben a csatornában: `/{ $command } { cmd-game-new-name }`; további parancsok (`/{ $command }`): `{ cmd-game-board-name }`, `{ cmd-game-hand-name }`, `{ cmd-game-undo-name }`, `{ cmd-game-resign-name }`, `{ cmd-game-leave-name }`, `{ cmd-game-join-name }`, `{ cmd-game-replace-name }`, `{ cmd-game-abort-name }` és `{ cmd-game-rules-name }`.
tabula-help-play = A játékosok a táblaüzenet alatti gombokra kattintanak; a csatornában bárki más nézheti a játékot. A saját összefoglalódat privát üzenetben kapod. Minden asztalnak van körönkénti ideje: az emlékeztetők privát üzenetben jönnek (`/tabula { cmd-tabula-notify-name }`), és ha lejár az idő, a gép lép helyetted. A `/tabula { cmd-tabula-games-name }` felsorolja az asztalaidat; a moderátorok a `/tabula { cmd-tabula-settings-name }` paranccsal állítják be az alapértékeket. A `/tabula { cmd-tabula-stats-name }`, `{ cmd-tabula-leaderboard-name }` és `{ cmd-tabula-history-name }` megmutatja, hogyan játszik ez a szerver, az `{ cmd-tabula-export-name }` elküldi a játszmáidat, a `/<játék> { cmd-game-replay-name }` pedig visszajátssza a befejezett játszmát. A `/tabula { cmd-tabula-language-name }` paranccsal választhatod ki, milyen nyelven válaszoljon neked a Tabula.

# the language a person reads (/tabula language) and a table speaks (issue 21)
tabula-language-set = Mostantól a Tabula ezen a nyelven válaszol neked: { $language }.
tabula-language-cleared = A Tabula ismét a Discordod nyelvén válaszol neked.
