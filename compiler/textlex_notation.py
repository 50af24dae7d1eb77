"""Lexer passes for a designer's shorthand notation (issue 14, session 13): the compressed syntax of playtest cards and
player aids, where a sign stands for a word wherever it stands. Each sign is read as the word it stands for, so a
wrong amount, item or sign (a '-' for a '+') is still read, and named, as the words would be:

- a plus sign after 'may' or 'must' is the verb it stands for: 'may +2 Emp' is 'may gain 2 Emperor steps' (the lexer's
  plus_signs, compiler/textlex_units.py, reads the sign only where it opens a part of the sentence);
- a times sign 'x' between an amount and what it counts is 'per': '3 VP x occupied blue rooms' ('×' is the lexicon's);
- a guest's order, then an arrow: '3 strudel -> +4 K', '1 cake. -> may take 1 guest' is the order, then 'Reward:'
  (an arrow opening a sentence, or closing a sentence of amounts only, says what the card gives for it);
- a card's cost in brackets after its name heading the text: 'Breakfast Server (4 K).' is '4 krones.', its cost;
- a minus sign on a price is a discount: 'play 1 staff at up to -3 K' is 'at up to 3 krones less';
- a choice in brackets after items: '+2 dishes/drinks (your choice)' is '... of your choice'.

The abbreviated units and nouns themselves ('K', 'Emp', 'champ', 'obj', 'EMP tile') are words of the lexicon
(compiler/cardtext.toml, blocks 'short13')."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import acts_joined_by_or

ARROWS = ("->", "→")
MODALS = ("MAY", "MUST")  # 'may +2 Emp': the sign is the verb of the modal
COUNTED = ("STATE", "COLOR", "NOUN", "ANY_COLOR", "UNIT")  # what a times sign's amount is counted per
ITEM_LIST = ("NUM", "UNIT", "AND", "COMMA")  # a sentence of amounts only: a guest's order ('1 wine + 1 coffee')
OPENS = ("DOT",)


def notation(found: list) -> list:
    """The terminals with the shorthand's signs read as their words (see the module's docstring)."""
    return _bracket_choice(_signed_prices(_cost_heading(_order_arrows(_times_signs(_modal_signs(found))))))


def _modal_signs(found: list) -> list:
    """'may +2 Emp': a plus sign set against its number right after 'may'/'must' is 'gain' (said 'gain', so the lexer's
    plus_signs, which drops a sign it does not read, leaves it)."""
    return [_token("VERB", "gain", t.start_pos, t.end_pos, "gain") if _signed_after(found, i, MODALS) else t
            for i, t in enumerate(found)]


def _signed_after(found: list, index: int, before: tuple) -> bool:
    token = found[index]
    return (token.raw == "+" and 0 < index < len(found) - 1 and found[index - 1].type in before
            and found[index + 1].type == "NUM" and found[index + 1].start_pos == token.end_pos)


def _times_signs(found: list) -> list:
    """'3 VP x occupied blue rooms': a lone 'x' between an amount's unit and what it counts is 'per'."""
    return [_token("PER", "per", t.start_pos, t.end_pos, t.raw) if _times(found, i) else t for i, t in enumerate(found)]


def _times(found: list, index: int) -> bool:
    token = found[index]
    return (token.type == "WORD" and str(token.raw).lower() == "x" and 1 < index < len(found) - 1
            and found[index - 1].type == "UNIT" and found[index - 2].type == "NUM" and found[index + 1].type in COUNTED)


def _order_arrows(found: list) -> list:
    """An arrow opening a sentence, or ending a sentence of amounts only, is 'Reward:' after its own stop."""
    out: list = []
    for index, token in enumerate(found):
        if token.raw in ARROWS and _opens(out):
            out.append(_token("OCCASION", "reward", token.start_pos, token.end_pos, token.raw))
        elif token.raw in ARROWS and _after_amounts(out):
            out += [_token("DOT", ".", token.start_pos, token.start_pos, ""),
                    _token("OCCASION", "reward", token.start_pos, token.end_pos, token.raw)]
        else:
            out.append(token)
    return out


def _opens(out: list) -> bool:
    return bool(out) and out[-1].type in OPENS


def _after_amounts(out: list) -> bool:
    """The sentence so far is a list of amounts of items only ('3 strudel', '1 wine + 1 coffee'), after a stop."""
    start = max((i + 1 for i, t in enumerate(out) if t.type in OPENS), default=0)
    said = out[start:]
    return (len(said) >= 2 and all(t.type in ITEM_LIST for t in said) and said[0].type == "NUM"
            and said[-1].type == "UNIT")


def _cost_heading(found: list) -> list:
    """'it (4 K).', 'it (cost 1 K):', 'it (4 K) -' opening the text (the card's name, said as the card): its cost,
    '4 krones.' (read as a staff card's cost by compiler/textread_facts.py; on any other kind, unread)."""
    inside = 2 + _said_cost(found)
    shape = [t.type for t in found[:inside + 4]]
    if (shape[:2] + shape[inside:inside + 3] != ["NOUN", "LPAR", "NUM", "UNIT", "RPAR"] or found[0].meaning != "it"
            or found[inside + 1].meaning != "krone" or len(shape) < inside + 4 or shape[inside + 3] not in HEADING_ENDS):
        return found
    stop = _token("DOT", ".", found[inside + 2].start_pos, found[inside + 3].end_pos, "")
    return found[inside:inside + 2] + [stop] + found[inside + 4:]


HEADING_ENDS = ("DOT", "COLON", "COMMA")  # 'Name (4 K).', 'Name (4 K): ...', 'Name (4 K) - ...' (a dash is a comma)


def _said_cost(found: list) -> int:
    """How many words say 'cost' inside the bracket before the amount: 'cost', 'cost:' (0 when none)."""
    if len(found) > 2 and found[2].type == "OPTION" and str(found[2].raw).lower() in ("cost", "price", "cost:", "price:"):
        return 2 if len(found) > 3 and found[3].type == "COLON" else 1
    return 0


def _signed_prices(found: list) -> list:
    """'play 1 staff at up to -3 K': a minus sign on the price of what is bought is '3 krones less'."""
    out: list = []
    for index, token in enumerate(found):
        if token.type == "MINUS" and _price_before(found, index):
            continue
        out.append(token)
        if index > 1 and found[index - 2].type == "MINUS" and _price_before(found, index - 2):
            out.append(_token("LESS", "less", token.end_pos, token.end_pos, ""))
    return out


def _price_before(found: list, index: int) -> bool:
    """A minus sign set against an amount of krones or champagne, after 'at'/'for' (and 'up to')."""
    before = found[index - 1].type if index > 0 else ""
    lead = found[index - 2].type if before == "UP_TO" and index > 1 else before
    return (lead == "PRICE" and index + 2 < len(found) and found[index + 1].type == "NUM"
            and found[index + 1].start_pos == found[index].end_pos and found[index + 2].type == "UNIT"
            and found[index + 2].meaning in ("krone", "champagne"))


def _bracket_choice(found: list) -> list:
    """'+2 dishes/drinks (your choice)': the bracket is 'of your choice', which says nothing more (the items are a choice)."""
    out: list = []
    for index, token in enumerate(found):
        if _choice_bracket(found, index - 1) or _choice_bracket(found, index - 2) or _choice_bracket(found, index):
            continue
        out.append(token)
    return out


def _choice_bracket(found: list, index: int) -> bool:
    """Whether a '(your choice)' after an item opens at `index`, in a clause joining no acts by 'or' (there it would say
    the player picks the act: 'hand back 3 krones, or lose 5 VP (your choice)')."""
    return (0 < index and index + 2 < len(found) and found[index - 1].type == "UNIT" and found[index].type == "LPAR"
            and found[index + 1].type == "WORD" and str(found[index + 1].raw).lower() == "choice" and found[index + 2].type == "RPAR"
            and not acts_joined_by_or(found, index))
