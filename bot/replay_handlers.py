"""A game's replay: the last finished game of a channel (or a table named by its number) as
an animated replay posted in the channel (each game cog's ``replay`` command, and the lobby's
Replay button); and the states of a stored game, which ``tabula replay --table`` reads too."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n.text import Text, say
from bot.i18n.words import game_title
from bot.readers import answer
from cogs.replay import ReplayTooLarge, board_painter, replay_png
from rules import registry
from storage.errors import Refused
from storage.models import Table, TableStatus
from storage.repository import Repository

if TYPE_CHECKING:
    from bot.front_desk import FrontDesk

__all__ = ["replay", "table_states"]


async def table_states(repo: Repository, table_id: int) -> tuple[Table, list[Any]]:
    """A finished table and every state of its game, from its seed and its log (actions taken
    back are left out), first to last. Raises the repository's refusals (TableNotFound)."""
    table = await repo.tables.get_table(table_id)
    engine = registry.get(table.game_id)
    state = engine.new_game(table.seat_ids, table.seed, table.options)
    states = [state]
    for action in await repo.tables.action_log(table_id):
        state, _ = engine.apply(state, action.action_id)
        states.append(state)
    return table, states


async def replay(
    interaction: discord.Interaction, game_id: str, desk: FrontDesk, table: int | None = None
) -> None:
    """Post the replay of ``table`` (its number), or of the last game of ``game_id`` that
    finished in this channel, as an animated GIF in the channel."""

    repo = desk.service.ctx.repo
    name = game_title(game_id, registry.get(game_id).name)
    if table is None:
        last = await repo.standings.finished_games(
            interaction.guild_id, game_id=game_id, channel_id=interaction.channel_id, limit=1
        )
        if not last:
            await answer(interaction, Text("answer-no-finished-game", game=name))
            return
        table_id = last[0].table_id
    else:
        table_id = table
        found = await _finished_here(repo, table_id, interaction.guild_id, game_id)
        if not found:
            await answer(
                interaction, Text("answer-not-finished-here", table=str(table_id), game=name)
            )
            return
    # Drawing every turn's board takes seconds: Discord waits for a deferred answer.
    await interaction.response.defer(thinking=True)
    stored, states = await table_states(repo, table_id)
    names = await desk.service.ctx.names.seat_names(stored)
    # the replay is posted in the channel: in the table's language
    locale = desk.public(stored)
    engine = registry.get(game_id)
    paint = board_painter(game_id, names, locale)
    try:
        # seconds of drawing: in the table's render process, or a thread (bot.workers)
        drawn: Any = await desk.presenter.boards.draw(table_id, replay_png, engine, states, paint)
        data, frames = drawn
    except ReplayTooLarge:
        await interaction.edit_original_response(
            content=say(locale, "answer-replay-too-large", table=str(table_id))
        )
        return
    # the "thinking" answer becomes the replay (edited, not followed up)
    await interaction.edit_original_response(
        content=say(locale, "answer-replay", game=name, table=str(table_id), frames=frames),
        attachments=[discord.File(io.BytesIO(data), filename=f"replay-{table_id}.gif")],
        allowed_mentions=discord.AllowedMentions.none(),
    )


async def _finished_here(
    repo: Repository, table_id: int, guild_id: int | None, game_id: str
) -> bool:
    try:
        found = await repo.tables.get_table(table_id)
    except Refused:  # no such table, or one whose row cannot be read: either way, not here
        return False
    return (
        found.guild_id == guild_id
        and found.game_id == game_id
        and found.status is TableStatus.FINISHED
    )
