"""Plainer wordings of an Emperor tile's penalty, an objective's requirement and claims, and a celebrity's trigger, in
the shapes card faces, player aids and tooltips print them (session 12). Tried by compiler/textread_rewrite.py as a
second reading (only when a sentence cannot be read as written); the structure is here, the words in the lexicon's
[rewrite-words] lists (named in capitals below). Every rewrite keeps each number, state, colour and place as said, so
a wrong one is still read and named.
- a room named by the floor it stands on: 'your highest occupied room', 'your vacant room on the highest floor' are
  '1 occupied room from your highest floor'; 'the highest occupied room on a floor below it', '1 more occupied room,
  the highest one on a floor below it' are '1 occupied room from the highest floor below it' (the state kept);
- a removal done only as far as it can be ('..., as far as you can', '..., if there is one'; AS-FAR-AS) takes up to
  the rooms it names: each count of rooms in the clause is 'up to' that count;
- a fallback said by what is lacking, short: 'otherwise -7 VP', 'none to remove -> -10 VP', 'fewer than 2 there ->
  lose 10 VP', 'a player without one loses 10 VP' are 'if you cannot, ...' (only when every number lacked is one the
  sentence asked for before it: a different one is a different fallback, left to be flagged);
- dancers said as the subject of their going: 'one of your dancers in the middle ballroom goes back to the box', '2 of
  your dancers leave the rightmost ballroom (back to the box)' are 'take N of your dancers out of the B ballroom and
  put them back in the box' (the number and the ballroom kept);
- what goes back said with another verb: 'sends all of your dishes ... back to the supply' is 'returns all of ...';
  'takes one of your cards away' is 'takes away one of your cards'; 'everything in your kitchen' is 'all the items in
  your kitchen'; 'all the dishes and drinks you own' is 'all your dishes and drinks'; 'final-scoring staff' is
  'final-scoring staff cards';
- an objective's requirement under a heading (REQUIREMENT-HEADS: 'Req:', 'Need', 'To meet this objective'), its rooms
  listed by colour under 'Occupied rooms:' ('4+ blue and 3+ red' is '4+ occupied blue rooms and 3+ occupied red
  rooms'), its claim said as placing a marker ('may place a marker here' is 'may claim this objective'), its places
  said as ordinals ('1st', '2nd', '3rd');
- a celebrity's trigger said by what is done: 'each staff card you play:' is 'each time you play a staff card:';
  'he or she', 'his or her', 'the player's marker' or '... hand' said of the one who holds it are 'you', 'your'; a
  discount said as a cost reduced ('at a cost reduced by 1 krone', 'at a reduction of 2 krones', 'with a discount of 3
  krones') is 'paying 1 krone less'; 'your marker advances one or more spaces on the Emperor track' is 'your Emperor
  marker advances' (any advance); 'Once, ...' opening what it does is 'Once this round, ...' (held for the round);
  'He needs the ballrooms module and is worth 1 VP' is 'He is worth 1 VP' (the module is a remark, the VP compared);
- a penalty said in the passive, of what is done to the things (TO-BE, DONE-VERBS: 'all dishes in one's kitchen are
  to be returned', 'two vacant rooms ... must be removed') is that done by you; 'which are in' is 'in'; 'vacant rooms
  of the highest floor' are 'from' it; 'should this not be possible', 'when you cannot', 'if you cannot do both in
  full' are 'if you cannot' (NOT-POSSIBLE);
- things said another way: 'every dish and every drink' is 'every dish and drink'; 'two items, each of them a dish or
  a drink' (ITEMS-GLOSSES) is 'two dishes or drinks of your choice'; 'items ..., of every kind' is '... of any kind';
  'every dish sitting in your kitchen' is 'every dish in your kitchen' (KITCHEN-PARTICIPLES); 'the ballrooms (all of
  them, balcony counts)' is 'the ballrooms' (the balcony is the rightmost ballroom's top row); 'lets you, if you want,
  prepare' is 'lets you prepare' (IF-YOU-WANT: 'lets' says the choice already); 'your top floor, that is floor 4' and
  'rooms (any colour)' are 'floor 4' and 'rooms of any colour' (the number kept).
"""
from __future__ import annotations

import re

from compiler.textlex_walk import said_as, said_group
from compiler.textread_tiles import NUMBER, NUMBER_RE, _number

STATE = r"(?P<state>occupied|vacant)"
BELOW_IT = r"(?:a|the)\s+(?:floor|level)\s+below\s+(?:it|that(?:\s+one)?|the\s+first(?:\s+one)?)"
ROOM_COUNT_RE = re.compile(r"(?<!up to )(?<![\w-])(?P<n>" + NUMBER + r")(?=\s+(?:more\s+)?(?:occupied\s+|vacant\s+)?rooms?\b)", re.I)


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of as w

    return {
        "highest-room": r"\byour\s+highest\s+" + STATE + r"\s+room\b",
        "room-on-highest": r"\byour\s+" + STATE + r"\s+room\s+(?:on|from|of)\s+(?:the|your)\s+highest\s+floor\b",
        "highest-below": r"\b(?:the|an?)\s+highest\s+" + STATE + r"\s+room\s+(?:on|from)\s+" + BELOW_IT,
        "highest-one": r"\b(?:an?|one|1)\s+(?P<more>more\s+)?" + STATE + r"\s+room\s*,\s*the\s+highest\s+one\s+(?:on|from)\s+" + BELOW_IT,
        "a-room-below": r"\b(?:an?|one)\s+" + STATE + r"\s+room\s+(?=(?:on|from)\s+the\s+highest\s+floor\s+below\b)",
        "as-far": r"(?:^|(?<=[:;.]))(?P<clause>[^:;.]*?)\s*,?\s*" + w("as-far-as") + r"(?=\s*(?:[.;]|$))",  # from a clause's start only: unanchored, the lazy clause was tried from every character
        "otherwise": r"\s*[,;]?\s*\botherwise\s*(?P<what>\([^()]*\))?\s*(?=[-−]\s*\d|(?:you\s+)?lose\b)",
        "arrow-lacking": r"\s*[;,]\s*(?P<what>" + w("short-lacking") + r"(?:\s+" + NUMBER + r")?(?:\s+" + w("lacking-tails") + r")?)\s*(?:->|→|=|:)\s*",
        "one-without": r"\b(?:a|any)\s+player\s+(?:without\s+(?:one|any)|with\s+none)(?:\s+there)?\s+(?=loses\b)",
        "dancers-go": r"\b(?P<n>" + NUMBER + r")\s+of\s+your\s+dancers\s+(?:in|from)\s+the\s+(?P<which>[a-z]+)\s+ballroom\s+" + w("dancer-goes"),
        "dancers-leave": r"\b(?P<n>" + NUMBER + r")\s+of\s+your\s+dancers\s+(?:leave|leaves)\s+the\s+(?P<which>[a-z]+)\s+ballroom\s*"
                         r"(?:\(\s*(?:and\s+go\s+)?back\s+to\s+the\s+box\s*\)|,?\s*(?:and\s+go\s+)?back\s+to\s+the\s+box)",
        "sends-back": r"\b(?P<verb>sends|send|puts|put)\s+(?P<what>(?:all|every|each|your)\b[^,;.:]*?)\s+back\b",
        "takes-away": r"\b(?P<verb>takes|take)\s+(?P<what>(?:one|1|two|2)\s+of\s+your\s+[^,;.:]*?)\s+away\b",
        "everything": r"\beverything\s+(?=(?:in|from)\s+your\s+kitchen\b)",
        "you-own": r"\ball\s+(?:of\s+)?(?:the\s+)?(?P<what>(?:dishes|drinks|items)(?:\s+(?:and|or)\s+(?:dishes|drinks))?)\s+you\s+(?:own|have|hold)\b(?!\s+(?:played|placed|put))",
        "final-staff": r"\bfinal-scoring\s+staff\b(?!\s+cards?\b)",
        "req-head": r"^\s*(?:" + w("requirement-heads") + r"\s*[:.]?\s+|" + w("need-heads") + r"\s*:?\s+(?=\d+\s*\+|\d+\s+or\s+more\b|at\s+least\b))",
        "rooms-colours": r"\b(?:occupied)\s+rooms\s*:\s*(?P<list>[^.;]*?\b(?:red|yellow|blue)\b(?!\s+(?:rooms|ones))[^.;]*)",
        "place-marker": r"\b(?P<modal>may|can)\s+" + w("place-marker") + r"\b",
        "ordinal": r"(?<![\w-])(?P<n>[123])(?:st|nd|rd)\b",
        "each-you-do": r"(?:^|(?<=:))\s*(?:for\s+)?(?:each|every)\s+(?P<what>(?:[a-z-]+\s+){0,2}?(?:card|guest|room|dancer|die|champagne))\s+you\s+"
                       r"(?P<verb>" + w("each-you-verbs") + r")\s*(?=[:,])",
        "his-or-her": r"\b(?:his\s+or\s+her|her\s+or\s+his|his/her)\b",
        "he-or-she": r"\b(?:he\s+or\s+she|she\s+or\s+he|he/she)\b",
        "players-own": r"\bthe\s+player's\s+(?=(?:emperor\s+)?marker\b|hand\b)",
        "emperor-marker": r"\byour\s+(?:emperor\s+)?marker\s+(?P<verb>advances|moves\s+forward|moves\s+up|moves)(?:\s+(?:one\s+or\s+more|any\s+number\s+of)\s+(?:spaces|steps))?"
                          r"\s+(?:on|along|up)\s+the\s+emperor\s+track\b",
        "kitchen-participle": r"\b" + w("kitchen-participles") + r"\s+(?=in\s+(?:your|their|one's)\s+kitchen\b)",
        "lets-if-want": r"\blets\s+(?P<who>you|the\s+player|them)\s*,\s*" + w("if-you-want") + r"\s*,\s*",
        "ballroom-aside": r"\bballrooms\s*(?:\(\s*(?:all\s+of\s+them\s*,\s*)?" + w("ballroom-asides-more") + r"\s*\)|,\s*" + w("ballroom-asides-more") + r"\b)",
        "once-said": r"(?:^|(?<=:))\s*once\s*,\s*",
        "every-kind": r"\s*,?\s*\bof\s+every\s+(?:kind|type|sort)\b",  # not 'of each kind:', a distributive list (compiler/textread_rewrite.py)
        "rooms-of-floor": r"\b(?P<what>(?:vacant|occupied)\s+rooms?)\s+of\s+(?=(?:the|your)\s+highest\s+floor\b)",
        "which-are": r"\b(?:which|that)\s+(?:are|is)\s+(?=(?:in|on)\s+(?:your|one's|their|the)\b)",
        "to-be-done": r"(?P<lead>^\s*|[:;]\s*)(?P<what>(?:all|every|each|your|one's|the|\d+|one|two|three)\b[^,;:.]*?)\s+" + w("to-be") + r"\s+(?P<done>" + w("done-verbs") + r")\b",
        "not-possible": r"\b" + w("not-possible") + r"\s*,?\s*",
        "when-cannot": r"\bwhen\s+(?=you\s+(?:cannot|can't|are\s+unable\s+to)\b)",
        "any-colour-paren": r"\s*\(\s*(?:any|every|each)\s+colou?r\s*\)",
        "your-top-floor": r"\byour\s+top\s+floor\s*(?:,\s*" + w("floor-glosses") + r"\s+|\(\s*)floor\s+(?P<n>\d)\s*\)?",
        "of-these-play": r"\bof\s+(?:these|them|those)\s+you\s+(?P<modal>may|can)\s+(?P<verb>play|hire|take|keep)\s+(?P<n>one|1|two|2)\b",
        "every-and-every": r"\b(?P<q>every|each)\s+(?P<a>dish|drink)\s+and\s+(?:every|each)\s+(?P<b>dish|drink)\b",
        "both-in-full": r"\b(?P<head>do\s+both|do\s+both\s+of\s+these|do\s+it\s+all)\s+in\s+full\b",
        "items-gloss": r"\b(?P<n>" + NUMBER + r")\s+items\s*,\s*" + w("items-glosses") + r"(?:\s+of\s+(?:your|one's|their)\s+choice)?",
        "module-and": r"^\s*(?P<who>he|she|it|they|this\s+celebrity)\s+(?:needs|requires)\s+(?:the\s+)?(?:vienna\s+)?ballrooms?(?:\s+module)?\s+and\s+(?=is\s+worth\b)",
        "cost-reduced": r"\b" + w("cost-reduced") + r"\s+(?P<n>" + NUMBER + r")\s+(?P<unit>krones?)(?:\s+(?:on|off)\s+(?:its|the|their)\s+cost)?",
    }


def _room_from_highest(found: re.Match) -> str:
    return f"1 {found.group('state')} room from your highest floor"


def _highest_below(found: re.Match) -> str:
    more = found.group("more") or "" if "more" in found.re.groupindex else ""
    return f"1 {more}{found.group('state')} room from the highest floor below it"


def _a_room(found: re.Match) -> str:
    return f"1 {found.group('state')} room "


def _as_far(found: re.Match) -> str | None:
    """'remove your highest occupied room, then ..., as far as you can': each count of rooms in the clause is an upper
    bound ('up to 1 occupied room'); a clause with no count of rooms is left as written."""
    clause = found.group("clause")
    said = ROOM_COUNT_RE.sub(lambda count: "up to " + count.group("n"), clause)
    return None if said == clause else said


def _numbers(said: str) -> set:
    return {_number(n.group(0)) for n in NUMBER_RE.finditer(said)}


def _if_cannot(found: re.Match) -> str | None:
    """A fallback said by what is lacking: 'if you cannot' when every number lacked was asked for before it."""
    what = found.group("what") or ""
    return "; if you cannot, " if _numbers(what) <= _numbers(found.string[:found.start()]) else None


def _dancers(found: re.Match) -> str:
    n, which = found.group("n"), found.group("which")
    return f"take {n} of your dancers out of the {which} ballroom and put them back in the box"


def _sends_back(found: re.Match) -> str:
    verb = "returns" if found.group("verb").lower().endswith("s") else "return"
    return f"{verb} {found.group('what')}"


def _takes_away(found: re.Match) -> str:
    return f"{found.group('verb')} away {found.group('what')}"


def _you_own(found: re.Match) -> str:
    return f"all your {found.group('what')}"


def _rooms_colours(found: re.Match) -> str:
    """'Occupied rooms: 4+ blue and 3+ red': each colour's rooms said with the state named before the list."""
    said = COLOUR_RE.sub(lambda one: f"occupied {one.group('colour')} rooms", found.group("list"))
    return PLUS_RE.sub(" and ", said)


COLOUR_RE = re.compile(r"\b(?P<colour>red|yellow|blue)\b(?!\s+(?:rooms|ones))", re.I)
PLUS_RE = re.compile(r"\s+(?:\+|&)\s+|\s+AND\s+")
ORDINALS = {"1": "first", "2": "second", "3": "third"}


def _ordinal(found: re.Match) -> str:
    return ORDINALS[found.group("n")]


def _place_marker(found: re.Match) -> str:
    return f"{found.group('modal')} claim this objective"


def _each_you_do(found: re.Match) -> str:
    """'each staff card you play:' is 'each time you play a staff card:' (the thing kept as said)."""
    return f" each time you {found.group('verb')} a {found.group('what')}"


def _cost_reduced(found: re.Match) -> str:
    return f"paying {found.group('n')} {found.group('unit')} less"


def _emperor_marker(found: re.Match) -> str:
    """'your marker advances one or more spaces on the Emperor track' is 'your Emperor marker advances' (any advance)."""
    return f"your Emperor marker {found.group('verb')}"


def _lets(found: re.Match) -> str:
    return f"lets {found.group('who')} "


DONE = {"returned": "return", "given back": "give back", "removed": "remove", "taken away": "take away", "discarded": "discard"}


def _to_be_done(found: re.Match) -> str:
    """'all dishes in one's kitchen are to be returned' is 'return all dishes in one's kitchen' (what is done kept)."""
    done = " ".join(found.group("done").lower().split())
    return f"{found.group('lead')}{DONE.get(done, done)} {found.group('what')}"


def _top_floor(found: re.Match) -> str:
    return f"floor {found.group('n')}"


def _of_these(found: re.Match) -> str:
    return f"you {found.group('modal')} {found.group('verb')} {found.group('n')} of them"


def _rooms_from(found: re.Match) -> str:
    return f"{found.group('what')} from "


def _every_and(found: re.Match) -> str:
    """'every dish and every drink' is 'every dish and drink' (one penalty of both kinds, as the card says it)."""
    return f"{found.group('q')} {found.group('a')} and {found.group('b')}"



def _items_gloss(found: re.Match) -> str:
    """'two items, each of them a dish or a drink' is 'two dishes or drinks of your choice' (the number kept)."""
    return f"{found.group('n')} dishes or drinks of your choice"



PLAIN = {"highest-room": _room_from_highest, "room-on-highest": _room_from_highest, "highest-below": _highest_below,
         "highest-one": _highest_below, "a-room-below": _a_room, "as-far": _as_far, "otherwise": _if_cannot,
         "arrow-lacking": _if_cannot, "one-without": said_as("if you cannot, you "), "dancers-go": _dancers, "dancers-leave": _dancers,
         "sends-back": _sends_back, "takes-away": _takes_away, "everything": said_as("all the items "), "you-own": _you_own,
         "final-staff": said_as("final-scoring staff cards"), "req-head": said_as(""), "rooms-colours": _rooms_colours,
         "place-marker": _place_marker, "ordinal": _ordinal, "each-you-do": _each_you_do, "his-or-her": said_as("your"),
         "he-or-she": said_as("you"), "players-own": said_as("your "), "cost-reduced": _cost_reduced,
         "emperor-marker": _emperor_marker, "kitchen-participle": said_as(""), "lets-if-want": _lets, "ballroom-aside": said_as("ballrooms"),
         "once-said": said_as(" Once this round, "), "every-kind": said_as(" of any kind"), "rooms-of-floor": _rooms_from,
         "which-are": said_as(""), "to-be-done": _to_be_done, "not-possible": said_as("if you cannot, "), "your-top-floor": _top_floor, "when-cannot": said_as("if "), "any-colour-paren": said_as(" of any colour"),
         "of-these-play": _of_these, "every-and-every": _every_and,
         "both-in-full": said_group("head"), "items-gloss": _items_gloss,
         "module-and": said_group("who", " ")}


def tiles12_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied: a room named by its floor before the clause that bounds it."""
    return tuple((re.compile(pattern, re.I), PLAIN[name]) for name, pattern in _patterns().items())
