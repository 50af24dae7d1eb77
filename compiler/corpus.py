"""Loading and checking a set of .gah files: per-file parsing, per-component passes, then corpus passes."""
from __future__ import annotations

import gc
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from dsl.diagnostics import Diagnostic
from dsl.parser import parse
from compiler.checker import CheckedComponent, UnknownField, check_component

CARD_SUFFIX = ".gah"


@dataclass(frozen=True)
class CheckReport:
    components: tuple[CheckedComponent, ...]
    diagnostics: tuple[Diagnostic, ...]
    sources: dict = field(compare=False)  # path -> text, for excerpts
    files: int = 0

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.is_error)

    @property
    def unknowns(self) -> tuple[UnknownField, ...]:
        return tuple(u for c in self.components for u in c.unknowns)

    def counts(self) -> Counter:
        return Counter((c.kind.name, c.module or "?") for c in self.components)

    def find(self, key: str) -> list[CheckedComponent]:
        """Components whose id or name matches `key` (case-insensitive)."""
        key = key.strip().lower()
        return [c for c in self.components if key in (c.ident.lower(), c.name.lower(), f"{c.kind.name} {c.ident}".lower())]


def default_corpus() -> Path:
    """The shipped corpus: next to the installed package, or at the top of a source checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "gah" / "cards", here.parent / "cards"):
        if candidate.is_dir():
            return candidate
    return here.parent / "cards"


def card_files(paths: Iterable[Path]) -> tuple[list[Path], list[Diagnostic]]:
    files, problems = [], []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.rglob(f"*{CARD_SUFFIX}") if p.is_file())
            files.extend(found)
            if not found:
                problems.append(Diagnostic(str(path), _origin(), "E110", "this folder holds no card files (*.gah), here or below",
                                           "give the folder your .gah files are in, or the files themselves"))
        elif path.is_file():
            files.append(path)
        else:
            problems.append(Diagnostic(str(path), _origin(), "E106", "no such file or directory"))
    return files, problems


def _origin():
    from dsl.spans import Span

    return Span.point(1, 1)


def check_paths(paths: Iterable[Path]) -> CheckReport:
    files, diagnostics = card_files(paths)
    texts = []
    for path in files:
        text, problem = read_source(path)
        diagnostics.extend(problem)
        texts.append((str(path), text))
    report = check_texts([(p, t) for p, t in texts if t is not None])
    return CheckReport(report.components, tuple(sorted(diagnostics + list(report.diagnostics))), dict(texts), len(files))


def joined_with_corpus(report: CheckReport, corpus: CheckReport) -> CheckReport:
    """The cross-card passes run again over the shipped cards and these together, so a card is checked against the
    corpus it will join (a number or a name already taken, a reference to a card that is not there); only what falls
    on these files is kept. Shipped files among them count once, as theirs."""
    own = {Path(p).resolve() for p in report.sources}
    together = [c for c in corpus.components if Path(c.path).resolve() not in own] + list(report.components)
    found = [d for corpus_pass in CORPUS_PASSES for d in corpus_pass(together) if Path(d.path).resolve() in own]
    return CheckReport(report.components, tuple(sorted(set(report.diagnostics) | set(found))), report.sources, report.files)


def read_source(path: Path) -> tuple[str | None, list[Diagnostic]]:
    """A file's text, or a diagnostic saying why it cannot be read."""
    try:
        return path.read_text(encoding="utf-8"), []
    except (OSError, UnicodeDecodeError) as problem:
        reason = getattr(problem, "strerror", None) or str(problem)
        return None, [Diagnostic(str(path), _origin(), "E106", f"cannot read file: {reason}")]


def check_texts(texts: list[tuple[str, str]]) -> CheckReport:
    """Parse and check in-memory sources: per-file passes, then the corpus passes."""
    with _collector_paused():
        components, diagnostics = _check_each(texts)
        for corpus_pass in CORPUS_PASSES:
            diagnostics.extend(corpus_pass(components))
    return CheckReport(tuple(components), tuple(sorted(diagnostics)), dict(texts), len(texts))


def _check_each(texts):
    components, diagnostics = [], []
    for path, text in texts:
        result = parse(text, path)
        diagnostics.extend(result.diagnostics)
        for node in result.document.components if result.document else result.partial:
            checked, problems = check_component(path, node)
            diagnostics.extend(problems)
            if checked is not None:
                components.append(checked)
    return components, diagnostics


@contextmanager
def _collector_paused():
    """Checking builds many small objects that all stay alive until the report is done, so the cyclic
    garbage collector only burns time here (a quarter of a large check); reference counting still frees."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def check_duplicate_ids(components: list[CheckedComponent]) -> list[Diagnostic]:
    return _duplicates(components, lambda c: (c.kind.name, c.ident), "E207", "{kind} {key[1]} is defined twice")


def check_duplicate_names(components: list[CheckedComponent]) -> list[Diagnostic]:
    return _duplicates(components, lambda c: (c.kind.name, c.name.lower()), "E208", "the name '{name}' is used twice for a {kind}")


def _duplicates(components, key_of, code: str, template: str) -> list[Diagnostic]:
    first: dict = {}
    found = []
    for component in components:
        key = key_of(component)
        if key in first:
            other = first[key]
            message = template.format(kind=component.kind.name, key=key, name=component.name)
            hint = f"first defined at {other.path}:{other.node.span.line}"
            found.append(Diagnostic(component.path, component.node.ident.span, code, message, hint))
        else:
            first[key] = component
    return found


# How many of each card the base game has (base-game.md §3–6); checked whenever the base rules are in the set.
BASE_COUNTS = {"staff": 48, "guest": 56, "objective": 12, "emperor-tile": 12}


def check_base_counts(components: list[CheckedComponent]) -> list[Diagnostic]:
    rules = next((c for c in components if c.kind.name == "rules" and c.module == "base"), None)
    if rules is None:
        return []
    found = Counter(c.kind.name for c in components if c.module == "base")
    return [Diagnostic(rules.path, rules.node.span, "E226", f"the base game has {expected} {kind} cards, the corpus has {found[kind]}",
                       "a card file is missing or has the wrong module") for kind, expected in BASE_COUNTS.items() if found[kind] != expected]


def check_references(components: list[CheckedComponent]) -> list[Diagnostic]:
    """A card that copies a final-scoring staff needs such staff to exist in the same set of cards."""
    finals = any(c.kind.name == "staff" and c.value("timing", "timing") == "final" and c.name for c in components
                 if not _copies(c))
    return [Diagnostic(c.path, c.node.span, "E227", "this card copies a final-scoring staff, but no such staff is in the corpus")
            for c in components if _copies(c) and not finals]


def _copies(component: CheckedComponent) -> bool:
    from dsl import ast

    return any(call.name.text == "copy" for call in ast.find_all(component.node.body, ast.Call))


def check_values_files(components: list[CheckedComponent]) -> list[Diagnostic]:
    from compiler.values import check_overlays

    return check_overlays(components)


CORPUS_PASSES = (check_duplicate_ids, check_duplicate_names, check_base_counts, check_references, check_values_files)
