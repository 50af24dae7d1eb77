"""Fuzzing the front end: the input classes of issue 17 as hypothesis strategies, and the invariants.

Used by tests/cli/test_fuzz.py (a fixed budget in CI) and by bench/fuzz_frontend.py (a large budget,
saving crashers to tests/regressions/frontend/, which tests/cli/test_fuzz.py replays).

The invariants, for any input: parse, check and compile never raise (problems are diagnostics); every
diagnostic's line and column point inside the input, and it renders with its excerpt; text that parses
formats to text that parses back to the same AST with the same comments, and formatting is idempotent.
"""
from __future__ import annotations

import gzip
import hashlib
import re
import tempfile
from pathlib import Path

from hypothesis import strategies as st

from compiler.build import compile_problems
from compiler.corpus import card_files, check_paths, check_texts, default_corpus
from dsl.diagnostics import Diagnostic, render_text
from dsl.formatter import format_document
from dsl.limits import MAX_DEPTH, MAX_DIGITS
from dsl.parser import parse
from dsl.source import source_lines

PATH = "fuzz.gah"
CORPUS = [p.read_text(encoding="utf-8") for p in card_files([default_corpus()])[0]]
TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|#[^\n]*|\n|[ \t]+|[A-Za-z0-9@._+-]+|.', re.DOTALL)
NUMBER = re.compile(r"(?<![\w.@/-])\d+(?![\w])")

# ---- invariants ------------------------------------------------------------------------------------------------


def check_everything(source: str | bytes) -> None:
    """Run an input through the whole front end, as `gah check` and `gah fmt` would; raise if an invariant fails."""
    if isinstance(source, bytes):
        check_bytes(source)
        return
    report = check_texts([(PATH, source)])
    if not report.errors:
        assert_inside(source, compile_problems(report.components))
    assert_inside(source, report.diagnostics)
    result = parse(source, PATH)
    assert_inside(source, result.diagnostics)
    if result.ok:
        assert_formats(source, result.document)


def check_bytes(data: bytes) -> None:
    """Bytes go through a file, as `gah check FILE` reads them (bad UTF-8 is a diagnostic, not a crash)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / PATH
        path.write_bytes(data)
        report = check_paths([path])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        assert [d.code for d in report.diagnostics] == ["E106"]
        return
    assert_inside(text, [d for d in report.diagnostics])


def assert_inside(text: str, diagnostics) -> None:
    lines = source_lines(text)
    for diagnostic in diagnostics:
        assert isinstance(diagnostic, Diagnostic) and diagnostic.code[:1] in "EW", diagnostic
        span = diagnostic.span
        assert 1 <= span.line <= span.end_line <= len(lines), (diagnostic, len(lines))
        assert 1 <= span.column <= len(lines[span.line - 1]) + 1, (diagnostic, lines[span.line - 1][:80])
        assert 1 <= span.end_column <= len(lines[span.end_line - 1]) + 2, diagnostic  # end: just past a line's end
        excerpt = render_text(diagnostic, text).split("\n")
        shown = "".join(char if char.isprintable() else " " for char in lines[span.line - 1])
        assert excerpt[1] == f"{span.line:>5} | {shown}", (excerpt[1][:80], shown[:80])  # the line the error is on
        assert excerpt[2].index("^") == len(f"{span.line:>5} | ") + span.column - 1, excerpt[2][:80]


def assert_formats(text: str, document) -> None:
    formatted = format_document(document, text)
    again = parse(formatted, PATH)
    assert again.ok, (formatted[:2000], again.diagnostics[:3])
    assert again.document == document
    assert [c.text for c in again.document.comments] == [c.text for c in document.comments]
    assert format_document(again.document, formatted) == formatted


# ---- input classes ------------------------------------------------------------------------------------------------

cards = st.sampled_from(CORPUS)


def tokens_of(text: str) -> list[str]:
    return TOKEN.findall(text)


@st.composite
def random_bytes(draw) -> bytes:
    return draw(st.binary(max_size=3000))


INVALID_UTF8 = [b"\xff", b"\xfe", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80", b"\x80"]


@st.composite
def bad_utf8(draw) -> bytes:
    data = draw(cards).encode("utf-8")
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.sampled_from(INVALID_UTF8)) + data[at:]
    return data


ANY_CHARACTER = st.one_of(st.characters(), st.characters(categories=["Cs"]))  # lone surrogates too


@st.composite
def unicode_text(draw) -> str:
    return draw(st.text(ANY_CHARACTER, max_size=400))


@st.composite
def unicode_in_cards(draw) -> str:
    words = tokens_of(draw(cards))
    for _ in range(draw(st.integers(1, 4))):
        words.insert(draw(st.integers(0, len(words))), draw(st.text(ANY_CHARACTER, min_size=1, max_size=4)))
    return "".join(words)


VOCABULARY = ["{", "}", "(", ")", ",", "\n", " ", "may", "if", "else", "when", "require", "unknown", "and", "or", "not",
              "gain", "pay", "rooms", "3+", "1..2", "1/1", "+1", "-5", ">=", "==", '"', '""', "@A", "@003", "#", "x-y", "7"]


@st.composite
def token_mutations(draw) -> str:
    words = tokens_of(draw(cards))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, max(0, len(words) - 1)))
        operation = draw(st.sampled_from(["delete", "duplicate", "swap", "replace", "insert"]))
        words = _mutate(words, at, operation, draw(st.sampled_from(VOCABULARY + words)))
    return "".join(words)


def _mutate(items: list[str], at: int, operation: str, other: str) -> list[str]:
    if not items:
        return [other]
    if operation == "delete":
        return items[:at] + items[at + 1 :]
    if operation == "duplicate":
        return items[: at + 1] + items[at:]
    if operation == "swap" and at + 1 < len(items):
        return items[:at] + [items[at + 1], items[at]] + items[at + 2 :]
    if operation == "replace":
        return items[:at] + [other] + items[at + 1 :]
    return items[:at] + [other] + items[at:]


@st.composite
def line_mutations(draw) -> str:
    lines = draw(cards).split("\n")
    for _ in range(draw(st.integers(1, 5))):
        at = draw(st.integers(0, len(lines) - 1))
        operation = draw(st.sampled_from(["delete", "duplicate", "swap", "replace", "insert"]))
        lines = _mutate(lines, at, operation, draw(st.sampled_from(lines + ["}", "{", "  may {", "else", ""])))
    return "\n".join(lines)


@st.composite
def splices(draw) -> str:
    first, second = draw(cards), draw(cards)
    if draw(st.booleans()):  # at line boundaries
        a, b = first.split("\n"), second.split("\n")
        return "\n".join(a[: draw(st.integers(0, len(a)))] + b[draw(st.integers(0, len(b))) :])
    return first[: draw(st.integers(0, len(first)))] + second[draw(st.integers(0, len(second))) :]


LINE_PATTERNS = ["a", "gain 1 vp ", "{", "(", ")", '"', '\\"', '"abc" ', "1a", "9", ", ", "} ", "$", "# ", "x-", "@A.",
                 "+", "1..", "1/", "may ", "x(", "\u00e9", "\u2028", "\f", "\x00", "  ", "unknown ", ">= "]


@st.composite
def long_lines(draw, sizes=(1_000, 10_000, 100_000)) -> str:
    lines = draw(cards).split("\n")
    pattern, size = draw(st.sampled_from(LINE_PATTERNS)), draw(st.sampled_from(sizes))
    at = draw(st.integers(0, len(lines)))
    return "\n".join(lines[:at] + ["  " + pattern * (size // len(pattern))] + lines[at:])


OPENERS = ["{", "(", "may {", "if money >= 1 {", "choose 1 {", "rooms(", "x(a, ", "each-opponent {", "{ gain 1 vp } else {"]
INNER = ["gain 1 vp", "", "pay 2 krones else lose 1 vp", "x y z", "}", ")", "$", '"']


@st.composite
def deep_nesting(draw, depths=(100, 250, 1000, 5000)) -> str:
    """Openers repeated to a depth around the limit or far past it, closed in full, in part or not at all,
    around a line of a card, inside an effect block or in place of a corpus card's body line."""
    depth = draw(st.one_of(st.integers(MAX_DEPTH - 3, MAX_DEPTH + 3), st.sampled_from(depths)))
    cycle = draw(st.lists(st.sampled_from(OPENERS), min_size=1, max_size=3))
    openers = [cycle[i % len(cycle)] for i in range(depth)]
    closers = ["}" if opener.endswith("{") else ")" for opener in reversed(openers)]
    closed = draw(st.sampled_from([depth, 0, depth // 2, max(0, depth - 1)]))
    body = "".join(openers) + draw(st.sampled_from(INNER)) + "".join(closers[:closed])
    if draw(st.booleans()):
        return f'staff 1 "Deep" {{\n  module custom\n  effect {{\n    {body}\n  }}\n}}\n'
    lines = draw(cards).split("\n")
    at = draw(st.integers(1, max(1, len(lines) - 2)))
    return "\n".join(lines[:at] + ["  " + body] + lines[at:])


@st.composite
def huge_numbers(draw) -> str:
    text = draw(cards)
    digits = "9" * draw(st.one_of(st.integers(MAX_DIGITS - 1, MAX_DIGITS + 2), st.sampled_from([4300, 4301, 5000, 100_000])))
    form = draw(st.sampled_from(["{}", "+{}", "-{}", "{}+", "1..{}", "{}..2", "{}/1", "1/{}", "{}x"]))
    numbers = list(NUMBER.finditer(text))
    if not numbers:
        return text + "\n" + form.format(digits)
    found = draw(st.sampled_from(numbers))
    return text[: found.start()] + form.format(digits) + text[found.end() :]


SPECIAL = ["\x00", "\ufeff", "\f", "\v", "\u2028", "\u2029", "\x85", "\x1c", "\r", "\r\n", "\t", "\x7f", "\ud800"]


@st.composite
def special_characters(draw) -> str:
    text = draw(cards)
    ending = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    text = ("\ufeff" if draw(st.booleans()) else "") + text.replace("\n", ending)
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(SPECIAL)) + text[at:]
    return text


# Each input class of issue 17, by name. The CI test runs every one; the bench target samples them all.
INPUT_CLASSES = {
    "random bytes": random_bytes(),
    "bad utf-8": bad_utf8(),
    "unicode": unicode_text(),
    "unicode in cards": unicode_in_cards(),
    "token mutations": token_mutations(),
    "line mutations": line_mutations(),
    "splices": splices(),
    "long lines": long_lines(),
    "deep nesting": deep_nesting(),
    "huge numbers": huge_numbers(),
    "NUL, CRLF, CR, BOM, form feed, U+2028": special_characters(),
}
# The bench target's larger inputs: lines of a megabyte, nesting 100,000 deep.
LARGE_CLASSES = {
    "megabyte lines": long_lines(sizes=(1_000_000,)),
    "very deep nesting": deep_nesting(depths=(20_000, 100_000)),
}


def crasher_name(label: str, source: str | bytes) -> str:
    """A stable file name for a saved crasher: its class, a hash of it, and .gah for text or .bin for bytes."""
    data, suffix = (source, ".bin") if isinstance(source, bytes) else (source.encode("utf-8", "surrogatepass"), ".gah")
    return f"{re.sub(r'[^a-z0-9]+', '-', label.lower()).strip('-')[:24]}-{hashlib.sha1(data).hexdigest()[:12]}{suffix}"


COMPRESS_FROM = 64 * 1024  # larger crashers are saved gzipped


def save_crasher(label: str, source: str | bytes, folder: Path | None = None) -> Path:
    data = source if isinstance(source, bytes) else source.encode("utf-8", "surrogatepass")
    path = (folder or REGRESSIONS) / crasher_name(label, source)
    if len(data) > COMPRESS_FROM:
        path, data = path.with_name(path.name + ".gz"), gzip.compress(data, mtime=0)
    path.write_bytes(data)
    return path


def load_crasher(path: Path) -> str | bytes:
    """A saved crasher as the input it was: bytes from a .bin file, text (lone surrogates kept) from a .gah one."""
    data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    binary = path.name.endswith((".bin", ".bin.gz"))
    return data if binary else data.decode("utf-8", "surrogatepass")


def saved_crashers(folder: Path | None = None) -> list[Path]:
    return sorted(p for p in (folder or REGRESSIONS).iterdir() if p.name.endswith((".gah", ".bin", ".gah.gz", ".bin.gz")))


REGRESSIONS = Path(__file__).parents[1] / "regressions" / "frontend"
