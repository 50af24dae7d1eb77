"""What the component IS, said as a description of its printed facts (session 15, ident15).

Fan wikis, rulebook appendices and people at the table open by saying what the card is, its printed facts said as a
description of it rather than as a rule, and then the rule:
- the card, a copula and its kind, with its facts: 'The Photographer is a yellow guest (3 wine, 7 VP) whose reward
  ...', 'Five krones is a group B Emperor tile.', 'The Reception Clerk is a final-scoring staff card costing 4 krones:
  ...', 'Chateau Paulwei is a hotel entrance from the Exclusive Hotels module.';
- the facts in a parenthesis after the card's name, then a description or the rule with the card as its subject: 'The
  Laundress (cost 2) is a permanent staff card: ...', 'The Checker (cost 2) adds 2 to ...', 'CONCIERGE (4).';
- the facts as predicates of the card: 'The Landgrave is blue, takes 1 cake and 1 coffee, and is worth 3 VP.'

The colour, order, worth, cost and timing are read by compiler/textread_facts.py's readers and compared as printed
values (a wrong one is named). The kind, the group letter and the module are facts of this module (DESCRIBED),
compared by `described_differences` with the card's kind and what is filed with it. A word of a description that is
none of these leaves the sentence to the other readers, unread. What follows the description ('whose reward ...',
'that gives ...', ': its owner pays ...', 'met by a player who ...') is read as the rule, as if the description were
not there: after 'who', 'that' or 'which' the card is its subject again.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from compiler import meaning as m
from compiler.textlex import LEXICON
from compiler.textread_facts import SEPARATORS, _copula, _fact, _is, _past_subject, _raw, _value_at
from compiler.textread_timing14 import card_timings

KIND, GROUP, MODULE = "described-kind", "described-group", "described-module"
DESCRIBED = (KIND, GROUP, MODULE)  # facts compiler/textcheck.py leaves to `described_differences`
GROUP_LETTERS = ("a", "b", "c")
CARD_NOUNS = ("guest", "staff")  # a card's noun a value reader takes with the value ('a yellow guest', 'a one-shot staff card')
NAMED_BY_WHAT_THEY_ASK = ("objective", "emperor-tile")  # kinds whose name compiler/textread_names.py leaves as said


@lru_cache(maxsize=1)
def described_words() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))["described"]


@lru_cache(maxsize=1)
def _phrases() -> dict[tuple, tuple]:
    """Each phrase of a description, as words, to what it says: ('kind', 'guest'), ('module', 'ballrooms'),
    ('timing', 'final') or ('filler', '')."""
    said = {tuple(p.split()): ("filler", "") for p in described_words()["fillers"]}
    for key, phrases in described_words().items():
        if key.startswith(("kind-", "module-")):
            said.update({tuple(p.split()): tuple(key.split("-", 1)) for p in phrases})
    said.update({tuple(p.split()): ("timing", value) for p, value in card_timings().items()})
    return said


# ---- the card's name opening a description, where the reader of names leaves it ------------------------------------


def described_name(text: str, name: str, kind: str) -> str:
    """'Five krones is a group B Emperor tile.', 'Six full groups (group B) ...': an objective's or a tile's name opening
    the text before 'is a' or a parenthesis is the card, said 'it' (padded, so every other word keeps its place)."""
    if kind not in NAMED_BY_WHAT_THEY_ASK or len(name.strip()) < 3:
        return text
    found = re.match(rf"\s*(?:the\s+)?{re.escape(name)}(?=\s+is\s+an?\s|\s*\()", text, re.I)
    return "it".ljust(found.end()) + text[found.end():] if found else text


# ---- a description of the card at the head of a sentence --------------------------------------------------------------


@dataclass(frozen=True)
class Described:
    """Where a description ends in the sentence's tokens, and the facts it gives."""
    end: int
    facts: tuple


def described(sentence: list, kind: str, text: str, facts: list) -> list:
    """The sentence with the description of the card at its head taken out and its facts put in `facts`; the whole
    sentence where it opens with none."""
    found = _description(sentence, kind, text)
    if found is None:
        return sentence
    rest, said = found
    facts.extend(said)
    return rest


def _description(tokens: list, kind: str, text: str):
    """(the rest, the facts) for 'the card [(facts)] is <description> <link> <rule>' or 'the card (facts) <rule>'."""
    at = _past_subject(tokens, 0, kind)
    if at == 0:
        return None
    paren = _parenthesis(tokens, at, kind, text, set())
    if _copula(tokens, paren.end if paren else at):
        return _described_as(tokens, paren, at, kind, text)
    if paren is None or paren.end >= len(tokens):
        return None
    if tokens[paren.end].type in SEPARATORS + ("DOT",):  # 'CONCIERGE (4).', 'Chief Waiter (cost 1): ...'
        rest = _rest(tokens, paren.end)
        return None if rest is None else (rest, paren.facts)
    return tokens[paren.end:], paren.facts  # 'The Checker (cost 2) adds 2 ...': the rule, the card its understood subject


def _described_as(tokens: list, paren, at: int, kind: str, text: str):
    """The copula's side: the description, then its link to the rule."""
    before = paren.facts if paren else ()
    body = _body(tokens, (paren.end if paren else at) + 1, kind, text, {f.name for f in before})
    if body is None:
        return None
    rest = _rest(tokens, body.end)
    return None if rest is None else (rest, before + body.facts)


# ---- the description itself -----------------------------------------------------------------------------------------


def _body(tokens: list, start: int, kind: str, text: str, said: set) -> Described | None:
    """The words and values after the copula up to the link: the values read as printed values, the words as a kind,
    a module, a group letter or a timing. None where a word is none of these or the card's kind is not said."""
    at, facts, words = start, [], []
    while at < len(tokens):
        step = _value_here(tokens, at, kind, text, said) or _parenthesis(tokens, at, kind, text, said) or _joined(tokens, at, kind, text, said)
        if step is None and _link(tokens, at):
            break
        if step is None:
            words += _gap_words(tokens, at, text) + _raw(tokens[at]).replace("-", " ").split()
            at += 1
            continue
        at, facts = step.end, facts + list(step.facts)
        said |= {f.name for f in step.facts}
    read = _read_words(words, kind)
    if read is None or not (read[1] or _card_noun(tokens, start, at)):
        return None
    where = (tokens[start].start_pos, tokens[at - 1].end_pos) if at > start else (0, 0)
    return Described(at, tuple(facts) + tuple(m.Fact(f.name, f.value, at=where) for f in read[0]))


def _card_noun(tokens: list, start: int, end: int) -> bool:
    """Whether the card's kind is said in a value ('a yellow guest'): a bare colour ('The Landgrave is blue, ...') is a
    predicate that compiler/textread_facts.py reads, not a description of what the card is."""
    return any(t.type == "NOUN" and t.meaning in CARD_NOUNS for t in tokens[start:end])


def _value_here(tokens: list, at: int, kind: str, text: str, said: set) -> Described | None:
    """A printed value at `at` (compiler/textread_facts.py's readers, compiler/textread_ident15_order.py's among them;
    a cost after 'costing')."""
    if at < len(tokens) and tokens[at].type in ("LPAR",):
        return None
    step = _value_at(tokens, at, kind, text, True, said) or _costing(tokens, at, kind, said)
    return Described(step[0], (step[1],)) if step else None


def _joined(tokens: list, at: int, kind: str, text: str, said: set) -> Described | None:
    """', and is worth 3 VP', ', takes 1 cake', 'and is worth': a comma or 'and' (and a copula) before another value."""
    step = at
    while step < len(tokens) and tokens[step].type in ("COMMA", "AND"):
        step += 1
    if step == at:
        return None
    step += 1 if _copula(tokens, step) else 0
    value = _value_here(tokens, step, kind, text, said)
    return value


def _parenthesis(tokens: list, at: int, kind: str, text: str, said: set) -> Described | None:
    """'(3 wine, 7 VP)', '(cost 2)', '(blue; 1 cake, 1 coffee; 3 VP)', and a staff card's bare cost '(4)', '(2 kr)':
    every piece inside read as a printed value, else None."""
    if not _is(tokens, at, "LPAR"):
        return None
    bare = _bare_cost(tokens, at + 1, kind) or _described_inside(tokens, at, kind, text)
    if bare is not None:
        return bare
    step, facts, names = at + 1, [], set(said)
    while step < len(tokens) and (not _is(tokens, step, "RPAR") or _timing_piece(tokens, step, text, names)):
        if tokens[step].type in ("COMMA", "SEMI", "AND") and not _timing_piece(tokens, step, text, names):
            step += 1
            continue
        found = _timing_piece(tokens, step, text, names) or _value_here(tokens, step, kind, text, names)
        if found is None:
            return None
        step, facts, names = found.end, facts + list(found.facts), names | {f.name for f in found.facts}
    return Described(step + 1, tuple(facts)) if facts and step < len(tokens) else None


PIECE_ENDS = ("COMMA", "SEMI", "RPAR")
PIECE_TIMINGS = ("permanent", "immediate")  # a bell, a final scoring or once a round shapes the rule after it: left to it


def _timing_piece(tokens: list, at: int, text: str, said: set) -> Described | None:
    """'(cost 2; permanent)', '(cost 4; when played)', '(permanent)': a piece of a parenthesis that is the card's timing,
    read from the words between the last piece and the next (the lexer reads or drops them in other ways). `at` is the
    first token after that piece's start; None where the words are no timing or a timing is said already."""
    if "timing" in said or at == 0:
        return None
    stop = next((i for i in range(at, len(tokens)) if tokens[i].type in PIECE_ENDS), None)
    if stop is None:
        return None
    start = tokens[at - 1].end_pos
    words = " ".join(text[start:tokens[stop].start_pos].lower().replace("-", " ").split())
    if card_timings().get(words) not in PIECE_TIMINGS:
        return None
    return Described(stop, (m.Fact("timing", card_timings()[words], at=(start, tokens[stop].start_pos)),))


def _described_inside(tokens: list, at: int, kind: str, text: str) -> Described | None:
    """'(promo)', '(Vienna Ballrooms)', '(group B)', '(Exclusive Hotels module)', '(promo card)': a parenthesis of a
    description's words alone, each read (a module, a group letter, a kind, a timing), at least one saying something."""
    end = next((i for i in range(at + 1, len(tokens)) if tokens[i].type in ("RPAR", "LPAR", "DOT")), len(tokens))
    if end >= len(tokens) or not _is(tokens, end, "RPAR") or end == at + 1:
        return None
    words = [w for i in range(at + 1, end) for w in _gap_words(tokens, i, text) + _raw(tokens[i]).replace("-", " ").split()]
    read = _read_words(words, kind)
    if read is None or not (read[0] or read[1]) or any(f.name == "timing" for f in read[0]):
        return None  # a timing in a parenthesis ('TAPSTER (bell).') is left to the readers of the rule it shapes
    where = (tokens[at].start_pos, tokens[end].end_pos)
    return Described(end + 1, tuple(m.Fact(f.name, f.value, at=where) for f in read[0]))


def _bare_cost(tokens: list, at: int, kind: str) -> Described | None:
    """'(4)', '(2 kr)' after a staff card's name: its cost."""
    end = at + 1 + (1 if _is(tokens, at + 1, "UNIT", "krone") else 0)
    if kind != "staff" or not _is(tokens, at, "NUM") or not _is(tokens, end, "RPAR"):
        return None
    return Described(end + 1, (_fact("cost", tokens[at].meaning, tokens, at, end)[1],))


def _costing(tokens: list, at: int, kind: str, said: set):
    """'costing 4 krones', 'that costs 4 krones' inside a description."""
    if kind != "staff" or "cost" in said or not (_is(tokens, at, "PRICE") and _raw(tokens[at]) in ("costing", "costs")):
        return None
    if not _is(tokens, at + 1, "NUM"):
        return None
    end = at + 2 + (1 if _is(tokens, at + 2, "UNIT", "krone") else 0)
    return _fact("cost", tokens[at + 1].meaning, tokens, at, end)


def _gap_words(tokens: list, at: int, text: str) -> list[str]:
    """The words the lexer left out before the token at `at` ('permanent', 'the'): a description's words too."""
    start = tokens[at - 1].end_pos if at > 0 else 0
    return re.findall(r"[a-z']+", text[start:tokens[at].start_pos].lower().replace("-", " "))


def _read_words(words: list[str], kind: str):
    """(the facts, whether a kind was said) the description's words give, or None where a word says none of them."""
    at, facts, kinded = 0, [], False
    while at < len(words):
        letter = _group_letter(words, at, kind)
        if letter:
            facts.append(m.Fact(GROUP, letter[0].upper()))
            at += letter[1]
            continue
        size = next((n for n in range(min(4, len(words) - at), 0, -1) if tuple(words[at:at + n]) in _phrases()), 0)
        if not size:
            return None
        what, value = _phrases()[tuple(words[at:at + size])]
        kinded = kinded or what == "kind"
        facts += [m.Fact(_fact_name(what), value)] if what in ("module", "timing") or (what == "kind" and value not in (kind, "any")) else []
        at += size
    return facts, kinded


def _group_letter(words: list[str], at: int, kind: str) -> tuple | None:
    """(the letter, how many words) for 'group B', 'B group' ('a B-group tile') and, after an article, a letter right
    before the card's kind ('an A tile', 'the C objective'): an article alone before the kind is no letter."""
    here, after = words[at], words[at + 1:at + 3]
    if here == "group" and after[:1] and after[0] in GROUP_LETTERS:
        return after[0], 2
    if here not in GROUP_LETTERS or not after:
        return None
    if after[0] == "group":
        return here, 2
    kinded = at > 0 and words[at - 1] in ("a", "an", "the") and _phrases().get(tuple(after[:1])) == ("kind", kind)
    return (here, 1) if kinded else None


def _fact_name(what: str) -> str:
    return {"kind": KIND, "module": MODULE}.get(what, what)


# ---- the link from the description to the rule ----------------------------------------------------------------------


def _link(tokens: list, at: int) -> bool:
    return at >= len(tokens) or tokens[at].type in ("DOT", "COLON", "SEMI", "COMMA") or _raw(tokens[at]) in _link_words()


def _link_words() -> tuple:
    said = described_words()
    return tuple(said["link-rule"]) + tuple(said["link-own"]) + tuple(w.split()[0] for w in said["link-met"])


def _rest(tokens: list, at: int) -> list | None:
    """The rule after the link: after a stop, a colon, a semicolon or a comma; the card left the understood subject
    after 'who', 'that' or 'which'; the card's own reward after 'whose'; an objective's requirement after 'met by'."""
    at += 1 if at < len(tokens) and tokens[at].type in ("COLON", "SEMI", "COMMA") else 0
    if at >= len(tokens) or tokens[at].type == "DOT":
        return []
    word = _raw(tokens[at])
    if word in described_words()["link-rule"] + described_words()["link-own"]:
        return tokens[at + 1:]  # the card the understood subject of its rule, as on its face ('Gives no reward.')
    met = f"{word} {_raw(tokens[at + 1])}" if at + 1 < len(tokens) else word
    if met in described_words()["link-met"]:
        return tokens[at + 2:]
    return tokens[at:] if tokens[at - 1].type in ("COLON", "SEMI", "COMMA") else None


# ---- comparing the kind, the group and the module -------------------------------------------------------------------


def described_differences(facts: tuple, kind: str, filed: dict) -> list[tuple]:
    """(where, message) for each kind, group letter or module a description says that is not the card's."""
    out = []
    for fact in (f for f in facts if f.name in DESCRIBED):
        message = _difference(fact, kind, filed)
        out += [(fact.at, message)] if message else []
    return out


def _difference(fact, kind: str, filed: dict) -> str | None:
    if fact.name == KIND:
        return f"the text says the card is {_kind_name(fact.value)}; it is {_kind_name(kind)}"
    if fact.name == GROUP:
        group = str(filed.get("group") or "").upper()
        if not group:
            return f"the text gives the card's group ({fact.value}); the card has no group"
        return None if group == fact.value else f"the text gives the card's group as {fact.value}; the card: {group}"
    module = filed.get("module")
    return None if module == fact.value else f"the text gives the card's module as {_module_name(fact.value)}; the card: {_module_name(module)}"


def _kind_name(kind: str) -> str:
    said = described_words().get(f"kind-{kind}", [kind])[0]
    return f"an {said}" if said[0] in "aeiou" else f"a {said}"


def _module_name(module) -> str:
    return described_words().get(f"module-{module}", [str(module)])[0]
