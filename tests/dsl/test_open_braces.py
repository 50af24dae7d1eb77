"""Issue 16, deliverable 4: a missing `}` is reported at the `{` it leaves open, and the cards before the broken
one are still checked; a missing number says that it is missing. `gah fmt` still rewrites nothing of such a file."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from compiler.corpus import check_texts
from dsl.braces import scan
from dsl.parser import parse

GUEST = 'guest {n} "Player {n}" {{\n  module custom\n  color blue\n  order {order}\n  vp 2\n  text "A test guest."\n{rest}'
GOOD = GUEST.format(n=500, order="1 wine", rest="}\n")
OPEN = GUEST.format(n=501, order="1 wine", rest="  reward {\n    gain 2 krones\n}\n")  # reward's '}' is missing: the last is the card's


def test_the_error_points_at_the_brace_left_open_and_the_card_before_is_checked() -> None:
    report = check_texts([("two.gah", GOOD + OPEN)])
    (error,) = report.errors
    assert (error.code, error.span.line, error.span.column) == ("E103", 14, 10) and "never closed" in error.message
    assert [c.ident for c in report.components] == ["500"]


def test_braces_in_strings_and_comments_are_text() -> None:
    text = 'guest 1 "A {" {  # a comment {\n  text "}}"\n}\n'
    assert scan(text).unclosed == () and scan(text).card_starts == (0,)
    assert scan(text.replace("\n}\n", "\n")).unclosed == (text.index("{  #"),)


def test_a_clean_file_is_one_document_and_a_broken_one_is_none() -> None:
    assert parse(GOOD).ok and parse(GOOD).partial == ()
    broken = parse(GOOD + OPEN)
    assert not broken.ok and [c.ident.value for c in broken.partial] == [500]


def test_a_number_missing_in_an_order_says_so_where_it_is_missing() -> None:
    (error,) = check_texts([("g.gah", GUEST.format(n=502, order="2 wine coffee", rest="}\n"))]).errors
    assert (error.code, error.span.line, error.span.column) == ("E206", 4, 16)
    assert error.message == "a number is missing before 'coffee': each item of an order has its own count"


def test_an_amount_missing_before_an_item_says_so() -> None:
    staff = 'staff 503 "Probe" {\n  module custom\n  cost 1\n  timing immediate\n  text "Gain a strudel."\n  effect {\n    gain strudel\n  }\n}\n'
    (error,) = check_texts([("s.gah", staff)]).errors
    assert (error.code, error.span.line, error.message) == ("E206", 7, "the amount is missing before 'strudel'")


def test_fmt_leaves_a_file_with_an_open_brace_untouched(tmp_path) -> None:
    path = tmp_path / "two.gah"
    path.write_text(GOOD + OPEN, encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-m", "gah", "fmt", str(path)], capture_output=True, text=True, cwd=root,
                            env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 1 and path.read_text(encoding="utf-8") == GOOD + OPEN


def test_a_closing_brace_closes_the_open_brace_at_its_own_indentation() -> None:
    text = 'staff 3 "Open" {\n  effect {\n    gain 1 wine\n}\n'
    assert scan(text).unclosed == (text.index("{\n    gain"),)
    assert scan(text.replace("\n}\n", "\n  }\n")).unclosed == (text.index("{"),)  # now the card's brace is open
