"""Wrong texts made from the paraphrases the reader reads: every mutant operator of tests/compiler/textsets/mutants.py
(polarity, who, and/or, a comparison, occupied/vacant, a swapped trigger, the timing, a colour, a floor, 'may', up/down,
an amount, a unit, a die face), and three for numbers and costs said in words (WORDED: 'two krones' -> 'three krones',
'for free' -> 'at the usual cost', '1 krone less' -> '1 krone more', 'top' -> 'bottom'), applied to each paraphrase of a development set
that reads as its card.

Why: each reading made for a new writer's wording ('First one there takes 15 VP', 'for a yellow group you move 2 steps')
must still hold every fact of that wording; the corpus' own mutants never use those wordings. Session 12 found with it
eight wrong texts the checker passed (a fallback's lack naming another thing, the opponents' 'per turn', a free take said
of the opponents, 'or' between two changes, a claimant who pays (twice), a colour's gain given to the opponents, a row
given a bonus and then said to give nothing).

Some mutants say the same as the card: those `says_the_same` knows (an 'and'/'or' inside 'a dish or drink' or a rank
list, a 'may' where the rule is a choice anyway) are left out; others (a printed '0 VP' said in krones, 'may' carried
over 'and' from a clause before) are not, and the floors of tests/compiler/test_textcheck_paraphrase_mutants.py are
set below 100% for them.
"""
from __future__ import annotations

from functools import lru_cache

import re
from typing import Iterator

from tests.compiler.textsets.mutants import _each, mutants
from tests.compiler.textsets.sets import Case, corpus_cards, file_paraphrases, remembered, with_text

# Written for the paraphrases, whose writers spell numbers and costs in words the corpus' own texts seldom use.
NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
THINGS = r"(?:more |extra |additional |other |further )?(?:krones?|VP|victory points?|points?|strudels?|cakes?|wines?|coffees?|champagnes?|" \
         r"staff cards?|guests?|rooms?|steps?|spaces?|dancers?|items?|dish(?:es)?|drinks?)\b"
USUAL_COST = {"for free": "at the usual cost", "at no cost": "at the usual cost", "free of charge": "at the usual cost",
              "without paying": "paying the usual cost", "for nothing": "at the usual cost"}


def amount_word(text: str) -> Iterator[str]:
    """A number said in a word changed by one ('two krones' -> 'three krones')."""
    words = "|".join(NUMBER_WORDS[:-1])
    yield from _each(text, rf"\b({words}) (?={THINGS})", lambda m: _next_word(m.group(1)) + " ")


def _next_word(word: str) -> str:
    following = NUMBER_WORDS[NUMBER_WORDS.index(word.lower()) + 1]
    return following.capitalize() if word[:1].isupper() else following


def full_cost(text: str) -> Iterator[str]:
    """Something free said to cost the usual ('prepare 1 room for free' -> 'prepare 1 room at the usual cost')."""
    yield from _each(text, r"\b(" + "|".join(USUAL_COST) + r")\b", lambda m: USUAL_COST[m.group(1).lower()])


def dearer(text: str) -> Iterator[str]:
    """A discount made a surcharge ('1 krone less' -> '1 krone more')."""
    yield from _each(text, r"(?<=\d )(krones?|champagnes?) less\b", lambda m: f"{m.group(1)} more")


OPPOSITES = {"top": "bottom", "bottom": "top", "highest": "lowest", "lowest": "highest", "before": "after", "after": "before",
             "most": "fewest", "fewest": "most", "above": "below", "below": "above", "never": "always", "cannot": "can",
             "each other player": "each player", "every other player": "every player", "all other players": "all players"}


def opposite(text: str) -> Iterator[str]:
    """A word turned to its opposite ('the top row' -> 'the bottom row', 'before' -> 'after', 'never' -> 'always')."""
    words = "|".join(sorted(map(re.escape, OPPOSITES), key=len, reverse=True))
    yield from _each(text, rf"\b({words})\b", lambda m: _like(OPPOSITES[m.group(1).lower()], m.group(1)))


def _like(word: str, said: str) -> str:
    return word.capitalize() if said[:1].isupper() else word


WORDED = {"amount-word": amount_word, "full-cost": full_cost, "dearer": dearer, "opposite": opposite}


def worded_mutants(text: str) -> Iterator[tuple[str, str]]:
    seen = {text}
    for name, operator in WORDED.items():
        for mutated in operator(text):
            if mutated not in seen:
                seen.add(mutated)
                yield name, mutated


@lru_cache(maxsize=None)
def paraphrase_mutants(name: str) -> tuple[Case, ...]:
    """The mutants of each paraphrase of the set file `name` that the checker reads as its card (label: the operator)."""
    cards = corpus_cards()
    texts = {key: card.value("text", "text") for key, card in cards.items()}
    read = [case for case in file_paraphrases(name) if not remembered(with_text(cards[case.key], case.text))]
    return tuple(Case(case.key, text, operator) for case in read
                 for operator, text in (*mutants(case.text, texts, case.key), *worded_mutants(case.text))
                 if not says_the_same(case.text, text, operator))


# Mutants that change words but not the rule, left out: 'and'/'or' inside 'a dish or drink' ('every dish and drink' is
# 'every dish or drink') or between a rank list's places and points ('15, 10 and 5 VP', 'the second 10 and the third
# 5'); 'may' added or dropped where the rule is a choice anyway (an ability used once a round or as an additional
# action, 'up to N', claiming an objective) or 'may never' said as 'never'.
SAME_AND_OR = re.compile(r"\b(?:dish(?:es)?|drinks?) (?:and|or) (?:\w+ )?(?:dish(?:es)?|drinks?)\b|"
                         r"\b(?:second|third|\d+)(?: VP)?,? (?:and|or) (?:the )?(?:third|\d+)\b", re.I)
CHOICE_ANYWAY = re.compile(r"once (?:per|each|a|every) (?:round|turn)|1x|additional action|\bup to\b|\bclaim", re.I)


def says_the_same(text: str, mutated: str, operator: str) -> bool:
    """Whether the mutant is one of the rewordings above (the same rule), judged around the first word it changes."""
    at = next((i for i, (a, b) in enumerate(zip(text, mutated)) if a != b), min(len(text), len(mutated)))
    if operator == "and-or":
        return bool(SAME_AND_OR.search(mutated[max(0, at - 30):at + 30]))
    if operator == "may":  # 'may never' is 'never'
        return bool(CHOICE_ANYWAY.search(_sentence_at(text, at))) or re.match(r"(?:\w+ )?may never\b", text[at:at + 20]) is not None
    return False


def _sentence_at(text: str, at: int) -> str:
    start = max(text.rfind(".", 0, at), text.rfind(";", 0, at)) + 1
    ends = [i for i in (text.find(".", at), text.find(";", at)) if i >= 0]
    return text[start:min(ends) if ends else len(text)]
