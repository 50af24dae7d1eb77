"""Wrong texts that passed until session 19 (issue 14), found by the insertion test's fourth round
(tests/compiler/textsets/insertions.py): what the reader did with a phrase it then dropped.

- 'if you wish' after an act said with 'shall' or 'must' ('the player shall gain 1 champagne if you wish') was dropped
  under the act's own modal, and after a permissive frame ('serving him lets you draw 3 staff cards if you wish') it
  left the frame to be fitted to the card: either way a card whose act must be done passed. The wish now makes the act
  optional over a frame, and said of what must be done it is unread.
- 'if you wish' said where no act follows it in its clause ('Butler if you wish.', 'worth 1 VP when you take him if
  you wish') was kept for an act that never came, and dropped: it is unread.
"""
from __future__ import annotations

from compiler.textframes import LET
from compiler.textread_acts import ReadError


def wished_modal(modal: str, wished: list) -> str:
    """The act's modal with 'if you wish' (`wished`, the options that say it) said after it."""
    if not wished:
        return modal
    if modal not in ("", "may", LET):
        raise ReadError("'if you wish' is said of what must be done", wished[0].at)
    return "may"


def wish_left(pending: dict, at: tuple) -> None:
    """A clause's 'if you wish' kept for the next act (`pending`) with no act after it in the clause."""
    if pending.pop("may", False):
        raise ReadError("'if you wish' is said, but nothing after it may be done", at)
