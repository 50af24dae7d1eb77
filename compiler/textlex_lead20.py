"""Lexer passes of session 20 (lead20): two shapes of an occasion said where the grammar reads no lead.

- The card said to do its work at an occasion, before what it does: 'The Receptionist scores at the end of the game:
  1 VP for every room', 'It works once per round as an additional action: ...', 'This card can be used once per
  round: ...'. The card and its verb (the lexicon's closed list [card-at-work]) say only when; the occasion alone
  says it, so they are left out. Only directly before an occasion, opening a sentence: 'it scores 1 VP' keeps its verb.
- An occasion said between an amount and what the amount is counted by: 'gain 1 VP at the end of the game for every
  room' says 'gain 1 VP for every room at the end of the game', where the grammar reads it (a trailing occasion). Only
  where nothing from the count to the clause's end is a verb, a lead or another occasion.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, _token
from compiler.textlex_fallback import FALLBACKS
from compiler.textlex_places import _verb_before  # the last verb said before a place in its clause
from compiler.textlex_tables16 import _sentence_start

SENTENCE_OPENS = ("DOT", "SEMI")
CLAUSE_ENDS = ("DOT", "SEMI")
CLAUSE_OPENS = ("DOT", "SEMI", "COLON")
NOT_IN_COUNT = ("VERB", "WHEN", "IF", "OCCASION", "COLON", "MAY", "MUST")  # a count moved past these would change what it counts for


def card_at_work(found: list) -> list:
    out, index = [], 0
    while index < len(found):
        size = _at_work(found, index) if not out or out[-1].type in SENTENCE_OPENS else 0
        index += size
        if not size:
            out.append(found[index])
            index += 1
    return out


def _at_work(found: list, index: int) -> int:
    """How many terminals from `index` are the card and its verb before an occasion (0: not that shape)."""
    start = index + 1 if found[index].type == "NOUN" and found[index].meaning == "it" else index
    for end in range(start + 1, min(start + 4, len(found))):
        if found[end].type == "OCCASION" and _raw(found[start:end]) in _verbs():
            return end - index
    return 0


def _raw(tokens: list) -> str:
    return " ".join(str(t.raw or t.value).lower() for t in tokens)


@lru_cache(maxsize=1)
def _verbs() -> frozenset:
    return frozenset(tomllib.loads(LEXICON.read_text(encoding="utf-8"))["card-at-work"]["verbs"])


def occasion_after_amount(found: list) -> list:
    out = list(found)
    for index in range(1, len(out) - 1):
        if out[index].type == "OCCASION" and out[index - 1].type == "UNIT" and out[index + 1].type == "PER":
            end = next((i for i in range(index + 1, len(out)) if out[i].type in CLAUSE_ENDS), len(out))
            if not any(t.type in NOT_IN_COUNT for t in out[index + 1:end]):
                out.insert(end - 1, out.pop(index))
    return out


GROUPS = ("group", "floor", "column")  # what is completed by occupying all its rooms (compiler/textlex_more.py GROUPS)
AMOUNT_WORDS = ("NUM", "OR_MORE", "AT_LEAST", "ALL", "ARTICLE", "MORE", "MORE_THAN", "ANOTHER")
WHO_HAS = ("OWNER", "YOU", "REQUIRE")  # 'you have', 'they have' between a noun and what is said of it
RELATIVE = ("that", "which")


def groups_completed(found: list) -> list:
    """'Complete six or more room groups', 'each room group you have completed', 'for every column you complete': a
    group, a floor or a column completed is one fully occupied, said with the verb (the objective's 'fully occupy') or
    with a clause after the noun (the state 'complete'). Before session 20 the clause after the noun was left out, so
    'per room group you have completed' read as 'per room group'."""
    out = list(found)
    for index, token in enumerate(out):
        if token.type == "VERB" and token.meaning == "fill" and _group_object(out, index + 1) and not _in_trigger(out, index):
            out[index] = _retyped(token, "VERB", "fully-occupy")
    index = 0
    while index < len(out):
        end = _completed_after(out, index) if out[index].type == "NOUN" and out[index].meaning in GROUPS else None
        if end is not None:
            said = out[index + 1:end + 1]
            out[index + 1:end + 1] = [_token("COUNT_FILTER", "complete", said[0].start_pos, said[-1].end_pos, "completed")]
        index += 1
    return out


def _in_trigger(found: list, index: int) -> bool:
    """Whether the verb at `index` is a trigger's or a condition's ('each time you complete a column': an event)."""
    for token in reversed(found[:index]):
        if token.type in CLAUSE_OPENS + ("COMMA",):
            return False
        if token.type in ("WHEN", "IF"):
            return True
    return False


def _group_object(found: list, at: int) -> bool:
    while at < len(found) and found[at].type in AMOUNT_WORDS:
        at += 1
    return at < len(found) and found[at].type == "NOUN" and found[at].meaning in GROUPS and at > 0


def _completed_after(found: list, noun: int):
    """Where a clause after a group noun saying it is completed ends ('you have completed', 'that they complete'), or None."""
    at = noun + 1
    if at < len(found) and found[at].type == "WORD" and str(found[at].raw).lower() in RELATIVE:
        at += 1
    while at < len(found) and found[at].type in WHO_HAS and at - noun <= 3:
        at += 1
    if at >= len(found):
        return None
    last = found[at]
    said = (last.type == "COUNT_FILTER" and last.meaning == "") or (last.type == "VERB" and last.meaning == "fill")
    return at if said and "complet" in str(last.raw).lower() else None


def _retyped(token, terminal: str, value: str):
    return _token(terminal, value, token.start_pos, token.end_pos, token.raw)


RETURNING = ("put", "return", "pay", "discard", "remove", "lose")  # verbs after which 'back' says where a thing goes


def back_where_it_came(found: list) -> list:
    """'put 2 staff cards from your hand back under the deck', 'return them back to the supply': 'back' after a verb that
    gives a thing up says where it goes, as the verb already does; it is no move down the Emperor track (the lexicon's
    DIRECTION 'back', said of 'move back 2 spaces'), and read so it made the whole clause unread."""
    return [t for i, t in enumerate(found) if not (t.type == "DIRECTION" and str(t.raw).lower() == "back" and _verb_before(found, i) in RETURNING)]




COUNTED = ("STATE", "COLOR", "NOUN", "COUNT_FILTER", "OF_YOUR", "ARTICLE", "ANY_COLOR", "COUNT")  # what a fronted count may say
WHO = ("YOU", "OWNER", "MAY")


def fronted_count(found: list) -> list:
    """'For every room in your hotel, you score 1 VP', 'For each occupied red room you gain 2 VP': a count said before
    its clause is read after the clause's amount ('you score 1 VP for every room'), where the grammar reads it. Only a
    count of things (no number in it) opening its clause, before a verb and its amount."""
    out, index = list(found), 0
    while index < len(out):
        moved = _fronted(out, index) if index == 0 or out[index - 1].type in CLAUSE_OPENS + ("COMMA",) else None
        if moved is not None:
            out = moved
        index += 1
    return out


def _fronted(found: list, start: int):
    if found[start].type != "PER":
        return None
    end = start + 1
    while end < len(found) and found[end].type in COUNTED:
        end += 1
    if end == start + 1 or not any(t.type == "NOUN" for t in found[start + 1:end]):
        return None
    verb = end + (1 if end < len(found) and found[end].type == "COMMA" else 0)
    while verb < len(found) and found[verb].type in WHO:
        verb += 1
    if not (verb + 2 < len(found) and found[verb].type == "VERB" and found[verb + 1].type == "NUM" and found[verb + 2].type == "UNIT"):
        return None
    count = found[start:end]
    return found[:start] + found[end + (verb > end and found[end].type == "COMMA"):verb + 3] + count + found[verb + 3:]


def card_worth_per(found: list) -> list:
    """'It is worth 1 VP for every room in your hotel': the card said to be worth an amount for each of a count gives
    that amount for each, as 'each room is worth 1 VP' does; a card's own VP ('he is worth 5 VP') counts nothing."""
    out = list(found)
    for index in range(len(out) - 4, -1, -1):
        card, worth, number, unit = out[index:index + 4]
        after = index + 4 + (out[index + 4].type == "OCCASION" if index + 4 < len(out) else 0)
        if (card.type, worth.type, number.type, unit.type) == ("NOUN", "IS_WORTH", "NUM", "UNIT") and card.meaning == "it" \
                and after < len(out) and out[after].type == "PER":
            out[index:index + 2] = [_retyped(worth, "VERB", "gain")]
    return out


def round_amounts_unit(found: list) -> list:
    """'15 VP in rounds 1 to 3, 10 in rounds 4 and 5, and 5 from round 6 on': an amount of a round table said without its
    unit has the unit of the table's amount before it in the sentence (only an amount followed by its rounds)."""
    out, unit = [], None
    for index, token in enumerate(found):
        out.append(token)
        if token.type in CLAUSE_ENDS:
            unit = None
        elif token.type == "UNIT" and _rounds_at(found, index + 1):
            unit = token
        elif token.type == "NUM" and unit is not None and _rounds_at(found, index + 1) and index and found[index - 1].type in ("COMMA", "AND", "OR"):
            out.append(_token("UNIT", unit.meaning, token.end_pos, token.end_pos))
    return out


def _rounds_at(found: list, index: int) -> bool:
    """Whether the terminals at `index` say rounds ('in rounds 4 and 5', 'from round 6')."""
    return index < len(found) and (found[index].type == "IN_ROUNDS" or (
        found[index].type == "FROM" and index + 1 < len(found) and found[index + 1].type == "COUNT" and found[index + 1].meaning == "round"))


VERB_PLACES = ("DOT", "SEMI", "COLON", "COMMA", "YOU", "OWNER", "MAY", "MUST", "AND", "OR")  # where a clause's verb stands


def step_as_verb(found: list) -> list:
    """'you may step 1 space up the Emperor track', 'step up 2 spaces': the unit 'step' said where a clause's verb stands
    and before its amount (or a direction and its amount) is the verb 'move'. Anywhere else it is the unit ('1 step')."""
    out = list(found)
    for index, token in enumerate(out):
        if token.type == "UNIT" and token.meaning == "emperor" and str(token.raw).lower() in ("step", "steps") \
                and (index == 0 or out[index - 1].type in VERB_PLACES) and _amount_next(out, index + 1):
            out[index] = _retyped(token, "VERB", "move")
    return out


def _amount_next(found: list, at: int) -> bool:
    at += 1 if at < len(found) and found[at].type == "DIRECTION" else 0
    return at < len(found) and found[at].type in ("NUM", "ARTICLE")


POINTERS = ("that", "it", "this")
AFTER_LEAD = ("COMMA", "COLON", "OCCASION")


def thats_amount(found: list) -> list:
    """'Any time you take a die showing 3 or 4, that's 2 VP for you', 'At the end it's 2 VP for every staff card': after a
    lead, 'that is' or 'it is' an amount says the amount is gained ('if you can't, it's minus 7 VP': lost). Never opening a sentence ('It is 2 VP.' may be a
    card's own value)."""
    out, index = [], 0
    while index < len(found):
        token = found[index]
        if (index and found[index - 1].type in AFTER_LEAD and token.type in ("WORD", "NOUN") and str(token.meaning).lower() in POINTERS
                and index + 3 < len(found) and found[index + 1].type == "MOD_CHANGE" and _is_word(found[index + 1])
                and _amount_at(found, index + 2)):
            out += [] if found[index + 2].type == "MINUS" else [_retyped(found[index + 1], "VERB", "gain")]  # 'it's minus 7 VP': the loss as said
            index += 2
            continue
        out.append(token)
        index += 1
    return out


def _amount_at(found: list, at: int) -> bool:
    at += 1 if found[at].type == "MINUS" else 0
    return at + 1 < len(found) and found[at].type == "NUM" and found[at + 1].type == "UNIT"


def _is_word(token) -> bool:
    said = str(token.raw).lower().strip()
    return said == "is" or said.endswith(("'s", "’s"))  # 'that's' lexed as two terminals, each keeping the whole word


def instead_of_what_would(found: list) -> list:
    """'Each time you would suffer an Emperor penalty, you may pay 1 krone instead': 'instead' in a sentence that names
    what would happen (and no fallback) says that thing is skipped, as 'pay 1 krone to skip it' does. Before session 20
    the option was read as nothing, and the text as a plain payment."""
    out = []
    for index, token in enumerate(found):
        if token.type == "OPTION" and token.meaning == "instead" and _would_sentence(found, index):
            out += [_token("TO", "to", token.start_pos, token.start_pos, ""), _retyped(token, "VERB", "skip"),
                    _token("NOUN", "it", token.end_pos, token.end_pos, "")]
        else:
            out.append(token)
    return out


def _would_sentence(found: list, index: int) -> bool:
    start = _sentence_start(found, index)
    end = next((i for i in range(index, len(found)) if found[i].type == "DOT"), len(found))
    sentence = found[start:end]
    return (any(t.type == "EVENT" and "would" in str(t.raw).lower().split() for t in sentence)
            and not any(t.type in FALLBACKS or (t.type == "VERB" and t.meaning == "skip") for t in sentence))


def avoided_penalty(found: list) -> list:
    """'Instead of suffering an Emperor penalty, you may pay 1 krone', 'you may pay 1 krone to avoid an Emperor penalty':
    the penalty said as what an act avoids (the lexicon's AVOIDED) is the trigger 'each time you would suffer an Emperor
    penalty', said first in its sentence, and the act skips it ('..., you may pay 1 krone to skip it')."""
    out = list(found)
    for index in range(len(out) - 1, -1, -1):
        token = out[index]
        if token.type != "AVOIDED":
            continue
        start = _sentence_start(out, index)
        del out[index]
        if index < len(out) and out[index].type == "COMMA" and index == start:
            del out[index]  # 'Instead of suffering it, ...': the comma closed the lead, said again below
        end = next((i for i in range(index, len(out)) if out[i].type in CLAUSE_ENDS), len(out))
        skipped = any(t.type == "VERB" and t.meaning == "skip" for t in out[start:end])  # '..., you can pay 1 krone to skip it'
        out[end:end] = [] if skipped else [_token("TO", "to", token.end_pos, token.end_pos, ""), _token("VERB", "skip", token.start_pos, token.end_pos, token.raw),
                        _token("NOUN", "it", token.end_pos, token.end_pos, "")]
        out[start:start] = [_token("WHEN", "each-time", token.start_pos, token.start_pos, ""),
                            _token("EVENT", token.meaning, token.start_pos, token.end_pos, "you would suffer"),
                            _token("COMMA", ",", token.start_pos, token.start_pos, "")]
    return out



TABLE_COUNTED = ("dancer", "objective", "guest")  # what a scoring table counts ('count your dancers here: none -5 VP, ...')


def count_as_table(found: list) -> list:
    """'When this ballroom is scored, count your dancers here: none -5 VP, 1 dancer 1 VP, ...': 'count' before what a
    scoring table counts, and a colon after, is the table's 'score by the number of'."""
    out = list(found)
    for index, token in enumerate(out[:-1]):
        if token.type == "WORD" and token.meaning == "count" and out[index + 1].type == "NOUN" and out[index + 1].meaning in TABLE_COUNTED \
                and _colon_after(out, index + 1):
            out[index] = _retyped(token, "SCORE_BY", "score-table")
    return out


def _colon_after(found: list, at: int) -> bool:
    end = next((i for i in range(at, len(found)) if found[i].type in CLAUSE_ENDS + ("COLON",)), len(found))
    return end < len(found) and found[end].type == "COLON"
