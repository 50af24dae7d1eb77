"""`gah site build`: the rules reference site, generated from the very files the engine runs.

Pages are written into a fresh folder (never by hand), then mkdocs builds it with --strict. The site
works offline: no web fonts, no CDN, and the built-in search (served by `gah site serve`).
"""
from __future__ import annotations

import ast as pyast
import re
import shutil
import time
from collections import defaultdict
from pathlib import Path

from compiler.corpus import CheckReport, check_paths, default_corpus
from gah.site import pages

ROOT = Path(__file__).resolve().parents[2]


def docs_root() -> Path:
    """The hand-written docs: beside the installed package (gah/docs), or at the top of a source checkout."""
    packaged = Path(__file__).resolve().parents[1] / "docs"
    return packaged if packaged.is_dir() else ROOT / "docs"
RULE_CHAPTERS = ("setup", "round-and-turn", "actions", "additional-actions", "passing", "emperor-scoring", "final-scoring", "expansion")


def site_files(report: CheckReport | None = None) -> dict[str, str]:
    """Every page of the site (and its script), by path inside docs/, as text."""
    report = report or check_paths([default_corpus()])
    context = _context(report)
    files = {**_card_files(report, context), **_static_files()}
    files.update({"gaps.md": gaps_page(report), "errata.md": errata_page(report), "rulings.md": rulings_page(),
                  "index.md": home_page(report), "glossary.md": GLOSSARY})
    return files


def generate(out: Path, report: CheckReport | None = None) -> Path:
    """Write the site's sources (mkdocs.yml and docs/) into `out`; returns the docs folder."""
    report = report or check_paths([default_corpus()])
    docs = out / "docs"
    if out.exists():
        shutil.rmtree(out)
    for relative, text in site_files(report).items():
        _write(docs / relative, text)
    _write(out / "mkdocs.yml", mkdocs_config(report))
    return docs


def build(out: Path, report: CheckReport | None = None) -> float:
    """Generate and build with mkdocs --strict; returns the seconds it took."""
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    start = time.perf_counter()
    generate(out, report)
    config = load_config(str(out / "mkdocs.yml"), strict=True, site_dir=str(out / "site"))
    mkdocs_build(config)
    return time.perf_counter() - start


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _context(report: CheckReport) -> dict:
    from compiler.render import render
    from gah.showing import compiled_outline
    from verifier.run import verify_all

    findings = defaultdict(list)
    for finding in verify_all(report.components):
        findings[finding.component].append(finding)
    from gah.site.scenarios import scenario_index

    return {"render": render, "compiled": compiled_outline, "findings": findings, "related": pages.related_index(list(report.components)),
            "scenarios": scenario_index(ROOT, report.components) if (ROOT / "tests").is_dir() else {}}


def _card_files(report: CheckReport, context: dict) -> dict[str, str]:
    by_kind, files = defaultdict(list), {}
    for component in report.components:
        by_kind[component.kind.name].append(component)
        files[pages.page_path(component)] = pages.component_page(component, context)
    for kind in set(by_kind) | set(pages.KIND_TITLES):  # every kind gets an index, so chapter links always resolve
        files[f"cards/{kind}/index.md"] = pages.kind_index(kind, by_kind.get(kind, []))
    return files


STATIC = ("language.md", "tutorial.md", "assets/tables.js") + tuple(f"rules/{c}.md" for c in RULE_CHAPTERS)


def _static_files() -> dict[str, str]:
    from gah.reference import reference_markdown

    files = {name: (docs_root() / name).read_text(encoding="utf-8") for name in STATIC}
    files["reference.md"] = reference_markdown()
    return files


def home_page(report: CheckReport) -> str:
    counts = report.counts()
    rows = [f"| {pages.esc(module)} | [{pages.KIND_TITLES.get(kind, kind)}](cards/{kind}/index.md) | {n} |"
            for (kind, module), n in sorted(counts.items(), key=lambda kv: (kv[0][1] != "base", kv[0][1], kv[0][0]))]
    return "\n".join(["# Grand Austria Hotel — rules reference", "",
                      "Every page here is generated from the card files the engine plays, so the reference cannot drift",
                      "from the behaviour. Each card shows its text, its source in the card language, what the engine",
                      "runs, its z3 verdicts and every fact no source gives.", "",
                      "| module | kind | components |", "|---|---|---|", *rows, "",
                      f"{len(report.unknowns)} facts are unknown: see [gaps](gaps.md).", ""]) + "\n"


def gaps_page(report: CheckReport) -> str:
    lines = ["# Gaps: facts no source gives", "", "| component | field | why it is unknown |", "|---|---|---|"]
    by_name = {f"{c.kind.name} {c.ident}": c for c in report.components}
    for unknown in report.unknowns:
        component = by_name[unknown.component]
        link = f"[{pages.esc(pages.title(component))}]({pages.page_path(component)})"
        lines.append(f"| {link} | {pages.esc(unknown.field)} | {pages.esc(unknown.note)} |")
    return "\n".join(lines) + "\n"


def errata_page(report: CheckReport) -> str:
    lines = ["# Errata: the 2022 rules and the old edition", "",
             "Where the 2022 rules and an old edition differ, the cards follow 2022; each difference is recorded in a note.", ""]
    for component in report.components:
        for note in component.fields.get("note", ()):
            text = note.values.get("text", "")
            if re.search(r"old[- ]edition|\b2022\b|\[004\]", text, re.I):
                lines.append(f"- [{pages.esc(pages.title(component))}]({pages.page_path(component)}): {pages.esc(text)}")
    return "\n".join(lines) + "\n"


RULING_RESULTS = ROOT / "build" / "ruling-results.json"


def _ruling_status() -> dict:
    """Pass/fail per ruling test from the last run of the test suite (written by tests/conftest.py)."""
    import json

    return json.loads(RULING_RESULTS.read_text(encoding="utf-8")) if RULING_RESULTS.exists() else {}


def rulings_page() -> str:
    """Every ruling scenario from tests/rulings: its question and answer (the test's docstring) and the
    outcome of that test in the last run of the suite."""
    status = _ruling_status()
    note = "the status is from the last test run" if status else "run the test suite to see each ruling's status"
    lines = ["# Rulings", "", f"Each ruling below is an executable scenario in `tests/rulings/`; {note}.", ""]
    for path in sorted((ROOT / "tests" / "rulings").glob("test_*.py")):  # none in an installed package: the page says so
        module = pyast.parse(path.read_text(encoding="utf-8"))
        for node in module.body:
            if isinstance(node, pyast.FunctionDef) and node.name.startswith("test_"):
                doc = pyast.get_docstring(node) or ""
                outcome = status.get(node.name, "not run yet")
                lines += [f"## {pages.esc(node.name[5:].replace('_', ' '))}", "", pages.esc(doc), "",
                          f"*Test: `{path.name}::{node.name}` — last run: **{outcome}***", ""]
    return "\n".join(lines) + "\n"


GLOSSARY = """# Glossary

- **Strength**: the number of dice on an action space when you take one (before removing it), plus boosts and staff bonuses.
- **Boost**: paying 1 krone, once per turn, for 1 more strength.
- **Check-in**: moving a guest whose order is complete into a vacant room of its colour.
- **Group**: rooms of one colour that pay a bonus when the last of them is occupied.
- **Emperor scoring**: after rounds 3, 5 and 7; VP for your space, a step back, then the tile's reward or penalty.
- **Fallback** (`A else B`): do A if it can be done in full, otherwise B.
- **Unknown**: a fact no source gives; the card says so instead of guessing.
- **Bell card**: a Let's Waltz! staff card that pays once, when its condition is met.
"""


def repository_config() -> str:
    """The repository's mkdocs.yml: docs/ plus the pages the hook generates from the corpus at build time."""
    return ("# Generated by gah (see gah/site/build.py); a test keeps it equal to what the builder writes.\n"
            "docs_dir: docs\nsite_dir: build/site-html\nhooks:\n  - gah/site/hook.py\n" + mkdocs_config(None))


def mkdocs_config(report: CheckReport | None) -> str:
    kinds = sorted(({c.kind.name for c in report.components} if report else set()) | set(pages.KIND_TITLES))
    card_nav = "\n".join(f"      - {pages.KIND_TITLES.get(k, k)}: cards/{k}/index.md" for k in kinds)
    chapters = "\n".join(f"      - {c.replace('-', ' ').capitalize()}: rules/{c}.md" for c in RULE_CHAPTERS)
    return f"""site_name: Grand Austria Hotel — gah rules reference
use_directory_urls: false
theme:
  name: material
  font: false
  features:
    - search.suggest
plugins:
  - search
extra_javascript:
  - assets/tables.js
markdown_extensions:
  - tables
  - admonition
  - pymdownx.highlight
  - pymdownx.superfences
nav:
  - Home: index.md
  - Rules:
{chapters}
  - Cards:
{card_nav}
  - Rulings: rulings.md
  - Errata: errata.md
  - Gaps: gaps.md
  - Glossary: glossary.md
  - Language:
      - Guide: language.md
      - Write your first card: tutorial.md
      - Reference: reference.md
"""
