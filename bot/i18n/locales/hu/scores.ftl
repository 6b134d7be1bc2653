# Egy játékos végső pontszáma szavakkal (bot/presenter.py breakdown): az eredmény egy-egy
# része; $value a rész értéke, ahogy a motor adja.
score-part-before = előtte { $value }
score-part-building-cards = épületkártyák { $value }
score-part-final-cards = végső kártyák { $value }
score-part-play-area = játéktér { $value }
score-part-majorities = többségek { $value }
score-part-total = összesen { $value }
score-part-podiums = dobogók { $value }
score-part-bonus = bonusz { $value }
score-part-vp = GyP { $value }
score-part-slaves-freed = felszabadított rabszolgák { $value }
score-part-slaves-kept = megtartott rabszolgák { $value }
score-part-loans-repaid = visszafizetett kölcsönök { $value }
score-part-loans-unpaid = vissza nem fizetett kölcsönök { $value }
score-part-coins-left = megmaradt pénz { $value }
score-part-score-tenths = pontszám tizedekben { $value }
score-part-majority = többség { $area } { $value }
