"""A lexer pass for a thing given said to be optional by an adjective: 'an optional step up the Emperor track', '1 krone,
plus one optional Emperor step', 'an optional free room'. The adjective is read as 'if you wish' said right after the
thing (the lexicon's OPTION if-you-wish), so that only the thing it stands before is optional ('1 krone and an optional
step' gains the krone and makes the step optional: compiler/textread.py Builder.more)."""
from __future__ import annotations

from compiler.textlex import _token

OPTIONAL = ("optional",)
THING = ("NOUN", "UNIT")  # what ends the thing the adjective is said of
BETWEEN = ("STATE", "COLOR", "MORE", "OPTION", "ANY_COLOR")  # words that may stand between the adjective and it ('optional free room')


def optional_things(found: list) -> list:
    """The terminals with each 'optional' before a thing moved after it, as 'if you wish'; and a wish set off by commas
    before the clause it is said of ('..., and then, if you like, you play a staff card') read as its 'may'."""
    found = _wish_before_clause(found)
    out, index = [], 0
    while index < len(found):
        end = _thing_end(found, index)
        if end is None:
            out.append(found[index])
            index += 1
            continue
        said = found[index]
        out += found[index + 1:end + 1] + [_token("OPTION", "if-you-wish", said.start_pos, said.end_pos, said.raw)]
        index = end + 1
    return out


def _thing_end(found: list, index: int):
    """Where the thing an 'optional' at `index` is said of ends, or None: the adjective after an amount, before the noun."""
    if str(found[index].raw).lower() not in OPTIONAL or found[index].type != "WORD" or index == 0 or found[index - 1].type not in ("NUM", "ARTICLE", "MORE"):
        return None
    at = index + 1
    while at < len(found) and found[at].type in BETWEEN:
        at += 1
    return at if at < len(found) and found[at].type in THING else None


WHO = ("YOU", "OWNER")


def _wish_before_clause(found: list) -> list:
    """'..., and then, if you like, you play ...': an 'if you wish' after a joint and before a clause's who and verb is
    that clause's 'may' ('you may play'), not an option of the action before it."""
    out, index = [], 0
    while index < len(found):
        token = found[index]
        if _wish_opening(found, index):
            if len(out) > 1 and out[-1].type == "COMMA" and out[-2].type == "AND":  # 'and then, if you like, ...': the comma sets the wish off
                out.pop()
            who = index + 2 if found[index + 2].type in WHO else None
            verb = (who or index + 1) + 1
            out += ([found[who]] if who else []) + [_token("MAY", "may", token.start_pos, token.end_pos, token.raw), found[verb]]
            index = verb + 1
            continue
        out.append(token)
        index += 1
    return out


def _wish_opening(found: list, index: int) -> bool:
    """Whether found[index] is an 'if you wish' after a joint, followed by a comma and a clause (its who, its verb)."""
    if found[index].type != "OPTION" or found[index].meaning != "if-you-wish" or index == 0 or found[index - 1].type not in ("AND", "COMMA"):
        return False
    if index + 2 >= len(found) or found[index + 1].type != "COMMA":
        return False
    at = index + 3 if found[index + 2].type in WHO else index + 2
    return at < len(found) and found[at].type == "VERB"
