"""Plainer wordings of the Let's Waltz! guests' shapes (guests 150 and up: rooms, ballrooms, dancers, rounds), tried by
compiler/textread_rewrite.py as a second reading (only when a sentence cannot be read as written). The structure is
here, the words in the lexicon's [rewrite-words] lists (their names start 'waltz-'):
- where a guest goes, said with any subject, modal and verb, the other place ruled out after it or not: 'This guest
  must be checked into a room; he may never go to a ballroom', 'These guests must be accommodated in a room', 'She is
  placed in a ballroom rather than a room', 'Gatsby and Buchanan go to a room only' are the card's 'he can only take a
  room, never dance in a ballroom' (or '... dance in a ballroom, never take a room'). The place is kept as said, so a
  text sending a room guest to a ballroom is read, and named as the wrong place. A floor said with the room ('on the
  ground floor', 'and it must be one on floor 1') is kept as 'on floor 1';
- a round's VP said in ranges: 'in rounds 1-3' is 'in rounds 1 to 3', 'in round 4 or 5' 'in rounds 4 to 5', 'if it
  is round 3 or earlier' 'in rounds 1 to 3', 'from round 6 on' 'in rounds 6 to 7'; and the last amount said of the
  rounds left ('or 2 VP later', 'otherwise 2 VP', '2 VP in any later round') is said of the rounds after the range
  before it, to the game's last round;
- 'further' before a thing counted ('1 further dancer', 'one further vacant room') is 'more' ('further' alone is the
  lexicon's 'up', as in 'further up the track');
- an 'in addition' set off by commas ('may, in addition, send ...') says nothing more than the joint before it, nor a
  'besides' closing a sentence ('... and 1 champagne besides'; 'besides placing ...' is left to the lexicon);
- what a guest needs to check in, each a fact of the card's `needs` (needs_facts below): 'he needs 2 horizontally
  adjacent vacant rooms', '... requires two rooms side by side on the same floor' (needs-rooms), 'and it must be one on
  the ground floor' (needs-floor), the numbers kept as said; and 'he waits at his table until you have them';
- one item filled in all your other guests' orders: 'fill the wine in your other café guests' orders', 'every wine
  still needed by your other guests is supplied', the item kept as said;
- a guest who stays in the café: 'he costs no VP at game end' (the fact cafe-penalty, its number kept), 'once per round
  while he sits there' (the card's occasion), 'he has no order', 'wants nothing' (the fact order=none, an empty order);
- the current ballroom scored: 'score the current ballroom right now, for all players', '... gets scored right then
  and there'; 'it still scores again as normal later' is the card's remark;
- where a guest goes said in parentheses after its name ('M. Antoinette (room only): ...');
- things joined by 'and' said optional after ('...; both are optional') or before ('lets you do two things, and each
  is up to you: ...') are 'you may ...', which the reader reads as each optional.
"""
from __future__ import annotations

from functools import lru_cache

import re

from compiler.textlex_walk import said_as

@lru_cache(maxsize=1)
def last_round() -> int:
    """The rounds of a game, from the base game's rules card (cards/base/rules.gah `rounds`): 'later' rounds run to it."""
    from compiler.corpus import check_paths, default_corpus  # here: the corpus is checked once, when a round range is read

    report = check_paths([default_corpus() / "base" / "rules.gah"])
    rules = next(c for c in report.components if c.kind.name == "rules")
    return int(rules.fields["rounds"][0].values["values"][0])
ROOM_SAID = "he can only take a room, never dance in a ballroom{floor}"
FLOOR_SAID = ". his room is on floor {n}"  # a fact of its own (the lexicon's FACT needs-floor): a wrong floor is named
BALLROOM_SAID = "he can only dance in a ballroom, never take a room"
OTHER_GUESTS = (r"(?:the\s+orders?\s+of\s+)?(?:all\s+(?:of\s+)?)?(?:{owners})?\s*other\s+(?:café\s+|cafe\s+)?guests(?:['’]\s+orders?)?"
                r"(?:\s+in\s+(?:your|the|their|his|her)\s+(?:café|cafe))?")  # 'your other café guests' orders', 'the orders of all your other guests'
FLOOR = (r"on\s+(?:the\s+)?(?:floor\s+(?P<{at}n>[1-4]|one|two|three|four)|(?P<{at}w>ground|bottom|lowest|first|1st|second|2nd|third|3rd|fourth|4th)"
         r"\s+floor)(?:\s*\(\s*floor\s+(?P<{at}also>[1-4])\s*\))?")  # 'on the ground floor (floor 1)': the number kept as said
FLOOR_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "ground": 1, "bottom": 1, "lowest": 1, "first": 1, "1st": 1, "second": 2, "2nd": 2,
                 "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
ROUND_WORDS = ("one", "two", "three", "four", "five", "six", "seven")
ROUND = r"(?:[1-7]|" + "|".join(ROUND_WORDS) + r")"  # a round's number, in digits or words ('from round six on')
OPENING = r"(?:^|(?<=[;:(]))\s*"  # where a guest's place is said: a sentence's opening, or after a semicolon, colon or parenthesis


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of

    def w(*names: str) -> str:
        return one_of(*names).replace("cafe", "caf[eé]")  # the lists are plain words: 'cafe' stands for either spelling

    subject = r"(?:" + w("waltz-subjects") + r"\s+)?"
    modal = r"(?:" + w("waltz-modals") + r"\s+)?"
    verb = r"(?:" + w("waltz-verbs") + r")\s+"
    floor = r"(?:\s+" + FLOOR.format(at="") + r")?"
    floor_tail = (r"(?:\s*[,;:]?\s*(?:and\s+)?(?:(?:" + w("waltz-not-any-room") + r"\s*[,;:]\s*)?" + w("waltz-floor-its") + r"\s+"
                  + w("waltz-floor-must") + r"\s+be\s+(?:one\s+)?|(?:" + w("waltz-subjects") + r"\s+)?" + w("waltz-floor-needs") + r"\s+)"
                  + FLOOR.format(at="tail") + r")?")

    def place(noun: str, other: str, other_verbs: str, alone: str) -> str:
        not_other = (r"(?:\s*[,;:]?\s*(?:and\s+|but\s+)?(?:" + w("waltz-subjects") + r"\s+)?(?:" + w("waltz-negating-modals") + r"\s+)?"
                     + w("waltz-nots") + r"\s+(?:(?:(?:" + other_verbs + r")\s+)?" + w(other) + alone + r")"
                     + r"|\s+" + w("waltz-rather") + r"\s+" + w(other) + r")?")
        served = r"(?:" + w("waltz-served") + r"\s*,?\s*)?"  # 'Once served, this guest ...': when he goes says nothing more
        opening = r"(?:" + OPENING + served + subject + r"|(?<=,)\s*" + w("waltz-subjects") + r"\s+)"  # after a comma only with its subject said
        return (opening + modal + verb + w(noun) + r"(?:\s+" + w("waltz-only") + r")?" + (floor if noun == "waltz-rooms" else "")
                + not_other + (floor_tail if noun == "waltz-rooms" else "") + r"(?![\w'])")

    return {
        "paren-place": r"^\s*(?:he|she|they)\s*\(\s*(?:(?P<room>" + w("waltz-paren-room") + r")|" + w("waltz-paren-ballroom") + r")\s*\)\s*[:.]?",  # before "room": the parentheses are said whole
        "room": place("waltz-rooms", "waltz-ballrooms", w("waltz-verbs", "waltz-dance-verbs"), "|" + w("waltz-dance-alone")),
        "ballroom": place("waltz-ballrooms", "waltz-rooms", w("waltz-verbs"), ""),
        "round-dash": r"\b(?P<round>rounds?)\s+(?P<a>" + ROUND + r")\s*[-–]\s*(?P<b>" + ROUND + r")\b",
        "round-or-earlier": r"\b(?:if\s+it\s+is\s+|in\s+)?rounds?\s+(?P<b>" + ROUND + r")\s+" + w("waltz-or-earlier") + r"(?![\w'])",
        "round-or-next": r"\bin\s+rounds?\s+(?P<a>" + ROUND + r")\s+or\s+(?P<b>" + ROUND + r")\b",
        "round-from": r"\b" + w("waltz-from-round") + r"\s+(?P<a>" + ROUND + r")\s+" + w("waltz-round-on") + r"(?![\w'])",
        "later": r"(?P<before>\brounds?\s+[1-7]\s+(?:to|and)\s+(?P<b>[1-7])\b(?:(?!\brounds?\s+[1-7])[^.;])*?)(?:" + w("waltz-later-before") + r"\s+(?P<pre>\d+\s+"
                 + w("waltz-vp") + r")|(?P<post>\d+\s+" + w("waltz-vp") + r")\s+" + w("waltz-later-after") + r")(?![\w'])",
        "needs-pair": r"(?:\s*,?\s*\band\s+|(?<![\w']))(?:" + w("waltz-pair-leads") + r"\s*,?\s*)?(?:(?:" + w("waltz-subjects") + r"|you)\s+)?"
                      + w("waltz-pair-verbs") + r"\s+(?P<n>[23]|two|three)\s+(?:" + w("waltz-pair-adjectives") + r"\s+){0,3}rooms(?:\s+of\s+any\s+colou?rs?)?"
                      + r"(?:\s+" + w("waltz-side-by-side") + r")?(?:\s+(?:on|in)\s+the\s+same\s+(?:floor|row))?(?:\s*,?\s*" + w("waltz-pair-trails") + r")?(?![\w'])",
        "waits": r"\b(?:he|she|they)\s+" + w("waltz-waits") + r"\s+(?:at|in|on)\s+(?:his|her|their|your)\s+(?:café\s+|cafe\s+)?" + w("waltz-seat")
                 + r"\s+until\s+" + w("waltz-until") + r"(?![\w'])",
        "fill-other": r"(?<![\w'])(?:" + w("waltz-fill-whos") + r"\s+)?" + w("waltz-fill-verbs") + r"\s+(?:the\s+|every\s+|all\s+(?:the\s+)?|each\s+)?(?P<item>"
                      + w("waltz-items") + r")(?:\s+" + w("waltz-still") + r")?\s+(?:in|of|on|for|by|wanted\s+by|needed\s+by)\s+" + OTHER_GUESTS.format(owners=w("waltz-guest-owners"))
                      + r"(?:\s+" + w("waltz-from-supply") + r")?(?![\w'])",
        "fill-passive": r"(?<![\w'])(?:every|all(?:\s+the)?|each|any)\s+(?P<item>" + w("waltz-items") + r")(?:\s+" + w("waltz-still") + r")?\s+by\s+"
                        + OTHER_GUESTS.format(owners=w("waltz-guest-owners")) + r"\s+" + w("waltz-is-filled") + r"(?:\s+to\s+them)?(?:\s+" + w("waltz-from-supply") + r")?(?![\w'])",
        "cafe-penalty": r"(?<![\w'])(?:(?:he|she|they)\s+)?(?P<not>does\s+not\s+cost|doesn't\s+cost|costs|loses)\s+(?:you\s+|the\s+player\s+|his\s+owner\s+|her\s+owner\s+)?"
                        r"(?P<n>no|any|nothing|zero|\d+)\s*(?:vp|victory\s+points?|points?)?\s+(?:" + w("waltz-cafe-while") + r"\s+)?" + w("waltz-at-end") + r"(?![\w'])",
        "no-penalty": r"(?<![\w'])" + w("waltz-no-penalty") + r"(?![\w'])",
        "while-cafe": r"(?<![\w'])" + w("waltz-per-round") + r"\s*,?\s*(?:while|as\s+long\s+as|whenever)\s+(?:he|she|they)(?:\s+|['’])(?:" + w("waltz-sits") + r")\s+"
                      + w("waltz-there") + r"(?![\w'])",
        "no-order": r"(?:(?<![\w'])(?:(?:" + w("waltz-subjects") + r")\s+)?" + w("waltz-no-order") + r"|^\s*no\s+order(?=\s*[,;:]))(?![\w'])(?P<and>\s*,?\s+and(?=\s+(?:never|always|stays|remains)\b))?",
        "score-current": r"(?<![\w'])(?:(?:you\s+)?" + w("waltz-score-verbs") + r"\s+the\s+" + w("waltz-current") + r"\s+ballroom|the\s+" + w("waltz-current")
                         + r"\s+ballroom\s+" + w("waltz-is-scored") + r")\s*,?\s+" + w("waltz-now") + r"(?:\s*,?\s*" + w("waltz-for-all") + r")?(?![\w'])",
        "still-scored": r"(?<![\w'])it\s+(?:still\s+)?" + w("waltz-is-scored") + r"\s+(?:again\s+)?" + w("waltz-as-usual") + r"\s+later(?:\s+on)?(?![\w'])",
        "both-optional": r"^(?P<lead>\s*)(?:(?:he|she|they)\s+lets\s+you\s+|you\s+)?(?P<what>[^;:]+?)\s*[;,]\s*(?:and\s+)?" + w("waltz-both") + r"\s+"
                         + w("waltz-are-optional") + r"\s*(?P<end>\.?)\s*$",
        "things-optional": r"^\s*(?:(?:he|she|they)\s+lets\s+you|you\s+(?:may|can))\s+do\s+" + w("waltz-things") + r"\s*,?\s*(?:and\s+)?" + w("waltz-both")
                           + r"\s+" + w("waltz-are-optional") + r"\s*:\s*",
        "besides-after": r"\s*,?\s+besides(?=\s*[.;]|\s*$)",  # '... and 1 champagne besides': said after what it adds to, as 'as well'
        "further": r"\bfurther\b(?=\s+(?:vacant\s+|free\s+)?" + w("waltz-counted") + r"\b)",
        "in-addition": r"\s*,\s*" + w("waltz-asides") + r"\s*,\s*",
    }


def _place(said: str):
    def plain(found: re.Match) -> str:
        floors = [_floor(found, at) for at in ("", "tail")]
        return said.format(floor="".join(FLOOR_SAID.format(n=n) for n in floors if n is not None))
    return plain


def _floor(found: re.Match, at: str):
    """The floor said at the match's floor groups `at`, as a number ('the ground floor' 1), or None when none is said;
    two numbers that disagree ('on the ground floor (floor 2)') are both kept, so the one that is not the card's is named."""
    said = found.groupdict().get(at + "n") or found.groupdict().get(at + "w")
    if said is None:
        return None
    n = FLOOR_NUMBERS.get(said.lower(), said)
    also = found.groupdict().get(at + "also")
    return n if also is None or str(also) == str(n) else f"{n}. his room is on floor {also}"


def _needs_pair(found: re.Match) -> str | None:
    """'needs 2 horizontally adjacent vacant rooms', 'requires two rooms side by side on the same floor': the rooms the guest
    needs side by side, a fact of its own (the lexicon's FACT needs-rooms), its number kept as said. Only when they are
    said to be side by side: 'needs 2 rooms' alone says nothing of where."""
    if not SIDE_BY_SIDE_RE.search(found.group(0)):
        return None
    n = {"two": 2, "three": 3}.get(found.group("n").lower(), found.group("n"))
    lead = ". " if found.string[:found.start()].strip() else ""
    return f"{lead}he needs {n} rooms side by side"


def _fill_other(found: re.Match) -> str:
    """'fill the wine in your other café guests' orders', 'every wine still needed by your other guests is supplied': the
    lexicon's one wording of filling one item in all your other guests' orders, the item kept as said."""
    return f"fill the {found.group('item').lower()} in all other guests' orders"


PENALTY_SAID = "he costs {n} vp if he is still there at the end"  # the lexicon's FACT cafe-penalty


def _cafe_penalty(found: re.Match) -> str | None:
    """'he costs no VP at game end', 'he does not cost you any VP at the end of the game', 'he costs 5 VP at the end': the VP
    lost for him in your café at the end (the lexicon's FACT cafe-penalty), its number kept as said."""
    n = found.group("n").lower()
    negated = found.group("not").lower().startswith("do")
    if negated != (n == "any"):
        return None  # 'does not cost 5 VP', 'costs any VP': not a plain amount
    return PENALTY_SAID.format(n="no" if n in ("no", "any", "nothing", "zero") else n)


def _no_order(found: re.Match) -> str:
    """'He has no order', 'wants nothing', 'No order,': the lexicon's FACT order=none; '... and never leaves the café' goes
    on as a sentence of its own with its subject, as the lexicon reads where the guest stays."""
    return "he has no order. he" if found.group("and") else "he has no order"


def _paren_place(found: re.Match) -> str:
    """'M. Antoinette (room only): ...': where the guest goes said in parentheses after the name heading the text."""
    return (ROOM_SAID.format(floor="") if found.group("room") else BALLROOM_SAID) + ". "


def _both_optional(found: re.Match) -> str:
    """'You move 2 steps up the track and send a dancer; both are optional': each thing joined by 'and' is one you may do
    (the reader reads 'you may A and B' as both optional)."""
    return f"{found.group('lead')}you may {found.group('what')}{found.group('end')}"


def _round_dash(found: re.Match) -> str:
    return f"rounds {_n(found.group('a'))} to {_n(found.group('b'))}"


def _n(said: str) -> int:
    """A round's number said in digits or in words ('round six')."""
    return int(said) if said.isdigit() else ROUND_WORDS.index(said.lower()) + 1


def _round_or_earlier(found: re.Match) -> str:
    """'if it is round 3 or earlier' is 'in rounds 1 to 3': from the first round."""
    return f"in rounds 1 to {_n(found.group('b'))}"


def _round_or_next(found: re.Match) -> str | None:
    """'in round 4 or 5' is 'in rounds 4 to 5', only for two rounds in a row ('round 2 or 5' is left as said)."""
    a, b = _n(found.group("a")), _n(found.group("b"))
    return f"in rounds {a} to {b}" if b == a + 1 else None


def _later(found: re.Match) -> str | None:
    """'..., 5 VP in rounds 4 to 5, or 2 VP later' (or 'otherwise 2 VP'): the rounds after the range before it."""
    b = int(found.group("b"))
    if b >= last_round():
        return None
    return f"{found.group('before')}{found.group('pre') or found.group('post')} in rounds {b + 1} to {last_round()}"


def _round_from(found: re.Match) -> str:
    return f"in rounds {_n(found.group('a'))} to {last_round()}"


SIDE_BY_SIDE_RE = re.compile(r"\b(?:adjacent|side\s+by\s+side|next\s+to\s+each\s+other|neighbou?ring|beside\s+each\s+other|same\s+(?:floor|row))\b", re.I)
PLAIN = {"needs-pair": _needs_pair, "besides-after": said_as(""), "both-optional": _both_optional, "things-optional": said_as("you may "), "paren-place": _paren_place, "score-current": said_as("the current ballroom is scored at once"),
         "still-scored": said_as("it is still scored as usual after the next emperor scoring"), "no-order": _no_order, "cafe-penalty": _cafe_penalty, "no-penalty": said_as(PENALTY_SAID.format(n="no")), "while-cafe": said_as("once per round while in your café"), "fill-other": _fill_other, "fill-passive": _fill_other, "waits": said_as("until you have such a pair he waits at his café table"), "room": _place(ROOM_SAID), "ballroom": _place(BALLROOM_SAID), "round-dash": _round_dash, "round-or-earlier": _round_or_earlier,
         "round-or-next": _round_or_next, "round-from": _round_from, "later": _later, "further": said_as("more"), "in-addition": said_as(" ")}


def waltz_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied."""
    return tuple((re.compile(pattern, re.I), PLAIN[name]) for name, pattern in _patterns().items())


# ---- a guest with no order: the fact's value as the card holds it ---------------------------------------------------

NO_ORDER = "none"  # the lexicon's FACT order=none: an order of no items


def fact_value(name: str, value):
    """A fact's value said in the lexicon as the card holds it: the order 'none' is an order of no items, ()."""
    return () if (name, value) == ("order", NO_ORDER) else value


# ---- what a guest needs to check in: two facts of the card's one `needs` field ---------------------------------------

NEEDS_FACTS = (("rooms", "needs-rooms"), ("floors", "needs-floor"))  # the field's parameter, the fact a text may state


def needs_facts(component) -> tuple:
    """The card's `needs rooms 2 adjacent horizontal` as the fact needs-rooms=2, its `needs floors 1` as needs-floor=1 (a
    range of one floor said as that floor): compiler/meaning.py keeps one fact a field, and `needs` holds two."""
    from compiler.meaning import Fact

    if component.kind.name != "guest":
        return ()
    said = ((fact, _one_floor(component.value("needs", param))) for param, fact in NEEDS_FACTS)
    return tuple(Fact(fact, value) for fact, value in said if value is not None)


def _one_floor(value):
    return value[0] if isinstance(value, tuple) and len(set(value)) == 1 else value
