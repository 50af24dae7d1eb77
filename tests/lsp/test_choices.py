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
