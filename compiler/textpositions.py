"""Rewriting a card text while every character keeps where it stands in the text as written (issue 14).

The reader says some shapes again in plainer words before it reads them ('his café' as 'your café', a translated
edition's order in the plain order, a heading's words left out); the new words may be longer or shorter, so each
rewrite carries a map from its characters back to the text's, and a message still quotes the writer. Before session
15 three modules each wrote this loop; a rewrite that changed the length without a map shifted every later span.
"""
from __future__ import annotations

import re
from collections.abc import Callable

Align = Callable[[str, list, str], list]  # (the words matched, where they stand, the words said) -> where each said character stands


def at_start(original: str, where: list, said: str) -> list:
    """Every new character stands where the match began."""
    return [where[0]] * len(said)


def replaced(words: str, where: list, pattern: re.Pattern, plain, align: Align = at_start) -> tuple[str, list]:
    """Each match replaced by `plain(match)` (None: kept as said), and where each character of the result stands;
    `align` places the new characters over the match's place."""
    out, mapped, cut = [], [], 0
    for found in pattern.finditer(words):
        said = plain(found)
        if said is None:
            continue
        out.append(words[cut:found.start()])
        mapped += list(where[cut:found.start()])
        out.append(said)
        mapped += align(found.group(0), where[found.start():found.end()] or [where[found.start()]], said)
        cut = found.end()
    if not out:  # nothing replaced: the words and their places as given (most patterns match nothing; no copy)
        return words, where
    out.append(words[cut:])
    return "".join(out), mapped + list(where[cut:])  # `where` may be a tuple (a Form's)
