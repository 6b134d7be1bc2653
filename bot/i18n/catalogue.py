"""The catalogues: one Fluent bundle per language, read from ``locales/<language>/*.ftl`` here
(the core's words) and in the package of each game's extension (``cogs/<game>/locales/``: the
game's words, which its manifest brings along).

``Catalogue.text(locale, key, **args)`` is the one way a text reaches a reader. A locale Tabula
does not speak reads English; a key missing from a catalogue, a syntax error or a missing
argument raises instead, since each is a bug the catalogue tests catch before a player does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.i18n.languages import ENGLISH, LANGUAGES, PSEUDO, supported
from bot.i18n.pseudo import pseudo_source
from rules import registry

# What a Fluent argument may be: numbers select plural variants and are formatted for the
# reader's language (so pass an id that must stay "1234" as a str, not an int).
Arg = str | int | float | Decimal


class SmallInt(FluentInt):
    """An int from 0 to 999, written as its digits: what babel writes for it in every language
    Tabula speaks (no grouping below a thousand, Latin digits), at a small part of the cost;
    the status lines of every board say several numbers."""

    def format(self, locale: Locale) -> str:
        return int.__repr__(self)


class Bundle(FluentBundle):
    """A Fluent bundle that writes small ints as ``SmallInt``s. ``FluentBundle.format_pattern``
    turns every int it is given into a plain ``FluentInt`` (formatted by babel), so this is
    that method with one change (fluent.runtime 0.4's resolver: pinned below 0.5)."""

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        fluent_args = {name: _fluent(value) for name, value in (args or {}).items()}
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self, current=CurrentEnvironment(args=fluent_args), errors=errors
        )
        try:
            result = pattern(env)
        except ValueError as error:
            errors.append(error)
            result = "{???}"
        return result, errors


def _fluent(value: Any) -> Any:
    # exactly int: a bool is an int too, and a FluentNumber brings options of its own
    if type(value) is int and 0 <= value < 1000:
        return SmallInt(value)
    return native_to_fluent(value)


class CatalogueError(Exception):
    """A catalogue cannot be read, or a message cannot be formatted as asked."""


class MissingKey(CatalogueError, KeyError):
    def __init__(self, language: str, key: str) -> None:
        super().__init__(f"no message {key!r} in the {language} catalogue")
        self.language, self.key = language, key


@dataclass(frozen=True)
class Entry:
    """One message as written: its file and the variables it uses."""

    file: str
    variables: frozenset[str]


class Catalogue:
    def __init__(self, sources: Mapping[str, Mapping[str, str]]) -> None:
        """``sources``: language -> file name -> FTL text (the pseudo-locale is derived)."""
        if ENGLISH not in sources:
            raise CatalogueError("the English catalogue is missing")
        with_pseudo = dict(sources)
        with_pseudo[PSEUDO] = {name: pseudo_source(text) for name, text in sources[ENGLISH].items()}
        self._bundles: dict[str, Bundle] = {}
        self._entries: dict[str, dict[str, Entry]] = {}
        for language, files_ in with_pseudo.items():
            # The pseudo-locale counts like English; no bidi isolation marks around arguments,
            # which Discord and the board images would show as stray glyphs.
            bundle = Bundle([ENGLISH if language == PSEUDO else language], use_isolating=False)
            entries: dict[str, Entry] = {}
            for name, text in sorted(files_.items()):
                # parsed once for both (every process reads every catalogue as it starts:
                # the parse is most of a start's second); the resolver needs no spans
                resource = FluentParser(with_spans=False).parse(text)
                for key, entry in _entries(language, name, resource):
                    if key in entries:
                        raise CatalogueError(
                            f"{language}: {key!r} is in both {entries[key].file} and {name}"
                        )
                    entries[key] = entry
                bundle.add_resource(resource)
            self._bundles[language], self._entries[language] = bundle, entries
        # asked for on every click (is there a localised command group?): made once
        self._keys = {language: frozenset(entries) for language, entries in self._entries.items()}

    @classmethod
    def load(cls, extensions: Iterable[str] = ()) -> Catalogue:
        """The core's catalogues and those of the games whose ``extensions`` are given."""
        roots = catalogue_folders(extensions)
        return cls(
            {
                language: {name: text for root in roots for name, text in _read(root / language)}
                for language in LANGUAGES
            }
        )

    @property
    def languages(self) -> tuple[str, ...]:
        """Every language with a bundle, the pseudo-locale last."""
        return tuple(self._bundles)

    def keys(self, language: str) -> frozenset[str]:
        return self._keys[language]

    def entry(self, language: str, key: str) -> Entry:
        try:
            return self._entries[language][key]
        except KeyError:
            raise MissingKey(language, key) from None

    def text(self, locale: str | None, key: str, **args: Arg) -> str:
        """``key`` in the language ``locale`` reads (English when Tabula does not speak it).

        ``key`` may name an attribute, ``message.attribute``.
        """
        language = supported(locale) or ENGLISH
        bundle = self._bundles[language]
        message_id, _, attribute = key.partition(".")
        if not bundle.has_message(message_id):
            raise MissingKey(language, key)
        message = bundle.get_message(message_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            raise MissingKey(language, key)
        text, errors = bundle.format_pattern(pattern, dict(args))
        if errors:
            raise CatalogueError(f"{language} {key}: {'; '.join(map(str, errors))}")
        return str(text)


def default_catalogue() -> Catalogue:
    """The catalogues of the core and of the games hosted, read once per process (and again
    when a game is added while running, as a test's game is)."""
    return _catalogue(_extensions(registry.changes()))


@lru_cache(maxsize=4)
def _extensions(changes: int) -> tuple[str, ...]:
    """The extensions of the games hosted after ``changes`` changes of the registry."""
    return tuple(m.extension for m in registry.manifests() if m.extension is not None)


@lru_cache(maxsize=4)
def _catalogue(extensions: tuple[str, ...]) -> Catalogue:
    return Catalogue.load(extensions)


def catalogue_folders(extensions: Iterable[str]) -> list[Traversable]:
    """The core's ``locales`` folder, then each game's: in the package of its extension,
    found without importing it (the images and Discord need not load for a catalogue)."""
    folders: list[Traversable] = [files("bot.i18n") / "locales"]
    for extension in extensions:
        spec = find_spec(extension.rpartition(".")[0])
        if spec is not None and spec.submodule_search_locations:
            folders.append(Path(next(iter(spec.submodule_search_locations))) / "locales")
    return folders


def _read(folder: Traversable) -> Iterable[tuple[str, str]]:
    """Each ``.ftl`` file of ``folder`` (none when the folder is missing): its name, its text."""
    if not folder.is_dir():
        return
    for item in folder.iterdir():
        if item.name.endswith(".ftl"):
            yield item.name, item.read_text(encoding="utf-8")


def _entries(language: str, name: str, resource: ast.Resource) -> Iterable[tuple[str, Entry]]:
    for node in resource.body:
        if isinstance(node, ast.Junk):
            where = node.annotations[0].message if node.annotations else "syntax error"
            raise CatalogueError(
                f"{language}/{name}: {where}: {(node.content or '').strip()[:80]!r}"
            )
        if isinstance(node, ast.Message):
            variables = _Variables()
            variables.visit(node)
            yield node.id.name, Entry(name, frozenset(variables.names))


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
