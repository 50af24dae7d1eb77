"""Second readings of a sentence the reader could not read as written.

Some words say something in one place and nothing in another: "that" opens a relative clause or points at a thing
("gives that action +1 strength"), "on it" after a die's face repeats the die ("a die with a 4 on it"). The lexicon
cannot drop them everywhere: "that" is part of "that shows". And card English puts a clause's parts in any order:
"You may, once per round, gain 1 coffee" is "Once per round, you may gain 1 coffee". So a sentence is first read as
written; only when that fails is it read again:
- with its weak words left out (the lexicon's table `weak`, a closed list of words that never carry a number, a
  polarity, a who, a comparison, an option, a negation or a timing), each alone, then all together;
- with its comma-parted phrases in another order (one phrase moved first, or last), or with the comma a trigger
  leaves out before what it does ('each time you gain VP you gain 2 VP more');
- in the plainer wording of compiler/textread_rewrite.py ('on taking a die' is 'each time you take a die', 'one of
  each: strudel and cake' is 'one strudel and one cake'), and that again without weak words and in other orders.
The first reading that works is the sentence's. It is compared with the card like any other reading, so every fact
the sentence states still counts: a wrong number, colour, who or polarity is still a difference. If none works, the
sentence is reported as it was first read.

Second readings run only for sentences that fail: a text that reads as written costs nothing more.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, islice

from compiler.textlex import LEXICON, tokens
from compiler.textread_rewrite import rewritten
from compiler.textread_objectives import whole_sentence_forms
from compiler.textread_clauses13 import whole_span
from compiler.textread_gaps14 import gap_readings  # session 14: a list's left-out words put back from its full part

WEAK = "weak"
MOST_READINGS = 48  # a long sentence is not tried in every order and combination


@dataclass(frozen=True)
class Form:
    """A sentence as it is read again: its words, and for each character where it stands in the card's text."""

    words: str
    where: tuple

    @classmethod
    def of(cls, text: str, span: tuple) -> "Form":
        from compiler.textlex_transl15 import plain_form  # session 15: a translated edition's order said plainly

        return plain_form(cls(text[span[0]:span[1]], tuple(range(span[0], span[1]))))

    def tokens(self) -> list:
        if not self.where:  # nothing left to read (the lexer would still close it with a full stop, placed nowhere)
            return []
        found = tokens(self.words)
        last = len(self.where) - 1
        for token in found:
            token.start_pos = self.where[min(token.start_pos, last)]
            token.end_pos = self.where[min(max(token.end_pos - 1, 0), last)] + 1
        return found


@lru_cache(maxsize=1)
def weak_words() -> tuple[re.Pattern, ...]:
    """The lexicon's weak words and phrases, longest first, each as a pattern of whole words."""
    data = tomllib.loads(LEXICON.read_text(encoding="utf-8"))
    phrases = sorted(data.get(WEAK, {}).get("words", []), key=lambda p: (-len(p.split()), p))
    kept = "".join(rf"(?!\s+{re.escape(word)}(?![\w'-]))" for word in data.get(WEAK, {}).get("kept-before", []))
    return tuple(re.compile(r"(?<![\w'-])" + r"\s+".join(map(re.escape, p.split())) + r"(?![\w'-])" + kept, re.I) for p in phrases)


def second_readings(text: str, span: tuple):
    """The tokens of each second reading of the sentence at `span` of `text`, in the order they are tried."""
    first = Form.of(text, span)
    seen = {first.words}
    later = islice(_clause_forms(Form.of(text, whole_span(text, span))), MOST_READINGS)  # compiler/textread_clauses13.py: tried last, so nothing read before reads otherwise
    gaps = islice(gap_readings(Form.of(text, whole_span(text, span)), _without_weak, rewritten), MOST_READINGS)  # tried last of all
    for form in chain(islice(_forms(first), MOST_READINGS), whole_sentence_forms(text, span, rewritten, _without_weak), later, gaps):
        if form.words not in seen:
            seen.add(form.words)
            yield form.tokens()


def _forms(first: Form):
    yield from _without_weak(first)
    yield from _reordered(first)
    yield from _comma_before_you(first)
    yield from _imperative(first)
    yield from _interrupted(first)
    yield from _reordered(_blanked(first, _weak_spots(first.words)))
    plainer = rewritten(first)
    if plainer is not None:
        yield plainer
        yield from _without_weak(plainer)
        yield from _reordered(plainer)
        yield from _reordered(_blanked(plainer, _weak_spots(plainer.words)))
        yield from _comma_before_you(plainer)  # session 20: a trigger with no comma, in a sentence that needs plainer words too


def _clause_forms(first: Form):
    """compiler/textread_clauses13.py's clause shapes of the whole sentence, each as written, without weak words, in other orders, and in
    plainer words; the plainer wording of the sentence as written also with its opening 'you' left out ('once you have
    played 6 staff cards, you can claim this one' is the objective's 'you have played 6 staff cards')."""
    from compiler.textread_clauses13 import clause_forms

    yield from _imperative_plainer(first)
    for form in clause_forms(first):
        yield form
        yield from _without_weak(form)
        yield from _reordered(form)
        yield from _imperative_plainer(form)


def _imperative_plainer(form: Form):
    plain = rewritten(form)
    if plain is not None:
        yield plain
        yield from _imperative(plain)


TRIGGER_RE = re.compile(r"\b(?:each time|every time|whenever|when|if|as soon as|once)\b", re.I)
YOU_RE = re.compile(r"(?<=[^\s,;:])\s+(?=you\b)", re.I)


def _comma_before_you(form: Form):
    """'each time you receive krones you may prepare a room': a trigger and what it does, with no comma between; a
    comma is tried before each later 'you' of a sentence that opens a trigger."""
    opening = TRIGGER_RE.search(form.words)
    if opening is None:
        return
    for found in YOU_RE.finditer(form.words, opening.end()):
        at = found.start()
        if TRIGGER_RE.search(form.words, opening.end(), at) is None and "," not in form.words[opening.end():at]:
            yield Form(form.words[:at] + "," + form.words[at:], form.where[:at] + (form.where[at - 1],) + form.where[at:])


OPENING_YOU_RE = re.compile(r"^\s*(you)\s+(?=[a-z])", re.I)


def _imperative(form: Form):
    """'You draw a staff card, and ...' said as the imperative 'Draw a staff card, and ...': a sentence opening with
    'you' and its verb says what the imperative does (a phrase of the lexicon may have read 'you draw a staff card'
    as the event of a trigger)."""
    found = OPENING_YOU_RE.match(form.words)
    if found is not None:
        yield _blanked(form, [found.span(1)])


def _without_weak(form: Form):
    spots = _weak_spots(form.words)
    for chosen in [[spot] for spot in spots] + ([spots] if len(spots) > 1 else []):
        yield _blanked(form, chosen)


def _weak_spots(words: str) -> list[tuple]:
    """Where the weak words are (start, end), none inside another."""
    taken: list[tuple] = []
    for pattern in weak_words():
        for found in pattern.finditer(words):
            if not any(found.start() < e and s < found.end() for s, e in taken):
                taken.append(found.span())
    return sorted(taken)


def _blanked(form: Form, spots: list) -> Form:
    """The words with the chosen spots turned to spaces: every other word keeps its offset."""
    chars = list(form.words)
    for start, end in spots:
        chars[start:end] = " " * (end - start)
    return Form("".join(chars), form.where)


def _reordered(form: Form):
    """The sentence with one comma-parted phrase moved first, then with one moved last."""
    phrases = _phrases(form.words)
    if len(phrases) < 2:
        return
    for i in range(1, len(phrases)):
        yield _joined([phrases[i]] + phrases[:i] + phrases[i + 1:], form)
    for i in range(len(phrases) - 1):
        yield _joined(phrases[:i] + phrases[i + 1:] + [phrases[i]], form)


def _interrupted(form: Form):
    """'you're allowed, either before or after the action, to send a dancer': a phrase set between two parts of one
    clause ('allowed ... to send') is read moved first, the two parts joined again: 'either before or after the action,
    you're allowed to send a dancer'."""
    phrases = _phrases(form.words)
    for i in range(1, len(phrases) - 1):
        (at, before), (after_at, after) = phrases[i - 1], phrases[i + 1]
        joined = (at, before + " " + after)
        where = form.where[at:at + len(before)] + (form.where[at + len(before) - 1],) + form.where[after_at:after_at + len(after)]
        yield _joined_mapped([phrases[i]] + phrases[:i - 1] + [joined] + phrases[i + 2:], form, {joined: where})


def _joined_mapped(order: list, form: Form, mapped: dict) -> Form:
    """The phrases joined by commas and ended by a stop, each character mapped to where it stands in the text (a phrase
    made anew, two parts joined, by `mapped`)."""
    written, where = [], []
    for at, phrase in order:
        if written:
            written.append(", ")
            where += [where[-1]] * 2
        written.append(phrase)
        where += mapped.get((at, phrase), form.where[at:at + len(phrase)])
    written.append(".")
    where.append(where[-1])
    return Form("".join(written), tuple(where))


def _phrases(words: str) -> list[tuple]:
    """The phrases between commas outside parentheses, each as (offset, words); a final stop is left out."""
    depth, cut, found = 0, 0, []
    body = words.rstrip()
    body = body[:-1] if body.endswith(".") else body
    for index, char in enumerate(body):
        depth += (char == "(") - (char == ")")
        if char == "," and depth == 0:
            found.append((cut, body[cut:index]))
            cut = index + 1
    return [(at + len(p) - len(p.lstrip()), p.strip()) for at, p in found + [(cut, body[cut:])] if p.strip()]


def _joined(order: list, form: Form) -> Form:
    """The phrases joined by commas and ended by a stop, each character mapped to where it stands in the text."""
    return _joined_mapped(order, form, {})
