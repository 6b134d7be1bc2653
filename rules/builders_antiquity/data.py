"""The Builders: Antiquity: every card and figure, from shared/rules/builders_antiquity.md.

Resources are always given in the order of RESOURCES: (stone, wood, architecture, decoration).
Figures marked STAND-IN or INFERRED are not printed in any source we have; they are kept here, and
only here, so they can be corrected in one place once someone checks the physical cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

RESOURCES = ("stone", "wood", "architecture", "decoration")

Resources = tuple[int, int, int, int]


@dataclass(frozen=True)
class Building:
    """A building card, or a machine (a building that joins its owner's crew once finished)."""

    id: str
    name: str
    cost: Resources
    coins: int
    vp: int
    produces: Resources | None = None  # machines only: what the finished machine makes

    @property
    def is_machine(self) -> bool:
        return self.produces is not None


@dataclass(frozen=True)
class WorkerCard:
    id: str
    kind: str  # Apprentice, Laborer, Craftsman or Master
    produces: Resources
    wage: int  # paid every time the worker is sent to a building


@dataclass(frozen=True)
class SlaveCard:
    id: str
    produces: Resources  # INFERRED: the freed side makes the same (spec §6)


@dataclass(frozen=True)
class ToolCard:
    id: str
    name: str
    resource: int  # index into RESOURCES: the tool adds 1 of it


@dataclass(frozen=True)
class UniversityCard:
    id: str
    resource: int  # index into RESOURCES: the educated worker makes 3 of it


# Spec §3 (29 buildings) and §4 (4 machines, S2 costs).
BUILDINGS: tuple[Building, ...] = (
    Building("armory", "Armory", (1, 1, 2, 0), coins=8, vp=2),
    Building("barracks", "Barracks", (2, 3, 1, 2), coins=12, vp=4),
    Building("city_hall", "City Hall", (2, 0, 2, 2), coins=10, vp=3),
    Building("hanging_gardens", "Hanging Gardens", (2, 3, 4, 5), coins=17, vp=7),
    Building("house", "House", (0, 1, 1, 0), coins=10, vp=0),
    Building("tower_of_babel", "Tower of Babel", (3, 1, 5, 3), coins=15, vp=6),
    Building("ziggurat", "Ziggurat", (1, 2, 3, 4), coins=14, vp=5),
    Building("trading_post", "Trading Post", (0, 1, 1, 0), coins=6, vp=1),
    Building("market", "Market", (1, 0, 0, 1), coins=10, vp=0),
    Building("palace_of_assur", "Palace of Assur", (3, 1, 4, 2), coins=14, vp=5),
    Building("quarry", "Quarry", (1, 1, 0, 0), coins=10, vp=0),
    Building("shipyard", "Shipyard", (1, 0, 1, 2), coins=8, vp=2),
    Building("camel_stable", "Camel Stable", (1, 0, 1, 0), coins=6, vp=1),
    Building("stall", "Stall", (0, 1, 0, 1), coins=6, vp=1),
    Building("noble_house", "Noble House", (2, 2, 0, 2), coins=10, vp=3),
    Building("fortress", "Fortress", (3, 2, 2, 1), coins=12, vp=4),
    Building("port", "Port", (2, 1, 0, 1), coins=8, vp=2),
    Building("pyramid", "Pyramid", (4, 4, 4, 4), coins=18, vp=8),
    Building("sphinx", "Sphinx", (3, 5, 1, 3), coins=15, vp=6),
    Building("archery_range", "Archery Range", (0, 2, 1, 1), coins=8, vp=2),
    Building("colossus_of_rhodes", "Colossus of Rhodes", (5, 4, 3, 2), coins=17, vp=7),
    Building("school_of_philosophy", "School of Philosophy", (1, 2, 2, 3), coins=14, vp=4),
    Building("forum", "Forum", (2, 1, 3, 2), coins=12, vp=3),
    Building("rural_house", "Rural House", (1, 0, 0, 1), coins=6, vp=1),
    Building("urban_house", "Urban House", (2, 2, 2, 0), coins=10, vp=3),
    Building("lighthouse_of_alexandria", "Lighthouse of Alexandria", (2, 4, 1, 3), coins=14, vp=5),
    Building("temple", "Temple", (0, 2, 2, 2), coins=10, vp=3),
    Building("theatre", "Theatre", (4, 3, 2, 1), coins=14, vp=5),
    Building("watering_trough", "Watering Trough", (0, 0, 1, 1), coins=10, vp=0),
    Building("machine_saw", "Saw (machine)", (0, 0, 1, 2), coins=0, vp=2, produces=(0, 3, 0, 0)),
    Building(
        "machine_architects_table",
        "Architect's Table",
        (2, 0, 0, 1),
        coins=0,
        vp=2,
        produces=(0, 0, 3, 0),
    ),
    Building(
        "machine_scaffolding", "Scaffolding", (1, 2, 0, 0), coins=0, vp=2, produces=(0, 0, 0, 3)
    ),
    Building("machine_hoist", "Hoist", (0, 1, 2, 0), coins=0, vp=2, produces=(3, 0, 0, 0)),
)

# Spec §5. apprentice_4 is INFERRED as 1/0/0/1 (both code sources duplicate apprentice_3).
WORKERS: tuple[WorkerCard, ...] = (
    WorkerCard("apprentice_1", "Apprentice", (0, 1, 1, 0), wage=2),
    WorkerCard("apprentice_2", "Apprentice", (0, 1, 0, 1), wage=2),
    WorkerCard("apprentice_3", "Apprentice", (1, 0, 1, 0), wage=2),
    WorkerCard("apprentice_4", "Apprentice", (1, 0, 0, 1), wage=2),
    WorkerCard("laborer_1", "Laborer", (2, 0, 0, 1), wage=3),
    WorkerCard("laborer_2", "Laborer", (0, 2, 1, 0), wage=3),
    WorkerCard("laborer_3", "Laborer", (1, 0, 2, 0), wage=3),
    WorkerCard("laborer_4", "Laborer", (0, 1, 0, 2), wage=3),
    WorkerCard("craftsman_1", "Craftsman", (3, 0, 1, 0), wage=4),
    WorkerCard("craftsman_2", "Craftsman", (1, 0, 3, 0), wage=4),
    WorkerCard("craftsman_3", "Craftsman", (0, 3, 0, 1), wage=4),
    WorkerCard("craftsman_4", "Craftsman", (0, 1, 0, 3), wage=4),
    WorkerCard("craftsman_5", "Craftsman", (1, 1, 1, 1), wage=4),
    WorkerCard("craftsman_6", "Craftsman", (1, 1, 1, 1), wage=4),
    WorkerCard("master_1", "Master", (3, 2, 0, 0), wage=5),
    WorkerCard("master_2", "Master", (0, 3, 2, 0), wage=5),
    WorkerCard("master_3", "Master", (0, 0, 3, 2), wage=5),
    WorkerCard("master_4", "Master", (2, 0, 0, 3), wage=5),
)

# Spec §6.
SLAVES: tuple[SlaveCard, ...] = (
    SlaveCard("slave_1", (2, 0, 0, 2)),
    SlaveCard("slave_2", (0, 0, 2, 2)),
    SlaveCard("slave_3", (2, 0, 2, 0)),
    SlaveCard("slave_4", (2, 2, 0, 0)),
    SlaveCard("slave_5", (0, 2, 0, 2)),
    SlaveCard("slave_6", (0, 2, 2, 0)),
)

TOOLS: tuple[ToolCard, ...] = (
    ToolCard("tool_mallet", "Mallet", 0),
    ToolCard("tool_saw", "Saw", 1),
    ToolCard("tool_square", "Square", 2),
    ToolCard("tool_brush", "Brush", 3),
)

UNIVERSITIES: tuple[UniversityCard, ...] = (
    UniversityCard("university_stone", 0),
    UniversityCard("university_wood", 1),
    UniversityCard("university_architecture", 2),
    UniversityCard("university_decoration", 3),
)

LOANS = ("loan_1", "loan_2", "loan_3", "loan_4")

# Rules figures (spec §9, §10, confirmed by the rulebook unless marked).
STARTING_COINS = 10
FREE_ACTIONS = 3
EXTRA_ACTION_COST = 5
TAKE_MONEY = {1: 1, 2: 3, 3: 6}  # actions spent -> sestertii received
SLAVE_COST = 7
TOOL_COST = 2
LOAN_GAIN = 10
LOAN_REPAY = 15
UNIVERSITY_COST = 7
UNIVERSITY_VALUE = 3
FREED_SLAVE_WAGE = 4  # STAND-IN: sources say 4 and 5; 4 = resources produced, like every worker
FREE_SLAVE_AT_SCORING = 5
SLAVE_PENALTY_VP = 1
LOAN_PENALTY_VP = 2
END_TRIGGER_VP = 17
ROW_SIZE = 5
# INFERRED (spec §7.3): how a university applies. "override_slot": the worker makes
# max(printed, 3) of the university's resource; "add": +3; "replace_all": only 3 of it.
UniversityRule = Literal["override_slot", "add", "replace_all"]
UNIVERSITY_RULE: UniversityRule = "override_slot"
# The game ends only as the rulebook says (END_TRIGGER_VP). Until issue 35 a safety stop
# ended every table after this many rounds in a row without a building or a machine finished;
# now only simulations set it (BuildersEngine.simulation_options: random players lock their
# crews for good). Computer players' games end by the rule (the test of every level's games).
STALL_ROUNDS = 30

BUILDING_BY_ID = {b.id: b for b in BUILDINGS}
WORKER_BY_ID = {w.id: w for w in WORKERS}
SLAVE_BY_ID = {s.id: s for s in SLAVES}
TOOL_BY_ID = {t.id: t for t in TOOLS}
UNIVERSITY_BY_ID = {u.id: u for u in UNIVERSITIES}
APPRENTICES = tuple(w.id for w in WORKERS if w.kind == "Apprentice")


def _validate() -> None:
    """Checks the data against the counts and symmetries the spec relies on (§2, §3, §5, §12)."""
    buildings = [b for b in BUILDINGS if not b.is_machine]
    machines = [b for b in BUILDINGS if b.is_machine]
    assert len(buildings) == 29 and len(machines) == 4
    assert len(WORKERS) == 18 and len(SLAVES) == 6 and len(APPRENTICES) == 4
    assert len(set(BUILDING_BY_ID)) == 33 and len(set(WORKER_BY_ID)) == 18
    for r in range(4):
        assert sum(b.cost[r] for b in buildings) == 49, "every resource is needed 49 times"
        assert sum(b.cost[r] for b in machines) == 3
        assert sum(w.produces[r] for w in WORKERS) == 16, "the worker deck makes 16 of each"
    for w in WORKERS:
        assert w.wage == sum(w.produces), f"{w.id}: wage must equal production"
    assert sum(b.vp for b in buildings) == 93 and sum(b.vp for b in machines) == 8


_validate()
