"""Second readings of a sentence the reader could not read as written.

Some words say something in one place and nothing in another: "that" opens a relative clause or points at a thing
("gives that action +1 strength"), "on it" after a die's face repeats the die ("a die with a 4 on it"), "into" and
"in" name the kitchen a gain goes to. The lexicon cannot drop them everywhere: "on" is part of "on check-in", "that"
of "that shows". So a sentence is first read with every word; only when that fails is it read again with such words
left out, one at a time and then all together (the lexicon's table `weak`, a closed list of words that never carry a
number, a polarity, a who, a comparison or an option). The first reading that works is the sentence's; it is compared
with the card like any other, so a wrong fact in the rest of the sentence is still a difference. If none works, the
sentence is reported as it was first read.

Second readings run only for sentences that fail: a text that reads as written costs nothing more.
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, tokens

WEAK = "weak"
MOST_READINGS = 12  # a sentence with many weak words is not tried in every combination


@lru_cache(maxsize=1)
def weak_words() -> tuple[re.Pattern, ...]:
    """The lexicon's weak words and phrases, longest first, each as a pattern of whole words."""
    data = tomllib.loads(LEXICON.read_text(encoding="utf-8"))
    phrases = sorted(data.get(WEAK, {}).get("words", []), key=lambda p: (-len(p.split()), p))
    return tuple(re.compile(r"(?<![\w'-])" + r"\s+".join(map(re.escape, p.split())) + r"(?![\w'-])", re.I) for p in phrases)


def second_readings(text: str, span: tuple):
    """The sentence at `span` of `text` tokenised again: with its weak words left out (each alone, in the order
    of the text, then all of them; at most MOST_READINGS), then with its comma-parted phrases in another order
    (as written and without the weak words)."""
    start, end = span
    words = text[start:end]
    spots = _weak_spots(words)
    choices = [[spot] for spot in spots] + ([spots] if len(spots) > 1 else [])
    for chosen in choices[:MOST_READINGS]:
        yield _shifted(tokens(_blanked(words, chosen)), range(start, end))
    for plain in dict.fromkeys((words, _blanked(words, spots))):
        for order in _orders(_phrases(plain)):
            written, where = _joined(order, start)
            yield _shifted(tokens(written), where)


def _phrases(words: str) -> list[tuple]:
    """The sentence's phrases between commas outside parentheses, each as (offset, words); a final stop is left
    out (it stays last)."""
    depth, cut, found = 0, 0, []
    body = words.rstrip()
    body = body[:-1] if body.endswith(".") else body
    for index, char in enumerate(body):
        depth += (char == "(") - (char == ")")
        if char == "," and depth == 0:
            found.append((cut, body[cut:index]))
            cut = index + 1
    return [(at + len(p) - len(p.lstrip()), p.strip()) for at, p in found + [(cut, body[cut:])] if p.strip()]


def _orders(phrases: list) -> list[list]:
    """The phrases with one of them moved first, then with one of them moved last: 'You may, once per round,
    gain 1 coffee' is also read 'once per round, you may gain 1 coffee'."""
    if len(phrases) < 2:
        return []
    firsts = [[phrases[i]] + phrases[:i] + phrases[i + 1:] for i in range(1, len(phrases))]
    lasts = [phrases[:i] + phrases[i + 1:] + [phrases[i]] for i in range(len(phrases) - 1)]
    return list({tuple(o): o for o in firsts + lasts}.values())


def _joined(order: list, start: int) -> tuple[str, list]:
    """The phrases joined by commas, and for each character of the result where it stands in the text."""
    written, where = [], []
    for at, phrase in order:
        if written:
            written.append(", ")
            where += [where[-1]] * 2
        written.append(phrase)
        where += range(start + at, start + at + len(phrase))
    written.append(".")
    where.append(where[-1])
    return "".join(written), where


def _weak_spots(words: str) -> list[tuple]:
    """Where the weak words are (start, end), none inside another."""
    taken: list[tuple] = []
    for pattern in weak_words():
        for found in pattern.finditer(words):
            if not any(found.start() < e and s < found.end() for s, e in taken):
                taken.append(found.span())
    return sorted(taken)


def _blanked(words: str, spots: list) -> str:
    """The words with the chosen spots turned to spaces: every other word keeps its offset."""
    chars = list(words)
    for start, end in spots:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _shifted(found: list, where) -> list:
    """The tokens with their offsets in the text: `where[i]` is where the i-th character read stands."""
    for token in found:
        token.start_pos = where[min(token.start_pos, len(where) - 1)]
        token.end_pos = where[min(max(token.end_pos - 1, 0), len(where) - 1)] + 1
    return found
