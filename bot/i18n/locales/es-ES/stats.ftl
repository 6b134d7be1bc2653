# /tabula estadísticas, clasificación, historial y exportar (cogs/stats_commands.py).

stats-all-games = todos los juegos
stats-computer = Ordenador ({ $level ->
    [easy] fácil
    [normal] normal
    [hard] difícil
    [random] aleatorio
   *[other] { $level }
})
stats-head = **{ $player }** en este servidor ({ $scope })
stats-no-game = **{ $player }** en este servidor ({ $scope }): aún no ha terminado ninguna partida.
stats-figures = Partidas **{ $games }** · victorias **{ $wins }** ({ $rate }) · puntuación media **{ $average }** · mejor **{ $best }**
stats-rating = Valoración **{ $mu }** ± { $sigma } (puntos de clasificación { $score })
stats-favourite = Juego favorito: **{ $game }**
stats-streak = Racha actual: **{ $won ->
    [yes] { $length ->
        [one] { $length } victoria
       *[other] { $length } victorias
    }
   *[no] { $length ->
        [one] { $length } derrota
       *[other] { $length } derrotas
    }
}**
stats-leaderboard-head = **Clasificación** ({ $scope }): página { $page } de { $pages }
stats-leaderboard-empty = Aquí nadie ha jugado todavía { $least } partidas terminadas.
stats-leaderboard-empty-game = Aquí nadie ha jugado todavía { $least } partidas terminadas de { $scope }.
stats-leaderboard-line = { $place }. { $player } **{ $score }** ({ $mu } ± { $sigma }; { $wins }/{ $games } ganadas)
stats-leaderboard-foot = Ordenado por valoración − 3 × incertidumbre; jugadores con { $least } partidas o más. `page:` muestra más.
stats-history-empty = Aquí aún no hay ninguna partida terminada.
stats-history-head = **Partidas recientes**
stats-history-line = • { $when } **{ $game }** n.º { $table }: { $scores } — ganador { $winners } — { $link }
stats-nobody = nadie
stats-export = Tus partidas terminadas, de todos los servidores (JSON).

# Una puntuación, con un decimal como mucho.
stats-score = { $value }
