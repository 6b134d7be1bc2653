"""What `tabula play` shows a seat at its decision: the whole description the first time (or
when asked), afterwards only the lines that changed since that seat last saw it.

Pure functions over the description's text, so a test can check a redraw without a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from bot.i18n import say

# a line indented by at least this much belongs to the nearest earlier line indented less
# ("  building House: …" under "Player 1: …"); one space only aligns (Porta Nigra's " Player 2"
# beside "*Player 1", Aqua Romana's board rows), it does not nest
NESTED = 2


@dataclass(frozen=True)
class Changes:
    """``now``: the lines that are new or different, in the description's order, each nested
    line with the line it belongs to (which may not have changed) so it reads on its own;
    ``gone``: the lines that are no longer there, with nothing in their place."""

    now: tuple[str, ...]
    gone: tuple[str, ...]


def indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def heading(lines: list[str], at: int) -> int | None:
    """The index of the line that ``lines[at]`` is nested under, if it is."""
    depth = indent(lines[at])
    if depth < NESTED:
        return None
    for k in range(at - 1, -1, -1):
        if lines[k].strip() and indent(lines[k]) < depth:
            return k
    return None


# how alike (difflib's ratio) an old line and a new one must be to be the same line changed;
# difflib's own Differ takes 0.75 for text, a board's lines differ in a number or two
ALIKE = 0.6


def kept(line: str, instead: list[str]) -> bool:
    """Whether ``line`` is still there, changed, among the lines now in its place."""
    matcher = SequenceMatcher(None, autojunk=False)
    matcher.set_seq2(line)
    for other in instead:
        matcher.set_seq1(other)
        if matcher.ratio() >= ALIKE:
            return True
    return False


def changes(before: str, after: str) -> Changes:
    old, new = before.splitlines(), after.splitlines()
    changed: set[int] = set()
    gone: list[str] = []
    # autojunk would take a board's often repeated rows for noise and miss their changes
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        changed.update(range(j1, j2) if tag != "equal" else ())
        # a replaced block may hold a changed line ("10 sestertii" now "5") beside one that
        # left (a building taken from the offer): only the latter is gone
        gone.extend(line for line in old[i1:i2] if tag != "equal" and not kept(line, new[j1:j2]))
    shown = set(changed)
    for at in changed:
        # a heading's own heading too: a deep line reads from the top of its block
        up = heading(new, at)
        while up is not None and up not in shown:
            shown.add(up)
            up = heading(new, up)
    return Changes(
        now=tuple(new[j] for j in sorted(shown) if new[j].strip()),
        gone=tuple(line for line in gone if line.strip()),
    )


def redraw(before: str | None, after: str, lang: str, seat: str) -> list[str]:
    """The lines to print for the seat named ``seat`` who last saw ``before`` (None: never)
    and now has ``after`` to see."""
    if before is None:
        return after.splitlines()
    found = changes(before, after)
    if not found.now and not found.gone:
        return [say(lang, "cli-play-unchanged", seat=seat)]
    lines = [say(lang, "cli-play-changed", seat=seat), *found.now]
    if found.gone:
        lines += [say(lang, "cli-play-gone"), *found.gone]
    return lines
