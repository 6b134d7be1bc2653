"""Each backend's repository is made of the same parts, each a whole interface of its own, and
no storage class is built from more than two of our own classes."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import storage
from storage.repository import PARTS, Repository

# Where our own classes live: a base from anywhere else (typing, abc...) is not counted.
_OURS = ("storage", "rules", "bot", "cogs")


def _members(interface: type) -> set[str]:
    return {name for name in vars(interface) if not name.startswith("_")}


async def test_every_backend_has_every_part_with_every_method(repo: Repository) -> None:
    for name, interface in PARTS.items():
        part = getattr(repo, name)
        assert isinstance(part, interface), (type(repo).__name__, name)
        for method in _members(interface):
            declared = inspect.signature(getattr(interface, method))
            implemented = inspect.signature(getattr(type(part), method))
            # the same parameters, by name, kind and default, as the interface says
            assert list(implemented.parameters) == list(declared.parameters), (name, method)
            for wanted, found in zip(
                declared.parameters.values(), implemented.parameters.values(), strict=True
            ):
                assert (found.kind, found.default) == (wanted.kind, wanted.default), (
                    name,
                    method,
                    wanted.name,
                )


def test_the_parts_share_no_method() -> None:
    seen: dict[str, str] = {}
    for name, interface in PARTS.items():
        for method in _members(interface):
            assert method not in seen, (method, seen.get(method), name)
            seen[method] = name


def test_no_storage_class_has_more_than_two_of_our_classes_as_bases() -> None:
    checked = 0
    for module_info in pkgutil.iter_modules(storage.__path__, "storage."):
        module = importlib.import_module(module_info.name)
        for cls in vars(module).values():
            if not inspect.isclass(cls) or cls.__module__ != module.__name__:
                continue
            ours = [base for base in cls.__mro__[1:] if base.__module__.split(".")[0] in _OURS]
            assert len(ours) <= 2, (cls.__qualname__, [base.__qualname__ for base in ours])
            checked += 1
    assert checked > 20
