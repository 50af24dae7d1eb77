"""The TextMate grammar for editors is generated from the Pygments lexer (gah/textmate.py): the committed file
must be what the generator gives today, and the two must scope every word and every corpus token alike."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from compiler.kinds import KINDS
from compiler.registry import REGISTRY
from gah import fsio
from gah.lexer import KEYWORDS, GahLexer
from gah.textmate import GRAMMAR_PATH, SCOPES, UNSCOPED, grammar, grammar_json

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted((ROOT / "cards").rglob("*.gah"))


def test_the_committed_grammar_is_the_generated_one(request):
    if request.config.getoption("--overwrite"):
        fsio.write_text(GRAMMAR_PATH, grammar_json())
    assert GRAMMAR_PATH.read_text(encoding="utf-8") == grammar_json(), "run `pytest --overwrite tests/lsp` to regenerate it"


def textmate_tokens(text: str, patterns: list[dict]) -> set[tuple[int, int, str]]:
    """Tokenize as a TextMate engine does with a flat list of `match` rules: line by line, at each point the rule
    whose match starts first wins (the earlier rule on a tie), and text no rule matches stays unscoped."""
    compiled = [(re.compile(p["match"]), p["name"]) for p in patterns]
    found, offset = set(), 0
    for line in text.split("\n"):
        found |= {(offset + start, offset + end, scope) for start, end, scope in _line_tokens(line, compiled)}
        offset += len(line) + 1
    return found


def _line_tokens(line: str, compiled):
    position = 0
    while position < len(line):
        matches = [(m.start(), index, m, scope) for index, (rule, scope) in enumerate(compiled) if (m := rule.search(line, position))]
        matches = [m for m in matches if m[2].end() > m[2].start()]
        if not matches:
            return
        start, _, match, scope = min(matches, key=lambda m: (m[0], m[1]))
        yield start, match.end(), scope
        position = match.end()


def pygments_tokens(text: str) -> set[tuple[int, int, str]]:
    return {(start, start + len(value), SCOPES[token]) for start, token, value in GahLexer().get_tokens_unprocessed(text)
            if token not in UNSCOPED}


def committed_patterns() -> list[dict]:
    return json.loads(GRAMMAR_PATH.read_text(encoding="utf-8"))["patterns"]


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_corpus_token_is_scoped_as_the_lexer_scopes_it(path: Path):
    text = path.read_text(encoding="utf-8")
    assert textmate_tokens(text, committed_patterns()) == pygments_tokens(text)


WORDS = [(word, "keyword.control.gah") for word in KEYWORDS] + [(word, "storage.type.kind.gah") for word in KINDS] + \
        [(word, "support.function.effect.gah") for word in REGISTRY["effect"]] + \
        [(word, "entity.name.function.event.gah") for word in REGISTRY["event"]] + \
        [(word, "variable.language.count.gah") for word in REGISTRY["count"] if word not in KINDS]


@pytest.mark.parametrize("word, scope", WORDS)
def test_every_word_the_lexer_knows_has_its_scope_in_the_grammar(word: str, scope: str):
    line = f"  {word} 1"
    assert (2, 2 + len(word), scope) in textmate_tokens(line, committed_patterns()) & pygments_tokens(line)


def test_a_word_the_lexer_gained_but_the_grammar_lacks_is_caught(monkeypatch):
    """The drift check fires: a new effect in the lexer's lists changes the generated grammar."""
    before = grammar()
    monkeypatch.setitem(REGISTRY["effect"], "teleport", REGISTRY["effect"]["gain"])
    monkeypatch.setattr(GahLexer, "tokens", _rebuilt_tokens())
    assert grammar() != before
    assert not any(re.search(p["match"], "teleport") for p in committed_patterns() if p["name"] == "support.function.effect.gah")


def _rebuilt_tokens() -> dict:
    from gah import lexer

    rules = [(lexer._words(REGISTRY["effect"]), token) if token is lexer.Name.Builtin else (pattern, token)
             for pattern, token in lexer.GahLexer.tokens["root"]]
    return {"root": rules}


def test_words_inside_longer_words_are_not_keywords():
    line = "  gain-more staffing when-ever"
    assert textmate_tokens(line, committed_patterns()) == pygments_tokens(line) == {(2, 11, "meta.word.gah"), (12, 20, "meta.word.gah"),
                                                                                   (21, 30, "meta.word.gah")}
