"""The adversarial sets (tests/verifier/adversarial): plausible wrong cards, each with the properties that must
refute it (`# expect:`), warn about it (`# warn:`) or leave it UNKNOWN (`# unknown:`), or `# expect: check` when
`gah check` must reject it; and correct controls, which must stay clean (no error, no refutation, no warning
but those their header lists). `# corpus:` says what a card is verified beside: `full` (the default: the
shipped corpus), `base`, and `-KIND` to leave a kind of component out."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from compiler.corpus import check_paths, default_corpus

SETS = Path(__file__).parent / "adversarial"


def header(path: Path, key: str) -> set[str]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"# {key}:"):
            return {word.strip() for word in line.split(":", 1)[1].split(",") if word.strip()}
    return set()


@lru_cache(maxsize=None)
def corpus(spec: frozenset) -> tuple:
    root = default_corpus() / "base" if "base" in spec else default_corpus()
    dropped = {s[1:] for s in spec if s.startswith("-")}
    return tuple(c for c in check_paths([root]).components if c.kind.name not in dropped)


@dataclass(frozen=True)
class Outcome:
    check: bool  # gah check (or the engine's refusals) rejects it
    refuted: frozenset
    warned: frozenset
    unknown: frozenset
    errors: tuple = ()

    def said(self) -> str:
        if self.check:
            return "rejected by check (" + ", ".join(sorted(set(self.errors))) + ")"
        parts = [f"{verdict} {', '.join(sorted(props))}" for verdict, props in
                 (("REFUTED", self.refuted), ("WARNING", self.warned), ("UNKNOWN", self.unknown)) if props]
        return "; ".join(parts) or "nothing found"


def outcome(path: Path) -> Outcome:
    from compiler.build import compile_problems
    from compiler.corpus import check_texts
    from verifier.run import UNKNOWN, WARNING, REFUTED, verify_all

    report = check_texts([(str(path), path.read_text(encoding="utf-8"))])
    mine = list(report.components)
    errors = list(report.errors) + compile_problems(mine)
    if errors:
        return Outcome(True, frozenset(), frozenset(), frozenset(), tuple(d.code for d in errors))
    components = list(corpus(frozenset(header(path, "corpus")))) + mine
    findings = [f for c in mine for f in verify_all(components, only_card=f"{c.kind.name} {c.ident}") if f.path == str(path)]
    pick = lambda verdict: frozenset(f.property for f in findings if f.verdict == verdict)  # noqa: E731
    return Outcome(False, pick(REFUTED), pick(WARNING), pick(UNKNOWN))


def judged(path: Path) -> tuple[bool, Outcome]:
    got = outcome(path)
    warn, unknown = header(path, "warn"), header(path, "unknown")
    if path.parent.name == "controls":
        return (not got.check and not got.refuted and got.warned <= warn and got.unknown <= unknown), got
    expected = header(path, "expect")
    if "check" in expected:
        return got.check, got
    return (not got.check and expected <= got.refuted and warn <= got.warned and unknown <= got.unknown), got


def wrong_cards() -> list[Path]:
    return sorted((SETS / "wrong").glob("*.gah"))


def controls() -> list[Path]:
    return sorted((SETS / "controls").glob("*.gah"))
