"""One verdict on a card (issue 16, deliverable 2): your files are checked against the corpus they join, and a
folder with no cards is an error, not a clean "0 files"."""
from __future__ import annotations

from gah.inputs import checked

GUEST = 'guest {ident} "{name}" {{\n  module custom\n  color blue\n  order 1 wine\n  vp 2\n  text "A test guest."\n}}\n'


def _codes(tmp_path, text: str) -> list[tuple[str, int]]:
    (tmp_path / "mine.gah").write_text(text, encoding="utf-8")
    return [(d.code, d.span.line) for d in checked([tmp_path]).errors]


def test_a_name_the_corpus_already_uses_is_refused_by_check_alone(tmp_path) -> None:
    assert _codes(tmp_path, GUEST.format(ident=500, name="Opera Singer")) == [("E208", 1)]


def test_a_number_the_corpus_already_uses_is_refused(tmp_path) -> None:
    staff = 'staff 12 "Mine" {\n  module base\n  cost 1\n  timing immediate\n  text "Gain 1 strudel."\n  effect {\n    gain 1 strudel\n  }\n}\n'
    assert _codes(tmp_path, staff) == [("E207", 1)]


def test_a_card_of_its_own_is_clean(tmp_path) -> None:
    assert _codes(tmp_path, GUEST.format(ident=500, name="Tuba Player")) == []


def test_part_of_the_corpus_checked_alone_is_not_a_clash_with_itself() -> None:
    from compiler.corpus import default_corpus

    assert not checked([default_corpus() / "base" / "staff"]).errors


def test_a_folder_without_cards_is_an_error(tmp_path) -> None:
    (tmp_path / "notes.txt").write_text("not a card", encoding="utf-8")
    report = checked([tmp_path])
    assert [(d.code, d.path) for d in report.errors] == [("E110", str(tmp_path))]
