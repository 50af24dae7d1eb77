"""A designer's shorthand, notation rather than sentences (session 15, terse15): playtest sheets, player aids,
spreadsheet cells and forum posts write a card as abbreviations, symbols and separators. Each is read as the words it
stands for, so a wrong number, colour or item next to it is still read, and named, as the words would be:

- abbreviated words ('Rew:', 'grn', 'rnd', 'perm.') are the lexicon's closed table ([same], block terse15); this
  module reads their stops: a stop before a colon, a bracket, a comma, a dash or a small letter ends no sentence
  ('Perm.: ...'), while before a number or a capital it still ends a fragment ('grn. 1 strudel. 0 VP.');
- 'w/' is 'with' ('a red guest w/ 3+ items') and 'w/o' 'without' ('w/o paying'): the slash is read as a space, the
  letters as [same] says ('w', 'wo');
- a count written with a times sign before what it counts ('1x wine', '3x K') is the count alone;
- a separator between a guest's printed facts ('·', '•', '|', '/': 'Earl / blue / 1 cake 2 coffee / 10 VP') stands
  where a full stop would: when a sentence opens with two or more printed facts so separated (the card itself, its
  colour, its order, its VP, its cost), each separator after them is a stop, and each fact is then checked against
  the card as any fact said alone is (compiler/textread_facts.py). A slash anywhere else stays 'or' ('dishes/drinks').

Every text rewrite keeps the text's length, so every span stays where the writer put it.
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, _token

SEPARATORS_RE = re.compile(r"(?<=\s)[·•|](?=\s+(?:(?P<number>\d)|(?P<word>[^\W\d_]+)\b)?)")  # a spaced middle dot, bullet or bar
WITH_RE = re.compile(r"(?<![\w/])([wW])/(?=\s|[^\W\d_])")  # 'w/ order': the slash of 'w/' before a word
WITHOUT_RE = re.compile(r"(?<![\w/])([wW])/[oO](?=\s|$|[,.;:])")  # 'w/o paying': 'without', read as [same] 'wo'



@lru_cache(maxsize=1)
def _stops() -> re.Pattern:
    said = tomllib.loads(LEXICON.read_text(encoding="utf-8"))["abbreviations"]["terse15-shortened"]
    words = "|".join(sorted(map(re.escape, said), key=len, reverse=True))
    return re.compile(rf"(?<![\w.])(?i:{words})(\.)(?=\s*[:),;–—-]|\s+[a-z])")


def shorthand_read(text: str) -> str:
    """`text` with the shorthand's stops, 'w/' slashes and fact separators read (the same length)."""
    text = _stops().sub(lambda m: m.group(0)[:-1] + " ", text)
    text = WITHOUT_RE.sub(lambda m: m.group(1) + "o ", text)
    text = WITH_RE.sub(lambda m: m.group(1) + " ", text)
    return _separators(text)


def _separators(text: str) -> str:
    """Each separator before a printed fact (an amount, a colour) read as a slash, and the one after the last of them
    (before the rule): `fact_separators` then reads them as stops after two or more facts. Any other separator is left,
    as the lexer leaves it, unread and unsaid ('+1 coffee | +3 kr' stays two gains, never 'or')."""
    out, before_fact = list(text), False
    for match in SEPARATORS_RE.finditer(text):
        fact = match.group("number") is not None or (match.group("word") is not None and _colour(match.group("word").lower()))
        if fact or before_fact:
            out[match.start()] = "/"
        before_fact = fact
    return "".join(out)


@lru_cache(maxsize=None)
def _colour(word: str) -> bool:
    from compiler.textlex import lexicon
    table = lexicon()
    said = " ".join(table.same.get(word, word).split())
    return table.phrases.get((said,), ("",))[0] == "COLOR"


ITEMS = ("strudel", "cake", "wine", "coffee", "champagne")
SELF = ("OWNER", "NOUN")  # the card's name, read as the card itself ('he', 'it') where it opens the text


def fact_separators(found: list) -> list:
    """The slashes after two or more printed facts opening a sentence read as stops (see the module's docstring)."""
    out, start = list(found), 0
    for index, token in enumerate(found + [None]):
        if token is None or token.type in ("DOT", "SEMI"):
            out[start:index] = _facts_stopped(found[start:index])
            start = index + 1
    return out


def _facts_stopped(said: list) -> list:
    """One sentence, the slashes after its opening run of facts read as stops when the run holds two or more."""
    slashes = [i for i, t in enumerate(said) if _slash(t)]
    bounds = list(zip([-1] + slashes, slashes + [len(said)]))
    run = next((n for n, (a, b) in enumerate(bounds) if not _fact(said[a + 1:b])), len(bounds))
    if run < 2:
        return said
    stops = set(slashes[:run])
    return [_token("DOT", ".", t.start_pos, t.end_pos, t.raw) if i in stops else t for i, t in enumerate(said)]


def _slash(token) -> bool:
    return token.type == "OR" and str(token.raw).strip() == "/"


def _fact(part: list) -> bool:
    """A printed fact: the card itself, a colour, an order of items, a VP worth or a cost in krones."""
    kinds = [t.type for t in part]
    if kinds in (["OWNER"], ["COLOR"]) or (kinds == ["NOUN"] and part[0].meaning in ("it", "guest")):
        return True
    return kinds == ["NUM", "UNIT"] and part[1].meaning in ("vp", "krone") or _order(part)


def _order(part: list) -> bool:
    """'1 cake 2 coffee', '2 cake + 2 wine', '1 strudel, 1 wine': amounts of items, joined or not."""
    said = [t for t in part if t.type not in ("AND", "COMMA")]
    pairs = [said[i:i + 2] for i in range(0, len(said), 2)]
    return bool(pairs) and all(len(p) == 2 and p[0].type == "NUM" and p[1].type == "UNIT" and p[1].meaning in ITEMS for p in pairs)


@lru_cache(maxsize=1)
def _bracketed_group() -> re.Pattern:
    """A kind word, an id perhaps, then a group letter in brackets: 'OBJ 105 (A).', 'Tile (B):', 'Objective (C)'."""
    words = tomllib.loads(LEXICON.read_text(encoding="utf-8"))["around-words"]
    kinds = sorted((w for key, said in words.items() if key.startswith("heading-kind-") for w in said), key=len, reverse=True)
    kind = "|".join(re.escape(w).replace("\\ ", r"\s+") for w in kinds)
    return re.compile(rf"^(\s*(?:{kind})\.?\s+(?:#?\d{{1,3}}\s*)?)\(([a-c])\)(?=\s*[.:])", re.I)


def bracketed_group(text: str) -> str:
    """`text` with a heading's group letter out of its brackets (the same length), for compiler/textread_heading14.py,
    which reads a bare letter after a kind word and names it when it is not the card's group."""
    return _bracketed_group().sub(lambda m: f"{m.group(1)} {m.group(2)} ", text)


ARROWS = ("->", "→")
TABLE = ("NUM", "NUMLIST", "OR", "COMMA", "AND")  # '15/10/5', '15 / 10 / 5', '15, 10, 5': the places' points


def table_arrows(found: list) -> list:
    """An arrow before a table of points ending its sentence ('6+ full room groups -> 15/10/5 VP') is a stop: what is
    needed, then what it pays, as a player aid sets them side by side."""
    return [_token("DOT", ".", t.start_pos, t.end_pos, t.raw) if t.raw in ARROWS and _table_after(found, i) else t
            for i, t in enumerate(found)]


def _table_after(found: list, index: int) -> bool:
    end = next(i for i in range(index + 1, len(found)) if found[i].type in ("DOT", "SEMI") or i == len(found) - 1)
    said = found[index + 1:end]
    if said and said[-1].type == "UNIT" and said[-1].meaning == "vp":
        said = said[:-1]
    return len([t for t in said if t.type == "NUM"]) >= 2 and all(t.type in TABLE for t in said)


COST_SHAPES = (("LPAR", "NUM", "RPAR"), ("DOT", "NUM", "DOT"), ("COMMA", "NUM", "COMMA"))


def bare_costs(found: list) -> list:
    """A number alone after the card's name opening the text ('Concierge (4).', 'ROOM SERVICE. 3.'), as a staff card
    prints its cost in a corner with no unit: the number is said in krones, 'Concierge (4 K).', which
    compiler/textlex_notation.py reads as the card's cost (a cost on a kind that has none stays unread)."""
    if len(found) > 1 and found[0].type == "NUM" and found[1].type in ("DOT", "COLON"):  # the name's heading blanked before
        return [found[0], _token("UNIT", "krone", found[0].start_pos, found[0].end_pos, "")] + found[1:]
    shape = tuple(t.type for t in found[1:4])
    if not found or found[0].type != "NOUN" or found[0].meaning != "it" or shape not in COST_SHAPES:
        return found
    number = found[2]
    krones = _token("UNIT", "krone", number.start_pos, number.end_pos, "")  # the number says it: its span
    if shape[0] == "LPAR":
        return found[:3] + [krones] + found[3:]
    return [number, krones] + found[3:]  # 'ROOM SERVICE. 3.': the cost heads the text, as 'Room Service (3 K).' does


def bracketed_claims(found: list) -> list:
    """A claim of how often the card acts, in brackets at a sentence's end ('+3 wine, +3 coffee (once).'), is the same
    claim set off by a comma ('..., once.'), which compiler/textread_facts.py checks against what the card does: the
    bracket opening it is read as that comma, the one closing it as nothing."""
    out, index = [], 0
    while index < len(found):
        close = _claim_bracket(found, index)
        if close is None:
            out.append(found[index])
            index += 1
            continue
        opening = found[index]
        out += [_token("COMMA", ",", opening.start_pos, opening.end_pos, opening.raw)] + found[index + 1:close]
        index = close + 1
    return out


def _claim_bracket(found: list, index: int) -> int | None:
    """Where the bracket opened at `index` closes, when it holds a claim only and ends its sentence."""
    if found[index].type != "LPAR" or index == 0:
        return None
    close = next((i for i in range(index + 1, min(index + 6, len(found))) if found[i].type == "RPAR"), None)
    if close is None or close + 1 >= len(found) or found[close + 1].type not in ("DOT", "SEMI"):
        return None
    spans = {(t.start_pos, t.end_pos): str(t.raw) for t in found[index + 1:close]}  # a hyphenated word's parts share one span
    said = " ".join(raw.lower().replace("-", " ") for raw in spans.values())
    return close if said in _claims() else None


@lru_cache(maxsize=1)
def _claims() -> frozenset:
    from compiler.textread_rewrite import rewrite_words  # the claim lists the reader checks a claim by
    said = rewrite_words()
    return frozenset(said["claim-once"]) | frozenset(said["claim-lasting"])


def times_counts(found: list) -> list:
    """'1x wine', '3x K': an 'x' set against the number before an item or a unit is the count's mark, read as nothing."""
    return [t for i, t in enumerate(found) if not _count_mark(found, i)]


def _count_mark(found: list, index: int) -> bool:
    token = found[index]
    return (token.type == "WORD" and str(token.raw).lower() == "x" and 0 < index < len(found) - 1
            and found[index - 1].type == "NUM" and found[index - 1].end_pos == token.start_pos
            and found[index + 1].type in ("UNIT", "NOUN"))
