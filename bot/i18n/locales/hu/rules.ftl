# A játékmotorok közös elutasításai (rules/core.py), ha egy játék nem mond pontosabbat.

rules-game-over = A játéknak vége.
rules-not-legal = A(z) „{ $action }” most nem szabályos lépés.
