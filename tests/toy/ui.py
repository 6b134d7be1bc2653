"""Pebbles on Discord: words and a picture, read from views only."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.adapter import GameAdapter
from bot.i18n.languages import ENGLISH
from cogs.game_cog import GameCog, new_table_command
from tests.toy import ENGINE, PebblesView

if TYPE_CHECKING:
    from bot.bot import TabulaBot


class PebblesAdapter(GameAdapter[PebblesView]):
    engine = ENGINE
    command = "pebbles"
    rules_text = "Take 1 to 3 pebbles in turn; whoever takes the last one wins."

    def render_board(
        self, view: PebblesView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes:
        image = Image.new("RGB", (20 + 12 * max(view.pile, 1), 32), "white")
        draw = ImageDraw.Draw(image)
        for i in range(view.pile):
            draw.ellipse((10 + 12 * i, 10, 20 + 12 * i, 20), fill="grey")
        out = io.BytesIO()
        image.save(out, "PNG")
        return out.getvalue()

    def private_summary(self, view: PebblesView, names: Mapping[str, str]) -> str:
        return f"Pebbles left: {view.pile}. Your lucky number: {view.my_lucky}."

    def status_lines(self, view: PebblesView, names: Mapping[str, str]) -> list[str]:
        return [f"{view.pile} pebbles left"]


ADAPTER = PebblesAdapter()


class PebblesCog(GameCog, group_name=PebblesAdapter.command, group_description="Play Pebbles"):
    new = new_table_command(ENGINE)


async def setup(bot: TabulaBot) -> None:
    await bot.add_cog(PebblesCog(bot, ADAPTER))
