"""What one seat (or a spectator) may see of a Porta Nigra game, as typed frozen values.

Everything on the table is public: the board, the market, the displays, every player's goods,
the cards they played, the card in play and the step being taken. Hidden: every draw pile's
order, and the other players' hands. A player's own view adds their hand and what is left in
their deck, sorted (the order is hidden from them too). Players are referred to by their index
in turn order (``players[i]``), which is also their colour on the images.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.porta_nigra.state import Phase, Player, PortaNigraState

Bricks = tuple[int, int, int, int, int]  # by colour: K B R Y W (data.COLOURS)


@dataclass(frozen=True, slots=True)
class SectionView:
    """A building section on a site."""

    site: str
    owner: int
    height: int
    whites: int


@dataclass(frozen=True, slots=True)
class FinalScore:
    """A player's final scoring, step by step (scoring.final_scoring)."""

    before: int
    building_cards: int
    final_cards: int
    play_area: int
    majorities: int
    by_area: tuple[tuple[str, int], ...]  # ("majority <area>", VP) for each area won
    total: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: str
    vp: int
    money: int
    torches: int
    influence: int
    romans: int  # in the play area
    romans_supply: int  # still in the general supply
    bricks: Bricks
    hand_size: int
    deck_size: int
    discard: tuple[str, ...]  # played this round, in order
    building_cards: tuple[str, ...]
    final_cards: tuple[str, ...]
    builder: int  # quarter of the master builder; -1 before the first placement
    sections: int
    # What every player's built sections would score at an intermediate scoring (all public).
    brick_score: int
    # The viewer's own seat only; None for everyone else (and for every seat of a spectator).
    hand: tuple[str, ...] | None
    deck: tuple[str, ...] | None  # sorted: what is left, never in which order
    final: FinalScore | None  # once the game is over


@dataclass(frozen=True, slots=True)
class TurnView:
    """The turn under way (see state.Turn)."""

    card: str  # the card in play, "" before one is played
    used: tuple[int, ...]
    allowed: int  # card actions left
    honor_bought: bool
    icon: int
    building: str
    site: str
    height: int
    wall_bricks: int
    tens: int  # interim split: tens of VP chosen, -1 before


@dataclass(frozen=True, slots=True)
class PortaNigraView:
    viewer: str | None
    pending: str | None
    phase: Phase
    round: int
    rounds: int
    multiplier: int
    start: int  # the start player of the round
    current: int  # the player on turn (or deciding between rounds)
    market: Bricks
    supply: int  # bricks in the general supply
    supply_cards_left: int
    supply_cards_used: tuple[str, ...]
    building_display: tuple[str, ...]
    building_deck_size: int
    honor_display: tuple[str, ...]
    honor_deck_size: int
    sections: tuple[SectionView, ...]  # by site id
    turn: TurnView
    interim_queue: tuple[int, ...]
    early_end_by: int | None
    final_turns_left: int
    players: tuple[PlayerView, ...]
    # once over, every seat on the top score (the table may name others: a resigned seat
    # never wins)
    winners: tuple[str, ...] = ()

    @property
    def own(self) -> PlayerView | None:
        """The viewer's own player, with the hand and the deck; None for a spectator."""
        return next((p for p in self.players if p.seat == self.viewer), None)

    def section(self, site_id: str) -> SectionView | None:
        return next((sec for sec in self.sections if sec.site == site_id), None)


def view_of(s: PortaNigraState, seat: str | None) -> PortaNigraView:
    heights = [0] * len(s.players)
    for sec in s.sections.values():
        heights[sec.owner] += sec.height
    t = s.turn
    return PortaNigraView(
        viewer=seat,
        pending=None if s.phase == "over" else s.seats[s.current],
        phase=s.phase,
        round=s.round,
        rounds=s.rounds,
        multiplier=s.multiplier,
        start=s.start,
        current=s.current,
        market=_bricks(s.market),
        supply=s.supply,
        supply_cards_left=len(s.supply_deck),
        supply_cards_used=tuple(s.supply_used),
        building_display=tuple(s.building_display),
        building_deck_size=len(s.building_deck),
        honor_display=tuple(s.honor_display),
        honor_deck_size=len(s.honor_deck),
        sections=tuple(
            SectionView(sid, sec.owner, sec.height, sec.whites)
            for sid, sec in sorted(s.sections.items())
        ),
        turn=TurnView(
            t.card,
            tuple(t.used),
            t.allowed,
            t.honor_bought,
            t.icon,
            t.building,
            t.site,
            t.height,
            t.wall_bricks,
            t.tens,
        ),
        interim_queue=tuple(s.interim_queue),
        early_end_by=s.end_trigger if s.end_trigger >= 0 else None,
        final_turns_left=s.final_left,
        players=tuple(
            _player(p, s.multiplier * heights[i], p.seat == seat, s.final.get(p.seat))
            for i, p in enumerate(s.players)
        ),
        winners=_winners(s),
    )


def _player(p: Player, brick_score: int, own: bool, final: dict[str, int] | None) -> PlayerView:
    return PlayerView(
        seat=p.seat,
        vp=p.vp,
        money=p.money,
        torches=p.torches,
        influence=p.influence,
        romans=p.romans,
        romans_supply=p.romans_supply,
        bricks=_bricks(p.bricks),
        hand_size=len(p.hand),
        deck_size=len(p.deck),
        discard=tuple(p.discard),
        building_cards=tuple(p.building_cards),
        final_cards=tuple(p.final_cards),
        builder=p.builder,
        sections=p.sections,
        brick_score=brick_score,
        hand=tuple(p.hand) if own else None,
        deck=tuple(sorted(p.deck)) if own else None,
        final=None if final is None else _final(final),
    )


def _final(parts: dict[str, int]) -> FinalScore:
    return FinalScore(
        before=parts["before"],
        building_cards=parts["building_cards"],
        final_cards=parts["final_cards"],
        play_area=parts["play_area"],
        majorities=parts["majorities"],
        by_area=tuple((k, v) for k, v in parts.items() if k.startswith("majority ")),
        total=parts["total"],
    )


def _bricks(counts: list[int]) -> Bricks:
    k, b, r, y, w = counts
    return (k, b, r, y, w)


def _winners(s: PortaNigraState) -> tuple[str, ...]:
    if s.phase != "over":
        return ()
    best = max(p.vp for p in s.players)
    return tuple(p.seat for p in s.players if p.vp == best)
