"""Aqua Romana on Discord: words for its decisions, the board image and a personal summary.

Everything in Aqua Romana is open information, so the board message carries what a player needs
to choose: the image (squares A1-K8, pathway squares P0-P37, the square being built on ringed)
and, in the embed, the question in words with the coordinates the image shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, ClassVar, Literal

from bot.adapter import GameAdapter, Offer
from bot.i18n import Text
from bot.i18n.languages import ENGLISH
from cogs.aqua_romana.board import render_board
from cogs.aqua_romana.folds import FOLDS, fold_label
from cogs.aqua_romana.score_words import final_score
from cogs.aqua_romana.turn import render_turn
from cogs.aqua_romana.web_board import web_board
from rules.aqua_romana import ENGINE
from rules.aqua_romana.actions import (
    ColumnChoice,
    PathwayChoice,
    PickBuilder,
    SquareChoice,
    parse,
)
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    SETUP_BUILDERS,
    SIDES,
    SIGHT,
    TYPE_NAMES,
    label,
)
from rules.aqua_romana.view import AquaView, WorkmanView
from rules.aqua_romana.words import colour, pathway_where, the_builder, workman
from rules.core import Action
from rules.words import Lines, Words

RULES = """\
**Aqua Romana** — build the longest aqueducts and put your workmen on the highest podiums.
The board has squares **A1–K8**; around it runs a pathway of squares **P0–P37** with a \
**fountain** at each corner. Each player's workmen (shape + letter: red square R, yellow circle \
Y, green triangle G, blue diamond B) start at the outlets of his reservoir.
**Setup:** in turn, players put the 12 master builders (3 curve, 3 straight, 3 bridge, \
3 double curve) on pathway squares.
**Your turn:**
1. Place any reserve builders you took since your last turn.
2. Choose one of your workmen that can build. He looks along his row and column and sees up to \
4 builders; choose one and lay a tile of that builder's type (the joker: any type) on the \
square the workman faces (the arrow), turned so the water runs on. You must build if you can; \
if none of your workmen can, you build on another player's aqueduct.
3. The builder walks clockwise to the next free pathway square. If he passes a fountain you lay \
an extra tile of his type anywhere no aqueduct end faces.
4. An aqueduct is **closed** when its end faces the board edge, a tile with no opening, or a \
reservoir. If you closed none of your own this turn, you may close one voluntarily.
5. A closed aqueduct scores its length (squares passed): its workman goes to that podium, or \
the next lower one with room (podiums 3 and 7 hold two). Each closed aqueduct earns its owner \
a builder from the reserve.
A tile may never join two outlets.
**End:** after a whole round without a tile, or when no workman is left. Open aqueducts are \
then scored, and the three highest podiums earn +4, +3, +2. Most points wins; ties share it."""

# Sent after RULES, as a second message: what the board image abbreviates.
LEGEND = """\
**Reading the Aqua Romana board**
• **A–K, 1–8**: the columns and rows of the squares; **P0–P37**: the pathway squares, clockwise \
from the top left; a blue circle in a corner is a **fountain**.
• Builders on the pathway: **C** curve, **S** straight, **B** bridge, **D** double curve, \
**J** (star) the joker.
• Workmen: **R** red square, **Y** yellow circle, **G** green triangle, **B** blue diamond; \
**R2** is red's workman 2, and the arrow points to the square his next tile goes on. A dark bar \
across an aqueduct's loose end: closed (by its owner, the board's edge or a tile), finished.
• Ringed in magenta: what the decision is about (the square built on; while a builder is \
chosen, the workman's own square, from which he sees along his row and column, and the \
builders he sees).
• **Podiums 1–20**: a workman there scored that many points; **x2**: podiums 3 and 7 hold two.
• **"printed"**: the curves printed in the four corners of the board.
• Scores: **"3 open"**: aqueducts still open; **"to place: bridge"**: a reserve builder taken, \
placed at the start of that player's next turn. In the image made for the chat, \
**red1→B3 (4)**: red1's next tile goes on B3, his aqueduct is 4 long so far (the rows of \
players whose workmen no button names write him **R1→B3 (4)**, as his badge on the board); \
**podiums 7+3**, at the end: where that player's workmen stand."""


SIDE_SQUARES = {side: f"P{r[0]}–P{r[-1]}" for side, r in SIDES.items()}
SIDE_WHERE = {
    "top": "above the columns",
    "right": "beside the rows",
    "bottom": "below the columns",
    "left": "beside the rows",
}

# The adapter's words are Words as the engine's are: the English is written here as before, the
# catalogue (aqua-engine.ftl) says it in each language (tests/i18n/test_aqua_words.py holds the
# English entries to these).
GAME_OVER = Words("The game is over.", "aqua-ui-over")
_NO_BUILDER = Words("no builder", "aqua-ui-no-builder")
_ANY_TILE = Words("a tile of any type", "aqua-ui-any-tile")
_NONE = Words("none", "aqua-ui-none")
_YOUR_MOVE = Words("It is your move.", "aqua-ui-your-move")


def _who(names: Mapping[str, str], seat: str) -> str:
    return names.get(seat, seat)


def _types(kinds: Sequence[str]) -> Words:
    """Builder types, listed: "curve, joker"."""
    said = tuple(TYPE_NAMES[k] for k in kinds)
    return Words(", ".join(said), "aqua-ui-types", types=said)


def _colours(colours: Sequence[str], joint: Literal["and", "slash"]) -> Words:
    """A player's colours: "yellow and blue" in a sentence, "yellow/blue" in a short line."""
    said = tuple(colour(c) for c in colours)
    if len(said) == 1:
        return said[0]
    english = (" and " if joint == "and" else "/").join(said)
    return Words(english, "aqua-ui-colours", joint=joint, first=said[0], second=said[1])


def _open_line(view: AquaView, w: WorkmanView) -> Words:
    where = f"at {label(w.square)}" if w.length else "at the reservoir"
    sees = _sees(view, w)
    return Words(
        f"{w.name}: open, {w.length} long, {where}, facing {label(w.end)}; sees {sees}",
        "aqua-ui-open-line",
        workman=workman(w.name),
        length=w.length,
        square=label(w.square),
        facing=label(w.end),
        sees=sees,
    )


def _end(w: WorkmanView) -> Words:
    """An open aqueduct in a few characters, e.g. "red1 5 long → A3"."""
    english = (
        f"{w.name} {w.length} long → {label(w.end)}" if w.length else f"{w.name} → {label(w.end)}"
    )
    return Words(
        english, "aqua-ui-end", workman=workman(w.name), length=w.length, facing=label(w.end)
    )


def _sees(view: AquaView, w: WorkmanView) -> Words:
    """The builders a workman sees, e.g. "curve P3, joker P14"."""
    seen = tuple(
        Words(
            f"{TYPE_NAMES[view.pathway[p]]} P{p}",
            "aqua-ui-seen",
            type=TYPE_NAMES[view.pathway[p]],
            square=f"P{p}",
        )
        for p in SIGHT[w.square]
        if view.pathway[p]
    )
    if not seen:
        return _NO_BUILDER
    return Words(", ".join(seen), "aqua-ui-sees", builders=seen)


def _tile_offer(view: AquaView) -> Words:
    """What the tile being laid may be, e.g. "a curve"."""
    types = view.offered_types
    if len(types) != 1:
        return _ANY_TILE
    return Words(f"a {TYPE_NAMES[types[0]]}", "aqua-ui-a-tile", kind=types[0])


class AquaRomanaAdapter(GameAdapter[AquaView]):
    engine = ENGINE
    command = "aquaromana"
    # The catalogue's English is RULES and LEGEND word for word (tests/i18n).
    rules_text = Text("aqua-ui-rules")
    rules_legend: ClassVar[str] = Text("aqua-ui-legend")
    # Every decision of Aqua Romana fits in buttons (at most 20 options); only moving a builder
    # when nobody can build may list all 17 builders, which reads better as one menu.
    select_groups: ClassVar[Mapping[str, str]] = {"move": Text("aqua-ui-group-move")}
    quiet_verbs: ClassVar[frozenset[str]] = frozenset({"keep"})
    # Whether to close an aqueduct comes with the tile's click (folds.py).
    folds: ClassVar[Mapping[str, frozenset[str]]] = FOLDS

    def final_score(self, details: Mapping[str, Any], locale: str = ENGLISH) -> str:
        return final_score(details, locale)

    def render_board(
        self, view: AquaView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes:
        return render_board(view, names, locale)

    def render_turn(
        self,
        view: AquaView,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        marked: frozenset[str] = frozenset(),
    ) -> bytes:
        return render_turn(view, names, locale, marked)

    def web_board(
        self,
        view: AquaView,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        offered: Sequence[Offer] = (),
        marked: frozenset[str] = frozenset(),
    ) -> str:
        return web_board(view, names, locale, offered, marked)

    def changes(self, before: AquaView, after: AquaView) -> frozenset[str]:
        """The grid's squares that changed since ``before`` (tiles laid, reservoirs placed),
        the pathway's squares a builder came to and the workmen scored since ("scored:red1");
        the turn image frames them."""
        return frozenset(
            [f"square:{sq}" for sq, code in enumerate(after.grid) if code != before.grid[sq]]
            + [
                f"pathway:{p}"
                for p, kind in enumerate(after.pathway)
                if kind and kind != before.pathway[p]
            ]
            + [
                f"scored:{w.name}"
                for w, was in zip(after.workmen, before.workmen, strict=True)
                if w.status == "scored" and was.status != "scored"
            ]
        )

    def fold_label(self, view: AquaView, lead: Action, then: Action) -> str:
        return fold_label(lead, then) or super().fold_label(view, lead, then)

    def action_label(self, action: Action, names: Mapping[str, str]) -> str:
        match parse(action.id):
            case PickBuilder(kind=kind, side=side):
                return _pick_label(kind, side)
            case PathwayChoice(verb="at", index=p):
                return _at_label(p)
            case ColumnChoice(column=column):
                letter = COLUMN_LETTERS[column]
                return Words(f"Column {letter}", "aqua-ui-column", column=letter)
            case SquareChoice(square=sq):
                return Words(f"Square {label(sq)}", "aqua-ui-square", square=label(sq))
        return super().action_label(action, names)

    def prompt(self, view: AquaView, names: Mapping[str, str]) -> str:
        seat = view.pending
        if seat is None:
            return GAME_OVER
        who = _who(names, seat)
        phase = view.phase
        if phase == "setup":
            placed = sum(1 for k in view.pathway if k)
            to_place = dict(view.to_place)
            left = tuple(
                Words(
                    f"{to_place[k]} {TYPE_NAMES[k]}",
                    "aqua-ui-left",
                    count=to_place[k],
                    kind=k,
                    type=TYPE_NAMES[k],
                )
                for k in SETUP_BUILDERS
                if to_place[k]
            )
            return Words(
                f"**{who}**: set up builder {placed + 1} of 12. Choose its type and the side of "
                f"the pathway (builders left: {', '.join(left)}).",
                "aqua-ui-ask-setup",
                player=who,
                number=placed + 1,
                left=left,
            )
        if phase in ("setup_square", "place_square"):
            side = view.pick_side
            builder = the_builder(view.pick_type)
            return Words(
                f"**{who}**: choose the square for {builder} on the {side} side "
                f"({SIDE_SQUARES[side]}, {SIDE_WHERE[side]}).",
                "aqua-ui-ask-square",
                player=who,
                builder=builder,
                side=side,
                squares=SIDE_SQUARES[side],
            )
        if phase == "place":
            held_kinds = view.player(seat).held
            several = len(set(held_kinds)) > 1
            held = _types(held_kinds)
            what = "its type and" if several else "the"
            return Words(
                f"**{who}**: before your turn, place the reserve builder you took ({held}). "
                f"Choose {what} side of the pathway.",
                "aqua-ui-ask-place",
                player=who,
                held=held,
                types="several" if several else "one",
            )
        if phase == "workman":
            if not view.helping:
                return Words(
                    f"**{who}**: choose the workman whose aqueduct you extend.",
                    "aqua-ui-ask-workman",
                    player=who,
                )
            return Words(
                f"**{who}**: none of your workmen can build, so you must extend another player's "
                "aqueduct: choose the workman.",
                "aqua-ui-ask-help",
                player=who,
            )
        if phase == "builder" and view.chosen_workman is not None:
            w = view.workman(view.chosen_workman)
            sees = _sees(view, w)
            return Words(
                f"**{who}**: {w.name}'s aqueduct is {w.length} long and faces **{label(w.end)}** "
                f"(ringed). Choose the builder whose tile you lay there (he sees: {sees}).",
                "aqua-ui-ask-builder",
                player=who,
                workman=workman(w.name),
                length=w.length,
                facing=label(w.end),
                sees=sees,
            )
        if phase == "tile" and view.chosen_workman is not None:
            w = view.workman(view.chosen_workman)
            builder = the_builder(view.pathway[view.chosen_builder])
            offer = _tile_offer(view)
            return _or_close(
                view,
                Words(
                    f"**{who}**: with {builder} on P{view.chosen_builder}, lay "
                    f"{offer} on **{label(w.end)}** for {w.name}: choose how it turns "
                    "the water (north is up).",
                    "aqua-ui-ask-tile",
                    player=who,
                    builder=builder,
                    square=f"P{view.chosen_builder}",
                    offer=offer,
                    facing=label(w.end),
                    workman=workman(w.name),
                ),
            )
        if phase == "move":
            return Words(
                f"**{who}**: no workman on the board can build. Choose a builder to move on to "
                "the next free pathway square (no fountain tile for this).",
                "aqua-ui-ask-move",
                player=who,
            )
        if phase in ("fountain_column", "fountain_square", "fountain_tile"):
            if phase == "fountain_column":
                ask = Words("choose its column", "aqua-ui-fountain-column")
            elif phase == "fountain_square":
                column = COLUMN_LETTERS[view.fountain_column]
                ask = Words(
                    f"choose its square in column {column} (ringed)",
                    "aqua-ui-fountain-square",
                    column=column,
                )
            else:
                sq = label(view.fountain_square)
                ask = Words(
                    f"choose how it lies on **{sq}** (ringed)", "aqua-ui-fountain-tile", square=sq
                )
            offer = _tile_offer(view)
            asked = Words(
                f"**{who}**: the builder passed a fountain. Lay an extra tile, {offer}, "
                f"on a square no aqueduct end faces: {ask}.",
                "aqua-ui-ask-fountain",
                player=who,
                offer=offer,
                ask=ask,
            )
            return _or_close(view, asked) if phase == "fountain_tile" else asked
        if phase == "close":
            return Words(
                f"**{who}**: you closed none of your aqueducts this turn, so you may close one "
                "now (it is scored at once and earns a reserve builder), or close none.",
                "aqua-ui-ask-close",
                player=who,
            )
        if phase == "claim":
            return Words(
                f"**{who}**: your aqueduct was closed: take a builder from the reserve (you "
                "place it before your next turn).",
                "aqua-ui-ask-claim",
                player=who,
            )
        return Words(f"**{who}**, choose an action.", "aqua-ui-ask-other", player=who)

    def status_lines(self, view: AquaView, names: Mapping[str, str]) -> list[str]:
        lines: list[str] = []
        for player in view.players:
            seat = player.seat
            # the one who decides now, as the prompt says (in setup, or when a builder is
            # claimed, not whose turn it is)
            mark = "▶ " if seat == view.pending else ""
            opened = tuple(_end(w) for w in view.workmen if w.owner == seat and w.status == "open")
            points = player.points
            parts = [f"{points} point{'' if points == 1 else 's'}"]
            parts.append("open: " + (", ".join(opened) if opened else "none"))
            if player.held:
                parts.append(f"to place: {_types(player.held)}")
            colours = _colours(player.colours, "slash")
            lines.append(
                Words(
                    f"{mark}**{_who(names, seat)}** ({colours}): " + " · ".join(parts),
                    "aqua-ui-status",
                    mark=mark,
                    player=_who(names, seat),
                    colours=colours,
                    points=points,
                    open=opened or _NONE,
                    held=_types(player.held) if player.held else "",
                    holds="yes" if player.held else "no",
                )
            )
        return lines

    def private_summary(self, view: AquaView, names: Mapping[str, str]) -> str:
        seat = view.viewer
        if seat is None:
            raise ValueError("a private summary is written from a seat's own view")
        player = view.player(seat)
        colours = _colours(player.colours, "and")
        lines: list[str] = [
            Words(
                f"**Aqua Romana** — your summary, {_who(names, seat)} (you play {colours}):",
                "aqua-ui-summary",
                player=_who(names, seat),
                colours=colours,
            ),
            Words(f"Points so far: {player.points}.", "aqua-ui-points", points=player.points),
        ]
        for w in view.workmen:
            if w.owner != seat:
                continue
            if w.status == "open":
                line = _open_line(view, w)
                lines.append(Words(f"• {line}", "aqua-ui-bullet", line=line))
            else:
                lines.append(_closed_line(w))
        if player.held:
            held = _types(player.held)
            lines.append(
                Words(
                    f"Reserve builders to place before your turn: {held}.",
                    "aqua-ui-to-place",
                    held=held,
                )
            )
        if view.pending == seat:
            lines.append(_YOUR_MOVE)
        return Lines(tuple(lines))


_MAY_CLOSE = Words(
    "The same click may also close one of your aqueducts (it is scored at once and earns a "
    "reserve builder): the options that say “close”.",
    "aqua-ui-may-close",
)


def _or_close(view: AquaView, ask: Words) -> str:
    """A tile's question, and when a voluntary close will follow the tile, that its options
    offer it (folds.py): the pending player has an aqueduct of his own that it could close,
    and closed none this turn."""
    own = [w for w in view.workmen if w.owner == view.pending]
    if any(w.status == "closed" for w in own):
        return ask
    if not any(w.status == "open" and (w.length or w.name == view.chosen_workman) for w in own):
        return ask
    return Lines((ask, _MAY_CLOSE))


def _closed_line(w: WorkmanView) -> Words:
    if w.status == "scored":
        podium = f"on podium {w.podium}" if w.podium else "no podium (0 points)"
        english = f"• {w.name}: closed at {w.length} long, {podium}"
    else:
        english = f"• {w.name}: closed at {w.length} long, to be scored"
    return Words(
        english,
        "aqua-ui-closed-line",
        workman=workman(w.name),
        length=w.length,
        podium=w.podium,
        scored=("podium" if w.podium else "none") if w.status == "scored" else "later",
    )


@cache
def _pick_label(kind: str, side: str) -> Words:
    return Words(
        f"{TYPE_NAMES[kind].capitalize()} · {side} ({SIDE_SQUARES[side]})",
        "aqua-ui-pick",
        kind=kind,
        side=side,
        squares=SIDE_SQUARES[side],
    )


@cache
def _at_label(p: int) -> Words:
    where = pathway_where(p)
    return Words(f"P{p} ({where})", "aqua-ui-at", square=f"P{p}", where=where)
