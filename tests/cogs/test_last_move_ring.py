"""The turn images ring what the last move changed (the adapters' ``changes``), and only that:
the pixels that differ from the image without the ring lie around the thing changed; the first
board changes nothing."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageChops

from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.aqua_romana.turn import draw_turn as aqua_turn
from cogs.aqua_romana.turn_board import LAST_MOVE, last_move_box
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.builders_antiquity.turn import render_turn
from cogs.porta_nigra.adapter import PortaNigraAdapter
from cogs.porta_nigra.turn import draw_turn as porta_turn
from cogs.porta_nigra.turn_pieces import LAST_MOVE as PORTA_MARK
from rules.aqua_romana import ENGINE as AQUA
from rules.aqua_romana.view import AquaView
from rules.builders_antiquity import ENGINE
from rules.porta_nigra import ENGINE as PORTA


def test_the_ring_lies_around_the_new_card_only() -> None:
    state = ENGINE.new_game(["a", "b"], 7, {})
    view = ENGINE.view_model(state, None)
    for marked in (f"worker:{view.worker_row[1]}", f"building:{view.building_row[2]}"):
        plain = Image.open(io.BytesIO(render_turn(view))).convert("RGB")
        ringed = Image.open(io.BytesIO(render_turn(view, None, "en-US", frozenset({marked}))))
        box = ImageChops.difference(plain, ringed.convert("RGB")).getbbox()
        assert box is not None
        x0, y0, x1, y1 = box
        # a card is at most a third (a worker) or a half (a building) of the width, 52 px high
        # with a 4-px ring around it
        assert 0 < x1 - x0 <= 1400 // (3 if marked.startswith("worker") else 2) + 8
        assert y1 - y0 == 52 + 2 * 4 + 1
        # the ring's pixels are the highlight's gold
        ring = ringed.convert("RGB").getpixel((x0, y0 + 30))
        assert ring == (226, 168, 0)


def test_changes_name_the_cards_that_came_into_the_market() -> None:
    state = ENGINE.new_game(["a", "b"], 7, {})
    before = ENGINE.view_model(state, None)
    adapter = BuildersAdapter()
    assert adapter.changes(before, before) == frozenset()
    hire = next(a.id for a in ENGINE.legal_actions(state) if a.id.startswith("hire:"))
    after_state, _ = ENGINE.apply_id(state, hire)
    after = ENGINE.view_model(after_state, None)
    came = [c for c in after.worker_row if c not in before.worker_row]
    assert adapter.changes(before, after) == frozenset({f"worker:{came[0]}"})
    start = next(a.id for a in ENGINE.legal_actions(after_state) if a.id.startswith("start:"))
    started = ENGINE.view_model(ENGINE.apply_id(after_state, start)[0], None)
    new = [c for c in started.building_row if c not in after.building_row]
    assert adapter.changes(after, started) == frozenset({f"building:{c}" for c in new})


def _aqua_turn() -> tuple[AquaView, AquaView]:
    """Aqua Romana's public views before and after one seat's turn, some turns in."""
    rng = random.Random(3)
    state = AQUA.new_game(["a", "b"], 7, {})
    for _ in range(33):
        state, _ = AQUA.apply_id(state, rng.choice(AQUA.legal_actions(state)).id)
    before, seat = AQUA.view_model(state, None), AQUA.pending(state)
    while AQUA.pending(state) == seat:
        state, _ = AQUA.apply_id(state, rng.choice(AQUA.legal_actions(state)).id)
    return before, AQUA.view_model(state, None)


def test_aqua_romana_frames_the_tile_laid_and_the_builder_placed() -> None:
    before, after = _aqua_turn()
    adapter = AquaRomanaAdapter()
    first = AQUA.view_model(AQUA.new_game(["a", "b"], 7, {}), None)
    assert adapter.changes(first, first) == frozenset()
    marked = adapter.changes(before, after)
    laid = [sq for sq, code in enumerate(after.grid) if code != before.grid[sq]]
    assert laid and marked >= {f"square:{sq}" for sq in laid}
    plain = aqua_turn(after)
    for name in sorted(marked):
        framed = aqua_turn(after, None, "en-US", frozenset({name}))
        box = ImageChops.difference(plain, framed).getbbox()
        x0, y0, x1, y1 = last_move_box(name)
        assert box == (x0, y0, x1 + 1, y1 + 1)
        assert framed.getpixel((x0 + 3, (y0 + y1) // 2)) == LAST_MOVE


def test_porta_nigra_frames_the_site_built_and_the_master_builder_moved() -> None:
    rng = random.Random(5)
    state = PORTA.new_game(["a", "b"], 7, {})
    adapter = PortaNigraAdapter()
    first = PORTA.view_model(state, None)
    assert adapter.changes(first, first) == frozenset()
    for _ in range(19):
        state, _ = PORTA.apply_id(state, rng.choice(PORTA.legal_actions(state)).id)
    while True:
        before, seat = PORTA.view_model(state, None), PORTA.pending(state)
        while PORTA.pending(state) == seat:
            state, _ = PORTA.apply_id(state, rng.choice(PORTA.legal_actions(state)).id)
        after = PORTA.view_model(state, None)
        marked = adapter.changes(before, after)
        if any(m.startswith("site:") for m in marked):
            break
    built = [s.site for s in after.sections if s != before.section(s.site)]
    assert {f"site:{site}" for site in built} <= marked
    plain = porta_turn(after)
    for name in sorted(marked):
        framed = porta_turn(after, None, "en-US", frozenset({name}))
        box = ImageChops.difference(plain, framed).getbbox()
        assert box is not None
        x0, y0, x1, y1 = box
        # one chip (22 px high, a site's words or a disc wide) with its frame, 3 px around it
        assert y1 - y0 == 22 + 2 * 3 + 1 and x1 - x0 < 200
        assert framed.getpixel((x0 + 2, (y0 + y1) // 2)) == PORTA_MARK
