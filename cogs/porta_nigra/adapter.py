"""Porta Nigra on Discord: the hand is private, so choosing the card to play happens in the
player's DM (or a private panel); every other step is a button or a select under the board."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bot.adapter import GameAdapter, Offer
from bot.i18n import Text
from bot.i18n.languages import ENGLISH
from cogs.porta_nigra.board import render_board
from cogs.porta_nigra.hand import render_hand
from cogs.porta_nigra.score_words import final_score
from cogs.porta_nigra.turn import render_turn
from cogs.porta_nigra.web_board import web_board
from rules.core import Action
from rules.porta_nigra import ENGINE
from rules.porta_nigra import actions as act
from rules.porta_nigra.engine import card_text
from rules.porta_nigra.view import PlayerView, PortaNigraView
from rules.words import Lines

# Checked against shared/rules/porta_nigra.md (round track §1, rules §9, scoring §5-7).
RULES = """\
**Porta Nigra** — build Roman Trier: **3 rounds with 2 players, 2 rounds with 3-4**.
On your turn, **play one card** from your hand (in your DM or with the private "Play a card" \
button) and use as many of its icons as it shows torches, each once (a torch token adds one more):
• **buy a brick** in the shop of the quarter where your master builder stands; he moves only \
clockwise, 1 sestertius per border crossed (the white shop is in every quarter);
• **build** a section on a free site with exactly the bricks it needs (white stands in for any \
colour) and a Roman of yours on top: you score the site's VP, take the matching building card if \
it is on display, and every 3rd brick you have in that building pays its master builder reward;
• **take sestertii**, a **torch** or an **influence** token.
You may give up an action (or return a torch) for 1 sestertius. Influence buys one **honor card** \
per turn, Romans (1 each) and extra builds (2).
**Intermediate scoring**: after round 1 (and round 2 with 2 players), each player counts the \
bricks of their sections on the board, ×2 with 3-4 players (×1 with 2), and splits that number \
freely between VP and sestertii. The player with the fewest VP then picks the next start player.
The game also ends early when the brick supply and market run dry or someone places a 15th \
section: that player gets 5 VP, everyone else has one more turn.
**Final scoring**: building card sets (1-4 different buildings: 2/6/12/20 VP), final honor \
cards, 1 VP per Roman, torch, influence, leftover brick and 3 sestertii, then majorities: each \
row of the Basilica and Amphitheater, the City Wall, and each Porta Nigra level 3-8. Most VP \
wins; ties share the win."""

# Sent after RULES (a second message: both do not fit one): what the images abbreviate.
LEGEND = """\
**Reading the Porta Nigra images**
• **K B R Y W**: black, blue, red, yellow, white bricks. **"3 K"** on a site: it takes exactly 3 \
black; **"3-8 K"**: a Porta Nigra site of 3 to 8 black, scoring **"1/brick"** VP per brick.
• **"×3"** by a shop: the bricks it holds. **"1B"** on a built site: its section, 1 blue brick \
high, with its owner's number; the VP below is what it scored.
• **"12/6"** beside a row, **"Majority 20/10 VP"**: VP for the most / second most bricks there.
• **"Levels 3:4/2 4:6/3 …"**: at each Porta Nigra level 3-8, the VP for the most / second most \
sections at least that high.
• **"per 3 bricks: …"**: the master builder reward of that building.
• **BA AM CW PN**: Basilica, Amphitheater, City Wall, Porta Nigra (building cards and quarters).
• Honor cards: the circled number is the influence they cost. **"4 VP now"**; **"+2 Romans"**, \
**"+6 sestertii"**, **"+2 torches"**: taken at once; **"Build 1 section"**: an extra build now; \
**"PN +1 brick"**: a brick on one of your Porta Nigra sections; **"BA card"**: counts as a \
Basilica building card; **"30* 4 bld"**: 30 VP at the end, discarding 4 different building \
cards; **"42* −30"**, **"56* −42"**: 42 or 56 VP at the end, discarding your 30- or 42-VP card.
• **I II III**: the rounds; the highlighted one is being played.
• **P1 P2 P3 P4** (and the numbered discs): the players in turn order. **"walk here: 2 ses."**: \
what the master builder pays to walk to that quarter, clockwise (the arrows). **"reward at \
3/6/9"**: each player's bricks in that building. **"leads"**: who holds each majority now \
(**"P1=P2"**: a tie; **"–"**: nobody).
• Chat image: a free site: its id, the bricks it needs (a number, a block of their colour), \
its VP; on its colour when the player to move can build there now. A built one: its owner's \
disc, its height. Table: **infl.** influence, \
**Rom.** Romans; **built in (3/6/9)**: bricks in each building (rewards at 3, 6, 9); an honor \
chip: alike cards' ids, effect, (cost)."""

# What the pending player is asked, by phase.
PROMPTS = {
    "builder": "porta-ui-ask-builder",
    "card": "porta-ui-ask-card",
    "action": "porta-ui-ask-action",
    "honor": "porta-ui-ask-honor",
    "building": "porta-ui-ask-building",
    "site": "porta-ui-ask-site",
    "height": "porta-ui-ask-height",
    "whites": "porta-ui-ask-whites",
    "shop": "porta-ui-ask-shop",
    "topper": "porta-ui-ask-topper",
    "wallbrick": "porta-ui-ask-wallbrick",
    "interim": "porta-ui-ask-interim",
    "start_player": "porta-ui-ask-start-player",
}


class PortaNigraAdapter(GameAdapter[PortaNigraView]):
    engine = ENGINE
    command = "portanigra"
    # The catalogue's English is RULES and LEGEND word for word (tests/i18n).
    rules_text = Text("porta-ui-rules")
    rules_legend: ClassVar[str] = Text("porta-ui-legend")
    private_button_label = Text("porta-ui-private-button")
    select_groups: ClassVar[Mapping[str, str]] = {
        "play": Text("porta-ui-group-play"),
        "icon": Text("porta-ui-group-icon"),
        "hon": Text("porta-ui-group-hon"),
        "site": Text("porta-ui-group-site"),
        "shop": Text("porta-ui-group-shop"),
        "brick": Text("porta-ui-group-brick"),
        "top": Text("porta-ui-group-top"),
        "tens": Text("porta-ui-group-tens"),
        "vp": Text("porta-ui-group-vp"),
    }

    def final_score(self, details: Mapping[str, Any], locale: str = ENGLISH) -> str:
        return final_score(details, locale)

    def render_board(
        self, view: PortaNigraView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes:
        return render_board(view, names, locale)

    def render_turn(
        self,
        view: PortaNigraView,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        marked: frozenset[str] = frozenset(),
    ) -> bytes | None:
        return render_turn(view, names, locale, marked)

    def web_board(
        self,
        view: PortaNigraView,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        offered: Sequence[Offer] = (),
        marked: frozenset[str] = frozenset(),
    ) -> str | None:
        return web_board(view, names, locale, offered, marked)

    def changes(self, before: PortaNigraView, after: PortaNigraView) -> frozenset[str]:
        """The sites built on (or higher) since ``before``, the master builders that moved,
        the players who took a card from a display ("took:N": a building card, an honor card)
        and the honor cards that came into the display in their place; the turn image frames
        them (the building cards' display is on the full board only)."""
        return frozenset(
            [f"site:{s.site}" for s in after.sections if s != before.section(s.site)]
            + [
                f"builder:{i}"
                for i, (was, now) in enumerate(zip(before.players, after.players, strict=True))
                if now.builder >= 0 and now.builder != was.builder
            ]
            + [f"took:{i}" for i in sorted(_took_cards(before, after))]
            + [f"honor:{h}" for h in after.honor_display if h not in before.honor_display]
        )

    def private_choice(self, view: PortaNigraView) -> bool:
        return view.phase == "card" and view.pending is not None

    def number_choice(
        self, view: PortaNigraView, actions: Sequence[Action]
    ) -> tuple[str, int, int] | None:
        # A large brick score is chosen as tens, then units; a typed number does both at once.
        if view.phase != "interim" or view.turn.tens >= 0:
            return None
        if not any(act.verb_of(a.id) == "tens" for a in actions):
            return None
        most = view.players[view.current].brick_score
        return (Text("porta-ui-number"), 0, most)

    def number_actions(self, view: PortaNigraView, number: int) -> list[str]:
        return act.interim_split(number)

    def private_image(
        self, view: PortaNigraView, names: Mapping[str, str], locale: str = ENGLISH
    ) -> bytes | None:
        return render_hand(view, names, locale)

    def prompt(self, view: PortaNigraView, names: Mapping[str, str]) -> str:
        seat = view.pending
        if seat is None:
            return Text("porta-ui-over")
        player, rounds = names.get(seat, seat), {"round": view.round, "rounds": view.rounds}
        ask = Text(PROMPTS.get(view.phase, "porta-ui-ask-other"))
        card = view.turn.card
        if card and view.phase not in ("card", "interim", "start_player"):
            return Text(
                "porta-ui-prompt-card",
                player=player,
                ask=ask,
                card=card,
                text=card_text(card),
                **rounds,
            )
        return Text("porta-ui-prompt", player=player, ask=ask, **rounds)

    def status_lines(self, view: PortaNigraView, names: Mapping[str, str]) -> list[str]:
        lines: list[str] = []
        for i, p in enumerate(view.players):
            mark = "▶ " if i == view.current and view.phase != "over" else ""
            lines.append(
                Text(
                    "porta-ui-status",
                    mark=mark,
                    player=names.get(p.seat, p.seat),
                    vp=p.vp,
                    money=p.money,
                    bricks=sum(p.bricks),
                    romans=p.romans,
                    torches=p.torches,
                    influence=p.influence,
                    hand=p.hand_size,
                )
            )
        return lines

    def private_summary(self, view: PortaNigraView, names: Mapping[str, str]) -> str:
        player = _own(view)
        hand, deck = player.hand or (), player.deck or ()
        lines: list[str] = [Text("porta-ui-hand", player=names.get(player.seat, player.seat))]
        for card in hand:
            lines.append(Text("porta-ui-hand-card", card=card, text=card_text(card)))
        if not hand:
            lines.append(Text("porta-ui-hand-empty"))
        lines.append(Text("porta-ui-deck", count=len(deck), cards=", ".join(deck)))
        lines.append(
            Text(
                "porta-ui-you",
                vp=player.vp,
                money=player.money,
                torches=player.torches,
                influence=player.influence,
                romans=player.romans,
            )
        )
        if view.pending == player.seat and self.private_choice(view):
            lines.append(Text("porta-ui-your-turn"))
        return Lines(tuple(lines))


def _own(view: PortaNigraView) -> PlayerView:
    """The viewer's player: the private texts and images are asked with a seat's own view."""
    player = view.own
    if player is None:
        raise ValueError("a private text is made from a seat's own view, not a spectator's")
    return player


def _took_cards(before: PortaNigraView, after: PortaNigraView) -> set[int]:
    """The players who took a card from a display since ``before``: a building card (it is
    theirs now), an honor card (carried out at once: one a turn, by whoever was on turn)."""
    took = {
        i
        for i, (was, now) in enumerate(zip(before.players, after.players, strict=True))
        if len(now.building_cards) > len(was.building_cards)
    }
    honors = len(set(before.honor_display) - set(after.honor_display))
    mover = after.turn.honor_bought and after.phase != "over"
    if mover:
        took.add(after.current)
    if honors > int(mover):  # the one before them: theirs is the turn ``before`` begins
        took.add(before.current)
    return took
