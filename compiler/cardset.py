"""A fingerprint of the cards a game is played with: what a log records so that a replay under other cards is
refused plainly instead of failing somewhere in the middle.

It hashes what play reads and nothing else: each component in play, canonically formatted, without its text,
notes, source lines, source tags and comments, so rewording a card or citing another source keeps old logs
replayable, while any change to a number, an effect or a filter does not."""
from __future__ import annotations

import hashlib
from dataclasses import fields, replace

from dsl import ast
from dsl.formatter import format_document

NOT_PLAYED = ("text", "note", "source")  # fields no rule reads


def cards_fingerprint(components) -> str:
    """`sha256:` and 16 hex digits over the played parts of these components, in a stable order."""
    parts = sorted(format_document(ast.Document((_played(c.node),))) for c in components)
    return "sha256:" + hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]


def _played(node):
    if isinstance(node, tuple):
        return tuple(_played(n) for n in node if not _unplayed(n))
    if not isinstance(node, ast.Node):
        return node
    changes = {f.name: _played(getattr(node, f.name)) for f in fields(node) if f.name != "span"}
    if isinstance(node, ast.Call):
        changes["sources"] = ()
    return replace(node, **changes)


def _unplayed(node) -> bool:
    return isinstance(node, ast.Comment) or (isinstance(node, ast.Call) and node.name.text in NOT_PLAYED)
