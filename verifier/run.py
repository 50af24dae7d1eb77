"""Running the verifier: every component that acts × every property → a verdict (verifier/verdicts.py).

Properties read the corpus the component is verified in (verifier/context.py): the modifiers it combines
with, the triggers it may set off, the board its requirements are met on. `verify_all` is the library's
entry point; `gah verify` (gah/verifying.py) adds the check errors first and the printing.
"""
from __future__ import annotations


from compiler.checker import CheckedComponent
from verifier.context import Corpus, corpus_of, ir_of
from verifier.findings import Finding  # noqa: F401  (where the verifier's callers have always found it)
from verifier.properties import BY_NAME, NAMES, PROPERTIES
from verifier.units import SEED, TIMEOUT_MS, units_of
from verifier.verdicts import NA, PROVED, REFUTED, UNKNOWN, VERDICTS, WARNING, worst

ERROR = "ERROR"  # gah check rejects the component: it is not verified


class AmbiguousCard(Exception):
    """`--card` names more than one component."""

    def __init__(self, key: str, matches: list):
        super().__init__(key)
        self.key, self.matches = key, matches


# ---- choosing components -----------------------------------------------------------------------------------------------


def matching(components, key: str) -> list:
    """Components a `--card` key names: by id, name, 'kind id', or an action space's number."""
    key = key.strip().lower()
    found = []
    for component in components:
        names = {component.ident.lower(), component.name.lower(), f"{component.kind.name} {component.ident}".lower()}
        number = component.value("number", "number") if component.kind.name == "action-space" else None
        if key in names or (isinstance(number, int) and key == str(number)):
            found.append(component)
    return found


def chosen(components, key: str | None) -> list:
    if key is None:
        return list(components)
    found = matching(components, key)
    if len(found) > 1:
        raise AmbiguousCard(key, found)
    return found


def acts(component: CheckedComponent) -> bool:
    """A component with something to verify: a block that acts, a trigger, a modifier or a requirement."""
    from dsl import ast

    return bool(units_of(component) or component.fields.get("modify") or
                any(isinstance(s, ast.Require) for s in component.node.body.statements))


# ---- verifying -----------------------------------------------------------------------------------------------------------


def verify_component(component: CheckedComponent, corpus: Corpus, only: str | None = None) -> list[Finding]:
    if not acts(component):
        return []
    label = corpus.label(component)
    findings = []
    for prop in PROPERTIES:
        if only in (None, prop.name):
            result = worst(prop.judge(component, corpus))
            if result is None:
                findings.append(Finding(component.path, component.node.span.line, label, prop.name, NA, prop.not_applicable))
            else:
                findings.append(Finding(component.path, result.line or component.node.span.line, label, prop.name, result.verdict,
                                        result.detail, result.counterexample))
    return findings


def verify_all(components, only_card: str | None = None, only_property: str | None = None, progress=None,
               corpus: Corpus | None = None) -> list[Finding]:
    """Every component (or the one `only_card` names) in the corpus of all of them."""
    corpus = corpus or corpus_of(components)
    findings = []
    for component in chosen(components, only_card):
        findings.extend(verify_component(component, corpus, only_property))
        if progress:
            progress()
    return sorted(findings)


def verify_mutant(components, mutant: CheckedComponent, corpus: Corpus | None = None) -> set[str]:
    """The properties that refute or warn about one component verified in `components` (the mutation test)."""
    corpus = corpus or corpus_of(components)
    return {f.property for f in verify_component(mutant, corpus) if f.verdict in (REFUTED, WARNING)}


__all__ = ["AmbiguousCard", "ERROR", "Finding", "NA", "NAMES", "PROVED", "REFUTED", "SEED", "TIMEOUT_MS", "UNKNOWN", "VERDICTS",
           "WARNING", "BY_NAME", "ir_of", "matching", "verify_all", "verify_component", "verify_mutant"]
