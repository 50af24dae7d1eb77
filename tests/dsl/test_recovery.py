"""Error recovery (dsl/recovery.py and the driver in dsl/parser.py): same answers as lark, in linear time.

Speed itself is measured by bench/frontend_worst.py; these tests pin down the properties that make it
linear: nothing is copied, a search is done once per kind of break, a line costs at most two errors, a
file at most MAX_ERRORS, and unreadable text is skipped in one step.
"""
from __future__ import annotations

import random
import re

import pytest
from lark import Token
from lark.exceptions import UnexpectedInput, UnexpectedToken

from compiler.corpus import card_files, default_corpus
from dsl import parser as dsl_parser
from dsl import recovery
from dsl.parser import MAX_ERRORS, STRAY, lark_parser, parse

CORPUS = [p.read_text(encoding="utf-8") for p in card_files([default_corpus()])[0]]
BREAKERS = ["", "{", "}", "(", ")", ",", "else", "may", "if", "7", '"', "\n", "x(", ">=", "unknown", "@A", "and"]


def broken_cards(count: int, seed: int = 17) -> list[str]:
    """Corpus cards with a few tokens replaced by ones that break them."""
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        words = rng.choice(CORPUS).split(" ")
        for _ in range(rng.randint(1, 4)):
            words[rng.randrange(len(words))] = rng.choice(BREAKERS)
        texts.append(" ".join(words))
    return texts


def first_token_errors(texts: list[str]) -> list[UnexpectedToken]:
    """The first syntax error of each text that has one, straight from lark."""
    errors = []
    for text in texts:
        try:
            lark_parser().parse(text + "\n")
        except UnexpectedToken as error:
            errors.append(error)
        except UnexpectedInput:
            pass
    return errors


ERRORS = first_token_errors(broken_cards(120))


def test_the_sample_has_errors_to_compare() -> None:
    assert len(ERRORS) > 60


def test_accepts_agrees_with_lark() -> None:
    for error in ERRORS:
        assert recovery.accepts(error.interactive_parser.parser_state) == error.interactive_parser.accepts(), error


def _lark_path_to_newline(parser, limit: int = 6):
    """The search as it was written with lark's immutable interactive parser (the reference)."""
    frontier = [((), parser.as_immutable())]
    for _ in range(limit):
        following = []
        for path, state in frontier:
            if "_NL" in state.choices() and _accepts(state, "_NL"):
                return path + ("_NL",)
            for choice in state.choices():
                if choice.isupper() and not choice.startswith("$") and _accepts(state, choice):
                    following.append((path + (choice,), state.feed_token(Token(choice, "0"))))
        frontier = following[:200]
    return None


def _accepts(state, terminal: str) -> bool:
    try:
        state.feed_token(Token(terminal, ""))
    except UnexpectedInput:
        return False
    return True


def test_path_to_newline_agrees_with_the_search_on_lark_parsers() -> None:
    for error in ERRORS[:40]:
        assert recovery.path_to_newline(error.interactive_parser.parser_state) == _lark_path_to_newline(error.interactive_parser)


def count_feeds(monkeypatch) -> list:
    feeds = []
    original = recovery.Table.feed
    monkeypatch.setattr(recovery.Table, "feed", lambda self, at, terminal: feeds.append(1) or original(self, at, terminal))
    return feeds


def test_a_search_is_done_once_for_a_break_repeated_on_many_lines(monkeypatch) -> None:
    text = 'staff 1 "X" {\n' + "  gain 1 vp per rooms(occupied, )\n" * 40 + "}\n"
    feeds = count_feeds(monkeypatch)
    recovery._KNOWN.clear()
    parse(text)
    remembered = len(feeds)
    feeds.clear()
    recovery._KNOWN.clear()
    monkeypatch.setattr(recovery, "_remember", lambda *args: None)
    parse(text)
    assert remembered * 5 < len(feeds)


def count_recoveries(monkeypatch) -> list:
    calls = []
    original = dsl_parser._Parse._recover
    monkeypatch.setattr(dsl_parser._Parse, "_recover", lambda self, error: calls.append(error) or original(self, error))
    return calls


@pytest.mark.parametrize("line", [", " * 2000, "} " * 2000, "gain ) ( , " * 500, "$ % " * 1000, "1a " * 1000, '"\\' * 2000])
def test_a_long_broken_line_costs_at_most_two_errors(monkeypatch, line: str) -> None:
    calls = count_recoveries(monkeypatch)
    result = parse('staff 1 "X" {\n  ' + line + "\n  gain 1 vp $\n}\n")
    assert [d.span.line for d in result.diagnostics] == [2, 3]
    assert len([e for e in calls if (e.line if isinstance(e.line, int) else 0) == 2]) <= 2


def test_a_file_reports_at_most_MAX_ERRORS_and_says_so(monkeypatch) -> None:
    calls = count_recoveries(monkeypatch)
    result = parse('staff 1 "X" {\n' + "  gain ) vp\n" * (MAX_ERRORS * 3) + "}\n")
    assert len(result.diagnostics) == MAX_ERRORS + 1 and len(calls) == MAX_ERRORS + 1
    last = result.diagnostics[-1]
    assert last.code == "E109" and last.span.line == MAX_ERRORS + 2


@pytest.mark.parametrize("text, code", [
    ('staff 1 "X" {\n  note "' + '\\"' * 3000 + "\n}\n", "E104"),
    ('staff 1 "X" {\n  cost ' + "9" * 5000 + "x\n}\n", "E105"),
    ('staff 1 "X" {\n  cost 2 ' + "\u00a7" * 5000 + "\n}\n", "E101"),
])
def test_unreadable_text_is_one_error_whatever_its_length(monkeypatch, text: str, code: str) -> None:
    calls = count_recoveries(monkeypatch)
    assert [d.code for d in parse(text).diagnostics] == [code] and len(calls) == 1


# Every terminal, with a second character for those that need one, as they can begin a token.
TOKEN_STARTS = ["", "1", "a", "=", '"', "\n", ".1", "/1"]


def can_begin_a_token(char: str) -> bool:
    patterns = [re.compile(t.pattern.to_regexp()) for t in lark_parser().terminals]
    return any(p.match(char + rest) for p in patterns for rest in TOKEN_STARTS)


def test_stray_characters_are_exactly_those_that_cannot_begin_a_token() -> None:
    sample = [chr(c) for c in range(0x3000)] + ["\u2028", "\ufeff", "\U0001F600", "\uff11"]
    wrong = [c for c in sample if bool(STRAY.fullmatch(c)) == can_begin_a_token(c)]
    assert not wrong, [hex(ord(c)) for c in wrong]
