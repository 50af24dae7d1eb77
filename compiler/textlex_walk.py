"""One walk over a text's terminals for the lexer passes that read a shape anew (a list of numbers, a discount said as
the cost changing, a die's strength said of the die): each pass says what it reads at an index, this walks. And the
one cut of the terminals into sentences, shared by the passes that read a sentence whole and by the reader."""
from __future__ import annotations


def replaced_where(found: list, step) -> list:
    """The terminals with each span `step(found, index)` reads put as it says: `step` gives (the terminals said instead,
    the index after the span) or None where nothing is read at `index`. Shared by the passes that read one shape anew."""
    out, index, end = [], 0, len(found)
    while index < end:
        said = step(found, index)
        if said is None:
            out.append(found[index])
            index += 1
            continue
        put, index = said
        out += put
    return out


def split_sentences(found: list) -> list[list]:
    """The terminals of each sentence, each ending with its DOT (the last may have none)."""
    sentences, current = [], []
    for token in found:
        current.append(token)
        if token.type == "DOT":
            sentences.append(current)
            current = []
    return sentences + ([current] if current else [])


def by_sentence(found: list, read) -> list:
    """The terminals with each sentence read anew by `read` (its terminals, with its DOT, in; the terminals said out)."""
    return [token for sentence in split_sentences(found) for token in read(sentence)]


def said_as(words: str):
    """A rewrite's plain wording when it is fixed words: the function giving `words` for any match (the rewrite tables of
    compiler/textread_tiles.py and textread_celebrities.py map a pattern to such a function or to one that builds it)."""
    def plain(found) -> str:
        return words
    return plain


def said_group(name: str, after: str = ""):
    """A rewrite's plain wording when it is one named group of the match as written (and `after` it): the function
    giving it (the rewrite tables of compiler/textread_tiles.py, textread_tiles12.py and textread_objectives.py)."""
    def plain(found) -> str:
        return found.group(name) + after
    return plain


def acts_joined_by_or(found: list, index: int) -> bool:
    """Whether the clause holding `index` joins two acts by 'or' (an 'or' with a verb after it, 'you' between), before
    `index` or after it. An aside leaving a choice to the player ('whichever you like', '(your choice)') says nothing
    more after a mix of things, but after two acts joined by 'or' it says the player picks the act, which an Emperor
    tile's fallback does not allow: the passes that drop such asides keep them there (session 26; a second reading may
    have moved the aside: 'pay 5 krones, whichever you like, or lose 7 VP')."""
    start = next((i + 1 for i in range(index - 1, -1, -1) if found[i].type in ("DOT", "SEMI")), 0)
    end = next((i for i in range(index, len(found)) if found[i].type in ("DOT", "SEMI")), len(found))
    kinds = [t.type for t in found[start:end]]
    return any(kind == "OR" and "VERB" in kinds[at + 1:at + 3] for at, kind in enumerate(kinds))
