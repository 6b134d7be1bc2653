"""``bot.discord_out.view`` writes a message's components out itself: what it sends is exactly
what discord.py's ``ui.View`` of ``ui.Button``s and ``ui.Select``s sent for the same message
(which the bot built per message before), and it refuses the layouts discord.py refuses."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

from bot import discord_out
from bot.discord_out import STYLES
from bot.messages import Button, Component, Link, Menu, Message, Option


def discord_py_view(message: Message) -> discord.ui.View:
    """The bot's view as it was built before: discord.py's own items, one by one."""
    out = discord.ui.View(timeout=None)
    for item in message.components:
        if isinstance(item, Link):
            out.add_item(discord.ui.Button(url=item.url, label=item.label, row=item.row))
        elif isinstance(item, Button):
            out.add_item(
                discord.ui.Button(
                    custom_id=item.custom_id,
                    label=item.label,
                    style=STYLES[item.style],
                    row=item.row,
                )
            )
        else:
            out.add_item(
                discord.ui.Select(
                    custom_id=item.custom_id,
                    placeholder=item.placeholder,
                    options=[
                        discord.SelectOption(
                            label=o.label,
                            value=o.value,
                            description=o.description,
                            default=o.default,
                        )
                        for o in item.options
                    ],
                    row=item.row,
                )
            )
    out.stop()
    return out


def random_message(rng: random.Random) -> Message:
    """Components that fit Discord's five rows of five places, in any order, some with a row and
    some without (placed in the first row with room)."""
    free = [5] * 5
    items: list[Component] = []
    for n in range(rng.randint(1, 25)):
        kind = rng.choice(["button", "button", "link", "menu"])
        width = 5 if kind == "menu" else 1
        rows = [r for r in range(5) if free[r] >= width]
        if not rows:
            break
        row_taken = rng.choice(rows)
        row: int | None = row_taken
        if kind != "menu" and rng.random() < 0.5:
            row, row_taken = None, rows[0]  # the first row with room, as discord.py places it
        free[row_taken] -= width
        label = rng.choice(["", "Take", "Hire a worker", "Ár: 3 ¤"])
        if kind == "link":
            items.append(Link(url=f"https://example.org/{n}", label=label or "Rules", row=row))
        elif kind == "button":
            style = rng.choice(["primary", "secondary", "success", "danger"])
            items.append(Button(custom_id=f"a:{n}", label=label, style=style, row=row))  # type: ignore[arg-type]
        else:
            options = tuple(
                Option(
                    label=f"Option {k}",
                    value=f"v{k}",
                    description=rng.choice([None, "", "costs 2"]),
                    default=rng.random() < 0.2,
                )
                for k in range(rng.randint(1, 25))
            )
            items.append(
                Menu(
                    custom_id=f"m:{n}",
                    placeholder=rng.choice(["", "Choose…"]),
                    options=options,
                    row=row_taken,
                )
            )
    return Message(content="board", components=tuple(items))


def sent(view: discord.ui.View) -> tuple[list[dict[str, Any]], bool, bool, bool]:
    return (
        view.to_components(),
        view.is_finished(),
        view.is_dispatchable(),
        view.has_components_v2(),
    )


def test_the_components_sent_are_discord_pys_own() -> None:
    rng = random.Random(36)
    for _ in range(500):
        message = random_message(rng)
        assert sent(discord_out.view(message)) == sent(discord_py_view(message)), message


def test_the_boards_components_are_discord_pys_own() -> None:
    # a board's buttons without rows, a menu in its row, and the links under them
    message = Message(
        components=(
            Button("act:1:take", "Take 2 ¤", "primary"),
            Button("act:1:hire", "Hire", "secondary"),
            Menu("sel:1:start", "Start a building", (Option("Temple", "t", "4 ¤", True),), 2),
            Button("undo:1", "Undo", "danger", 4),
            Link("https://example.org/rules", "Rules", 4),
        )
    )
    assert sent(discord_out.view(message)) == sent(discord_py_view(message))
    assert discord_out.view(message).to_components() == [
        {
            "type": 1,
            "components": [
                {
                    "type": 2,
                    "style": 1,
                    "disabled": False,
                    "label": "Take 2 ¤",
                    "custom_id": "act:1:take",
                },
                {
                    "type": 2,
                    "style": 2,
                    "disabled": False,
                    "label": "Hire",
                    "custom_id": "act:1:hire",
                },
            ],
        },
        {
            "type": 1,
            "components": [
                {
                    "type": 3,
                    "custom_id": "sel:1:start",
                    "min_values": 1,
                    "max_values": 1,
                    "disabled": False,
                    "required": True,
                    "placeholder": "Start a building",
                    "options": [
                        {"label": "Temple", "value": "t", "default": True, "description": "4 ¤"}
                    ],
                }
            ],
        },
        {
            "type": 1,
            "components": [
                {"type": 2, "style": 4, "disabled": False, "label": "Undo", "custom_id": "undo:1"},
                {
                    "type": 2,
                    "style": 5,
                    "disabled": False,
                    "label": "Rules",
                    "url": "https://example.org/rules",
                },
            ],
        },
    ]


@pytest.mark.parametrize(
    ("components", "error"),
    [
        (tuple(Button(f"b{n}", "b", "primary") for n in range(26)), "maximum number of children"),
        (tuple(Button(f"b{n}", "b", "primary", 1) for n in range(6)), "would not fit at row 1"),
        (
            (
                *(Menu(f"m{n}", "m", (Option("o", "o"),), n) for n in range(5)),
                Button("b", "b", "primary"),
            ),
            "could not find open space",
        ),
        ((Button("b", "b", "primary", 5),), "row cannot be negative"),
    ],
)
def test_a_layout_discord_py_refuses_is_refused(
    components: tuple[Component, ...], error: str
) -> None:
    with pytest.raises(ValueError, match=error):
        discord_py_view(Message(components=components))
    with pytest.raises(ValueError, match=error):
        discord_out.view(Message(components=components))
