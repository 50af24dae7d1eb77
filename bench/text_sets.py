"""Benchmark: the text checker over many texts, as the test suite and the hunts run it (session 23).

Times, in CPU seconds, the check of every paraphrase of the development writers and of the wrong wordings the
insertion hunt makes from every SAMPLE-th of them (tests/compiler/textsets/). Unlike bench/check_corpus.py, each
text here shares most of its sentences with others, which is where lexing each text once pays. Compare two commits
in one run: `python bench/text_sets.py` in each worktree. Not a test: nothing asserts.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.textcheck import disagreements  # noqa: E402
from tests.compiler.textsets import insertions  # noqa: E402
from tests.compiler.textsets.sets import DEVELOP_WRITERS, corpus_cards, file_paraphrases, with_text  # noqa: E402


def paraphrases(writers) -> list[tuple[str, str]]:
    return [(p.key, p.text) for name in writers for p in file_paraphrases(name)]


def wrong_wordings(writers, sample: int) -> list[tuple[str, str]]:
    return [(case.key, case.text) for name in writers for case in insertions.insertion_cases(name, sample)]


def cpu_checking(texts) -> tuple[float, int]:
    """(CPU seconds, texts flagged) to check every (card key, text)."""
    cards, start = corpus_cards(), time.process_time()
    flagged = sum(1 for key, text in texts if disagreements(with_text(cards[key], text)))
    return time.process_time() - start, flagged


def _forget_lexed() -> None:
    try:
        from compiler.textlex_once import forget_lexed
    except ImportError:  # a commit before session 23 caches nothing
        return
    forget_lexed()


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--writers", type=int, default=len(DEVELOP_WRITERS), help="how many development writers")
    options.add_argument("--sample", type=int, default=10, help="insertion wordings from every SAMPLE-th paraphrase")
    given = options.parse_args()
    writers = DEVELOP_WRITERS[:given.writers]
    cpu_checking(paraphrases(writers[:1]))  # build the parser and read the lexicon outside the timings
    _forget_lexed()  # but lex none of the timed texts before their timing
    for label, texts in (("paraphrases", paraphrases(writers)), ("insertions", wrong_wordings(writers, given.sample))):
        took, flagged = cpu_checking(texts)
        print(f"{label:<12} {len(texts):>6} texts  {flagged:>6} flagged  {took:8.1f} s CPU  {1000 * took / len(texts):6.1f} ms/text")


if __name__ == "__main__":
    main()
