"""Wrong texts made from the paraphrases the reader reads: every mutant operator of tests/compiler/textsets/mutants.py
(polarity, who, and/or, a comparison, occupied/vacant, a swapped trigger, the timing, a colour, a floor, 'may', up/down,
an amount, a unit, a die face) applied to each paraphrase of a development set that reads as its card.

Why: each reading made for a new writer's wording ('First one there takes 15 VP', 'for a yellow group you move 2 steps')
must still hold every fact of that wording; the corpus' own mutants never use those wordings. Session 12 found with it
six wrong texts the checker passed (a fallback's lack naming another thing, the opponents' 'per turn', a free take said
of the opponents, 'or' between two changes, a claimant who pays, a colour's gain given to the opponents).

Some mutants say the same as the card and are never flagged, by design of the operators rather than a reader's fault:
'may' dropped before 'up to' ('you may prepare up to 2 rooms' and 'prepare up to 2 rooms' are one rule) or on an ability
used once per round, 'and'/'or' between a rank table's places or inside 'a dish or drink', a printed '0 VP' said in
krones. The floors of tests/compiler/test_textcheck_paraphrase_mutants.py are set below 100% for them.
"""
from __future__ import annotations

from functools import lru_cache

from compiler.textcheck import disagreements
from tests.compiler.textsets.mutants import mutants
from tests.compiler.textsets.sets import Case, corpus_cards, file_paraphrases, with_text


@lru_cache(maxsize=None)
def paraphrase_mutants(name: str) -> tuple[Case, ...]:
    """The mutants of each paraphrase of the set file `name` that the checker reads as its card (label: the operator)."""
    cards = corpus_cards()
    texts = {key: card.value("text", "text") for key, card in cards.items()}
    read = [case for case in file_paraphrases(name) if not disagreements(with_text(cards[case.key], case.text))]
    return tuple(Case(case.key, text, operator) for case in read for operator, text in mutants(case.text, texts, case.key))
