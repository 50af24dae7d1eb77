"""`gah export`: the card database as JSON (valid against its published schema) and CSV, round-tripped against
the corpus, and the command's errors (a bad format, a path gah may not write, cards with errors) that change
nothing."""
from __future__ import annotations

import csv
import io
import json

import jsonschema
import pytest

from compiler.corpus import check_paths, default_corpus
from gah import exporting
from gah.site.facts import facts
from tests.safety.support import crashed, gah

WALTZ_STAFF = default_corpus() / "lets-waltz" / "staff"


@pytest.fixture(scope="module")
def report():
    return check_paths([default_corpus()])


@pytest.fixture(scope="module")
def database(report):
    findings, verification = exporting.verdicts(report.components)
    return exporting.database(report.components, findings, verification)


def normalised(value):
    """A bound value as the export reads it back: conditions as their words, everything else as it is."""
    from compiler.render import condition_text
    from dsl import ast

    if isinstance(value, ast.Node):
        return condition_text(value)
    if isinstance(value, dict):
        return {k: normalised(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return tuple(normalised(v) for v in value)
    return value


def test_the_json_follows_its_published_schema(database) -> None:
    text = exporting.as_json(database)
    jsonschema.validate(json.loads(text), exporting.SCHEMA)
    assert json.loads(text)["version"] == exporting.VERSION and json.loads(text)["format"] == "gah-cards"


def test_the_schema_refuses_a_record_that_lost_a_field(database) -> None:
    broken = json.loads(exporting.as_json(database))
    del broken["components"][0]["facts"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, exporting.SCHEMA)


def test_every_fact_round_trips_through_json(report, database) -> None:
    loaded = json.loads(exporting.as_json(database))["components"]
    assert [(r["kind"], r["id"]) for r in loaded] == [(c.kind.name, c.ident) for c in report.components]
    for record, component in zip(loaded, report.components):
        expected = [(f.name, normalised(f.values), list(f.sources)) for f in facts(component)]
        assert [(f["name"], exporting.from_json(f["values"]), f["sources"]) for f in record["facts"]] == expected, record["id"]
        assert record["text"] == (component.value("text", "text") or "")
        assert [u["note"] for u in record["unknowns"]] == [u.note for u in component.unknowns]


def test_unknowns_and_verdicts_are_in_the_records(database) -> None:
    by_key = {(r["kind"], r["id"]): r for r in database["components"]}
    cost = by_key[("staff", "119")]["facts"][0]
    assert cost["name"] == "cost" and cost["values"] == {"cost": {"unknown": "no source prints the costs of expansion staff"}}
    assert cost["text"].startswith("unknown — ")
    found = {v["verdict"] for v in by_key[("staff", "12")]["verdicts"]}
    assert "PROVED" in found and found <= {"PROVED", "N/A"}  # N/A: a property that says nothing of this card, with its reason
    assert by_key[("guest", "75")]["canonical_text"].startswith("Reward:")


def test_the_csv_reads_back_as_the_json_says(database) -> None:
    rows = list(csv.DictReader(io.StringIO(exporting.as_csv(database))))
    assert len(rows) == len(database["components"])
    for row, record in zip(rows, database["components"]):
        assert (row["kind"], row["id"], row["name"], row["text"]) == (record["kind"], record["id"], record["name"], record["text"])
        assert json.loads(row["facts_json"]) == record["facts"]
    kitchen_hand = next(r for r in rows if (r["kind"], r["id"]) == ("staff", "17"))
    assert (kitchen_hand["cost"], kitchen_hand["timing"]) == ("5", "permanent")


def test_the_command_writes_json_and_csv(tmp_path) -> None:
    for format in ("json", "csv"):
        target = tmp_path / f"cards.{format}"
        result = gah("export", str(WALTZ_STAFF), "--format", format, "--out", str(target), timeout=120)
        assert result.returncode == 0 and not crashed(result), result.stderr
        assert "exported 30 components" in result.stderr
    assert len(json.loads((tmp_path / "cards.json").read_text())["components"]) == 30
    assert len(list(csv.DictReader(io.StringIO((tmp_path / "cards.csv").read_text())))) == 30


def test_the_command_prints_to_the_standard_output() -> None:
    result = gah("export", str(WALTZ_STAFF / "119-dancing-master.gah"), timeout=120)
    assert result.returncode == 0 and json.loads(result.stdout)["components"][0]["name"] == "Dancing Master"


@pytest.mark.parametrize("args, words, code", [(["--format", "xml"], "--format must be 'json' or 'csv', not 'xml'", 2),
                                               (["--out", "/dev/null"], "is a character device", 1),
                                               (["--out", "a-folder"], "is a folder", 1)])
def test_a_bad_command_line_is_a_clear_error_and_writes_nothing(tmp_path, args, words, code) -> None:
    (tmp_path / "a-folder").mkdir()
    result = gah("export", str(WALTZ_STAFF), *args, cwd=tmp_path, timeout=120)
    assert result.returncode == code and not crashed(result) and words in result.stderr, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-folder"] and not list((tmp_path / "a-folder").iterdir())


def test_cards_with_errors_export_nothing_and_keep_the_old_file(tmp_path) -> None:
    bad = tmp_path / "bad.gah"
    bad.write_text('staff 1 "X" {\n  module base\n  cost four\n}\n')
    kept = tmp_path / "cards.json"
    kept.write_text("the old export")
    result = gah("export", str(bad), "--out", str(kept), timeout=120)
    assert result.returncode == 1 and not crashed(result) and "nothing exported" in result.stderr
    assert kept.read_text() == "the old export"


def test_a_read_only_file_is_refused(tmp_path) -> None:
    kept = tmp_path / "cards.csv"
    kept.write_text("mine")
    kept.chmod(0o444)
    result = gah("export", str(WALTZ_STAFF), "--format", "csv", "--out", str(kept), timeout=120)
    assert result.returncode == 1 and "read-only" in result.stderr and kept.read_text() == "mine"
