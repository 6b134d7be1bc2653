"""Turning a list of legal actions into buttons and select menus (plain values, no Discord).

Discord allows 5 rows per message, 5 buttons per row, 25 options per select menu (one select
fills a row); a phone shows about 10 buttons without scrolling, so a message holds at most
``MAX_BUTTONS``. Actions whose verb has a select group are gathered into that menu; the rest are
buttons. When there are more buttons than that, they go into one menu (of pages of 25); when
even that does not fit, every action goes into select menus of 25 ("pages").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from bot import custom_ids
from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from bot.messages import Button, Component, Menu, Option
from rules.core import Action

MAX_ROWS = 5
MAX_BUTTONS = 10
BUTTONS_PER_ROW = 5
OPTIONS_PER_SELECT = 25
BUTTON_LABEL = 80
OPTION_LABEL = 100
PLACEHOLDER = 150


@dataclass(frozen=True)
class Group:
    title: str
    actions: list[Action]


@dataclass(frozen=True)
class Layout:
    menus: list[Group]
    buttons: list[Action]

    @property
    def rows(self) -> int:
        return len(self.menus) + -(-len(self.buttons) // BUTTONS_PER_ROW)


def layout(
    actions: Sequence[Action],
    select_groups: Mapping[str, str],
    locale: str = ENGLISH,
    room: int = MAX_BUTTONS,
) -> Layout:
    """``select_groups``' titles are in the reader's ``locale`` already; the words this adds
    (a menu of every action, its pages' numbers) are said in it too. ``room``: the buttons
    the actions may take (the message may have buttons of its own)."""
    grouped: dict[str, list[Action]] = {}
    buttons: list[Action] = []
    for action in actions:
        title = select_groups.get(action.id.partition(":")[0])
        if title is None:
            buttons.append(action)
        else:
            grouped.setdefault(title, []).append(action)
    menus: list[Group] = []
    for title, members in grouped.items():
        if len(members) == 1:
            buttons.extend(members)  # a menu of one is just a button
        else:
            menus.extend(_pages(title, members, locale))
    result = Layout(menus, buttons)
    if result.rows <= MAX_ROWS and len(buttons) <= room:
        return result
    choose = say(locale, "bot-choose-action")
    result = Layout(menus + _pages(choose, buttons, locale), [])
    if result.rows <= MAX_ROWS:
        return result
    every = _pages(choose, list(actions), locale)
    return Layout(every[:MAX_ROWS], [])


def _pages(title: str, actions: list[Action], locale: str) -> list[Group]:
    chunks = [
        actions[i : i + OPTIONS_PER_SELECT] for i in range(0, len(actions), OPTIONS_PER_SELECT)
    ]
    if len(chunks) == 1:
        return [Group(title, chunks[0])]
    pages = len(chunks)
    return [
        Group(say(locale, "bot-menu-page", title=title, page=i, pages=pages), chunk)
        for i, chunk in enumerate(chunks, 1)
    ]


def shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def action_components(
    table_id: int,
    version: int,
    actions: Sequence[Action],
    select_groups: Mapping[str, str],
    quiet_verbs: frozenset[str],
    label: Callable[[Action], str],
    locale: str = ENGLISH,
    room: int = MAX_BUTTONS,
) -> list[Component]:
    """The buttons and menus for ``actions`` on the board drawn at ``version``, for a reader
    of ``locale`` (``label`` and ``select_groups`` say theirs in it already), in at most
    ``room`` buttons."""
    plan = layout(actions, select_groups, locale, room)
    items: list[Component] = []
    for index, menu in enumerate(plan.menus):
        options = tuple(Option(shorten(label(a), OPTION_LABEL), a.id) for a in menu.actions)
        custom_id = custom_ids.action_select(table_id, version, index)
        items.append(Menu(custom_id, shorten(menu.title, PLACEHOLDER), options, index))
    first_button_row = len(plan.menus)
    for i, action in enumerate(plan.buttons):
        quiet = action.id.partition(":")[0] in quiet_verbs
        items.append(
            Button(
                custom_id=custom_ids.action_button(table_id, version, action.id),
                label=shorten(label(action), BUTTON_LABEL),
                style="secondary" if quiet else "primary",
                row=first_button_row + i // BUTTONS_PER_ROW,
            )
        )
    return items
