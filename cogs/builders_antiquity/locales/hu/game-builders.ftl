# The Builders: Antiquity — a játék szavai a magyar szabálykönyv szerint (a kulcsokat a
# bot/i18n/glossary.py sorolja fel). Számnév után a főnév egyes számban áll: „3 kő”.

# A magyar kiadás címe nincs a forrásainkban: az eredeti címet használjuk.
builders-title = The Builders: Antiquity

## Mennyiségek

builders-sestertii = { $count } sestertius
builders-vp = { $count } győzelmi pont
builders-actions = { $count } akció

## Erőforrások

builders-resource-stone = kő
builders-resource-wood = fa
builders-resource-architecture = építészet
builders-resource-decoration = díszítés
builders-resource-count-stone = { $count } kő
builders-resource-count-wood = { $count } fa
builders-resource-count-architecture = { $count } építészet
builders-resource-count-decoration = { $count } díszítés

## Épületek és gépek

builders-building-armory = Fegyverraktár
builders-building-barracks = Kaszárnya
builders-building-city_hall = Városháza
builders-building-hanging_gardens = Függőkertek
builders-building-house = Ház
builders-building-tower_of_babel = Bábel tornya
builders-building-ziggurat = Zikkurat
builders-building-trading_post = Kereskedőtelep
builders-building-market = Piac
builders-building-palace_of_assur = Assur palotája
builders-building-quarry = Kőfejtő
builders-building-shipyard = Hajógyár
builders-building-camel_stable = Teveistálló
builders-building-stall = Árusbódé
builders-building-noble_house = Nemesi ház
builders-building-fortress = Erőd
builders-building-port = Kikötő
builders-building-pyramid = Piramis
builders-building-sphinx = Szfinx
builders-building-archery_range = Íjászpálya
builders-building-colossus_of_rhodes = Rodoszi kolosszus
builders-building-school_of_philosophy = Filozófiai iskola
builders-building-forum = Fórum
builders-building-rural_house = Vidéki ház
builders-building-urban_house = Városi ház
builders-building-lighthouse_of_alexandria = Alexandriai világítótorony
builders-building-temple = Templom
builders-building-theatre = Színház
builders-building-watering_trough = Itatóvályú
builders-building-machine_saw = Fűrész (gép)
builders-building-machine_architects_table = Tervezőasztal
builders-building-machine_scaffolding = Állvány
builders-building-machine_hoist = Emelőcsiga

## Munkások, szerszámok, egyetemek

builders-worker-apprentice = Tanonc
builders-worker-laborer = Segédmunkás
builders-worker-craftsman = Szakmunkás
builders-worker-master = Mester
builders-tool-tool_mallet = Kalapács
builders-tool-tool_saw = Fűrész
builders-tool-tool_square = Derékszög
builders-tool-tool_brush = Ecset
builders-university-university_stone = Egyetem (kő)
builders-university-university_wood = Egyetem (fa)
builders-university-university_architecture = Egyetem (építészet)
builders-university-university_decoration = Egyetem (díszítés)

## Kártyafajták

builders-card-building = épület
builders-card-machine = gép
builders-card-worker = munkás
builders-card-slave = rabszolga
builders-card-freed-slave = szabad munkás
builders-card-tool = szerszám
builders-card-loan = kölcsön
builders-card-university = egyetem

## Akciók és a kör

builders-action-start = Építkezés megkezdése
builders-action-hire = Munkás felbérlése
builders-action-send = Munkás munkába állítása
builders-action-take-money = Sestertiusok felvétele
builders-action-buy-slave = Rabszolga megvásárlása
builders-action-buy-tool = Szerszám vásárlása
builders-action-loan = Kölcsön felvétele
builders-action-educate = Munkás taníttatása
builders-action-free = Rabszolga felszabadítása
builders-action-end = Köröd vége
builders-investment = befektetés
builders-phase-turn = kör
builders-phase-final-scoring = végső pontozás
builders-start-player = kezdőjátékos
builders-bank = bank
builders-crew = munkába állítható munkások

# the final score at the end of the board message (cogs/builders_antiquity/score_words.py):
# $vp is what a part adds or takes away; $count how many slaves, loans or sestertii
builders-score-vp = { $vp } GyP az épületekért és gépekért
builders-score-slaves = − { $vp } ({ $count } fel nem szabadított rabszolga)
builders-score-loans = − { $vp } ({ $count } vissza nem fizetett kölcsön)
builders-score-coins = + { $vp } ({ $count } megmaradt sestertius)
builders-score-freed = { $count } rabszolgát felszabadított
builders-score-repaid = { $count } kölcsönt visszafizetett
builders-score-settled = {"; "}a végén { $what }
