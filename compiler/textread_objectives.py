"""Plainer wordings of an objective's requirement and claims in the shapes card faces, reference cards and tooltips
print them, tried by compiler/textread_rewrite.py as a second reading (only when a sentence cannot be read as
written). The structure is here, the words in the lexicon's [rewrite-words] lists (named in capitals below):
- the claims said after the requirement in one sentence, after ':', ';', ',' or 'for' ('Have 7 champagne in your
  kitchen: first 15 VP, second 10 VP, third 5 VP') are a sentence of their own, read as any claims sentence is (three
  numbers of VP and the closed words of [spots-words]); the head and the claims are then read one after the other
  (read_apart). 'or' joins the claims only where each place is named ('15, 10 or 5 VP for being first, second or
  third'): '15, 10 or 5 VP' alone stays as said, and is flagged;
- the requirement said of the one who claims it: 'Any player who has 20 krones may claim this objective' is 'A player
  who has 20 krones' (the claim said after, CLAIM-MODALS, CLAIM-VERBS, CLAIM-OBJECTS); 'Met by a player who has ...',
  'Satisfied once a player's hotel holds ...' are 'a player who has ...', 'you have ...' (MET-SAID, MET-HOW,
  HOTEL-HOLDS); 'A player meets this objective with 6 staff cards' is 'A player with 6 staff cards'; 'You can claim
  this one as soon as ...', 'once you hold ..., you can claim this card', '... and claim it' keep only what is asked
  (CLAIM-WHENS); 'A player who has occupied every room of ...' is 'Occupy every room of ...';
- the requirement said as what the card wants: 'This card wants you to occupy ...', 'It is required to have ...' are
  'You must occupy ...', 'You must have ...' (ASKS-YOU); 'Here you need ...' is 'You need ...';
- a noun phrase with its participle after: '6 room groups fully occupied', '2 floors with every room occupied', 'two
  columns of their hotel are completely occupied' are '6 fully occupied room groups' (FULL-AFTER; only the nouns of
  WHOLE-NOUNS; 'get 2 columns fully occupied' is 'have 2 ...'); 'Fill two columns with occupied rooms' is 'You need
  two fully occupied columns' (FILL-WITH); 'have completed six room groups' is 'have six complete room groups';
  'complete room groups, meaning groups whose rooms are all occupied' is read by its explanation (GLOSS-LEADS);
  'every space of one colour' is 'every room of one colour' (SPACE-WORDS);
- the Emperor marker said where it stands: 'Emperor marker on space 10 or higher', 'your marker stands on space 10 of
  the Emperor track' are 'Have your Emperor marker on space 10 ...' (MARKER-STANDS; only with 'Emperor' said);
- the top floor said with its number after it: 'the top floor of your hotel (floor 4)', '..., this is floor 4' are
  'floor 4' (FLOOR-GLOSS; the number kept: 'top floor (floor 3)' is floor 3, and flagged);
- amounts: 'In your kitchen: 3+ strudel, 3+ cake' is '3+ strudel, 3+ cake in your kitchen'; 'N or more' before what
  it counts is 'at least N'; 'of each colour, red, yellow and blue' is 'of each colour: red, yellow and blue'; 'the
  orders of 5 guests' is 'the orders of at least 5 guests' (an objective's bare amount is a least one, as '6 floors'
  is); 'guests who each want 3 items' is '... wanted ...' (ORDERED-NOW); 'three strudel and three cake, so at least
  three of each' is 'at least three strudel and at least three cake' (each number as said); 'occupied rooms: four
  blue ones and three red ones' is 'four occupied blue rooms and three occupied red rooms';
- an amount that continues a requirement keeps its own comparison ('at least 4 yellow rooms and exactly 3 blue
  rooms', continued_op).
The plainer wording is also tried of the whole sentence, from the stop before it (whole_sentence_forms): the words the
lexer drops before the first it reads ('This card', 'Emperor marker', 'In your kitchen') say the shape.
Every rewrite keeps each number, colour and comparison as said, so a wrong one is still read and flagged.
"""
from __future__ import annotations

import re
from itertools import islice

from compiler.textlex_walk import said_group
from compiler.textread_tiles import NUMBER

SEPARATOR_RE = re.compile(r"[,;:]\s*|\s+(?=(?:for|scoring|earning|worth)\s)", re.I)  # where claims may follow the requirement
CLAIMS_SAID = "The first three players to do so score"


def claims_apart(form, claims):
    """(words, where): the form with claims said after its requirement made a sentence of their own ('R: first 15 VP,
    second 10 VP, third 5 VP' is 'R. The first three players to do so score 15, 10 and 5 VP.'), at the earliest
    separator whose whole tail is the claims (`claims`: compiler/textread_rewrite.py's reading of a claims sentence);
    the form as it is where there is none."""
    from compiler.textread_again import Form

    for found in SEPARATOR_RE.finditer(form.words):
        head, tail = form.words[:found.start()].rstrip(), Form(form.words[found.end():], form.where[found.end():])
        plain = claims(or_places(tail)) if head and NUMBER_RE.search(head) else None
        if plain is not None:
            stop = (form.where[found.start()],) * 2
            return head + ". " + plain.words, tuple(form.where[:len(head)]) + stop + plain.where
    return form.words, list(form.where)


PLACES_RE = re.compile(r"\bsecond\b.*\bthird\b", re.I | re.S)
OR_RE = re.compile(r"\bor\b", re.I)


def or_places(form):
    """'15, 10 or 5 VP for being first, second or third': where each place is named, 'or' joins claims one of which
    each claimant gets, as 'and' does; '15, 10 or 5 VP' alone is no such list (it may be a choice), so stays as said."""
    from compiler.textread_again import Form

    if not PLACES_RE.search(form.words):
        return form
    words, where, cut = [], [], 0
    for found in OR_RE.finditer(form.words):
        words += [form.words[cut:found.start()], "and"]
        where += list(form.where[cut:found.start()]) + [form.where[found.start()]] * 3
        cut = found.end()
    return Form("".join(words) + form.words[cut:], tuple(where) + tuple(form.where[cut:]))


NUMBER_ALONE_RE = re.compile(r"(?<![\w-])(?<!at least )(?:" + NUMBER + r")(?![\w-])", re.I)
NUMBER_RE = re.compile(r"(?<![\w-])(?:" + NUMBER + r")(?![\w-])|\d", re.I)


def read_apart(tokens: list, without_claims, read) -> bool:
    """Whether each sentence of a second reading made of several (claims_apart) reads, one after the other, without
    its claims of how often the card acts (`without_claims`; nothing left is not read); `read` reads what is left and
    says whether it did. A reading of one sentence is read as it is."""
    for sentence in _sentences(tokens):
        rest = without_claims(sentence)
        if not rest or not read(rest):
            return False
    return True


def _sentences(tokens: list) -> list[list]:
    sentences, current = [], []
    for token in tokens:
        current.append(token)
        if token.type == "DOT":
            sentences.append(current)
            current = []
    return sentences + ([current] if current else [])


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of as w

    amount = r"(?:(?:at\s+least|no\s+fewer\s+than)\s+)?" + NUMBER + r"(?:\s+or\s+more)?"
    claimant = r"(?:(?:a|any|the|each)\s+player\s+(?P<rel>who|that|with)|whoever)\b"
    claim = r"(?:" + w("claim-modals") + r"\s+)?" + w("claim-verbs") + r"\s+" + w("claim-objects") + r"\b"
    whats = r"(?P<what>" + w("whole-nouns") + r")"
    return {
        "asks-you": r"^\s*" + w("asks-you") + r"\s+",
        "met-lead": r"^\s*(?:(?:this\s+objective|this\s+card|it)\s+(?:is|can\s+be|may\s+be)\s+)?" + w("met-said") + r"\s+" + w("met-how") + r"\s+(?=(?:a|any|the)\s+player)",
        "player-hotel": r"\b(?:a|the)\s+player's\s+hotel\s+" + w("hotel-holds") + r"\b",
        "meets-with": r"\b(?P<who>(?:a|any|the)\s+player)\s+" + w("claim-verbs") + r"\s+" + w("claim-objects") + r"\s+(?=with\b)",
        "claimant": r"^\s*" + claimant + r"(?P<req>.*?)\s*,?\s+" + claim + r"(?=\s*(?:[,;:.]|$))",
        "claim-first": r"^\s*(?:you\s+)?" + claim + r"\s+" + w("claim-whens") + r"\s+",
        "claim-after": r"^\s*" + w("claim-whens") + r"\s+(?P<what>you\s+[^,;:.]*?)\s*,?\s+(?:you\s+)?" + claim,
        "and-claim": r"\s*,?\s+and\s+(?:you\s+)?" + claim + r"(?=\s*(?:[,;:.]|$))",
        "completed-what": r"\bhave\s+completed\s+(?P<n>" + amount + r")\s+" + whats + r"\b",
        "fill-with": r"\b" + w("fill-verbs") + r"\s+(?P<n>" + amount + r")\s+(?:" + w("whole-words") + r"\s+)?" + whats
                     + r"(?:\s+(?:of|in)\s+(?:your|their|one's)\s+hotel)?\s+" + w("fill-with") + r"\b",
        "full-after": r"(?:\b(?P<verb>" + w("fill-verbs") + r")\s+)?(?P<n>\b" + amount + r")\s+" + whats
                      + r"(?:\s+(?:of|in)\s+(?:your|their|one's|a\s+player's)\s+hotel)?\s+(?:(?:are|is|that\s+are|which\s+are|all)\s+)?"
                      + w("full-after") + r"(?:\s*\(\s*" + w("every-occupied") + r"\s*\))?(?![\w-])",
        "marker": r"^\s*(?:(?:your|the|their|a\s+player's)\s+)?(?P<emperor>emperor\s+)?marker\s+(?:" + w("marker-stands") + r"\s+)?on\s+space\b"
                  r"(?=(?P<track>[^.;]*\bemperor\s+track\b)?)",
        "top-floor": r"\bthe\s+top\s+floor(?:\s+of\s+(?:your|their|one's)\s+hotel)?\s*(?:,\s*(?:" + w("floor-gloss") + r"\s+)?|\(\s*)"
                     r"floor\s+(?P<n>\d)\s*\)?",
        "kitchen-lead": r"^\s*in\s+your\s+kitchen\s*:\s*(?P<rest>[^.;]*?)\s*(?=\.|;|$)",
        "or-more": r"(?<![\w-])(?P<n>" + NUMBER + r")\s+or\s+more\s+(?=(?:occupied\s+)?[a-z]+\s+(?:rooms|guests|staff|dancers)\b|rooms\b)",
        "each-colour": r"\bof\s+each\s+(?P<c>colou?r)\s*,\s*(?=(?:red|yellow|blue)\s*,)",
        "ordered-now": r"\bguests\s+who\s+(?:each\s+)?" + w("ordered-now") + r"\b",
        "space-of": r"\b(?P<every>" + w("every") + r")\s+" + w("space-words")
                    + r"\s+(?=of\s+(?:at\s+least\s+)?(?:" + NUMBER + r"|a|a\s+single)\s+colou?rs?\b)",
        "has-occupied": r"^\s*(?:a\s+player\s+who\s+has|whoever\s+has|you\s+have)\s+(?P<verb>occupied|filled)\s+(?=" + w("every") + r"\s)",
        "has-done": r"^\s*(?:a\s+player\s+who\s+has|whoever\s+has)\s+(?=(?:played|completed|hired)\s)",  # session 27: '(claimed by) a player who has played 6 staff cards'
        "gloss": r"\b" + w("whole-words") + r"\s+" + whats + r"\s*,\s*" + w("gloss-leads") + r"\s+(?:" + w("whole-nouns") + r"|ones)\s+"
                 r"(?P<gloss>whose\s+rooms\s+are\s+[^,;:.]+)",
        "of-each-after": r"(?P<clause>^[^.;:]*?)\s*,\s*(?:so|that\s+is|ie)\s+at\s+least\s+(?P<n>" + NUMBER + r")\s+of\s+each\b",
        "here-you": r"^\s*here\s*,?\s+(?=you\s+need\b)",
        "rooms-listed": r"\b(?P<state>occupied|vacant)\s+rooms\s*:\s*(?P<list>(?:[^.;]*?\b" + w("room-colours") + r"\s+ones\b)+)",
        "bare-guests": r"\borders\s+of\s+(?P<n>" + NUMBER + r")\s+(?=(?:[a-z]+\s+)?guests\b)",
    }


def _asks_you(found: re.Match) -> str:
    return "You must "


def _nothing(found: re.Match) -> str:
    return ""


def _you_have(found: re.Match) -> str:
    return "you have"


def _meets_with(found: re.Match) -> str:
    return found.group("who") + " "


def _claimant(found: re.Match) -> str:
    """'Any player who has 12 rooms may claim this card' is 'A player who has 12 rooms' ('that' said 'who')."""
    rel = found.group("rel")
    return ("A player with" if rel and rel.lower() == "with" else "A player who" if rel else "Whoever") + found.group("req")



def _completed_what(found: re.Match) -> str:
    """'have completed six room groups': six complete ones (a floor, column or group is completed by occupying it)."""
    return f"have {found.group('n')} complete {found.group('what')}"


def _fill_with(found: re.Match) -> str:
    return f"you need {found.group('n')} fully occupied {found.group('what')}"


def _full_after(found: re.Match) -> str:
    """'6 room groups fully occupied': the participle said before the noun, as the card says it."""
    verb = "have " if found.group("verb") else ""  # 'get', 'fill' them so: have them
    return f"{verb}{found.group('n')} fully occupied {found.group('what')}"


def _marker(found: re.Match) -> str | None:
    """The marker named as the Emperor's, before or by its track after: a money marker is not touched."""
    if not (found.group("emperor") or found.group("track")):
        return None
    return "Have your Emperor marker on space"


def _top_floor(found: re.Match) -> str:
    return f"floor {found.group('n')}"


def _kitchen_lead(found: re.Match) -> str:
    return f"{found.group('rest')} in your kitchen"


def _or_more(found: re.Match) -> str:
    return f"at least {found.group('n')} "


def _each_colour(found: re.Match) -> str:
    return f"of each {found.group('c')}: "


def _ordered_now(found: re.Match) -> str:
    """'guests who each want 3 or more items' is 'guests who each wanted ...' (compiler/textread_rewrite.py reads it)."""
    return "guests who each wanted"


def _space_of(found: re.Match) -> str:
    """'every space of one colour': a space of a colour on the board is a room's ('every room of one colour')."""
    return f"{found.group('every')} room "


def _has_occupied(found: re.Match) -> str:
    """'A player who has occupied every room of one colour' is 'Occupy every room of one colour' (the claimant's)."""
    return "Occupy " if found.group("verb").lower() == "occupied" else "Fill "


def _gloss(found: re.Match) -> str:
    """'six complete room groups, meaning groups whose rooms are all occupied': the word explained is read by its
    explanation ('six room groups whose rooms are all occupied'), which says what is asked and is compared."""
    return f"{found.group('what')} {found.group('gloss')}"


def _of_each_after(found: re.Match) -> str:
    """'Three strudel, three cake and three wine, so at least three of each': each amount said is a least one (each
    kept as said, so 'two cake' there is still read as 2 and flagged)."""
    clause = found.group("clause")
    return NUMBER_ALONE_RE.sub(lambda number: "at least " + number.group(0), clause)


ONES_RE = re.compile(r"\b(?P<colour>red|yellow|blue)\s+ones\b", re.I)
ALSO_RE = re.compile(r"\s*,?\s*\band\s+also\b", re.I)


def _rooms_listed(found: re.Match) -> str:
    """'occupied rooms: four blue ones at least, and also three red ones': each colour's rooms said with the state
    named before the list ('at least four occupied blue rooms and three occupied red rooms'), each amount as said."""
    state = found.group("state")
    said = ONES_RE.sub(lambda one: f"{state} {one.group('colour')} rooms", found.group("list"))
    return ALSO_RE.sub(" and", said)


def _bare_guests(found: re.Match) -> str:
    return f"orders of at least {found.group('n')} "


PLAIN = {"asks-you": _asks_you, "met-lead": _nothing, "player-hotel": _you_have, "meets-with": _meets_with, "claimant": _claimant,
         "claim-first": _nothing, "claim-after": said_group("what"), "and-claim": _nothing, "completed-what": _completed_what,
         "fill-with": _fill_with, "full-after": _full_after, "marker": _marker, "top-floor": _top_floor, "kitchen-lead": _kitchen_lead,
         "or-more": _or_more, "ordered-now": _ordered_now, "space-of": _space_of, "has-occupied": _has_occupied, "has-done": lambda found: "You have ", "gloss": _gloss,
         "of-each-after": _of_each_after, "here-you": _nothing, "rooms-listed": _rooms_listed, "each-colour": _each_colour, "bare-guests": _bare_guests}


def objective_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied: the claim said around the requirement before the
    requirement's own shapes."""
    return tuple((re.compile(pattern, re.I), PLAIN[name]) for name, pattern in _patterns().items())


STOP_RE = re.compile(r"[.!?]")
WHOLE_FORMS = 4  # the plainer wording of the whole sentence and its weak words left out: a few more readings at most


def whole_sentence_forms(text: str, span: tuple, plainer, without_weak):
    """The plainer wording (`plainer`, compiler/textread_rewrite.py) of the whole sentence, from the stop before it:
    the words the lexer drops before the first it reads ('This card wants you to ...', 'Emperor marker on space 10',
    'In your kitchen: ...') say the shape a rewrite reads. Tried after every other second reading (a long sentence
    may have used them all up before its plainer wording), and that again with its weak words left out."""
    from compiler.textread_again import Form

    stops = [found.end() for found in STOP_RE.finditer(text, 0, span[0])]
    start = stops[-1] if stops else 0
    start += len(text[start:span[0]]) - len(text[start:span[0]].lstrip())
    plain = plainer(Form.of(text, (start, span[1])))
    if plain is not None:
        yield plain
        yield from islice(without_weak(plain), WHOLE_FORMS - 1)
        again = plainer(plain)  # 'A player who has occupied every space of one colour' is 'Occupy every room of one colour', then the card's words
        yield from () if again is None else (again,)


def continued_op(amount, last_op: str) -> str:
    """The comparison of an amount that continues a requirement ('at least 4 yellow rooms and 3 blue rooms'): the one
    before it, unless the amount says its own ('... and exactly 3 blue rooms', '... and up to 3 blue rooms'), which is
    then compared (it was once read as the one before, so 'exactly 3' passed for 'at least 3')."""
    from compiler.textpieces import Exactly

    if isinstance(amount, Exactly):
        return "=="
    return "<=" if getattr(amount, "up_to", False) else last_op
