"""A guest's order said with verbs of eating and drinking (session 15, ident15): 'The Landgrave is blue, takes 1 cake and
1 coffee, and is worth 3 VP.', 'a blue guest who eats 1 cake and drinks 1 coffee'. A predicate of the guest beside its
other printed values (or after the guest as subject), read as its printed order (compiler/textread_facts.py compares
it, so a wrong item or number is named). The verbs are the lexicon's ([described] order-verbs).
"""
from __future__ import annotations


def eaten_order(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """(where the order ends, the fact) for 'takes 1 cake and 1 coffee', 'who eats 2 strudel and drinks 1 wine', or None."""
    from compiler.textread_facts import _fact, _is, _items, _raw  # here: that module reads its readers through this one
    from compiler.textread_ident15 import described_words

    if kind != "guest" or "order" in said or not said or at >= len(tokens):
        return None
    verbs, items = described_words()["order-verbs"], {}
    step = at + (1 if _raw(tokens[at]) in described_words()["link-rule"] else 0)
    while step < len(tokens) and _raw(tokens[step]) in verbs:
        more, step = _items(tokens, step + 1)
        if not more:
            return None
        items = {i: items.get(i, 0) + more.get(i, 0) for i in set(items) | set(more)}
        step += 1 if _is(tokens, step, "AND") and step + 1 < len(tokens) and _raw(tokens[step + 1]) in verbs else 0
    return _fact("order", tuple(sorted(items.items())), tokens, at, step) if items else None
