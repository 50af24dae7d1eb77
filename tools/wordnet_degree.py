"""Adjectives of degree for the remark class (tools/wordnet_remarks.py): 'cheap', 'expensive', 'huge', 'big'.

A writer judges a card: 'she is pricey', 'a cheap card', 'a huge reward'. WordNet defines such an adjective by a
magnitude ('relatively low in price', 'unusually great in size or amount'), and the remark gate keeps out any word
whose definition says a magnitude ('price', 'amount', 'number'), as a word that says how much is a card fact. Said
RELATIVELY ('relatively low', 'above average', 'unusually great'), it says no number and no comparison with the card:
nothing the card's lines hold can be checked against it, so in the places a remark is read (a part made of remark
and frame words, a predicate after 'is') it says nothing of what the card does.

The gate's reasoning, kept narrow:
- only an adjective sense, and only the magnitude words of the gate's `remark-degree-nouns` are let through; every
  other word of `remark-gloss-never` (times, choices, orders, 'free', 'each', 'first', 'doubled') still keeps the word
  out, as do the lexicographer files, the words of the lexicon and the closed words its senses reach (tools/wordnet_remarks.py);
- the definition must say the magnitude relatively, by a word of `remark-degree-marks` ('relatively', 'average',
  'unusually', 'high', 'low', 'great', 'large', 'small'): 'amounting to a number' or 'equal in amount' says no such
  word and stays out;
- a comparison is never a remark: comparative and superlative forms ('cheaper', 'biggest') are inflected forms, which
  the remark gate keeps out before this is asked, and 'more', 'less', 'fewer', 'most' are closed words.
"""
from __future__ import annotations


def fact_words(said: set, defined: set, pos: str, rules) -> set:
    """The words of a definition that keep a word out of the remark class: `said` (the gate's `remark-gloss-never`
    words it holds) without the magnitudes an adjective's definition says relatively."""
    if pos != "a" or not (defined & rules.degree_marks):
        return said
    return said - rules.degree_nouns


def magnitude_link(hit: str | None, defined: set, pos: str, rules) -> bool:
    """Whether a lexicon word an adjective sense reaches is only the magnitude it is a degree of: 'big' is WordNet's
    value of the attribute 'size' (a word of the lexicon's 'size of'), said relatively in its definition."""
    return hit is not None and pos == "a" and bool(defined & rules.degree_marks) and hit in rules.degree_nouns
