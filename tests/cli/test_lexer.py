"""The Pygments lexer: every part of a real card gets a meaningful token, nothing is an error token."""
from __future__ import annotations

from pygments.token import Comment, Error, Keyword, Name, Number, String

from compiler.corpus import card_files, default_corpus
from gah.lexer import GahLexer


def tokens(text: str):
    return [(kind, value) for kind, value in GahLexer().get_tokens(text) if value.strip()]


def test_a_card_is_highlighted() -> None:
    found = dict((value, kind) for kind, value in tokens('staff 1 "X" { # note\n  cost 4 @A\n  when take-die 3 {\n    may gain 1 vp per rooms(occupied)\n  }\n}\n'))
    assert found["staff"] in Keyword.Declaration and found["may"] in Keyword and found["when"] in Keyword
    assert found["gain"] in Name.Builtin and found["take-die"] in Name.Function and found["rooms"] in Name.Variable
    assert found['"X"'] in String and found["@A"] in Name.Decorator and found["4"] in Number and found["# note"] in Comment


def test_the_whole_corpus_lexes_without_error_tokens() -> None:
    for path in card_files([default_corpus()])[0]:
        assert not [v for kind, v in tokens(path.read_text(encoding="utf-8")) if kind in Error], path.name


def test_the_lexer_is_registered_with_pygments() -> None:
    from importlib.metadata import entry_points

    names = [entry.name for entry in entry_points(group="pygments.lexers")]
    assert "gah" in names


def test_a_string_with_escapes_is_one_string_token() -> None:
    """Regression: a `\\n` inside a string ended the string token, so the rest of the text was lexed as code."""
    text = r'text "a \"b\" \\ c\nd # not a comment"'
    assert (String.Double, text[5:]) in [(k, v) for k, v in tokens(text)]
