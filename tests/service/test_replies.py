"""What a typed number field accepts, and how a modal's submission is read."""

from __future__ import annotations

import pytest

from bot.replies import submitted_text, whole_number


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("0", 0),
        ("32", 32),
        (" 7 ", 7),
        ("07", 7),
        ("33", None),
        ("", None),
        ("²", None),
        ("¹⁷", None),
        ("١٢", None),  # Arabic-Indic digits: int() would take them
        ("1e1", None),
        ("-1", None),
        ("+3", None),
        ("3.0", None),
        ("9" * 5000, None),
        ("032", None),  # longer than any number up to 32: the field allows 2 characters
    ],
)
def test_a_whole_number_is_ascii_digits_in_range(typed: str, expected: int | None) -> None:
    assert whole_number(typed, 0, 32) == expected


def test_the_text_of_a_field_in_a_label_or_an_action_row() -> None:
    labelled = {"components": [{"type": 18, "component": {"custom_id": "number", "value": "12"}}]}
    in_a_row = {"components": [{"type": 1, "components": [{"custom_id": "number", "value": "3"}]}]}
    assert submitted_text(labelled, "number") == "12"
    assert submitted_text(in_a_row, "number") == "3"
    assert submitted_text({"components": []}, "number") == ""
    assert submitted_text({}, "number") == ""
