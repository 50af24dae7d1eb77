"""Lexer passes for the joints a clause is built with, once the words that say nothing have been dropped: a
conjunction whose other half said nothing ('once each round and as an additional action,': the second half is a
filler), a comma between a modal and its verb ('you may, once per round, gain ...' once the timing is read first), a comma
before a fallback ('..., otherwise lose 7 VP').
Neither drops a word that says something: an 'and' is dropped only where nothing it could join follows."""
from __future__ import annotations

JOINTS = ("AND", "OR")
LEADS = ("OCCASION", "WHEN", "IF", "EVENT")


FALLBACK_LEADS = ("FALLBACK", "FALLBACK_FEWER", "FALLBACK_NO")


def joints(found: list) -> list:
    return _pair_amount(_row_next(_fallback_comma(_modal_comma(_dangling_joint(found)))))


def _pair_amount(found: list) -> list:
    """'draw a pair of staff cards': 'a pair of' after a verb is the amount 2 ('for each pair of dancers' stays a count
    of pairs: it follows 'each' or 'per', not a verb and an article)."""
    from compiler.textlex import _token

    out = []
    for index, token in enumerate(found):
        if token.type == "PAIR_OF" and out and out[-1].type == "ARTICLE" and len(out) > 1 and out[-2].type == "VERB":
            out[-1] = _token("NUM", 2, out[-1].start_pos, token.end_pos, out[-1].raw)
            continue
        out.append(token)
    return out


def _fallback_comma(found: list) -> list:
    """'return 3 staff cards, otherwise lose 7 VP': a comma before a fallback ends the clause it follows, as a
    semicolon does ('...; otherwise lose 7 VP')."""
    out = list(found)
    for index in range(1, len(out) - 1):
        if out[index].type == "COMMA" and out[index + 1].type in FALLBACK_LEADS:
            out[index] = _semicolon(out[index])
    return out


def _semicolon(comma):
    from compiler.textlex import _token

    return _token("SEMI", ";", comma.start_pos, comma.end_pos, comma.raw)


def _dangling_joint(found: list) -> list:
    """'once each round and as an additional action, ...': an 'and' between a timing and a comma joins the timing to
    words the lexicon drops as saying nothing; it is left out too."""
    return [t for i, t in enumerate(found)
            if not (t.type in JOINTS and 0 < i < len(found) - 1 and found[i - 1].type == "OCCASION" and found[i + 1].type == "COMMA")]


def _modal_comma(found: list) -> list:
    """'you may, gain 1 coffee' (what is left of 'you may, once per round, gain ...' with its timing read first): a
    comma right after 'may' parts nothing."""
    return [t for i, t in enumerate(found) if not (t.type == "COMMA" and i > 0 and found[i - 1].type == "MAY")]


def _row_next(found: list) -> list:
    """'a dancer in the top row gives 3 krones, in the middle row 2 krones': 'in the middle row' after a comma or
    'and', once a row has been named, is the next row of the list, as 'one in the middle row' is."""
    from compiler.textlex import _token

    out, named = [], False
    for index, token in enumerate(found):
        named = named or token.type in ("ROW_LABEL", "ROW_LEAD")
        after_joint = index > 0 and found[index - 1].type in ("COMMA", "AND", "SEMI")
        row = str(token.meaning)[4:] if token.type == "COUNT_FILTER" and str(token.meaning).startswith("row=") else None
        if named and after_joint and row:
            out += [_token("ROW_NEXT", "row", token.start_pos, token.start_pos, ""), _token("ROW", row, token.start_pos, token.end_pos, token.raw)]
        elif named and after_joint and token.type == "WORD" and token.meaning == "in" and index + 1 < len(found) and found[index + 1].type == "ROW":
            out.append(_token("ROW_NEXT", "row", token.start_pos, token.end_pos, token.raw))
        else:
            out.append(token)
    return out
