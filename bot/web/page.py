"""A table's page as HTML (``TablePage`` in, text out), a player's own page (``player_html``)
and the page of a table that does not exist. Phone first: one column that fits 360 px, the
picture scaled to the width; the style and the script are our own files (``static/``),
nothing comes from elsewhere."""

from __future__ import annotations

from html import escape

from bot.i18n.text import say
from bot.web.table_page import TablePage

STYLE = "/static/table.css"
SCRIPT = "/static/table.js"
# named, so a browser does not ask for /favicon.ico (a 404 in every page's console)
ICON = "/static/icon.svg"
WHEN = "@when@"


PLAY_SCRIPT = "/static/play.js"


def _head(locale: str, title: str, script: bool, play: bool = False) -> str:
    loads = f'<script src="{SCRIPT}" defer></script>' if script else ""
    loads += f'<script src="{PLAY_SCRIPT}" defer></script>' if play else ""
    return (
        "<!doctype html>"
        f'<html lang="{escape(locale)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f"<title>{escape(title)}</title>"
        f'<link rel="icon" href="{ICON}" type="image/svg+xml">'
        f'<link rel="stylesheet" href="{STYLE}">{loads}</head>'
    )


def _list(items: tuple[str, ...] | list[str], css: str = "") -> str:
    if not items:
        return ""
    css_class = f' class="{css}"' if css else ""
    return f"<ul{css_class}>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"


def table_main(page: TablePage, token: str, board: str | None = None, choices: str = "") -> str:
    """The part of the page that changes with every move (the script swaps it in whole).
    ``board``: markup that stands for the picture (a player's own board); ``choices``: what
    follows the board (a player's choices and hand)."""
    locale = page.locale
    parts = [f"<h1>{escape(page.title)}</h1>"]
    if page.result is not None:
        parts.append(f'<p class="result">{escape(page.result)}</p>')
        parts.append(_list(page.scores, "scores"))
    elif page.ended is not None:
        parts.append(f'<p class="result">{escape(page.ended)}</p>')
    elif page.prompt:
        parts.append(f'<p class="prompt">{escape(page.prompt)}</p>')
    parts.append(
        board
        if board is not None
        else f'<img id="board" src="/t/{escape(token)}/board.png?v={page.version}" '
        f'alt="{escape(page.alt)}">'
    )
    parts.append(choices)
    to_move = say(locale, "web-to-move")
    players = "".join(
        f'<li class="to-move">{escape(p.name)} <span class="tag">{escape(to_move)}</span></li>'
        if p.to_move
        else f"<li>{escape(p.name)}</li>"
        for p in page.players
    )
    parts.append(
        f"<section><h2>{escape(say(locale, 'board-players'))}</h2>"
        f'<ul class="players">{players}</ul>{_list(page.status, "status")}'
        f"{_list(page.marks, 'marks')}</section>"
    )
    clock = f"<p>{escape(page.clock)}</p>"
    if page.deadline is not None:
        when = page.deadline.strftime("%Y-%m-%d %H:%M UTC")
        # the time goes in as a <time> the script shows in the reader's own time zone
        runs_out = say(locale, "web-time-runs-out", when=WHEN)
        before, _, after = escape(runs_out).partition(WHEN)
        clock += (
            f'<p class="deadline">{before}<time datetime="{page.deadline.isoformat()}">'
            f"{escape(when)}</time>{after}</p>"
        )
    parts.append(f"<section><h2>{escape(say(locale, 'lobby-time-per-turn'))}</h2>{clock}</section>")
    if page.last_moves:
        parts.append(
            f"<section><h2>{escape(say(locale, 'web-last-moves'))}</h2>"
            f"{_list(page.last_moves, 'moves')}</section>"
        )
    return "".join(parts)


def table_html(page: TablePage, token: str, live: bool, board: str | None = None) -> str:
    """The whole page; ``live``: it follows the table (the table is in play); ``board``: the
    game's own web board, standing for the picture."""
    locale = page.locale
    events = f' data-events="/t/{escape(token)}/events"' if live else ""
    return (
        _head(locale, page.title, script=True)
        + f'<body data-version="{page.version}"{events}'
        + f' data-live="{escape(say(locale, "web-live"))}"'
        + f' data-offline="{escape(say(locale, "web-not-live"))}">'
        + f'<main id="table">{table_main(page, token, board)}</main>'
        + '<p id="live" class="live" role="status"></p></body></html>'
    )


def not_found_html(
    locale: str, title_key: str = "web-not-found-title", key: str = "web-not-found"
) -> str:
    title = say(locale, title_key)
    return (
        _head(locale, title, script=False)
        + f"<body><main><h1>{escape(title)}</h1><p>{escape(say(locale, key))}</p>"
        + "</main></body></html>"
    )


def player_html(page: TablePage, table_token: str, main: str, live: bool) -> str:
    """A player's own page: ``main`` (``table_main`` with their board and choices) followed
    live from the table's stream, a line for what the table answered, and the in-page
    question (several choices on one spot, or a choice the game asks about first)."""
    locale = page.locale
    events = f' data-events="/t/{escape(table_token)}/events"' if live else ""
    return (
        _head(locale, page.title, script=True, play=True)
        + f'<body class="player" data-version="{page.version}"{events}'
        + f' data-live="{escape(say(locale, "web-live"))}"'
        + f' data-offline="{escape(say(locale, "web-not-live"))}"'
        + f' data-choose="{escape(say(locale, "web-choose"))}"'
        + f' data-confirm="{escape(say(locale, "answer-confirm"))}"'
        + f' data-cancel="{escape(say(locale, "answer-cancel"))}">'
        + '<p id="notice" class="notice" role="alert" hidden></p>'
        + f'<main id="table">{main}</main>'
        + '<div id="chooser" class="chooser" role="dialog" aria-modal="true" hidden>'
        + '<div class="sheet"><p id="chooser-title"></p><div id="chooser-choices"></div>'
        + "</div></div>"
        + '<p id="live" class="live" role="status"></p></body></html>'
    )
