# Aqua Romana — a játék szavai a magyar szabálykönyv szerint (a kulcsokat a
# bot/i18n/glossary.py sorolja fel). Számnév után egyes szám: „8 pont”.

aqua-title = Aqua Romana

## Mennyiségek

aqua-points = { $count } pont
aqua-tiles = { $count } vízvezetéklap
aqua-squares = { $count } mező

## Vízvezetéklapok és az építőmesterek, akik adják őket

aqua-tile-curve = kanyar
aqua-tile-straight = egyenes
aqua-tile-bridge = híd
aqua-tile-double-curve = dupla kanyar
aqua-tile-joker = joker
aqua-builder-curve = építőmester kanyarral
aqua-builder-straight = építőmester egyenessel
aqua-builder-bridge = építőmester híddal
aqua-builder-double-curve = építőmester dupla kanyarral
aqua-builder-joker = joker építőmester

## Színek, égtájak és a tábla oldalai

aqua-colour-red = piros
aqua-colour-yellow = sárga
aqua-colour-green = zöld
aqua-colour-blue = kék
aqua-edge-north = észak
aqua-edge-east = kelet
aqua-edge-south = dél
aqua-edge-west = nyugat
aqua-side-top = felül
aqua-side-right = jobbra
aqua-side-bottom = alul
aqua-side-left = balra

## Akciók és szakaszok

aqua-action-extend = Vízvezeték bővítése
aqua-action-close = Vízvezeték lezárása
aqua-action-score = Lezárt vízvezeték értékelése
aqua-action-claim = Tartalék építőmester elvétele
aqua-action-keep = A vízvezeték nyitva marad
aqua-phase-setup = A játék előkészítése
aqua-phase-play = A játék menete
aqua-phase-final-scoring = Játékvégi értékelés

## Egyéb szavak

aqua-aqueduct = vízvezeték
aqua-tile = vízvezetéklap
aqua-workman = munkás
aqua-builder = építőmester
aqua-reservoir = víztároló
aqua-outlet = csatlakozás
aqua-podium = dobogó
aqua-pathway = körút
aqua-fountain = kút
aqua-reserve = tartalék
aqua-line-of-sight = látóvonal
aqua-bonus = bonusz

# the final score at the end of the board message (cogs/aqua_romana/score_words.py): $count
# workmen on podiums worth $podiums, and the bonus of the highest podiums
aqua-score = { $count ->
    [0] egy munkás sem áll dobogón
   *[other] { $count } munkás dobogón ({ $podiums } pont)
}{ $bonus ->
    [0] {""}
   *[other], és { $bonus } bonuszpont
}
