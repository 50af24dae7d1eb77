"""`gah site build`: the rules reference site, generated from the very files the engine runs.

Pages are written into a fresh staging folder beside the output folder (never by hand), mkdocs builds
it there with --strict, and only then does it take the output folder's place (gah/fsio.py). An output
folder is replaced only if it is empty or holds the `.gah-site` marker of an earlier build: gah never
deletes a folder of the user's. The site works offline: no web fonts, no CDN, and the built-in search.
"""
from __future__ import annotations

import ast as pyast
import re
import time
from collections import defaultdict
from pathlib import Path

from compiler.corpus import CheckReport, check_paths, default_corpus
from gah import fsio
from gah.site import pages
from gah.site.markdown import BLANK, Md, code, escape, link, md, page

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


MARKER = ".gah-site"
MARKER_TEXT = ("This folder was written by `gah site build` or `gah site serve`. gah deletes and rewrites it\n"
               "on the next build; anything you keep here will be lost. Delete this file to keep gah out.\n")


def check_output(out: Path) -> None:
    """Refuse, before any work, an output folder gah may not replace (see the module docstring)."""
    fsio.check_replaceable_folder(out, MARKER)


def generate(out: Path, report: CheckReport | None = None) -> Path:
    """Write the site's sources (mkdocs.yml and docs/) as the folder `out`; returns the docs folder."""
    report = report or check_paths([default_corpus()])
    with fsio.replaced_folder(out, MARKER, MARKER_TEXT) as staging:
        _generate_into(staging, report)
    return out / "docs"


def build(out: Path, report: CheckReport | None = None) -> float:
    """Generate and build with mkdocs --strict into `out` (its HTML in `out/site`); returns the seconds it took."""
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    start = time.perf_counter()
    report = report or check_paths([default_corpus()])
    with fsio.replaced_folder(out, MARKER, MARKER_TEXT) as staging:
        _generate_into(staging, report)
        # absolute: mkdocs resolves a relative site_dir against the config file's folder, not the cwd
        mkdocs_build(load_config(str(staging / "mkdocs.yml"), strict=True, site_dir=str(staging.resolve() / "site")))
    return time.perf_counter() - start


def _generate_into(folder: Path, report: CheckReport) -> None:
    for relative, text in site_files(report).items():
        _write(folder / "docs" / relative, text)
    _write(folder / "mkdocs.yml", mkdocs_config(report))


def _write(path: Path, text: str) -> None:
    """Into gah's own staging folder, which becomes the output folder in one step once all is written."""
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
    rows = [md("| {} | {} | {} |", module, link(pages.KIND_TITLES.get(kind, kind), f"cards/{kind}/index.md"), n)
            for (kind, module), n in sorted(counts.items(), key=lambda kv: (kv[0][1] != "base", kv[0][1], kv[0][0]))]
    return page([md("# Grand Austria Hotel — rules reference"), BLANK,
                 md("Every page here is generated from the card files the engine plays, so the reference cannot drift"),
                 md("from the behaviour. Each card shows its text, its source in the card language, what the engine"),
                 md("runs, its z3 verdicts and every fact no source gives."), BLANK,
                 md("| module | kind | components |"), md("|---|---|---|"), *rows, BLANK,
                 md("{} facts are unknown: see [gaps](gaps.md).", len(report.unknowns)), BLANK])


def gaps_page(report: CheckReport) -> str:
    lines = [md("# Gaps: facts no source gives"), BLANK, md("| component | field | why it is unknown |"), md("|---|---|---|")]
    by_name = {f"{c.kind.name} {c.ident}": c for c in report.components}
    for unknown in report.unknowns:
        component = by_name[unknown.component]
        lines.append(md("| {} | {} | {} |", link(pages.title(component), pages.page_path(component)), unknown.field, unknown.note))
    return page(lines)


def errata_page(report: CheckReport) -> str:
    lines = [md("# Errata: the 2022 rules and the old edition"), BLANK,
             md("Where the 2022 rules and an old edition differ, the cards follow 2022; each difference is recorded in a note."), BLANK]
    for component in report.components:
        for note in component.fields.get("note", ()):
            text = note.values.get("text", "")
            if re.search(r"old[- ]edition|\b2022\b|\[004\]", text, re.I):
                lines.append(md("- {}: {}", link(pages.title(component), pages.page_path(component)), text))
    return page(lines)


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
    lines = [md("# Rulings"), BLANK, md("Each ruling below is an executable scenario in `tests/rulings/`; {}.", note), BLANK]
    for path in sorted((ROOT / "tests" / "rulings").glob("test_*.py")):  # none in an installed package: the page says so
        module = pyast.parse(path.read_text(encoding="utf-8"))
        for node in module.body:
            if isinstance(node, pyast.FunctionDef) and node.name.startswith("test_"):
                doc = pyast.get_docstring(node) or ""
                outcome = status.get(node.name, "not run yet")
                lines += [md("## {}", node.name[5:].replace("_", " ")), BLANK, escape(doc), BLANK,
                          md("*Test: {} — last run: **{}***", code(f"{path.name}::{node.name}"), outcome), BLANK]
    return page(lines)


GLOSSARY = Md("""# Glossary

- **Strength**: the number of dice on an action space when you take one (before removing it), plus boosts and staff bonuses.
- **Boost**: paying 1 krone, once per turn, for 1 more strength.
- **Check-in**: moving a guest whose order is complete into a vacant room of its colour.
- **Group**: rooms of one colour that pay a bonus when the last of them is occupied.
- **Emperor scoring**: after rounds 3, 5 and 7; VP for your space, a step back, then the tile's reward or penalty.
- **Fallback** (`A else B`): do A if it can be done in full, otherwise B.
- **Unknown**: a fact no source gives; the card says so instead of guessing.
- **Bell card**: a Let's Waltz! staff card that pays once, when its condition is met.
""")


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
