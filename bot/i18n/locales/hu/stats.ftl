# /tabula statisztika, ranglista, előzmények és exportálás (cogs/stats_commands.py).

stats-all-games = minden játék
stats-computer = Gép ({ $level ->
    [easy] könnyű
    [normal] közepes
    [hard] nehéz
    [random] véletlen
   *[other] { $level }
})
stats-head = **{ $player }** ezen a szerveren ({ $scope })
stats-no-game = **{ $player }** ezen a szerveren ({ $scope }): még nincs befejezett játszmája.
stats-figures = Játszmák: **{ $games }** · győzelmek: **{ $wins }** ({ $rate }) · átlagpontszám: **{ $average }** · legjobb: **{ $best }**
stats-rating = Értékszám: **{ $mu }** ± { $sigma } (ranglistapont: { $score })
stats-favourite = Kedvenc játék: **{ $game }**
stats-streak = Jelenlegi sorozat: **{ $length } { $won ->
    [yes] győzelem
   *[no] vereség
}**
stats-leaderboard-head = **Ranglista** ({ $scope }): { $page }. oldal / { $pages }
stats-leaderboard-empty = Itt még senki sem játszott { $least } befejezett játszmát.
stats-leaderboard-empty-game = Itt még senki sem játszott { $least } befejezett { $scope }-játszmát.
stats-leaderboard-line = { $place }. { $player } **{ $score }** ({ $mu } ± { $sigma }; { $games } játszmából { $wins } győzelem)
stats-leaderboard-foot = Sorrend: értékszám − 3 × bizonytalanság; legalább { $least } játszmát játszott játékosok. A `page:` további oldalakat mutat.
stats-history-empty = Itt még nincs befejezett játszma.
stats-history-head = **Legutóbbi játszmák**
stats-history-line = • { $when } **{ $game }** #{ $table }: { $scores } — győztes: { $winners } — { $link }
stats-nobody = senki
stats-export = A befejezett játszmáid minden szerverről (JSON).

# Egy pontszám, legfeljebb egy tizedesjeggyel.
stats-score = { $value }
