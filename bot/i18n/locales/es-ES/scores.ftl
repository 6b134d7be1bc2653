# La puntuación final de un jugador en palabras (bot/presenter.py breakdown): cada parte
# del resultado; $value es su valor tal como lo da el motor.
score-part-before = antes { $value }
score-part-building-cards = cartas de edificio { $value }
score-part-final-cards = cartas finales { $value }
score-part-play-area = zona de juego { $value }
score-part-majorities = mayorías { $value }
score-part-total = total { $value }
score-part-podiums = podios { $value }
score-part-bonus = bonificación { $value }
score-part-vp = PV { $value }
score-part-slaves-freed = esclavos liberados { $value }
score-part-slaves-kept = esclavos conservados { $value }
score-part-loans-repaid = préstamos devueltos { $value }
score-part-loans-unpaid = préstamos sin devolver { $value }
score-part-coins-left = monedas restantes { $value }
score-part-score-tenths = puntos en décimas { $value }
score-part-majority = mayoría { $area } { $value }
