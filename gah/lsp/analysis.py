"""An open file checked as `gah check` checks it: parsed and checked on its own, then the corpus passes over
the corpus it joins (the file replacing its saved copy when it is one of the corpus files), then what the
engine cannot run and where the text disagrees, exactly as gah/commands.py adds them.

The corpus is read and checked once, per file, so a keystroke only re-checks the open file and re-runs the
corpus passes (a few milliseconds over the whole corpus)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from compiler.checker import CheckedComponent
from compiler.corpus import CORPUS_PASSES, CheckReport, _check_each, card_files, default_corpus, read_source
from dsl.diagnostics import Diagnostic
from dsl.parser import ParseResult, parse
from dsl.source import source_lines

# Past this size a file is not checked as you type (parsing a 160 KB file takes seconds); `gah check` still can.
MAX_LIVE_CHARS = 200_000


@dataclass(frozen=True)
class Corpus:
    """The cards a file is checked against: each corpus file's checked components, in `gah check`'s order."""

    files: tuple[tuple[str, tuple[CheckedComponent, ...]], ...]
    texts: dict

    def components(self) -> list[CheckedComponent]:
        return [c for _, found in self.files for c in found]

    def find(self, kind: str, ident: str) -> CheckedComponent | None:
        return next((c for c in self.components() if c.kind.name == kind and c.ident == ident), None)


def corpus_folders() -> list[Path]:
    """Where the corpus lives: the shipped cards and your own card folders (the `cards` of the nearest gah.toml from
    where the server runs, as for every gah command; a project file with a mistake adds none)."""
    from gah.errors import UserError
    from gah.project import project

    try:
        return [default_corpus(), *project().cards]
    except UserError:
        return [default_corpus()]


def load_corpus(folders: list[Path] | None = None) -> Corpus:
    files, _ = card_files(folders or corpus_folders())
    checked, texts = [], {}
    for path in files:
        text, _problems = read_source(path)
        if text is not None:
            key = key_of(path)
            texts[key] = text
            checked.append((key, tuple(_check_each([(key, text)])[0])))
    return Corpus(tuple(checked), texts)


def key_of(path: Path | str) -> str:
    """One spelling of a path, so an open file is recognised as the corpus file it is."""
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError, ValueError):
        return str(path)


@dataclass(frozen=True)
class Analysis:
    report: CheckReport  # the open file's components and its diagnostics
    too_large: bool = False


def analyse(corpus: Corpus, path: str, text: str) -> Analysis:
    """The diagnostics `gah check` gives this file against the corpus."""
    if len(text) > MAX_LIVE_CHARS:
        return Analysis(CheckReport((), (), {path: text}, 1), too_large=True)
    own, diagnostics = _check_each([(path, text)])
    everything = _joined(corpus, path, own)
    for corpus_pass in CORPUS_PASSES:
        diagnostics.extend(d for d in corpus_pass(everything) if d.path == path)
    return Analysis(_with_engine_and_text(CheckReport(tuple(own), tuple(sorted(diagnostics)), {path: text}, 1)))


def _joined(corpus: Corpus, path: str, own: list[CheckedComponent]) -> list[CheckedComponent]:
    """The corpus with this file in it: in its saved copy's place, or after the corpus when it is new."""
    joined, placed = [], False
    for key, found in corpus.files:
        placed = placed or key == path
        joined.extend(own if key == path else found)
    return joined if placed else joined + own


def _with_engine_and_text(report: CheckReport) -> CheckReport:
    from gah.commands import with_compile_problems, with_text_problems

    return with_text_problems(with_compile_problems(report), False)


def parsed(path: str, text: str) -> ParseResult | None:
    """The file's AST, when it parses and is small enough to read as you type."""
    if len(text) > MAX_LIVE_CHARS:
        return None
    result = parse(text, path)
    return result if result.ok else None


def diagnostics_of(analysis: Analysis) -> tuple[Diagnostic, ...]:
    return analysis.report.diagnostics


def suggested_fix(diagnostic: Diagnostic, text: str) -> str | None:
    """The word a diagnostic proposes (its `fix`, set where the checker makes a did-you-mean guess), when its span is one
    line (so a quick fix replaces only the word the message is about)."""
    if not diagnostic.fix or diagnostic.span.line < 1 or not _span_text(diagnostic, text):
        return None
    return diagnostic.fix


def _span_text(diagnostic: Diagnostic, text: str) -> str:
    span, lines = diagnostic.span, source_lines(text)
    if span.line != span.end_line or span.line > len(lines):
        return ""
    return lines[span.line - 1][span.column - 1:span.end_column - 1]


def with_saved(corpus: Corpus, path: str, text: str) -> Corpus:
    """The corpus after one of its files is saved: that file's components as now written."""
    if path not in corpus.texts:
        return corpus
    own = tuple(_check_each([(path, text)])[0])
    return Corpus(tuple((key, own if key == path else found) for key, found in corpus.files), {**corpus.texts, path: text})
