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
