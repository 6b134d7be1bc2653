"""storage.recent: a bounded memo forgets the entry used least recently."""

from __future__ import annotations

from storage.recent import Recent


def test_the_least_recently_used_entry_is_forgotten() -> None:
    memo: Recent[int, str] = Recent(2)
    memo[1], memo[2] = "a", "b"
    assert memo.get(1) == "a"  # used: 2 is now the oldest
    memo[3] = "c"
    assert dict(memo) == {1: "a", 3: "c"}
    assert memo.get(2) is None and len(memo) == 2
    memo.pop(1)
    assert list(memo) == [3]
