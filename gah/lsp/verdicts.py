"""A card's verification verdicts for hover: `gah verify`'s findings on the card as it is now written, against the
corpus it joins. Each property is proved once per version of the card (kept by the card's canonical source), on the
server's worker, so hovering again answers at once."""
from __future__ import annotations

from collections import OrderedDict

from dsl import ast
from dsl.formatter import format_document

KEPT = 64  # versions of cards whose verdicts are remembered
_seen: OrderedDict = OrderedDict()


def verdicts_text(component, components, rejected: str | None = None) -> str:
    """Markdown lines: one per property with its verdict, and the reason for every verdict that is not PROVED."""
    if rejected:
        return f"Verdicts: not verified: gah check rejects the card ({rejected})"
    key = (component.path, format_document(ast.Document((component.node,))))
    if key not in _seen:
        _seen[key] = _verified(component, components)
        while len(_seen) > KEPT:
            _seen.popitem(last=False)
    return _seen[key]


def _verified(component, components) -> str:
    try:
        from verifier.context import corpus_of
        from verifier.run import verify_component
    except ImportError:
        return "Verdicts: not run (gah verify needs z3: python3 -m pip install 'gah[verify]')"
    findings = sorted(verify_component(component, corpus_of(list(components)), None), key=lambda f: f.property)
    if not findings:
        return "Verdicts: no property applies to this kind of card"
    return "Verdicts (gah verify):\n\n" + "\n".join(_line(f) for f in findings)


def _line(finding) -> str:
    reason = "" if finding.verdict == "PROVED" else f": {finding.detail}"
    example = f"; counterexample: {finding.shown()}" if finding.counterexample else ""
    return f"- `{finding.property}` **{finding.verdict}**{reason}{example}"
