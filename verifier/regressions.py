"""Counterexamples as tests: a refutation becomes a ready-to-paste pytest file that fails until the
card is fixed (it re-verifies the card and expects no refutation of that property).

The test is built as a Python syntax tree, not pasted together as text: the card's path, its id, the
property and the description go in as string constants, so no file name or card text (quotes,
triple quotes, newlines, code) can ever become code; `ast.unparse` prints the tree."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from verifier.run import Finding

ROOT = Path(__file__).resolve().parents[1]

TEMPLATE = '''
from pathlib import Path

from compiler.corpus import check_paths, default_corpus
from verifier.run import verify_all

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / CARD_PATH


def TEST_NAME() -> None:
    inside = CARD.resolve().is_relative_to(default_corpus().resolve())
    components = check_paths([default_corpus()] + ([] if inside else [CARD])).components
    findings = verify_all(components, only_card=CARD_ID, only_property=PROPERTY)
    assert findings and all(f.verdict != "REFUTED" for f in findings), findings
'''


def slug(finding: Finding) -> str:
    return re.sub(r"[^a-z0-9]+", "_", f"{finding.component}_{finding.property}".lower()).strip("_")


def card_path(finding: Finding) -> str:
    path = Path(finding.path).resolve()
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def docstring(finding: Finding) -> str:
    shown = finding.shown() or "(no state needed)"
    return (f"Regression: {finding.component} broke the property {finding.property!r}.\n\n"
            f"Where: {finding.detail or finding.path}\nCounterexample (state and choices z3 found): {shown}\n"
            "This test fails until the card is fixed; then it guards the fix.\n")


class _Fill(ast.NodeTransformer):
    """Puts the finding's values into the template: each placeholder name becomes a string constant."""

    def __init__(self, values: dict[str, str], test_name: str):
        self.values, self.test_name = values, test_name

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.Constant(self.values[node.id]) if node.id in self.values else node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.name = self.test_name if node.name == "TEST_NAME" else node.name
        return self.generic_visit(node)


def regression_test(finding: Finding) -> str:
    name = f"test_{slug(finding)}"
    assert name.isidentifier(), name  # slug() keeps only [a-z0-9_]
    values = {"CARD_PATH": card_path(finding), "CARD_ID": finding.component, "PROPERTY": finding.property}
    module = _Fill(values, name).visit(ast.parse(TEMPLATE))
    module.body.insert(0, ast.Expr(ast.Constant(docstring(finding))))
    return ast.unparse(ast.fix_missing_locations(module)) + "\n"
