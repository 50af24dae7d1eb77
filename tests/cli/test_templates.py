"""`gah new KIND`: for every kind, the template checks with no error as printed; the allowed words it lists are
the words the checker accepts (both read the argument type's one list)."""
from __future__ import annotations

import pytest

from compiler import types as t
from compiler.corpus import check_texts
from compiler.kinds import KINDS
from dsl import ast
from dsl.ast import NO_SPAN
from gah.templates import template_for

CLOSED = [v for v in vars(t).values() if isinstance(v, t.ArgType) and v.choices]


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_s_template_checks_as_printed(kind: str) -> None:
    text = template_for(KINDS[kind], "500" if kind not in ("assumption", "values") else "mine", 'The "Big" Boss')
    report = check_texts([(f"new-{kind}.gah", text)])
    assert not report.errors, [str(d) for d in report.errors]


def _reads(argtype: t.ArgType, word: str) -> bool:
    stream = t.ArgStream((ast.Word(word),), NO_SPAN)
    try:
        argtype(stream)
    except t.BindError:
        return False
    return True


@pytest.mark.parametrize("argtype", CLOSED, ids=lambda a: a.name)
def test_the_listed_words_are_exactly_what_the_type_reads(argtype: t.ArgType) -> None:
    assert all(_reads(argtype, word) for word in argtype.choices)
    assert not _reads(argtype, "wizard")
