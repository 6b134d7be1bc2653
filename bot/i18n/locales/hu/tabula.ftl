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
tabula-help-game = **{ $game }** ({ $players }): `/{ $command }`
tabula-help-game-commands = Minden játék parancsai (például `/{ $command }`):
tabula-help-that-game = az adott játék
tabula-help-play = A játékosok a táblaüzenet alatti gombokra kattintanak; a csatornában bárki más nézheti a játékot. Minden asztalnak van körönkénti ideje: az emlékeztetők privát üzenetben jönnek, és ha lejár az idő, a gép lép helyetted. A `/tabula { cmd-tabula-language-name }` paranccsal választhatod ki, milyen nyelven válaszoljon neked a Tabula.

# the language a person reads (/tabula language) and a table speaks (issue 21)
tabula-language-set = Mostantól a Tabula ezen a nyelven válaszol neked: { $language }.
tabula-language-cleared = A Tabula ismét a Discordod nyelvén válaszol neked.
