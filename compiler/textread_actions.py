"""An action space's text read again in the card's own shapes, when it cannot be read as written (issue 14).

Reference cards, rulebooks and tooltips say the action board's spaces in a few shapes the card text does not use:
- the order of an acquire said as a sentence or clause of its own: 'You may never take more cake than strudel, nor
  more champagne than cake.', 'The coffee taken may not outnumber the wine.', 'no more cake than strudel may be
  taken' are ', never more cake than strudel nor more champagne than cake' after the kinds (the sentences joined);
- the amount said by an equality or a rate: 'items equal to this action's strength', 'one item per point of
  strength', 'as many in total as the strength of the action' are 'as many items as the action's strength'; the kinds
  said first ('Take wine and coffee, as many in all as ...') or inside ('as many strudel and cake as the strength')
  come after it ('... strength from wine and coffee'); 'chosen from', 'picking among' are 'from';
- the action's strength said any way ('this action's strength', 'the strength of your action', 'your strength') is
  'the action's strength', except in 'at this action's strength', the imitation's own phrase;
- hire staff's discount as a clause: 'Its cost is reduced by this action's strength' is ', paying its printed cost
  less the action's strength' (a number, 'reduced by 2', is 'at 2 krones less', so a wrong discount is named);
- rooms in the passive: 'Up to one room per point of strength may be prepared' is 'you may prepare up to one room
  for each point of strength';
- the imitation's fee and copy said in other words: 'A fee of 1 krone is paid' is 'pay 1 krone' (its number kept),
  'copy the main action of another numbered space' is 'carry out the action of another action space', 'you still pay
  that space's own costs' is 'its own costs are paid as usual';
- a split 'however you like' is 'in any proportion'; alternatives joined by '; or' are joined by ', or'.
Every rewrite keeps the words that say something (the kinds, the order's nouns, numbers), so a wrong item, a swapped
order or a wrong fee is still read, and compared with the card like any other reading. The structure is here, the
word lists in the lexicon's [rewrite-words] (the lists named 'space-...').
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler.textread_rewrite import PAREN_RE, _aside, _base, _replaced, one_of

SPACE_KIND = "action-space"
ITEM = r"(?:strudels?|cakes?|wines?|coffees?|champagnes?)"  # the order's kinds: only items, so no other 'more X than Y' is touched
LISTED = ITEM + r"(?:\s*,\s*" + ITEM + r")*(?:\s*,?\s*(?:and/or|and|or)\s+" + ITEM + r")?"  # 'strudel, cake and champagne'


def _order_pair(n: str) -> str:
    return r"more\s+(?P<a" + n + r">" + ITEM + r")\s+than\s+(?P<b" + n + r">" + ITEM + r")"


@lru_cache(maxsize=1)
def _patterns() -> tuple:
    """(pattern, plain) pairs in the order applied: who acts, then an order's clause before the amount it follows, then
    the other spaces' shapes."""
    pairs = _who_patterns() + _order_patterns() + _amount_patterns() + _space_patterns()
    return tuple((re.compile(pattern, re.I), plain) for pattern, plain in pairs)


def _who_patterns() -> list:
    """Who acts ('the player using this space', 'one'), the kinds said in a passive or a sentence of their own."""
    w = one_of
    return [
        (r"(?:^|(?<=:))(?P<s>\s*)(?P<n>items|dishes|drinks)(?=\s+equal\s+to\b)", lambda found: f"{found.group('s')}take {found.group('n')}"),  # a card face's 'Action 2: items equal to the strength' (boards12)
        (r"^\s*(?:" + w("space-users") + r")\s+(?:shall\s+)?", lambda found: "you "),
        (r"\bone's\b", lambda found: "your"),  # 'One plays one staff card from one's hand': the impersonal one is you
        (r"^\s*one\s+(?=(?:" + w("space-one-verbs") + r")\b)", lambda found: "you "),
        (r"^\s*(?:here|first),?\s+|(?<=\w)\s+here\b", lambda found: ""),  # 'here' on a space is the space, 'first' the order said
        (r"^\s*you\s+(?:can|may)\s+(?P<v>[a-z]+)\s+[a-z]+\.\s*(?=.*\b(?P=v)\b)", lambda found: ""),
        (r"for\s+(?:each|every)\s+point\s+of\s+(?:the\s+action's\s+)?strength\s*,?\s+you\s+(?P<rest>(?:may\s+|can\s+)?[a-z]+\s+(?:up\s+to\s+)?(?:one|1|a)\s+[a-z]+)",
         lambda found: f"you {found.group('rest')} for each point of strength"),
        (r"^\s*(?P<k>" + LISTED + r")\s+(?:are|is)\s+(?:taken|gained|collected)\b", lambda found: f"Take {found.group('k')}"),
        (r"\.\s*(?:they|these|those|the\s+items)\s+(?:can|may|must)\s+be\s+(?:any\s+mix\s+of\s+)?(?P<k>" + LISTED + r")(?=\s*[.;])",
         lambda found: f" from {_and(found.group('k'))}"),
    ]


def _order_patterns() -> list:
    """The order of an acquire said as a clause of its own: ', never more B than A'."""
    w = one_of
    return [
        (r"(?P<stop>\s*[.;,]\s*|\s+)no\s+" + _order_pair("1") + r"\s+(?:may|can)\s+be\s+taken", _order),  # before the next: its 'no more' is one of space-never
        (r"(?P<stop>\s*[.;,]\s*|\s+)(?:(?:" + w("space-order-leads") + r")\s+)?(?:(?:" + w("space-subjects") + r")\s+)?"
         + w("space-never") + r"\s+(?:(?:" + w("space-take") + r")\s+)?" + _order_pair("1")
         + r"(?:\s*,?\s*(?:or|nor|and)\s+(?:never\s+)?" + _order_pair("2") + r")?(?:\s*,?\s*in\s+" + w("space-take-tails") + r")?", _order),
        (r"(?P<stop>\s*[.;,]\s*|\s+)(?:(?:" + w("space-order-leads") + r")\s+)?(?:the\s+)?(?:number\s+of\s+)?(?P<a1>" + ITEM + r")(?:(?:\s+so)?\s+taken|\s+you\s+take)?\s+"
         + w("space-never") + r"\s+" + w("space-outnumber") + r"\s+(?:that\s+of\s+|the\s+number\s+of\s+)?(?:the\s+)?(?P<b1>" + ITEM + r")(?:\s+taken)?", _order),
    ]


def _amount_patterns() -> list:
    """The amount said by an equality or a rate, the kinds around it, the strength said any way."""
    w = one_of
    strength = w("space-strength")
    any_strength = r"(?:" + strength + r"|the\s+strength)"  # 'as many ... as the strength' ('the strength' alone is the imitation's 'of the dice')
    return [
        (r"(?:a\s+number\s+of\s+|an?\s+amount\s+of\s+)?(?P<n>items|dishes|drinks)\s+equal\s+to\s+" + any_strength, _as_many),
        (r"(?:one|1|an?)\s+(?P<n>item|dish|drink)\s+(?:per|for\s+each|for\s+every)\s+point\s+of\s+(?:the\s+action's\s+|this\s+action's\s+|your\s+)?strength",
         _as_many),
        (r"(?P<k>" + LISTED + r")\s*,?\s*as\s+many(?:\s+(?:items|dishes|drinks))?(?:\s+in\s+(?:total|all))?\s+as\s+" + any_strength, _kinds_first),
        (r"as\s+many\s+(?P<k>" + LISTED + r")\s+as\s+" + any_strength, _kinds_inside),
        (r"(?:\s*,)?\s+(?:(?:" + w("space-choosing") + r")\s+(?:from|among|out\s+of)|out\s+of)\s+(?=" + ITEM + r")", lambda found: " from "),
        (r"(?:\s*,)?\s+in\s+(?P<k>" + LISTED + r")(?=\s*[;,.(])", lambda found: " from " + _and(found.group("k"))),  # ', in strudel and/or cake;' (boards12)
        (r"\band/or\b", lambda found: "and"),
        (r"(?<!at\s)" + strength, lambda found: "the action's strength"),
    ]


def _space_patterns() -> list:
    """Hire staff's discount, rooms, the imitation, the split and the master key's choice."""
    w = one_of
    strength = w("space-strength")
    any_strength = r"(?:" + strength + r"|the\s+strength)"  # 'as many ... as the strength' ('the strength' alone is the imitation's 'of the dice')
    return [
        (r"(?:\s*[.;,]\s*|\s+and\s+)(?:its|the\s+card's)\s+cost\s+(?:" + w("space-reduced") + r")\s+by\s+(?P<n>\d+|the\s+action's\s+strength|" + strength + r")",
         _discount),
        (r"^\s*(?P<up>up\s+to\s+)?(?:one|1|a)\s+room\s+(?:per|for\s+each|for\s+every)\s+point\s+of\s+(?:the\s+action's\s+|your\s+)?strength\s+(?:may|can)\s+be\s+prepared",
         _rooms),
        (r"\ban?\s+fee\s+of\s+(?P<n>\S+)\s+krones?\s+(?:is|must\s+be)\s+paid", lambda found: f"pay {found.group('n')} krone"),
        (r"\bpay\s+(?P<n>\S+)\s+krones?\s+(?:as\s+a\s+)?fee\b", lambda found: f"pay {found.group('n')} krone"),
        (r"\b(?:copy|carry\s+out|perform|use)\s+the\s+main\s+action\s+of\s+another\s+numbered\s+(?:action\s+)?space(?:\s*,)?(?=\s+at\s+this)", lambda found: "carry out the action of another action space"),
        (r"\bthe\s+main\s+action\s+of\s+another\s+numbered\s+(?:action\s+)?space\s+is\s+carried\s+out", lambda found: "carry out the action of another action space"),
        (r"\b(?:you\s+)?(?:still\s+)?pay\s+(?:its|that\s+space's|the\s+copied\s+space's|their)\s+(?:own\s+)?costs(?:\s+as\s+(?:usual|normal))?", lambda found: "its own costs are paid as usual"),
        (w("space-however"), lambda found: "in any proportion"),
        (r"^\s*the\s+action's\s+strength\s+(?:is\s+to\s+be|may\s+be|can\s+be|is)\s+(?:divided|split|shared)\b", lambda found: "share the action's strength"),
        (r"\bthe\s+(?:copied\s+space|space\s+(?:you\s+)?cop(?:y|ied))\s+(?:can|may)\s+be\s+empty", lambda found: "the space you copy may be empty"),
        (r"\s*;\s*or\s+", lambda found: ", or "),
        (r"\s*[,;]?\s*(?:and\s+)?(?:shall\s+)?(?:(?:then|also)\s+)*(?:(?:" + w("space-choice-verbs") + r")\s+)(?:then\s+)?(?:exactly\s+)?one\s+of(?:\s+the\s+following)?\s*:",
         lambda found: ". Then choose one:"),  # 'plus one of:', 'and also picks one of:'
        (r"(?:(?<=[:,]\s)|(?<=\bor\s))(?P<stem>[a-z]+)ing\b", _gerund),  # 'one of: ..., preparing one room': the choice's verb
        (PAREN_RE.pattern, _aside),  # an aside in parentheses is a phrase of its own (the second readings would see the text as written)
    ]


def _order(found: re.Match) -> str:
    """', never more B than A (nor more D than C)': the sentence it stood in joined to the one before."""
    said = f", never more {found.group('a1')} than {found.group('b1')}"
    if "a2" in found.re.groupindex and found.group("a2"):
        said += f" nor more {found.group('a2')} than {found.group('b2')}"
    return said


def _gerund(found: re.Match) -> str | None:
    """Only in a list of choices ('choose one: ..., preparing one room'); 'paying its cost' elsewhere is the card's."""
    before = found.string[:found.start()].lower()
    return _base(found.group("stem").lower()) if "choose one:" in before[before.rfind(".") + 1:] else None


def _as_many(found: re.Match) -> str:
    noun = found.group("n").lower()
    return f"as many {noun if noun.endswith('s') else noun + 's'} as the action's strength"


def _kinds_first(found: re.Match) -> str:
    return f"as many items as the action's strength from {_and(found.group('k'))}"


def _kinds_inside(found: re.Match) -> str:
    return f"as many items as the action's strength from {_and(found.group('k'))}"


def _and(kinds: str) -> str:
    """'strudel or cake', 'wine and/or coffee': the kinds to choose among, said with 'and' as the card says them."""
    return re.sub(r"\b(?:and/or|or)\b", "and", kinds, flags=re.I)


def _discount(found: re.Match) -> str:
    said = found.group("n")
    return f" at {said} krones less" if said.isdigit() else ", paying its printed cost less the action's strength"


def _rooms(found: re.Match) -> str:
    return f"you may prepare {found.group('up') or ''}one room for each point of strength"


def plain_space(words: str, where: tuple):
    """(words, where) of an action space's text in the card's shapes, or None when no shape applies."""
    said, mapped = words, list(where)
    for pattern, plain in _patterns():
        said, mapped = _replaced(said, mapped, pattern, plain)
    return None if said == words else (said, tuple(mapped))


def read_space_again(reading, text: str, kind: str, read):
    """The reading of an action space's text in the card's shapes where the text as written leaves a sentence unread and
    the plainer one does not, or where both read (a rate 'one item per point of strength' is read as written, but as
    an acquire only in the card's shape); otherwise the reading as written. `read(text, kind, tokens)` reads tokens of `text`."""
    if kind != SPACE_KIND:
        return reading
    plain = plain_space(text, tuple(range(len(text))))
    if plain is None:
        return reading
    from compiler.textread_again import Form

    again = read(text, kind, Form(*plain).tokens())
    return again if _better(again, reading) else reading


def _better(again, reading) -> bool:
    """The plainer reading counts where it leaves fewer sentences unread, or as many but each read through to what it
    says wrong ("'never more strudel than cake' does not follow the kinds"), not stopped at a word it cannot read."""
    if len(again.unread) != len(reading.unread):
        return len(again.unread) < len(reading.unread)
    return all(not u.unknown and not u.why.startswith("cannot read") for u in again.unread)


def space_heading(text: str, name: str, kind: str) -> str:
    """'Rooms: prepare ...', 'Action 1, dishes: ...': an action space's own name heading its text says nothing more
    than the card is (blanked, so every other word keeps its place); a number before it stays, read as the space's
    number. Another space's name is left, and stays unread."""
    if kind != SPACE_KIND or not name.strip():
        return text
    said = r"\s+".join(map(re.escape, name.split()))
    pattern = re.compile(r"^(?P<number>\s*(?:action|space|action\s+space)\s+\d+\s*)?(?P<name>[,:-]?\s*(?:the\s+)?" + said + r"\s*):", re.I)
    return pattern.sub(lambda found: ((found.group("number") or "").rstrip() + ":").lstrip(":").ljust(len(found.group(0))), text)
