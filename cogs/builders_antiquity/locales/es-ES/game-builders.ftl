# The Builders: Antiquity — las palabras del juego (las claves, en bot/i18n/glossary.py).
# No tenemos el reglamento español: los términos siguen la edición española de Asmodee
# («Los Constructores: Antigüedad») hasta donde la conocemos; corríjanse aquí si difieren.

builders-title = Los Constructores: Antigüedad

## Cantidades

builders-sestertii = { $count ->
    [one] { $count } sestercio
   *[other] { $count } sestercios
}
builders-vp = { $count ->
    [one] { $count } punto de victoria
   *[other] { $count } puntos de victoria
}
builders-actions = { $count ->
    [one] { $count } acción
   *[other] { $count } acciones
}

## Recursos

builders-resource-stone = piedra
builders-resource-wood = madera
builders-resource-architecture = arquitectura
builders-resource-decoration = decoración
builders-resource-count-stone = { $count ->
    [one] { $count } piedra
   *[other] { $count } piedras
}
builders-resource-count-wood = { $count ->
    [one] { $count } madera
   *[other] { $count } maderas
}
builders-resource-count-architecture = { $count ->
    [one] { $count } arquitectura
   *[other] { $count } arquitecturas
}
builders-resource-count-decoration = { $count ->
    [one] { $count } decoración
   *[other] { $count } decoraciones
}

## Edificios y máquinas

builders-building-armory = Armería
builders-building-barracks = Cuartel
builders-building-city_hall = Ayuntamiento
builders-building-hanging_gardens = Jardines Colgantes
builders-building-house = Casa
builders-building-tower_of_babel = Torre de Babel
builders-building-ziggurat = Zigurat
builders-building-trading_post = Puesto Comercial
builders-building-market = Mercado
builders-building-palace_of_assur = Palacio de Assur
builders-building-quarry = Cantera
builders-building-shipyard = Astillero
builders-building-camel_stable = Establo de Camellos
builders-building-stall = Tenderete
builders-building-noble_house = Casa Noble
builders-building-fortress = Fortaleza
builders-building-port = Puerto
builders-building-pyramid = Pirámide
builders-building-sphinx = Esfinge
builders-building-archery_range = Campo de Tiro con Arco
builders-building-colossus_of_rhodes = Coloso de Rodas
builders-building-school_of_philosophy = Escuela de Filosofía
builders-building-forum = Foro
builders-building-rural_house = Casa Rural
builders-building-urban_house = Casa Urbana
builders-building-lighthouse_of_alexandria = Faro de Alejandría
builders-building-temple = Templo
builders-building-theatre = Teatro
builders-building-watering_trough = Abrevadero
builders-building-machine_saw = Sierra (máquina)
builders-building-machine_architects_table = Mesa de Arquitecto
builders-building-machine_scaffolding = Andamio
builders-building-machine_hoist = Polipasto

## Obreros, herramientas, universidades

builders-worker-apprentice = Aprendiz
builders-worker-laborer = Peón
builders-worker-craftsman = Oficial
builders-worker-master = Maestro
builders-tool-tool_mallet = Mazo
builders-tool-tool_saw = Sierra
builders-tool-tool_square = Escuadra
builders-tool-tool_brush = Pincel
builders-university-university_stone = Universidad (piedra)
builders-university-university_wood = Universidad (madera)
builders-university-university_architecture = Universidad (arquitectura)
builders-university-university_decoration = Universidad (decoración)

## Tipos de carta

builders-card-building = edificio
builders-card-machine = máquina
builders-card-worker = obrero
builders-card-slave = esclavo
builders-card-freed-slave = esclavo liberado
builders-card-tool = herramienta
builders-card-loan = préstamo
builders-card-university = universidad

## Acciones y el turno

builders-action-start = Empezar un edificio
builders-action-hire = Contratar un obrero
builders-action-send = Poner a trabajar a un obrero
builders-action-take-money = Tomar sestercios
builders-action-buy-slave = Comprar un esclavo
builders-action-buy-tool = Comprar una herramienta
builders-action-loan = Pedir un préstamo
builders-action-educate = Formar a un obrero
builders-action-free = Liberar a un esclavo
builders-action-end = Terminar el turno
builders-investment = inversión
builders-phase-turn = turno
builders-phase-final-scoring = puntuación final
builders-start-player = jugador inicial
builders-bank = banca
builders-crew = obreros disponibles

# the final score at the end of the board message (cogs/builders_antiquity/score_words.py):
# $vp is what a part adds or takes away; $count how many slaves, loans or sestertii
builders-score-vp = { $vp } PV por edificios y máquinas
builders-score-slaves = − { $vp } por { $count ->
    [one] un esclavo no liberado
   *[other] { $count } esclavos no liberados
}
builders-score-loans = − { $vp } por { $count ->
    [one] un préstamo sin devolver
   *[other] { $count } préstamos sin devolver
}
builders-score-coins = + { $vp } por { $count ->
    [one] un sestercio sobrante
   *[other] { $count } sestercios sobrantes
}
builders-score-freed = { $count ->
    [one] liberó un esclavo
   *[other] liberó { $count } esclavos
}
builders-score-repaid = { $count ->
    [one] devolvió un préstamo
   *[other] devolvió { $count } préstamos
}
builders-score-settled = {" "}(al final { $what })
