"""What a writer says around the rule that carries no rule of its own, read by class, not by listed phrase (session 13):

- a lead before a colon whose rule follows it in full ('Bubbles on tap: once per round, take 1 champagne', 'Cheap at 2
  krones: when you play ...'). It is left unread only when what follows reads on its own, and every fact the lead names
  is one the card has: its items, colours, states, numbers and who-words become facts (LEAD) that compiler/textcheck.py
  looks for in the card (`lead_differences`), a price or VP in it is the card's cost or VP (checked as printed values),
  an occasion in it must be the occasion the rule after it says, and a lead holding a condition, a negation, a verb, an
  option, a comparison or a closed word is no lead at all;
- an evaluative adjective (compiler/cardtext-vocab.toml [evaluative], tools/wordnet_evaluative.py) in the roles a
  comment takes: before the card's own noun ('a cheap yellow guest', 'a wild one') or as the predicate of 'be' ending a
  part ('she is expensive,', 'The penalty is huge:'); anywhere else it stays unread and reported;
- a claim that the card does nothing more ('she carries no other reward', 'Nothing else happens.', 'with no reward
  beyond that'): read as the text saying all the card does, which the comparison already holds it to (a rule the text
  leaves out is named); a VP the claim names ('beyond his 14 VP') is the card's own VP.

Nothing here reads a rule: compiler/textread.py tries a sentence without these parts only when it cannot read it as
written, after its remarks (compiler/textread_remarks.py), and what is left is read and compared as any sentence is.
"""
from __future__ import annotations

import dataclasses
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from compiler import meaning as m
from compiler.textlex import LEXICON, lexicon, tokens
from compiler.textread_again import Form
from compiler.textread_facts import said_facts
from compiler.textread_remarks import LeftOut, _before_space, _span, _words_of, remark_spans, remark_table
from compiler.textvocab import vocab_file

LEAD = "lead-mention"  # a fact a lead names: (what it is, its value), looked for in the card (lead_differences)
AROUND = "around-words"  # the lexicon's table of the word lists below (compiler/cardtext.toml)


@lru_cache(maxsize=1)
def around_words() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[AROUND]


@lru_cache(maxsize=1)
def judged_words() -> frozenset:
    """The evaluative adjectives (generated), and the remark adjectives, which judge as well."""
    remarks = {w for w, c in remark_table()[0].items() if c == "adjective"}
    return frozenset(vocab_file().get("evaluative", {})) | remarks


@dataclass(frozen=True)
class Try:
    """One way of reading a sentence without what is said around its rule: the spans left out, the facts they said,
    and whether the rule left must say an occasion of its own (a lead's 'at the end')."""
    spans: tuple
    facts: tuple = ()
    occasions: frozenset = frozenset()


def read_around(text: str, sentence: list, kind: str, reads) -> list | None:
    """The facts said around the rule when the sentence reads without what is said around it (`reads` reads one
    sentence's tokens, True if it read); None when no such reading reads."""
    for attempt in _tries(text, sentence, kind):
        left = _left_out(text, sentence, attempt.spans)
        for found in left.readings():
            facts = _read(found, kind, text, attempt, reads)
            if facts is not None:
                return list(attempt.facts) + facts
    return None


def _tries(text: str, sentence: list, kind: str) -> list[Try]:
    spans, facts = list(remark_spans(sentence, kind)) + judged_spans(sentence, kind), []
    for span, fact in claim_spans(text, sentence, kind):
        spans.append(span)
        facts += [fact] if fact is not None else []
    from compiler.textread_scope16 import denial_spans  # scope16 (session 16): what the card does not do, read as facts and checked
    denied = denial_spans(text, sentence, kind, tuple(spans))
    spans, facts = spans + list(denied[0]), facts + list(denied[1])
    base = Try(tuple(spans), tuple(facts))
    lead = lead_of(text, sentence, kind, base.spans)
    tries = [base] if len(spans) > len(remark_spans(sentence, kind)) else []
    tries += [Try(base.spans + (lead.spans[0],), base.facts + lead.facts, lead.occasions)] if lead else []
    from compiler.textread_around14 import flavour_parts  # around14 (session 14): scene-setting read as flavour
    spans, facts = flavour_parts(text, sentence, kind, base.spans)
    tries += [Try(base.spans + spans, base.facts + facts)] if spans else []
    from compiler.textread_talk15 import verdict_spans  # talk15 (session 15): a spoken verdict closing the rule
    spans, facts = verdict_spans(text, sentence, kind, base.spans)
    return tries + ([Try(base.spans + spans, base.facts + facts)] if spans else [])


def _read(found: list, kind: str, text: str, attempt: Try, reads) -> list | None:
    """The printed values said in what is left, if it reads (and says the occasions the lead named)."""
    if not found or (attempt.facts != () or _claimed(attempt)) and _half_only(found):
        return [] if not attempt.occasions else None
    rest, facts = said_facts([found], kind, text)
    if attempt.occasions and not _says_occasions(rest, attempt.occasions):
        return None
    return facts if all(reads(s) or _all_remarks(s, kind) for s in rest) else None


def _all_remarks(sentence: list, kind: str) -> bool:
    """'She is a guest.' once 'powerful' is left out: a sentence of remarks and frame words only."""
    spans = remark_spans(sentence, kind)
    return bool(spans) and all(any(a <= t.start_pos and t.end_pos <= b for a, b in spans) for t in _words_of(sentence))


def _claimed(attempt: Try) -> bool:
    return bool(attempt.spans)


def _half_only(found: list) -> bool:
    """'Reward: nothing beyond the 14 VP.' once the claim is left out: a half named alone says it holds nothing more."""
    return all(t.type in ("OCCASION", "COLON", "DOT") for t in found) and any(t.meaning in HALVES for t in found)


HALVES = ("reward", "ability", "played", "obtained")  # what a card does, named as a heading ('Reward:', 'Effect:')


def _says_occasions(sentences: list, wanted: frozenset) -> bool:
    """Whether the rule after a lead that names an occasion says one of its own (the lead's is then looked for in the
    card as a fact): a lead's occasion never stands for the rule's."""
    return any(t.type in OCCASION_TYPES for s in sentences for t in s)


def _left_out(text: str, sentence: list, spans) -> LeftOut:
    """The sentence without the spans, as compiler/textread_remarks.py leaves its remarks out."""
    kept = [t for t in sentence if not any(start <= t.start_pos and t.end_pos <= end for start, end in spans)]
    start, end = _span(sentence)
    cut = set().union(*(range(_before_space(text, a), b) for a, b in spans))
    where = tuple(i for i in range(start, end) if i not in cut)
    return LeftOut(kept if _words_of(kept) else [], Form("".join(text[i] for i in where), where))


# ---- 1. a lead before a colon -------------------------------------------------------------------------------------

OCCASION_TYPES = ("OCCASION", "WHEN", "NOW")
FRAME_TYPES = ("COMMA", "DOT", "OF_YOUR", "PRICE", "AND", "BUT")  # 'of', 'for', 'at', ',', 'and', 'but' in a lead say nothing
SAID_FACTS = {"UNIT": "unit", "COLOR": "color", "STATE": "state", "OPPONENT": "who", "NUM": "number", "NOUN": "noun"}


def lead_of(text: str, sentence: list, kind: str, judged: tuple = ()) -> Try | None:
    """The lead before the sentence's first colon, as a Try (its span, with the colon), or None if it says a rule. Words already left out as judgements (`judged`) are not asked again."""
    start, end = _span(sentence)
    found = LEAD_MARK.search(text, start, end)
    if found is None or not text[start:found.start()].strip():
        return None
    lead, facts, occasions = Form.of(text, (start, found.start())).tokens(), [], set()
    lead = [t for t in lead if not any(a <= t.start_pos and t.end_pos <= b for a, b in judged)]  # 'a great little card'

    for index, token in enumerate(lead):
        if not _lead_token(lead, index, kind, facts, occasions) or _name_like(lead, index, text):
            return None
    return Try(((start, found.end()),), tuple(facts), frozenset(occasions))


LEAD_MARK = re.compile(r":")  # a colon (a dash may set off a card's name, or another card's: 'Apollosaal \u2013 Top row: ...')


def _name_like(lead: list, index: int, text: str) -> bool:
    """An unknown word with a capital may be another card's name ('Apollosaal:'), which the text must not pass over: it
    is taken as flavour only as the first word of a lead of several words ('Bubbles on tap:')."""
    token = lead[index]
    said = text[token.start_pos:token.end_pos]
    words = [t for t in lead if t.type != "DOT"]
    unknown = not any(w in lexicon().known for w in str(token.meaning).lower().split())  # 'Emperor' is the track's
    return token.type == "WORD" and unknown and said[:1].isupper() and not (index == 0 and len(words) > 1)


def _lead_token(found: list, index: int, kind: str, facts: list, occasions: set) -> bool:
    """Whether a word of a lead may stand there; the facts it names go to `facts`, its occasions to `occasions`."""
    token = found[index]
    if token.type in OCCASION_TYPES:  # 'for the end': the rule after it must say an occasion, and this one is the card's
        occasions.add("*")
        facts.append(m.Fact(LEAD, ("occasion", token.meaning), at=(token.start_pos, token.end_pos)))
        return True
    if token.type == "WORD":
        return _lead_word(token, facts, occasions)
    if token.type in SAID_FACTS:
        return _lead_fact(found, index, kind, facts)
    return _lead_frame(token, found[:index], kind)


def _lead_frame(token, before: list, kind: str) -> bool:
    """An article, 'is', a pronoun of the card, a separator: nothing of the rule."""
    if token.type in FRAME_TYPES or (token.type == "REMARK" and token.meaning != "bell-flip"):
        return True
    raw = _raw(token)
    if token.type in ("ARTICLE", "MOD_CHANGE", "OWNER"):
        return raw in remark_table()[1] or raw in around_words()["lead-pronouns"]
    return token.type == "YOU" and raw in ("you", "your")


def _lead_fact(found: list, index: int, kind: str, facts: list) -> bool:
    """A number, unit, colour, state, who or noun named in a lead: a fact looked for in the card. A number of krones on
    a staff card is its cost, of VP on a guest or celebrity its own VP; 'one' after a word is the card ('this one')."""
    token, after = found[index], found[index + 1] if index + 1 < len(found) else None
    if token.type == "NUM" and _raw(token) == "one" and index > 0 and found[index - 1].type in ("ARTICLE", "WORD"):
        return True
    if _self(token, kind):  # 'The 1 space is your bakery': the card's own noun, whatever the lexer took it for
        return True
    if token.type == "NUM" and any(_self(t, kind) for t in found[max(index - 1, 0):index + 2]) and kind in NUMBERED:
        facts.append(m.Fact("number", token.meaning, at=(token.start_pos, token.end_pos)))  # the space's own number
        return True
    if token.type == "NOUN" and (_raw(token) in around_words()["lead-self"] or _raw(token) == kind.split("-")[-1]):
        return True
    if token.type == "UNIT" and index > 0 and found[index - 1].type == "NUM" and _printed(found[index - 1], token, kind):
        return True  # said with its number, as the card's cost or VP
    printed = _printed(token, after, kind) if token.type == "NUM" and after is not None and after.type == "UNIT" else None
    facts.append(printed or m.Fact(LEAD, (SAID_FACTS[token.type], token.meaning), at=(token.start_pos, token.end_pos)))
    return True


PRINTED = {"krone": ("cost", ("staff",)), "vp": ("vp", ("guest", "celebrity"))}
NUMBERED = ("action-space",)  # kinds whose own noun said with a number is their printed number ('the 3 space')


def _self(token, kind: str) -> bool:
    return _raw(token) in (kind.split("-")[-1], kind.split("-")[-1] + "s") and token.type != "NUM"


def _printed(number, unit, kind: str):
    """'2 krones' in a staff card's lead is its cost; '7 VP' in a guest's its own VP; else None."""
    name, kinds = PRINTED.get(unit.meaning, ("", ()))
    return m.Fact(name, number.meaning, at=(number.start_pos, unit.end_pos)) if kind in kinds else None


def _lead_word(token, facts: list, occasions: set) -> bool:
    """A word no terminal took: a word of no table is flavour ('tap', 'hoarding'); a closed word (a number, negation,
    comparison, who, may) says a rule; a lexicon word said only in phrases of occasions ('end', 'endgame') needs the rule
    after the lead to say an occasion; a word made of parts with a hyphen is read part by part ('blue-heavy')."""
    word = str(token.meaning).lower()
    if "-" in word:
        return all(_lead_part(part, token, facts, occasions) for part in word.split("-") if part)
    if word in _closed() or word in vocab_file().get("telling", {}):  # 'late': when the card acts; 'steady': 'regular'

        return False
    if _timing_only(word):
        occasions.add("*")
    return True


def _lead_part(part: str, token, facts: list, occasions: set) -> bool:
    """One part of a hyphened word: a unit, colour or state it names is a fact ('blue-heavy'), a word is read as a word
    of the lead; anything else ('one-shot', 'end-game' read as occasions) says a rule."""
    found = [t for t in tokens(part) if t.type != "DOT"]
    if len(found) != 1:
        return False
    said = found[0]
    if said.type in ("UNIT", "COLOR", "STATE"):
        facts.append(m.Fact(LEAD, (SAID_FACTS[said.type], said.meaning), at=(token.start_pos, token.end_pos)))
        return True
    return said.type == "WORD" and _lead_word(said, facts, occasions)


@lru_cache(maxsize=1)
def _closed() -> frozenset:
    from compiler.textvocab import closed_words
    return frozenset(closed_words(lexicon())) - set(around_words()["lead-glue"])


TIMING_TABLES = frozenset(("OCCASION", "WHEN", "NOW"))


def _timing_only(word: str) -> bool:
    """A lexicon word all of whose phrases are occasions ('end', 'endgame', 'one-shot'): it names when the card acts."""
    tables = _word_tables().get(word, frozenset())
    return bool(tables) and tables <= TIMING_TABLES


@lru_cache(maxsize=1)
def _word_tables() -> dict:
    """Each word of the lexicon's phrases -> the tables of the phrases it is in (built once: scanning every phrase for
    each word asked about took 50 ms a word)."""
    tables: dict = {}
    for phrase, found in lexicon().phrases.items():
        for word in phrase:
            tables.setdefault(word, set()).add(found[0])
    return {word: frozenset(held) for word, held in tables.items()}


# ---- the lead's facts, looked for in the card ---------------------------------------------------------------------


def lead_differences(said: tuple, card: m.Meaning) -> list[tuple]:
    """(where, message) for each fact a lead names that the card does not have anywhere."""
    return named_differences(said, card, LEAD, "lead")


def named_differences(said: tuple, card: m.Meaning, name: str, part: str) -> list[tuple]:
    """(where, message) for each fact `name` of the text's `part` ('lead', 'aside') that the card has nowhere. The
    card's atoms are gathered only when such a fact was said: most texts say none."""
    named = [f for f in said if f.name == name]
    found = _atoms(card, set()) if named else set()
    return [(f.at, f"the text's {part} names {_named(f.value)}; the card has no {_named(f.value)}")
            for f in named if not _has(f.value, found)]


def _named(value: tuple) -> str:
    what, said = value
    return "opponents" if what == "who" else str(said).replace("-", " ")


def _has(value: tuple, found: set) -> bool:
    what, said = value
    if what == "number":
        return said in found
    words = {str(said).lower(), str(said).lower().rstrip("s")}
    return any(words & set(re.split(r"[-=_ ]", str(atom).lower())) or str(atom).lower().rstrip("s") in words for atom in found)


def _atoms(value, found: set) -> set:
    """Every string and number the card's meaning holds: its items, colours, states, who, counts, numbers, facts."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            _atoms(getattr(value, field.name), found)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            _atoms(item, found)
    elif isinstance(value, (str, int)) and not isinstance(value, bool):
        found.add(value)
    return found


# ---- 2. evaluative adjectives in a comment's roles -----------------------------------------------------------------


def judged_spans(sentence: list, kind: str) -> list[tuple]:
    """Where the sentence's evaluative adjectives stand in a comment's role: each before the card's noun alone, each
    predicate of 'be' ending a part with its 'be', and a whole part that is nothing but the card, 'be' and the
    predicate ('she is expensive,') with its separator."""
    parts = _parts(sentence, ("BUT",))
    spans = [with_separator(sentence, (p[0].start_pos, p[-1].end_pos)) for p in parts if len(parts) > 1 and _all_judged(p)]
    for part in _parts(sentence):
        if not any(a <= part[0].start_pos and part[-1].end_pos <= b for a, b in spans):
            spans += _predicate(part, sentence) or [s for i in range(len(part)) for s in _attributive(part, i, kind)]
    return spans


def _all_judged(part: list) -> bool:
    """'Cheap and cheerful,', 'Expensive, but ...': a part of judgements only, its subject and 'be' left unsaid, beside
    another part (a judgement said alone, 'Cheap.', may be a price said in a word: it stays reported)."""
    return any(_judged(t) for t in part) and all(_judged(t) or t.type in ("AND", "BUT") or _degree(part, i) for i, t in enumerate(part))


def _degree(part: list, index: int) -> bool:
    """'very' in 'very cheap': an intensifier right before a judgement."""
    return _raw(part[index]) in around_words()["judged-degree"] and index + 1 < len(part) and _judged(part[index + 1])


def _judged(token) -> bool:
    return token.type == "WORD" and str(token.meaning).lower() in judged_words()


def _attributive(part: list, index: int, kind: str) -> list[tuple]:
    """'a cheap yellow guest', 'a wild one', 'a little and nice guest': the run of them (with 'and' between), after an
    article, before the card's noun (a colour may stand between); said once, from the run's first word."""
    if not _judged(part[index]) or (index > 0 and _judged(part[index - 1])):
        return []
    last = index
    while last + 2 < len(part) and _raw(part[last + 1]) == "and" and _judged(part[last + 2]) or last + 1 < len(part) and _judged(part[last + 1]):
        last += 2 if _raw(part[last + 1]) == "and" else 1
    if index == 0 or not (part[index - 1].type in ("ARTICLE", "WORD") and _raw(part[index - 1]) in remark_table()[1]):
        return []  # 'a', 'the', 'this', 'that'; never 'any', which leaves a choice
    after = last + 1 + (1 if last + 1 < len(part) and part[last + 1].type == "COLOR" else 0)
    return [(part[index].start_pos, part[last].end_pos)] if after < len(part) and _card_noun(part[after], kind) else []


def _card_noun(token, kind: str) -> bool:
    """The card's own noun, alone or heading a phrase of the lexicon ('card gives you'), or 'one' standing for it."""
    raw = _raw(token)
    head = raw.split(" ")[0] if raw else ""
    return head in around_words()["lead-self"] or head == kind.split("-")[-1] or (token.type == "NUM" and raw == "one")


def _predicate(part: list, sentence: list) -> list[tuple]:
    """'she is expensive,', 'The penalty is huge:', 'At 4 krones she is pricey,': the run of evaluative words (with
    'and') that ends the part after 'be'; with the card's pronoun before 'be' when the part starts there."""
    words = _words_of(part)
    last = len(words)
    first = last
    while first > 0 and (_judged(words[first - 1]) or (_raw(words[first - 1]) == "and" and first < last) or _degree(words, first - 1)):
        first -= 1
    if first == last or first == 0 or not (_judged(words[first]) or _degree(words, first)) or not _be(words[first - 1]):
        return []
    subject = first - 2
    if subject >= 0 and (_raw(words[subject]) in around_words()["lead-pronouns"] or _raw(words[subject]) in around_words()["lead-self"]) \
            and words[subject].type in ("OWNER", "NOUN", "WORD"):
        span = (words[subject].start_pos, words[-1].end_pos)  # 'she is expensive': the whole part when it is all of it
        return [with_separator(sentence, span) if subject == 0 else span]
    if " " in _raw(words[first - 1]) or "'" in _raw(words[first - 1]):  # 'The reward is', "Reward's": the subject is in it
        return [(words[first].start_pos, words[-1].end_pos)]
    if first == 1:  # 'This card is great.': the lexer took the subject for words that say nothing; the part goes whole
        return [with_separator(sentence, (words[0].start_pos, words[-1].end_pos))]
    return [(words[first - 1].start_pos, words[-1].end_pos)]


def _be(token) -> bool:
    """'is', 'are', a contraction ('she's'), or a lexicon phrase ending in 'is' ('his reward is')."""
    raw = _raw(token)
    return raw in ("is", "are", "was") or raw.endswith((" is", "'s")) and token.type in ("MOD_CHANGE", "WORD", "OCCASION", "OWNER")


def _parts(sentence: list, inside: tuple = ()) -> list[list]:
    """The sentence's parts between its separators ('but' is one, unless `inside` holds it), without them."""
    parts, current = [], []
    for token in sentence:
        if token.type in ("COMMA", "COLON", "SEMI", "DOT", "BUT") and token.type not in inside:
            parts.append(current)
            current = []
        else:
            current.append(token)
    return [p for p in parts + [current] if p]


# ---- 3. a claim that the card does nothing more --------------------------------------------------------------------


@lru_cache(maxsize=1)
def _claim_pattern() -> re.Pattern:
    """A claim's words: '[with|and] [who] [has|gives|...] no [other|further|...] reward|effect|... [beyond that|his 14
    VP]', '[who] [does|gives|...] nothing [else|more] [happens] [beyond that]', 'that's all [there is to it]'."""
    group = lambda name: "(?:" + "|".join(re.escape(x) for x in sorted(around_words()[name], key=len, reverse=True)) + ")"
    lead = rf"(?:(?:with|and|but)\s+)?(?:{group('claim-subjects')}\s+)?(?:{group('claim-verbs')}\s+)?"
    points = rf"(?:{group('claim-this')}\s+)?(?:\S+\s+)?(?:vp|victory points?|points?)"
    beyond = rf"(?:\s+{group('claim-beyond')}\s+(?:{points}|{group('claim-this')}))?"
    noun = rf"{lead}no\s+(?:{group('claim-further')}\s+)?{group('claim-nouns')}{beyond}"
    nothing = rf"{lead}nothing(?:\s+{group('claim-further')})?(?:\s+{group('claim-happens')})?{beyond}"
    everything = rf"(?:and\s+)?{group('claim-all')}(?:\s+{group('claim-all-tail')})?"
    return re.compile(rf"^(?:{noun}|{nothing}|{everything})$", re.I)


def claim_spans(text: str, sentence: list, kind: str) -> list[tuple]:
    """(span, the VP fact it names or None) for each part of the sentence that claims the card does nothing more: a
    whole part between separators, or the end of one ('She scores 15 VP and does nothing else', 'Reward: nothing')."""
    out = []
    for part in _parts(sentence):
        for at in range(len(part)):  # the longest end of the part that is a claim
            found = _claim(text, part[at:], sentence, kind)
            if found is not None:
                out.append(found)
                break
    return out


def _claim(text: str, part: list, sentence: list, kind: str):
    """(span, VP fact or None) when the part's words are a claim: read from its first word, or from where its clause
    starts in the text (past words the lexer dropped: 'The' of 'The card has no further effect')."""
    words = _words_of(part)
    end = words[-1].end_pos
    numbers = [t for t in words if t.type == "NUM"]
    vp = _vp_named(part, kind)
    if numbers and (vp is None or len(numbers) > 1):
        return None  # a number in a claim is only ever the card's own VP ('beyond his 14 VP')
    for start in sorted({words[0].start_pos, _part_start(text, words[0].start_pos)}):
        said = " ".join(text[start:end].replace("\u2019", "'").split()).rstrip(".!")
        if _claim_pattern().match(said):
            whole = start <= _part_start(text, words[0].start_pos) and not (part[0].type == "AND" or _raw(part[0]).startswith("with"))
            return (with_separator(sentence, (start, end)) if whole else (start, end)), vp
    return None


def with_separator(sentence: list, span: tuple) -> tuple:
    """A part left out with one separator: the one after it ('she is dear, but ...'), or, ending the sentence, the one
    before it ('She is worth 15 VP; she carries no other reward.': the semicolon goes, the full stop stays)."""
    after = next((t for t in sentence if t.start_pos >= span[1]), None)
    if after is not None and after.type in ("COMMA", "SEMI", "COLON"):
        but = next((t for t in sentence if t.start_pos >= after.end_pos), None)  # 'she is dear, but ...': the 'but' too
        return (span[0], but.end_pos if but is not None and but.type == "BUT" else after.end_pos)
    before = [t for t in sentence if t.end_pos <= span[0]]
    return (before[-1].start_pos, span[1]) if before and before[-1].type in ("COMMA", "SEMI") else span


def _part_start(text: str, at: int) -> int:
    """Where the part holding `at` starts in the text, past the words the lexer dropped before it ('The' of 'The card')."""
    start = max(text.rfind(mark, 0, at) for mark in ".;:!?,") + 1
    return start + len(text[start:at]) - len(text[start:at].lstrip())


def _vp_named(part: list, kind: str):
    """'beyond his 14 VP': the card's own VP (a number of VP in the part, on a card with VP), else None."""
    for number, unit in zip(part, part[1:]):
        if number.type == "NUM" and unit.type == "UNIT" and unit.meaning == "vp" and kind in PRINTED["vp"][1]:
            return m.Fact("vp", number.meaning, at=(number.start_pos, unit.end_pos))
    return None


def _raw(token) -> str:
    return " ".join((getattr(token, "raw", "") or str(token.meaning)).lower().replace("\u2019", "'").split())
