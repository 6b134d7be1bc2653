"""What a seat, or a spectator, sees of a game of The Builders: Antiquity.

Only the order of the two decks is hidden; everything else is on the table, money included
(STAND-IN, spec §11.17), so a seat's own view holds nothing more than a spectator's: it differs
only by ``viewer``. The worker deck shows its size alone; the building pile is laid
"unfinished side up" (rulebook), so its top card is shown too.

The views are frozen and hold tuples, never lists or dicts, so they can be compared and hashed
(the images cache what they draw by them). Figures the images and texts need and that cost
little (a member's production and wage, a building's progress, the final scores) are worked
out here once, so nothing past the engine repeats the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.builders_antiquity import data
from rules.builders_antiquity.cards import (
    member_production,
    member_wage,
    settle,
    site_progress,
    top_seats,
    victory_points,
)
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.state import BuildersState, MemberKind, Player, StepKind


@dataclass(frozen=True, slots=True)
class MemberView:
    """A card in a crew (see ``state.Member``), with what it makes and its wage."""

    card: str
    kind: MemberKind
    freed: bool
    university: str | None
    site: str | None  # the unfinished building it works on; None = available
    tool: str | None
    produces: Resources
    wage: int


@dataclass(frozen=True, slots=True)
class SiteView:
    """A building (or machine) under construction."""

    card: str
    progress: Resources  # what its crew makes of each resource
    sent: int  # members sent to it this turn (the next one costs one action more)

    @property
    def missing(self) -> Resources:
        """What its crew does not make yet of each resource it needs."""
        need = data.BUILDING_BY_ID[self.card].cost
        m = [max(0, n - h) for n, h in zip(need, self.progress, strict=True)]
        return (m[0], m[1], m[2], m[3])


@dataclass(frozen=True, slots=True)
class FinalScore:
    """A player's final scoring (``cards.settle``): slaves freed and loans repaid as far as the
    money went, then VP − penalties + a tenth of the coins left."""

    vp: int
    slaves_freed: int
    slaves_kept: int
    loans_repaid: int
    loans_unpaid: int
    coins_left: int
    score_tenths: int

    @property
    def score(self) -> float:
        return self.score_tenths / 10


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: str
    coins: int
    vp: int  # from finished buildings and machines: what the 17-VP end trigger counts
    crew: tuple[MemberView, ...]
    sites: tuple[SiteView, ...]
    completed: tuple[str, ...]  # finished buildings (not machines: those are in the crew)
    tools: tuple[str, ...]
    loans: int
    final: FinalScore | None  # once the game is over

    def on_site(self, site: str) -> tuple[MemberView, ...]:
        return tuple(m for m in self.crew if m.site == site)

    @property
    def available(self) -> tuple[MemberView, ...]:
        """The members on no building: they may be sent, freed or educated."""
        return tuple(m for m in self.crew if m.site is None)


@dataclass(frozen=True, slots=True)
class StepView:
    """The follow-up decision the player to play is in: which building ``card`` (a crew card)
    goes to, which tool it takes to ``site``, or which worker gets university ``card``."""

    kind: StepKind
    card: str
    site: str | None


@dataclass(frozen=True, slots=True)
class OfferView:
    """The investments still on offer (one per turn)."""

    slaves: tuple[str, ...]
    tools: tuple[str, ...]
    loans: int
    universities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BuildersView:
    viewer: str | None  # whose view this is; None: a spectator's
    pending: str | None  # the player to play; None once the game is over
    seats: tuple[str, ...]
    start_player: str
    round: int
    actions_left: int  # free actions left this turn
    invested: bool  # this turn's investment is made
    step: StepView | None
    building_row: tuple[str, ...]
    building_deck_size: int
    building_deck_top: str | None  # the pile's face-up card (None once the pile is empty)
    worker_row: tuple[str, ...]
    worker_deck_size: int
    offer: OfferView
    players: tuple[PlayerView, ...]
    end_triggered: bool  # someone reached 17 VP: this round is the last
    over: bool
    # Over by the safety stop (no building finished for data.STALL_ROUNDS rounds), not by the
    # rulebook's end: an abnormal end.
    stalled: bool
    winners: tuple[str, ...]  # once the game is over

    def player(self, seat: str) -> PlayerView:
        return next(p for p in self.players if p.seat == seat)

    @property
    def to_play(self) -> PlayerView | None:
        return None if self.pending is None else self.player(self.pending)


def builders_view(state: BuildersState, seat: str | None) -> BuildersView:
    """``state`` as ``seat`` (None: a spectator) sees it."""
    pending = None if state.over else state.seats[state.current]
    players = tuple(
        _player_view(p, state.sent if i == state.current else {}, state.over)
        for i, p in enumerate(state.players)
    )
    winners: tuple[str, ...] = ()
    if state.over:
        tenths = {p.seat: p.final.score_tenths for p in players if p.final is not None}
        winners = tuple(top_seats(state.seats, tenths))
    step = state.step
    return BuildersView(
        viewer=seat,
        pending=pending,
        seats=tuple(state.seats),
        start_player=state.seats[state.start],
        round=state.round,
        actions_left=state.actions_left,
        invested=state.invested,
        step=None if step is None else StepView(step.kind, step.card, step.site),
        building_row=tuple(state.building_row),
        building_deck_size=len(state.building_deck),
        building_deck_top=state.building_deck[0] if state.building_deck else None,
        worker_row=tuple(state.worker_row),
        worker_deck_size=len(state.worker_deck),
        offer=OfferView(
            slaves=tuple(state.slaves),
            tools=tuple(state.tools),
            loans=len(state.loans),
            universities=tuple(state.universities),
        ),
        players=players,
        end_triggered=state.end_triggered,
        over=state.over,
        stalled=state.stalled,
        winners=winners,
    )


def _player_view(player: Player, sent: dict[str, int], over: bool) -> PlayerView:
    return PlayerView(
        seat=player.seat,
        coins=player.coins,
        vp=victory_points(player),
        crew=tuple(
            MemberView(
                card=m.card,
                kind=m.kind,
                freed=m.freed,
                university=m.university,
                site=m.site,
                tool=m.tool,
                produces=member_production(m),
                wage=member_wage(m),
            )
            for m in player.crew
        ),
        sites=tuple(
            SiteView(card=s, progress=site_progress(player, s), sent=sent.get(s, 0))
            for s in player.sites
        ),
        completed=tuple(player.completed),
        tools=tuple(player.tools),
        loans=len(player.loans),
        final=FinalScore(**settle(player)) if over else None,
    )
