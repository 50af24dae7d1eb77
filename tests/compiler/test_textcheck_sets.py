"""The text checker measured on the issue-14 sets (tests/compiler/textsets/): the realistic wrong texts are all
flagged, naming the difference; the paraphrases issue 14 lists all pass; the rates on the generated mutants
and the hand-written paraphrases are held as floors, on all cards and on the held-out third alone.

The floors are the rates measured when they were set (tests/compiler/textsets/figures.md), not the aims:
issue 14 aims at 95% of mutants caught and at most 2% of paraphrases flagged; the false-alarm rate on the
held-out paraphrases is far from that aim. A failure says only the rates, never which held-out cases missed,
so the held-out third stays unseen while the reader is developed.
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from compiler.textcheck import disagreements
from tests.compiler.textsets.sets import corpus_cards, flags, measure, mutant_cases, paraphrases, split, with_text, wrong_texts

MUTANTS_CAUGHT_FLOOR = {"all": 0.965, "held-out": 0.96}  # measured 97.1% and 96.6%
# measured 11.4%, 34.9% and 6.3% (the development set grew by 228 later paraphrases, flagged at 7.9%)
PARAPHRASES_FLAGGED_CEILING = {"all": 0.12, "held-out": 0.35, "dev": 0.065}


@lru_cache(maxsize=None)
def rates() -> dict:
    chosen = {"all": lambda cases: list(cases), "held-out": lambda cases: split(cases, True), "dev": lambda cases: split(cases, False)}
    return {(which, name): measure(disagreements, pick(cases), want)
            for name, cases, want in (("mutants", mutant_cases(), True), ("paraphrases", paraphrases(), False))
            for which, pick in chosen.items()}


def test_the_sets_are_big_enough() -> None:
    assert len(paraphrases()) >= 150 and len(mutant_cases()) >= 1500 and len(wrong_texts()) >= 25
    assert len(split(paraphrases(), True)) >= 50  # a held-out third worth measuring


@pytest.mark.parametrize("which", sorted(MUTANTS_CAUGHT_FLOOR))
def test_mutant_catch_rate_holds(which) -> None:
    rate = rates()[(which, "mutants")]
    caught, said = rate.rate, str(rate)  # only the rate in a failure: never which held-out cases missed
    assert caught >= MUTANTS_CAUGHT_FLOOR[which], f"{which}: caught {said}"


@pytest.mark.parametrize("which", sorted(PARAPHRASES_FLAGGED_CEILING))
def test_paraphrase_false_alarm_rate_holds(which) -> None:
    rate = rates()[(which, "paraphrases")]
    flagged, said = rate.rate, str(rate)
    assert flagged <= PARAPHRASES_FLAGGED_CEILING[which], f"{which}: flagged {said}"


@pytest.mark.parametrize("case", wrong_texts(), ids=lambda c: f"{c.key} {c.label}")
def test_every_realistic_wrong_text_is_flagged_naming_the_difference(case) -> None:
    found = flags(disagreements, case)
    assert any(case.expect in p for p in found), found


# The paraphrases issue 14 lists under Why, each on a card it fits.
ISSUE_PARAPHRASES = [
    ("staff 12", "Whenever you take a 3 or a 4 die, score 2 VP."),
    ("staff 45", "When you play this card, advance 3 spaces on the Emperor track."),
    ("guest 57", "You may prepare up to 2 rooms, each with a 1-krone discount."),
    ("emperor-tile A1", "Reward: gain 3 krones. Penalty: pay 3 krones; if you are unable to, lose 5 VP."),
    ("staff 27", "At game end, score 3 VP per occupied red room in your hotel."),
    ("guest 101", "Optionally move 3 Emperor steps up; you may also take a guest from the queue for free."),
    ("emperor-tile ballrooms-a", "Reward: take 2 champagne. Penalty: return 2 champagne from your kitchen; failing that, lose 5 VP."),
]


@pytest.mark.parametrize("key, text", ISSUE_PARAPHRASES, ids=[k for k, _ in ISSUE_PARAPHRASES])
def test_the_issue_paraphrases_pass(key, text) -> None:
    assert disagreements(with_text(corpus_cards()[key], text)) == []


def test_the_checker_never_fails_on_a_case() -> None:
    """`flags` counts a crash as 'not flagged'; no case may crash, so that never flatters a rate."""
    crashed = []
    for case in (*mutant_cases(), *paraphrases(), *wrong_texts()):
        try:
            disagreements(with_text(corpus_cards()[case.key], case.text))
        except Exception as problem:  # noqa: BLE001
            crashed.append((case.key, type(problem).__name__))
    assert not crashed, crashed[:5]
