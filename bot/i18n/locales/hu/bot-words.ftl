# A bot saját szavai a szolgáltatás üzenetein kívül: a gépi játékosok neve és a menük, amelyek
# minden lépést felkínálnak, ha gombként nem férnek el.

# Egy gépi hely neve az asztal minden olvasójának; $level a tárolt szint (easy, normal, hard,
# random, vagy egy már nem kínált szint, ahogy tárolták).
bot-ai-name = { $number }. gép ({ $level ->
    [easy] könnyű
    [normal] közepes
    [hard] nehéz
    [random] véletlen
   *[other] { $level }
})

# Valaki, akit a Discord már nem ismer (törölt fiók), a felhasználói azonosítójával.
bot-unknown-player = Ismeretlen játékos ({ $id })

# Egy hely, amelyhez nem tartozik személy neve (a terminálé, egy szimulált játéké), 1-től
# számozva; a szabálykönyvek szavával.
bot-seat-name = { $number }. játékos

bot-choose-action = Válassz egy lépést
bot-choice-then = { $first } · { $then }
# Egy menü oldala, ha a lehetőségek több 25-ös menüt töltenek ki.
bot-menu-page = { $title } ({ $page }/{ $pages })

# Egy játék Discord-szövegeinek alapértelmezései, ha a játék nem adja meg a sajátját.
bot-choose-privately = Választás titokban
bot-player-chooses = { $player }, válassz egy lépést.

# Egyszer mondja a bot az asztal csatornájában, ha nem teheti ki oda a táblát.
bot-missing-permissions = Hiányzik egy jogosultságom ebben a csatornában (üzenetet kell küldenem, linket beágyaznom, fájlt csatolnom és olvasnom az előzményeket), ezért nem tudom megmutatni a táblát. A játék mentve van: amint egy moderátor rendbe teszi, folytatódik.
