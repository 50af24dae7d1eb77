"""compiler/textread_rewrite.py builds its patterns from the lexicon's word lists ([rewrite-words] in
compiler/cardtext.toml): the built patterns find what the hand-written ones of the fifth round found, on every text of
every set and of the corpus, and the lists hold plain words only."""
from __future__ import annotations

import re

import pytest

from compiler.textread_rewrite import PATTERNS, one_of, rewrite_words
from tests.compiler.textsets import sets

# The patterns as they were written before their word lists moved to the lexicon (5th round, 3595dcc).
_AMOUNT = r"(?:at least |at most |exactly )?(?:one|a|{an}two|three|four|five|six|\d+)"
_WORD_LIST = r"([a-z-]+(?:\s*,\s*[a-z-]+)*(?:\s*,?\s*(?:and|or)\s+[a-z-]+)?)"
BEFORE = {
    "gerund": r"\b(on|upon|when|whenever|each time|every time)\s+([a-z]+)ing\b",
    "each": r"\b(" + _AMOUNT.format(an="an|") + r")\s+((?:[a-z-]+\s+){0,3}?)"
            r"of each(?:\s+(?:colour|color|kind|type|of these|of the following|of them))?\s*:\s*" + _WORD_LIST,
    "each-of": r"\b(" + _AMOUNT.format(an="") + r")\s+each\s+of\s+" + _WORD_LIST,
    "kitchen": r"\b(?:put|puts|place|places|add|adds|store|stores)\b((?:(?!\b(?:and|or|then)\b)[^,;:.])*?)\s*\b(?:in|into|to)\s+your\s+kitchen\b",
    "every-room": r"^\s*(?:(?P<verb>you need to (?:fully )?occupy|(?:fully |completely )?occupy|fill|have|you need)\s+)?"
                  r"(?:every|each|all(?: of)?(?: the| your)?)\s+(?:room\s+spaces?|rooms?)\s+(?P<where>of|in|on)\s+"
                  r"(?P<least>at least\s+)?(?P<n>one|1|a single|a|two|2|three|3)\s+(?P<what>colou?rs?|floors?|columns?)"
                  r"(?P<state>\s+(?:fully\s+|completely\s+)?occupied)?(?:\s+(?:in|of) your hotel)?",
    "ordered": r"\bguests?\s+(?:who\s+each\s+(?:ordered|order|wanted|asked for)|each\s+(?:ordering|wanting|asking for)|"
               r"(?:each\s+)?with\s+(?:an?\s+)?orders?\s+of|whose\s+orders?\s+(?:each\s+)?(?:has|have|had|was|were)|"
               r"who\s+(?:each\s+)?(?:ordered|wanted))\s+(?P<amount>(?:at least|at most|exactly)?\s*\w+(?:\s+or\s+more)?)\s+items?(?:\s+each)?",
    "bare-fallback": r"\b(?P<lead>penalty:\s*)-?\s*(?P<paid>\d+\s+(?:krones?|kronen|money))\s*[,(]?\s*or\s+-?\s*(?P<lost>\d+\s+(?:vp|victory points|points))"
                     r"\s+if\s+you\s+(?:cannot|can't|are unable to|are not able to)(?:\s+pay(?:\s+(?:them|it))?(?:\s+(?:all|in full))?)?\s*\)?",
    "leaves": r"\b(?:completed|complete|fulfilled|finished|satisfied)\s+((?:[a-z]+\s+)?)guests?\s+(?:leaves|leave|departs|depart)\b",
}

# Sentences each pattern is written for, so that the comparison below is never between two patterns finding nothing.
SAMPLES = ["On taking a die showing 5, gain 2 VP.", "Take one of each: strudel, cake and wine.",
           "You need at least 3 occupied rooms of each colour: red, yellow and blue.", "Gain three each of strudel, cake and coffee.",
           "Put 4 strudel from the supply into your kitchen.", "Occupy every room on at least two floors.",
           "Have all of the rooms of one colour fully occupied in your hotel.", "Score 2 VP per guests who each ordered at least 3 items.",
           "Penalty: 3 krones, or 5 VP if you cannot pay them.", "Each time a completed blue guest leaves your café, gain 1 VP."]


def _texts() -> list[str]:
    cases = [*sets.paraphrases(), *sets.own_paraphrases(), *sets.dev3_paraphrases(), *sets.lead_paraphrases(), *sets.wrong_texts(),
             *sets.fresh_paraphrases(), *sets.fresh_wrong_texts(), *sets.fresh2_paraphrases(), *sets.fresh2_wrong_texts(),
             *sets.fresh3_paraphrases(), *sets.fresh3_wrong_texts()]
    return SAMPLES + [c.text for c in cases] + [c.value("text", "text") or "" for c in sets.corpus_cards().values()]


def _found(pattern: re.Pattern, text: str) -> list:
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_the_built_pattern_finds_what_the_written_one_found(name) -> None:
    before, built = re.compile(BEFORE[name], re.I), PATTERNS[name]
    texts = _texts()
    assert any(_found(before, t) for t in texts), f"{name}: no text to compare on"
    differing = [t for t in texts if _found(before, t) != _found(built, t)]
    assert not differing, differing[:3]


def test_the_word_lists_are_plain_words() -> None:
    """No pattern syntax in the data: a list's words are matched as written."""
    for name, words in rewrite_words().items():
        assert words and all(re.fullmatch(r"[a-z0-9' ]+", w) for w in words), name


def test_a_word_added_to_a_list_is_matched() -> None:
    assert re.fullmatch(one_of("leaves"), "departs") and not re.fullmatch(one_of("leaves"), "arrives")
    assert re.fullmatch(one_of("cannot"), "are  not   able to")


def test_one_of_each_takes_items_said_with_their_articles() -> None:
    """'one of each: a strudel, a cake, a wine and a coffee' (session 10): the items with their articles are the list."""
    from tests.compiler.textpairs import problems

    said = "When you play it you get one of each: a strudel, a cake, a wine and a coffee."
    assert problems("staff 21", said) == []
    assert any("coffee" in p for p in problems("staff 21", said.replace(" and a coffee", "")))
