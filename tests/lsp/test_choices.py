"""What completion offers for a parameter is what the checker accepts there (and the test fires on a word it refuses)."""
from __future__ import annotations

from compiler import types as t
from gah.lsp.meaning import _accepts, _all_params, accepted_words


def test_every_offered_word_is_accepted_by_its_parameter():
    refused = [(p.name, word) for p in _all_params() for word in accepted_words(p.type) if not _accepts(p.type, word)]
    assert not refused, refused


def test_the_agreement_check_fires_on_a_word_the_checker_refuses():
    assert not _accepts(t.RESOURCE, "cofee") and not _accepts(t.ROOM_COLOR, "green") and _accepts(t.GUEST_COLOR, "green")


def test_a_closed_list_parameter_offers_words():
    empty = [p.name for p in _all_params() if p.type.choices and not accepted_words(p.type)]
    assert not empty and "with-die" in accepted_words(next(p.type for p in _all_params() if p.name == "space" and p.default))


def test_a_quick_fix_comes_from_the_diagnostics_fix_not_from_its_wording():
    """The checker's guess travels as data (Diagnostic.fix); the message's "did you mean" text is never parsed."""
    from compiler.corpus import check_texts
    from dsl.diagnostics import Diagnostic
    from dsl.spans import Span
    from gah.lsp.analysis import suggested_fix

    text = 'staff 500 "X" {\n  module custom\n  cost 1\n  timing permanant\n  text "X."\n}\n'
    typo = next(d for d in check_texts([("x.gah", text)]).diagnostics if d.code == "E218")
    assert typo.fix == "permanent" and suggested_fix(typo, text) == "permanent"
    reworded = Diagnostic("x.gah", typo.span, "E218", "a timing no card has", fix="permanent")
    assert suggested_fix(reworded, text) == "permanent"
    assert suggested_fix(Diagnostic("x.gah", typo.span, "E218", "unknown timing 'x'; did you mean 'final'?"), text) is None
    assert suggested_fix(Diagnostic("x.gah", Span.point(0, 0), "E218", "m", fix="final"), text) is None
