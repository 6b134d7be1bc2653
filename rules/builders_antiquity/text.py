"""The Builders: Antiquity as text, from a view: the terminal player's table and the lines of a
player's private summary. Every line is ``Words``, so a reader gets it in their language."""

from __future__ import annotations

from rules.builders_antiquity import data, words
from rules.builders_antiquity.cards import member_name, resources_text, sestertii
from rules.builders_antiquity.view import BuildersView, MemberView, PlayerView
from rules.words import Lines, Words

TITLE = Words("The Builders: Antiquity", "builders-title")


def describe(view: BuildersView) -> Lines:
    """The whole table: whose turn, the cards and investments on offer, then every player."""
    lines: list[str] = []
    if view.pending is None:
        lines.append(
            Words(
                f"{TITLE}: the game is over after round {view.round}.",
                "builders-d-over",
                game=TITLE,
                round=view.round,
            )
        )
        if view.stalled:
            lines.append(
                Words(
                    "Stopped by the safety stop: nothing was finished for "
                    f"{data.STALL_ROUNDS} rounds.",
                    "builders-d-stalled",
                    rounds=data.STALL_ROUNDS,
                )
            )
    else:
        left = view.actions_left
        free = f"{left} free action{'s' if left != 1 else ''}"
        invest = "investment made" if view.invested else "investment open"
        lines.append(
            Words(
                f"{TITLE}: round {view.round}, {view.pending} to play ({free}, {invest})",
                "builders-d-turn",
                game=TITLE,
                round=view.round,
                seat=view.pending,
                actions=left,
                invested=_yes(view.invested),
            )
        )
        if view.end_triggered:
            lines.append(
                Words(
                    f"Someone has {data.END_TRIGGER_VP} VP: this is the last round.",
                    "builders-d-last-round",
                    vp=data.END_TRIGGER_VP,
                )
            )
    top, deck = view.building_deck_top, view.building_deck_size
    if top:
        building = words.the_building(top)
        lines.append(
            Words(
                f"Buildings on offer ({deck} more in the deck, {building} face up on top):",
                "builders-d-buildings-top",
                count=deck,
                building=building,
            )
        )
    else:
        lines.append(
            Words(
                f"Buildings on offer ({deck} more in the deck):", "builders-d-buildings", count=deck
            )
        )
    for b in view.building_row:
        lines.append(_offered_building(b))
    lines.append(
        Words(
            f"Workers for hire ({view.worker_deck_size} more in the deck):",
            "builders-d-workers",
            count=view.worker_deck_size,
        )
    )
    for w in view.worker_row:
        worker = data.WORKER_BY_ID[w]
        name, made = words.worker(worker.kind), resources_text(worker.produces)
        lines.append(
            Words(
                f"  {name}: {made}; wage {worker.wage}",
                "builders-d-worker",
                worker=name,
                made=made,
                wage=worker.wage,
            )
        )
    offer = view.offer
    tools = _listed(tuple(words.tool(t) for t in offer.tools))
    schools = _listed(
        tuple(words.resource(data.UNIVERSITY_BY_ID[u].resource) for u in offer.universities)
    )
    lines.append(
        Words(
            f"Investments: {len(offer.slaves)} slaves, tools: {tools}, {offer.loans} loans, "
            f"universities: {schools}",
            "builders-d-investments",
            slaves=len(offer.slaves),
            tools=tools,
            loans=offer.loans,
            universities=schools,
        )
    )
    for p in view.players:
        lines.extend(player_lines(view, p))
    return Lines(tuple(lines))


def _offered_building(card_id: str) -> Words:
    card = data.BUILDING_BY_ID[card_id]
    name, needs = words.building(card_id), resources_text(card.cost)
    if card.produces:
        made = resources_text(card.produces)
        return Words(
            f"  {name}: needs {needs}; machine making {made}, {card.vp} VP",
            "builders-d-machine",
            building=name,
            needs=needs,
            made=made,
            vp=card.vp,
        )
    return Words(
        f"  {name}: needs {needs}; {card.coins} sestertii, {card.vp} VP",
        "builders-d-building",
        building=name,
        needs=needs,
        coins=card.coins,
        vp=card.vp,
    )


def player_lines(view: BuildersView, p: PlayerView, *, you: bool = False) -> list[str]:
    """One player's money, VP, buildings under way, crew and finished buildings; the first line
    starts with the seat (with "You" instead when ``you``: the player's own summary)."""
    who = words.YOU if you else p.seat
    start = p.seat == view.start_player
    money = sestertii(p.coins)
    english = f"{who}{' (start player)' if start else ''}: {money}, {p.vp} VP"
    extras: list[str] = []
    if p.tools:
        tools = tuple(words.tool(t) for t in p.tools)
        extras.append(Words("tools: " + ", ".join(tools), "builders-d-tools", list=tools))
    if p.loans:
        extras.append(
            Words(f"{p.loans} loan{'s' if p.loans > 1 else ''}", "builders-d-loans", count=p.loans)
        )
    if extras:
        more = words.semicolons(extras)
        first = Words(
            f"{english}; {more}",
            "builders-d-player-more",
            who=who,
            start=_yes(start),
            money=money,
            vp=p.vp,
            more=more,
        )
    else:
        first = Words(
            english, "builders-d-player", who=who, start=_yes(start), money=money, vp=p.vp
        )
    lines: list[str] = [first]
    for site in p.sites:
        name, missing = words.building(site.card), resources_text(site.missing)
        crew = tuple(_on_site(m) for m in p.on_site(site.card))
        if crew:
            lines.append(
                Words(
                    f"  building {name}: still needs {missing} (on it: {', '.join(crew)})",
                    "builders-d-site-crew",
                    building=name,
                    missing=missing,
                    crew=crew,
                )
            )
        else:
            lines.append(
                Words(
                    f"  building {name}: still needs {missing}",
                    "builders-d-site",
                    building=name,
                    missing=missing,
                )
            )
    idle = p.available
    if idle:
        members = words.semicolons([_idle(m) for m in idle])
        lines.append(Words(f"  available: {members}", "builders-d-available", members=members))
    if p.completed:
        done = tuple(words.building(b) for b in p.completed)
        lines.append(Words("  finished: " + ", ".join(done), "builders-d-finished", list=done))
    return lines


def _on_site(m: MemberView) -> Words:
    name = words.member_name(m.kind, m.card, m.freed)
    if not m.tool:
        return name
    tool = words.tool(m.tool)
    return Words(
        f"{name} with the {tool}", "builders-d-with-tool", member=name, card=m.tool, tool=tool
    )


def _idle(m: MemberView) -> Words:
    name, made = member_name(m), resources_text(m.produces)
    return Words(
        f"{name} ({made}, wage {m.wage})", "builders-d-idle", member=name, made=made, wage=m.wage
    )


def _listed(items: tuple[Words, ...]) -> str:
    """Cards listed one after another, or "none"."""
    if not items:
        return words.NONE
    return Words(", ".join(items), "builders-w-list", list=items)


def _yes(flag: bool) -> str:
    """A yes/no choice as the catalogue's selectors read it."""
    return "yes" if flag else "no"
