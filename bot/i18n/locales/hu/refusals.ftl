# A tárolás elutasításai (bot/service/refusals.py párosítja őket ezekhez a kulcsokhoz).

storage-no-table = Nincs #{ $table } számú asztal.
storage-started = A játék már elkezdődött.
storage-over = Ennek a játszmának vége.
storage-aborted = Ezt az asztalt megszakították.
storage-closed = Ez az asztal bezárult.
storage-not-in-lobby = Az asztal már nem vár játékosokra.
storage-have-seat = Már van helyed ennél az asztalnál.
storage-no-seat = Nincs helyed ennél az asztalnál.
storage-seat-resigned = Ezt a helyet feladták: a gép játssza végig.
storage-not-your-seat = Ezt a helyet csak az adhatja fel, aki ül rajta.
storage-you-resigned = Feladtad ezt a játszmát: nem vehetsz át másik helyet.
storage-hold-seat = Már ülsz ennél az asztalnál.
storage-not-your-turn = Nem te következel.
storage-undo-own-turn = Csak a saját körödben vonhatsz vissza.
storage-nothing-to-undo = Ebben a körben nincs visszavonható lépésed.
storage-undo-revealed = Az utolsó lépésed rejtett információt fedett fel (kártyát húztál vagy mutattál), ezért nem vonható vissza.
storage-undo-own-actions = A körödben csak a saját lépéseidet vonhatod vissza.
storage-stale = A játék azóta továbblépett (egy másik lépés megelőzött); itt a mostani tábla.
storage-quarantined = Ennek az asztalnak a mentett játéka nem olvasható; az üzemeltetőt értesítettük.
