"""``python -m cogs.palettes``: learn every palette of the board images again and write the
files that changed (see ``cogs/palettes/__init__.py``)."""

from __future__ import annotations

from cogs.palettes import write_all


def main() -> None:
    changed = write_all()
    for path in changed:
        print(f"wrote {path}" if path.exists() else f"removed {path}")
    if not changed:
        print("every palette was up to date")


if __name__ == "__main__":
    main()
