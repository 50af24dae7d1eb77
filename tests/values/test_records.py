"""The log header's values fingerprint and assumptions: written only when there are any, and type-checked on reading."""
from __future__ import annotations

import json

import pytest

from engine.records import LogError, header, read_game_log


def test_the_header_holds_values_and_assumptions_only_when_given() -> None:
    plain = header(1, 2, ["random", "random"], ("base", "custom"))
    assert "values" not in plain and "assumptions" not in plain
    full = header(1, 2, ["random", "random"], ("base", "ballrooms", "custom"), "sha256:0123456789abcdef", {"b": "y", "a": "x"})
    assert full["values"] == "sha256:0123456789abcdef" and list(full["assumptions"].items()) == [("a", "x"), ("b", "y")]
    assert full["modules"] == ["base", "ballrooms", "custom"]


@pytest.mark.parametrize("change, words", [
    ({"values": 5}, '"values" of the header record must be a string, not an integer'),
    ({"assumptions": ["a"]}, '"assumptions" of the header record must be an object, not a list'),
    ({"assumptions": {"a": 1}}, '"assumptions" must map each assumption to its answer, a string'),
])
def test_a_bad_values_or_assumptions_field_is_refused_at_line_1(tmp_path, change: dict, words: str) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps(header(1, 2, ["random", "random"], ("base", "custom")) | change) + "\n", encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_game_log(path)
    assert caught.value.line == 1 and words in caught.value.message


def test_a_good_header_with_both_reads(tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps(header(1, 2, ["random", "random"], ("base", "custom"), "sha256:00", {"a": "x"})) + "\n", encoding="utf-8")
    assert read_game_log(path).header["assumptions"] == {"a": "x"}
