"""Card paths as the user gave them: what is not a file or a folder of cards (a device such as /dev/null,
a named pipe, a broken link) is reported as what it is, and never opened (a pipe would block)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from compiler.corpus import CheckReport, card_files, check_paths, default_corpus, joined_with_corpus
from dsl.diagnostics import Diagnostic
from dsl.spans import Span
from gah.fsio import kind_of


def given_paths(paths: list[Path] | None, cards: tuple[Path, ...] = ()) -> list[Path]:
    """The cards a command reports on: the paths it was given, else your card folders (`--cards`, gah.toml), else the
    shipped corpus."""
    return list(paths) if paths else list(cards) or [default_corpus()]


def split_paths(paths: list[Path]) -> tuple[list[Path], list[Diagnostic]]:
    """Paths that can hold cards, and an E106 for each that cannot, saying what it is."""
    usable, problems = [], []
    for path in paths:
        kind = kind_of(path)
        if kind in (None, "a file", "a folder"):
            usable.append(path)  # missing ones get the checker's own "no such file or directory"
        else:
            problems.append(_cannot_read(path, f"{kind}, not a card file"))
    return usable, problems


def _cannot_read(path: Path, reason: str) -> Diagnostic:
    return Diagnostic(str(path), Span.point(1, 1), "E106", f"cannot read file: it is {reason}")


def checked(paths: list[Path], cards: tuple[Path, ...] = ()) -> CheckReport:
    """The usable paths checked, with the others' diagnostics added; cards outside the shipped corpus are checked
    against the set they join, the corpus and your card folders (issue 16: check, verify and play give one verdict)."""
    usable, problems = split_paths(paths)
    report = checked_once(usable)
    if report.components and (cards or not _is_the_corpus(usable)):
        report = joined_with_corpus(report, card_set(tuple(cards)))
    return CheckReport(report.components, tuple(sorted(report.diagnostics + tuple(problems))), report.sources,
                       report.files + len(problems))


def _is_the_corpus(paths: list[Path]) -> bool:
    return [p.resolve() for p in paths] == [default_corpus().resolve()]


@lru_cache(maxsize=1)
def shipped() -> CheckReport:
    return check_paths([default_corpus()])


@lru_cache(maxsize=4)
def card_set(cards: tuple[Path, ...] = ()) -> CheckReport:
    """The cards a game is played with: the shipped corpus and your card folders, each file once."""
    return shipped() if not cards else checked_once([default_corpus(), *cards])


def checked_once(paths: list[Path]) -> CheckReport:
    """`check_paths`, with each card file read once however many of the paths hold it (a file inside a folder also
    given, a folder given twice): a card is never its own duplicate."""
    files, problems = card_files(paths)
    report = check_paths(_each_once(files))
    return CheckReport(report.components, tuple(sorted(report.diagnostics + tuple(problems))), report.sources, report.files)


def _each_once(files: list[Path]) -> list[Path]:
    seen, kept = set(), []
    for path in files:
        if path.resolve() not in seen:
            seen.add(path.resolve())
            kept.append(path)
    return kept


def files_of(paths: list[Path]) -> tuple[list[Path], list[Diagnostic]]:
    """`card_files` on the usable paths, with the others' diagnostics added."""
    usable, problems = split_paths(paths)
    files, missing = card_files(usable)
    return files, sorted(problems + missing)
