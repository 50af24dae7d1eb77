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
    """The terminals with each 'optional' before a thing moved after it, as 'if you wish'."""
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
