"""The checker on wrong texts made from the paraphrases it reads (tests/compiler/textsets/paraphrase_mutants.py): each
development set's passing paraphrases, mutated one fact at a time, must stay caught. A reading that accepts a new
wording but drops one of its facts (who, polarity, a state) lets these through; the floors are what was measured when
the set of operators was first run over the readings (session 12, after its six fixes), each a little under it for the
mutants that say the same as the card (listed in the module's docstring)."""
from __future__ import annotations

import pytest

from tests.compiler.textsets.paraphrase_mutants import WORDED, amount_word, dearer, full_cost, opposite, paraphrase_mutants
from tests.compiler.textsets.mutants import OPERATORS
from tests.compiler.textsets.sets import corpus_cards, file_paraphrases, measure, remembered, with_text

# set file -> (least mutants made, least share caught). Measured at the end of session 12 (its readings merged, the
# mutants that say the same rule left out): fresh7a 614/617 (99.5%), fresh7b 692/695 (99.6%), dev7a 648/648, dev7b
# 924/937 (98.6%), dev6a 618/624 (99.0%), dev6b 753/767 (98.2%). At its start the same operators (less the worded ones,
# with the same-rule mutants in) caught 96-99%, with eight real wrong texts among the misses, since fixed.
FLOORS = {"fresh7a.toml": (600, 0.99), "fresh7b.toml": (680, 0.99), "paraphrases-dev7a.toml": (630, 0.99),
          "paraphrases-dev7b.toml": (900, 0.98), "paraphrases-dev6a.toml": (600, 0.985), "paraphrases-dev6b.toml": (740, 0.975),
          # session 17: the newest writers too, after its fixes (an 'or' no piece reads as a choice was read as 'and'):
          # dev9a 499/502, dev10a 469/470, dev9b 325/328, dev10b 215/218
          "paraphrases-dev9a.toml": (490, 0.99), "paraphrases-dev10a.toml": (460, 0.99), "paraphrases-dev9b.toml": (320, 0.985),
          "paraphrases-dev10b.toml": (210, 0.985),
          # session 27: its two DEVELOP writers, dev11a 753/760 (the misses: 'loses 0 VP' for 'scores 0 VP', a worth of
          # nothing either way, and one 'may' that English lets cover both verbs after it), dev12a 510/513
          "paraphrases-dev11a.toml": (750, 0.99), "paraphrases-dev12a.toml": (500, 0.99),
          # session 28: its DEVELOP writer, dev13a 500/507 (the misses: 'and' for 'or' in a list of facts said to be unknown,
          # 'colour, order or VP unknown', the same claim; and '0 krones' for '0 VP' on a guest worth nothing)
          "paraphrases-dev13a.toml": (500, 0.985)}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_mutants_of_the_paraphrases_read_stay_caught(name: str) -> None:
    made, least = FLOORS[name]
    mutants = paraphrase_mutants(name)
    caught = measure(remembered, mutants, True)
    assert len(mutants) >= made, f"{name}: only {len(mutants)} mutants made"
    assert caught.rate >= least, f"{name}: {caught} caught; missed: {[(c.key, c.label) for c in caught.misses][:12]}"


def test_a_mutant_of_a_paraphrase_is_the_paraphrase_with_one_fact_changed() -> None:
    """The generator itself: mutants come only from paraphrases that read, each differs from one of them, and the
    operators that make them are named (so a miss says which fact slipped)."""
    name = "paraphrases-dev7a.toml"
    mutants, said = paraphrase_mutants(name), {case.key: case.text for case in file_paraphrases(name)}
    assert mutants and all(m.label in ("trigger", *OPERATORS, *WORDED) for m in mutants)
    assert all(m.key in said and m.text != said[m.key] for m in mutants)
    flagged = {case.key for case in file_paraphrases(name) if remembered(with_text(corpus_cards()[case.key], case.text))}
    assert flagged and not flagged & {m.key for m in mutants}  # a paraphrase flagged makes no mutants: its facts are unread


def test_the_worded_operators_change_one_fact_each() -> None:
    assert list(amount_word("Gain two krones and one VP.")) == ["Gain three krones and one VP.", "Gain two krones and two VP."]
    assert list(full_cost("You may prepare 1 room for free.")) == ["You may prepare 1 room at the usual cost."]
    assert list(dearer("Play 1 staff card for 2 krones less.")) == ["Play 1 staff card for 2 krones more."]
    assert list(opposite("Top row: 3 krones; never more cake than strudel.")) == ["Bottom row: 3 krones; never more cake than strudel.",
                                                                              "Top row: 3 krones; always more cake than strudel."]
    assert not list(amount_word("One of them goes back.")) and not list(dearer("pay less"))  # no number of a thing: no mutant
