"""The checker on wrong texts made by inserting one phrase false of the card into a paraphrase it reads
(tests/compiler/textsets/insertions.py): a hold on a card done at once, a time or a condition the card does not have, a
count on a card that counts nothing, a place or a track a unit never has. A phrase the reader reads past lets these
through; each kind's share passing is held under a ceiling, measured on every SAMPLE-th paraphrase of the development
writers when the test was written (session 18, after its fixes; the figures are in CEILINGS' comment)."""
from __future__ import annotations

from collections import Counter

import pytest

from compiler import meaning as m
from compiler.textcheck import disagreements
from tests.compiler.textsets import deletions as dels
from tests.compiler.textsets import insertions as ins
from tests.compiler.textsets.sets import DEVELOP_WRITERS, corpus_cards, file_paraphrases, with_text

SAMPLE = 5  # every fifth paraphrase of each development writer (about 85 s); the whole set takes six minutes
# kind -> (least wordings made, most share passing). Measured when written (session 18, after its fixes), on the sample:
# the first two rounds, 1 of 4,437 wordings passed (lead-round-3 1/364; at-least 0/199, bank 0/127, from-opponent 0/215,
# hold-game 0/154, hold-round 0/154, kitchen-from 0/164, kitchen-into 0/164, lead-final 0/337, lead-if 0/273, lead-once
# 0/63, lead-round 0/378, lead-setup 0/407, main-action 0/241, money-track 0/127, per-dancer 0/175, per-room 0/175,
# to-supply 0/174, twice 0/215, up-to 0/131). On the whole DEVELOP set 15 of 20,151 passed; before the fixes 1,857 did
# (kitchen-into 616/768, lead-round-3 244 of the second round's 287). 'twice', 'from each opponent' and 'at least' never
# passed: they hold readings made before this test. The third round's six kinds (emperor-track 0/188, face-down 0/227,
# hand-items 0/88, lead-round-start 0/349, per-opponent 0/175, instead 109/233 on the sample) passed 2,241 of 6,024
# DEVELOP wordings before its fixes and 524 after, 519 of them 'instead' (of 1,113).
# 'instead' said alone (109/233 on the sample when written) was read past, since the lexicon's option 'instead' said
# nothing; session 19 reads it only where its sentence says the other thing (compiler/textlex_fallback.py), and its
# predicate leaves out cards 'instead' may be true of: 0 of 217 on the sample, 6 of 1,059 on the whole DEVELOP set
# before the predicate was narrowed (a choice's last option, a card that skips a penalty). Session 19's fourth round,
# written before it was first run (if-you-wish 0/107, opponents-too 0/248, or-more 0/199, first-floor 0/15, each-round
# 0/136 on the sample), passed 9 of 522 'if you wish' on the whole DEVELOP set (and 7 of 414 on MEASURE, counts only);
# after the fix 0 and 3. The fifth round, written the same way (once 0/40, each 0/96, at-no-cost 0/16, next-round
# 0/228, left-player 0/215 on the sample), found no leak: its 13 passing DEVELOP wordings of 'each' were true of their
# cards ('play 1 staff card each at 1 krone less'), and the predicate was narrowed to cards with no price changed.
MADE = {"at-least": 199, "bank": 127, "emperor-track": 188, "face-down": 227, "from-opponent": 215, "hand-items": 88,
        "hold-game": 154, "hold-round": 154, "instead": 217, "kitchen-from": 164, "kitchen-into": 164, "lead-final": 337,
        "lead-if": 273, "lead-once": 63, "lead-round": 378, "lead-round-3": 364, "lead-round-start": 349, "lead-setup": 407,
        "main-action": 241, "money-track": 127, "per-dancer": 175, "per-opponent": 175, "per-room": 175, "to-supply": 174,
        "twice": 215, "up-to": 131, "if-you-wish": 107, "opponents-too": 248, "or-more": 199, "first-floor": 15, "each-round": 136,
        "once": 40, "each": 96, "at-no-cost": 16, "next-round": 228, "left-player": 215}
CEILINGS: dict[str, tuple[int, float]] = {kind: (made * 9 // 10, 0.01) for kind, made in MADE.items()}


def _outcome(cases_of) -> tuple[Counter, Counter, dict]:
    """(made, passed, examples passing) per kind, of the wrong wordings `cases_of(writer, SAMPLE)` makes."""
    made, passed, examples = Counter(), Counter(), {}
    for name in DEVELOP_WRITERS:
        for case in cases_of(name, SAMPLE):
            made[case.label] += 1
            if not disagreements(with_text(corpus_cards()[case.key], case.text)):
                passed[case.label] += 1
                examples.setdefault(case.label, []).append((case.key, case.text))
    return made, passed, examples


def _held(outcome: tuple, kind: str, least: int, most: float) -> None:
    """At least `least` wordings of `kind` made, and at most the share `most` of them passing."""
    made, passed, examples = outcome
    assert made[kind] >= least, f"{kind}: only {made[kind]} wordings made"
    assert passed[kind] / made[kind] <= most, f"{kind}: {passed[kind]}/{made[kind]} pass, e.g. {examples.get(kind, [])[:3]}"


@pytest.fixture(scope="module")
def outcome() -> tuple[Counter, Counter, dict]:
    return _outcome(ins.insertion_cases)


@pytest.mark.parametrize("kind", sorted(CEILINGS))
def test_phrases_false_of_the_card_stay_caught(kind: str, outcome) -> None:
    _held(outcome, kind, *CEILINGS[kind])


def test_every_insertion_has_a_ceiling() -> None:
    assert set(CEILINGS) == {i.name for i in ins.INSERTIONS}


def _meaning(key: str) -> m.Meaning:
    return m.card_meaning(corpus_cards()[key])


# Each predicate of falsity, true of a card it is built for and false of one it is not.
PREDICATES = [
    (ins.done_at_once, "guest 51", "staff 12"),  # a guest's reward is done at once; a trigger lasts
    (ins.never_at_game_end, "staff 12", "staff 27"),  # 27 scores at the end of the game
    (ins.never_once_per_round, "guest 51", "staff 122"),
    (ins.unconditional, "guest 51", "emperor-tile A1"),  # the tile's penalty has a fallback
    (ins.counts_nothing, "guest 51", "emperor-tile C3"),  # C3 scores per staff card
    (ins.gives_nothing_back, "guest 51", "staff 122"),  # 122 pays champagne
    (ins.never_optional, "guest 51", "guest 101"),  # 101 may move up the Emperor track
    (ins.no_floor, "guest 51", "guest 49"),  # 49 prepares a room on floor 1 or 2
    (ins.costs_as_usual, "guest 51", "guest 66"),  # 66 plays a staff card at 1 krone less
    (ins.counts_no_one_at_full_price, "guest 51", "guest 64"),  # 64 plays one at a discount
    (ins.no_fallback, "guest 51", "emperor-tile A1"),  # the tile loses VP if its owner cannot pay
    (ins.no_fallback, "staff 12", "guest 162"),  # 162 checks into a room, never a ballroom: 'instead' may be true of him
]


@pytest.mark.parametrize(("predicate", "true_of", "false_of"), PREDICATES, ids=[f"{p.__name__} {f}" for p, _, f in PREDICATES])
def test_each_predicate_of_falsity_tells_cards_apart(predicate, true_of: str, false_of: str) -> None:
    assert predicate(_meaning(true_of), corpus_cards()[true_of].kind.name)
    assert not predicate(_meaning(false_of), corpus_cards()[false_of].kind.name)


def test_an_insertion_is_a_read_paraphrase_with_one_phrase_added() -> None:
    name = DEVELOP_WRITERS[0]
    said = {case.key: case.text for case in file_paraphrases(name)[::SAMPLE]}
    phrases = {i.name: i.phrase.strip(", ") for i in ins.INSERTIONS}
    cases = ins.insertion_cases(name, SAMPLE)
    assert cases and all(c.key in said and c.text != said[c.key] for c in cases)
    assert all(phrases[c.label].lower() in c.text.lower() for c in cases)
    assert all(len(c.text) - len(said[c.key]) in (len(phrases[c.label]) + 1, len(phrases[c.label]) + 2) for c in cases)


def test_the_places_put_a_phrase_where_they_say() -> None:
    assert list(ins.at_first_stop("Gain 3 krones. Pay 1 VP.", "until the end of the round")) == \
        ["Gain 3 krones until the end of the round. Pay 1 VP."]
    assert list(ins.before_each_sentence("Gain 3 krones. Pay 1 VP.", "Once per round, ")) == \
        ["Once per round, gain 3 krones. Pay 1 VP.", "Gain 3 krones. Once per round, pay 1 VP."]
    assert list(ins.after_amount(ins.NOT_MONEY)("Gain 3 krones and 2 VP.", "from the bank")) == ["Gain 3 krones and 2 VP from the bank."]
    assert not list(ins.after_amount(ins.NOT_MONEY)("Gain 3 krones.", "from the bank"))


# Deletions (tests/compiler/textsets/deletions.py, session 19, written before it was first run): a phrase the card
# needs, taken out of a paraphrase that reads. On the sample 0 of 126 passed (may 0/53, free 0/24, per 0/19, colour
# 0/20, up-to 0/10); on the whole DEVELOP set 2 of 614, both 'may' before a payment in a once-a-round ability (used at
# will anyway); on MEASURE 4 of 552, counts only. The reader held these before the hunt: it is held as a test.
DELETIONS_MADE = {"may": 53, "free": 24, "per": 19, "colour": 20, "up-to": 10}


@pytest.fixture(scope="module")
def deletions_outcome() -> tuple[Counter, Counter, dict]:
    return _outcome(dels.deletion_cases)


@pytest.mark.parametrize("kind", sorted(DELETIONS_MADE))
def test_phrases_the_card_needs_are_missed_when_deleted(kind: str, deletions_outcome) -> None:
    _held(deletions_outcome, kind, DELETIONS_MADE[kind] * 9 // 10, 0.01)


def test_every_deletion_has_a_ceiling_and_takes_out_one_phrase() -> None:
    assert set(DELETIONS_MADE) == {d.name for d in dels.DELETIONS}
    said = {case.key: case.text for case in ins.read_paraphrases(DEVELOP_WRITERS[0], SAMPLE)}
    cases = dels.deletion_cases(DEVELOP_WRITERS[0], SAMPLE)
    assert cases and all(_one_cut(said[c.key], c.text) for c in cases)


def _one_cut(whole: str, part: str) -> bool:
    """Whether `part` is `whole` with one run of characters taken out."""
    cut = len(whole) - len(part)
    start = next((i for i, (a, b) in enumerate(zip(whole, part)) if a != b), len(part))
    return cut > 0 and whole[:start] + whole[start + cut:] == part


DELETION_PREDICATES = [
    (dels.has_optional, "guest 101", "guest 51"),  # 101 may move up the Emperor track
    (dels.has_up_to, "guest 57", "guest 51"),  # 57 prepares up to two rooms
    (dels.makes_free, "guest 63", "guest 51"),  # 63 takes a guest without paying
    (dels.names_a_colour, "staff 10", "guest 51"),  # 10 makes red rooms cost nothing
    (dels.counts_something, "emperor-tile C3", "guest 51"),  # C3 scores per staff card
]


@pytest.mark.parametrize(("predicate", "true_of", "false_of"), DELETION_PREDICATES, ids=[p.__name__ for p, _, _ in DELETION_PREDICATES])
def test_each_deletion_predicate_tells_cards_apart(predicate, true_of: str, false_of: str) -> None:
    assert predicate(_meaning(true_of), corpus_cards()[true_of].kind.name)
    assert not predicate(_meaning(false_of), corpus_cards()[false_of].kind.name)
