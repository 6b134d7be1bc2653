"""Terni Lapilli on Discord: its command group, its rules, the words of the board message and
its picture, all from the game's own catalogue (``locales/<language>/lapilli.ftl``) in the
reader's language. It reads views only, as every adapter does."""

from __future__ import annotations

from collections.abc import Mapping

from bot.adapter import GameAdapter
from bot.i18n.languages import ENGLISH
from bot.i18n.text import Text
from tests.lapilli.cog.image import render_board
from tests.lapilli.game import ENGINE, MOVE_LIMIT, SIDES, LapilliView


def side(index: int) -> Text:
    """A seat's pieces, by its place in the seat order: "white", "black"."""
    return Text(f"lapilli-piece-{SIDES[index]}")


class LapilliAdapter(GameAdapter[LapilliView]):
    engine = ENGINE
    command = "lapilli"
    rules_text = Text("lapilli-rules", moves=MOVE_LIMIT)

    def render_board(
        self, view: LapilliView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes:
        return render_board(view, names, locale)

    def private_summary(self, view: LapilliView, names: Mapping[str, str]) -> str:
        if view.viewer not in view.seats:
            return ""
        index = view.seats.index(view.viewer)
        return Text(
            "lapilli-summary",
            side=side(index),
            left=view.to_place[index],
            move=view.moves if view.pending is None else view.moves + 1,
            limit=view.move_limit,
        )

    def status_lines(self, view: LapilliView, names: Mapping[str, str]) -> list[str]:
        return [
            Text(
                "lapilli-status",
                mark="▶ " if seat == view.pending else "",
                player=names.get(seat, seat),
                side=side(index),
                left=view.to_place[index],
            )
            for index, seat in enumerate(view.seats)
        ]

    def prompt(self, view: LapilliView, names: Mapping[str, str]) -> str:
        if view.pending is None:
            return ""
        index = view.seats.index(view.pending)
        key = "lapilli-prompt-place" if view.to_place[index] > 0 else "lapilli-prompt-move"
        return Text(key, player=names.get(view.pending, view.pending), side=side(index))
