"""Programs generated from the grammar itself (hypothesis.extra.lark), for round-trip and fuzz tests.

Every token is padded with a space so that neighbouring tokens cannot merge into one; words that are
keywords are left out of NAME; comments are not generated (a comment would swallow the rest of a line).
"""
from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark

from dsl.parser import grammar_parser, lark_parser

KEYWORDS = {"may", "if", "else", "when", "require", "unknown", "and", "or", "not"}

_name = st.from_regex(r"[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,4}){0,2}", fullmatch=True).filter(lambda w: w not in KEYWORDS)
_small = st.integers(min_value=0, max_value=99)
_text = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=12).map(
    lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"')

TERMINALS = {
    "NAME": _name,
    "INT": _small.map(str),
    "SIGNED_INT": st.builds(lambda sign, n: f"{sign}{n}", st.sampled_from("+-"), _small),
    "AT_LEAST": _small.map(lambda n: f"{n}+"),
    "RANGE": st.builds(lambda a, b: f"{a}..{b}", _small, _small),
    "SPACE_REF": st.builds(lambda a, b: f"{a}/{b}", _small, _small),
    "STRING": _text,
    "SOURCE_TAG": st.from_regex(r"@[A-Za-z0-9]{1,4}(\.[a-z0-9]{1,3})?", fullmatch=True),
    "COMPARATOR": st.sampled_from([">=", "<=", "==", "!=", ">", "<"]),
    "COMMENT": st.just(" "),
    "WS": st.just(" "),
    "_NL": st.just("\n"),
}


def _padded(strategy):
    return strategy.map(lambda token: f" {token} ")


def _literal_terminals() -> dict:
    """Keywords and punctuation ("may", "{", ...), each as its fixed text."""
    return {t.name: st.just(t.pattern.value) for t in lark_parser().terminals if t.name not in TERMINALS and t.pattern.type == "str"}


def programs():
    explicit = {name: _padded(strategy) for name, strategy in {**TERMINALS, **_literal_terminals()}.items()}
    return from_lark(grammar_parser(), start="start", explicit=explicit)
