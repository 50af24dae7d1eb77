"""`gah export`: the card database as data, one object per component: its facts with their sources, our text,
the canonical text, its unknowns and the verifier's verdicts. JSON follows a published, versioned JSON Schema
(`SCHEMA`, shipped on the site beside the bulk file); CSV has one row per component for spreadsheets, with the
facts as JSON in one column so nothing is lost. Files are written only through gah/fsio.py."""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from compiler.types import UnknownValue
from dsl import ast
from gah import fsio
from gah.errors import EXIT_ERRORS, EXIT_OK, UsageError
from verifier.verdict_names import VERDICTS

FORMAT = "gah-cards"
VERSION = "1.1"  # bump the minor number for added fields, the major one for anything a reader must change for
SCHEMA_NAME = "gah-cards.schema.json"
FORMATS = ("json", "csv")
CSV_FACTS = ("cost", "timing", "color", "order", "vp", "group")  # common facts also given as their own columns


# ---- values as JSON and back --------------------------------------------------------------------------------------


def to_json(value):
    """A bound value as JSON: an unknown is {"unknown": why}, a condition {"condition": its words}."""
    if isinstance(value, UnknownValue):
        return {"unknown": value.note}
    if isinstance(value, tuple):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, ast.Node):
        from compiler.render import condition_text

        return {"condition": condition_text(value)}
    return value


def from_json(value):
    """The inverse of `to_json` (a condition comes back as its words)."""
    if isinstance(value, list):
        return tuple(from_json(v) for v in value)
    if isinstance(value, dict) and set(value) == {"unknown"}:
        return UnknownValue(value["unknown"])
    if isinstance(value, dict) and set(value) == {"condition"}:
        return value["condition"]
    if isinstance(value, dict):
        return {k: from_json(v) for k, v in value.items()}
    return value


# ---- records -----------------------------------------------------------------------------------------------------


def verdicts(components) -> tuple[dict | None, str]:
    """The verifier's findings by component label, or None and why when it cannot run (z3 missing)."""
    try:
        from verifier.run import verify_all
    except ImportError:
        return None, "not run: the verifier needs z3 (python3 -m pip install 'gah[verify]')"
    found: dict = {}
    for finding in verify_all(components):
        found.setdefault(finding.component, []).append(finding)
    return found, "run"


def record(component, findings: dict | None) -> dict:
    from compiler.render import render
    from gah.site.facts import fact_text, facts
    from gah.site.pages import source_text

    label = f"{component.kind.name} {component.ident}"
    return {"kind": component.kind.name, "id": component.ident, "name": component.name, "module": component.module,
            "file": _relative(component.path), "text": component.value("text", "text") or "",
            "canonical_text": render(component) or "",
            "sources": [t.tag for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "source"
                        for t in s.sources],
            "facts": [{"name": f.name, "values": to_json(f.values), "text": fact_text(f), "sources": list(f.sources),
                       "block": f.block or None} for f in facts(component)],
            "notes": [b.values.get("text", "") for b in component.fields.get("note", ())],
            "unknowns": [{"field": u.field, "note": u.note} for u in component.unknowns],
            "verdicts": None if findings is None else [{"property": f.property, "verdict": f.verdict, "detail": f.detail}
                                                       for f in findings.get(label, [])],
            "source": source_text(component)}


def _relative(path: str) -> str:
    return "cards/" + path.split("/cards/", 1)[1] if "/cards/" in path else path


def database(components, findings: dict | None = None, verification: str = "run") -> dict:
    return {"$schema": SCHEMA_NAME, "format": FORMAT, "version": VERSION, "verification": verification,
            "components": [record(c, findings) for c in components]}


def as_json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def as_csv(data: dict) -> str:
    columns = ["kind", "id", "name", "module", *CSV_FACTS, "text", "canonical_text", "unknowns", "verdicts", "facts_json", "file"]
    stream = io.StringIO()
    writer = csv.DictWriter(stream, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for item in data["components"]:
        by_name = {f["name"]: f["text"] for f in item["facts"]}
        writer.writerow({**{k: item[k] for k in ("kind", "id", "name", "module", "text", "canonical_text", "file")},
                         **{name: by_name.get(name, "") for name in CSV_FACTS},
                         "unknowns": "; ".join(f"{u['field']}: {u['note']}" for u in item["unknowns"]),
                         "verdicts": _verdict_summary(item["verdicts"]), "facts_json": json.dumps(item["facts"], ensure_ascii=False)})
    return stream.getvalue()


def _verdict_summary(found) -> str:
    if found is None:
        return "not run"
    counts: dict[str, int] = {}
    for verdict in found:
        counts[verdict["verdict"]] = counts.get(verdict["verdict"], 0) + 1
    return ", ".join(f"{n} {word}" for word, n in sorted(counts.items()))


# ---- the JSON Schema ---------------------------------------------------------------------------------------------------

_VALUE = {"description": "A fact's value: a number, a word, a list, a map of items to counts, an unknown ({\"unknown\": why}) "
                         "or a condition ({\"condition\": its words})."}
_FACT = {"type": "object", "required": ["name", "values", "text", "sources", "block"], "additionalProperties": False,
         "properties": {"name": {"type": "string"}, "values": {"type": "object", "additionalProperties": _VALUE},
                        "text": {"type": "string", "description": "The fact in words; an unknown reads 'unknown — why'."},
                        "sources": {"type": "array", "items": {"type": "string"}, "description": "Source tags (see the site's Sources page)."},
                        "block": {"type": ["string", "null"], "description": "What a line with a block does, such as a ballroom row's bonus."}}}
_VERDICT = {"type": "object", "required": ["property", "verdict", "detail"], "additionalProperties": False,
            "properties": {"property": {"type": "string"}, "verdict": {"enum": list(VERDICTS)}, "detail": {"type": "string"}}}
_COMPONENT = {"type": "object", "additionalProperties": False,
              "required": ["kind", "id", "name", "module", "file", "text", "canonical_text", "sources", "facts", "notes", "unknowns",
                           "verdicts", "source"],
              "properties": {"kind": {"type": "string"}, "id": {"type": "string"}, "name": {"type": "string"},
                             "module": {"type": ["string", "null"]}, "file": {"type": "string"},
                             "text": {"type": "string", "description": "The card's text in the project's own words."},
                             "canonical_text": {"type": "string", "description": "Rendered from the card's lines."},
                             "sources": {"type": "array", "items": {"type": "string"}},
                             "facts": {"type": "array", "items": _FACT}, "notes": {"type": "array", "items": {"type": "string"}},
                             "unknowns": {"type": "array", "items": {"type": "object", "required": ["field", "note"],
                                                                     "properties": {"field": {"type": "string"}, "note": {"type": "string"}}}},
                             "verdicts": {"type": ["array", "null"], "items": _VERDICT, "description": "null when the verifier did not run."},
                             "source": {"type": "string", "description": "The component in the card language."}}}
SCHEMA = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_NAME,
          "title": f"gah card database, format version {VERSION}", "type": "object",
          "required": ["format", "version", "verification", "components"],
          "properties": {"$schema": {"type": "string"}, "format": {"const": FORMAT},
                         "version": {"type": "string", "pattern": "^1\\.[0-9]+$"},
                         "verification": {"type": "string"}, "components": {"type": "array", "items": _COMPONENT}}}


# ---- the command ---------------------------------------------------------------------------------------------------------


def run_export(paths, format: str, out_path: Path | None, out, err, project=None) -> int:
    from dsl.diagnostics import render_text
    from gah.inputs import checked, given_paths

    if format not in FORMATS:
        raise UsageError(f"--format must be 'json' or 'csv', not '{format}'")
    if out_path is not None:
        fsio.check_writable(out_path)  # before the work: a path gah may not write is refused at once
    cards = project.cards if project else ()
    report = checked(given_paths(paths, cards), cards)
    for problem in report.errors:
        err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
    if report.errors:
        count = len(report.errors)
        err.print(f"gah export: {count} error{'s' if count != 1 else ''} in the cards: nothing exported", markup=False)
        return EXIT_ERRORS
    findings, verification = verdicts(report.components)
    data = database(report.components, findings, verification)
    text = as_json(data) if format == "json" else as_csv(data)
    if out_path is None:
        out.file.write(text)
    else:
        fsio.write_text(out_path, text)
        err.print(f"exported {len(data['components'])} components to {out_path}", markup=False)
    return EXIT_OK
