"""Second readings of the clauses any writer attaches to a noun or an act (session 13, clauses13): one rule per kind
of clause, on whatever noun or event it stands with, never one phrase.

- A time subordinator is 'when' with the same clause behind it, first or last in the sentence: 'once you take a die
  showing 3', 'the moment this guest checks in or dances', '..., as soon as a green guest leaves your café' are 'when
  ...'. Only before the subject of a clause ('once per round', 'once each round', 'at once' are no clause).
- A clause saying the act before is done is 'then': 'having done so', 'after doing that', 'once that is done'; and a
  sentence opening 'Having drawn 1 staff card, ...' is 'draw 1 staff card, then ...' (a participle the lexicon knows).
- A duration's subordinator is 'while' ('so long as he sits in your café'), a condition's is 'if' ('provided that he
  is still there'): 'as long as' and 'so long as' say either, and each is tried.
- A perfect said short is said whole: 'once you've played' is 'once you have played'.
- A subordinate clause in the perfect says its event as done: 'once you have taken a die' is 'when you take a die'
  (only a participle of a verb the lexicon knows, said of 'you' or 'they', whose verb has no '-s').
- A relative clause set off by commas or parentheses reads as the same clause without them: 'a blue guest, whose
  order is complete, leaves' is 'a blue guest whose order is complete leaves' ('that' opens no such clause); the
  comma after it is also tried kept, as it may close a trigger ('each time you serve a guest, whose order had 4
  items, you score 4 VP').
- A relative clause of 'be' is its reduced form ('a column that is fully occupied' is 'a column fully occupied'), one
  of 'have' (or a verb of holding) is 'with' ('a space that holds a die' is 'a space with a die').
- A plural noun with a clause of what the card's user did to it ('the guests you completed that round', 'the cards
  they have drawn') is the noun with the participle ('the guests completed that round').
Every word that says something is kept, so a wrong number, colour, who or event in the clause is still read and
compared: these readings change how a clause is attached, never what it says. The word lists are the lexicon's
[rewrite-words] (compiler/cardtext.toml, block 'clauses13').
"""
from __future__ import annotations

import re
from functools import lru_cache

IRREGULAR_DONE = ("paid", "lost", "sent", "won", "got", "spent", "put", "laid")
STOP_RE = re.compile(r"[.!?;:]")
# what opens a clause's subject: a pronoun or a determiner, not a frequency ('once a round', 'once each turn')
SUBJECT = (r"(?=(?:you|he|she|they|it|this|these|those|the|your|his|her|their|its|one|any|each|every|an?|no|all)\b)"
           r"(?!(?:an?|one|each|every|this|the|per)\s+(?:round|turn|game|action|time)\b)")


@lru_cache(maxsize=1)
def _patterns() -> tuple:
    from compiler.textread_rewrite import one_of as w

    return (
        (re.compile(r"\b(?P<who>you|they)['’]ve\b", re.I), lambda found: found.group("who") + " have"),
        (re.compile(r"\b" + w("clause-when") + r"\s+" + SUBJECT, re.I), _said("when ")),
        (re.compile(r"\b" + w("clause-while") + r"\s+" + SUBJECT, re.I), _said("while ")),
        (re.compile(r"\b" + w("clause-done") + r"\b", re.I), _said("then")),
        (re.compile(r"^(?P<lead>\s*)having\s+(?P<done>[a-z]+)\b(?P<what>[^,;:.]*),\s*", re.I), _having),
        (re.compile(r"\b" + w("clause-if") + r"\s+" + SUBJECT, re.I), _said("if ")),
        (re.compile(r"\b(?P<sub>when|whenever|each time|every time|if)\s+(?P<who>you|they)\s+(?:have\s+|'ve\s+)(?P<done>[a-z]+)\b", re.I), _perfect),
        (re.compile(r"(?<=\w)\s*,\s*(?P<clause>(?:who|whose|which)\b[^,;:.()]*?)\s*,(?=\s)", re.I), _bare_clause),
        (re.compile(r"(?<=\w)\s*,\s*(?P<clause>(?:who|whose|which)\b[^,;:.()]*?)(?=\s*,\s)", re.I), _bare_clause),  # the comma after it kept: it may end the lead
        (re.compile(r"(?<=\w)\s*,\s*(?P<clause>(?:who|whose|which)\b[^,;:.()]*?)(?=\s*(?:[.;]|$))", re.I), _bare_clause),  # last in the sentence
        (re.compile(r"(?<=\w)\s*\(\s*(?P<clause>(?:who|whose|which|that)\b[^()]*?)\s*\)", re.I), _bare_clause),
        (re.compile(r"(?<=[a-z])(?P<noun>s)\s+(?:that\s+|which\s+|whom\s+)?(?:you|they)\s+(?:have\s+|had\s+)?(?P<done>[a-z]+)\b", re.I), _done_by_you),
        (re.compile(r"\b(?:that|which|who)\s+(?:is|are)\s+(?=[a-z0-9])(?!(?:not|no|worth|why)\b)", re.I), _said("")),
        (re.compile(r"\b(?:that|which|who)\s+" + w("clause-have") + r"\s+(?!(?:been|already|just|got|not|no)\b|[a-z]+ed\b)", re.I), _said("with ")),
    )


def _said(words: str):
    return lambda found: words


def _perfect(found: re.Match) -> str | None:
    from compiler.textread_rewrite import _participle_base

    verb = _participle_base(found.group("done").lower())
    return None if verb is None else f"{found.group('sub')} {found.group('who')} {verb}"


def _having(found: re.Match) -> str | None:
    """'Having drawn 1 staff card, you may ...' is 'draw 1 staff card, then you may ...': the act done first, then the rest."""
    from compiler.textread_rewrite import _participle_base

    verb = _participle_base(found.group("done").lower())
    return None if verb is None else f"{found.group('lead')}{verb}{found.group('what')}, then "


def _done_by_you(found: re.Match) -> str | None:
    """'the guests you completed that round' is 'the guests completed that round': a plural noun with a clause of what the
    card's user did to it is the noun the participle says (only a participle of a verb the lexicon knows, said as the
    past: 'completed', 'sent', 'drawn')."""
    from compiler.textread_rewrite import _participle_base

    done = found.group("done").lower()
    if not done.endswith(("ed", "en")) and done not in IRREGULAR_DONE or _participle_base(done) is None:
        return None
    return f"{found.group('noun')} {done}"


def _bare_clause(found: re.Match) -> str:
    return " " + found.group("clause")


def whole_span(text: str, span: tuple) -> tuple:
    """The sentence at `span` from the stop before it: the silent words the lexer drops before the first it reads
    ('The moment ...', 'The whole time ...') are part of the subordinator a clause rule reads. Any stop is a word
    the lexer reads, so only dropped words stand between the last one and the span."""
    stops = [found.end() for found in STOP_RE.finditer(text, 0, span[0])]
    start = stops[-1] if stops else 0
    return start + len(text[start:span[0]]) - len(text[start:span[0]].lstrip()), span[1]


def clause_forms(form):
    """Each clause rule applied alone, then all together, each once: the forms of `form` in other clause shapes."""
    from compiler.textread_rewrite import _replaced
    from compiler.textread_again import Form

    words, where, seen = form.words, list(form.where), {form.words}
    for pattern, plain in _patterns():
        alone = _replaced(form.words, list(form.where), pattern, plain)
        words, where = _replaced(words, where, pattern, plain)
        for said, mapped in (alone, (words, where)):
            if said not in seen:
                seen.add(said)
                yield Form(said, tuple(mapped))
