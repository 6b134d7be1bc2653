"""Discord's size limits on messages, components, embeds and modals.

`check_message` returns readable problems; the server turns them into a 400 / 50035
"Invalid Form Body" (what Discord answers) and a recorded violation.
"""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_FIELD_LIMITS = {"title": 256, "description": 4096}
FIELDS_MAX = 25
ACTION_ROWS_MAX = 5
BUTTONS_PER_ROW = 5
SELECT_OPTIONS_MAX = 25
CUSTOM_ID_MAX = 100
BUTTON_LABEL_MAX = 80
OPTION_TEXT_MAX = 100
PLACEHOLDER_MAX = 150
FILES_MAX = 10
FILE_SIZE_MAX = 10 * 1024 * 1024
MODAL_TITLE_MAX = 45
# a message's nonce: an integer or a string of at most 25 characters
NONCE_MAX = 25
MODAL_COMPONENTS_MAX = 5
COMPONENTS_V2 = 1 << 15


def _too_long(path: str, value: object, limit: int) -> list[str]:
    if isinstance(value, str) and len(value) > limit:
        return [f"{path}: {len(value)} characters, the limit is {limit}"]
    return []


def check_embed(embed: Json, path: str) -> tuple[list[str], int]:
    problems: list[str] = []
    total = 0
    for key, limit in EMBED_FIELD_LIMITS.items():
        value = embed.get(key)
        problems += _too_long(f"{path}.{key}", value, limit)
        total += len(value) if isinstance(value, str) else 0
    fields = embed.get("fields", [])
    if len(fields) > FIELDS_MAX:
        problems.append(f"{path}.fields: {len(fields)} fields, the limit is {FIELDS_MAX}")
    for i, f in enumerate(fields):
        problems += _too_long(f"{path}.fields[{i}].name", f.get("name"), 256)
        problems += _too_long(f"{path}.fields[{i}].value", f.get("value"), 1024)
        if not f.get("name") or not f.get("value"):
            problems.append(f"{path}.fields[{i}]: name and value must not be empty")
        total += len(str(f.get("name", ""))) + len(str(f.get("value", "")))
    footer = embed.get("footer") or {}
    problems += _too_long(f"{path}.footer.text", footer.get("text"), 2048)
    total += len(str(footer.get("text", "")))
    author = embed.get("author") or {}
    problems += _too_long(f"{path}.author.name", author.get("name"), 256)
    total += len(str(author.get("name", "")))
    return problems, total


def _check_item(item: Json, path: str, custom_ids: set[str]) -> list[str]:
    problems: list[str] = []
    custom_id = item.get("custom_id")
    if item.get("type") == 2 and item.get("style") in (5, 6):
        pass  # link and premium buttons carry no custom_id
    elif not isinstance(custom_id, str) or not custom_id:
        problems.append(f"{path}.custom_id: missing")
    else:
        if len(custom_id) > CUSTOM_ID_MAX:
            problems.append(
                f"{path}.custom_id: {len(custom_id)} characters, the limit is {CUSTOM_ID_MAX}"
            )
        if custom_id in custom_ids:
            problems.append(f"{path}.custom_id: {custom_id!r} is used twice in one message")
        custom_ids.add(custom_id)
    if item.get("type") == 2:
        problems += _too_long(f"{path}.label", item.get("label"), BUTTON_LABEL_MAX)
        if not item.get("label") and not item.get("emoji"):
            problems.append(f"{path}: a button needs a label or an emoji")
    if item.get("type") == 3:
        options = item.get("options", [])
        if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
            problems.append(
                f"{path}.options: {len(options)} options, must be 1 to {SELECT_OPTIONS_MAX}"
            )
        values: set[str] = set()
        for i, o in enumerate(options):
            for key in ("label", "value", "description"):
                problems += _too_long(f"{path}.options[{i}].{key}", o.get(key), OPTION_TEXT_MAX)
            if o.get("value") in values:
                problems.append(f"{path}.options[{i}].value: {o.get('value')!r} is used twice")
            values.add(str(o.get("value")))
        max_values = item.get("max_values", 1)
        if max_values > max(len(options), 1):
            problems.append(f"{path}.max_values: {max_values} is more than the option count")
    if item.get("type") in (3, 5, 6, 7, 8):
        problems += _too_long(f"{path}.placeholder", item.get("placeholder"), PLACEHOLDER_MAX)
    return problems


def check_components(components: list[Json], flags: int) -> list[str]:
    if flags & COMPONENTS_V2:
        return []  # layout components: the fake only checks custom_ids via items()
    problems: list[str] = []
    if len(components) > ACTION_ROWS_MAX:
        problems.append(
            f"components: {len(components)} action rows, the limit is {ACTION_ROWS_MAX}"
        )
    custom_ids: set[str] = set()
    for r, row in enumerate(components):
        path = f"components[{r}]"
        if row.get("type") != 1:
            problems.append(f"{path}: top-level components must be action rows (type 1)")
            continue
        items = row.get("components", [])
        kinds = {i.get("type") for i in items}
        if not items:
            problems.append(f"{path}: an action row must not be empty")
        elif kinds == {2}:
            if len(items) > BUTTONS_PER_ROW:
                problems.append(f"{path}: {len(items)} buttons, the limit is {BUTTONS_PER_ROW}")
        elif len(items) != 1:
            problems.append(f"{path}: a select menu must be alone in its row")
        for i, item in enumerate(items):
            problems += _check_item(item, f"{path}.components[{i}]", custom_ids)
    return problems


def check_message(payload: Json, files: int = 0, file_sizes: tuple[int, ...] = ()) -> list[str]:
    """Problems Discord would reject this message body for (empty = fine)."""
    problems = _too_long("content", payload.get("content"), CONTENT_MAX)
    nonce = payload.get("nonce")
    if isinstance(nonce, str):
        problems += _too_long("nonce", nonce, NONCE_MAX)
    embeds = payload.get("embeds") or []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"embeds: {len(embeds)} embeds, the limit is {EMBEDS_MAX}")
    total = 0
    for i, embed in enumerate(embeds):
        more, size = check_embed(embed, f"embeds[{i}]")
        problems += more
        total += size
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds: {total} characters in all, the limit is {EMBED_TOTAL_MAX}")
    problems += check_components(payload.get("components") or [], int(payload.get("flags") or 0))
    if files > FILES_MAX:
        problems.append(f"files: {files} files, the limit is {FILES_MAX}")
    for size in file_sizes:
        if size > FILE_SIZE_MAX:
            problems.append(f"files: a file of {size} bytes, the limit is {FILE_SIZE_MAX}")
    return problems


def is_empty(payload: Json, files: int) -> bool:
    return not (
        payload.get("content")
        or payload.get("embeds")
        or payload.get("components")
        or payload.get("attachments")
        or files
        or payload.get("poll")
    )


def check_modal(data: Json) -> list[str]:
    problems = _too_long("data.title", data.get("title"), MODAL_TITLE_MAX)
    problems += _too_long("data.custom_id", data.get("custom_id"), CUSTOM_ID_MAX)
    components = data.get("components") or []
    if not 1 <= len(components) <= MODAL_COMPONENTS_MAX:
        problems.append(f"data.components: {len(components)} rows, must be 1 to 5")
    return problems
