"""Issue 17, the front end's defects, each as found: every test here failed on f05a3fc.

Only the public front end is used (parse, format_document, render_text, check_texts), so the file runs
unchanged against older code. The fuller tests of each fix are in test_limits.py, test_source_lines.py,
test_recovery.py and test_roundtrip.py.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from lark.parsers import lalr_parser_state

from compiler.corpus import check_texts
from dsl.diagnostics import render_text
from dsl.formatter import format_document
from dsl.parser import parse

CARDS = Path(__file__).parents[2] / "cards"
GOOD = (CARDS / "base" / "staff" / "01-breakfast-server.gah").read_text(encoding="utf-8")


# ---- defect 2: the formatter commented out a fallback ------------------------------------------------------


def test_a_comment_after_a_fallback_call_stays_after_it() -> None:
    text = 'staff 1 "X" {\n  effect {\n    choose {\n      pay 3 krones\n    } else gain 2 krones  # c\n  }\n}\n'
    formatted = format_document(parse(text).document, text)
    assert "} else gain 2 krones  # c" in formatted and parse(formatted).document == parse(text).document


# ---- defect 7: huge numbers and deep nesting crashed the parser, and with it the whole check -----------------

HUGE_NUMBER = 'staff ' + "9" * 5000 + ' "X" {\n}\n'
DEEP_BLOCKS = 'staff 1 "X" {\n effect ' + "{" * 250 + "}" * 250 + "\n}\n"


@pytest.mark.parametrize("text", [HUGE_NUMBER, DEEP_BLOCKS], ids=["5000-digit number", "250-deep blocks"])
def test_the_input_is_a_located_diagnostic_not_an_exception(text: str) -> None:
    (diagnostic, *_) = parse(text, "bad.gah").diagnostics
    assert diagnostic.code.startswith("E1") and diagnostic.span.line >= 1


def test_a_bad_file_does_not_stop_the_checking_of_the_others() -> None:
    report = check_texts([("number.gah", HUGE_NUMBER), ("deep.gah", DEEP_BLOCKS), ("good.gah", GOOD)])
    assert {d.path for d in report.errors} == {"number.gah", "deep.gah"}
    assert [c.path for c in report.components] == ["good.gah"]


# ---- defect 8: one typo made checking a card 500 times slower ------------------------------------------------


def test_recovering_from_a_typo_copies_no_parser_state(monkeypatch) -> None:
    """lark's interactive parser deep-copied its whole value stack at every step of the recovery search;
    the cost grew with everything parsed before the typo, for every error."""
    copies = []
    original = lalr_parser_state.ParserState.copy
    monkeypatch.setattr(lalr_parser_state.ParserState, "copy", lambda self, *a, **k: copies.append(1) or original(self, *a, **k))
    card = (CARDS / "base" / "objectives" / "113-four-blue-three-red.gah").read_text(encoding="utf-8")
    result = parse(card.replace("rooms(occupied,", "rooms(occupied, )", 1))
    assert [d.code for d in result.diagnostics] == ["E102"] and not copies


# ---- defect 10: line breaks lark does not count shifted the excerpt; a byte-order mark was an error ----------


@pytest.mark.parametrize("char", ["\f", "\u2028"], ids=["form feed", "U+2028"])
def test_the_excerpt_shows_the_line_of_the_error(char: str) -> None:
    text = f'staff 1 "X" {{\n  note "a{char}b"\n  cost 2 $\n}}\n'
    (diagnostic,) = parse(text).diagnostics
    assert render_text(diagnostic, text).split("\n")[1] == "    3 |   cost 2 $"


def test_a_byte_order_mark_is_accepted() -> None:
    assert parse("\ufeff" + GOOD).ok
