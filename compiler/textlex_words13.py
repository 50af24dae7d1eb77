"""Numeric ordinals, read as the ordinal words they abbreviate: '1st' is 'first', '2nd' 'second', '4th' 'fourth'.

The lexer's word pattern cuts '2nd' into the number 2 and the letters 'nd', and no phrase holds that pair but for a
few written out ('on the 2nd floor'); a writer of a player aid or a designer's note writes '1st: 15 VP', 'your 2nd
die', 'the 3rd floor' anywhere an ordinal stands. The two words are joined back into the ordinal word of the same
number, so every phrase the lexicon holds with 'first', 'second', ... reads its abbreviation too, and nothing new is
read: a number is only ever read as its own ordinal (the suffix must be that number's: '2st' stays unknown), and only
when the letters follow the digits with no space between them.
"""
from __future__ import annotations

ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
            9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}  # the numbers a card counts with (dice, rounds, places)


def suffix(number: int) -> str:
    """The ending English writes after a number's digits: 'st', 'nd', 'rd' after 1, 2, 3 (not 11, 12, 13), else 'th'."""
    if number % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def ordinals_joined(words: list) -> list:
    """The text's words (word, start, end) with each number written with its ordinal ending read as the ordinal word."""
    out: list = []
    for word in words:
        if out and _ordinal_of(out[-1], word):
            out[-1] = (ORDINALS[int(out[-1][0])], out[-1][1], word[2])
        else:
            out.append(word)
    return out


def _ordinal_of(number: tuple, letters: tuple) -> bool:
    text = number[0]
    return text.isdigit() and int(text) in ORDINALS and number[2] == letters[1] and letters[0] == suffix(int(text))
