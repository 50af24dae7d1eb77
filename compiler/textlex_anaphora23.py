"""'Reward: 2 VP for each of your played staff cards. Penalty: you lose 2 VP for each of them.' (session 23): 'for
each of them' in a sentence that names nothing 'them' could be is the count said last in a sentence before it. The
lexicon had dropped the words as saying nothing, so the penalty read as a flat 2 VP against the card's 2 VP per card.
Where the sentence names a thing before it ('prepare 2 rooms, paying 1 krone less for each of them') the words say
what the sentence says anyway, and are dropped as before."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import split_sentences

POINTER = "PER_THEM"  # the lexicon's 'for each of them'
COUNT_ENDS = ("DOT", "COMMA", "SEMI", "COLON", "AND")  # where a 'for each ...' count said before stops
THINGS = ("NOUN",)  # what 'them' could be in its own sentence


def per_them(found: list) -> list:
    """The terminals with each 'for each of them' read as the count said last before it, or dropped."""
    out, last = [], None
    for sentence in split_sentences(found):
        out += _pointed(sentence, last)
        last = _last_count(sentence) or last
    return out


def _pointed(sentence: list, last) -> list:
    read = []
    for token in sentence:
        if token.type != POINTER:
            read.append(token)
        elif last and not any(t.type in THINGS for t in read):
            read += [_placed(t, token) for t in last]
    return read


def _last_count(sentence: list) -> list | None:
    """The last 'for each ...' of the sentence as said: its PER and what it counts, up to the clause's end."""
    starts = [i for i, t in enumerate(sentence) if t.type == "PER"]
    if not starts:
        return None
    end = next((i for i in range(starts[-1] + 1, len(sentence)) if sentence[i].type in COUNT_ENDS), len(sentence))
    return sentence[starts[-1]:end] if end > starts[-1] + 1 else None


def _placed(token, at) -> object:
    """A copy of `token` standing where the pointer's words stand (a message quotes the words the text says)."""
    made = _token(token.type, token.meaning, at.start_pos, at.end_pos, getattr(at, "raw", ""))
    made.joint = token.joint
    return made
