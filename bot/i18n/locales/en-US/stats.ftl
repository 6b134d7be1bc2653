# /tabula stats, leaderboard, history and export (cogs/stats_commands.py). $player is a mention,
# $scope a game's title or stats-all-games, $level a computer level's id (easy, normal, hard,
# random), shown as it is in English.

stats-all-games = all games
stats-computer = Computer ({ $level })
stats-head = **{ $player }** in this server ({ $scope })
stats-no-game = **{ $player }** in this server ({ $scope }): no finished game yet.
stats-figures = Games **{ $games }** · wins **{ $wins }** ({ $rate }) · average score **{ $average }** · best **{ $best }**
stats-rating = Rating **{ $mu }** ± { $sigma } (leaderboard score { $score })
stats-favourite = Favourite game: **{ $game }**
stats-streak = Current streak: **{ $won ->
    [yes] { $length ->
        [one] { $length } win
       *[other] { $length } wins
    }
   *[no] { $length ->
        [one] { $length } loss
       *[other] { $length } losses
    }
}**
stats-leaderboard-head = **Leaderboard** ({ $scope }): page { $page } of { $pages }
stats-leaderboard-empty = Nobody has played { $least } finished games here yet.
stats-leaderboard-empty-game = Nobody has played { $least } finished games of { $scope } here yet.
stats-leaderboard-line = { $place }. { $player } **{ $score }** ({ $mu } ± { $sigma }; { $wins }/{ $games } won)
stats-leaderboard-foot = Sorted by rating − 3 × uncertainty; players with { $least }+ games. `page:` shows more.
stats-history-empty = No finished game here yet.
stats-history-head = **Recent games**
stats-history-line = • { $when } **{ $game }** #{ $table }: { $scores } — winner { $winners } — { $link }
stats-nobody = nobody
stats-export = Your finished games, from every server (JSON).

# A score: one decimal at most.
stats-score = { $value }
