"""A verifier finding: one component, one property, one verdict. Its own module, free of z3, so that reading
kept findings back (the site build's cache, gah/site/background.py) does not load the solver."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int
    component: str
    property: str
    verdict: str
    detail: str = ""
    counterexample: tuple = ()  # sorted (name, value) pairs

    def shown(self) -> str:
        """The counterexample: choices and facts as name=value, and the state's resources that are not 0."""
        pairs = self.counterexample
        state = [(k.split("pre_", 1)[1], v) for k, v in pairs if "pre_" in k]
        parts = [f"{k}={v}" for k, v in pairs if "pre_" not in k]
        parts += [f"{k}={v}" for k, v in state if v != "0"]
        return ", ".join(parts) + ("; every other resource 0" if state else "")

    def as_json(self) -> dict:
        return {"path": self.path, "line": self.line, "component": self.component, "property": self.property,
                "verdict": self.verdict, "detail": self.detail, "counterexample": dict(self.counterexample)}
