"""How a long-running bot process keeps Python's garbage collector cheap.

Measured in ``bench/bot_load.py`` (The Builders, 50 tables clicking at once), the collector took
about 7 % of the bot process's CPU: each full collection walked the ~220 000 objects the process
holds from its start (modules, the Fluent catalogues, fonts, palettes), which never become
garbage, and a click allocates thousands of short-lived objects (gateway payloads, messages,
components), so the youngest generation was collected several times per click, each time
promoting objects still in use to the older, costlier generations.
"""

from __future__ import annotations

import gc

# Young objects allocated (net) between collections of the youngest generation: a click's
# worth, so that what a click leaves behind dies young. Python's default is 700.
YOUNG_THRESHOLD = 10_000


def settle() -> None:
    """Once a process has loaded what it keeps for life: collect, then move every surviving
    object out of the collector's sight (``gc.freeze``), and collect the youngest generation
    less often."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
