"""Guest cards' texts (issue 14, session 12): the shapes other writers give a guest's card, read as the card's own.
- a name of known words ('Count', 'General') heading the text as printed, before the full stop or the parenthesis of
  its colour, order and points ('General. Reward: ...', 'Count (blue guest; 1 wine and 2 coffee; 4 VP). ...'): the card,
  as an unknown name heading the text is (compiler/textread_names.py); only at the text's very start and with its
  capitals, so 'Count your rooms.' stays the verb.
"""
from __future__ import annotations


def printed_heading(printed: str) -> list[str]:
    """The pattern of a printed name of known words heading the text before '.' or '(' (see the module's docstring)."""
    return [rf"(?<![\s\S])(?-i:{printed})(?=\s*\.(?:\s|$)|\s*\()"]
