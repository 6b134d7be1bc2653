"""The turn images ring what the last move changed (the adapters' ``changes``), and only that:
the pixels that differ from the image without the ring lie around the thing changed; the first
board changes nothing."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageChops

from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.aqua_romana.colours import COLOURS
from cogs.aqua_romana.turn import draw_turn as aqua_turn
from cogs.aqua_romana.turn_board import LAST_MOVE, last_move_box
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.builders_antiquity.style import GOLD
from cogs.builders_antiquity.turn import draw_turn as builders_turn
from cogs.builders_antiquity.turn import render_turn
from cogs.builders_antiquity.turn_kit import CHIP_H, MARGIN, WIDTH
from cogs.builders_antiquity.turn_players import LEFT, RIGHT
from cogs.porta_nigra.adapter import PortaNigraAdapter
from cogs.porta_nigra.turn import draw_turn as porta_turn
from cogs.porta_nigra.turn_pieces import LAST_MOVE as PORTA_MARK
from rules.aqua_romana import ENGINE as AQUA
from rules.aqua_romana.view import AquaView
from rules.builders_antiquity import ENGINE
from rules.builders_antiquity import ENGINE as BUILDERS
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
    # the building started is a site under way now: ringed too
    site = f"site:{start.removeprefix('start:')}"
    assert adapter.changes(after, started) == frozenset({f"building:{c}" for c in new} | {site})


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
        x0, y0, x1, y1 = last_move_box(name, after)
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


def test_the_builders_outline_the_site_started_and_the_one_a_worker_was_sent_to() -> None:
    """The mover's building started (then sent a worker) is outlined on its line of the
    mover's panel; once their turn is over, the next board outlines their line among the
    others'."""
    adapter = BuildersAdapter()
    state = BUILDERS.new_game(["a", "b"], 7, {})
    first = BUILDERS.view_model(state, None)
    start = next(a.id for a in BUILDERS.legal_actions(state) if a.id.startswith("start:"))
    card = start.removeprefix("start:")
    state, _ = BUILDERS.apply_id(state, start)
    started = BUILDERS.view_model(state, None)
    assert f"site:{card}" in adapter.changes(first, started)
    send = next(a.id for a in BUILDERS.legal_actions(state) if a.id.startswith("send:"))
    state, _ = BUILDERS.apply_id(BUILDERS.apply_id(state, send)[0], f"site:{card}")
    sent = BUILDERS.view_model(state, None)
    assert sent.player("a").on_site(card), "the worker works there"
    # a worker sent changes the site, and nothing else on the board is new
    assert adapter.changes(started, sent) == frozenset({f"site:{card}"})
    for view in (started, sent):
        plain = builders_turn(view)
        outlined = builders_turn(view, None, "en-US", frozenset({f"site:{card}"}))
        box = ImageChops.difference(plain, outlined).getbbox()
        assert box is not None
        x0, y0, x1, y1 = box
        # the site's line in the mover's panel: as wide as the panel's inside, one chip high
        assert (x0, x1) == (LEFT - 3, RIGHT + 4) and y1 - y0 == CHIP_H + 3
        assert outlined.getpixel((x0 + 1, (y0 + y1) // 2)) == GOLD
    while BUILDERS.pending(state) == "a":
        state, _ = BUILDERS.apply_id(state, "end")
    after = BUILDERS.view_model(state, None)
    marked = adapter.changes(first, after)
    assert f"site:{card}" in marked
    plain = builders_turn(after)
    outlined = builders_turn(after, None, "en-US", marked)
    only_site = builders_turn(after, None, "en-US", frozenset({f"site:{card}"}))
    box = ImageChops.difference(plain, only_site).getbbox()
    assert box is not None
    x0, y0, x1, y1 = box
    # a's line under b's panel, the whole width, one chip high, at the image's bottom
    assert (x0, x1) == (MARGIN, WIDTH - MARGIN + 1) and y1 - y0 == CHIP_H + 3
    assert y1 > plain.height - 2 * CHIP_H
    assert ImageChops.difference(plain, outlined).getbbox() != box, "the market's ring too"


def _aqua_scored() -> tuple[AquaView, AquaView]:
    """Aqua Romana's public views before and after a turn that scored a workman."""
    rng = random.Random(3)
    state = AQUA.new_game(["a", "b"], 7, {})
    while True:
        before, seat = AQUA.view_model(state, None), AQUA.pending(state)
        while AQUA.pending(state) == seat:
            state, _ = AQUA.apply_id(state, rng.choice(AQUA.legal_actions(state)).id)
        after = AQUA.view_model(state, None)
        scored = [w for w in after.workmen if w.status == "scored"]
        if scored and len(scored) > sum(w.status == "scored" for w in before.workmen):
            return before, after


def test_aqua_romana_frames_a_scored_workman_where_he_stood() -> None:
    before, after = _aqua_scored()
    marked = AquaRomanaAdapter().changes(before, after)
    scored = {
        w.name
        for w, was in zip(after.workmen, before.workmen, strict=True)
        if w.status == "scored" and was.status != "scored"
    }
    assert {f"scored:{name}" for name in scored} <= marked
    plain = aqua_turn(after)
    for name in sorted(scored):
        framed = aqua_turn(after, None, "en-US", frozenset({f"scored:{name}"}))
        x0, y0, x1, y1 = last_move_box(f"scored:{name}", after)
        # the last square of his aqueduct, framed, his shape inside it
        assert (x0, y0, x1, y1) == last_move_box(f"square:{after.workman(name).square}", after)
        assert ImageChops.difference(plain, framed).getbbox() == (x0, y0, x1 + 1, y1 + 1)
        assert framed.getpixel((x0 + 3, (y0 + y1) // 2)) == LAST_MOVE
        assert COLOURS[after.workman(name).colour] in {
            framed.getpixel(((x0 + x1) // 2 + dx, (y0 + y1) // 2)) for dx in range(-4, 5)
        }


def test_porta_nigra_frames_who_took_a_display_card_and_the_honor_card_that_came_in() -> None:
    adapter = PortaNigraAdapter()
    took = honor = None
    for seed in range(20):
        rng = random.Random(seed)
        state = PORTA.new_game(["a", "b"], seed, {})
        while PORTA.pending(state) is not None and not (took and honor):
            before, seat = PORTA.view_model(state, None), PORTA.pending(state)
            while PORTA.pending(state) == seat:
                state, _ = PORTA.apply_id(state, rng.choice(PORTA.legal_actions(state)).id)
            after = PORTA.view_model(state, None)
            if after.phase == "over":
                break
            for name in sorted(adapter.changes(before, after)):
                framed = porta_turn(after, None, "en-US", frozenset({name}))
                box = ImageChops.difference(porta_turn(after), framed).getbbox()
                if name.startswith("took:") and took is None:
                    took = (before, after, name, framed, box)
                if name.startswith("honor:") and box is not None and honor is None:
                    honor = (before, after, name, framed, box)
        if took and honor:
            break
    assert took and honor, "a display card taken and an honor card come in that the mover can buy"
    for _, _, name, framed, box in (took, honor):
        assert box is not None, name
        x0, y0, x1, y1 = box
        # one chip (a disc, or an honor card's words) with its frame, 3 px around it
        assert y1 - y0 == 22 + 2 * 3 + 1, name
        assert framed.getpixel((x0 + 2, (y0 + y1) // 2)) == PORTA_MARK
    before, after, name, _, (x0, _, x1, _) = took
    # the taker's disc, first on their row of the goods table
    assert x1 - x0 == 22 + 2 * 3 + 1
    taker = int(name.removeprefix("took:"))
    got_building = len(after.players[taker].building_cards) > len(
        before.players[taker].building_cards
    )
    assert got_building or set(before.honor_display) - set(after.honor_display)
