"""The text checker on the sets held out from the reader's development (tests/compiler/textsets/fresh5..fresh10): their
paraphrases flagged, wrong texts caught and naming the difference, each held under a ceiling or over a floor set from
the last measurement. A failure here says only the rates, never which cases, so a set stays unseen while the reader is
developed. Apart from tests/compiler/test_textcheck_sets.py since session 23, so that `--dist loadfile` gives the two
test workers a share each of CI's longest measuring.
"""
from __future__ import annotations

import pytest

from tests.compiler.textsets.sets import (Case, Rate, corpus_cards, fresh5_paraphrases, fresh5_wrong_texts, fresh6_paraphrases,
                                          fresh6_wrong_texts, fresh8_paraphrases, fresh8_wrong_texts, fresh9_paraphrases,
                                          fresh9_wrong_texts, fresh10_paraphrases, fresh10_wrong_texts, remembered, set_rates,
                                          with_text)

# The sets held out from the reader's development, with their ceilings and floors: (paraphrases, wrong texts, flagged
# ceiling, caught floor, naming floor). fresh and fresh2 became development sets in the fifth round, fresh3 in the sixth,
# fresh4 in the seventh, fresh7 in session 12.
# fresh5 (fresh5a.toml + fresh5b.toml, 246 paraphrases, one per component, and 228 wrong texts, by two new writers who had
# not seen the reader, in three styles each): measured on the sixth round's reader (487be36) before the seventh round:
# 172/246 (69.9%) flagged (10 for unknown words only, 74 with unknown words and more, 87 a sentence of known words unread,
# 1 read in full and said to differ), wrong 228/228 caught, 190/228 (83.3%) naming (187/228 counting only messages that
# say a difference); measured once after the seventh round (text9, lex7 and the lead's own-name round merged; never
# looked at): 160/246 (65.0%) flagged (fresh5a 58/114, fresh5b 102/132; 3 unknown words only, 49 with unknown words,
# 107 unread, 1 differences only), wrong 228/228 caught, 189/228 (82.9%) naming. lex7's 120 lexicon entries alone had
# moved it by none (172/246). Once more at the round's last commit (a staff card as 'him', 'every round' read): 158/246
# (64.2%) flagged (fresh5a 56/114, fresh5b 102/132; 3 / 49 / 105 / 1), 228/228 caught, 191/228 (83.8%) naming.
# Measured once more after session 10 (its readings merged; fresh5 never looked at): 133/246 (54.1%) flagged (fresh5a 48/114,
# fresh5b 85/132; 3 unknown words only, 42 with unknown words, 87 unread, 1 differences only), 228/228 caught, 193/228
# (84.6%) naming. At the session's start (02adf14) the same run gave 158/246, 228/228, 191/228.
# Measured once more after session 11 (its readings merged, f774975; fresh5 never looked at): 122/246 (49.6%) flagged
# (fresh5a 46/114, fresh5b 76/132; 4 unknown words only, 21 with unknown words, 96 unread, 1 differences only), 228/228
# caught, 193/228 (84.6%) naming.
# After session 12 (f74b864, never looked at): 118/246 (48.0%) flagged (fresh5a 44/114, fresh5b 74/132; 4 / 21 / 90 / 3),
# 228/228 caught, 193/228 (84.6%) naming.
# After session 13 (its readings merged, 6bc31e3; never looked at): 109/246 (44.3%) flagged, 228/228 caught, 196/228 named;
# 128/373 sentences unread (140/373 at its start).
# After session 14 (never looked at): 106/246 (43.1%) flagged, 228/228 caught, 196/228 named; 124/371 sentences unread.
# After session 15 (never looked at): 103/246 (41.9%) flagged, 228/228 caught, 196/228 named; 120/371 sentences unread.
FRESH5_FLAGGED_CEILING, FRESH5_CAUGHT_FLOOR, FRESH5_NAMED_FLOOR = 0.42, 1.0, 0.85
# fresh6 (fresh6a.toml + fresh6b.toml, 246 paraphrases, one per component, and 222 wrong texts, by two new writers who had
# not seen the reader, written during session 10 in six styles far from card text: a rules lawyer's email, a cafe host's
# teach, a literal translation of a German note; an FAQ answer, sleeve shorthand, a grandparent's letter): measured on the
# session's starting reader (02adf14): 243/246 (98.8%) flagged (21 unknown words only, 137 with unknown words, 85 unread),
# 222/222 caught, 185/222 (83.3%) naming; once after the session's readings were merged (never looked at): 234/246
# (95.1%) flagged (fresh6a 107/114, fresh6b 127/132; 28 / 123 / 83 / 0), 222/222 caught, 197/222 (88.7%) naming.
# After session 11 (f774975, never looked at): 233/246 (94.7%) flagged (fresh6a 107/114, fresh6b 126/132; 29 / 122 / 81 / 1),
# 222/222 caught, 200/222 (90.1%) naming.
# After session 12 (f74b864, never looked at): 230/246 (93.5%) flagged (fresh6a 104/114, fresh6b 126/132; 31 / 119 / 79 / 1),
# 222/222 caught, 200/222 (90.1%) naming.
# After session 13 (6bc31e3; never looked at): 219/246 (89.0%) flagged, 222/222 caught, 200/222 named; 392/499 sentences
# unread (406/499 at its start).
# After session 14 (never looked at): 218/246 (88.6%) flagged, 222/222 caught, 200/222 named; 387/499 sentences unread.
# After session 15 (never looked at): 216/246 (87.8%) flagged, 222/222 caught, 201/222 named; 381/499 sentences unread.
FRESH6_FLAGGED_CEILING, FRESH6_CAUGHT_FLOOR, FRESH6_NAMED_FLOOR = 0.88, 1.0, 0.90
# fresh8 (fresh8a.toml + fresh8b.toml, 246 paraphrases, one per component, and 223 wrong texts, by two new writers who had
# not seen the reader, written at the start of session 12 in six registers a user pastes in: a fan wiki's card list, a
# digital edition's ability text, a publisher's preview article; a rules teacher's handout, a judge's rulings sheet, an
# upgrade kit's terse reprint; a new random split of the components between the writers): measured on the session's
# starting reader (ad1cefd): 175/246 (71.1%) flagged (fresh8a 100/123, fresh8b 75/123; 0 unknown words only, 59 with
# unknown words, 115 unread, 1 differences only), 223/223 caught, 192/223 (86.1%) naming.
# Measured once after session 12 (its readings merged, f74b864; never looked at): 161/246 (65.4%) flagged (fresh8a 96/123,
# fresh8b 65/123; 0 unknown words only, 57 with unknown words, 103 unread, 1 differences only), 223/223 caught, 195/223
# (87.4%) naming. fresh7, used for development this session, fell from 111/246 to 36/246 meanwhile.
# Measured after session 13 (five helpers' readings by classes of English, merged, 6bc31e3; never looked at): 136/246 (55.3%)
# flagged (fresh8a 76/123, fresh8b 60/123; 0 unknown words only, 47 with unknown words, 86 unread, 3 differences only),
# 223/223 caught, 197/223 (88.3%) naming; 199/451 sentences unread (230/451 at the session's start).
# After session 14 (never looked at): 132/246 (53.7%) flagged, 223/223 caught, 200/223 named; 192/393 sentences unread.
# After session 15 (never looked at; one helper narrowed a reading after this set's rate test failed, see figures.md):
# 130/246 (52.8%) flagged, 223/223 caught, 201/223 named; 187/389 sentences unread.
# After session 16 (never looked at, though a failing rate test showed two of its wrong texts; rates_only stops that):
# 128/246 (52.0%) flagged, 223/223 caught, 201/223 named; 184/389 sentences unread.
FRESH8_FLAGGED_CEILING, FRESH8_CAUGHT_FLOOR, FRESH8_NAMED_FLOOR = 0.521, 1.0, 0.90
# fresh9 (fresh9a.toml + fresh9b.toml, 246 paraphrases, one per component, and 223 wrong texts, by two new writers who had
# not seen the reader, written at the start of session 13 in six registers: a translated edition's card text, a player
# aid's summary line, a rulebook appendix; a how-to-play video's narration, a designer's playtest draft, a publisher's
# rules-update wording; a new random split): measured on the session's starting reader (d0e9754): 152/246 (61.8%)
# flagged (fresh9a 62/123, fresh9b 90/123; 11 unknown words only, 42 with unknown words, 98 unread, 1 differences only),
# 223/223 caught, 182/223 (81.6%) naming.
# Measured once at the session's end (6bc31e3; never looked at): 130/246 (52.8%) flagged (fresh9a 57/123, fresh9b 73/123;
# 4 unknown words only, 14 with unknown words, 110 unread, 2 differences only), 223/223 caught, 184/223 (82.5%) naming;
# 182/413 sentences unread (215/413 at the start).
# After session 14 (never looked at): 124/246 (50.4%) flagged (fresh9a 56, fresh9b 68; 105 unread), 223/223 caught,
# 185/223 named; 174/380 sentences unread (abbreviations no longer end sentences, so fewer are counted).
# After session 15 (never looked at): 110/246 (44.7%) flagged (fresh9a 47, fresh9b 63), 223/223 caught, 190/223 named;
# 154/371 sentences unread.
# After session 16 (never looked at): 108/246 (43.9%) flagged (fresh9a 47, fresh9b 61), 223/223 caught, 191/223 named;
# 150/371 sentences unread.
FRESH9_FLAGGED_CEILING, FRESH9_CAUGHT_FLOOR, FRESH9_NAMED_FLOOR = 0.44, 1.0, 0.85
# fresh10 (fresh10a.toml + fresh10b.toml, 246 paraphrases, one per component, and 221 wrong texts, by two new writers who
# had not seen the reader, written during session 15 in eight registers: a board-game cafe's quick-reference sheet, a
# rules-forum answer, a digital adaptation's tooltip, an audio description for a blind player; a print-and-play card
# face, a game-night host's recap e-mail, a strategy guide's entry, a family edition; dev10's split of the components):
# measured on the session's starting reader (ab4e77e; never looked at): 180/246 (73.2%) flagged, 221/221 caught,
# 196/221 (88.7%) naming, and one text on which the reader crashed (counted then as passed; the crash is fixed).
# At session 15's end (never looked at): 162/246 (65.9%) flagged (fresh10a 75/123, fresh10b 87/123), 221/221 caught,
# 198/221 (89.6%) named; 205/456 sentences unread.
# After session 16 (never looked at): 159/246 (64.6%) flagged (fresh10a 73/123, fresh10b 86/123), 221/221 caught,
# 199/221 (90.0%) named; 201/456 sentences unread.
FRESH10_FLAGGED_CEILING, FRESH10_CAUGHT_FLOOR, FRESH10_NAMED_FLOOR = 0.65, 1.0, 0.90
HELD_OUT_SETS: dict = {"fresh10": (fresh10_paraphrases, fresh10_wrong_texts, FRESH10_FLAGGED_CEILING, FRESH10_CAUGHT_FLOOR,
                                   FRESH10_NAMED_FLOOR),
                       "fresh5": (fresh5_paraphrases, fresh5_wrong_texts, FRESH5_FLAGGED_CEILING, FRESH5_CAUGHT_FLOOR,
                                  FRESH5_NAMED_FLOOR),
                       "fresh6": (fresh6_paraphrases, fresh6_wrong_texts, FRESH6_FLAGGED_CEILING, FRESH6_CAUGHT_FLOOR,
                                  FRESH6_NAMED_FLOOR),
                       "fresh8": (fresh8_paraphrases, fresh8_wrong_texts, FRESH8_FLAGGED_CEILING, FRESH8_CAUGHT_FLOOR,
                                  FRESH8_NAMED_FLOOR),
                       "fresh9": (fresh9_paraphrases, fresh9_wrong_texts, FRESH9_FLAGGED_CEILING, FRESH9_CAUGHT_FLOOR,
                                  FRESH9_NAMED_FLOOR)}


def rates_only(rates: tuple) -> tuple:
    """The rates without their cases: pytest shows the values of a failing assertion, and a held-out set's `misses`
    there would show its texts (session 16 saw two wrong texts of fresh8 that way)."""
    return tuple(Rate(r.flagged, r.total, ()) for r in rates)


def test_a_held_out_failure_can_show_no_case() -> None:
    held = rates_only((Rate(1, 2, (Case("guest 50", "a held-out text", "paraphrase"),)),))
    assert held == (Rate(1, 2, ()),) and "held-out text" not in repr(held)


@pytest.mark.parametrize("name", sorted(HELD_OUT_SETS) or [None])
def test_the_held_out_sets_rates_hold(name) -> None:
    """Only the rates in a failure, never which cases: the sets stay held out for the next round."""
    if name is None:
        pytest.skip("no set is held out at present (the lead adds the next one after measuring it)")
    paraphrased, wrong, flagged_ceiling, caught_floor, named_floor = HELD_OUT_SETS[name]
    flagged, caught, named = rates_only(set_rates(paraphrased, wrong))
    assert flagged.rate <= flagged_ceiling, f"{name} paraphrases flagged {flagged}"
    assert caught.rate >= caught_floor, f"{name} wrong texts caught {caught}"
    assert named.rate >= named_floor, f"{name} wrong texts naming the difference {named}"


def test_the_checker_never_fails_on_a_held_out_case() -> None:
    """The same for the held-out sets, saying only how many crashed."""
    cases = [case for paraphrased, wrong, *_ in HELD_OUT_SETS.values() for case in (*paraphrased(), *wrong())]
    if not HELD_OUT_SETS:
        pytest.skip("no set is held out at present (the lead adds the next one after measuring it)")
    crashed = 0
    for case in cases:
        try:
            remembered(with_text(corpus_cards()[case.key], case.text))
        except Exception:  # noqa: BLE001
            crashed += 1
    assert cases and crashed == 0, f"{crashed} of {len(cases)} held-out cases crash the checker"
