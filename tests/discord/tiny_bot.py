"""A tiny discord.py bot used by the fake's own tests: one command group with a file reply
and a persistent DynamicItem button, an ephemeral reply, a DM, a select, a modal, a
deferred reply, a ping with and without allowed_mentions, a channel post that reports
Discord's answer, and a few deliberately bad answers."""

from __future__ import annotations

import asyncio
import re
from typing import Any, Literal

import discord
from discord import app_commands

PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"
    b"\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\xcf\xc0\xf0\x1f\x00\x05\x00\x01\xff\x89\x99"
    b"=\x1d\x00\x00\x00\x00IEND\xaeB`\x82"
)


class CounterButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"count:(?P<n>\d+)"):
    """Persistent: its state is in the custom_id, so any client process can handle it."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        client = interaction.client
        assert isinstance(client, TinyBot)
        client.clicks.append((interaction.user.name, self.n))
        client.click_places.append((interaction.guild_id, interaction.channel_id))
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"counted {self.n + 1}", view=view)


class PickView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.select(
        custom_id="pick",
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
        max_values=2,
    )
    async def pick(
        self, interaction: discord.Interaction, select: discord.ui.Select[PickView]
    ) -> None:
        await interaction.response.send_message(f"you picked {', '.join(select.values)}")

    @discord.ui.button(label="Redraw", custom_id="redraw")
    async def redraw(
        self, interaction: discord.Interaction, button: discord.ui.Button[PickView]
    ) -> None:
        await interaction.response.defer()  # type 6: nothing visible changes yet
        await interaction.edit_original_response(
            content="redrawn", attachments=[discord.File(_png_buffer(), filename="board2.png")]
        )


class NameModal(discord.ui.Modal, title="Name your table"):
    table_name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(
        label="Table name", custom_id="table_name", max_length=40
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"table named {self.table_name.value}")


table = app_commands.Group(name="table", description="Game tables")


@table.command(name="new", description="Open a table")
@app_commands.describe(players="How many seats")
async def table_new(
    interaction: discord.Interaction, players: app_commands.Range[int, 2, 4]
) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    await interaction.response.send_message(
        f"table for {players} by {interaction.user.name}",
        file=discord.File(_png_buffer(), filename="board.png"),
        embed=discord.Embed(title="Board").set_image(url="attachment://board.png"),
        view=view,
    )


@table.command(name="name", description="Name the table")
async def table_name(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(NameModal())


@app_commands.command(name="secret", description="An ephemeral answer")
async def secret(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("only you see this", ephemeral=True)


@app_commands.command(name="pick", description="A select menu")
async def pick(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pick colours", view=PickView())


@app_commands.command(name="dm", description="DM a player")
async def dm(interaction: discord.Interaction, member: discord.Member) -> None:
    client = interaction.client
    assert isinstance(client, TinyBot)
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(10))
    try:
        await member.send("your hand", view=view)
    except discord.HTTPException as exc:
        client.errors.append(exc)
        await interaction.response.send_message("could not DM", ephemeral=True)
        return
    await interaction.response.send_message("sent", ephemeral=True)


@app_commands.command(name="slow", description="Waits for the test before answering")
async def slow(interaction: discord.Interaction) -> None:
    client = interaction.client
    assert isinstance(client, TinyBot)
    await client.gate.wait()
    try:
        await interaction.response.send_message("finally")
    except discord.HTTPException as exc:
        client.errors.append(exc)


@app_commands.command(name="think", description="Defers, then answers with a followup")
async def think(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    await asyncio.sleep(0)
    await interaction.followup.send("thought about it", file=discord.File(_png_buffer(), "t.png"))
    await interaction.followup.send("and one more, privately", ephemeral=True)


@app_commands.command(name="later", description="Defers, then follows up when the test says")
async def later(interaction: discord.Interaction) -> None:
    client = interaction.client
    assert isinstance(client, TinyBot)
    await interaction.response.defer()
    await client.gate.wait()
    try:
        await interaction.followup.send("much later")
    except discord.HTTPException as exc:
        client.errors.append(exc)


@app_commands.command(name="announce", description="Posts, edits, deletes, reads back")
async def announce(interaction: discord.Interaction) -> None:
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    await interaction.response.defer(ephemeral=True, thinking=True)
    posted = await channel.send("announcement", file=discord.File(_png_buffer(), "a.png"))
    await posted.edit(content="announcement (edited)")
    scratch = await channel.send("scratch")
    await scratch.delete()
    fetched = await channel.fetch_message(posted.id)
    history = [m.content async for m in channel.history(limit=10)]
    await interaction.followup.send(f"{fetched.content}; history {history}", ephemeral=True)


@app_commands.command(name="toolong", description="Breaks the 2000 character limit")
async def toolong(interaction: discord.Interaction) -> None:
    client = interaction.client
    assert isinstance(client, TinyBot)
    try:
        await interaction.response.send_message("x" * 2001)
    except discord.HTTPException as exc:
        client.errors.append(exc)
        await interaction.response.send_message("too long, sorry")


@app_commands.command(name="thread", description="Opens a private thread for the caller")
async def thread(interaction: discord.Interaction) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.response.defer(ephemeral=True)
    made = await interaction.channel.create_thread(name="hand of " + interaction.user.name)
    await made.add_user(interaction.user)
    await made.send(f"{interaction.user.name}'s hand")
    await interaction.followup.send(f"see {made.mention}", ephemeral=True)


@app_commands.command(name="ping", description="Tells a player it is their turn")
async def ping(interaction: discord.Interaction, member: discord.Member, safe: bool) -> None:
    # `safe` pings exactly the member; otherwise the defaults decide, and "@here" in the
    # channel message pings everyone online.
    mentions = discord.AllowedMentions(everyone=False, roles=False, users=[member])
    if safe:
        await interaction.response.send_message(
            f"{member.mention}, your turn", allowed_mentions=mentions
        )
    else:
        await interaction.response.send_message(f"{member.mention}, your turn")
        assert isinstance(interaction.channel, discord.TextChannel)
        await interaction.channel.send("@here a new turn")


@app_commands.command(name="post", description="Posts in this channel, says what Discord answered")
async def post(
    interaction: discord.Interaction, what: Literal["text", "file", "embed", "reply"]
) -> None:
    client = interaction.client
    assert isinstance(client, TinyBot)
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel | discord.Thread)
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        if what == "file":
            sent = await channel.send(file=discord.File(_png_buffer(), "p.png"))
        elif what == "embed":
            sent = await channel.send(embed=discord.Embed(title="posted"))
        elif what == "reply":
            first = await channel.send("first")
            sent = await first.reply("a reply")
        else:
            sent = await channel.send("posted")
    except discord.HTTPException as exc:
        client.errors.append(exc)
        await interaction.followup.send(f"failed: {exc.status} {exc.code}", ephemeral=True)
        return
    await interaction.followup.send(f"posted {sent.id}", ephemeral=True)


def _png_buffer() -> Any:
    import io

    return io.BytesIO(PNG)


class TinyBot(discord.Client):
    def __init__(
        self,
        *,
        sync_to_guild: int | None = None,
        intents: discord.Intents | None = None,
        **options: Any,
    ) -> None:
        super().__init__(
            intents=intents or discord.Intents.default(), guild_ready_timeout=0.05, **options
        )
        self.tree = app_commands.CommandTree(self)
        commands: list[app_commands.Command[Any, Any, Any] | app_commands.Group] = [
            *(table, secret, pick, dm, slow, think, later, announce, toolong, thread, ping, post)
        ]
        for command in commands:
            self.tree.add_command(command)
        self.sync_to_guild = sync_to_guild
        self.clicks: list[tuple[str, int]] = []
        self.click_places: list[tuple[int | None, int | None]] = []  # (guild, channel)
        self.seen: list[str] = []  # custom_ids and command names, as they arrived
        self.errors: list[discord.HTTPException] = []
        self.gate = asyncio.Event()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Every interaction that arrived, before discord.py's views look at it.
        data: dict[str, Any] = dict(interaction.data or {})
        self.seen.append(str(data.get("custom_id") or data.get("name")))

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton)
        if self.sync_to_guild is not None:
            guild = discord.Object(self.sync_to_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
