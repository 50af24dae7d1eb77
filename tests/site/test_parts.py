"""The site's pieces one by one: the ruling run and its outcomes, the late slots, the drawings, related cards,
facts in words, note sorting and the attribute-safe escaping."""
from __future__ import annotations

import html as std_html
from pathlib import Path

import pytest

from compiler.corpus import check_paths, check_texts, default_corpus
from gah.site import boards, late
from gah.site.facts import fact_text, facts, for_players
from gah.site.markdown import escape, md, token
from gah.site.pages import cited, is_developer_note
from gah.site.related import related_index
from gah.site.rulings import HOW_TO_RUN, RulingRun, chapter_topics, read_rulings

FAKE_RULINGS = '''
import pytest


def test_passes() -> None:
    """Seed 003, Rule questions, "A?".

    Q: does this pass?  A: yes. It does.
    """


def test_fails() -> None:
    """Seed 004, an example.

    Q: does this fail?  A: it does.
    """
    assert False


@pytest.mark.xfail(strict=True, reason="not modelled")
def test_known_gap() -> None:
    assert False
'''


@pytest.fixture(scope="module")
def corpus():
    return check_paths([default_corpus()])


def one(corpus, kind: str, ident: str):
    return next(c for c in corpus.components if (c.kind.name, c.ident) == (kind, ident))


def fake_root(tmp_path: Path) -> Path:
    (tmp_path / "tests" / "rulings").mkdir(parents=True)
    (tmp_path / "tests" / "__init__.py").write_text("")
    (tmp_path / "tests" / "rulings" / "__init__.py").write_text("")
    (tmp_path / "tests" / "rulings" / "test_fake.py").write_text(FAKE_RULINGS)
    (tmp_path / "gah" / "site").mkdir(parents=True)  # the probe plugin must be importable from the run's folder
    for name in ("__init__.py", "site/__init__.py", "site/ruling_probe.py"):
        source = Path(__file__).parents[2] / "gah" / name
        (tmp_path / "gah" / name).write_text(source.read_text() if source.exists() else "")
    return tmp_path


# ---- rulings ----------------------------------------------------------------------------------------------------------


def test_the_ruling_run_records_what_really_happened(tmp_path) -> None:
    run = RulingRun(fake_root(tmp_path))
    assert [run.outcome(t).word for t in ("test_passes", "test_fails", "test_known_gap")] == ["passed", "failed", "expected failure"]
    assert "not modelled yet" in run.outcome("test_known_gap").detail or "known gap" in run.outcome("test_known_gap").detail
    assert not (tmp_path / "build").exists()  # the run writes no results file of its own


def test_without_tests_every_ruling_says_not_run_and_how_to_run(tmp_path) -> None:
    outcome = RulingRun(tmp_path).outcome("test_q01_anything")
    assert outcome.word == "not run" and HOW_TO_RUN in outcome.detail and "installed package" in outcome.detail


def test_a_run_inside_a_ruling_run_does_not_start_another(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAH_SITE_RULINGS_RUN", "1")
    run = RulingRun(fake_root(tmp_path))
    assert run.process is None and run.outcome("test_passes").word == "not run"


def test_rulings_read_their_question_answer_topic_and_cards(tmp_path) -> None:
    root = fake_root(tmp_path)
    found = {r.test: r for r in read_rulings(root, {"passes": "setup"}, {"tests/rulings/test_fake.py::test_fails": ["staff 1"]})}
    assert found["test_passes"].question == "Does this pass?" and found["test_passes"].short_answer == "Yes."
    assert found["test_passes"].topic == "setup" and found["test_fails"].cards == ("staff 1",)
    assert found["test_known_gap"].question == "Known gap?"  # a ruling without Q: still gets a heading


def test_every_ruling_of_the_suite_has_a_question_and_a_chapter() -> None:
    from gah.site.build import RULE_CHAPTERS, ROOT, docs_root

    topics, titles = chapter_topics(docs_root(), RULE_CHAPTERS)
    rulings = read_rulings(ROOT, topics, {})
    assert len(rulings) >= 45 and titles["setup"] == "Setup"
    assert [r.test for r in rulings if "Q:" not in r.question and not r.question.endswith("?")] == []
    assert [r.test for r in rulings if not r.answer or r.question.startswith(r.test[5:8])] == []
    assert [r.test for r in rulings if not r.topic] == []  # every ruling is linked from a rules chapter


def test_the_short_answer_does_not_stop_at_an_initial() -> None:
    from gah.site.rulings import Ruling

    ruling = Ruling("test_x", "f.py", "", "Q?", "E. Gizia #97 grants one main action. The rest follows.", "", "", ())
    assert ruling.short_answer == "E. Gizia #97 grants one main action."


# ---- late slots ---------------------------------------------------------------------------------------------------------


def test_slots_are_filled_with_escaped_values() -> None:
    from gah.site.rulings import Outcome
    from verifier.run import Finding

    values = late.LateValues(lambda test: Outcome("passed", f"<b>{test}</b>"), lambda: md("<p>ran</p>"),
                             {"staff 1": [Finding("p", 1, "staff 1", "caps", "PROVED", "<script>x</script>")]}, "run")
    text = f"a {late.slot('outcome', 'test_a')} b {late.slot('verdicts', 'staff 1', block=True)} {late.slot('summary', 'rulings')}"
    filled = late.fill(text, values)
    assert 'class="gah-late"' not in filled and "test passed" in filled and "<p>ran</p>" in filled
    assert "<script>" not in filled and "&lt;script&gt;" in filled and "<b>" not in filled
    assert std_html.unescape(filled.split('title="', 1)[1].split('"', 1)[0]) == "<b>test_a</b>"


def test_the_designers_section_fills_its_slot_and_only_its_own(corpus) -> None:
    from gah.site import pages
    from gah.site.rulings import Outcome

    staff = one(corpus, "staff", "12")
    section = pages.designers_section(staff, {"compiled": lambda c: ["on take-die"], "scenarios": {}})
    values = late.LateValues(lambda test: Outcome("passed", ""), lambda: md(""), {}, "run", {"staff 12": section})
    text = f"{late.slot('designers', 'staff 12', block=True)}\n{late.slot('designers', 'staff 13', block=True)}"
    filled = late.fill(text, values)
    assert filled.startswith('<details class="abstract gah-designers">') and filled.count("<details") == 1
    assert '<span class="nf">take-die</span>' in filled and "What the engine runs" in filled


def test_a_build_without_the_verifier_says_so() -> None:
    assert "Verification: not run: z3 missing." in late.verdicts_html(None, "not run: z3 missing", "staff 1")


# ---- drawings ---------------------------------------------------------------------------------------------------------


def test_the_board_drawing_follows_the_card(corpus) -> None:
    night = one(corpus, "hotel-board", "night")
    svg = "\n".join(boards.drawing(night, {}))
    colours = {f.values["floor"]: f.values["colors"] for f in facts(night) if f.name == "floor"}
    for floor, row in colours.items():
        for column, colour in enumerate(row, start=1):
            assert f'<g class="gah-room gah-room-{colour}" data-space="{floor}/{column}">' in svg
    assert svg.count("+2 VP") == svg.count("+3 VP") == svg.count("+4 VP") == 1
    assert svg.count('class="gah-board__edge"') > 20  # the outlines of the ten groups


def test_a_changed_board_card_changes_the_drawing(corpus) -> None:
    source = (default_corpus() / "base" / "boards" / "night.gah").read_text()
    changed = check_texts([("night.gah", source.replace("floor 1 blue yellow red red blue", "floor 1 red yellow red red blue")
                                            .replace("group 1 blue 1/1", "group 1 red 1/1"))])
    assert not changed.errors, changed.errors
    svg = "\n".join(boards.drawing(changed.components[0], {}))
    assert '<g class="gah-room gah-room-red" data-space="1/1">' in svg


def test_a_board_without_a_layout_is_not_drawn(corpus) -> None:
    assert boards.drawing(one(corpus, "hotel-board", "day-1"), {}) == []


def test_each_ballroom_row_is_drawn(corpus) -> None:
    rows = "\n".join(boards.ballroom(one(corpus, "ballroom", "apollosaal")))
    assert rows.count('class="gah-ballroom__row') == 3 and "gain 3 krones" in rows and "cost: unknown — " in rows


# ---- facts, notes, related ---------------------------------------------------------------------------------------------


def test_facts_read_as_words(corpus) -> None:
    by_name = {f.name: fact_text(f) for f in facts(one(corpus, "emperor-track", "main"))}
    assert by_name["spaces"] == "0 to 13" and by_name["vp"].startswith("0 1 2 3")
    night = {f.name: fact_text(f) for f in facts(one(corpus, "hotel-board", "night"))}
    assert night["first-room"] == "1/1"
    row = [fact_text(f) for f in facts(one(corpus, "ballroom", "apollosaal")) if f.name == "row"][0]
    assert row.startswith("row top · cost unknown — ") and row.endswith("gain 3 krones")


def test_pointers_into_the_data_files_are_left_out_for_players() -> None:
    assert for_players("no source gives it (lets-waltz.md §13 #1, #24)") == "no source gives it"
    assert for_players("no source gives the bonus") == "no source gives the bonus"


def test_designer_notes_are_told_from_player_notes() -> None:
    assert is_developer_note("Cost: 5 in the 2022 edition [003][A][B][J]; 3 in the old edition [004]. DEFAULT 5 (conflict #4).")
    assert is_developer_note("A1 to C4 are the engine ids of [A] and [B]; no printed tile number is known.")
    assert not is_developer_note("Each new room must touch an existing room orthogonally and match the colour of its space.")
    assert not is_developer_note("Spaces 3 and up form the reward area of the track.")


def test_citations_in_notes_link_to_the_sources_page() -> None:
    shown = cited("as [003] and [000 p.5] say")
    assert '[<a href="../../sources.html#source-003">seed 003</a>]' in shown
    assert '[<a href="../../sources.html#source-000">seed 000 p.5</a>]' in shown


def test_related_cards_share_a_trigger_or_a_target_not_a_verb(corpus) -> None:
    related = related_index(list(corpus.components))
    groom = [(c.kind.name, c.ident) for c, _ in related["staff 5"]]  # a red guest leaves the café: +2 krones
    assert {("staff", "6"), ("staff", "7"), ("staff", "8")} <= set(groom)  # the other colours' café staff
    reasons = [why for _, why in related["staff 5"]]
    assert all(why for why in reasons) and not any("gain" in why.split(":")[0] for why in reasons)
    assert "both staff from the base game" in " ".join(reasons) and "also acts on krones" in " ".join(reasons)


def test_related_reasons_read_as_english() -> None:
    """Regression: 'both celebrities celebrity cards', 'both ballrooms guest cards', 'also acts on krone'."""
    reasons = " | ".join(why for found in related_index(list(check_paths([default_corpus()]).components)).values() for _, why in found)
    for garbled in ("celebrities celebrity", "ballrooms guest cards", "acts on krone;", "acts on vp", "acts on emperor",
                    "also acts on coffee; also acts on"):
        assert garbled not in reasons
    assert "both celebrities from the Celebrities module" in reasons and "both guests from the Vienna Ballrooms module" in reasons


def test_a_card_with_nothing_in_common_has_no_related_cards() -> None:
    lonely = check_texts([("x.gah", 'staff 1 "A" {\n  module custom\n  cost 1\n  timing immediate\n  text "x"\n  effect {\n    gain 1 vp\n  }\n}\n'
                                    'guest 2 "B" {\n  module custom\n  color red\n  order 1 wine\n  vp 1\n  text "y"\n}\n')])
    assert not lonely.errors, lonely.errors
    assert related_index(list(lonely.components)) == {"staff 1": [], "guest 2": []}


# ---- escaping for attributes ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ['" onmouseover="alert(1)', "' onload='x", "<b>"])
def test_a_value_cannot_leave_a_quoted_attribute(value) -> None:
    attribute = md('<span title="{}">x</span>', value)
    assert attribute.count('"') == 2 and "'" not in attribute.split('"')[1]
    assert std_html.unescape(attribute.split('"')[1]) == value


def test_tokens_are_safe_class_names() -> None:
    assert token('a b"<c>') == "a-b-c" and token("") == "x" and escape("x").isascii()


def test_the_trigger_facet_names_die_faces_and_says_when_there_is_none(corpus) -> None:
    from gah.site.indexes import triggers

    assert triggers(one(corpus, "staff", "12")) == ["die 3", "die 4"]
    assert triggers(one(corpus, "staff", "9")) == ["no trigger"]  # permanent, set off by nothing


def test_a_card_is_titled_by_its_name_kind_and_number_and_a_one_of_a_kind_component_by_its_kind_alone(corpus) -> None:
    from gah.site.pages import display_title

    assert display_title(one(corpus, "staff", "17")) == "Kitchen Hand · staff 17"
    assert display_title(one(corpus, "balcony", "balcony")) == "Balcony · balcony"  # was 'Balcony · balcony balcony'
    assert display_title(one(corpus, "hotel-entrance", "dove")) == "Dove · hotel entrance dove"
