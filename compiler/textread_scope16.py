"""What the card does NOT do, read as facts of its structure and checked (session 16, scope16).

Writers add a sentence, or a part of one, that says what the card does not do, how far its effect reaches, or whether
its parts are optional: 'with no way to lose VP instead', 'That extra step doesn't set him off again, so no chaining',
'Both are take-it-or-leave-it.', 'both guaranteed, no choices involved', 'vacant or occupied, it doesn't matter',
'whatever the floor'. Each is a claim about the card, so it is read as a fact (DENIAL) and compared with the card, never
skipped: a denial is right only when the card lacks what it denies.

- no-fallback: the card falls back to nothing ('no way to lose VP instead', 'you cannot pay VP instead', 'No VP fallback');
- no-retrigger: what the card gives does not set it off again, which says the card has a trigger ('each time ...'); a
  number or thing the sentence names as what would set it off ('the 2 VP he adds') must be one the card has;
- each-optional: the card has two or more parts together, each a 'may' ('both optional', 'each is up to you', 'you can do
  either, both or neither'); none-optional: nothing in the card is a 'may' ('both guaranteed', 'no choices involved');
- any-state, any-floor: the card filters no room by vacant or occupied ('vacant or occupied, it doesn't matter'), by
  floor ('whatever the floor');
- parts-N: 'she gives you two (optional) things:' says a rule of the card does N things (and, with 'optional', each is
  a 'may');
- limits: no-boost (the card's action is carried out without a boost: 'You can't boost that action'), per-action (its
  trigger counts an action once: 'It's once per action, not per bottle'), no-extra-guest ('You still only take one guest
  per turn'), no-extra-action (no act of the verb named: 'He doesn't give you an extra action to prepare them'), and
  what the card does instead, made-free ('he just makes them free': the card makes something cost nothing).

What a denial says of the rule's parts is said in them too (`denials_said`): 'A and B; both are optional' reads A and B
each as a 'may', and 'You can't boost that action' reads the action carried out without a boost, so the comparison holds
the rule as a whole to the card, not only the denial.

The shapes are here; the words that fill them are the lexicon's [denials] table (compiler/cardtext.toml), word classes
any writer's wording draws on. A part is a stretch of the sentence between its separators (up to three of them: 'vacant
or occupied, it doesn't matter' is two); it is a denial only when the whole of it fits a shape. compiler/textread_around.py
tries the sentence without its denials only when it cannot be read as written, so what is left is read and compared
as any sentence is. The lexicon's own denials (REMARK phrases such as 'there is no VP alternative') are checked too
(`lexicon_denials`): a remark that denies is a claim like any other.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from functools import lru_cache

from compiler import meaning as m
from compiler.textlex import LEXICON

DENIAL = "denial"  # (what, words): a claim about the card's structure, checked by denial_differences
DENIAL_MENTION = "denial-mention"  # (what it is, its value): a number or thing a denial names, looked for in the card
TABLE = "denials"
SEPARATORS = ("COMMA", "SEMI", "COLON", "DOT")
LONGEST = 3  # parts a denial may run over ('vacant or occupied, it doesn't matter' is two)
NEGATION = ("not", "never", "no", "none", "won't", "can't", "cannot", "don't", "doesn't", "didn't", "nor")
SUBJECT_TYPES = ("ARTICLE", "NUM", "UNIT", "WORD", "MORE", "NOUN", "OWNER", "VERB", "ALL")  # what names what would set it off
PRONOUNS = ("he ", "she ", "it ", "they ", "the card ", "this card ")  # 'the 2 VP he gives you': a verb of the card's
MENTIONED = {"NUM": "number", "UNIT": "unit"}
REMARKS = {"no-alternative": "no-fallback", "no-retrigger": "no-retrigger", "both-count": "any-state", "no-extra-guest": "no-extra-guest",
           "no-extra-action": "no-extra-action"}  # the lexicon's denials


@lru_cache(maxsize=1)
def words() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[TABLE]


def _w(name: str) -> str:
    """One of the table's words, as a group (longest first: 'no matter which' before 'no matter')."""
    found = words()[name]
    said = found if isinstance(found, list) else list(found)
    return "(?:" + "|".join(re.escape(x) for x in sorted(said, key=len, reverse=True)) + ")"


@lru_cache(maxsize=1)
def shapes() -> tuple:
    """(what, pattern) for each shape of a denial, matched against a whole part (see _plain)."""
    j = rf"(?:{_w('joins')} )?"
    return tuple((what, re.compile(p)) for what, p in (
        ("no-fallback", rf"^{j}(?:{_w('there-is')} )?no (?:other )?{_w('no-way')}(?: (?:to|of|for))? {_w('lose')} (?:any )?{_w('vp')}(?: {_w('instead')})?$"),
        ("no-fallback", rf"^{j}(?:{_w('subject-you')} )?{_w('can')} not (?:choose to |opt to |decide to |elect to )?{_w('lose')} (?:any )?{_w('vp')} {_w('instead')}$"),
        ("no-fallback", rf"^{j}(?:{_w('there-is')} )?no {_w('vp')} {_w('no-way')}(?: here| at all| this time)?(?: {_w('instead')})?$"),
        ("no-fallback", rf"^{j}(?:{_w('there-is')} )?no {_w('fallback-nouns')}(?: here| at all| this time)?$"),  # 'no choice' alone may deny a 'may'; 'no fallback' only a fallback
        ("no-fallback", rf"^{j}{_w('lose')} (?:any )?{_w('vp')} {_w('instead')} {_w('not-option')}$"),
        ("no-retrigger", rf"^{j}(?P<subject>.+ )?(?:{_w('can')} )?(?:not|never) {_w('retrigger-verbs')}(?: {_w('retrigger-self')})?(?: off)? {_w('again')}"
                         rf"(?: (?:and )?(?:so )?no {_w('chain-nouns')})?$"),
        ("no-retrigger", rf"^{j}(?P<subject>.+ )?(?:{_w('can')} )?(?:not|never) {_w('retrigger-again-verbs')}(?: {_w('retrigger-self')})?(?: {_w('again')})?$"),
        ("no-retrigger", rf"^{j}(?:hence )?no {_w('chain-nouns')}(?: {_w('choice-tail')})?$"),
        ("no-retrigger", rf"^{j}(?P<subject>.+ )?(?:{_w('can')} )?(?:not|never) {_w('retrigger-verbs')} (?:itself|himself|herself|themselves)$"),
        ("no-retrigger", rf"^{j}(?P<subject>.+ )?(?:{_w('can')} )?(?:not|never) counts? (?:(?:for|towards?|toward) {_w('retrigger-self')}(?: {_w('again')})?|{_w('again')})$"),
        ("each-optional", rf"^{j}{_w('both')} (?:{_w('be')} )?{_w('optional')}$"),
        ("each-optional", rf"^{j}(?:(?:{_w('subject-you')} )?{_w('can')} {_w('do')} )?{_w('either')} (?:or )?both (?:or|and) {_w('neither')}$"),
        ("each-optional", rf"^{j}(?:{_w('subject-you')} )?(?:do not|does not|need not) (?:have to |need to )?{_w('do')} (?:either|both|any of them|all of it)$"),
        ("none-optional", rf"^{j}{_w('both')} (?:{_w('be')} )?{_w('mandatory')}$"),
        ("none-optional", rf"^{j}(?:{_w('there-is')} )?{_w('no-choice')}(?: {_w('choice-tail')})?$"),
        ("none-optional", rf"^{j}(?:{_w('subject-you')} )?{_w('must-both')}$"),
        ("parts", rf"^{j}(?:{_w('giver')} )?{_w('gives')} (?:you |the player |its owner |their owner )?(?P<n>{_w('counted')}) (?P<opt>optional )?{_w('things')}"
                  rf"(?: (?:{_w('both')}) (?P<opt2>{_w('optional')}))?$"),
        ("each-optional", r"^(?:or )?(?:neither(?: or both)?|both or neither)$"),
        ("each-optional", rf"^{j}(?:(?:{_w('subject-you')} )?{_w('can')} {_w('do')} )?(?P<list>(?:(?:{_w('either')}|both|{_w('neither')})(?: or| and)? ){{1,2}}(?:{_w('either')}|both|{_w('neither')}))$"),
        ("each-optional", rf"^{j}{_w('neither')} (?:of them |of these |of the two )?(?:{_w('be')} )?{_w('mandatory')}$"),
        ("no-boost", rf"^{j}(?:{_w('subject-you')} )?{_w('can')} not {_w('boost')} {_w('boost-what')}(?: {_w('with-krones')})?$"),
        ("no-boost", rf"^{j}{_w('boost-what')} (?:{_w('subject-you')} )?{_w('can')} not (?:be )?{_w('boost')}(?: {_w('with-krones')})?$"),
        ("no-boost", rf"^{j}(?:{_w('there-is')} )?no {_w('boost-nouns')}(?: {_w('with-krones')})?(?: allowed| here| at all)?$"),
        ("per-action", rf"^{j}(?:it is |that is |this is )?(?:only )?once (?:per|a|each|for the|for that|in an?) {_w('per-action')}(?: not (?:once )?{_w('per-thing')})?$"),
        ("no-extra-guest", rf"^{j}(?:{_w('subject-you')} )?{_w('still-only')} {_w('taking')} {_w('one')} {_w('guest-nouns')} {_w('per-turn')}(?: though| as usual| as normal)?$"),
        ("no-extra-guest", rf"^{j}(?:{_w('giver')} )?(?:{_w('can')} )?not (?:give|let|grant) (?:you )?(?:take )?(?:an?|any) {_w('extra')} {_w('guest-nouns')}(?: though)?$"),
        ("no-extra-guest", rf"^{j}(?:{_w('there-is')} )?no {_w('extra')} {_w('guest-nouns')}(?: though| here| at all)?$"),
        ("no-extra-action", rf"^{j}(?:{_w('giver')} )?(?:{_w('can')} )?not (?:give|grant|offer|let) (?:you )?(?:(?:an?|any) )?{_w('extra')} {_w('action-nouns')}"
                            rf"(?: to (?P<verb>\S+)(?: .+)?)?(?: though)?$"),
        ("no-extra-action", rf"^{j}(?:{_w('giver')} )?(?:gives|grants|offers) (?:you )?no {_w('extra')} {_w('action-nouns')} to (?P<verb>\S+)(?: .+)?$"),
        ("made-free", rf"^{j}(?:{_w('giver')} )?(?:{_w('just')} )?{_w('makes-free')}$"),
        ("any-state", rf"^{j}(?P<before>{_w('indifferent-state-before')} )?(?P<whether>{_w('whether')} )?(?:both )?{_states()} (?P<joint>{_w('state-or')}) {_states()}(?: {_w('state-nouns')})?(?P<after> {_w('indifferent-after')})?$"),
        ("any-floor", rf"^{j}{_w('indifferent-before')} (?:{_w('the-which')} )?{_w('floor-nouns')}$"),
        ("any-floor", rf"^{j}(?:{_w('the-which')} )?{_w('floor-nouns')} (?:does not matter|makes no difference|is irrelevant|is up to you|is free|is any)$"),
    ))


def _states() -> str:
    return "(?:" + "|".join(sorted(words()["states"], key=len, reverse=True)) + ")"


def _plain(said: str) -> str:
    """A part's words as the shapes are written: lower case, contractions spelled out ('doesn't' -> 'does not'), its
    inner separators and closing marks dropped."""
    said = said.lower().replace("\u2019", "'")
    for short, full in (("won't", "will not"), ("can't", "can not"), ("cannot", "can not"), ("n't", " not"), ("there's", "there is"),
                        ("it's", "it is"), ("that's", "that is")):
        said = said.replace(short, full)
    return " ".join(re.sub(r"[,;:.!?()\u2014\u2013]", " ", said).split())


# ---- reading: the parts of a sentence that deny ---------------------------------------------------------------------


def denial_spans(text: str, sentence: list, kind: str, left: tuple = ()) -> tuple[tuple, tuple]:
    """(spans, facts) of the sentence's denials, each part with one separator (compiler/textread_around.py leaves
    them out and reads the rest). The parts are the text's, cut at its commas, colons and semicolons: the lexer may
    have folded a part's words into nothing ('vacant or occupied' says no state), and the part is still said. `left`
    holds spans already left out (remarks, judgements): a denial may hold some ('It's once per action' holds the remark
    'It's'), so its parts are all looked at. `kind` is unused, as a denial names the card's structure."""
    parts = _text_parts(text, sentence)
    spans, facts, index = [], [], 0
    while index < len(parts):
        found = _longest(text, sentence, parts, index)
        if found is None:
            index += 1
            continue
        size, said, mentions = found
        spans.append(_with_separator(sentence, parts[index][0], parts[index + size - 1][1]))
        facts += said + mentions
        index += size
    return tuple(spans), tuple(facts)


def _text_parts(text: str, sentence: list) -> list[tuple]:
    """(start, end) of each stretch of the sentence's text between its commas, colons, semicolons and closing mark."""
    from compiler.textread_around import _part_start  # past words the lexer dropped before the sentence ('The' of 'The 2 VP')

    words = [t for t in sentence if t.type not in SEPARATORS] or sentence
    start, end = _part_start(text, words[0].start_pos), _sentence_end(text, max(t.start_pos for t in sentence))
    cuts = [start] + [start + f.end() for f in CUTS.finditer(text[start:end])] + [end]
    return [_trimmed(text, a, b) for a, b in zip(cuts, cuts[1:]) if text[a:b].strip(MARKS)]


CUTS = re.compile(r"[,;:.!?()]|\s[-\u2013\u2014]\s|\u2014")  # what sets a part off: punctuation, parentheses, a dash between spaces
MARKS = " ,;:.!?()-\u2013\u2014"


def _trimmed(text: str, start: int, end: int) -> tuple:
    """A part's span without the spaces and marks around it."""
    while start < end and text[start] in MARKS:
        start += 1
    while end > start and text[end - 1] in MARKS:
        end -= 1
    return (start, end)


def _sentence_end(text: str, last: int) -> int:
    """Where the sentence ends in the text: its closing mark at or after its last token, past words the lexer read as
    nothing after it ('... without paying for it: zero krones, whatever the floor.')."""
    found = re.compile(r"[.!?](?=\s|$)").search(text, last)
    return found.start() if found is not None else len(text)


def _longest(text: str, sentence: list, parts: list, index: int):
    """(parts taken, the denial's fact, its mentions) of the longest run of parts from `index` that is one denial."""
    for size in range(min(LONGEST, len(parts) - index), 0, -1):
        at = (parts[index][0], parts[index + size - 1][1])
        found = _denial(text, [t for t in sentence if at[0] <= t.start_pos and t.end_pos <= at[1]], at)
        if found is not None:
            return (size,) + found
    return None


def _denial(text: str, run: list, at: tuple):
    """(fact, mentions) when the words of the text at `at` fit a shape; else None."""
    said = _plain(text[at[0]:at[1]])
    for what, shape in shapes():
        found = shape.match(said)
        if found is not None and _fits(what, found, run):
            return _facts(what, found, text[at[0]:at[1]], at, run), _mentions(what, run)
    return None


def _facts(what: str, found: re.Match, said: str, at: tuple, run: list) -> list:
    """The denial's facts: 'gives you two optional things' says how many parts (parts-2) and that each is optional."""
    if what == "no-extra-action":
        return [m.Fact(DENIAL, (what, said, _verb_said(run)), at=at)]
    if what != "parts":
        return [m.Fact(DENIAL, (what, said), at=at)]
    facts = [m.Fact(DENIAL, (f"parts-{words()['counted'][found.group('n')]}", said), at=at)]
    return facts + ([m.Fact(DENIAL, ("each-optional", said), at=at)] if found.group("opt") or found.group("opt2") else [])


def _fits(what: str, found: re.Match, run: list) -> bool:
    """A shape's own conditions: a state said twice is two states; an indifference is said; a retrigger's subject
    names only what would set the card off, never a rule of its own ('you gain 3 VP and do not ...')."""
    groups = found.groupdict()
    if what == "any-state":
        states = {words()["states"][w] for w in re.findall(_states(), found.group(0))}
        if groups.get("whether") is not None and groups["joint"] != "or" and groups.get("after") is None:
            return False  # 'whether vacant or occupied' is either; 'whether vacant and occupied' says neither
        return len(states) == 2 and any(groups.get(said) is not None for said in ("before", "whether", "after"))
    if groups.get("list") is not None:  # 'both, one or neither': a list of how many, saying 'both' and 'neither'
        said = groups["list"].split()
        return "both" in said and any(w in said for w in words()["neither"])
    if what == "no-extra-action":  # the thing not given is an act of a verb the lexicon reads ('to prepare them')
        return groups.get("verb") is None or _verb_said(run) is not None
    if what == "no-retrigger" and groups.get("subject"):
        subject = _subject(run)
        return all(_names_a_thing(t, subject[i - 1] if i else None) or (i == 0 and t.type in ("BUT", "AND")) for i, t in enumerate(subject))
    return True


def _verb_said(run: list):
    """The verb a denial of an extra action names ('an extra action to prepare them'): its lexicon meaning, or None."""
    after = next((i for i, t in enumerate(run) if t.type == "TO"), None)
    return None if after is None else next((str(t.meaning) for t in run[after:] if t.type == "VERB"), None)


def _subject(run: list) -> list:
    """The run's tokens before its negation: what is said not to set the card off."""
    at = next((i for i, t in enumerate(run) if t.type == "NEGATED" or _raw(t) in NEGATION), len(run))
    return run[:at]


def _names_a_thing(token, before) -> bool:
    """A word of a subject: a thing, its number, an article, or a verb said of the card ('he gives you', 'the VP he
    adds', the card's name read as 'he'), not 'you gain'."""
    if token.type == "VERB":
        return _raw(token).startswith(PRONOUNS) or (before is not None and _raw(before) + " " in PRONOUNS)
    return token.type in SUBJECT_TYPES


def _mentions(what: str, run: list) -> list:
    """The numbers and things a retrigger's subject names ('the 2 VP he adds'): each looked for in the card."""
    if what != "no-retrigger":
        return []
    return [m.Fact(DENIAL_MENTION, (MENTIONED[t.type], t.meaning), at=(t.start_pos, t.end_pos)) for t in _subject(run) if t.type in MENTIONED]


def _with_separator(sentence: list, start: int, end: int) -> tuple:
    from compiler.textread_around import with_separator

    return with_separator(sentence, (start, end))


def _raw(token) -> str:
    return " ".join((getattr(token, "raw", "") or str(token.meaning)).lower().replace("\u2019", "'").split())


def lexicon_denials(found: list) -> list:
    """The lexicon's own denials (REMARK phrases: 'there is no VP alternative'), as facts checked like any other."""
    return [m.Fact(DENIAL, (REMARKS[t.meaning], _raw(t)) + _remark_verb(t), at=(t.start_pos, t.end_pos)) for t in found
            if t.type == "REMARK" and t.meaning in REMARKS]


def _remark_verb(token) -> tuple:
    """The verb of the extra action a remark denies ('no extra chance to prepare rooms': 'prepare'), as a 1-tuple."""
    from compiler.textlex import tokens

    if token.meaning != "no-extra-action" or " to " not in _raw(token):
        return ()
    return (_verb_said(tokens("to " + _raw(token).split(" to ", 1)[1])),)


# ---- checking: each denial against the card's structure ------------------------------------------------------------


def denial_differences(said: tuple, card: m.Meaning) -> list[tuple]:
    """(where, message) for each denial the card does not bear out, and each thing a denial names the card lacks."""
    out = []
    for fact in said:
        if fact.name == DENIAL:
            what = fact.value[0]
            wrong = CHECKS[what](card, *fact.value[2:]) if what in CHECKS else _parts_count(card, int(what.split("-")[1]))
            out += [(fact.at, f"the text says {SAID.get(what, 'the card gives ' + what.split('-')[1] + ' things')}; {wrong}")] if wrong else []
        elif fact.name == DENIAL_MENTION and not _found(fact.value, card):
            out.append((fact.at, f"the text names {fact.value[1]} as what would set the card off again; the card has no {fact.value[1]}"))
    return out


SAID = {"no-fallback": "there is no way to lose VP instead", "no-retrigger": "what the card gives does not set it off again",
        "each-optional": "each part is optional", "none-optional": "nothing is optional",
        "any-state": "vacant or occupied does not matter", "any-floor": "the floor does not matter", "no-boost": "the action cannot be boosted",
        "per-action": "the card acts once per action", "no-extra-guest": "the card gives no extra guest",
        "no-extra-action": "the card gives no extra action", "made-free": "the card makes it free"}


def _found(value: tuple, card: m.Meaning) -> bool:
    from compiler.textread_around import _atoms, _has

    return _has(value, _atoms(card, set()))


def _pairs(card: m.Meaning):
    """Every (key, value) a node of the card holds in its values or filters: ('state', 'vacant'), ('floors', (1, 2))."""
    for node in m.nodes(card):
        for pair in tuple(getattr(node, "values", ()) or ()) + tuple(getattr(node, "filters", ()) or ()):
            if isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str):
                yield pair


def _no_fallback(card: m.Meaning) -> str:
    fallback = next((n for n in m.nodes(card) if isinstance(n, m.Fallback)), None)
    return "" if fallback is None else f"the card falls back to {_said(fallback.fallback)}"


def _retrigger(card: m.Meaning) -> str:
    """Only a card that acts each time something happens could set itself off: the denial says it has such a trigger."""
    triggered = any(isinstance(n, m.Rule) and n.occasion.kind == "when" for n in m.nodes(card))
    return "" if triggered else "the card has no trigger (it acts on no 'each time ...') to set off"


def _blocks(card: m.Meaning) -> list[tuple]:
    """The card's blocks of two or more effects said together (a rule's body, a fallback's attempt)."""
    found = [getattr(n, name) for n in m.nodes(card) for name in ("body", "attempt", "fallback", "then", "otherwise")
             if isinstance(getattr(n, name, None), tuple) and not isinstance(n, m.Act)]
    return [b for b in found if len(b) >= 2]


def _each_optional(card: m.Meaning) -> str:
    blocks = _blocks(card)
    if any(all(isinstance(e, m.Optional) for e in b) for b in blocks):
        return ""
    sure = next((e for b in blocks for e in b if not isinstance(e, m.Optional)), None)
    return f"the card's {_said((sure,))} is not optional ('may')" if sure is not None else "the card has no two parts that are each optional"


def _parts_count(card: m.Meaning, count: int) -> str:
    """'She gives you two things': a rule of the card does that many things together."""
    sizes = sorted({len(p.body) for p in m.nodes(card) if isinstance(p, m.Rule)})
    return "" if count in sizes else f"the card's rules do {' or '.join(map(str, sizes)) or 'no'} things"


def _none_optional(card: m.Meaning) -> str:
    optional = next((n for n in m.nodes(card) if isinstance(n, m.Optional)), None)
    return "" if optional is None else f"the card makes {_said(optional.body)} optional ('may')"


def _any_state(card: m.Meaning) -> str:
    state = next((v if k == "state" else k for k, v in _pairs(card) if k in ("state", "occupied", "vacant")), None)
    return "" if state is None else f"the card takes only {state} rooms"


def _any_floor(card: m.Meaning) -> str:
    floor = next(((k, v) for k, v in _pairs(card) if "floor" in k), None)
    return "" if floor is None else f"the card holds to a floor ({floor[0].replace('-', ' ')}: {floor[1]})"


def _said(block: tuple) -> str:
    from compiler.render import effect_text  # the checker's own words for an effect

    return "'" + "; ".join(effect_text(e) for e in block) + "'"


def _no_boost(card: m.Meaning) -> str:
    return "" if any(k == "no-boost" and v for k, v in _pairs(card)) else "the card does not forbid boosting"


def _per_action(card: m.Meaning) -> str:
    """'once per action, not per bottle': the card's trigger counts an action once, however much it holds."""
    return "" if any(k == "in-action" and v for k, v in _pairs(card)) else "the card's effect is not limited to once per action"


def _no_extra_guest(card: m.Meaning) -> str:
    taken = next((n for n in m.nodes(card) if isinstance(n, m.Act) and n.value("what") == "guest"), None)
    return "" if taken is None else f"the card gives {_said((taken,))}"


def _no_extra_action(card: m.Meaning, verb=None) -> str:
    """'He doesn't give you an extra action to prepare them': the card has no act of that verb (of carrying out an
    action, when no verb is said)."""
    act = next((n for n in m.nodes(card) if isinstance(n, m.Act) and n.verb == (verb or "perform")), None)
    return "" if act is None else f"the card gives {_said((act,))}"


def _made_free(card: m.Meaning) -> str:
    """'he just makes them free': the card sets a cost to nothing, or gives something free."""
    free = any(k == "free" and v or k == "to" and v == (0,) for k, v in _pairs(card))
    return "" if free else "the card makes nothing free"


CHECKS = {"no-fallback": _no_fallback, "no-retrigger": _retrigger, "each-optional": _each_optional, "none-optional": _none_optional,
          "any-state": _any_state, "any-floor": _any_floor, "no-boost": _no_boost, "per-action": _per_action, "no-extra-guest": _no_extra_guest,
          "no-extra-action": _no_extra_action, "made-free": _made_free}
UNCOMPARED = (DENIAL, DENIAL_MENTION)  # facts compiler/textcheck.py compares here, not as printed values


def said_denials(text: str, sentences: list) -> list:
    """The denials of every sentence, read or not: the lexer reads some as nothing ('whatever the floor' after a thing
    done free), and what it reads as nothing is still a claim about the card, checked like any other."""
    return [fact for sentence in sentences if sentence for fact in denial_spans(text, sentence, "")[1]]


# ---- what a denial says of the parts it speaks of: a "may", no boost --------------------------------------------------


def denials_said(meaning: m.Meaning, text: str) -> m.Meaning:
    """The reading with what a denial says of the rule's parts said in them: each part that an 'each optional' speaks
    of made a 'may' ('send a dancer and occupy a room; both are optional' is 'you may send ... and you may occupy ...'),
    and an action that 'can't be boosted' carried out without a boost. The parts are those said in the denial's
    sentence, or, when that sentence says too few ('Both are take-it-or-leave-it.'), in the sentence before it. Two
    parts at least for 'both' and 'each', which speak of several."""
    for fact in meaning.facts:
        if fact.name == DENIAL and fact.value[0] == "each-optional":
            scope = _scope(meaning, text, fact.at)
            meaning = replace(meaning, parts=tuple(_made_optional(p, scope) for p in meaning.parts))
        if fact.name == DENIAL and fact.value[0] == "no-boost":
            scope = _scope(meaning, text, fact.at, 1)
            meaning = replace(meaning, parts=tuple(_unboosted(p, scope) for p in meaning.parts))
    return meaning


def _unboosted(part, scope: tuple):
    """'You can't boost that action': the action the rule carries out, said in the denial's sentence or the one before,
    is carried out without a boost (as 'without boosting it' says)."""
    if not isinstance(part, m.Rule):
        return part
    body = tuple(replace(e, values=tuple(sorted(e.values + (("no-boost", True),), key=lambda v: v[0])))
                 if _inside(e, scope) and isinstance(e, m.Act) and e.verb == "perform" and not e.value("no-boost") else e for e in part.body)
    return replace(part, body=body)


def _scope(meaning: m.Meaning, text: str, at: tuple, parts: int = 2) -> tuple:
    """The sentence holding `at`, or the one before it when it holds fewer parts of a rule than `parts`."""
    starts = [0] + [f.end() for f in re.finditer(r"[.!?](?=\s)", text)]
    start = max(s for s in starts if s <= at[0])
    end = min([s for s in starts if s > at[0]] + [len(text)])
    if _said_in(meaning, (start, end)) >= parts:
        return (start, end)
    before = max([s for s in starts if s < start] + [0])
    return (before, start)


def _said_in(meaning: m.Meaning, scope: tuple) -> int:
    return sum(_inside(e, scope) for p in meaning.parts if isinstance(p, m.Rule) for e in p.body)


def _inside(effect, scope: tuple) -> bool:
    return isinstance(effect, m.Located) and effect.at != m.NOWHERE and scope[0] <= effect.at[0] < scope[1]


def _made_optional(part, scope: tuple):
    if not isinstance(part, m.Rule) or sum(_inside(e, scope) for e in part.body) < 2:
        return part
    body = tuple(m.Optional((e,), at=e.at) if _inside(e, scope) and isinstance(e, m.Act) else e for e in part.body)
    return replace(part, body=body)
