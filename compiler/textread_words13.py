"""Where a remark predicate may stand (compiler/textread_remarks.py), read by class: after any phrase the lexicon
reads as one word that ends in a form of 'be'.

'The penalty is brutal:' drops 'is brutal'; "Reward's simple:" keeps its "'s" and drops 'simple'. A writer says the
same after a heading the lexicon holds whole, 'her reward is' or 'the reward is' (a guest's reward, one terminal):
'Her reward is huge: you may move ...'. The phrase keeps its own reading ('her reward is:' is read as the reward's
lead, as 'reward:' is) and only the remark adjectives after it go. Nothing that says a fact is dropped: the words
dropped are remark words (no game sense, compiler/cardtext-vocab.toml [remarks]), and the phrase itself stays.
"""
from __future__ import annotations

BE_FORMS = ("is", "are")  # the present of 'be', as a phrase's last word ('her reward is'); 'was', 'were' tell a story


def ends_in_be(raw: str) -> bool:
    """Whether a phrase read as one word holds a form of 'be' at its end: "reward's", 'her reward is'."""
    return raw.endswith("'s") or raw.rsplit(" ", 1)[-1] in BE_FORMS
