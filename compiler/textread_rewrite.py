"""Plainer wordings of a sentence, tried as a second reading (compiler/textread_again.py) when it cannot be read as
written. Each rewrite says the same thing in the words the grammar reads, and keeps every word that says something:
- a trigger said with a gerund: 'on taking a die showing 5' is 'each time you take a die showing 5' (only for a
  verb the lexicon knows, so 'on check-in' or 'upon arrival' are not touched);
- a distributive list: 'one of each: strudel, cake and wine' is 'one strudel, one cake and one wine'; 'at least 3
  occupied rooms of each colour: red and blue' is 'at least 3 occupied red rooms and at least 3 occupied blue rooms';
- a guest said complete before it leaves: 'a completed blue guest leaves your café' is 'a blue guest whose order is
  complete leaves your café';
- what is put into your kitchen is gained: 'put 4 strudel from the supply into your kitchen' is 'gain 4 strudel from
  the supply' (only with 'your kitchen' said: 'put 2 coffee back' is not touched);
- an objective asking for every room of some colours, floors or columns occupied, in the card's own words ('Occupy
  every room on at least two floors' is 'You need at least 2 fully occupied floors');
- the size of guests' orders said with another verb: 'guests who each ordered at least 3 items', 'guests each ordering
  at least 3 items' are 'guests whose order had at least 3 items';
- a penalty of bare amounts with its fallback after: 'Penalty: 3 krones, or 5 VP if you cannot pay' (or '-3 krones
  (or -5 VP if you cannot pay)') is 'Penalty: pay 3 krones; if you cannot, lose 5 VP';
- a remark in parentheses is a phrase of its own: 'pay 3 krones (or lose 5 VP if you cannot)' is 'pay 3 krones,
  or lose 5 VP if you cannot';
- an objective's claims said any way: a sentence of three numbers of VP and words only of the lexicon's closed list
  `spots-words` ('First to do it scores 15 VP, second 10 VP, third 5 VP.', 'Worth 15, 10 and 5 VP to the first three
  players.') is 'The first three players to do so score 15, 10 and 5 VP.' The numbers keep their order and places;
  two numbers, or a word outside the list ('last', 'each', 'opponent'), is no such sentence. The VP need not be named
  ('The usual 15, 10, 5 for first, second and third.'): a unit named is one of the list's words ('krones' is not).
- an Emperor tile's halves and an objective's amount said in other shapes: compiler/textread_tiles.py.
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON
from compiler.textpositions import replaced

REWRITE_WORDS = "rewrite-words"  # the lexicon's table of the word lists the patterns below are built from


@lru_cache(maxsize=1)
def rewrite_words() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[REWRITE_WORDS]


def one_of(*names: str, table: str = REWRITE_WORDS) -> str:
    """A group matching any word or phrase of the lexicon's lists `names` ([rewrite-words], or another table of lists
    such as [word-classes]), longest first, a phrase's words apart by any spaces: one_of("leaves") is
    '(?:leaves|depart|leave|...)'."""
    lists = rewrite_words() if table == REWRITE_WORDS else tomllib.loads(LEXICON.read_text(encoding="utf-8"))[table]
    said = sorted({w for name in names for w in lists[name] if w}, key=lambda w: (-len(w), w))
    return "(?:" + "|".join(r"\s+".join(map(re.escape, w.split())) for w in said) + ")"


FACE = r"(?:an?\s+)?(?:\d|one|two|three|four|five|six)"  # a die's face said as a number ('3', 'a 3', 'three')
DIE_SAID = (r"an?\s+die\s+(?:showing|that\s+shows|with)\s+" + FACE + r"(?:\s+or\s+" + FACE + r")?"  # 'a die showing 3 or 4'
            r"|an?\s+\d(?:\s+or\s+an?\s+\d)?\s+die"  # 'a 5 die', 'a 1 or a 2 die': the thing taken in 'Take a die showing 3 and you ...'
            r"|an?\s+[1-6](?:\s+or\s+an?\s+[1-6])?(?=\s+and\b)")  # staff12a: 'Grab a 4 and you ...' (a face alone is a die taken)


def _patterns() -> dict:
    """Each plainer wording's pattern, its word lists from the lexicon: the structure here, the words in data."""
    w = one_of
    amount = r"(?:" + w("comparisons") + r"\s+)?(?:{an}" + w("amounts") + r"|\d+)"
    item = r"(?:(?:an?|one)\s+)?[a-z-]+"  # an item said with its article or not: 'strudel', 'a strudel', 'one strudel'
    listed = r"(" + item + r"(?:\s*,\s*" + item + r")*(?:\s*,?\s*(?:and|or)\s+" + item + r")?)"  # 'a strudel, a cake and a wine'
    return {
        "gerund": r"\b(" + w("gerund-leads") + r")\s+([a-z]+)ing\b",
        "each": r"\b(" + amount.format(an="an|") + r")\s+((?:[a-z-]+\s+){0,3}?)of each(?:\s+" + w("each-what") + r")?\s*:\s*" + listed,
        "each-of": r"\b(" + amount.format(an="") + r")\s+each\s+of\s+" + listed,
        "kitchen": r"\b" + w("kitchen-verbs") + r"\b((?:(?!\b(?:and|or|then)\b)[^,;:.])*?)\s*\b" + w("kitchen-into") + r"\s+your\s+kitchen\b",
        "every-room": r"^\s*(?:(?P<verb>" + w("every-room-verbs") + r")\s+)?" + w("every") + r"\s+" + w("room-words") + r"\s+(?P<where>"
                      + w("room-where") + r")\s+(?P<least>at least\s+)?(?P<n>" + w("whole-counts") + r")\s+(?P<what>" + w("whole-what")
                      + r")(?P<state>\s+(?:" + w("fully") + r"\s+)?occupied)?(?:\s+" + w("in-hotel") + r")?",
        "ordered": r"\bguests?\s+(?:who\s+(?:each\s+)?" + w("ordered") + r"|each\s+" + w("ordering") + r"|(?:each\s+)?with\s+(?:an?\s+)?orders?\s+of|"
                   r"whose\s+orders?\s+(?:each\s+)?" + w("order-had") + r")\s+(?P<amount>(?:at least|at most|exactly)?\s*\w+(?:\s+or\s+more)?)\s+items?(?:\s+each)?",
        "bare-fallback": r"\b(?P<lead>penalty:\s*)-?\s*(?P<paid>\d+\s+" + w("money") + r")\s*[,(]?\s*or\s+-?\s*(?P<lost>\d+\s+" + w("lost-vp") + r")"
                         r"\s+if\s+you\s+" + w("cannot") + r"(?:\s+pay(?:\s+(?:them|it))?(?:\s+(?:all|in full))?)?\s*\)?",
        "scores": r"\b(" + w("guest-subjects") + r")\s+" + w("scores-vp") + r"\b",
        "event-passive": r"\b(?P<when>" + w("passive-whens") + r")\s+(?P<what>(?:[a-z'-]+\s+){0,4}?)(?:is|are|gets|get)\s+(?P<done>[a-z]+)\b(?!\s+by\b)",
        "marker-passive": r"(?:\b(?:the|your|its owner's|the owner's|the player's)\s+emperor\s+marker\s+|(?<![\w'])(?=may|can|must|is))"
                          r"(?P<modal>is|may\s+be|can\s+be|must\s+be)\s+"
                          r"(?:advanced|moved(?:\s+up|\s+forward)?)\s+(?P<n>\d+|one|two|three|four|five|six)\s+(?:steps?|spaces?)(?P<up>\s+(?:up|along|forward\s+on)\s+the(?:\s+emperor)?\s+track)?",
        "do-and": r"^(?P<lead>\s*)(?P<verb>" + w("do-and-verbs", "do-and-verbs-staff12a") + r")\s+(?P<what>it|him|her|them|this card|" + DIE_SAID + r")\s+and\b\s*(?=you\b|,)",
        "leaves": r"\b" + w("completed") + r"\s+((?:[a-z]+\s+)?)guests?\s+" + w("leaves") + r"\b",
    }


PATTERNS = {name: re.compile(pattern, re.I) for name, pattern in _patterns().items()}
GERUND_RE, EACH_RE, EACH_OF_RE, KITCHEN_RE = PATTERNS["gerund"], PATTERNS["each"], PATTERNS["each-of"], PATTERNS["kitchen"]
EVENT_PASSIVE_RE = PATTERNS["event-passive"]
DO_AND_RE = PATTERNS["do-and"]
MARKER_PASSIVE_RE = PATTERNS["marker-passive"]
EVERY_ROOM_RE, ORDERED_RE, BARE_FALLBACK_RE, LEAVES_RE = PATTERNS["every-room"], PATTERNS["ordered"], PATTERNS["bare-fallback"], PATTERNS["leaves"]
SCORES_RE = PATTERNS["scores"]
ITEM_RE = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.I)
PAREN_RE = re.compile(r"\s*\(([^()]*)\)")


def rewritten(form):
    """The form in plainer words, or None when no rewrite applies."""
    from compiler.textread_again import Form

    whole = _every_room(form)
    if whole is not None:
        return whole
    claims = _claims(or_places(form))  # 'or' between claims whose places are each named: compiler/textread_objectives.py
    if claims is not None:
        return claims
    words, where = claims_apart(form, _claims)  # an objective's claims said after its requirement: compiler/textread_objectives.py
    for pattern, plain in REWRITES:
        words, where = _replaced(words, where, pattern, plain)
    return None if words == form.words else Form(words, tuple(where))


_replaced = replaced  # compiler/textpositions.py: its new characters stand where the match began


def _gerund(found: re.Match) -> str | None:
    base = _base(found.group(2).lower())
    return None if base is None else f"each time you {base}"


def _base(stem: str) -> str | None:
    """The verb a gerund's stem is ('tak' take, 'play' play, 'sett' set), if the lexicon knows it as a verb."""
    verbs = _one_word_verbs()
    for base in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else None, stem[:-1] + "ie" if stem.endswith("y") else None):
        if base and base in verbs:
            return base
    return None


@lru_cache(maxsize=1)
def _one_word_verbs() -> frozenset:
    """The lexicon's verbs of one word (built once: building them for each gerund took 37 ms)."""
    from compiler.textlex import lexicon

    return frozenset(key[0] for key, (terminal, _) in lexicon().phrases.items() if terminal == "VERB" and len(key) == 1)


ARTICLE_RE = re.compile(r"^(?:an?|one)\s+", re.I)


def _listed(said: str) -> list[str]:
    """The items of a list, each without its article ('a strudel, a cake and a wine': strudel, cake, wine)."""
    return [ARTICLE_RE.sub("", item) for item in ITEM_RE.split(said.strip()) if item]


def _each(found: re.Match) -> str:
    amount, words, listed = found.group(1), found.group(2).split(), _listed(found.group(3))
    said = [" ".join([amount] + words[:-1] + [item] + words[-1:]) for item in listed if item]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def _each_of(found: re.Match) -> str:
    """'at least three each of strudel, cake and wine': the amount said of each thing listed."""
    said = [f"{found.group(1)} {item}" for item in _listed(found.group(2))]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def _kitchen(found: re.Match) -> str:
    """'put 4 strudel from the supply into your kitchen': what goes into your kitchen is gained."""
    return f"gain{found.group(1)}"


def _ordered(found: re.Match) -> str:
    """'guests who each ordered at least 3 items': the guests whose order had that many items."""
    return f"guests whose order had {found.group('amount').strip()} items"


def _bare_fallback(found: re.Match) -> str:
    """'Penalty: 3 krones, or 5 VP if you cannot pay': the krones paid, and the VP lost if they cannot be."""
    return f"{found.group('lead')}pay {found.group('paid')}; if you cannot, lose {found.group('lost')}"


def _leaves(found: re.Match) -> str:
    return f"{found.group(1)}guest whose order is complete leaves"


def _scores(found: re.Match) -> str:
    """'In rounds 1 to 3 she scores 8 VP': read first as the guest's printed VP ('she scores 7 VP', the lexicon's
    WORTH), a guest's scoring that the sentence goes on to qualify is a gain of VP, as 'she gains' is."""
    return f"{found.group(1)} gains"


PRONOUNS = {"he": "him", "she": "her", "they": "them", "it": "it"}  # the one done to, said as the subject


def _event_passive(found: re.Match) -> str | None:
    """'each time champagne is gained' is 'each time you gain champagne', 'when she is taken' 'when you take her': a
    trigger said in the passive, with no doer ('... by an opponent' is not touched), done by you. Only a participle of
    a verb the lexicon knows ('gained', 'taken', 'played'); 'is complete', 'is occupied by' are left as they are."""
    verb = _participle_base(found.group("done").lower())
    what = found.group("what").strip()
    if verb is None or not what or "," in what:
        return None
    what = PRONOUNS.get(what.lower(), what)
    return f"{found.group('when')} you {verb} {what}"


def _participle_base(word: str) -> str | None:
    """The verb a participle is ('gained' gain, 'taken' take, 'occupied' occupy), if the lexicon knows it as a verb."""
    from compiler.textlex import lexicon
    from compiler.textlex_passive import IRREGULAR

    stems = (IRREGULAR.get(word), word[:-3] + "y" if word.endswith("ied") else None, word[:-2] if word.endswith("ed") else None,
             word[:-1] if word.endswith("ed") else None, word[:-3] if word.endswith("ed") and len(word) > 4 and word[-3] == word[-4] else None)
    table = lexicon()
    return next((stem for stem in stems if stem and table.phrases.get((stem,), ("",))[0] == "VERB"), None)


def _marker_passive(found: re.Match) -> str:
    """'the Emperor marker is advanced 4 steps', '... may be moved 2 steps up the track': you move it up that many steps
    (the modal kept: 'may be' is 'you may')."""
    modal = found.group("modal").split()[0].lower()
    said = "you" if modal == "is" else f"you {modal}"
    return f"{said} move {found.group('n')} steps up the Emperor track"


def _do_and(found: re.Match) -> str:
    """'Play it and you collect four coffee' is 'When you play it, you collect four coffee': an imperative joined by
    'and' to what you then get is a trigger ('Take him and you score 1 VP', 'Take a die showing 3 and you score 5 VP'),
    the verb one of the closed list."""
    return f"{found.group('lead')}When you {found.group('verb').lower()} {found.group('what')}, "


def _aside(found: re.Match) -> str:
    """An aside in parentheses as a part of its own ('(if you wish)' is ', if you wish'), unless the lexicon reads it
    as saying nothing, as the first reading did: '1 item of any kind (dish, drink or champagne)' names the kinds the
    item may be, and without its parentheses it was a list to choose from (session 26's rewrite hunt: a right text
    of guest 190 said to differ)."""
    from compiler.textlex import tokens  # here: the lexer reads this module's rewrites (no import cycle at load)

    if all(t.type == "DOT" for t in tokens(found.group(0))):
        return found.group(0)
    return ", " + found.group(1).strip()


WORD_RE = re.compile(r"\d+|[^\W\d_]+(?:['’-][^\W\d_]+)*|[,;:.]")
NUMBER_WORDS = {"fifteen": 15, "ten": 10, "five": 5}
VP = ("vp", "points", "point", "victory")


@lru_cache(maxsize=1)
def spots_words() -> frozenset:
    return frozenset(tomllib.loads(LEXICON.read_text(encoding="utf-8")).get("spots-words", {}).get("words", []))


RANKS = {"first": 1, "second": 2, "next": 2, "third": 3}


def _ranks_in_order(found: list) -> bool:
    """The claims are read in the order written, 15 first: so the places named, if any, must come first, second,
    third ('15 VP for the third, 10 for the second, 5 for the first' is no such sentence)."""
    ranks = [RANKS[m.group(0).lower()] for m in found if m.group(0).lower() in RANKS]
    return ranks == sorted(ranks)


def _player_pays(found: list) -> bool:
    """'It pays 15 VP to the first' is the objective paying; 'First one there pays 15 VP' is the player paying, no claim."""
    words = [",", *(m.group(0).lower() for m in found)]  # a stop before the first word
    return any(word == "pays" and not _objective_pays(words, index) for index, word in enumerate(words))


def _objective_pays(words: list, index: int) -> bool:
    """'It pays', '; this pays', 'the objective pays', 'the race pays': the subject is the objective, said at the clause's start (not
    'the first player to fulfil it pays', where 'it' is the object of a verb)."""
    before = words[index - 1]
    return before in ("objective", "card", "race") or (before in ("it", "this", "that") and words[index - 2] in (",", ";", ":", "."))


def _claims(form):
    """An objective's three claims said in any order of the closed words: the plain sentence, or None."""
    from compiler.textread_again import Form

    found = list(WORD_RE.finditer(form.words))
    numbers = [m for m in found if m.group(0).isdigit() or m.group(0).lower() in NUMBER_WORDS]
    others = {m.group(0).lower() for m in found if m not in numbers}
    if len(numbers) != 3 or not others <= spots_words() | set(VP) | set(",;:.") or not _ranks_in_order(found) or _player_pays(found):
        return None
    head, words, where = "The first three players to do so score ", [], []
    words.append(head)
    where += [form.where[found[0].start()]] * len(head)
    for index, number in enumerate(numbers):
        said = str(NUMBER_WORDS.get(number.group(0).lower(), number.group(0)))
        joint = "" if index == 0 else (" and " if index == 2 else ", ")
        words += [joint, said]
        where += [form.where[number.start()]] * len(joint) + [form.where[number.start()]] * len(said)
    words.append(" VP.")
    where += [form.where[numbers[-1].end() - 1]] * 4
    return Form("".join(words), tuple(where))


def own_name(text: str, name: str, kind: str) -> str:
    """The text with the card's own name said as the card: compiler/textread_names.py (imported when called, as that
    module reads its word lists through this one)."""
    from compiler.textread_names import own_name as said

    return said(text, name, kind)


ACTING_KINDS = ("staff", "guest", "celebrity", "hotel-entrance", "emperor-tile", "action-space")  # one player acts on them
THE_PLAYER_RE = re.compile(r"(?<![\w'])the\s+player(?!\s+(?:with|who|whose|that|to|in|on|at|of|left|right)\b)(?![\w'])", re.I)


def the_player(text: str, kind: str) -> str:
    """'The player gains 2 krones', 'gives the player 1 krone': on a card one player uses (staff, guests, celebrities,
    entrances, Emperor tiles, action spaces) 'the player' is whoever uses it, said 'you' (padded, so every other word
    keeps its place). Not on ballrooms and objectives, where 'the player with the most dancers' is one of several, nor
    'the player who ...', 'the player to your left'; 'each player', 'another player' have no 'the' and stay as said."""
    if kind in CLAIMED_KINDS:
        return CLAIMING_PLAYER_RE.sub(lambda found: f"you {PLAIN_VERBS.get(found.group(1).lower(), found.group(1))}".ljust(len(found.group(0))), text)
    if kind not in ACTING_KINDS:
        return text
    return THE_PLAYER_RE.sub(lambda found: "you".ljust(len(found.group(0))), text)


CLAIMED_KINDS = ("objective",)  # 'The player must have at least 4 occupied yellow rooms': the one who claims it
CLAIMING_PLAYER_RE = re.compile(r"(?<![\w'])(?:the|a|any)\s+player\s+(must|needs|has|holds|owns|can|may|claims)\b", re.I)  # 'a player needs ...' (lead15)
PLAIN_VERBS = {"needs": "need", "has": "have", "holds": "hold", "owns": "own", "claims": "claim"}  # the verb said of 'you'


NUMBERS = {"one": 1, "a": 1, "a single": 1, "two": 2, "three": 3}
WHOLE = {"colour": "You need at least {n} room colour whose every space in your hotel holds an occupied room",
         "floor": "You need at least {n} fully occupied floors", "column": "You need at least {n} fully occupied columns"}


def _every_room(form):
    """An objective asking for every room of some colours, floors or columns occupied ('Have every room of at least
    one colour occupied', 'Occupy every room on at least two floors'): the card's own wording of it. Only when the
    rooms are said to be occupied (by the verb or after); 'prepare every room of one colour' is not touched."""
    from compiler.textread_again import Form

    found = EVERY_ROOM_RE.search(form.words)
    verb = (found.group("verb") or "").lower() if found else ""
    if found is None or not ("occupy" in verb or verb == "fill" or found.group("state")):
        return None
    what = found.group("what").lower().rstrip("s").replace("color", "colour")
    n = found.group("n").lower()
    said = WHOLE[what].format(n=NUMBERS.get(n, n))
    words = form.words[:found.start()] + said + form.words[found.end():]
    where = form.where[:found.start()] + (form.where[found.start()],) * len(said) + form.where[found.end():]
    return Form(words, where)


from compiler.textread_tiles import tile_rewrites  # noqa: E402  (its patterns are built with one_of above)
from compiler.textread_objectives import claims_apart, objective_rewrites, or_places  # noqa: E402  (as tile_rewrites)
from compiler.textread_celebrities import celebrity_rewrites  # noqa: E402  (as tile_rewrites)
from compiler.textread_guests12a import guest_rewrites  # noqa: E402  (as tile_rewrites)
from compiler.textread_tiles12 import tiles12_rewrites  # noqa: E402  (as tile_rewrites)
from compiler.textread_waltz12 import waltz_rewrites  # noqa: E402  (as tile_rewrites)
from compiler.textread_lead20 import lead20_rewrites  # noqa: E402  (as tile_rewrites)
from compiler.textread_cond14 import cond14_rewrites  # noqa: E402  (as tile_rewrites)
from compiler.textread_said27 import said27_rewrites  # noqa: E402  (as tile_rewrites)

REWRITES = said27_rewrites() + lead20_rewrites() + cond14_rewrites() + tiles12_rewrites() + tile_rewrites() + objective_rewrites() + celebrity_rewrites() + guest_rewrites() + waltz_rewrites() + ((BARE_FALLBACK_RE, _bare_fallback), (GERUND_RE, _gerund), (EACH_RE, _each), (EACH_OF_RE, _each_of), (PAREN_RE, _aside),
            (LEAVES_RE, _leaves), (EVENT_PASSIVE_RE, _event_passive), (DO_AND_RE, _do_and), (MARKER_PASSIVE_RE, _marker_passive), (KITCHEN_RE, _kitchen), (ORDERED_RE, _ordered), (SCORES_RE, _scores))  # in this order: a fallback before its parentheses go
