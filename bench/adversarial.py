"""Benchmark of the verifier's judgement: every adversarial card (tests/verifier/adversarial/wrong, a plausible
wrong card with the properties that must catch it in its header) and every control (…/controls, a correct card
that must stay clean), each checked and verified next to the whole shipped corpus.

Run: `python bench/adversarial.py` (prints one line per card, then the totals)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.corpus import check_paths, default_corpus  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "verifier" / "adversarial"


def header(path: Path, key: str) -> set[str]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"# {key}:"):
            return {word.strip() for word in line.split(":", 1)[1].split(",") if word.strip()}
    return set()


def outcome(path: Path) -> dict:
    """What check and verify say about the file's components, with the whole corpus beside them."""
    from verifier import run

    report = check_paths([default_corpus(), path])
    mine = [c for c in report.components if c.path == str(path)]
    errors = [d for d in report.errors if d.path == str(path)] + _compile_errors(mine)
    if errors:
        return {"check": True, "refuted": set(), "warned": set(), "errors": [d.code for d in errors]}
    findings = _verify(report.components, mine)
    refuted = {f.property for f in findings if f.verdict == run.REFUTED}
    warned = {f.property for f in findings if f.verdict == getattr(run, "WARNING", "WARNING")}
    return {"check": False, "refuted": refuted, "warned": warned, "errors": []}


def _compile_errors(components) -> list:
    if getattr(_verify, "old", False):
        return []  # the verifier before issue 13 did not run the engine's refusals
    from compiler.build import compile_problems

    return compile_problems(components)


def _verify(components, mine) -> list:
    from verifier import run

    found = []
    for component in mine:
        found += [f for f in run.verify_all(list(components), only_card=f"{component.kind.name} {component.ident}")
                  if f.path == component.path] if not _verify.old else \
            [f for f in run.verify_all(list(components), only_card=component.ident) if f.path == component.path]
    return found


_verify.old = not hasattr(__import__("verifier.run", fromlist=["x"]), "NA")


def judge(path: Path, wrong: bool) -> tuple[bool, str]:
    got = outcome(path)
    if not wrong:
        clean = not got["check"] and not got["refuted"] and got["warned"] <= header(path, "warn")
        return clean, _said(got)
    expected, warn = header(path, "expect"), header(path, "warn")
    if "check" in expected:
        return got["check"], _said(got)
    return (not got["check"] and expected <= got["refuted"] and warn <= got["warned"]), _said(got)


def _said(got: dict) -> str:
    if got["check"]:
        return "rejected by check (" + ", ".join(sorted(set(got["errors"]))) + ")"
    parts = [f"REFUTED {', '.join(sorted(got['refuted']))}" if got["refuted"] else "", 
             f"WARNING {', '.join(sorted(got['warned']))}" if got["warned"] else ""]
    return "; ".join(p for p in parts if p) or "nothing found"


def main() -> None:
    totals = {}
    for folder, wrong in (("wrong", True), ("controls", False)):
        files = sorted((SETS / folder).glob("*.gah")) + (sorted((ROOT / "tests" / "verifier" / "mutants").glob("*.gah")) if wrong else [])
        good = 0
        for path in files:
            ok, said = judge(path, wrong)
            good += ok
            wanted = ", ".join(sorted(header(path, "expect") | {f"warn {w}" for w in header(path, "warn")})) or "clean"
            print(f"{'ok  ' if ok else 'MISS'} {folder}/{path.name}: wants {wanted}; got {said}")
        totals[folder] = (good, len(files))
    caught, wrong_total = totals["wrong"]
    clean, control_total = totals["controls"]
    print(f"\nwrong cards caught: {caught} of {wrong_total}; controls clean: {clean} of {control_total}")


if __name__ == "__main__":
    main()
