"""Second readings of the clauses any writer attaches to a noun or an act (session 13, clauses13): one rule per kind
of clause, on whatever noun or event it stands with, never one phrase.

- A time subordinator is 'when' with the same clause behind it, first or last in the sentence: 'once you take a die
  showing 3', 'the moment this guest checks in or dances', '..., as soon as a green guest leaves your café' are 'when
  ...'. Only before the subject of a clause ('once per round', 'once each round', 'at once' are no clause).
- A clause saying the act before is done is 'then': 'having done so', 'after doing that', 'once that is done'; and a
  sentence opening 'Having drawn 1 staff card, ...' is 'draw 1 staff card, then ...' (a participle the lexicon knows).
- A duration's subordinator is 'while' ('so long as he sits in your café'), a condition's is 'if' ('provided that he
  is still there'): 'as long as' and 'so long as' say either, and each is tried.
- A perfect said short is said whole: 'once you've played' is 'once you have played'.
- A subordinate clause in the perfect says its event as done: 'once you have taken a die' is 'when you take a die'
  (only a participle of a verb the lexicon knows, said of 'you' or 'they', whose verb has no '-s').
- A relative clause set off by commas or parentheses reads as the same clause without them: 'a blue guest, whose
  order is complete, leaves' is 'a blue guest whose order is complete leaves' ('that' opens no such clause); the
  comma after it is also tried kept, as it may close a trigger ('each time you serve a guest, whose order had 4
  items, you score 4 VP').
- A relative clause of 'be' is its reduced form ('a column that is fully occupied' is 'a column fully occupied'), one
  of 'have' (or a verb of holding) is 'with' ('a space that holds a die' is 'a space with a die').
- A restrictive 'which' or 'who' is 'that' (no comma before it): 'take a die which shows 3' is 'take a die that
  shows 3'.
- A subject whose relative clause says an event is that event's trigger: 'Each die showing 4 that you take gives you
  4 VP' is 'each time you take a die showing 4, you gain 4 VP'; '2 krones for every red guest who leaves your café'
  is 'each time a red guest leaves your café, you gain 2 krones'; 'Any blue room that you prepare costs you nothing'
  is 'you pay nothing to prepare a blue room'.
- The card said with its own part ('A guest whose reward lets you ...') is the part ('This guest's reward lets you
  ...').
- The card described by what it does is the card: 'A card that gives you 1 wine each round' is 'This card gives you
  1 wine each round'.
- A clause that says only what the thing acted on costs or where it goes is the modifier of the act: 'take a guest
  from the queue, which costs you nothing', 'play 1 staff card, whose cost you do not pay', '..., paying nothing for it'
  are 'for free'; 'draw 2 staff cards, which go into your hand', '(they go into your hand)', ', adding them to your
  hand' are 'into your hand'; ', which can be of any colour' is 'of any colour'; ', for which you pay its full cost'
  is ', paying its full cost', ', which you pay for as usual' ', paying its usual cost'.
- An amount whose clause says the act done with it is that act: 'Reward: 8 VP, which you score at once' is 'Reward:
  score 8 VP at once'; 'unless you cannot pay all 3, in which case you lose 5 VP' is 'if you cannot pay all 3, you lose
  5 VP'; a place said as a clause on what is taken ('one vacant room, taken from the highest floor on which you have
  one') is the place ('one vacant room from the highest floor that has one').
- A trigger last in its phrase with no comma before it is read first in the phrase; ', each of which is' is ' that
  are'.
- A plural noun with a clause of what the card's user did to it ('the guests you completed that round', 'the cards
  they have drawn') is the noun with the participle ('the guests completed that round').
Every word that says something is kept, so a wrong number, colour, who or event in the clause is still read and
compared: these readings change how a clause is attached, never what it says. The word lists are the lexicon's
[rewrite-words] (compiler/cardtext.toml, block 'clauses13').
"""
from __future__ import annotations

import re
from functools import lru_cache

IRREGULAR_DONE = ("paid", "lost", "sent", "won", "got", "spent", "put", "laid")
STOP_RE = re.compile(r"[.!?;:]")
# what opens a clause's subject: a pronoun or a determiner, not a frequency ('once a round', 'once each turn')
SUBJECT = (r"(?=(?:you|he|she|they|it|this|these|those|the|your|his|her|their|its|one|any|each|every|an?|no|all)\b)"
           r"(?!(?:an?|one|each|every|this|the|per)\s+(?:round|turn|game|action|time)\b)")


@lru_cache(maxsize=1)
def _patterns() -> tuple:
    from compiler.textread_rewrite import one_of as w

    return (
        (re.compile(r"\b(?P<who>you|they)['’]ve\b", re.I), lambda found: found.group("who") + " have"),
        (re.compile(r"\b" + w("clause-when") + r"\s+" + SUBJECT, re.I), _said("when ")),
        (re.compile(r"\b" + w("clause-while") + r"\s+" + SUBJECT, re.I), _said("while ")),
        (re.compile(r"\b" + w("clause-done") + r"\b", re.I), _said("then")),
        (re.compile(r"^(?P<lead>\s*)having\s+(?P<done>[a-z]+)\b(?P<what>[^,;:.]*),\s*", re.I), _having),
        (re.compile(r"\b" + w("clause-if") + r"\s+" + SUBJECT, re.I), _said("if ")),
        (re.compile(r"\b(?P<sub>when|whenever|each time|every time|if)\s+(?P<who>you|they)\s+(?:have\s+|'ve\s+)(?P<done>[a-z]+)\b", re.I), _perfect),
        (re.compile(r"(?<=\w)\s*,\s*(?P<clause>(?:who|whose|which)\b[^,;:.()]*?)\s*,(?=\s)", re.I), _bare_clause),
        (re.compile(r"(?<=\w)\s*,\s*(?P<clause>(?:who|whose|which)\b[^,;:.()]*?)(?=\s*,\s)", re.I), _bare_clause),  # the comma after it kept: it may end the lead
        (re.compile(r"(?<=\w)\s*,\s*(?P<clause>(?:who|whose|which)\b[^,;:.()]*?)(?=\s*(?:[.;]|$))", re.I), _bare_clause),  # last in the sentence
        (re.compile(r"(?<=\w)\s*\(\s*(?P<clause>(?:who|whose|which|that)\b[^()]*?)\s*\)", re.I), _bare_clause),
        (re.compile(r"(?<=[a-z])(?P<noun>s)\s+(?:that\s+|which\s+|whom\s+)?(?:you|they)\s+(?:have\s+|had\s+)?(?P<done>[a-z]+)\b", re.I), _done_by_you),
        (re.compile(r"(?<![,(\s])(?P<gap>\s+)(?:which|who)\s+(?!(?:is|are|was|were)\b)", re.I), _said(" that ")),
        (re.compile(r"^(?P<lead>\s*)(?:an?|this)\s+(?:[\w-]+\s+){0,3}?(?P<n>card|guest|tile|entrance|celebrity)\s+(?:that|which|who)\s+(?=[a-z]+s\b)", re.I), _this_one),
        (re.compile(r"^(?P<lead>\s*)(?P<head>(?:an?|this|the)\s+(?:[\w-]+\s+){0,3}?(?P<n>guest|tile|card))\s*,?\s+whose\s+(?P<part>reward|penalty)\b", re.I), _whose_part),
        (re.compile(r"(?:^|(?<=[,;:]))(?P<lead>\s*)(?:each|every|any)\s+(?P<np>[^,;:.]+?)\s+(?:" + w("clause-gives") + r")\s+", re.I), _subject_event),
        (re.compile(r"^(?P<lead>\s*)(?P<x>[^,;:.]+?)\s+for\s+(?:each|every)\s+(?P<n>[^,;:.]+?)\s+(?:who|that|which)\s+(?P<v>[a-z]+s)\b(?P<rest>[^,;:.]*)", re.I), _for_each_who),
        (re.compile(r"^(?P<lead>\s*)(?:any|each|every)\s+(?P<n>[^,;:.]+?)\s+(?:that\s+|which\s+)?you\s+(?P<v>[a-z]+)\s+(?:" + w("clause-free") + r")(?=\s*[,;:.]|\s*$)", re.I), _free_act),
        (re.compile(r"\s*(?:,\s*(?:which|whose\s+cost)|\bthat|\bwhose\s+cost)\s+(?:you\s+)?" + w("clause-costless") + r"(?:\s+for)?(?=\s*[,;:.)]|\s*$)", re.I), _said(" for free")),
        (re.compile(r"\s*,\s*for\s+which\s+(?:you|they)\s+(?:must\s+)?pay\s+", re.I), _said(", paying ")),
        (re.compile(r"\s*,\s*which\s+(?:you|they)\s+(?:must\s+)?pay\s+for\s+" + w("clause-as-usual") + r"(?=\s*[,;:.]|\s*$)", re.I), _said(", paying its usual cost")),
        (re.compile(r"\s*,\s*paying\s+nothing(?:\s+for\s+(?:it|them|that))?(?=\s*[,;:.)]|\s*$)", re.I), _said(" for free")),
        (re.compile(r"\s*[,(]\s*(?:which|they|it|that|these)\s+(?:" + w("clause-goes") + r")\s+(?:in|into|to|onto)\s+(?P<to>your\s+hand)\s*\)?", re.I), _into),
        (re.compile(r"\s*,\s*(?:adding|putting|taking|placing)\s+(?:them|it)\s+(?:in|into|to|onto)\s+(?P<to>your\s+hand)", re.I), _into),
        (re.compile(r"(?P<owner>\b(?:her|his|its|their|the)\s+)?(?P<amount>\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z-]+)\s*,\s*which\s+(?:" + w("clause-doers") + r")\s+"
                    r"(?P<modal>(?:must|may|can)\s+)?(?P<v>[a-z]+)\b(?P<rest>[^,;:.]*)", re.I), _amount_done),
        (re.compile(r"\s*,?\s*unless\s+(?P<c>you\s+(?:cannot|can't|are\s+unable\s+to)\b[^,;:.]*?)\s*,\s*in\s+which\s+case\s+", re.I), _unless_cannot),
        (re.compile(r"\s*,\s*(?:(?:taken|removed|chosen|picked)|which\s+(?:must\s+|should\s+|has\s+to\s+)?(?:come|comes|be\s+taken|is\s+taken))\s+(?=from\b)", re.I), _said(" ")),
        (re.compile(r"\b(?:on\s+which|in\s+which|where)\s+you\s+(?:still\s+)?(?:have|hold)\s+(?=one\b|any\b)", re.I), _said("that has ")),
        (re.compile(r"\s*,\s*(?:each|all|both)\s+of\s+which\s+(?:is|are)\s+", re.I), _said(" that are ")),
        (re.compile(r"(?P<head>(?:^|[,;:])\s*)(?P<main>[^,;:]+?)\s+(?P<trail>(?:each\s+time|every\s+time|whenever|as\s+soon\s+as|once|when)\s+"
                    r"(?:you|your|an?|the|one|this|he|she|they|it)\b[^,;:.]*)", re.I), _trigger_first),
        (re.compile(r"\s*,\s*(?:which|that)\s+(?:is|are|can\s+be|may\s+be|must\s+be)\s+(?=[a-z0-9])(?!(?:not|no|worth)\b)", re.I), _said(" ")),
        (re.compile(r"\b(?:that|which|who)\s+(?:is|are)\s+(?=[a-z0-9])(?!(?:not|no|worth|why)\b)", re.I), _said("")),
        (re.compile(r"\b(?:that|which|who)\s+" + w("clause-have") + r"\s+(?!(?:been|already|just|got|not|no)\b|[a-z]+ed\b)", re.I), _said("with ")),
    )


def _said(words: str):
    return lambda found: words


def _perfect(found: re.Match) -> str | None:
    from compiler.textread_rewrite import _participle_base

    verb = _participle_base(found.group("done").lower())
    return None if verb is None else f"{found.group('sub')} {found.group('who')} {verb}"


def _having(found: re.Match) -> str | None:
    """'Having drawn 1 staff card, you may ...' is 'draw 1 staff card, then you may ...': the act done first, then the rest."""
    from compiler.textread_rewrite import _participle_base

    verb = _participle_base(found.group("done").lower())
    return None if verb is None else f"{found.group('lead')}{verb}{found.group('what')}, then "


def _done_by_you(found: re.Match) -> str | None:
    """'the guests you completed that round' is 'the guests completed that round': a plural noun with a clause of what the
    card's user did to it is the noun the participle says (only a participle of a verb the lexicon knows, said as the
    past: 'completed', 'sent', 'drawn')."""
    from compiler.textread_rewrite import _participle_base

    done = found.group("done").lower()
    if not done.endswith(("ed", "en")) and done not in IRREGULAR_DONE or _participle_base(done) is None:
        return None
    return f"{found.group('noun')} {done}"


def _amount_done(found: re.Match) -> str | None:
    """'Reward: 8 VP, which you score at once', '3 krones, which you must pay': an amount whose clause says the act done
    with it is that act ('score 8 VP at once', 'pay 3 krones'; 'may' kept: 'you may ...')."""
    verb = found.group("v")
    if not _verb(verb):
        return None
    if found.group("owner"):  # 'beyond her 15 VP, which her owner scores': the card's own VP, gained by its owner
        return f"{found.group('owner')}{found.group('amount')}" if _verb_meaning(verb) in GAINS and not found.group("rest").strip() else None
    modal = "you may " if (found.group("modal") or "").strip().lower() in ("may", "can") else ""
    return f"{modal}{verb} {found.group('amount')}{found.group('rest')}"


def _unless_cannot(found: re.Match) -> str:
    """'hand back 3 krones unless you cannot pay all 3, in which case you lose 5 VP' is '...; if you cannot pay all 3,
    you lose 5 VP'."""
    return f"; if {found.group('c')}, "


def _trigger_first(found: re.Match) -> str:
    """'you may play 1 staff card for up to 2 krones less each time your marker moves forward': a trigger said last in
    its phrase with no comma is read first in it ('each' after an amount may otherwise be read as the amount's)."""
    return f"{found.group('head')}{found.group('trail')}, {found.group('main')}"


def _into(found: re.Match) -> str:
    return f" into {found.group('to')}"


def _whose_part(found: re.Match) -> str | None:
    """'A guest whose reward lets you move 3 steps ...' is 'This guest's reward lets you move 3 steps ...': the card said
    with its own part. A head that says more of the card ('A 7-VP guest whose ...') is left as it is: what it says
    would not be read."""
    head = found.group("head").split()
    if len(head) != 2:
        return None
    return f"{found.group('lead')}This {found.group('n').lower()}'s {found.group('part').lower()}"


def _this_one(found: re.Match) -> str:
    """'A card that gives you 1 wine each round' is 'This card gives you ...': the card itself described by what it does
    (the words between say what kind it is: 'a 3-krone staff card that ...')."""
    return f"{found.group('lead')}This {found.group('n')} "


def _verb(word: str) -> bool:
    return _verb_meaning(word) is not None


def _verb_meaning(word: str) -> str | None:
    """What the lexicon reads a one-word verb as ('scores' is read as 'score', then as its meaning), or None."""
    from compiler.textlex import lexicon

    table = lexicon()
    said = table.same.get(word.lower(), word.lower())
    found = table.phrases.get((said,), ("", None))
    return found[1] if found[0] == "VERB" else None


GAINS = ("gain", "score")  # what a clause on the card's own VP may say is done with them


YOU_DID_RE = re.compile(r"(?P<n>.+?)\s+(?:that\s+|which\s+)?you\s+(?P<v>[a-z]+)\b(?P<rest>.*)$", re.I)
IT_DOES_RE = re.compile(r"(?P<n>.+?)\s+(?:who|that|which)\s+(?P<v>[a-z]+s)\b(?P<rest>.*)$", re.I)


def _subject_event(found: re.Match) -> str | None:
    """'Each die showing 4 that you take gives you 4 VP', 'Every red guest who leaves your café with a complete order
    earns you 2 krones': a subject whose relative clause says an event is the trigger 'each time you take a die showing
    4', 'each time a red guest leaves ...'; what it gives is gained."""
    np, lead = found.group("np"), found.group("lead")
    did = YOU_DID_RE.match(np)
    if did and _verb(did.group("v")):
        return f"{lead}each time you {did.group('v')} a {did.group('n')}{did.group('rest')}, you gain "
    does = IT_DOES_RE.match(np)
    return None if does is None else f"{lead}each time a {does.group('n')} {does.group('v')}{does.group('rest')}, you gain "


ACT_LEAD_RE = re.compile(r"^(?:you\s+)?(?P<verb>[a-z]+)\s+", re.I)


def _for_each_who(found: re.Match) -> str:
    """'2 krones for every red guest who leaves your café with a complete order': what is gained for each thing that
    does something is gained each time it does it; said with its own verb ('you pay 2 krones for ...'), that verb."""
    said, lead = found.group("x"), ACT_LEAD_RE.match(found.group("x"))
    act = f"you {lead.group('verb')} {said[lead.end():]}" if lead and _verb(lead.group("verb")) else f"you gain {said}"
    return f"{found.group('lead')}each time a {found.group('n')} {found.group('v')}{found.group('rest')}, {act}"


def _free_act(found: re.Match) -> str | None:
    """'Any blue room that you prepare costs you nothing' is 'you pay nothing to prepare a blue room'."""
    verb = found.group("v")
    return None if not _verb(verb) else f"{found.group('lead')}you pay nothing to {verb} a {found.group('n')}"


def _bare_clause(found: re.Match) -> str:
    return " " + found.group("clause")


def whole_span(text: str, span: tuple) -> tuple:
    """The sentence at `span` from the stop before it: the silent words the lexer drops before the first it reads
    ('The moment ...', 'The whole time ...') are part of the subordinator a clause rule reads. Any stop is a word
    the lexer reads, so only dropped words stand between the last one and the span."""
    stops = [found.end() for found in STOP_RE.finditer(text, 0, span[0])]
    start = stops[-1] if stops else 0
    return start + len(text[start:span[0]]) - len(text[start:span[0]].lstrip()), span[1]


def clause_forms(form):
    """Each clause rule applied alone, then all together, each once: the forms of `form` in other clause shapes."""
    from compiler.textread_rewrite import _replaced
    from compiler.textread_again import Form

    words, where, seen = form.words, list(form.where), {form.words}
    for pattern, plain in _patterns():
        alone = _replaced(form.words, list(form.where), pattern, plain)
        words, where = _replaced(words, where, pattern, plain)
        for said, mapped in (alone, (words, where)):
            if said not in seen:
                seen.add(said)
                yield Form(said, tuple(mapped))
