"""`gah site build`: the rules reference site, generated from the very files the engine runs.

Pages are written into a fresh staging folder beside the output folder (never by hand), mkdocs builds
it there with --strict, and only then does it take the output folder's place (gah/fsio.py). An output
folder is replaced only if it is empty or holds the `.gah-site` marker of an earlier build: gah never
deletes a folder of the user's. The site works offline: no web fonts, no CDN, and the built-in search.
"""
from __future__ import annotations

import time
from collections import defaultdict
from pathlib import Path

from compiler.corpus import CheckReport, check_paths, default_corpus
from gah import fsio
from gah.site import editions, home, indexes, late, pages, rulings
from gah.site.background import SlowWork
from gah.site.late import LateValues
from gah.site.markdown import BLANK, Md, link, md, page
from gah.site.related import related_index
from gah.site.rulings import RulingRun

ROOT = Path(__file__).resolve().parents[2]


def docs_root() -> Path:
    """The hand-written docs: beside the installed package (gah/docs), or at the top of a source checkout."""
    packaged = Path(__file__).resolve().parents[1] / "docs"
    return packaged if packaged.is_dir() else ROOT / "docs"
VENDOR = "assets/vendor/iframe-worker-1.0.4"  # pinned in pyproject.toml [tool.gah.vendored]
DATABASE = "gah-cards.json"
RULE_CHAPTERS = ("setup", "round-and-turn", "actions", "additional-actions", "passing", "emperor-scoring", "final-scoring", "expansion")


def site_files(report: CheckReport | None = None, work: SlowWork | None = None, fill_now: bool = True) -> dict[str, str]:
    """Every page of the site (and its scripts and data), by path inside docs/, as text. With `fill_now` the
    verdicts and ruling outcomes are in the pages; otherwise the pages keep their slots for `fill_built`."""
    run = work.run if work else RulingRun(ROOT)  # started first: the ruling tests run while the corpus is checked
    report = report or check_paths([default_corpus()])
    work = work or SlowWork(ROOT, report.components, run)
    context = _context(report, work)
    files = {**_card_files(report, context), **_static_files()}
    work.make_parts(report.components, context)  # in a worker: only the built pages need them
    for chapter in RULE_CHAPTERS:  # links to rulings read as their questions
        files[f"rules/{chapter}.md"] = rulings.relabel(files[f"rules/{chapter}.md"], context["rulings"])
    components = report.components
    files.update({"gaps.md": gaps_page(report), "changes.md": editions.changes_page(components),
                  "sources.md": editions.sources_page(components), "glossary.md": GLOSSARY,
                  "rulings.md": rulings.rulings_page(context["rulings"], context["chapters"], context["card_links"], context["topics"]),
                  "index.md": home.home_page(report, context["chapters"], context["compiled"])})
    values = work.values() if fill_now else None
    if values is not None:
        files = {path: late.fill(text, values) if path.endswith(".md") else text for path, text in files.items()}
    return {**files, **(_data_files(report, values) if values is not None else _data_placeholder())}


MARKER = ".gah-site"
MARKER_TEXT = ("This folder was written by `gah site build` or `gah site serve`. gah deletes and rewrites it\n"
               "on the next build; anything you keep here will be lost. Delete this file to keep gah out.\n")


def check_output(out: Path) -> None:
    """Refuse, before any work, an output folder gah may not replace (see the module docstring)."""
    fsio.check_replaceable_folder(out, MARKER)


def generate(out: Path, report: CheckReport | None = None) -> Path:
    """Write the site's sources (mkdocs.yml and docs/) as the folder `out`; returns the docs folder."""
    run = RulingRun(ROOT)
    report = report or check_paths([default_corpus()])
    work = SlowWork(ROOT, report.components, run)
    with fsio.replaced_folder(out, MARKER, MARKER_TEXT) as staging:
        _generate_into(staging, site_files(report, work), report)
    return out / "docs"


def start_rulings() -> RulingRun:
    """The run of the ruling tests (or its kept outcomes), to start before anything else: it is the slowest part."""
    return RulingRun(ROOT)


def build(out: Path, report: CheckReport | None = None, run: RulingRun | None = None, extra: dict[str, str] | None = None,
          nav: tuple = ()) -> float:
    """Generate and build with mkdocs --strict into `out` (its HTML in `out/site`); returns the seconds it took."""
    from mkdocs.config import load_config

    from gah.site import mkbuild

    start = time.perf_counter()
    run = run or start_rulings()  # first, so the ruling tests run while the corpus is checked and the pages are made
    report = report or check_paths([default_corpus()])
    work = SlowWork(ROOT, report.components, run)  # the verifier, in a worker, while the pages are made and built
    try:
        with fsio.replaced_folder(out, MARKER, MARKER_TEXT) as staging:
            _generate_into(staging, {**site_files(report, work, fill_now=False), **(extra or {})}, report)  # extra: the Balance page
            _write(staging / "mkdocs.yml", mkdocs_config(report) + "".join(f"  - {title}: {path}\n" for title, path in nav))
            # absolute: mkdocs resolves a relative site_dir against the config file's folder, not the cwd
            mkbuild.build(load_config(str(staging / "mkdocs.yml"), strict=True, site_dir=str(staging.resolve() / "site")), root=ROOT)
            _fill_built(staging, report, work.values())
    except BaseException:
        work.stop()  # a failed build does not wait for the verifier or the ruling tests
        raise
    return time.perf_counter() - start


def _generate_into(folder: Path, files: dict[str, str], report: CheckReport) -> None:
    for relative, text in files.items():
        _write(folder / "docs" / relative, text)
    _write(folder / "mkdocs.yml", mkdocs_config(report))


def _fill_built(folder: Path, report: CheckReport, values: LateValues) -> None:
    """The verdicts and ruling outcomes into the built pages (and their sources), and the database with its verdicts."""
    from gah.site.mkbuild import shared

    shared(lambda path: _fill_file(path, values), [*(folder / "site").rglob("*.html"), *(folder / "docs").rglob("*.md")])
    for relative, text in _data_files(report, values).items():
        _write(folder / "site" / relative, text)
        _write(folder / "docs" / relative, text)


def _fill_file(path: Path, values: LateValues) -> None:
    text = path.read_text(encoding="utf-8")
    if "gah-late" in text:
        _write(path, late.fill(text, values))


def _write(path: Path, text: str) -> None:
    """Into gah's own staging folder, which becomes the output folder in one step once all is written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _context(report: CheckReport, work: SlowWork) -> dict:
    from compiler.render import render
    from gah.showing import compiled_outline
    from gah.site.scenarios import mentions, scenario_index

    has_tests = (ROOT / "tests").is_dir()
    topics, chapters = rulings.chapter_topics(docs_root(), RULE_CHAPTERS)
    mentioned = mentions(ROOT, report.components) if has_tests else {}  # every test file read once, for both uses
    in_rulings = {test: labels for test, labels in mentioned.items() if test.startswith(f"{rulings.FOLDER}/")}
    work.rulings = rulings.read_rulings(ROOT, topics, in_rulings) if has_tests else []
    card_links = {pages.label(c): (pages.display_title(c), pages.page_path(c)) for c in report.components}
    outlines = {pages.label(c): compiled_outline(c) for c in report.components}  # the home page and the card pages both ask
    return {"render": render, "compiled": lambda component: outlines[pages.label(component)], "related": related_index(list(report.components)),
            "rulings": work.rulings, "rulings_by_card": rulings.by_card(work.rulings), "chapters": chapters, "topics": topics,
            "card_links": card_links,
            "scenarios": scenario_index(mentioned)}


def _card_files(report: CheckReport, context: dict) -> dict[str, str]:
    from gah.site.mkbuild import shared

    by_kind, files = defaultdict(list), {}
    made = shared(lambda component: pages.component_page(component, context), report.components)  # half in a forked copy
    for component, text in zip(report.components, made):
        by_kind[component.kind.name].append(component)
        files[pages.page_path(component)] = text
    for kind in set(by_kind) | set(pages.KIND_TITLES):  # every kind gets an index, so chapter links always resolve
        files[f"cards/{kind}/index.md"] = indexes.kind_index(kind, by_kind.get(kind, []), context)
    return files


STATIC = ("language.md", "tutorial.md", "data.md", "assets/tables.js", "assets/gah.css", f"{VENDOR}/shim.js", f"{VENDOR}/LICENSE.txt") + \
    tuple(f"rules/{c}.md" for c in RULE_CHAPTERS)


def _static_files() -> dict[str, str]:
    from gah.reference import reference_markdown

    files = {name: (docs_root() / name).read_text(encoding="utf-8") for name in STATIC}
    files["reference.md"] = reference_markdown()
    return files


def gaps_page(report: CheckReport) -> str:
    lines = [md("# Gaps: facts no source gives"), BLANK, md("| component | field | why it is unknown |"), md("|---|---|---|")]
    by_name = {f"{c.kind.name} {c.ident}": c for c in report.components}
    for unknown in report.unknowns:
        component = by_name[unknown.component]
        lines.append(md("| {} | {} | {} |", link(pages.title(component), pages.page_path(component)), unknown.field, unknown.note))
    return page(lines)


def _data_placeholder() -> dict[str, str]:
    """What holds the database's place while mkdocs builds (its links must resolve); `_fill_built` writes it."""
    from gah import exporting

    return {f"data/{DATABASE}": '{"note": "written once the verifier has run"}\n',
            f"data/{exporting.SCHEMA_NAME}": exporting.as_json(exporting.SCHEMA)}


def _data_files(report: CheckReport, values: LateValues | None) -> dict[str, str]:
    """The card database as one JSON file, and the JSON Schema it follows (see gah/exporting.py). Without the
    late values (a build still running the verifier) the file is written again once they are in."""
    from gah import exporting

    findings, verification = (values.findings, values.verification) if values else (None, "running")
    data = exporting.database(report.components, findings, verification)
    return {f"data/{DATABASE}": exporting.as_json(data), f"data/{exporting.SCHEMA_NAME}": exporting.as_json(exporting.SCHEMA)}


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
    - search.highlight
    - navigation.prune
  palette:
    - media: "(prefers-color-scheme)"
      toggle:
        icon: material/brightness-auto
        name: "Colours follow your system: switch to light"
    - media: "(prefers-color-scheme: light)"
      scheme: default
      primary: brown
      accent: deep orange
      toggle:
        icon: material/brightness-7
        name: "Light colours: switch to dark"
    - media: "(prefers-color-scheme: dark)"
      scheme: slate
      primary: brown
      accent: deep orange
      toggle:
        icon: material/brightness-4
        name: "Dark colours: follow your system"
plugins:
  - search
  - offline
extra:
  generator: false
  polyfills:
    - {VENDOR}/shim.js
extra_css:
  - assets/gah.css
extra_javascript:
  - assets/tables.js
markdown_extensions:
  - gah.site.rawhtml
  - tables
  - admonition
  - attr_list
  - md_in_html
  - pymdownx.details
  - pymdownx.highlight
  - pymdownx.superfences
  - toc:
      permalink: true
nav:
  - Home: index.md
  - Rules:
{chapters}
  - Rulings: rulings.md
  - Cards:
{card_nav}
  - 2022 changes: changes.md
  - Sources and conflicts: sources.md
  - Gaps: gaps.md
  - Glossary: glossary.md
  - Card database: data.md
  - Language:
      - Guide: language.md
      - Write your first card: tutorial.md
      - Reference: reference.md
"""
