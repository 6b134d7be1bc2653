# A seat's final score in words (bot/presenter.py breakdown): one part of the engine's
# result details each; $value is the part's amount as the engine gives it.
score-part-before = before { $value }
score-part-building-cards = building cards { $value }
score-part-final-cards = final cards { $value }
score-part-play-area = play area { $value }
score-part-majorities = majorities { $value }
score-part-total = total { $value }
score-part-podiums = podiums { $value }
score-part-bonus = bonus { $value }
score-part-vp = vp { $value }
score-part-slaves-freed = slaves freed { $value }
score-part-slaves-kept = slaves kept { $value }
score-part-loans-repaid = loans repaid { $value }
score-part-loans-unpaid = loans unpaid { $value }
score-part-coins-left = coins left { $value }
score-part-score-tenths = score tenths { $value }
score-part-majority = majority { $area } { $value }
