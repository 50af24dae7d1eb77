"""Print the text checker's rates on the sets: `python3 -m tests.compiler.textsets.report`.

Mutants caught (higher is better) and paraphrases flagged (false alarms, lower is better), for all cards
and for the held-out third alone; the issue-14 wrong texts caught; fresh.toml and fresh2.toml (held out until the fifth round,
development sets since), fresh3 (held out until the sixth), fresh4 (held out until the seventh), the fifth round's dev5a
and dev5b; and on every paraphrase set how the flagged ones are flagged
(words the reader does not know only, with other problems, sentences of known words unread, differences only).
Prints the rates only, never which cases were missed (so a set held out stays unseen while the reader is developed).

`python3 -m tests.compiler.textsets.report writers` prints instead each development writer's flagged count, DEVELOP
and MEASURE apart (sets.py: the cross-writer rule), with the two totals: the figures a new reading is judged by.
"""
from __future__ import annotations

import sys

from tests.compiler.textsets.sets import (DEV5_FILES, DEVELOP_WRITERS, MEASURE_WRITERS, sentences_unread, file_paraphrases, file_wrong_texts, flag_kinds, fresh3_paraphrases, fresh3_wrong_texts,
                                          fresh4_paraphrases, fresh4_wrong_texts, dev3_paraphrases, lead_paraphrases, fresh2_paraphrases, fresh2_wrong_texts, fresh_paraphrases, fresh_wrong_texts, measure, mutant_cases, naming,
                                          own_paraphrases, paraphrases, split, wrong_texts)


def main() -> None:
    from compiler.textcheck import disagreements as checker

    for label, cases, want in (("mutants caught", mutant_cases(), True), ("paraphrases flagged", paraphrases(), False)):
        print(f"{label:<22} all {measure(checker, cases, want)}   dev {measure(checker, split(cases, False), want)}"
              f"   held-out {measure(checker, split(cases, True), want)}")
    print(f"{'wrong texts caught':<22} {measure(checker, wrong_texts(), True)}")
    print(f"{'development sets':<22} own paraphrases flagged {measure(checker, own_paraphrases(), False)}"
          f"   fourth-round paraphrases flagged {measure(checker, dev3_paraphrases(), False)}"
          f"   terse paraphrases flagged {measure(checker, lead_paraphrases(), False)}")
    print(f"{'fresh set (development)':<22} paraphrases flagged {measure(checker, fresh_paraphrases(), False)}"
          f"   wrong texts caught {measure(checker, fresh_wrong_texts(), True)}"
          f" (naming the difference {naming(checker, fresh_wrong_texts())})")
    print(f"{'fresh2 (development)':<22} paraphrases flagged {measure(checker, fresh2_paraphrases(), False)}"
          f"   wrong texts caught {measure(checker, fresh2_wrong_texts(), True)}"
          f" (naming the difference {naming(checker, fresh2_wrong_texts())})")
    developed = [("fresh3", fresh3_paraphrases(), fresh3_wrong_texts()), ("fresh4", fresh4_paraphrases(), fresh4_wrong_texts()),
                 *((name.removeprefix("paraphrases-").removesuffix(".toml"), file_paraphrases(name), file_wrong_texts(name))
                   for name in DEV5_FILES)]
    for name, paraphrased, wrong in developed:
        print(f"{name + ' (development)':<22} paraphrases flagged {measure(checker, paraphrased, False)}"
              f"   wrong texts caught {measure(checker, wrong, True)} (naming the difference {naming(checker, wrong)})")
    for name, cases in (("paraphrases", paraphrases()), ("own", own_paraphrases()), ("dev3", dev3_paraphrases()), ("lead", lead_paraphrases()),
                        ("fresh", fresh_paraphrases()), ("fresh2", fresh2_paraphrases()), ("fresh3", fresh3_paraphrases()),
                        ("fresh4", fresh4_paraphrases()), *((n.removeprefix("paraphrases-").removesuffix(".toml"), file_paraphrases(n))
                                                            for n in DEV5_FILES)):
        print(f"{'how flagged: ' + name:<22} {flag_kinds(cases)}   sentences unread {sentences_unread(cases)}")


def writers() -> None:
    """Each development writer's paraphrases flagged, in the two groups of the cross-writer rule, and each group's total."""
    from compiler.textcheck import disagreements as checker

    for group, names in (("DEVELOP", DEVELOP_WRITERS), ("MEASURE", MEASURE_WRITERS)):
        rates = [(name, measure(checker, file_paraphrases(name), False)) for name in names]
        for name, rate in rates:
            print(f"{group} {name:<26} {rate}")
        print(f"{group} total {sum(rate.flagged for _, rate in rates)}/{sum(rate.total for _, rate in rates)}")


if __name__ == "__main__":
    writers() if sys.argv[1:] == ["writers"] else main()
