"""The text checker measured on the issue-14 sets (tests/compiler/textsets/): the realistic wrong texts are all
flagged, naming the difference; the paraphrases issue 14 lists all pass; the rates on the generated mutants
and the hand-written paraphrases are held as floors, on all cards, on the first held-out third alone, on the
development sets (fresh.toml and fresh2.toml among them since the fifth round, fresh3 since the sixth, fresh4 since the
seventh). The sets held out are measured in tests/compiler/test_textcheck_heldout.py.

The floors are the rates measured when they were set (tests/compiler/textsets/figures.md), a little below them,
not the aims: issue 14 aims at 95% of mutants caught and at most 2% of paraphrases flagged; the false-alarm rate
on held-out paraphrases is far from that aim. A failure on a held-out set says only the rates, never which cases
missed, so the set stays unseen while the reader is developed.
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from compiler.textcheck import disagreements
from tests.compiler.textsets.sets import (DEV5_FILES, DEVELOP_WRITERS, FRESH3_FILES, FRESH4_FILES, FRESH7_FILES, MEASURE_WRITERS,
                                          Case, corpus_cards, file_paraphrases, sentences_unread, dev3_paraphrases, lead_paraphrases, flags, fresh2_paraphrases, fresh2_wrong_texts,
                                          fresh_paraphrases, fresh_wrong_texts, fresh3_paraphrases, fresh3_wrong_texts, fresh4_paraphrases,
                                          fresh4_wrong_texts, fresh5_paraphrases, fresh5_wrong_texts, fresh6_paraphrases, fresh6_wrong_texts, fresh7_paraphrases, fresh7_wrong_texts, fresh8_paraphrases, fresh8_wrong_texts, fresh9_paraphrases, fresh9_wrong_texts, fresh10_paraphrases, fresh10_wrong_texts, measure, mutant_cases,
                                          naming, own_paraphrases, paraphrases, remembered, set_rates, split, with_text, wrong_texts)

MUTANTS_CAUGHT_FLOOR = {"all": 0.965, "held-out": 0.96}  # measured 97.1% and 96.6%
# measured 1.3%, 3.6% and 0.8% after the fourth round (4.5%, 15.7% and 2.1% after the third, 5.8%, 18.1% and 3.1% after
# the compositional round, 11.4%, 34.9% and 6.3% before it; the first held-out third was looked at in the second round,
# so it is held out no longer: the fresh set below is)
PARAPHRASES_FLAGGED_CEILING = {"all": 0.015, "held-out": 0.03, "dev": 0.01}  # 5/464, 2/83, 3/381 after the fifth round
# the fourth round's development set (paraphrases-dev3.toml, 530 paraphrases in ten batches): 17/530 (3.2%) flagged
# after that round; the reader before it flags 170/530 (32.1%); the first batch was measured before any change (80/197)
DEV3_FLAGGED_CEILING = 0.008  # 4/530 (0.75%) after session 12; 5/530 (0.9%) after session 11; 6/530 after session 10 (8/530 after the fifth round)
# terse reference-card wording by the lead (paraphrases-lead.toml), written after the fourth round: 10/28 (35.7%) flagged
# at its first run, every one a sentence reported unread (remarks such as "whatever the cause", "champagne excluded",
# parentheses, "On play: 4 coffee into your kitchen.") — the figure the next round should bring down
LEAD_FLAGGED_CEILING = 0.08  # 2/28 (7.1%) after the fifth round
# fresh.toml and fresh2.toml were HELD OUT until the fifth round (measured once at the end of each round, failures never
# looked at); in the fifth round they became development sets (their failures were looked at), so they are held here as
# development floors. What they measured while held out:
# - fresh.toml (192 paraphrases, 80 wrong texts): flagged 89/192 before the compositional round, 56/192 after the second,
#   48/192 after the third, 33/192 (17.2%) after the fourth; wrong texts caught 79/80, 74/80 naming the difference.
# - fresh2.toml (246, one per component, by a writer who had not seen the reader): flagged 93/246 (37.8%) before the
#   fourth round, 86/246 (35.0%) after it (with a crash of the message renderer mended); wrong 95/95, 66/95 naming.
# - fresh2.toml after the fifth round's general mechanisms and BEFORE its failures were opened: 80/246 (32.5%).
# After the fifth round (development): fresh 12/192 (6.2%), wrong 79/80, 75/80 naming; fresh2 38/246 (15.4%), wrong
# 95/95, 77/95 naming.
# After the sixth round: fresh 12/192 (6.2%), wrong 80/80, 76/80 naming; fresh2 36/246 (14.6%), wrong 95/95, 77/95 naming.
# naming floors since session 6 count only messages that say a difference, not a quoted unread sentence (sets.naming)
FRESH_FLAGGED_CEILING, FRESH_CAUGHT_FLOOR, FRESH_NAMED_FLOOR = 0.05, 0.99, 0.93  # 9/192 flagged (session 12), 75/80 named (session 11)
FRESH2_FLAGGED_CEILING, FRESH2_CAUGHT_FLOOR, FRESH2_NAMED_FLOOR = 0.10, 0.99, 0.80  # 24/246 flagged (session 13), 27 (session 12), 76/95 named (session 11)


@lru_cache(maxsize=None)
def rates() -> dict:
    chosen = {"all": lambda cases: list(cases), "held-out": lambda cases: split(cases, True), "dev": lambda cases: split(cases, False)}
    return {(which, name): measure(remembered, pick(cases), want)
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


def test_the_fresh_set_is_big_enough_and_covers_every_kind() -> None:
    assert len(fresh_paraphrases()) >= 120 and len(fresh_wrong_texts()) >= 60
    kinds = {c.key.split()[0] for c in fresh_paraphrases()}
    assert {"staff", "guest", "objective", "emperor-tile", "celebrity", "hotel-entrance", "ballroom"} <= kinds


def test_the_second_fresh_set_covers_every_component_in_scope() -> None:
    assert {c.key for c in fresh2_paraphrases()} == set(corpus_cards()) and len(fresh2_wrong_texts()) >= 80


def test_the_third_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh3_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh3_wrong_texts()) >= 150


def test_the_fourth_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh4_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh4_wrong_texts()) >= 150


def test_the_fifth_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh5_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh5_wrong_texts()) >= 150


def test_the_sixth_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh6_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh6_wrong_texts()) >= 150


def test_the_seventh_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh7_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh7_wrong_texts()) >= 150


def test_the_eighth_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh8_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh8_wrong_texts()) >= 150


def test_the_cross_writer_split_holds_every_development_writer_once() -> None:
    """DEVELOP and MEASURE writers (sets.py) are disjoint, and together every writer of a development set, none held out."""
    writers = {*FRESH3_FILES, *FRESH4_FILES, *FRESH7_FILES, *DEV5_FILES, "fresh.toml", "fresh2.toml", *(
        f"paraphrases-dev{n}{half}.toml" for n in (6, 7, 9, 10, 11, 13) for half in "ab"), "paraphrases-dev12a.toml"}
    assert not set(DEVELOP_WRITERS) & set(MEASURE_WRITERS)
    assert set(DEVELOP_WRITERS) | set(MEASURE_WRITERS) == writers
    assert all(file_paraphrases(name) for name in writers)


def test_sentences_unread_counts_each_sentence_left_unread() -> None:
    read, half = Case("staff 2", "Once per round, gain 1 cake.", "paraphrase"), Case("staff 2", "Once per round, gain 1 cake. Zorp the frobnicator.", "paraphrase")
    assert (sentences_unread([read]).flagged, sentences_unread([read]).total) == (0, 1)
    assert (sentences_unread([half]).flagged, sentences_unread([half]).total) == (1, 2)


def test_the_tenth_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh10_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh10_wrong_texts()) >= 150


def test_the_ninth_fresh_set_covers_every_component_in_scope_once() -> None:
    keys = [c.key for c in fresh9_paraphrases()]
    assert sorted(keys) == sorted(corpus_cards()) and len(fresh9_wrong_texts()) >= 150


# fresh3 (fresh3a.toml + fresh3b.toml, 246 paraphrases, one per component, and 209 wrong texts, by two writers who had not
# seen the reader, in three styles each: terse, formal, spoken) was HELD OUT until the sixth round: written and measured
# before the fifth round, on the fourth round's reader: 137/246 (55.7%) flagged, wrong 209/209 caught, 170/209 naming;
# measured once after the fifth round (merged, never looked at): 127/246 (51.6%) flagged (88 of them holding a word the
# reader does not know), wrong 209/209 caught, 171/209 (81.8%) naming. A development set since the sixth round; measured
# again at its start (3595dcc): the same 127/246, 209/209, 171/209. After the sixth round, with its failures used:
# 82/246 (33.3%) flagged, wrong 209/209 caught, 172/209 (82.3%) naming. After the seventh round (text9): 74/246 (30.1%),
# 209/209, 172/209.
FRESH3_FLAGGED_CEILING, FRESH3_CAUGHT_FLOOR, FRESH3_NAMED_FLOOR = 0.175, 1.0, 0.81  # 42/246 flagged (session 13), 47 (session 12), 170/209 named (session 11)

# fresh4 (fresh4a.toml + fresh4b.toml, 246 paraphrases, one per component, and 231 wrong texts, by two new writers who had
# not seen the reader, in three styles each): measured on the fifth round's reader before the sixth round: 186/246 (75.6%)
# flagged, wrong 231/231 caught, 182/231 naming; measured once after the sixth round (text6, lex6 and the WordNet table
# merged; never looked at): 158/246 (64.2%) flagged, wrong 231/231 caught, 187/231 (81.0%) naming; and once more after the
# round's second part (text7): 147/246 (59.8%) flagged (2 for unknown words only, 26 with unknown words and more, 113 a
# sentence of known words unread, 6 read in full and said to differ), wrong 231/231 caught, 186/231 (80.5%) naming;
# unchanged after text8. A development set since the seventh round (session 6): its failures may now be read. After the
# seventh round (text9, its failures used): 112/246 (45.5%) flagged, wrong 231/231 caught, 188/231 (81.4%) naming.
# After session 10 (its readings of printed values, claims, names, remarks, tiles; fresh4's failures used): 61/246 (24.8%)
# flagged, 231/231 caught, 187/231 (81.0%) naming.
FRESH4_FLAGGED_CEILING, FRESH4_CAUGHT_FLOOR, FRESH4_NAMED_FLOOR = 0.07, 1.0, 0.81  # 17/246 flagged, 188/231 named (session 12)

# The sets held out from the reader's development live in tests/compiler/test_textcheck_heldout.py (their own module, so
# the two test workers share the measuring); fresh and fresh2 became development sets in the fifth round, fresh3 in the
# sixth, fresh4 in the seventh, fresh7 in session 12.
# fresh7 (fresh7a.toml + fresh7b.toml, 246 paraphrases, one per component, and 222 wrong texts, by two new writers who had
# not seen the reader, written at the start of session 11 in the registers card text is printed in: a card face, a
# rulebook's card appendix, a designer's draft; a player-aid sheet, an errata page, a localized edition): measured on the
# session's starting reader (46bc652): 145/246 (58.9%) flagged (fresh7a 62/114, fresh7b 83/132; 0 unknown words only, 30
# with unknown words, 111 unread, 4 differences only), 222/222 caught, 194/222 (87.4%) naming.
# Measured once at the session's end (f774975, its readings merged; never looked at): 111/246 (45.1%) flagged (fresh7a
# 55/114, fresh7b 56/132; 0 unknown words only, 27 with unknown words, 79 unread, 5 differences only), 222/222 caught,
# 197/222 (88.7%) naming. dev7, in registers of the same kind and used for development, fell from 128/246 to 41/246.
# A development set since session 12 (its failures may be read), once fresh8 was being written to hold out in its place.
# After session 12 (its failures used by six helpers): 36/246 (14.6%) flagged (fresh7a 19/114, fresh7b 17/132), 222/222
# caught, 201/222 (90.5%) naming.
FRESH7_FLAGGED_CEILING, FRESH7_CAUGHT_FLOOR, FRESH7_NAMED_FLOOR = 0.135, 1.0, 0.90  # 33/246 after session 14, 35/246 after session 13 (MEASURE writers)
DEVELOPMENT_SETS = {"fresh": (fresh_paraphrases, fresh_wrong_texts, FRESH_FLAGGED_CEILING, FRESH_CAUGHT_FLOOR, FRESH_NAMED_FLOOR),
                    "fresh2": (fresh2_paraphrases, fresh2_wrong_texts, FRESH2_FLAGGED_CEILING, FRESH2_CAUGHT_FLOOR, FRESH2_NAMED_FLOOR),
                    "fresh3": (fresh3_paraphrases, fresh3_wrong_texts, FRESH3_FLAGGED_CEILING, FRESH3_CAUGHT_FLOOR, FRESH3_NAMED_FLOOR),
                    "fresh4": (fresh4_paraphrases, fresh4_wrong_texts, FRESH4_FLAGGED_CEILING, FRESH4_CAUGHT_FLOOR, FRESH4_NAMED_FLOOR),
                    "fresh7": (fresh7_paraphrases, fresh7_wrong_texts, FRESH7_FLAGGED_CEILING, FRESH7_CAUGHT_FLOOR, FRESH7_NAMED_FLOOR)}


@pytest.mark.parametrize("name", sorted(DEVELOPMENT_SETS))
def test_the_retired_held_out_sets_hold_their_development_rates(name) -> None:
    """Development sets now: a failure may say which cases."""
    paraphrased, wrong, flagged_ceiling, caught_floor, named_floor = DEVELOPMENT_SETS[name]
    flagged, caught, named = set_rates(paraphrased, wrong)
    assert flagged.rate <= flagged_ceiling, f"{name} paraphrases flagged {flagged}: {[c.key for c in flagged.misses][:10]}"
    assert caught.rate >= caught_floor, f"{name} wrong texts caught {caught}: {[c.key for c in caught.misses][:10]}"
    assert named.rate >= named_floor, f"{name} wrong texts naming the difference {named}"


@pytest.mark.parametrize("case", wrong_texts(), ids=lambda c: f"{c.key} {c.label}")
def test_every_realistic_wrong_text_is_flagged_naming_the_difference(case) -> None:
    found = flags(remembered, case)
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


def test_the_own_paraphrases_all_read_as_the_card() -> None:
    flagged = [(c.key, c.text, flags(remembered, c)) for c in own_paraphrases() if flags(remembered, c)]
    assert len(own_paraphrases()) >= 150 and not flagged


def test_the_fourth_round_paraphrases_hold_their_rate() -> None:
    rate = measure(remembered, dev3_paraphrases(), False)
    assert len(dev3_paraphrases()) >= 150 and rate.rate <= DEV3_FLAGGED_CEILING, f"flagged {rate}"


def test_the_terse_paraphrases_hold_their_rate() -> None:
    rate = measure(remembered, lead_paraphrases(), False)
    assert len(lead_paraphrases()) >= 25 and rate.rate <= LEAD_FLAGGED_CEILING, f"flagged {rate}"


def test_the_checker_never_fails_on_a_case() -> None:
    """`flags` counts a crash as 'not flagged'; no case may crash, so that never flatters a rate."""
    crashed = []
    for case in (*mutant_cases(), *paraphrases(), *own_paraphrases(), *dev3_paraphrases(), *lead_paraphrases(), *wrong_texts(),
                 *(case for paraphrased, wrong, *_ in DEVELOPMENT_SETS.values() for case in (*paraphrased(), *wrong()))):
        try:
            remembered(with_text(corpus_cards()[case.key], case.text))
        except Exception as problem:  # noqa: BLE001
            crashed.append((case.key, type(problem).__name__))
    assert not crashed, crashed[:5]


def test_naming_counts_a_message_that_says_the_difference_not_one_that_quotes_the_text_as_unread() -> None:
    """Regression (session 6): 'the text cannot be read from ...' and W303's 'so "..." is not read' quote the text, so
    they held a wrong text's `expect` word by chance and were counted as naming the difference."""
    from tests.compiler.textsets.sets import Case

    case = Case("staff 1", "When played, pay 1 strudel.", "polarity", "pay")
    def quoting(_component) -> list[str]:
        return ["the text cannot be read from 'pay 1 strudel': cannot read 'pay' here",
                "'strudl' is not a word the reader knows (so 'When played, pay 1 strudl.' is not read): reword it"]
    def saying(_component) -> list[str]:
        return ["the text says you pay 1 strudel; the card gains 1 strudel"]
    assert naming(quoting, [case]).flagged == 0 and naming(saying, [case]).flagged == 1


def test_remembered_says_what_the_checker_says_and_checks_a_text_once(monkeypatch) -> None:
    """The measurements check each card and text once per test process (`remembered`, session 21): what it returns is
    the checker's own answer, a wrong text's problems included, and a second call does not check again."""
    import compiler.textcheck as textcheck

    wrong = with_text(corpus_cards()["staff 12"], "Whenever you take a 3 or a 4 die, pay 2 VP.")
    assert remembered(wrong) == disagreements(wrong) != []
    calls = []
    monkeypatch.setattr(textcheck, "disagreements", lambda component: calls.append(component) or [])
    assert remembered(wrong) == disagreements(wrong) != [] and not calls
