"""A Pygments lexer for the gah card language, registered as `gah` through the `pygments.lexers`
entry point, so ```gah blocks are highlighted in the docs, the site and any Pygments tool."""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, String, Text, Whitespace

from compiler.kinds import KINDS
from compiler.registry import REGISTRY

KEYWORDS = ("may", "if", "else", "when", "require", "unknown", "and", "or", "not")


def _words(names) -> object:
    return words(sorted(names, key=len, reverse=True), prefix=r"(?<![\w-])", suffix=r"(?![\w-])")


class GahLexer(RegexLexer):
    name = "gah"
    aliases = ["gah"]
    filenames = ["*.gah"]
    mimetypes = ["text/x-gah"]

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"#.*?$", Comment.Single),
            (r'"(\\["\\n]|[^"\\\n])*"', String.Double),  # the grammar's STRING: escapes \" \\ \n
            (r"@[A-Za-z0-9]+(\.[A-Za-z0-9]+)*", Name.Decorator),
            (_words(KEYWORDS), Keyword),
            (_words(KINDS), Keyword.Declaration),
            (_words(REGISTRY["effect"]), Name.Builtin),
            (_words(REGISTRY["event"]), Name.Function),
            (_words(REGISTRY["count"]), Name.Variable),
            (r"\d+/\d+|\d+\.\.\d+|\d+\+|[+-]?\d+", Number),
            (r">=|<=|==|!=|>|<", Operator),
            (r"[{}(),]", Punctuation),
            (r"[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*", Name),
            (r".", Text),
        ],
    }


__all__ = ["GahLexer", "bygroups"]
