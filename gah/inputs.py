"""Card paths as the user gave them: what is not a file or a folder of cards (a device such as /dev/null,
a named pipe, a broken link) is reported as what it is, and never opened (a pipe would block)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from compiler.corpus import CheckReport, card_files, check_paths, default_corpus, joined_with_corpus
from dsl.diagnostics import Diagnostic
from dsl.spans import Span
from gah.fsio import kind_of


def given_paths(paths: list[Path] | None) -> list[Path]:
    return list(paths) if paths else [default_corpus()]


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


def checked(paths: list[Path]) -> CheckReport:
    """`check_paths` on the usable paths, with the others' diagnostics added; cards outside the shipped corpus are
    checked against it too (issue 16: check, verify and play give one verdict on a card)."""
    usable, problems = split_paths(paths)
    report = check_paths(usable)
    if report.components and not _is_the_corpus(usable):
        report = joined_with_corpus(report, shipped())
    return CheckReport(report.components, tuple(sorted(report.diagnostics + tuple(problems))), report.sources,
                       report.files + len(problems))


def _is_the_corpus(paths: list[Path]) -> bool:
    return [p.resolve() for p in paths] == [default_corpus().resolve()]


@lru_cache(maxsize=1)
def shipped() -> CheckReport:
    return check_paths([default_corpus()])


def files_of(paths: list[Path]) -> tuple[list[Path], list[Diagnostic]]:
    """`card_files` on the usable paths, with the others' diagnostics added."""
    usable, problems = split_paths(paths)
    files, missing = card_files(usable)
    return files, sorted(problems + missing)
