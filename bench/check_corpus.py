"""Benchmark: parse + check of the shipped corpus, and of a 20x replicated corpus; the text check apart.

Prints components per second and the ratio of the full front end (parse, AST, check) to a bare lark
parse of the same text, then the time the text check (reading every card's text and comparing it with
the card, as `gah check` does) takes over the whole corpus, its reader warmed up first (issue 14 aims at
well under a second). Run: `python bench/check_corpus.py [--repeat N]`. Not a test: nothing asserts.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.corpus import card_files, check_texts, default_corpus  # noqa: E402
from dsl.parser import lark_parser  # noqa: E402


def load_texts() -> list[tuple[str, str]]:
    files, _ = card_files([default_corpus()])
    return [(str(p), p.read_text(encoding="utf-8")) for p in files]


def bare_parse(texts) -> int:
    parser = lark_parser()
    for _, text in texts:
        parser.parse(text + "\n")
    return len(texts)


def full_check(texts) -> int:
    return len(check_texts(texts).components)


def text_check(components) -> int:
    from compiler.textcheck import text_diagnostics

    _forget_lexed()  # each run lexes anew, as `gah check` does once (session 23 caches lexing)
    for component in components:
        text_diagnostics(component)
    return len(components)


def _forget_lexed() -> None:
    """Each run lexes anew, as `gah check` does once (session 23 lexes each text once); older commits cache nothing."""
    try:
        from compiler.textlex_once import forget_lexed
    except ImportError:
        return
    forget_lexed()


def best_of(repeat: int, action, texts) -> tuple[float, int]:
    timings, count = [], 0
    for _ in range(repeat):
        start = time.perf_counter()
        count = action(texts)
        timings.append(time.perf_counter() - start)
    return min(timings), count


def report(label: str, texts, repeat: int) -> None:
    bare, _ = best_of(repeat, bare_parse, texts)
    full, components = best_of(repeat, full_check, texts)
    print(f"{label:<18} {components:>6} components  bare lark {bare * 1000:8.1f} ms  "
          f"parse+check {full * 1000:8.1f} ms  {components / full:8.0f} components/s  ratio {full / bare:4.2f}x")


def report_text_check(texts, repeat: int) -> None:
    from compiler.textcheck import CHECKED_KINDS

    components = check_texts(texts).components
    read = [c for c in components if c.kind.name in CHECKED_KINDS]
    text_check(components)  # build the text parser and the lexicon once, outside the timings
    took, _ = best_of(repeat, text_check, components)
    cpu = min(_cpu(text_check, components) for _ in range(repeat))  # CPU time: less swayed by other work on the machine
    print(f"{'text check':<18} {len(components):>6} components  {len(read)} texts read and compared "
          f"{took * 1000:8.1f} ms ({cpu * 1000:.1f} ms CPU)  {len(read) / took:8.0f} texts/s")


def _cpu(action, items) -> float:
    start = time.process_time()
    action(items)
    return time.process_time() - start


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--repeat", type=int, default=5)
    repeat = options.parse_args().repeat
    texts = load_texts()
    lark_parser()  # build the parser once, outside the timings
    report("corpus", texts, repeat)
    report("corpus x20", texts * 20, max(1, repeat // 2))
    report_text_check(texts, repeat)


if __name__ == "__main__":
    main()
